import Foundation
@_spi(LuaBridge) import ViewCore

/// `UIView` and its subclasses as scripts see them.
extension LuaBridge {
    func registerViewClasses() {
        let view = NativeClass("UIView", superclass: "NSObject", swiftType: UIView.self)
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
        scrollView.property("contentSize", \UIScrollView.contentSize, .size)
        scrollView.property("contentOffset", \UIScrollView.contentOffset, .point)
        scrollView.property("contentInset", \UIScrollView.contentInset, .insets)
        scrollView.readOnly("adjustedContentInset", \UIScrollView.adjustedContentInset, .insets)
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
        window.property("rootViewController", \UIWindow.rootViewController, .object(UIViewController.self))
        window.property("windowLevel", \UIWindow.windowLevel, .number)
        window.readOnly("keyWindow", \UIWindow.isKeyWindow, .bool)
        window.readOnly("screen", \UIWindow.screen, .some(UIScreen.self))
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
        view.getters["frame"] = { args in args.push(try args.object(1, UIView.self).frame) }
        view.setters["frame"] = { args in try args.object(1, UIView.self).frame = try args.rect(2); return 0 }
        view.getters["bounds"] = { args in args.push(try args.object(1, UIView.self).bounds) }
        view.setters["bounds"] = { args in try args.object(1, UIView.self).bounds = try args.rect(2); return 0 }
        view.getters["center"] = { args in args.push(try args.object(1, UIView.self).center) }
        view.setters["center"] = { args in try args.object(1, UIView.self).center = try args.point(2); return 0 }
        view.property("tag", \UIView.tag, .int)
        view.property("hidden", \UIView.isHidden, .bool)
        view.property("alpha", \UIView.alpha, .number)
        view.property("opaque", \UIView.isOpaque, .bool)
        view.property("clearsContextBeforeDrawing", \UIView.clearsContextBeforeDrawing, .bool)
        view.property("contentMode", \UIView.contentMode, .enumeration(UIView.ContentMode.self))
        view.property("backgroundColor", \UIView.backgroundColor, .color)
        view.property("autoresizingMask", \UIView.autoresizingMask, .options(UIView.AutoresizingMask.self))
        view.property("autoresizesSubviews", \UIView.autoresizesSubviews, .bool)
        view.property("clipsToBounds", \UIView.clipsToBounds, .bool)
        view.property("userInteractionEnabled", \UIView.isUserInteractionEnabled, .bool)
        view.property("layoutMargins", \UIView.layoutMargins, .insets)
        view.property("insetsLayoutMarginsFromSafeArea", \UIView.insetsLayoutMarginsFromSafeArea, .bool)
        view.readOnly("superview", \UIView.superview, .object(UIView.self))
        view.readOnly("subviews", \UIView.subviews, .objects(UIView.self))
        view.readOnly("window", \UIView.window, .object(UIWindow.self))
        view.readOnly("safeAreaInsets", \UIView.safeAreaInsets, .insets)
        view.readOnly("needsUpdateConstraints", \UIView.needsUpdateConstraints, .bool)
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
