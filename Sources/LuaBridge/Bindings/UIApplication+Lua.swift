import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// `UIApplication`, its delegate, and `UIApplicationMain`.
extension LuaRuntime {
    func registerApplication() {
        registerNative(NativeClass(UIApplication.self) { [unowned self] application in
            application.getters["delegate"] = { args in
                guard let delegate = try args.object(1, UIApplication.self).delegate as? LuaApplicationDelegate else {
                    return args.pushNil()
                }
                delegate.value.push(on: args.lua)
                return 1
            }
            application.setters["delegate"] = { [unowned self] args in
                let application = try args.object(1, UIApplication.self)
                application.delegate = try applicationDelegate(at: 2, in: args)
                return 0
            }
            application.classProperty("sharedApplication") { args in args.push(UIApplication.shared) }
        })

        // UIApplicationMain(argc, argv, principalClassName, delegateClassName): the
        // delegate class (a name or a class) is instantiated and the app launches
        // (UIApplication.launch). UIKit's never returns; this one returns 0 once
        // the run loop is idle, so that a script can go on as the user would.
        setGlobal("UIApplicationMain") { [unowned self] args in
            if let principal = try args[3] as String?, principal != "UIApplication" {
                throw LuaError.argument(3, "the principal class must be UIApplication, got \(principal)")
            }
            let delegateClass = try delegateClass(at: 4, in: args)
            args.lua.top = 0
            args.lua.pushRef(delegateClass.tableRef)
            guard pcall(args.lua, arguments: 0, results: 1) else { return 0 }
            guard let delegate = try applicationDelegate(at: 1, in: args) else { return 0 }
            UIApplication.shared.launch(with: delegate)
            guard pendingError == nil else { return 0 }
            VirtualRunLoop.main.runUntilIdle()
            releaseUnownedAnchors()
            return args.push(0)
        }
    }

    private func delegateClass(at index: Int32, in args: LuaStack) throws -> LuaClass {
        if args.lua.type(at: index) == LUA_TTABLE, args.lua.rawGet(index, field: "className") == LUA_TSTRING,
           let luaClass = classesByName[args.lua.string(at: -1) ?? ""] {
            args.lua.pop()
            return luaClass
        }
        let name: String = try args[index]
        guard let luaClass = classesByName[name] else { throw LuaError.argument(index, "no class named '\(name)'") }
        return luaClass
    }

    /// The delegate a Lua value stands for: nil for nil, a table or an object.
    private func applicationDelegate(at index: Int32, in args: LuaStack) throws -> LuaApplicationDelegate? {
        let type = args.lua.type(at: index)
        if type == LUA_TNIL || type == LUA_TNONE { return nil }
        guard type == LUA_TTABLE || luaui_toobject(args.lua.state, index) != nil else {
            throw args.typeError(index, expected: "table or object")
        }
        args.lua.pushValue(at: index)
        return LuaApplicationDelegate(LuaReference(runtime: self, popping: args.lua))
    }
}

/// An application delegate written in Lua: a table, or an instance of a Lua
/// class (`AppDelegate = UIResponder:subclass("AppDelegate")`), whose functions
/// are called by their selectors' Lua names (`applicationDidEnterBackground`)
/// when it has them, as UIKit calls only what a delegate implements.
final class LuaApplicationDelegate: UIApplicationDelegate {
    let value: LuaReference
    private var runtime: LuaRuntime { value.runtime }

    init(_ value: LuaReference) { self.value = value }

    /// Calls the delegate's method for `selector`, if it has one, with the
    /// application and `extra` nils (a launch's options).
    private func send(_ selector: String, extra: Int32 = 0) {
        guard value.isLive else { return }
        let lua = runtime.lua
        let name = Self.luaName(selector)
        value.push(on: lua)
        let receiver = lua.top
        if let scripted = luaui_toobject(lua.state, receiver), let pointer = scripted.pointee.object {
            // An object: its class's method, as Objective-C would find it.
            let luaClass = runtime.luaClass(of: Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())
            lua.pushRef(luaClass.membersRef)
            _ = lua.rawGet(-1, field: name)
            luaui_remove(lua.state, -2)
            if lua.type(at: -1) == LUA_TFUNCTION, luaClass.isScripted, runtime.traceEnabled {
                runtime.trace("-[\(luaClass.name) \(selector)]")
            }
        } else {
            _ = lua.rawGet(receiver, field: name)
        }
        guard lua.type(at: -1) == LUA_TFUNCTION else { return lua.pop(2) }
        lua_rotate(lua.state, -2, 1)
        runtime.push(UIApplication.shared, on: lua)
        for _ in 0..<extra { lua.pushNil() }
        runtime.pcall(lua, arguments: 2 + extra, results: 0)
    }

    private static func luaName(_ selector: String) -> String {
        selector.split(separator: ":").enumerated().map { index, keyword in
            index == 0 ? String(keyword) : keyword.prefix(1).uppercased() + keyword.dropFirst()
        }.joined()
    }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        send("application:willFinishLaunchingWithOptions:", extra: 1)
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        send("application:didFinishLaunchingWithOptions:", extra: 1)
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) { send("applicationWillResignActive:") }
    func applicationDidEnterBackground(_ application: UIApplication) { send("applicationDidEnterBackground:") }
    func applicationWillEnterForeground(_ application: UIApplication) { send("applicationWillEnterForeground:") }
    func applicationDidBecomeActive(_ application: UIApplication) { send("applicationDidBecomeActive:") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { send("applicationDidReceiveMemoryWarning:") }
}
