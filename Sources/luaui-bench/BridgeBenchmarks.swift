import Foundation
import LuaBridge

/// Benchmark e, the Lua runtime: hooks called from Swift (BridgeHookBenchmarks),
/// calls from Lua (BridgeCallBenchmarks), a layout pass of Lua overrides
/// (BridgeLayoutBenchmarks), and a script's whole process (StartupBenchmarks). One
/// runtime serves them all, as one serves a script.
func bridgeBenchmarks(_ schedule: Schedule) -> [Row] {
    let runtime = LuaRuntime()
    // Closed explicitly, as ScriptRunner does: closing from the runtime's deinit runs
    // the finalizers' `[unowned self]` closures on a runtime being destroyed (a crash).
    defer { runtime.close() }
    var rows = hookBenchmarks(runtime, schedule)
    rows += callBenchmarks(runtime, schedule)
    rows += luaLayoutBenchmarks(runtime, schedule)
    rows += startupBenchmarks(schedule)
    return rows
}

/// Runs a chunk; a benchmark whose Lua fails has nothing left to measure. Running
/// any chunk also reports an error a hook raised since the last one.
func runLua(_ runtime: LuaRuntime, _ code: String) {
    do {
        try runtime.run(code)
    } catch {
        fail("Lua failed: \(error)")
    }
}
