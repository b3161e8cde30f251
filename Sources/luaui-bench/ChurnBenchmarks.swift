import Foundation
import ViewCore

/// Benchmark b: a parent and 10,000 children; `addSubview` of each, then
/// `removeFromSuperview` of each, last added first. The floor is the same number of
/// appends and `removeLast()`s on a Swift array of class references.
/// Between runs, untimed, the display cycle commits, as a run loop turn would: the
/// removed views carry layout marks and are registered as roots of marked trees.
func churnBenchmarks(_ schedule: Schedule) -> [Row] {
    let count = 10_000
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let children = (0..<count).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    // The floor gets views of its own that never enter a hierarchy: the children, once
    // removed while marked, are weakly referenced by the display cycle's list of roots,
    // which gives each a side table and makes every retain of it slower, a cost of the
    // engine's that the floor should not share.
    let plainViews = (0..<count).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

    // The engine's runs and the floor's, interleaved so that they see the same machine.
    var add = Samples(), remove = Samples(), append = Samples(), removeLast = Samples()
    var array: [AnyObject] = []
    var checksum = 0
    for run in 0..<(schedule.warmup + schedule.repetitions) {
        DisplayCycle.shared.commit()
        let addTime = elapsed { for child in children { parent.addSubview(child) } }
        precondition(parent.subviews.count == count)
        let removeTime = elapsed { for child in children.reversed() { child.removeFromSuperview() } }
        precondition(parent.subviews.isEmpty)

        array = []  // a fresh array each run, as the parent's subviews start empty
        let appendTime = elapsed { appendEach(plainViews, to: &array) }
        let removeLastTime = elapsed { checksum &+= removeLastEach(count, from: &array) }
        if run >= schedule.warmup {
            add.add(addTime); remove.add(removeTime); append.add(appendTime); removeLast.add(removeLastTime)
        }
    }
    DisplayCycle.shared.commit()
    blackHole(checksum)

    let n = Double(count)
    return [
        Row(name: "addSubview, 10k children (floor: Array.append)",
            value: add, floor: append, per: n, unit: "ns/op"),
        Row(name: "removeFromSuperview, last first (floor: Array.removeLast)",
            value: remove, floor: removeLast, per: n, unit: "ns/op"),
        Row(name: "add+remove churn, 10k children (floor: Array append+removeLast)",
            value: (add.fastest + remove.fastest) / (2 * n), unit: "ns/op",
            floor: (append.fastest + removeLast.fastest) / (2 * n)),
    ]
}

// The floor's loops take the array inout, so that it is accessed once per loop rather
// than through a closure's capture (with a dynamic exclusivity check) per element.
@inline(never)
func appendEach(_ objects: [UIView], to array: inout [AnyObject]) {
    for object in objects { array.append(object) }
}

@inline(never)
func removeLastEach(_ count: Int, from array: inout [AnyObject]) -> Int {
    var checksum = 0
    for _ in 0..<count { checksum &+= ObjectIdentifier(array.removeLast()).hashValue }
    return checksum
}
