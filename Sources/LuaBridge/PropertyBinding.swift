import Foundation
import ViewCore

/// A registry property whose values cross to Lua: its getter and setter as Lua
/// functions of the object.
protocol LuaBindableProperty: AnyProperty {
    var luaGetter: LuaRuntime.Function { get }
    var luaSetter: LuaRuntime.Function? { get }
}

extension Property: LuaBindableProperty where Value: LuaValue {
    var luaGetter: LuaRuntime.Function { makeGetter(getter) }
    var luaSetter: LuaRuntime.Function? { setter.map(makeSetter) }
}

// Property is bound through its conditional conformance, which runs generic
// code; the hottest accessors get specializations, dispatched to at run time.
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
    /// Binds a registry property. Every ViewCore property's type crosses to Lua
    /// (a test checks it); one that did not would stay reachable only by key.
    func bind(_ property: AnyProperty) {
        guard let bindable = property as? LuaBindableProperty else { return }
        getters[property.key] = bindable.luaGetter
        if let setter = bindable.luaSetter { setters[property.key] = setter }
    }
}
