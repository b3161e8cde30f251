import Foundation
@_spi(Bridging) import ViewCore

/// `UIView` and its subclasses as scripts see them.
extension LuaRuntime {
    func registerViewClasses() {
        let view = NativeClass("UIView", superclass: "UIResponder", swiftType: UIView.self)
        view.hooks = ViewHook.all
        view.construct = { args in args.lua.top == 0 ? UIView() : UIView(frame: try args.rect(1)) }
        view.makeScripted = { ScriptedUIView(luaClass: $0) }
        view.initializer = { $0.lua.top == 0 ? "init" : "initWithFrame" }
        view.methods["init"] = { [unowned self] args in
            // R1.1: init sends initWithFrame: with CGRectZero, dispatched dynamically.
            args.lua.top = 1
            push(CGRect.zero, on: args.lua)
            send("initWithFrame", argumentCount: 1, in: args.lua)
            return 0
        }
        view.methods["initWithFrame"] = { args in
            try args.object(1, UIView.self).initialize(frame: try args.rect(2))
            return 0
        }
        view.addUIViewHooks()
        addViewProperties(view)
        registerNative(view)

        let scrollView = NativeClass("UIScrollView", superclass: "UIView", swiftType: UIScrollView.self)
        scrollView.construct = { args in args.lua.top == 0 ? UIScrollView() : UIScrollView(frame: try args.rect(1)) }
        scrollView.makeScripted = { ScriptedUIScrollView(luaClass: $0) }
        scrollView.property("contentSize", .size,
                            get: { (object: UIScrollView) in object.contentSize },
                            set: { $0.contentSize = $1 })
        scrollView.property("contentOffset", .point,
                            get: { (object: UIScrollView) in object.contentOffset },
                            set: { $0.contentOffset = $1 })
        scrollView.property("contentInset", .insets,
                            get: { (object: UIScrollView) in object.contentInset },
                            set: { $0.contentInset = $1 })
        scrollView.readOnly("adjustedContentInset", .insets) { (object: UIScrollView) in
            object.adjustedContentInset
        }
        scrollView.methods["setContentOffsetAnimated"] = { args in
            try args.object(1, UIScrollView.self).setContentOffset(try args.point(2), animated: try args.flag(3))
            return 0
        }
        registerNative(scrollView)

        let window = NativeClass("UIWindow", superclass: "UIView", swiftType: UIWindow.self)
        window.construct = { args in args.lua.top == 0 ? UIWindow() : UIWindow(frame: try args.rect(1)) }
        window.makeScripted = { ScriptedUIWindow(luaClass: $0) }
        window.methods["init"] = { [unowned self] args in
            // A window made with init fills the screen, like one made for the app's scene.
            args.lua.top = 1
            push(UIScreen.main.bounds, on: args.lua)
            send("initWithFrame", argumentCount: 1, in: args.lua)
            return 0
        }
        window.property("rootViewController", .object(UIViewController.self),
                        get: { (object: UIWindow) in object.rootViewController },
                        set: { $0.rootViewController = $1 })
        window.property("windowLevel", .number,
                        get: { (object: UIWindow) in object.windowLevel },
                        set: { $0.windowLevel = $1 })
        window.readOnly("keyWindow", .bool) { (object: UIWindow) in object.isKeyWindow }
        window.readOnly("screen", .some(UIScreen.self)) { (object: UIWindow) in object.screen }
        window.action("makeKeyAndVisible") { (window: UIWindow) in window.makeKeyAndVisible() }
        window.action("makeKeyWindow") { (window: UIWindow) in window.makeKey() }
        registerNative(window)

        let navigationBar = NativeClass("UINavigationBar", superclass: "UIView", swiftType: UINavigationBar.self)
        navigationBar.construct = { args in
            args.lua.top == 0 ? UINavigationBar() : UINavigationBar(frame: try args.rect(1))
        }
        navigationBar.makeScripted = { ScriptedUINavigationBar(luaClass: $0) }
        registerNative(navigationBar)

        let tabBar = NativeClass("UITabBar", superclass: "UIView", swiftType: UITabBar.self)
        tabBar.construct = { args in args.lua.top == 0 ? UITabBar() : UITabBar(frame: try args.rect(1)) }
        tabBar.makeScripted = { ScriptedUITabBar(luaClass: $0) }
        registerNative(tabBar)
    }

