import Foundation
import ViewCore

/// Issue 16's tap: `Simulator.tap` through a visible window of 1,023 views in
/// 10 levels (each view holding two subviews, side by side), at a point in the
/// back leaf of the far corner, so that hit-testing tries the front sibling at
/// every level before going down. The leaf is a `UIControl`; a tap is the
/// hit-test, a began and an ended event delivered to it, its tracking, and its
/// touch-down and touch-up-inside actions, which count. Floor: the bare
/// `hitTest(_:with:)` of the window at that point.
func touchBenchmarks(_ schedule: Schedule) -> [Row] {
    Session.start()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1024))
    window.isHidden = false
    let leaf = UIControl(frame: .zero)
    var actions = 0
    leaf.addAction(UIAction { _ in actions += 1 }, for: [.touchDown, .touchUpInside])
    buildTree(in: window, frame: window.bounds, levels: 10, leaf: leaf)
    VirtualRunLoop.main.runUntilIdle()
    let point = CGPoint(x: 0.5, y: 1)
    guard window.hitTest(point, with: nil) === leaf else { fail("touches: the point does not hit the back leaf") }

    let taps = 10_000
    var tap = Samples(), walk = Samples()
    for run in 0..<(schedule.warmup + schedule.repetitions) {
        let before = actions
        let tapTime = elapsed { for _ in 0..<taps { Simulator.tap(point) } }
        guard actions - before == 2 * taps else { fail("touches: the control sent \(actions - before) actions, not \(2 * taps)") }
        let walkTime = elapsed { for _ in 0..<taps { blackHole(window.hitTest(point, with: nil)) } }
        if run >= schedule.warmup {
            tap.add(tapTime)
            walk.add(walkTime)
        }
    }
    let perTap = tap.fastest / Double(taps), perWalk = walk.fastest / Double(taps)
    return [
        Row(name: "touches: tap through 10 levels of 1,023 views (floor: hitTest)", value: perTap, unit: "ns/tap",
            floor: perWalk, target: .ratioAtMost(3)),
    ]
}

/// Two subviews per view, halves of it side by side; the one at the origin
/// is added first (at the back), down to `leaf` at the last level.
private func buildTree(in parent: UIView, frame: CGRect, levels: Int, leaf: UIView) {
    guard levels > 0 else { return }
    let half = frame.width / 2
    let back = levels == 1 ? leaf : UIView()
    back.frame = CGRect(x: 0, y: 0, width: half, height: frame.height)
    let front = UIView(frame: CGRect(x: half, y: 0, width: half, height: frame.height))
    parent.addSubview(back)
    parent.addSubview(front)
    buildTree(in: back, frame: back.bounds, levels: levels - 1, leaf: leaf)
    buildTree(in: front, frame: front.bounds, levels: levels - 1, leaf: UIView())
}
