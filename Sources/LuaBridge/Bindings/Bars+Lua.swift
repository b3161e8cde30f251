import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// Bars, bar items and alerts as scripts see them. A bar button item is made
/// as UIKit's initializers make it, told apart by the first argument:
/// `UIBarButtonItem(title, style, target, action)`, `UIBarButtonItem(image,
/// style, target, action)`, `UIBarButtonItem(systemItem, target, action)` or
/// `UIBarButtonItem(customView)`; a function in place of the target or the
/// action is called with the item when it is tapped, as controls take
/// functions. An alert action's handler is a function called with the action.
/// Their properties come from the class registry (NativeClasses.swift).
extension LuaRuntime {
    func registerBars() {
        registerNative(NativeClass(UIBarItem.self))

        registerNative(NativeClass(UIBarButtonItem.self) { [unowned self] item in
            item.construct = { [unowned self] args in try makeBarButtonItem(args) }
            item.classFunction("fixedSpaceItemOfWidth") { args in UIBarButtonItem.fixedSpace(try args[2]) }
            item.classFunction("flexibleSpaceItem") { _ in UIBarButtonItem.flexibleSpace() }
        })

        registerNative(NativeClass(UITabBarItem.self) { item in
            item.construct = { args in
                if args.count == 0 { return UITabBarItem() }
                if args.lua.type(at: 1) == LUA_TNUMBER {
                    return UITabBarItem(tabBarSystemItem: try args[1], tag: try args[2])
                }
                if args.lua.type(at: 3) == LUA_TNUMBER {
                    return UITabBarItem(title: try args[1], image: try args[2], tag: try args[3])
                }
                return UITabBarItem(title: try args[1], image: try args[2], selectedImage: try args[3])
            }
        })

        registerNative(NativeClass(UINavigationItem.self) { item in
            item.construct = { args in args.count == 0 ? UINavigationItem() : UINavigationItem(title: try args[1]) }
            item.action("setHidesBackButtonAnimated") { (item: UINavigationItem, args) in
                item.setHidesBackButton(try args[2], animated: try args[3])
            }
            item.action("setLeftBarButtonItemsAnimated") { (item: UINavigationItem, args) in
                item.setLeftBarButtonItems(try args[2], animated: try args[3])
            }
            item.action("setRightBarButtonItemsAnimated") { (item: UINavigationItem, args) in
                item.setRightBarButtonItems(try args[2], animated: try args[3])
            }
            item.action("setLeftBarButtonItemAnimated") { (item: UINavigationItem, args) in
                item.setLeftBarButton(try args[2], animated: try args[3])
            }
            item.action("setRightBarButtonItemAnimated") { (item: UINavigationItem, args) in
                item.setRightBarButton(try args[2], animated: try args[3])
            }
        })

        registerNative(NativeClass(UIMenuElement.self))
        registerNative(NativeClass(UIMenu.self) { menu in
            menu.classFunction("menuWithTitleChildren") { args in
                UIMenu(title: (try args[2] as String?) ?? "", children: (try args[3] as [UIMenuElement]?) ?? [])
            }
            menu.classFunction("menuWithChildren") { args in UIMenu(children: (try args[2] as [UIMenuElement]?) ?? []) }
        })
        registerNative(NativeClass(UIAction.self) { [unowned self] action in
            action.classFunction("actionWithTitleImageIdentifierHandler") { [unowned self] args in
                let function: LuaFunction = try args[5]
                let identifier = (try args[4] as String?).map(UIAction.Identifier.init(rawValue:))
                return UIAction(title: (try args[2] as String?) ?? "", image: try args[3], identifier: identifier) { [weak self] action in
                    self?.call(function, with: action)
                }
            }
        })
        registerNative(NativeClass(UIContextMenuConfiguration.self) { [unowned self] configuration in
            configuration.classFunction("configurationWithIdentifierPreviewProviderActionProvider") { [unowned self] args in
                let identifier = (try args[2] as String?).map { NSString(string: $0) }
                let provider: LuaFunction? = args.lua.isNoneOrNil(4) ? nil : try args[4]
                return UIContextMenuConfiguration(identifier: identifier, previewProvider: nil, actionProvider: provider.map { provider in
                    { [weak self] _ in self?.menu(from: provider) }
                })
            }
        })

        registerNative(NativeClass(UINavigationBar.self) { bar in
            bar.construct = { args in args.count == 0 ? UINavigationBar() : UINavigationBar(frame: try args[1]) }
            bar.action("setItemsAnimated") { (bar: UINavigationBar, args) in bar.setItems(try args[2], animated: try args[3]) }
            bar.action("pushNavigationItemAnimated") { (bar: UINavigationBar, args) in
                bar.pushItem(try args[2], animated: try args[3])
            }
            bar.function("popNavigationItemAnimated") { (bar: UINavigationBar, args) in bar.popItem(animated: try args[2]) }
            bar.action("setBackgroundImageForBarMetrics") { (bar: UINavigationBar, args) in
                bar.setBackgroundImage(try args[2], for: try args[3])
            }
            bar.function("backgroundImageForBarMetrics") { (bar: UINavigationBar, args) in
                bar.backgroundImage(for: try args[2])
            }
        })

        registerNative(NativeClass(UITabBar.self) { bar in
            bar.construct = { args in args.count == 0 ? UITabBar() : UITabBar(frame: try args[1]) }
            bar.action("setItemsAnimated") { (bar: UITabBar, args) in bar.setItems(try args[2], animated: try args[3]) }
        })

        registerNative(NativeClass(UIToolbar.self) { bar in
            bar.construct = { args in args.count == 0 ? UIToolbar() : UIToolbar(frame: try args[1]) }
            bar.action("setItemsAnimated") { (bar: UIToolbar, args) in bar.setItems(try args[2], animated: try args[3]) }
        })

        registerNative(NativeClass(UIAlertController.self) { alert in
            alert.construct = { args in
                UIAlertController(title: try args[1], message: try args[2], preferredStyle: args.count >= 3 ? try args[3] : .alert)
            }
            alert.classFunction("alertControllerWithTitleMessagePreferredStyle") { args in
                UIAlertController(title: try args[2], message: try args[3], preferredStyle: try args[4])
            }
            alert.action("addAction") { (alert: UIAlertController, args) in alert.addAction(try args[2]) }
        })

        registerNative(NativeClass(UIAlertAction.self) { [unowned self] action in
            action.construct = { [unowned self] args in try makeAlertAction(args, at: 1) }
            action.classFunction("actionWithTitleStyleHandler") { [unowned self] args in try makeAlertAction(args, at: 2) }
        })
    }

