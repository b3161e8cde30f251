import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// What the runtime knows of a native class: its Lua methods and properties and how
/// to make instances. The bindings fill these in (Bindings/…).
final class NativeClass {
    let name: String
    let superclassName: String?
    let swiftType: AnyClass
    var methods = FunctionTable()
    var getters = FunctionTable()
    var setters = FunctionTable()
    /// Makes an instance for `Class(…)` on the native class itself.
    var construct: ((Arguments) throws -> AnyObject)?
    /// Makes the Swift object standing in for an instance of a Lua subclass; the
    /// script's initializer then runs on it.
    var makeScripted: ((LuaClass) -> AnyObject)?
    /// Which initializer `Class(…)` sends to a scripted instance, given the arguments.
    var initializer: ((Arguments) -> String)?
    /// The hooks of the family (view or controller) this class belongs to.
    var hooks: [HookInfo] = []

    init(_ name: String, superclass: String?, swiftType: AnyClass) {
        self.name = name
        superclassName = superclass
        self.swiftType = swiftType
    }
}

struct HookInfo {
    let name: String
    let selector: String
    let traced: Bool
    /// UIKit makes the call only when a class implements the method (`drawRect:`).
    let onlyIfOverridden: Bool
}

/// A class as scripts see it: a native class, or a Lua class made with
/// `Class:subclass(name)`.
///
/// Its class table (`UIView`, `CardView`) is an empty proxy, so that every
/// definition (`function CardView:layoutSubviews() … end`) reaches `__newindex`;
/// definitions go to `backing`. `members` flattens the class's own definitions
/// over its superclass's members and is the class table's `__index`; with the
/// getters over it, it is what instances' lookup caches fall back on. A definition
/// rebuilds the members of the class and its subclasses and the cached hook
/// functions, and drops the name from instances' lookup caches, so that it takes
/// effect at once on existing instances.
final class LuaClass {
    /// Not reference-counted: the gate is checked before any use, and says closed
    /// once the runtime is gone.
    unowned(unsafe) let runtime: LuaRuntime
    let name: String
    let superclass: LuaClass?
    /// The class itself if native, else the nearest native ancestor.
    let native: NativeClass
    let isScripted: Bool
    /// Weak: a class holds its superclass, not the reverse; the runtime holds them all.
    var subclasses: [WeakClass] = []
    /// Shared with the runtime: whether it is closed or tracing.
    let gate: HookGate

    var tableRef: Int32 = 0
    var backingRef: Int32 = 0
    var membersRef: Int32 = 0
    /// What instances look up: the members, with the getters (as markers) over
    /// them, so that a property wins over a method of the same name
    /// (`v.intrinsicContentSize` is the value even when a class overrides it).
    var instanceMembersRef: Int32 = 0
    /// The getters of the class and its ancestors, as markers (`luaui_newgetter`).
    var gettersRef: Int32 = 0
    /// The instances' metatable but for `__index`, which is each instance's own
    /// lookup cache (`LuaRuntime.attachMetatable`).
    var metatableRef: Int32 = 0
    /// The metatable of the instances' lookup caches: their misses go to
    /// `instanceMembers`.
    var cacheMetatableRef: Int32 = 0

    /// For each hook of the family, the registry reference of the Lua function
    /// overriding it, or 0. A plain buffer: reading it is a load, with no
    /// exclusivity check or reference counting, since every hook reads it.
    let hookRefs: UnsafeMutableBufferPointer<Int32>
    /// Bit `id` is set when hook `id` must reach the runtime: a Lua class
    /// overrides it, or calls are traced; never once the runtime is closed.
    private(set) var bridgedHooks: UInt64 = 0
    /// The live instances of this very class, each holding a copy of
    /// `bridgedHooks`: a hook's test then loads from the object alone, which
    /// keeps a hook Lua does not override as cheap as a native call. Unowned:
    /// an instance leaves in its deinit.
    private var instances: [ObjectIdentifier: UnownedInstance] = [:]

    init(runtime: LuaRuntime, name: String, superclass: LuaClass?, native: NativeClass, isScripted: Bool) {
        self.runtime = runtime
        gate = runtime.gate
        self.name = name
        self.superclass = superclass
        self.native = native
        self.isScripted = isScripted
        precondition(native.hooks.count <= UInt64.bitWidth, "bridgedHooks has a bit per hook")
        hookRefs = .allocate(capacity: native.hooks.count)
        hookRefs.initialize(repeating: 0)
    }

    deinit { hookRefs.deallocate() }
}

/// Whether the runtime is closed, in memory of its own so that objects that
/// outlive the runtime (a window the app still shows, a timer's block) can still
/// ask: they then run natively, or do nothing.
final class HookGate {
    struct State {
        var isClosed = false
    }

    let state: UnsafeMutablePointer<State>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit { state.deallocate() }
}

