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
            controller.methods["attemptRotationToDeviceOrientation"] = { args in
                _ = try args.runtime.luaClass(at: 1, in: args)
                UIViewController.attemptRotationToDeviceOrientation()
                return 0
            }
            controller.action("setNeedsUpdateOfSupportedInterfaceOrientations") { (controller: UIViewController, _) in
                controller.setNeedsUpdateOfSupportedInterfaceOrientations()
            }
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
            controller.action("setNeedsStatusBarAppearanceUpdate") { (controller: UIViewController, _) in
                controller.setNeedsStatusBarAppearanceUpdate()
            }
            controller.action("performSegueWithIdentifierSender") { (controller: UIViewController, args) in
                controller.performSegue(withIdentifier: try args[2], sender: (try args[3] as LuaAny).value)
            }
            addBarMethods(controller: controller)
            addTransitionMethods(controller: controller)
        })

        registerNative(NativeClass(UINavigationController.self) { [unowned self] navigation in
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
            addBarMethods(navigation: navigation)
            addTransitionMethods(navigation: navigation)
        })

        registerNative(NativeClass(UITabBarController.self) { [unowned self] tabs in
            tabs.construct = { _ in UITabBarController() }
            addBarMethods(tabs: tabs)
        })

        // A script's subclass defines the data source and delegate methods it
        // answers (tableViewNumberOfRowsInSection…), which are hooks.
        registerNative(NativeClass(UITableViewController.self) { tables in
            tables.construct = { args in
                args.count == 0 ? UITableViewController(style: .plain) : UITableViewController(style: try args[1])
            }
            tables.initializer = { $0.count == 0 ? "init" : "initWithStyle" }
            tables.action("initWithStyle") { (controller: UITableViewController, args) in
                controller.initialize(style: try args[2])
            }
        })

        registerNative(NativeClass(UICollectionViewController.self) { collections in
            collections.construct = { args in
                args.count == 0 ? UICollectionViewController(nibName: nil, bundle: nil)
                    : UICollectionViewController(collectionViewLayout: try args[1])
            }
            collections.initializer = { $0.count == 0 ? "init" : "initWithCollectionViewLayout" }
            collections.action("initWithCollectionViewLayout") { (controller: UICollectionViewController, args) in
                controller.initialize(collectionViewLayout: try args[2])
            }
        })
    }
}