    /// The controllers' side: toolbar items, the navigation controller's bars
    /// and the tab bar controller's delegate.
    func addBarMethods(controller: NativeClass) {
        controller.action("setToolbarItemsAnimated") { (controller: UIViewController, args) in
            controller.setToolbarItems(try args[2], animated: try args[3])
        }
    }

    func addBarMethods(navigation: NativeClass) {
        navigation.action("setNavigationBarHiddenAnimated") { (navigation: UINavigationController, args) in
            navigation.setNavigationBarHidden(try args[2], animated: try args[3])
        }
        navigation.action("setToolbarHiddenAnimated") { (navigation: UINavigationController, args) in
            navigation.setToolbarHidden(try args[2], animated: try args[3])
        }
    }

    func addBarMethods(tabs: NativeClass) {
        tabs.getters["delegate"] = { args in
            let tabs = try args.object(1, UITabBarController.self)
            if let adapter = tabs.delegate as? LuaTabBarControllerDelegate { return adapter.push(on: args.lua) }
            args.runtime.push(tabs.delegate as AnyObject?, on: args.lua)
            return 1
        }
        tabs.setters["delegate"] = { [unowned self] args in
            let tabs = try args.object(1, UITabBarController.self)
            let delegate = try protocolAdapter(LuaTabBarControllerDelegate.self, owner: "tab bar controller", at: 2, in: args) {
                $0 is UITabBarControllerDelegate
            }
            tabs.holdDelegate(delegate as? LuaTabBarControllerDelegate)
            tabs.delegate = delegate as? UITabBarControllerDelegate
            return 0
        }
    }

