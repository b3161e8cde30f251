import CLua
import CLuaShims

/// A Lua function held by Swift (a completion block, a timer's block): released
/// with its holder.
///
/// The engine may keep the holder (a timer, say) after the runtime is gone: the
/// gate then says closed and the function does nothing. (Not a weak reference to
/// the runtime: that would slow down every retain of it.)
final class LuaFunction: LuaValue {
    unowned(unsafe) let runtime: LuaRuntime
    let gate: HookGate
    let reference: Int32

    init(runtime: LuaRuntime, reference: Int32) {
        self.runtime = runtime
        gate = runtime.gate
        self.reference = reference
    }

    deinit {
        if !gate.state.pointee.isClosed { runtime.main.unref(reference) }
    }

    static func typeName(in stack: LuaStack) -> String { "function" }

    /// Keeps the function at `index` for as long as Swift holds the result.
    static func read(from stack: LuaStack, at index: Int32) throws -> LuaFunction {
        guard stack.lua.type(at: index) == LUA_TFUNCTION else { throw stack.typeError(index, LuaFunction.self) }
        stack.lua.pushValue(at: index)
        return LuaFunction(runtime: stack.runtime, reference: stack.lua.ref())
    }

    func push(onto stack: LuaStack) { stack.lua.pushRef(reference) }

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
        guard !gate.state.pointee.isClosed else { return false }
        let lua = runtime.lua
        lua.pushRef(reference)
        push(LuaStack(lua: lua, runtime: runtime))
        guard runtime.pcall(lua, arguments: arguments, results: 1) else { return false }
        defer { lua.pop() }
        return !(lua.type(at: -1) == LUA_TBOOLEAN && !lua.toBool(-1))
    }
}
