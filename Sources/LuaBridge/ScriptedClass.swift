import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// A class a script defined with `Class:subclass(name)`: its entry in the
/// session's class registry, so that an archive can name it and key-value coding
/// reaches its instances' own keys, and the state its instances' hooks read.
///
/// Which hooks reach the runtime is a bit per hook (`bridgedMask`): a hook a Lua
/// class in the chain defines, or every hook while calls are traced, never once
/// the runtime is closed. Each instance keeps a copy of the first 64 bits in its
/// own storage (`UIResponder.bridgedHooks`), kept current by the class, so that
/// a hook Lua does not override costs a load and a test on the object alone;
/// the class answers for hooks past 64 (`bridges(_:)`).
final class ScriptedClass: RegisteredClass {
    /// Not reference-counted: the gate is checked before any use, and says
    /// closed once the runtime is gone, while instances may live on.
    unowned(unsafe) let runtime: LuaRuntime
    unowned(unsafe) let luaClass: LuaClass
    let gate: HookGate
    let standIn: StandIn
    var hooks: [HookInfo] { standIn.hooks }

    /// For each hook, the registry reference of the Lua function overriding it,
    /// or 0. A plain buffer: reading it is a load, with no exclusivity check or
    /// reference counting, since every hook reads it.
    let hookRefs: UnsafeMutableBufferPointer<Int32>
    private(set) var bridgedMask: [UInt64]
    /// The live instances of this very class, each holding a copy of the mask's
    /// first word. Unowned: an instance leaves in its deinit.
    private var instances: [ObjectIdentifier: UnownedInstance] = [:]

    init(runtime: LuaRuntime, luaClass: LuaClass, superclass: RegisteredClass, standIn: StandIn) {
        self.runtime = runtime
        self.luaClass = luaClass
        gate = runtime.gate
        self.standIn = standIn
        hookRefs = .allocate(capacity: standIn.hooks.count)
        hookRefs.initialize(repeating: 0)
        bridgedMask = Array(repeating: 0, count: max(1, (standIn.hooks.count + 63) / 64))
        super.init(name: luaClass.name, superclass: superclass, swiftType: standIn.type)
    }

    deinit { hookRefs.deallocate() }

    /// The class of an instance of a Lua class.
    @inline(__always)
    static func of(_ object: UIResponder) -> ScriptedClass {
        unsafeDowncast(object.bridgedClass.unsafelyUnwrapped, to: ScriptedClass.self)
    }

    /// A hook call on an instance, or nil for the native implementation; see
    /// `LuaRuntime.hook`.
    @inline(__always)
    static func hook<T: UIResponder>(_ object: T, _ id: Int) -> HookCall? {
        // The object holds its class, and the runtime outlives every call: no
        // reference counting.
        Unmanaged.passUnretained(of(object))._withUnsafeGuaranteedRef { scripted in
            Unmanaged.passUnretained(scripted.runtime)._withUnsafeGuaranteedRef { $0.hook(object, of: scripted, id) }
        }
    }

    /// The same for an instance outside UIResponder's tree (a gesture
    /// recognizer), which holds its class itself.
    static func objectHook(_ object: ScriptedObject, _ id: Int) -> HookCall? {
        let scripted = object.scriptedClass
        return scripted.runtime.hook(object, of: scripted, id)
    }

    /// Whether hook `id` must reach the runtime (the object's own copy answers
    /// for the first 64).
    func bridges(_ id: Int) -> Bool { bridgedMask[id >> 6] & (1 << UInt64(id & 63)) != 0 }

    /// Sets the mask from the overrides and the runtime's state.
    func updateBridgedHooks(isTracing: Bool, isClosed: Bool) {
        var mask = [UInt64](repeating: 0, count: bridgedMask.count)
        if !isClosed {
            for id in hookRefs.indices where isTracing || hookRefs[id] != 0 { mask[id >> 6] |= 1 << UInt64(id & 63) }
        }
        guard mask != bridgedMask else { return }
        bridgedMask = mask
        for instance in instances.values { instance.object.bridgedHooks = mask[0] }
    }

    /// A new instance, once its native initialization is done (which sends it
    /// no hook).
    func adopt(_ object: ScriptedObject) {
        (object as? UIResponder)?.bridgedClass = self
        object.bridgedHooks = bridgedMask[0]
        instances[ObjectIdentifier(object)] = UnownedInstance(object: object)
    }

    /// An instance's deinit: its `dealloc`, then it leaves the class.
    func instanceDeinit(_ object: ScriptedObject) {
        if !gate.state.pointee.isClosed {
            runtime.runDealloc(object)
            runtime.borrowedObjectDidDeallocate(object)
        }
        instances[ObjectIdentifier(object)] = nil
    }

    /// The native implementation of hook `id` on an instance of a Lua class.
    @inline(__always)
    static func callSuper(_ receiver: UIResponder, _ id: Int, _ args: LuaStack) throws -> Int32 {
        // The receiver holds its class: no reference counting.
        try Unmanaged.passUnretained(of(receiver))._withUnsafeGuaranteedRef {
            try $0.standIn.callSuper(receiver, id, args)
        }
    }

    /// The same for an instance outside UIResponder's tree.
    static func callSuper(_ receiver: AnyObject, _ id: Int, _ args: LuaStack) throws -> Int32 {
        guard let object = receiver as? ScriptedObject else { return 0 }
        return try object.scriptedClass.standIn.callSuper(receiver, id, args)
    }

    // MARK: The registry's questions

    /// `[[Class alloc] initWithCoder:coder]`: a new instance, sent the script's
    /// `initWithCoder` (which calls its superclass's, down to the native one).
    /// Nil if the runtime is closed or the initializer raised, the error then
    /// pending.
    override func instantiate(coder: NSCoder) -> AnyObject? {
        guard !gate.state.pointee.isClosed else { return nil }
        return runtime.instantiate(luaClass, coder: coder)
    }

    /// A key no property declares is kept as the instance's own field, as a
    /// script's class keeps state in fields.
    override func setValue(_ value: Any?, forUndefinedKey key: String, of object: AnyObject) {
        guard !gate.state.pointee.isClosed else { return }
        runtime.setField(key, of: object, to: value)
    }

    override func value(forUndefinedKey key: String, of object: AnyObject) -> Any? {
        guard !gate.state.pointee.isClosed else { return nil }
        return runtime.field(key, of: object)
    }
}

/// The stand-in classes' instances (StandIn): the object holds its class; the
/// per-object state the hooks read sits in `UIResponder` for responders
/// (`bridgedClass`, `bridgedHooks`, `bridgeSlot`), in the stand-in otherwise.
protocol ScriptedObject: AnyObject {
    var scriptedClass: ScriptedClass { get }
    var bridgedHooks: UInt64 { get set }
    /// Where the runtime keeps its userdata (`LuaRuntime.pushScripted`), or 0.
    var bridgeSlot: Int32 { get set }
    var isDeallocating: Bool { get set }
}

extension ScriptedObject {
    /// Whether hook `id` (below 64) must reach the runtime; if not, the native
    /// implementation runs, and the hook has cost this bit test.
    @inline(__always)
    func bridges(_ id: Int) -> Bool { bridgedHooks & (1 << UInt64(id)) != 0 }

    /// The same for a hook past the first 64, which the class answers.
    func bridgesBeyondInline(_ id: Int) -> Bool { scriptedClass.bridges(id) }
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

struct UnownedInstance {
    unowned(unsafe) let object: ScriptedObject
}
