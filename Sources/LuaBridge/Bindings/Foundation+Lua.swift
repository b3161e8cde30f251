import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// The root class and the app-wide objects: `NSObject`, `UIScreen`,
/// `UIApplication`, `UIDevice`, `UIColor`, the coordinator and block objects.
extension LuaRuntime {
    func registerFoundationClasses() {
        let object = NativeClass("NSObject", superclass: nil, swiftType: NSObject.self)
        object.methods["subclass"] = { [unowned self] args in
            guard args.lua.type(at: 1) == LUA_TTABLE,
                  args.lua.rawGet(1, field: "className") == LUA_TSTRING,
                  let superclass = classesByName[args.lua.string(at: -1)!] else {
                throw LuaError.argument(1, "class expected, got \(typeName(at: 1, in: args.lua))")
            }
            args.lua.pop()
            let name = try args.string(2)
            args.lua.pushRef(try makeSubclass(of: superclass, named: name).tableRef)
            return 1
        }
        object.getters["className"] = { [unowned self] args in
            guard let handle = luaui_toobject(args.lua.state, 1), let pointer = handle.pointee.object else {
                return args.push(typeName(at: 1, in: args.lua))
            }
            let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
            return args.push((object as? UIResponder)?.className ?? typeName(at: 1, in: args.lua))
        }
        object.getters["description"] = { [unowned self] args in args.push(describeObject(at: 1, in: args.lua)) }
        object.methods["isKindOfClass"] = { [unowned self] args in
            guard args.lua.type(at: 2) == LUA_TTABLE, args.lua.rawGet(2, field: "className") == LUA_TSTRING,
                  let target = classesByName[args.lua.string(at: -1)!] else {
                throw LuaError.argument(2, "class expected, got \(typeName(at: 2, in: args.lua))")
            }
            _ = try args.object(1, AnyObject.self)
            var current: LuaClass? = luaClass(ofObjectAt: 1, in: args.lua)
            while let candidate = current, candidate !== target { current = candidate.superclass }
            return args.push(current != nil)
        }
        registerNative(object)
        let responder = NativeClass("UIResponder", superclass: "NSObject", swiftType: UIResponder.self)
        responder.readOnly("nextResponder", .object(UIResponder.self)) { (object: UIResponder) in object.next }
        registerNative(responder)

        let screen = NativeClass("UIScreen", superclass: "NSObject", swiftType: UIScreen.self)
        screen.getters["mainScreen"] = { args in args.push(UIScreen.main) }
        screen.readOnly("bounds", .rect) { (object: UIScreen) in object.bounds }
        screen.readOnly("nativeBounds", .rect) { (object: UIScreen) in object.nativeBounds }
        screen.readOnly("scale", .number) { (object: UIScreen) in object.scale }
        screen.readOnly("nativeScale", .number) { (object: UIScreen) in object.nativeScale }
        screen.readOnly("interfaceOrientation", .enumeration(UIInterfaceOrientation.self)) { (object: UIScreen) in
            object.interfaceOrientation
        }
        screen.readOnly("statusBarHeight", .number) { (object: UIScreen) in object.statusBarHeight }
        screen.readOnly("maximumFramesPerSecond", .int) { (object: UIScreen) in
            object.maximumFramesPerSecond
        }
        screen.getters["traitCollection"] = { [unowned self] args in
            push(try args.object(1, UIScreen.self).traitCollection, on: args.lua)
            return 1
        }
        registerNative(screen)
        installClassProperty("UIScreen", "mainScreen") { args in args.push(UIScreen.main) }

        let application = NativeClass("UIApplication", superclass: "UIResponder", swiftType: UIApplication.self)
        application.readOnly("windows", .objects(UIWindow.self)) { (object: UIApplication) in object.windows }
        application.readOnly("keyWindow", .object(UIWindow.self)) { (object: UIApplication) in
            object.keyWindow
        }
        application.getters["applicationState"] = { args in
            args.push(try args.object(1, UIApplication.self).applicationState.rawValue)
        }
        application.getters["delegate"] = { args in
            guard let delegate = try args.object(1, UIApplication.self).delegate as? ScriptedApplicationDelegate else {
                args.lua.pushNil()
                return 1
            }
            args.lua.pushRef(delegate.reference)
            return 1
        }
        application.setters["delegate"] = { [unowned self] args in
            let application = try args.object(1, UIApplication.self)
            if args.lua.isNoneOrNil(2) {
                application.delegate = nil
            } else {
                guard args.lua.type(at: 2) == LUA_TTABLE else { throw args.typeError(2, expected: "table") }
                args.lua.pushValue(at: 2)
                application.delegate = ScriptedApplicationDelegate(runtime: self, reference: args.lua.ref())
            }
            return 0
        }
        registerNative(application)
        installClassProperty("UIApplication", "sharedApplication") { args in args.push(UIApplication.shared) }

        let device = NativeClass("UIDevice", superclass: "NSObject", swiftType: UIDevice.self)
        device.readOnly("name", .string) { (device: UIDevice) in device.name }
        device.readOnly("model", .string) { (device: UIDevice) in device.model }
        device.readOnly("userInterfaceIdiom", .enumeration(UIUserInterfaceIdiom.self)) { (device: UIDevice) in
            device.userInterfaceIdiom
        }
        device.readOnly("orientation", .enumeration(UIDeviceOrientation.self)) { (device: UIDevice) in device.orientation }
        device.readOnly("generatesDeviceOrientationNotifications", .bool) { (device: UIDevice) in
            device.isGeneratingDeviceOrientationNotifications
        }
        device.action("beginGeneratingDeviceOrientationNotifications") { (device: UIDevice) in
            device.beginGeneratingDeviceOrientationNotifications()
        }
        device.action("endGeneratingDeviceOrientationNotifications") { (device: UIDevice) in
            device.endGeneratingDeviceOrientationNotifications()
        }
        registerNative(device)
        installClassProperty("UIDevice", "currentDevice") { args in args.push(UIDevice.current) }

        registerColor()

        let coordinator = NativeClass("UIViewControllerTransitionCoordinator", superclass: "NSObject",
                                      swiftType: CoordinatorObject.self)
        coordinator.methods["animateAlongsideTransitionCompletion"] = { args in
            let coordinator = try args.object(1, CoordinatorObject.self).coordinator
            let animation = try args.optionalFunction(2)
            let completion = try args.optionalFunction(3)
            return args.push(coordinator.animate(
                alongsideTransition: animation.map { function in { _ in function.call() } },
                completion: completion.map { function in { _ in function.call() } }))
        }
        coordinator.getters["transitionDuration"] = { args in
            args.push(CGFloat(try args.object(1, CoordinatorObject.self).coordinator.transitionDuration))
        }
        coordinator.getters["animated"] = { args in args.push(try args.object(1, CoordinatorObject.self).coordinator.isAnimated) }
        coordinator.getters["interactive"] = { args in
            args.push(try args.object(1, CoordinatorObject.self).coordinator.isInteractive)
        }
        coordinator.getters["cancelled"] = { args in args.push(try args.object(1, CoordinatorObject.self).coordinator.isCancelled) }
        registerNative(coordinator)

        let block = NativeClass("NSBlock", superclass: "NSObject", swiftType: BlockObject.self)
        registerNative(block)
        addCallMetamethod(to: "NSBlock") { args in
            try args.object(1, BlockObject.self).body()
            return 0
        }
    }

