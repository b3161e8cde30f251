import Foundation
@_spi(Bridging) import ViewCore

/// `UIView` and its subclasses as scripts see them. Their properties come from
/// the class registry (ViewCore's UIView+Properties.swift), their hooks from
/// the stand-ins' tables.
extension LuaRuntime {
    func registerViewClasses() {
        registerNative(NativeClass(UIView.self) { [unowned self] view in
            view.construct = { args in args.count == 0 ? UIView() : UIView(frame: try args[1]) }
            view.initializer = { $0.count == 0 ? "init" : "initWithFrame" }
            view.methods["init"] = { [unowned self] args in
                // R1.1: init sends initWithFrame: with CGRectZero, dispatched dynamically.
                args.lua.top = 1
                args.push(CGRect.zero)
                send("initWithFrame", argumentCount: 1, in: args.lua)
                return 0
            }
            view.action("initWithFrame") { (view: UIView, args) in view.initialize(frame: try args[2]) }
            view.action("initWithCoder") { (view: UIView, args) in view.initialize(coder: try args[2] as NSCoder) }
            view.function("isDescendantOfView") { (view: UIView, args) in view.isDescendant(of: try args[2]) }
            view.function("viewWithTag") { (view: UIView, args) in view.viewWithTag(try args[2]) }
            view.function("convertPointToView") { (view: UIView, args) in view.convert(try args[2] as CGPoint, to: try args[3]) }
            view.function("convertPointFromView") { (view: UIView, args) in view.convert(try args[2] as CGPoint, from: try args[3]) }
            view.function("convertRectToView") { (view: UIView, args) in view.convert(try args[2] as CGRect, to: try args[3]) }
            view.function("convertRectFromView") { (view: UIView, args) in view.convert(try args[2] as CGRect, from: try args[3]) }
            view.function("recursiveDescription") { (view: UIView, _) in view.recursiveDescription() }
            view.function("endEditing") { (view: UIView, args) in view.endEditing(try args[2]) }
            view.classFunction("userInterfaceLayoutDirectionForSemanticContentAttribute") { args in
                UIView.userInterfaceLayoutDirection(for: try args[2])
            }
            view.action("snapshotPNG") { (view: UIView, args) in try view.snapshotPNG(to: try args[2], scale: try args[3]) }
            // What the last drawRect: drew, one string per operation (for tests).
            view.getter("drawing") { (view: UIView) in view.contents?.operations.map(\.description) ?? [] }
            // UIView:appearance() and :appearanceWhenContainedInInstancesOfClasses{…}, on
            // any view class, a script's included (UIAppearance.swift).
            view.methods["appearance"] = { [unowned self] args in
                args.push(UIAppearanceProxy.proxy(for: try luaClass(at: 1, in: args).registered, containedIn: []))
            }
            view.methods["appearanceWhenContainedInInstancesOfClasses"] = { [unowned self] args in
                let customizable = try luaClass(at: 1, in: args).registered
                return args.push(UIAppearanceProxy.proxy(for: customizable, containedIn: try classes(inSequenceAt: 2, in: args)))
            }
            addAutoLayoutMethods(to: view)
            addGestureMethods(to: view)
            addBlockAnimations(to: view)
        })

        registerAppearanceProxy()

        registerScrollView()
        registerEffectViews()

        registerNative(NativeClass(UIWindow.self) { [unowned self] window in
            window.construct = { args in args.count == 0 ? UIWindow() : UIWindow(frame: try args[1]) }
            window.methods["init"] = { [unowned self] args in
                // A window made with init fills the screen, like one made for the app's scene.
                args.lua.top = 1
                args.push(UIScreen.main.bounds)
                send("initWithFrame", argumentCount: 1, in: args.lua)
                return 0
            }
            window.action("makeKeyAndVisible") { (window: UIWindow, _) in window.makeKeyAndVisible() }
            window.action("makeKeyWindow") { (window: UIWindow, _) in window.makeKey() }
        })

        registerNative(NativeClass(UINavigationBar.self) { navigationBar in
            navigationBar.construct = { args in args.count == 0 ? UINavigationBar() : UINavigationBar(frame: try args[1]) }
        })

        registerNative(NativeClass(UITabBar.self) { tabBar in
            tabBar.construct = { args in args.count == 0 ? UITabBar() : UITabBar(frame: try args[1]) }
        })
    }
}
