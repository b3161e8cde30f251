/// A Lua value Swift holds, in the registry: released with its holder.
///
/// The engine may keep the holder (a timer, the application's delegate) after
/// the runtime is gone: the gate then says closed and the value is gone with
/// the state. (Not a weak reference to the runtime: that would slow down every
/// retain of it.)
final class LuaReference {
    unowned(unsafe) let runtime: LuaRuntime
    let gate: HookGate
    let reference: Int32

    /// Takes the value on top of the stack.
    init(runtime: LuaRuntime, popping lua: Lua) {
        self.runtime = runtime
        gate = runtime.gate
        reference = lua.ref()
    }

    deinit {
        if isLive { runtime.main.unref(reference) }
    }

    /// Whether the runtime, and so the value, is still there.
    var isLive: Bool { !gate.state.pointee.isClosed }

    func push(on lua: Lua) { lua.pushRef(reference) }
}