    private func addViewProperties(_ view: NativeClass) {
        // The hottest properties read through plain closures: a key path's
        // application costs several times the read itself.
        view.getters["frame"] = { args in try args.withReceiver(UIView.self) { view, _ in args.push(view.frame) } }
        view.setters["frame"] = { args in try args.withReceiver(UIView.self) { view, _ in view.frame = try args.rect(2); return 0 } }
        view.getters["bounds"] = { args in try args.withReceiver(UIView.self) { view, _ in args.push(view.bounds) } }
        view.setters["bounds"] = { args in try args.withReceiver(UIView.self) { view, _ in view.bounds = try args.rect(2); return 0 } }
        view.getters["center"] = { args in try args.withReceiver(UIView.self) { view, _ in args.push(view.center) } }
        view.setters["center"] = { args in try args.withReceiver(UIView.self) { view, _ in view.center = try args.point(2); return 0 } }
        view.property("tag", .int, get: { (object: UIView) in object.tag }, set: { $0.tag = $1 })
        view.property("hidden", .bool,
                      get: { (object: UIView) in object.isHidden },
                      set: { $0.isHidden = $1 })
        view.property("alpha", .number, get: { (object: UIView) in object.alpha }, set: { $0.alpha = $1 })
        view.property("opaque", .bool,
                      get: { (object: UIView) in object.isOpaque },
                      set: { $0.isOpaque = $1 })
        view.property("clearsContextBeforeDrawing", .bool,
                      get: { (object: UIView) in object.clearsContextBeforeDrawing },
                      set: { $0.clearsContextBeforeDrawing = $1 })
        view.property("contentMode", .enumeration(UIView.ContentMode.self),
                      get: { (object: UIView) in object.contentMode },
                      set: { $0.contentMode = $1 })
        view.property("backgroundColor", .color,
                      get: { (object: UIView) in object.backgroundColor },
                      set: { $0.backgroundColor = $1 })
        view.property("autoresizingMask", .options(UIView.AutoresizingMask.self),
                      get: { (object: UIView) in object.autoresizingMask },
                      set: { $0.autoresizingMask = $1 })
        view.property("autoresizesSubviews", .bool,
                      get: { (object: UIView) in object.autoresizesSubviews },
                      set: { $0.autoresizesSubviews = $1 })
        view.property("clipsToBounds", .bool,
                      get: { (object: UIView) in object.clipsToBounds },
                      set: { $0.clipsToBounds = $1 })
        view.property("userInteractionEnabled", .bool,
                      get: { (object: UIView) in object.isUserInteractionEnabled },
                      set: { $0.isUserInteractionEnabled = $1 })
        view.property("layoutMargins", .insets,
                      get: { (object: UIView) in object.layoutMargins },
                      set: { $0.layoutMargins = $1 })
        view.property("insetsLayoutMarginsFromSafeArea", .bool,
                      get: { (object: UIView) in object.insetsLayoutMarginsFromSafeArea },
                      set: { $0.insetsLayoutMarginsFromSafeArea = $1 })
        view.readOnly("superview", .object(UIView.self)) { (object: UIView) in object.superview }
        view.readOnly("subviews", .objects(UIView.self)) { (object: UIView) in object.subviews }
        view.readOnly("window", .object(UIWindow.self)) { (object: UIView) in object.window }
        view.readOnly("safeAreaInsets", .insets) { (object: UIView) in object.safeAreaInsets }
        view.readOnly("needsUpdateConstraints", .bool) { (object: UIView) in object.needsUpdateConstraints }
        view.readOnly("contents", .object(CGContext.self)) { (object: UIView) in object.contents }
        view.readOnly("needsLayout", .bool) { (object: UIView) in object.needsLayout }
        view.readOnly("needsDisplay", .bool) { (object: UIView) in object.needsDisplay }
        view.readOnly("effectiveLayoutMargins", .insets) { (object: UIView) in object.effectiveLayoutMargins }
        view.getters["intrinsicContentSize"] = { args in args.push(try args.object(1, UIView.self).intrinsicContentSize) }
        view.getters["traitCollection"] = { [unowned self] args in
            push(try args.object(1, UIView.self).traitCollection, on: args.lua)
            return 1
        }
        view.methods["isDescendantOfView"] = { args in
            args.push(try args.object(1, UIView.self).isDescendant(of: try args.object(2, UIView.self)))
        }
        view.methods["viewWithTag"] = { args in
            args.push(try args.object(1, UIView.self).viewWithTag(try args.integer(2)))
        }
        view.methods["convertPointToView"] = { args in
            args.push(try args.object(1, UIView.self).convert(try args.point(2), to: try args.optionalObject(3, UIView.self)))
        }
        view.methods["convertPointFromView"] = { args in
            args.push(try args.object(1, UIView.self).convert(try args.point(2), from: try args.optionalObject(3, UIView.self)))
        }
        view.methods["convertRectToView"] = { args in
            args.push(try args.object(1, UIView.self).convert(try args.rect(2), to: try args.optionalObject(3, UIView.self)))
        }
        view.methods["convertRectFromView"] = { args in
            args.push(try args.object(1, UIView.self).convert(try args.rect(2), from: try args.optionalObject(3, UIView.self)))
        }
        view.methods["recursiveDescription"] = { args in
            args.push(try args.object(1, UIView.self).recursiveDescription())
        }
        view.getters["drawing"] = { args in
            // The recording of the last drawRect:, one string per operation (for tests).
            let operations = try args.object(1, UIView.self).contents?.operations ?? []
            args.lua.newTable(arrayCount: Int32(operations.count))
            for (position, operation) in operations.enumerated() {
                args.lua.push(operation.description)
                args.lua.rawSet(-2, position + 1)
            }
            return 1
        }
    }
}
