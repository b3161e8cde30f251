import Foundation
import ViewCore

/// A registry property's accessors as Lua functions of the object, if its
/// values cross to Lua. A runtime binds each property on its first use: finding
/// out whether a type is a `LuaValue` is a search of the program's
/// conformances, which at start-up, for every property, would cost more than
/// the rest of the start-up.
///
/// The accessors come back as `FunctionEntry`s: closures returned through the
/// visitor's generic result would come back wrapped in reabstraction thunks.
struct LuaAccessors: PropertyVisitor {
    typealias Result = (getter: FunctionEntry, setter: FunctionEntry?)?

    func visit<Root: AnyObject, Value>(_ property: Property<Root, Value>) -> Result {
        if let type = Value.self as? any LuaValue.Type { return accessors(property, type) }
        return objectAccessors(property)
    }

    /// Objective-C's `id` (a constraint's items, which are views or layout
    /// guides): whatever object it holds crosses as itself. No type can stand
    /// for it as a `LuaValue`, so it is recognised here; read-only, as every
    /// such property is.
    private func objectAccessors<Root: AnyObject, Value>(_ property: Property<Root, Value>) -> Result {
        let get: (Root) -> AnyObject?
        if let typed = property as? Property<Root, AnyObject?> {
            get = typed.getter
        } else if let typed = property as? Property<Root, AnyObject> {
            get = typed.getter
        } else {
            return nil
        }
        return (FunctionEntry { args in
            try args.withReceiver(Root.self) { args.runtime.push(get($0), on: args.lua) }
            return 1
        }, nil)
    }

    private func accessors<Root: AnyObject, Value, Crossing: LuaValue>(
        _ property: Property<Root, Value>, _ type: Crossing.Type
    ) -> Result {
        // `Value` is `Crossing`: the cast names what the conformance check found.
        guard let typed = property as? Property<Root, Crossing> else { return nil }
        return (FunctionEntry(call: makeGetter(typed.getter)), typed.setter.map { FunctionEntry(call: makeSetter($0)) })
    }
}

// Opened from an existential, these run generic code; the hottest accessors
// get specializations, which the generic entry points dispatch to at run time.
@_specialize(exported: false, where Root == UIView, Value == CGRect)
@_specialize(exported: false, where Root == UIView, Value == CGPoint)
private func makeGetter<Root: AnyObject, Value: LuaValue>(_ get: @escaping (Root) -> Value) -> LuaRuntime.Function {
    { args in try args.withReceiver(Root.self) { args.push(get($0)) } }
}

@_specialize(exported: false, where Root == UIView, Value == CGRect)
@_specialize(exported: false, where Root == UIView, Value == CGPoint)
private func makeSetter<Root: AnyObject, Value: LuaValue>(_ set: @escaping (Root, Value) -> Void) -> LuaRuntime.Function {
    { args in
        try args.withReceiver(Root.self) { set($0, try args[2]) }
        return 0
    }
}

extension NativeClass {
    /// The setter of property `key` of this class or an ancestor: a Lua-only one,
    /// or the registry's, bound now if it is the first use. Nil for a key that
    /// is no property or a read-only one.
    func setter(forKey key: String, runtime: LuaRuntime) -> LuaRuntime.Function? {
        var current: NativeClass? = self
        while let native = current {
            if let setter = native.setters[key] { return setter }
            current = native.registered.superclass.flatMap { runtime.classesByName[$0.name]?.native }
        }
        guard let property = registered.property(forKey: key), !property.isReadOnly,
              let setter = property.accept(LuaAccessors())?.setter else { return nil }
        setters.entries[key] = setter
        return setter.call
    }

    /// Whether `key` names a property of this class or an ancestor.
    func hasProperty(_ key: String, runtime: LuaRuntime) -> Bool {
        if registered.property(forKey: key) != nil { return true }
        var current: NativeClass? = self
        while let native = current {
            if native.getters[key] != nil { return true }
            current = native.registered.superclass.flatMap { runtime.classesByName[$0.name]?.native }
        }
        return false
    }

    /// The properties of this class and its ancestors, the registry's and the
    /// Lua-only ones, each from the nearest class that has it, as an instance
    /// finds them (a class's own getter before its registry property of the
    /// same name).
    func properties(runtime: LuaRuntime) -> [BoundProperty] {
        var result: [BoundProperty] = []
        var seen: Set<String> = []
        var current: NativeClass? = self
        while let native = current {
            for name in native.getters.entries.keys.sorted() where seen.insert(name).inserted {
                result.append(BoundProperty(name: name, valueType: nil, isReadOnly: native.setters[name] == nil,
                                            owner: native.name))
            }
            for property in native.registered.properties where seen.insert(property.key).inserted {
                result.append(BoundProperty(name: property.key, valueType: property.valueType,
                                            isReadOnly: property.isReadOnly, owner: native.name))
            }
            current = native.registered.superclass.flatMap { runtime.classesByName[$0.name]?.native }
        }
        return result
    }
}

/// A property scripts can read, as `:help` and the introspection module list it.
struct BoundProperty {
    let name: String
    /// Nil for a property Lua alone has: its getter declares no Swift type.
    let valueType: Any.Type?
    let isReadOnly: Bool
    /// The class that declares it.
    let owner: String
}
