import Foundation
import ViewCore

/// Benchmark e: chains of views, each view the only subview of the one before:
/// the engine's work on a hierarchy must be linear in its size whatever its depth,
/// so the time per level of one chain of 100,000 levels is held to at most twice
/// that of 100 chains of 1,000 levels (the floor). Both are 100,000 views in one
/// window, so the ratio shows what depth costs, not what a larger working set costs
/// in cache misses.
///
/// Each run builds the chains by adding each new view at the bottom and adds them
/// to the window, lays them out (every view marked), describes the window,
/// hit-tests each chain at a point every view contains, and deallocates them
/// (removed from the window, nothing else holding them); each step is timed alone.
func depthBenchmarks(_ schedule: Schedule) -> [Row] {
    let steps = ["build + add to window", "layout pass", "recursiveDescription", "hit-test", "deallocation"]
    let views = 100_000
    let shapes = [(chains: 100, levels: 1_000), (chains: 1, levels: 100_000)]
    // A run takes a while: a fifth of the runs, read the same way.
    let (warmup, repetitions) = (max(schedule.warmup / 5, 1), max(schedule.repetitions / 5, 3))
    var samples = [[Samples]](repeating: [Samples](repeating: Samples(), count: steps.count), count: shapes.count)
    for run in 0..<(warmup + repetitions) {
        // The shapes' runs interleaved, so that both see the same machine.
        for (shape, (chains, levels)) in shapes.enumerated() {
            let times = timeChains(chains, levels: levels)
            if run >= warmup { for (step, time) in times.enumerated() { samples[shape][step].add(time) } }
        }
    }
    let perLevel = Double(views)
    return steps.indices.flatMap { step -> [Row] in
        let shallow = samples[0][step].fastest / perLevel, deep = samples[1][step].fastest / perLevel
        return [
            Row(name: "depth: \(steps[step]), 100 chains of 1k levels", value: shallow, unit: "ns/level"),
            Row(name: "depth: \(steps[step]), 1 chain of 100k levels (floor: 1k)", value: deep,
                unit: "ns/level", floor: shallow, target: .ratioAtMost(2)),
        ]
    }
}

/// One run over new chains; the five steps' times, in nanoseconds.
private func timeChains(_ count: Int, levels: Int) -> [UInt64] {
    Session.start()
    let window = UIWindow()
    window.isHidden = false
    let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    var tops: [UIView] = []
    let build = elapsed {
        for _ in 0..<count {
            let top = UIView(frame: frame)
            var bottom = top
            for _ in 1..<levels {
                let view = UIView(frame: frame)
                bottom.addSubview(view)
                bottom = view
            }
            window.addSubview(top)
            tops.append(top)
        }
    }
    // Everything is marked: the additions marked each view.
    let layout = elapsed { window.layoutIfNeeded() }
    var text = ""
    let describe = elapsed { text = window.recursiveDescription() }
    var bottoms = 0
    let hitTest = elapsed {
        for top in tops where top.hitTest(CGPoint(x: 5, y: 5), with: nil)?.subviews.isEmpty == true { bottoms += 1 }
    }
    precondition(bottoms == count && !text.isEmpty, "each hit-test reached the bottom of its chain")
    let deallocate = elapsed {
        for top in tops { top.removeFromSuperview() }
        tops = []
    }
    precondition(window.subviews.isEmpty)
    window.isHidden = true
    return [build, layout, describe, hitTest, deallocate]
}