    /// By the first argument's type: a title, an image, a system item or a view.
    private func makeBarButtonItem(_ args: LuaStack) throws -> UIBarButtonItem {
        if args.count == 0 { return UIBarButtonItem() }
        let lua = args.lua
        let item: UIBarButtonItem
        let actionAt: Int32
        switch lua.type(at: 1) {
        case LUA_TSTRING:
            item = UIBarButtonItem(title: try args[1] as String, style: try args[2], target: nil, action: nil)
            actionAt = 3
        case LUA_TNUMBER:
            item = UIBarButtonItem(barButtonSystemItem: try args[1], target: nil, action: nil)
            actionAt = 2
        default:
            if let view = try? args.object(1, UIView.self) { return UIBarButtonItem(customView: view) }
            guard let image = try? args.object(1, UIImage.self) else {
                throw LuaError.argument(1, "a title, an image, a system item (UIBarButtonSystemItem…) or a view expected")
            }
            item = UIBarButtonItem(image: image, style: try args[2], target: nil, action: nil)
            actionAt = 3
        }
        if lua.type(at: actionAt) == LUA_TFUNCTION || lua.type(at: actionAt + 1) == LUA_TFUNCTION {
            let function: LuaFunction = try args[lua.type(at: actionAt) == LUA_TFUNCTION ? actionAt : actionAt + 1]
            item.setScriptHandler { [weak self] item in self?.call(function, with: item) }
        } else if !lua.isNoneOrNil(actionAt + 1) {
            item.target = lua.isNoneOrNil(actionAt) ? nil : try args.object(actionAt, AnyObject.self)
            item.action = Selector(try args[actionAt + 1] as String)
        }
        return item
    }

    /// `UIAlertAction(title, style, handler)`: the handler a function, or nil.
    private func makeAlertAction(_ args: LuaStack, at index: Int32) throws -> UIAlertAction {
        let title: String? = try args[index]
        let style: UIAlertAction.Style = args.lua.isNoneOrNil(index + 1) ? .default : try args[index + 1]
        guard !args.lua.isNoneOrNil(index + 2) else { return UIAlertAction(title: title, style: style) }
        let function: LuaFunction = try args[index + 2]
        return UIAlertAction(title: title, style: style) { [weak self] action in self?.call(function, with: action) }
    }

    /// A context menu's action provider's menu: what the function returns,
    /// protected; nil for anything else, an error being the script's.
    private func menu(from provider: LuaFunction) -> UIMenu? {
        guard provider.function.isLive else { return nil }
        let base = lua.top
        defer { lua.top = base }
        provider.push(onto: LuaStack(lua: lua, runtime: self))
        lua.newTable()
        guard pcall(lua, arguments: 1, results: 1) else { return nil }
        return try? LuaStack(lua: lua, runtime: self).object(lua.top, UIMenu.self)
    }

    /// A function action's call: the item, protected; an error is the script's.
    private func call(_ function: LuaFunction, with object: AnyObject) {
        guard function.function.isLive else { return }
        function.push(onto: LuaStack(lua: lua, runtime: self))
        push(object, on: lua)
        pcall(lua, arguments: 1, results: 0)
    }
}

/// A tab bar controller's delegate written in Lua (LuaProtocolAdapter says how).
final class LuaTabBarControllerDelegate: LuaProtocolAdapter, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        ask("tabBarController:shouldSelectViewController:", tabBarController, LuaAny.self, count: 1) {
            push(viewController, onto: $0)
        }.map { LuaProtocolAdapter.truth($0.value) } ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        tell("tabBarController:didSelectViewController:", tabBarController, count: 1) { push(viewController, onto: $0) }
    }
}
