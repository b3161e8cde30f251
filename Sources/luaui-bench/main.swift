// luaui-bench: timings of the view core, each beside a floor measured in the same run.
//
//   luaui-bench [layout] [churn] [memory] [controllers] [depth] [bridge] [test] [autolayout]
//               [autolayout-views] [nib] [touches] [text] [pixels] [--repetitions N] [--warmup N]
//
// With no group named, runs them all. Exits 1 if a row misses its target.
#if canImport(Glibc)
import Glibc
#endif

let groups: [(name: String, run: (Schedule) -> [Row])] = [
    ("layout", layoutBenchmarks),
    ("churn", churnBenchmarks),
    ("memory", memoryBenchmarks),
    ("controllers", controllerBenchmarks),
    ("depth", depthBenchmarks),
    ("bridge", bridgeBenchmarks),
    ("test", testRunnerBenchmarks),
    ("autolayout", autoLayoutBenchmarks),
    ("autolayout-views", autoLayoutViewBenchmarks),
    ("nib", nibBenchmarks),
    ("touches", touchBenchmarks),
    ("text", textBenchmarks),
    ("pixels", pixelBenchmarks),
]

func fail(_ message: String) -> Never {
    fputs("luaui-bench: \(message)\n", stderr)
    exit(2)
}

var schedule = Schedule()
var chosen: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--repetitions", "--warmup":
        guard let text = arguments.popFirst(), let number = Int(text), number >= (argument == "--warmup" ? 0 : 1) else {
            fail("\(argument) needs a number")
        }
        if argument == "--warmup" { schedule.warmup = number } else { schedule.repetitions = number }
    case "-h", "--help":
        print("usage: luaui-bench [\(groups.map(\.name).joined(separator: "] ["))] [--repetitions N] [--warmup N]")
        exit(0)
    default:
        guard groups.contains(where: { $0.name == argument }) else {
            fail("unknown benchmark group '\(argument)'; groups: \(groups.map(\.name).joined(separator: ", "))")
        }
        chosen.append(argument)
    }
}

