import BenchFloors
import CLua
import Foundation
import LuaBridge
import ViewCore

/// A Swift subclass that overrides nothing: what a hook Lua does not override
/// should cost, a virtual call to UIView's own implementation.
final class PlainSubclassView: UIView {}

/// The engine's side of a hook: a virtual call, from code that knows only UIView.
@inline(never)
func layOut(_ view: UIView, times count: Int) {
    for _ in 0..<count { view.layoutSubviews() }
}

/// Hooks called from Swift on instances of Lua classes: `layoutSubviews` where Lua
/// overrides it (with an empty function), against a C loop making the same call
/// with Lua's C API (lua_rawgeti of the function's reference, lua_pushvalue of a
/// userdata, lua_pcall); and where Lua does not override it, against the same call
/// on a Swift subclass that does not either.
func hookBenchmarks(_ runtime: LuaRuntime, _ schedule: Schedule) -> [Row] {
    runLua(runtime, """
        HookView = UIView:subclass("HookView")
        function HookView:layoutSubviews() hookCalls = (hookCalls or 0) + 1 end
        hookView = HookView()
        QuietView = UIView:subclass("QuietView")
        quietView = QuietView()
        """)
    let overriding = runtime.object(global: "hookView") as! UIView
    let quiet = runtime.object(global: "quietView") as! UIView
    let plain: UIView = PlainSubclassView()
    // Once with a counting override, to see that the call reaches Lua; then the
    // empty override that is timed.
    layOut(overriding, times: 3)
    runLua(runtime, "assert(hookCalls == 3, 'hook ran ' .. tostring(hookCalls) .. ' times, not 3')")
    runLua(runtime, "function HookView:layoutSubviews() end")

    let floor = bf_hook_floor_make(runtime.state)
    precondition(floor.function_ref > 0 && floor.userdata_ref > 0, "could not make the C floor's function")
    let hookCount = 20_000, quietCount = 1_000_000
    var hook = Samples(), pcallLoop = Samples(), quietHook = Samples(), plainCall = Samples()
    for run in 0..<(schedule.warmup + schedule.repetitions) {
        var status = LUA_OK
        let hookTime = elapsed { layOut(overriding, times: hookCount) }
        let pcallTime = elapsed { status = bf_hook_floor_run(runtime.state, floor, hookCount) }
        precondition(status == LUA_OK, "the C floor's pcall failed")
        let quietTime = elapsed { layOut(quiet, times: quietCount) }
        let plainTime = elapsed { layOut(plain, times: quietCount) }
        if run >= schedule.warmup {
            hook.add(hookTime); pcallLoop.add(pcallTime); quietHook.add(quietTime); plainCall.add(plainTime)
        }
    }
    runLua(runtime, "")  // reports an error a hook raised

    return [
        Row(name: "hook overridden in Lua, from Swift (floor: C rawgeti+pushvalue+pcall)",
            value: hook, floor: pcallLoop, per: Double(hookCount), unit: "ns/call", target: .ratioAtMost(2)),
        Row(name: "hook not overridden, Lua subclass (floor: Swift subclass)",
            value: quietHook, floor: plainCall, per: Double(quietCount), unit: "ns/call", target: .ratioAtMost(1.2)),
    ]
}