    /// A class property (`UIScreen.mainScreen`), read from the class table.
    func installClassProperty(_ className: String, _ name: String, _ getter: @escaping Function) {
        guard let luaClass = classesByName[className] else { return }
        if classProperties[className] == nil { installClassIndex(luaClass) }
        classProperties[className, default: FunctionTable()][name] = getter
    }

    /// Gives a class table an __index that answers its class properties, then its members.
    private func installClassIndex(_ luaClass: LuaClass) {
        main.pushRef(luaClass.tableRef)
        lua_getmetatable(main.state, -1)
        main.pushFunction(register { [unowned self] args in
            if let key = args.lua.string(at: 2), let getter = classProperties[luaClass.name]?[key] {
                args.lua.top = 0
                return try getter(args)
            }
            args.lua.pushRef(luaClass.membersRef)
            args.lua.pushValue(at: 2)
            _ = args.lua.rawGet(-2)
            return 1
        })
        main.rawSet(-2, field: "__index")
        main.pop(2)
    }

    private func addCallMetamethod(to className: String, _ function: @escaping Function) {
        guard let luaClass = classesByName[className] else { return }
        main.pushRef(luaClass.metatableRef)
        main.pushFunction(register(function))
        main.rawSet(-2, field: "__call")
        main.pop()
    }

