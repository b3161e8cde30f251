import Foundation
@_spi(Bridging) import ViewCore

/// What the runtime knows of a native class: its entry in the class registry
/// (name, superclass, properties), its Lua methods, the Lua-only members the
/// registry does not declare, how `Class(…)` makes an instance, and the stand-in
/// its Lua subclasses' instances are made of. The bindings define the members
/// (Bindings/…) in a closure that runs when they are first asked for: a
/// process pays for the classes its script uses, not for all of them.
final class NativeClass {
    let registered: RegisteredClass
    var name: String { registered.name }
    /// The Swift subclass a Lua subclass's instances are, with the hooks they
    /// override; nil if the class cannot be subclassed from Lua.
    private(set) lazy var standIn: StandIn? = StandIn.named(registered.name)

    struct Members {
        var methods = FunctionTable()
        /// Properties Lua alone has; the registry's are bound on first use
        /// (PropertyBinding.swift).
        var getters = FunctionTable()
        var setters = FunctionTable()
        /// Read on the class table (`UIScreen.mainScreen`).
        var classProperties = FunctionTable()
        /// Set for a class whose instances keep no fields of their own: assigning a
        /// key that is not a property raises this message for it.
        var refusesField: ((String) -> String)?
        /// Makes an instance for `Class(…)` on the native class itself.
        var construct: ((LuaStack) throws -> AnyObject)?
        /// Which initializer `Class(…)` sends to an instance of a Lua subclass, given
        /// the arguments.
        var initializer: ((LuaStack) -> String)?
    }

    private var storedMembers = Members()
    /// The binding's definition of the members, until it has run.
    private var definition: ((NativeClass) -> Void)?

    /// The members, defined first if they are not yet: the hooks' methods,
    /// then the binding's.
    var members: Members {
        get {
            define()
            return storedMembers
        }
        _modify {
            define()
            yield &storedMembers
        }
    }

    private func define() {
        guard let definition else { return }
        self.definition = nil
        for (name, entry) in NativeClass.hookMethods(declaredBy: registered.name) { storedMembers.methods.entries[name] = entry }
        definition(self)
    }

    var methods: FunctionTable {
        get { members.methods }
        _modify { yield &members.methods }
    }
    var getters: FunctionTable {
        get { members.getters }
        _modify { yield &members.getters }
    }
    var setters: FunctionTable {
        get { members.setters }
        _modify { yield &members.setters }
    }
    var classProperties: FunctionTable {
        get { members.classProperties }
        _modify { yield &members.classProperties }
    }
    var refusesField: ((String) -> String)? {
        get { members.refusesField }
        set { members.refusesField = newValue }
    }
    var construct: ((LuaStack) throws -> AnyObject)? {
        get { members.construct }
        set { members.construct = newValue }
    }
    var initializer: ((LuaStack) -> String)? {
        get { members.initializer }
        set { members.initializer = newValue }
    }

    /// A class of ViewCore's registry, with its properties and hooks bound;
    /// `define` adds the binding's members.
    convenience init(_ type: AnyClass, define: @escaping (NativeClass) -> Void = { _ in }) {
        guard let registered = ClassRegistry.native(type) else {
            preconditionFailure("\(type) is not in ViewCore's class registry (NativeClasses.swift)")
        }
        self.init(registered: registered, define: define)
    }

    /// A class Lua alone knows (the engine's `RunLoop`, `Timer`), with the
    /// properties given; a subclass of `NSObject` unless another is given.
    convenience init(luaOnly name: String, swiftType: AnyClass, superclass: RegisteredClass = NativeClasses.object,
                     properties: @autoclosure @escaping () -> [AnyProperty] = [],
                     define: @escaping (NativeClass) -> Void = { _ in }) {
        self.init(registered: RegisteredClass(name: name, superclass: superclass, swiftType: swiftType,
                                              properties: properties()),
                  define: define)
    }

    private init(registered: RegisteredClass, define: @escaping (NativeClass) -> Void) {
        self.registered = registered
        definition = define
    }
}

/// A hook as `--trace` and messages name it.
struct HookInfo {
    let name: String
    let selector: String
    /// Its Swift declaration in the native class, for `:help`.
    let declaration: String
    let traced: Bool
    /// UIKit makes the call only when a class implements the method (`drawRect:`).
    let onlyIfOverridden: Bool
}

/// The Swift subclass of a native class that stands in for its Lua subclasses
/// (generated at build time: ScriptedClassesGenerator): it overrides every hook,
/// and runs the native implementation of any of them for a script's super call.
struct StandIn {
    let type: AnyClass
    /// Its hooks; a hook's id is its position.
    let hooks: [HookInfo]
    let make: (ScriptedClass) -> ScriptedObject
    /// Hook `id`'s native implementation on the receiver, with the arguments and
    /// result on the stack.
    let callSuper: (AnyObject, Int, LuaStack) throws -> Int32

    func hookID(_ name: String) -> Int? { hooks.firstIndex { $0.name == name } }
}

extension NativeClass {
    /// A method with no result: `body` gets the receiver (index 1) and the
    /// arguments.
    func action<T: AnyObject>(_ name: String, _ body: @escaping (T, LuaStack) throws -> Void) {
        methods[name] = { args in
            try args.withReceiver(T.self) { try body($0, args) }
            return 0
        }
    }

    /// A method with one result.
    func function<T: AnyObject, Result: LuaValue>(_ name: String, _ body: @escaping (T, LuaStack) throws -> Result) {
        methods[name] = { args in try args.withReceiver(T.self) { args.push(try body($0, args)) } }
    }

    /// A property Lua alone has (the registry's are bound from it).
    func getter<T: AnyObject, Value: LuaValue>(_ name: String, _ get: @escaping (T) throws -> Value) {
        getters[name] = { args in try args.withReceiver(T.self) { args.push(try get($0)) } }
    }
}

extension NativeClass {
    /// A property of the class itself, read on its table (`UIScreen.mainScreen`).
    func classProperty(_ name: String, _ get: @escaping LuaRuntime.Function) {
        classProperties[name] = get
    }
}
