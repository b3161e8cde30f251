import BenchFloors
import CLua
import Foundation
import LuaBridge
import ViewCore

/// The layout group's pass with the hook overridden in Lua: the same 10,000-view
/// tree (ViewTree's shape and frames), made of instances of a Lua class whose
/// `layoutSubviews` bumps a counter and calls super, as CountingView's does,
/// created and assembled in Lua. The floor is the Swift tree's pass, timed in the
/// same runs: what the Lua overrides add over Swift ones. Beside it, a bound: the
/// Swift pass followed by a C loop doing, for as many userdata, what Lua itself
/// does for such a hook (bf_layout_floor_run), which no runtime can go below.
func luaLayoutBenchmarks(_ runtime: LuaRuntime, _ schedule: Schedule) -> [Row] {
    runLua(runtime, """
        local calls = 0
        local LayoutView = UIView:subclass("LayoutView")
        function LayoutView:layoutSubviews()
          calls = calls + 1
          LayoutView.super.layoutSubviews(self)
        end
        function layoutViewCalls() return calls end

        -- parents[i]: the index of view i's superview (0 for the root);
        -- frames: x, y, width, height of each view in turn.
        function buildLayoutTree(parents, frames)
          local views = {}
          for i = 1, #parents do
            local f = 4 * (i - 1)
            views[i] = LayoutView(CGRect(frames[f + 1], frames[f + 2], frames[f + 3], frames[f + 4]))
            if parents[i] > 0 then views[parents[i]]:addSubview(views[i]) end
          end
          return views[1]
        end
        """)

    let luaWork = bf_layout_floor_make(runtime.state, Int32(ViewTree.levelSizes.reduce(0, +)))
    precondition(luaWork.function_ref > 0 && luaWork.objects_ref > 0, "could not make the C loop's function")
    var rows: [Row] = []
    for inWindow in [true, false] {
        let tree = ViewTree(rootFrame: UIScreen.main.bounds)
        runLua(runtime, "layoutTreeRoot = buildLayoutTree(\(luaTreeSource(tree)))")
        let luaRoot = runtime.object(global: "layoutTreeRoot") as! UIView
        // A window each, as in the layout group, so that neither pass sees the other tree.
        var windows: [UIWindow] = []
        if inWindow {
            for root in [tree.root, luaRoot] {
                let window = UIWindow()
                window.addSubview(root)
                window.layoutIfNeeded()
                windows.append(window)
            }
        }
        let luaViews = breadthFirst(luaRoot)
        // The bound's userdata in the order the walk meets the views (depth
        // first), by their places in creation order (breadth first), as the
        // Lua tree's userdata are met: the same memory pattern.
        let walkOrder = depthFirstPositions(luaRoot, creationOrder: luaViews)
        precondition(luaViews.count == tree.views.count
                     && zip(luaViews, breadthFirst(tree.root)).allSatisfy { $0.frame == $1.frame && $0.subviews.count == $1.subviews.count },
                     "the Lua tree is not the Swift tree's shape")

        var luaPass = Samples(), swiftPass = Samples()
        let luaBefore = layoutCalls(runtime), swiftBefore = tree.totalLayoutCount
        for run in 0..<(schedule.warmup + schedule.repetitions) {
            for view in tree.views { view.setNeedsLayout() }
            let swiftTime = elapsed { tree.root.layoutIfNeeded() }
            for view in luaViews { view.setNeedsLayout() }
            let luaTime = elapsed { luaRoot.layoutIfNeeded() }
            if run >= schedule.warmup { luaPass.add(luaTime); swiftPass.add(swiftTime) }
        }
        // The bound in runs of its own: its C loop, between the passes above,
        // would take their data out of the caches and slow them.
        var boundPass = Samples(), boundSwiftPass = Samples()
        for run in 0..<(schedule.warmup + schedule.repetitions) {
            for view in tree.views { view.setNeedsLayout() }
            let swiftTime = elapsed { tree.root.layoutIfNeeded() }
            for view in tree.views { view.setNeedsLayout() }
            var status = LUA_OK
            let boundTime = elapsed {
                tree.root.layoutIfNeeded()
                status = bf_layout_floor_run(runtime.state, luaWork, walkOrder)
            }
            precondition(status == LUA_OK, "the C loop's pcall failed")
            if run >= schedule.warmup { boundPass.add(boundTime); boundSwiftPass.add(swiftTime) }
        }
        let runs = schedule.warmup + schedule.repetitions, count = tree.views.count
        precondition(tree.totalLayoutCount - swiftBefore == 3 * runs * count, "Swift hooks ran a wrong number of times")
        let luaCalls = layoutCalls(runtime) - luaBefore
        precondition(luaCalls == runs * count, "Lua hooks ran \(luaCalls) times, not \(runs * count)")
        precondition(luaViews.allSatisfy { !$0.needsLayout }, "Lua views still marked after layoutIfNeeded")

        let place = inWindow ? "in a window" : "no window"
        rows.append(Row(name: "layout pass, 10k Lua overrides calling super, \(place) (floor: Swift overrides)",
                        value: luaPass, floor: swiftPass, per: 1000, unit: "µs/pass", target: .ratioAtMost(5)))
        rows.append(Row(name: "  bound: the Swift pass, then Lua's own work for its hooks in C (floor: Swift overrides)",
                        value: boundPass, floor: boundSwiftPass, per: 1000, unit: "µs/pass"))
        tree.root.removeFromSuperview()
        luaRoot.removeFromSuperview()
        blackHole(windows)
    }
    runLua(runtime, "layoutTreeRoot = nil")
    return rows
}

/// The arguments of `buildLayoutTree` for the Swift tree's shape, as Lua source.
private func luaTreeSource(_ tree: ViewTree) -> String {
    var index: [ObjectIdentifier: Int] = [:]
    for (position, view) in tree.views.enumerated() { index[ObjectIdentifier(view)] = position + 1 }
    let parents = tree.views.map { view in view.superview.map { String(index[ObjectIdentifier($0)]!) } ?? "0" }
    let frames = tree.views.flatMap { view in
        [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map { "\(Double($0))" }
    }
    return "{" + parents.joined(separator: ",") + "}, {" + frames.joined(separator: ",") + "}"
}

/// A tree's views level by level, as ViewTree lists its own.
private func breadthFirst(_ root: UIView) -> [UIView] {
    var views = [root], next = 0
    while next < views.count {
        views += views[next].subviews
        next += 1
    }
    return views
}

/// Each view's 1-based place in `creationOrder`, listed depth first from `root`.
private func depthFirstPositions(_ root: UIView, creationOrder: [UIView]) -> [Int32] {
    var place: [ObjectIdentifier: Int32] = [:]
    for (index, view) in creationOrder.enumerated() { place[ObjectIdentifier(view)] = Int32(index + 1) }
    var positions: [Int32] = []
    func visit(_ view: UIView) {
        positions.append(place[ObjectIdentifier(view)]!)
        view.subviews.forEach(visit)
    }
    visit(root)
    return positions
}

/// How many times the Lua overrides have run, read back through a global.
private func layoutCalls(_ runtime: LuaRuntime) -> Int {
    runLua(runtime, "layoutTreeCalls = layoutViewCalls()")
    let state = runtime.state
    lua_getglobal(state, "layoutTreeCalls")
    defer { lua_settop(state, -2) }
    return Int(lua_tointegerx(state, -1, nil))
}