struct WeakClass {
    weak var luaClass: LuaClass?
}

struct UnownedInstance {
    unowned(unsafe) let object: ScriptedObject
}

extension LuaClass {
    /// A hook call on an instance, or nil for the native implementation; see
    /// `LuaRuntime.hook`.
    /// The class is read from the object's `bridgeClass`, in the cache line of
    /// its header, rather than from `luaClass`, far from it.
    @inline(__always)
    static func hook(_ object: ScriptedObject, _ id: Int) -> HookCall? {
        // The object holds its class, and the runtime outlives every call: no
        // reference counting.
        Unmanaged<LuaClass>.fromOpaque(object.bridgeClass.unsafelyUnwrapped)._withUnsafeGuaranteedRef { luaClass in
            Unmanaged.passUnretained(luaClass.runtime)._withUnsafeGuaranteedRef { $0.hook(object, of: luaClass, id) }
        }
    }

    /// Sets `bridgedHooks` from the overrides and the runtime's state.
    func updateBridgedHooks(isTracing: Bool, isClosed: Bool) {
        var mask: UInt64 = 0
        if !isClosed {
            for id in hookRefs.indices where isTracing || hookRefs[id] != 0 { mask |= 1 << UInt64(id) }
        }
        guard mask != bridgedHooks else { return }
        bridgedHooks = mask
        for instance in instances.values { instance.object.bridgedHooks = mask }
    }

    /// A new instance, once its native initialization is done (which sends it
    /// no hook).
    func adopt(_ object: ScriptedObject) {
        object.bridgeClass = Unmanaged.passUnretained(self).toOpaque()
        object.bridgedHooks = bridgedHooks
        instances[ObjectIdentifier(object)] = UnownedInstance(object: object)
    }

    /// An instance's deinit: its `dealloc`, then it leaves the class.
    func instanceDeinit(_ object: ScriptedObject) {
        if !gate.state.pointee.isClosed { runtime.runDealloc(object) }
        instances[ObjectIdentifier(object)] = nil
    }
}

extension LuaRuntime {
    // MARK: Making classes

    /// Registers a native class; its superclass must be registered first.
    func registerNative(_ native: NativeClass) {
        let superclass = native.superclassName.flatMap { classesByName[$0] }
        if native.hooks.isEmpty, let inherited = superclass?.native.hooks { native.hooks = inherited }
        let luaClass = LuaClass(runtime: self, name: native.name, superclass: superclass, native: native, isScripted: false)
        let lua = main
        lua.newTable()
        for (name, entry) in native.methods.entries {
            lua.pushFunction(register(entry))
            lua.rawSet(-2, field: name)
        }
        luaClass.backingRef = lua.ref()
        luaClass.gettersRef = flattenedProperties(native.getters, inherited: superclass?.gettersRef)
        finishClass(luaClass)
        nativeClassCache[ObjectIdentifier(native.swiftType)] = luaClass
        lua.pushRef(luaClass.tableRef)
        lua_setglobal(lua.state, native.name)
    }

    /// `Class:subclass(name)`.
    func makeSubclass(of superclass: LuaClass, named name: String) throws -> LuaClass {
        guard classesByName[name] == nil else {
            throw LuaError.message("a class named '\(name)' already exists")
        }
        guard superclass.native.makeScripted != nil else {
            throw LuaError.message("\(superclass.name) cannot be subclassed")
        }
        let luaClass = LuaClass(runtime: self, name: name, superclass: superclass, native: superclass.native, isScripted: true)
        main.newTable()
        luaClass.backingRef = main.ref()
        luaClass.gettersRef = superclass.gettersRef
        finishClass(luaClass)
        superclass.subclasses.append(WeakClass(luaClass: luaClass))
        return luaClass
    }

    private func flattenedProperties(_ own: FunctionTable, inherited: Int32?) -> Int32 {
        let lua = main
        lua.newTable()
        if let inherited { lua.copyTable(inherited, into: -1) }
        for (name, entry) in own.entries {
            luaui_newgetter(lua.state, Int32(register(entry)))
            lua.rawSet(-2, field: name)
        }
        return lua.ref()
    }

