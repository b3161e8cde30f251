import Foundation
import CLuaShims
@_spi(Bridging) import ViewCore

/// `UIViewController` and the containers as scripts see them.
extension LuaRuntime {
    func registerControllerClasses() {
        let controller = NativeClass("UIViewController", superclass: "UIResponder", swiftType: UIViewController.self)
        controller.hooks = ControllerHook.all
        controller.construct = { args in
            args.lua.top == 0 ? UIViewController()
                : UIViewController(nibName: try args.optionalString(1), bundle: nil)
        }
        controller.makeScripted = { ScriptedUIViewController(luaClass: $0) }
        controller.initializer = { $0.lua.top == 0 ? "init" : "initWithNibNameBundle" }
        controller.methods["init"] = { [unowned self] args in
            // R6.1: init sends initWithNibName:bundle: with nil, nil.
            args.lua.top = 1
            args.lua.pushNil()
            args.lua.pushNil()
            send("initWithNibNameBundle", argumentCount: 2, in: args.lua)
            return 0
        }
        controller.methods["initWithNibNameBundle"] = { args in
            try args.object(1, UIViewController.self).initialize(nibName: try args.optionalString(2), bundle: nil)
            return 0
        }
        controller.addUIViewControllerHooks()
        addControllerProperties(controller)
        registerNative(controller)

        let navigation = NativeClass("UINavigationController", superclass: "UIViewController",
                                     swiftType: UINavigationController.self)
        navigation.construct = { args in
            if let root = try args.optionalObject(1, UIViewController.self) {
                return UINavigationController(rootViewController: root)
            }
            return UINavigationController()
        }
        navigation.makeScripted = { ScriptedUINavigationController(luaClass: $0) }
        navigation.initializer = { args in
            args.lua.top == 0 ? "init"
                : luaui_isobject(args, 1) ? "initWithRootViewController" : "initWithNibNameBundle"
        }
        navigation.methods["initWithRootViewController"] = { args in
            try args.object(1, UINavigationController.self)
                .initialize(rootViewController: try args.object(2, UIViewController.self))
            return 0
        }
        navigation.addUINavigationControllerHooks()
        navigation.property("viewControllers", .objects(UIViewController.self),
                            get: { (object: UINavigationController) in object.viewControllers },
                            set: { $0.viewControllers = $1 })
        navigation.readOnly("topViewController", .object(UIViewController.self)) { (object: UINavigationController) in
            object.topViewController
        }
        navigation.readOnly("visibleViewController", .object(UIViewController.self)) { (object: UINavigationController) in
            object.visibleViewController
        }
        navigation.readOnly("navigationBar", .some(UINavigationBar.self)) { (object: UINavigationController) in
            object.navigationBar
        }
        registerNative(navigation)

        let tabs = NativeClass("UITabBarController", superclass: "UIViewController", swiftType: UITabBarController.self)
        tabs.construct = { _ in UITabBarController() }
        tabs.makeScripted = { ScriptedUITabBarController(luaClass: $0) }
        tabs.addUITabBarControllerHooks()
        tabs.getters["viewControllers"] = { args in
            args.push(try args.object(1, UITabBarController.self).viewControllers as [AnyObject]?)
        }
        tabs.setters["viewControllers"] = { args in
            try args.object(1, UITabBarController.self).viewControllers = try args.optionalObjects(2, UIViewController.self)
            return 0
        }
        tabs.property("selectedIndex", .int,
                      get: { (object: UITabBarController) in object.selectedIndex },
                      set: { $0.selectedIndex = $1 })
        tabs.getters["selectedViewController"] = { args in
            args.push(try args.object(1, UITabBarController.self).selectedViewController)
        }
        tabs.setters["selectedViewController"] = { args in
            try args.object(1, UITabBarController.self).selectedViewController = try args.object(2, UIViewController.self)
            return 0
        }
        tabs.readOnly("tabBar", .some(UITabBar.self)) { (object: UITabBarController) in object.tabBar }
        registerNative(tabs)
    }

    private func addControllerProperties(_ controller: NativeClass) {
        controller.getters["view"] = { args in args.push(try args.object(1, UIViewController.self).view) }
        controller.setters["view"] = { args in
            try args.object(1, UIViewController.self).view = try args.optionalObject(2, UIView.self)
            return 0
        }
        controller.readOnly("viewLoaded", .bool) { (object: UIViewController) in object.isViewLoaded }
        controller.readOnly("viewIfLoaded", .object(UIView.self)) { (object: UIViewController) in
            object.viewIfLoaded
        }
        controller.property("title", .string,
                            get: { (object: UIViewController) in object.title },
                            set: { $0.title = $1 })
        controller.readOnly("nibName", .string) { (object: UIViewController) in object.nibName }
        controller.readOnly("parentViewController", .object(UIViewController.self)) { (object: UIViewController) in
            object.parent
        }
        controller.readOnly("childViewControllers", .objects(UIViewController.self)) { (object: UIViewController) in
            object.children
        }
        controller.readOnly("presentedViewController", .object(UIViewController.self)) { (object: UIViewController) in
            object.presentedViewController
        }
        controller.readOnly("presentingViewController", .object(UIViewController.self)) { (object: UIViewController) in
            object.presentingViewController
        }
        controller.readOnly("navigationController", .object(UINavigationController.self)) { (object: UIViewController) in
            object.navigationController
        }
        controller.readOnly("tabBarController", .object(UITabBarController.self)) { (object: UIViewController) in
            object.tabBarController
        }
        controller.property("modalPresentationStyle", .enumeration(UIModalPresentationStyle.self),
                            get: { (object: UIViewController) in object.modalPresentationStyle },
                            set: { $0.modalPresentationStyle = $1 })
        controller.property("definesPresentationContext", .bool,
                            get: { (object: UIViewController) in object.definesPresentationContext },
                            set: { $0.definesPresentationContext = $1 })
        controller.property("additionalSafeAreaInsets", .insets,
                            get: { (object: UIViewController) in object.additionalSafeAreaInsets },
                            set: { $0.additionalSafeAreaInsets = $1 })
        controller.readOnly("beingPresented", .bool) { (object: UIViewController) in object.isBeingPresented }
        controller.readOnly("beingDismissed", .bool) { (object: UIViewController) in object.isBeingDismissed }
        controller.readOnly("movingToParentViewController", .bool) { (object: UIViewController) in
            object.isMovingToParent
        }
        controller.readOnly("movingFromParentViewController", .bool) { (object: UIViewController) in
            object.isMovingFromParent
        }
        controller.getters["traitCollection"] = { [unowned self] args in
            push(try args.object(1, UIViewController.self).traitCollection, on: args.lua)
            return 1
        }
    }
}

/// Whether argument `index` is a native object (a controller passed to `init…`).
private func luaui_isobject(_ args: Arguments, _ index: Int32) -> Bool {
    luaui_toobject(args.lua.state, index) != nil
}
