import BenchFloors
import Foundation
import LuaBridge

/// Calls from Lua into the engine, timed around the whole `run` of a chunk that
/// loops `count` times (nothing subtracted), each beside the same loop over a
/// userdata made with Lua's C API (BenchFloors): a method call through the
/// metatable into an empty C function, and a field read whose `__index` C function
/// makes a fresh four-number userdata with a cached metatable.
func callBenchmarks(_ runtime: LuaRuntime, _ schedule: Schedule) -> [Row] {
    bf_install_method_floor(runtime.state, "floorMethods", "setNeedsLayout")
    bf_install_field_floor(runtime.state, "floorFields")
    runLua(runtime, """
        callView = UIView(CGRect(0, 0, 100, 100))
        assert(callView.frame.width == 100 and floorFields.frame ~= nil)
        floorMethods:setNeedsLayout()
        """)

    let count = 100_000
    func loop(_ receiver: String, _ body: String) -> String {
        "local v = \(receiver)\nfor i = 1, \(count) do \(body) end"
    }
    let chunks = [
        loop("callView", "v:setNeedsLayout()"), loop("floorMethods", "v:setNeedsLayout()"),
        loop("callView", "local _ = v.frame"), loop("floorFields", "local _ = v.frame"),
    ]
    var samples = [Samples](repeating: Samples(), count: chunks.count)
    for run in 0..<(schedule.warmup + schedule.repetitions) {
        for (index, chunk) in chunks.enumerated() {
            let time = elapsed { runLua(runtime, chunk) }
            if run >= schedule.warmup { samples[index].add(time) }
        }
    }

    let n = Double(count)
    return [
        Row(name: "Lua v:setNeedsLayout() (floor: method via metatable, empty C fn)",
            value: samples[0], floor: samples[1], per: n, unit: "ns/call", target: .ratioAtMost(2)),
        Row(name: "Lua v.frame read (floor: __index C fn making a rect userdata)",
            value: samples[2], floor: samples[3], per: n, unit: "ns/read", target: .ratioAtMost(2)),
    ]
}
