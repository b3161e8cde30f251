import Foundation
import LuaBridge

/// Benchmark e, the Lua bridge: hooks called from Swift (BridgeHookBenchmarks),
/// calls from Lua (BridgeCallBenchmarks), a layout pass of Lua overrides
/// (BridgeLayoutBenchmarks), and a script's whole process (StartupBenchmarks). One
/// bridge serves them all, as one serves a script.
func bridgeBenchmarks(_ schedule: Schedule) -> [Row] {
    let bridge = LuaBridge()
    // Closed explicitly, as ScriptRunner does: closing from the bridge's deinit runs
    // the finalizers' `[unowned self]` closures on a bridge being destroyed (a crash).
    defer { bridge.close() }
    var rows = hookBenchmarks(bridge, schedule)
    rows += callBenchmarks(bridge, schedule)
    rows += luaLayoutBenchmarks(bridge, schedule)
    rows += startupBenchmarks(schedule)
    return rows
}

/// Runs a chunk; a benchmark whose Lua fails has nothing left to measure. Running
/// any chunk also reports an error a hook raised since the last one.
func runLua(_ bridge: LuaBridge, _ code: String) {
    do {
        try bridge.run(code)
    } catch {
        fail("Lua failed: \(error)")
    }
}
