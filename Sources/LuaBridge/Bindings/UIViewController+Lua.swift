import Foundation
import CLuaShims
@_spi(LuaBridge) import ViewCore

/// `UIViewController` and the containers as scripts see them.
extension LuaBridge {
    func registerControllerClasses() {
        let controller = NativeClass("UIViewController", superclass: "NSObject", swiftType: UIViewController.self)
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
        navigation.property("viewControllers", \UINavigationController.viewControllers, .objects(UIViewController.self))
        navigation.readOnly("topViewController", \UINavigationController.topViewController, .object(UIViewController.self))
        navigation.readOnly("visibleViewController", \UINavigationController.visibleViewController,
                            .object(UIViewController.self))
        navigation.readOnly("navigationBar", \UINavigationController.navigationBar, .some(UINavigationBar.self))
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
        tabs.property("selectedIndex", \UITabBarController.selectedIndex, .int)
        tabs.getters["selectedViewController"] = { args in
            args.push(try args.object(1, UITabBarController.self).selectedViewController)
        }
        tabs.setters["selectedViewController"] = { args in
            try args.object(1, UITabBarController.self).selectedViewController = try args.object(2, UIViewController.self)
            return 0
        }
        tabs.readOnly("tabBar", \UITabBarController.tabBar, .some(UITabBar.self))
        registerNative(tabs)
    }

    private func addControllerProperties(_ controller: NativeClass) {
        controller.getters["view"] = { args in args.push(try args.object(1, UIViewController.self).view) }
        controller.setters["view"] = { args in
            try args.object(1, UIViewController.self).view = try args.optionalObject(2, UIView.self)
            return 0
        }
        controller.readOnly("viewLoaded", \UIViewController.isViewLoaded, .bool)
        controller.readOnly("viewIfLoaded", \UIViewController.viewIfLoaded, .object(UIView.self))
        controller.property("title", \UIViewController.title, .string)
        controller.readOnly("nibName", \UIViewController.nibName, .string)
        controller.readOnly("parentViewController", \UIViewController.parent, .object(UIViewController.self))
        controller.readOnly("childViewControllers", \UIViewController.children, .objects(UIViewController.self))
        controller.readOnly("presentedViewController", \UIViewController.presentedViewController,
                            .object(UIViewController.self))
        controller.readOnly("presentingViewController", \UIViewController.presentingViewController,
                            .object(UIViewController.self))
        controller.readOnly("navigationController", \UIViewController.navigationController,
                            .object(UINavigationController.self))
        controller.readOnly("tabBarController", \UIViewController.tabBarController, .object(UITabBarController.self))
        controller.property("modalPresentationStyle", \UIViewController.modalPresentationStyle,
                            .enumeration(UIModalPresentationStyle.self))
        controller.property("definesPresentationContext", \UIViewController.definesPresentationContext, .bool)
        controller.property("additionalSafeAreaInsets", \UIViewController.additionalSafeAreaInsets, .insets)
        controller.readOnly("beingPresented", \UIViewController.isBeingPresented, .bool)
        controller.readOnly("beingDismissed", \UIViewController.isBeingDismissed, .bool)
        controller.readOnly("movingToParentViewController", \UIViewController.isMovingToParent, .bool)
        controller.readOnly("movingFromParentViewController", \UIViewController.isMovingFromParent, .bool)
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