    func luaClass(ofObjectAt index: Int32, in lua: Lua) -> LuaClass? {
        guard let pointer = luaui_toobject(lua.state, index)?.pointee.object else { return nil }
        return luaClass(of: Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())
    }

    private func registerColor() {
        let color = NativeClass("UIColor", superclass: "NSObject", swiftType: UIColor.self)
        color.construct = { args in
            UIColor(red: try args.cgFloat(1), green: try args.cgFloat(2), blue: try args.cgFloat(3),
                    alpha: args.lua.isNoneOrNil(4) ? 1 : try args.cgFloat(4))
        }
        color.methods["colorWithRedGreenBlueAlpha"] = { args in
            args.push(UIColor(red: try args.cgFloat(1), green: try args.cgFloat(2), blue: try args.cgFloat(3),
                              alpha: try args.cgFloat(4)))
        }
        color.methods["colorWithWhiteAlpha"] = { args in
            args.push(UIColor(white: try args.cgFloat(1), alpha: try args.cgFloat(2)))
        }
        color.methods["colorWithAlphaComponent"] = { args in
            args.push(try args.object(1, UIColor.self).withAlphaComponent(try args.cgFloat(2)))
        }
        color.action("set") { (color: UIColor) in color.set() }
        color.action("setFill") { (color: UIColor) in color.setFill() }
        color.action("setStroke") { (color: UIColor) in color.setStroke() }
        color.getters["CGColor"] = { args in args.push(try args.object(1, UIColor.self)) }
        registerNative(color)
        let named: [(String, UIColor)] = [
            ("blackColor", .black), ("darkGrayColor", .darkGray), ("lightGrayColor", .lightGray),
            ("whiteColor", .white), ("grayColor", .gray), ("redColor", .red), ("greenColor", .green),
            ("blueColor", .blue), ("cyanColor", .cyan), ("yellowColor", .yellow), ("magentaColor", .magenta),
            ("orangeColor", .orange), ("purpleColor", .purple), ("brownColor", .brown), ("clearColor", .clear),
            ("systemBackgroundColor", .systemBackground), ("labelColor", .label),
        ]
        for (name, value) in named {
            installClassProperty("UIColor", name) { args in args.push(value) }
        }
    }
}

/// An application delegate written in Lua: a table whose functions are called by
/// their selectors' Lua names (`applicationDidEnterBackground`), with the table
/// and the application as arguments.
final class ScriptedApplicationDelegate: UIApplicationDelegate {
    /// Not reference-counted: the gate says closed once the runtime is gone.
    unowned(unsafe) let runtime: LuaRuntime
    let gate: HookGate
    let reference: Int32

    init(runtime: LuaRuntime, reference: Int32) {
        self.runtime = runtime
        gate = runtime.gate
        self.reference = reference
    }

    deinit { if !gate.state.pointee.isClosed { runtime.main.unref(reference) } }

    private func send(_ name: String) {
        guard !gate.state.pointee.isClosed else { return }
        let lua = runtime.lua
        lua.pushRef(reference)
        _ = lua.rawGet(-1, field: name)
        guard lua.type(at: -1) == LUA_TFUNCTION else { return lua.pop(2) }
        lua_rotate(lua.state, -2, 1)
        runtime.push(UIApplication.shared, on: lua)
        runtime.pcall(lua, arguments: 2, results: 0)
    }

    func applicationWillResignActive(_ application: UIApplication) { send("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { send("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { send("applicationWillEnterForeground") }
    func applicationDidBecomeActive(_ application: UIApplication) { send("applicationDidBecomeActive") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { send("applicationDidReceiveMemoryWarning") }
}
