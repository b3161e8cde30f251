import CLua
import CLuaShims

/// A Lua function held by Swift (a completion block, a timer's block). Once the
/// runtime is gone, calling it does nothing.
final class LuaFunction: LuaValue {
    let function: LuaReference
    private var runtime: LuaRuntime { function.runtime }

    init(_ function: LuaReference) { self.function = function }

    static func typeName(in stack: LuaStack) -> String { "function" }

    /// Keeps the function at `index` for as long as Swift holds the result.
    static func read(from stack: LuaStack, at index: Int32) throws -> LuaFunction {
        guard stack.lua.type(at: index) == LUA_TFUNCTION else { throw stack.typeError(index, LuaFunction.self) }
        stack.lua.pushValue(at: index)
        return LuaFunction(LuaReference(runtime: stack.runtime, popping: stack.lua))
    }

    func push(onto stack: LuaStack) { function.push(on: stack.lua) }

    /// Whether it is the function at `index` (raw equality).
    func isSame(asValueAt index: Int32, in lua: Lua) -> Bool {
        guard function.isLive else { return false }
        function.push(on: lua)
        defer { lua.pop() }
        return lua_rawequal(lua.state, -1, index < 0 ? index - 1 : index) != 0
    }

    /// Calls it with no arguments, protected; an error becomes the pending error.
    func call() {
        _ = call(arguments: 0) { _ in }
    }

    /// Calls it with one argument, protected; see `call(arguments:_:)`.
    @discardableResult
    func call<T: LuaValue>(with argument: T) -> Bool {
        call(arguments: 1) { argument.push(onto: $0) }
    }

    /// Calls it with the arguments `push` pushes, protected, and tells whether
    /// it answered anything but `false`. An error becomes the pending error and
    /// answers false.
    private func call(arguments: Int32, _ push: (LuaStack) -> Void) -> Bool {
        guard function.isLive else { return false }
        let lua = runtime.lua
        function.push(on: lua)
        push(LuaStack(lua: lua, runtime: runtime))
        guard runtime.pcall(lua, arguments: arguments, results: 1) else { return false }
        defer { lua.pop() }
        return !(lua.type(at: -1) == LUA_TBOOLEAN && !lua.toBool(-1))
    }
}