var rows: [Row] = []
for group in groups where chosen.isEmpty || chosen.contains(group.name) {
    rows += group.run(schedule)
}
printTable(rows)
print("""

value: the fastest of \(schedule.repetitions) timed runs after \(schedule.warmup) warm-up runs (monotonic clock);
  for startup, the median run.
floor: the same work done the plainest way, timed in the same runs, and read the same way.
ratio: value / floor; for startup, the median over the runs of each run's value / floor.
layout: every view is marked (setNeedsLayout), then root.layoutIfNeeded() is timed. The 10,000 views
  (10 levels, fan-out varied by a fixed-seed generator) are a Swift subclass whose layoutSubviews()
  bumps a counter and calls super. Floor: a recursive walk through `subviews` calling only
  layoutSubviews(); the engine walks its storage directly, so outside a window it can beat it.
  In a window the pass also checks each view's safe area and layout margins.
setNeedsLayout: marking cost per view (its flag, and subtree flags up the ancestors);
  floor: setting `tag` on each view.
churn: addSubview of 10,000 children to one parent, then removeFromSuperview of each, last first;
  floor: the same appends and removeLast()s on an array of views that never entered a hierarchy.
memory: heap bytes per UIView(frame:) by mallinfo2() over 100,000 views, less the array's 8 bytes
  per view; floor: malloc_usable_size of one view's object.
controllers: a UINavigationController as the root of a visible window; a controller whose view holds
  100 subviews is pushed and popped, or presented full screen and dismissed, not animated, each step
  run to idle (VirtualRunLoop.main.runUntilIdle); 20 cycles per timed run. Floor: that view added to the
  window and removed (addSubview + removeFromSuperview), by hand, without the run loop.
depth: chains of plain views, each the only subview of the one before, 100,000 views in one window either
  way: 100 chains of 1,000 levels, or 1 chain of 100,000. Per run: built by adding each new view at the
  bottom, added to the window, laid out (every view marked), described (the window's recursiveDescription),
  each chain hit-tested at a point every view contains, deallocated (removed from the window, nothing else
  holding them), each step timed alone; a fifth of the runs. Floor: the same step's time per level in the
  1,000-level chains; the target holds the work linear in the depth.
bridge, hooks: view.layoutSubviews() from Swift on a Lua-subclass instance. Overridden (empty Lua
  function), floor: a C loop of lua_rawgeti (registry ref of an empty Lua function) + lua_pushvalue
  (a userdata) + lua_pcall (no message handler). Not overridden, floor: the same call on a Swift
  subclass of UIView that overrides nothing.
bridge, calls from Lua: `for i = 1, 100000 do <body> end` on a local `v`, the whole runtime.run of the
  chunk timed, divided by the count. v:setNeedsLayout() on a plain UIView; floor: the same method call
  on a userdata whose metatable's __index is a table holding an empty C function. `local _ = v.frame`;
  floor: the same read on a userdata whose __index is a C function that makes a fresh 48-byte userdata
  (4 numbers, the size of a bridge rect) with a metatable cached in the registry.
bridge, layout: the layout group's tree built in Lua from a Lua UIView subclass whose layoutSubviews
  bumps an upvalue counter and calls LayoutView.super.layoutSubviews(self); floor: the Swift tree
  (CountingView) laid out in the same runs. The bound below each: in runs of its own, the Swift pass
  followed by a C loop doing for 10,000 userdata (in the walk's order) what Lua itself does for such a
  hook: lua_rawgeti of a message handler, the function and the userdata, lua_pcall, and a body that
  bumps an upvalue and calls Class.super.layoutSubviews(self), an empty C function behind a proxy
  table's __index, as the bridge's classes are. No bridge can go below it.
bridge, startup: wall time from posix_spawn to waitpid, output to /dev/null, of the release
  `luaui run empty.lua`; floors: a `swiftc -O` hello-world importing Foundation, and `lua5.4 -e ''`.
test: whole processes of the release luaui, median runs (the suite: at most 5 runs after 1 warm-up).
  Startup: `luaui test` on one spec file with one empty test; floor: Debian's busted on it under lua5.4
  (luaui test loads busted's modules compiled, from its cache, which the warm-up runs fill). The suite:
  200 files of 5 tests, each making a window whose root is a navigation controller, pushing and popping
  a controller whose view gets 20 subviews, each step run to idle; -j 2 against -j 1, and -j 1 per
  test against the same work done 1,000 times in one `luaui run` script. The bound: busted's own cost,
  the same 200 files with empty tests under busted, per test.
autolayout views: views in a visible window, constraints made with anchors and activated, then the
  window's commit (constraints, solve, layout), all timed, per item, at a small and a large N (a fifth
  of the runs); floor: the small N. Row: W2's boxes; independent: S2's views; nested: each view pinned
  inside the one before; grid: cells of ten columns holding two subviews each; moving: a grid's cell
  moved to another container and back, laid out after each move; removing: a grid's container removed.
nib: SwiftMessages' CardView.xib (Tests/Fixtures/ib, 9 views, 12 constraints, 6 outlets, 7 runtime
  attributes) instantiated from one UINib, 1,000 times a run, its classes registered as an app's; floor:
  the same tree, values, constraints, outlets and attributes built in code, with awakeFromNib sent.
touches: Simulator.tap at a point of the back leaf of 1,023 views in 10 levels (two subviews per view, side
  by side), 10,000 taps a run: the hit-test, a began and an ended event delivered to the leaf, a UIControl,
  which tracks the touch and sends its touch-down and touch-up-inside actions.
  Floor: the window's bare hitTest(_:with:) at that point.
text: 10,000 short strings (one to three words), each set as a one-line UILabel's text and its intrinsic
  content size read. Floor: the sum of each string's advance widths from the same table.
pixels: a 393 × 852 point root of 1,000 views (a grid of coloured cells, every tenth with a child)
  composited at 3× into a new bitmap by a new compositor; floor: Cairo filling the same rectangles in
  the same colours into a new bitmap of that size. Then view.snapshot of the same tree with nothing
  changed, which gives back the last frame; its floor is the full composite.
""")
exit(rows.allSatisfy(\.meetsTarget) ? 0 : 1)
