import Foundation
import CLuaShims
@_spi(Bridging) import ViewCore

/// `UIViewController` and the containers as scripts see them. Their properties
/// come from the class registry (ViewCore's UIViewController+Properties.swift).
extension LuaRuntime {
    func registerControllerClasses() {
        registerNative(NativeClass(UIViewController.self) { [unowned self] controller in
            controller.construct = { args in
                args.count == 0 ? UIViewController() : UIViewController(nibName: try args[1], bundle: try args[2])
            }
            controller.initializer = { $0.count == 0 ? "init" : "initWithNibNameBundle" }
            controller.methods["init"] = { [unowned self] args in
                // R6.1: init sends initWithNibName:bundle: with nil, nil.
                args.lua.top = 1
                args.lua.pushNil()
                args.lua.pushNil()
                send("initWithNibNameBundle", argumentCount: 2, in: args.lua)
                return 0
            }
            controller.action("initWithNibNameBundle") { (controller: UIViewController, args) in
                controller.initialize(nibName: try args[2], bundle: try args[3])
            }
            controller.action("initWithCoder") { (controller: UIViewController, args) in
                controller.initialize(coder: try args[2] as NSCoder)
            }
            controller.action("performSegueWithIdentifierSender") { (controller: UIViewController, args) in
                controller.performSegue(withIdentifier: try args[2], sender: (try args[3] as LuaAny).value)
            }
        })

        registerNative(NativeClass(UINavigationController.self) { navigation in
            navigation.construct = { args in
                if let root = try args[1] as UIViewController? { return UINavigationController(rootViewController: root) }
                return UINavigationController()
            }
            navigation.initializer = { args in
                args.count == 0 ? "init"
                    : luaui_toobject(args.lua.state, 1) != nil ? "initWithRootViewController" : "initWithNibNameBundle"
            }
            navigation.action("initWithRootViewController") { (navigation: UINavigationController, args) in
                navigation.initialize(rootViewController: try args[2])
            }
        })

        registerNative(NativeClass(UITabBarController.self) { tabs in
            tabs.construct = { _ in UITabBarController() }
        })
    }
}
