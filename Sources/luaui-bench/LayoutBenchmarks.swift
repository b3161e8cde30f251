import Foundation
import ViewCore

/// A view whose layout does a trivial amount of work of its own, as a Swift subclass
/// overriding the hook would.
final class CountingView: UIView {
    var layoutCount = 0

    override func layoutSubviews() {
        layoutCount &+= 1
        super.layoutSubviews()
    }
}

/// A deterministic tree of 10,000 views, 10 levels deep, with varied fan-out: each
/// view of a level picks its parent on the level above with a fixed-seed generator,
/// so some parents get many children, some one, some none.
struct ViewTree {
    static let levelSizes = [1, 4, 12, 30, 70, 150, 330, 700, 1600, 7103]  // 10,000 in all

    let root: CountingView
    /// Every view, level by level (breadth first).
    let views: [CountingView]

    init(rootFrame: CGRect) {
        var random = SplitMix64(seed: 0x5EED)
        root = CountingView(frame: rootFrame)
        var views = [root]
        var previousLevel = [root]
        for size in ViewTree.levelSizes.dropFirst() {
            var level: [CountingView] = []
            level.reserveCapacity(size)
            for _ in 0..<size {
                let parent = previousLevel[Int(random.next() % UInt64(previousLevel.count))]
                let slot = CGFloat(parent.subviews.count % 6)
                let bounds = parent.bounds
                let child = CountingView(frame: CGRect(x: 2 + slot, y: 2 + 3 * slot,
                                                       width: max(bounds.width - 8, 1), height: max(bounds.height / 2, 1)))
                parent.addSubview(child)
                level.append(child)
            }
            views += level
            previousLevel = level
        }
        self.views = views
    }

    var totalLayoutCount: Int { views.reduce(0) { $0 + $1.layoutCount } }

    var depth: Int {
        func depth(_ view: UIView) -> Int { 1 + (view.subviews.map(depth).max() ?? 0) }
        return depth(root)
    }
}

/// The floor: a bare recursive walk that only calls each view's `layoutSubviews()`.
func bareLayoutWalk(_ view: UIView) {
    view.layoutSubviews()
    for subview in view.subviews { bareLayoutWalk(subview) }
}

/// Benchmark a: marking every view, then one `layoutIfNeeded()` pass, in a window and
/// outside one (in a window the walk also checks each view's safe area).
func layoutBenchmarks(_ schedule: Schedule) -> [Row] {
    var rows: [Row] = []
    for inWindow in [true, false] {
        let screen = UIScreen.main.bounds
        let tree = ViewTree(rootFrame: screen)
        var window: UIWindow?
        if inWindow {
            window = UIWindow()
            window!.addSubview(tree.root)
            window!.layoutIfNeeded()
        }
        let count = tree.views.count
        precondition(count == 10_000 && tree.depth == 10, "tree has \(count) views, depth \(tree.depth)")

        // Marking, the pass and the floors, each timed alone, interleaved in the same
        // runs so that they see the same machine.
        var marking = Samples(), pass = Samples(), walk = Samples(), touch = Samples()
        let before = tree.totalLayoutCount
        for run in 0..<(schedule.warmup + schedule.repetitions) {
            let markTime = elapsed { for view in tree.views { view.setNeedsLayout() } }
            let passTime = elapsed { tree.root.layoutIfNeeded() }
            let walkTime = elapsed { bareLayoutWalk(tree.root) }
            // The marking floor: touching each view once through an open property setter.
            let touchTime = elapsed { for (index, view) in tree.views.enumerated() { view.tag = index } }
            if run >= schedule.warmup {
                marking.add(markTime); pass.add(passTime); walk.add(walkTime); touch.add(touchTime)
            }
        }
        let runs = schedule.warmup + schedule.repetitions
        precondition(tree.totalLayoutCount - before == 2 * runs * count,
                     "expected one layoutSubviews per view per pass and per walk: \(tree.totalLayoutCount - before) in \(runs) runs")
        precondition(tree.views.allSatisfy { !$0.needsLayout }, "views still marked after layoutIfNeeded")

        let place = inWindow ? "in a window" : "no window"
        // Issue 17: in a window, the safe area and margins are worked out
        // only where they may have changed, so a pass costs little more than
        // outside one.
        let target = Target.ratioAtMost(inWindow ? 1.5 : 3)
        rows.append(Row(name: "layout pass, 10k views, \(place) (floor: bare walk)",
                        value: pass, floor: walk, per: 1000, unit: "µs/pass", target: target))
        rows.append(Row(name: "layout pass, per view, \(place) (floor: bare walk)",
                        value: pass, floor: walk, per: Double(count), unit: "ns/view", target: target))
        rows.append(Row(name: "setNeedsLayout on all 10k, \(place) (floor: set tag)",
                        value: marking, floor: touch, per: Double(count), unit: "ns/view"))
        tree.root.removeFromSuperview()
        blackHole(window)
    }
    return rows
}

/// A small fixed-seed generator (SplitMix64), so the tree is the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