    /// The class table, the members table, and the instances' metatable.
    private func finishClass(_ luaClass: LuaClass) {
        let lua = main
        classesByName[luaClass.name] = luaClass
        lua.newTable()
        luaClass.membersRef = lua.ref()
        lua.newTable()
        luaClass.instanceMembersRef = lua.ref()
        rebuildMembers(luaClass)

        // The class table: an empty proxy but for `super` and `className`.
        lua.newTable()
        if let superclass = luaClass.superclass {
            lua.pushRef(superclass.tableRef)
            lua.rawSet(-2, field: "super")
        }
        lua.push(luaClass.name)
        lua.rawSet(-2, field: "className")
        lua.newTable()
        lua.pushRef(luaClass.membersRef)
        lua.rawSet(-2, field: "__index")
        lua.pushFunction(register { [unowned self] args in try define(in: luaClass, args) })
        lua.rawSet(-2, field: "__newindex")
        lua.pushFunction(register { [unowned self] args in try construct(luaClass, args) })
        lua.rawSet(-2, field: "__call")
        lua.pushFunction(register { args in args.push(luaClass.name) })
        lua.rawSet(-2, field: "__tostring")
        lua.push("class")
        lua.rawSet(-2, field: "__name")
        lua_setmetatable(lua.state, -2)
        luaClass.tableRef = lua.ref()

        // What a miss in an instance's lookup cache consults.
        lua.newTable()
        lua.pushRef(luaClass.instanceMembersRef)
        lua_pushcclosure(lua.state, luaui_cache_miss, 1)
        lua.rawSet(-2, field: "__index")
        luaClass.cacheMetatableRef = lua.ref()

        // The instances' metatable, which each instance gets a copy of.
        lua.newTable()
        lua.pushFunction(register { [unowned self] args in try assign(args, in: luaClass) })
        lua.rawSet(-2, field: "__newindex")
        lua_pushcclosure(lua.state, finalizeObject, 0)
        lua.rawSet(-2, field: "__gc")
        lua.pushFunction(register { [unowned self] args in args.push(describeObject(at: 1, in: args.lua)) })
        lua.rawSet(-2, field: "__tostring")
        lua.pushFunction(register { args in
            let a = luaui_toobject(args.lua.state, 1)?.pointee.object
            let b = luaui_toobject(args.lua.state, 2)?.pointee.object
            return args.push(a != nil && a == b)
        })
        lua.rawSet(-2, field: "__eq")
        lua.push(luaClass.name)
        lua.rawSet(-2, field: "__name")
        luaClass.metatableRef = lua.ref()
    }

    // MARK: Definitions

    /// `Class.name = value` on a class table.
    private func define(in luaClass: LuaClass, _ args: Arguments) throws -> Int32 {
        guard luaClass.isScripted else {
            throw LuaError.message("cannot define '\(args.lua.describe(at: 2))' on the native class \(luaClass.name); make a subclass with \(luaClass.name):subclass(name)")
        }
        guard args.lua.type(at: 2) == LUA_TSTRING else {
            throw LuaError.message("class members are named by strings, got \(args.lua.typeName(at: 2))")
        }
        let key = args.lua.string(at: 2)!
        if ["super", "className"].contains(key) {
            throw LuaError.message("'\(key)' of class \(luaClass.name) cannot be redefined")
        }
        args.lua.pushRef(luaClass.backingRef)
        args.lua.pushValue(at: 2)
        args.lua.pushValue(at: 3)
        args.lua.rawSet(-3)
        args.lua.pop()
        rebuildMembers(luaClass)
        forgetCachedMember(key)
        return 0
    }

    /// Refills the members of a class and its subclasses, and their hook caches.
    func rebuildMembers(_ luaClass: LuaClass) {
        let lua = main
        lua.pushRef(luaClass.membersRef)
        let members = lua.top
        lua.clearTable(members)
        if let superclass = luaClass.superclass { lua.copyTable(superclass.membersRef, into: members) }
        lua.copyTable(luaClass.backingRef, into: members)
        lua.pushRef(luaClass.instanceMembersRef)
        lua.clearTable(-1)
        lua.copyTable(luaClass.membersRef, into: -1)
        lua.copyTable(luaClass.gettersRef, into: -1)
        lua.pop(2)
        refreshHooks(luaClass)
        for subclass in luaClass.subclasses.compactMap(\.luaClass) { rebuildMembers(subclass) }
    }

    /// A hook is overridden when a Lua class in the chain defines it.
    private func refreshHooks(_ luaClass: LuaClass) {
        let lua = main
        for (index, hook) in luaClass.native.hooks.enumerated() {
            if luaClass.hookRefs[index] != 0 { lua.unref(luaClass.hookRefs[index]) }  // the old definition
            luaClass.hookRefs[index] = 0
            var current: LuaClass? = luaClass
            while let candidate = current, candidate.isScripted {
                lua.pushRef(candidate.backingRef)
                let type = lua.rawGet(-1, field: hook.name)
                if type != LUA_TNIL {
                    luaClass.hookRefs[index] = lua.ref()
                    lua.pop()
                    break
                }
                lua.pop(2)
                current = candidate.superclass
            }
        }
        luaClass.updateBridgedHooks(isTracing: traceEnabled, isClosed: isClosing)
    }

    // MARK: Instances

