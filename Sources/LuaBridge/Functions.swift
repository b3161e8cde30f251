/// A Swift function exposed to Lua, in a class of its own so that collections
/// hold it as it is (a closure stored in a generic collection directly is
/// wrapped in reabstraction thunks, which every call from Lua would then go
/// through), and so that a call can borrow it.
final class FunctionEntry {
    let call: LuaRuntime.Function
    init(call: @escaping LuaRuntime.Function) { self.call = call }
}

/// Swift functions exposed to Lua, by name (a class's methods, say).
struct FunctionTable {
    var entries: [String: FunctionEntry] = [:]

    subscript(name: String) -> LuaRuntime.Function? {
        get { entries[name]?.call }
        set {
            if let newValue { entries[name] = FunctionEntry(call: newValue) } else { entries[name] = nil }
        }
    }
}
