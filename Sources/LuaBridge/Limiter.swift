import CLuaShims

/// A runtime's `Limits` at work (CLuaShims' luaui_limits): the state's
/// allocator, the hook that raises a stop in Lua, the timer and Ctrl-C, and the
/// run loop's check between its turns.
final class Limiter {
    let limits: Limits
    /// What a stop for the timer says, once `setDeadline` has replaced the
    /// timeout's; it may be changed while the timer runs.
    var deadlineMessage: String?
    /// luaui_Limits, which the state's allocator uses: freed after the state.
    let shared: OpaquePointer

    init(_ limits: Limits, shared: OpaquePointer) {
        self.limits = limits
        self.shared = shared
    }

    deinit { luaui_limits_free(shared) }

    /// Once the state is set up: the limits take effect, the memory limit
    /// counting from the memory in use now.
    func start() {
        luaui_limits_configure(shared, limits.timeout ?? 0, Int64(limits.maximumInstructions ?? 0),
                               Int64(limits.memory ?? 0), limits.timeoutMessage ?? "",
                               limits.instructionsMessage ?? "")
    }

    /// A run begins (nested runs are part of the outer one). `interruptible`:
    /// Ctrl-C stops it, which only a program that owns the process should ask.
    func beginRun(interruptible: Bool) {
        luaui_limits_begin_run(shared, interruptible ? 1 : 0)
    }

    func endRun() {
        luaui_limits_end_run(shared)
    }

    /// The state is closing: nothing reaches it from a signal any more, and no
    /// stop is ever under way again.
    func detach() {
        luaui_limits_detach(shared)
    }

    /// Restarts the run's timer: a stop `seconds` from now (nil: none for the
    /// rest of the run), which says `message`.
    func setDeadline(_ seconds: Double?, message: String) {
        deadlineMessage = message
        luaui_limits_set_deadline(shared, seconds ?? 0, message)
    }

    /// Whether the run under way has been stopped.
    var isStopping: Bool { Int(luaui_limits_stop(shared)) != LUAUI_STOP_NONE }

    /// Why the run under way was stopped, for the run loop's report; nil if it
    /// was not.
    var stopReason: String? {
        switch Int(luaui_limits_stop(shared)) {
        case LUAUI_STOP_NONE: return nil
        case LUAUI_STOP_TIMEOUT: return deadlineMessage ?? limits.timeoutMessage
        case LUAUI_STOP_INSTRUCTIONS: return limits.instructionsMessage
        default: return "interrupted!"
        }
    }

    /// Lua's "not enough memory", with the limit that refused the memory, if
    /// one did in this run: `message` is the report's first line.
    func explainMemoryError(_ message: [UInt8]) -> [UInt8] {
        let lua = Array("not enough memory".utf8)
        guard luaui_limits_refused_memory(shared) != 0, let note = limits.memoryMessage,
              message.starts(with: lua), message.count == lua.count || message[lua.count] == UInt8(ascii: "\n")
        else { return message }
        return lua + Array(" (\(note))".utf8) + message[lua.count...]
    }
}