    /// `obj.key = value`: a property's setter, or a per-instance field.
    private func assign(_ args: Arguments, in luaClass: LuaClass) throws -> Int32 {
        let lua = args.lua
        if let key = lua.string(at: 2) {
            if let setter = luaClass.native.property(key, \.setters, runtime: self) {
                luaui_remove(lua.state, 2)  // the setter reads the value as argument 2
                do {
                    return try setter(args)
                } catch LuaError.argument(_, let message) {
                    throw LuaError.message("bad value for property '\(key)' of \(typeName(at: 1, in: lua)) (\(message))")
                }
            }
            if luaClass.native.property(key, \.getters, runtime: self) != nil {
                throw LuaError.message("property '\(key)' of \(typeName(at: 1, in: lua)) is read-only")
            }
        }
        guard luaui_toobject(lua.state, 1) != nil else { return 0 }
        // lua_rawset would raise these itself, from under this Swift frame.
        if lua.isNoneOrNil(2) { throw LuaError.message("table index is nil") }
        if lua.type(at: 2) == LUA_TNUMBER, luaui_tonumber(lua.state, 2, nil).isNaN {
            throw LuaError.message("table index is NaN")
        }
        if lua_getiuservalue(lua.state, 1, 1) != LUA_TTABLE {
            lua.pop()
            lua.newTable()
            lua.pushValue(at: -1)
            lua_setiuservalue(lua.state, 1, 1)
            luaui_toobject(lua.state, 1)!.pointee.flags |= ObjectFlags.hasFields
        }
        lua.pushValue(at: 2)
        lua.pushValue(at: 3)
        lua.rawSet(-3)
        lua.pop()
        // The cache mirrors the fields, which win over members of the same name.
        pushLookupCache(of: 1, on: lua)
        lua.pushValue(at: 2)
        lua.pushValue(at: 3)
        lua.rawSet(-3)
        lua.pop()
        return 0
    }

    /// `Class(…)`: a native instance, or a scripted one on which the initializer
    /// the arguments call for (`init`, `initWithFrame`, …) is then sent.
    private func construct(_ luaClass: LuaClass, _ args: Arguments) throws -> Int32 {
        luaui_remove(args.lua.state, 1)  // the class table
        if !luaClass.isScripted {
            guard let construct = luaClass.native.construct else {
                throw LuaError.message("\(luaClass.name) cannot be created from a script")
            }
            return args.push(try construct(args))
        }
        let object = luaClass.native.makeScripted!(luaClass)
        let selector = luaClass.native.initializer?(args) ?? "init"
        push(object, on: args.lua)
        luaui_insert(args.lua.state, 1)
        send(selector, argumentCount: args.lua.top - 1, in: args.lua)
        push(object, on: args.lua)
        return 1
    }

    /// Sends an initializer to the object at index 1 with the `argumentCount`
    /// arguments above it,
    /// as Objective-C's dynamic dispatch would: to the Lua override nearest the
    /// object's class, or to the native implementation. Traced.
    func send(_ selector: String, argumentCount: Int32, in lua: Lua) {
        guard let object = luaui_toobject(lua.state, 1)?.pointee.object,
              let scripted = Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue() as? ScriptedObject else { return }
        if traceEnabled { trace("-[\(scripted.luaClass.name) \(Self.initializerSelectors[selector] ?? selector)]") }
        lua.pushRef(scripted.luaClass.membersRef)
        _ = lua.rawGet(-1, field: selector)
        luaui_remove(lua.state, -2)
        luaui_insert(lua.state, lua.top - argumentCount - 1)
        pcall(lua, arguments: argumentCount + 1, results: 0)
    }

    static let initializerSelectors = [
        "init": "init", "initWithFrame": "initWithFrame:", "initWithCoder": "initWithCoder:",
        "initWithNibNameBundle": "initWithNibName:bundle:",
        "initWithRootViewController": "initWithRootViewController:",
    ]

    /// `tostring(obj)`: the object's description.
    func describeObject(at index: Int32, in lua: Lua) -> String {
        guard let handle = luaui_toobject(lua.state, index) else { return lua.describe(at: index) }
        guard let pointer = handle.pointee.object else { return "<\(typeName(at: index, in: lua)) (deallocated)>" }
        let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        if let describable = object as? CustomStringConvertible { return describable.description }
        if let responder = object as? UIResponder { return "<\(responder.className): #\(responder.objectID)>" }
        return "<\(typeName(at: index, in: lua))>"
    }
}

extension NativeClass {
    /// A getter or setter of this class or an ancestor.
    func property(_ name: String, _ table: KeyPath<NativeClass, FunctionTable>,
                  runtime: LuaRuntime) -> LuaRuntime.Function? {
        var current: NativeClass? = self
        while let native = current {
            if let function = native[keyPath: table][name] { return function }
            current = native.superclassName.flatMap { runtime.classesByName[$0]?.native }
        }
        return nil
    }
}
