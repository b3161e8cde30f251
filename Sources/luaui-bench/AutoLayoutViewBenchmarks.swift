import Foundation
import ViewCore

/// Benchmark V1 of issue 14: Auto Layout through views. Each workload builds
/// views in a visible window, activates their constraints through anchors, and
/// runs the window's commit (`layoutIfNeeded`: constraints, solve, layout); the
/// time is all of it, per item. The target holds the cost per item flat: the
/// largest size within twice the smallest, per item (the floor).
///
/// - row: boxes side by side, `left[i] >= right[i-1] + 8`, `width >= 50`,
///   `width == 100` at a low priority (W2 through views);
/// - independent: views each placed by their own four constraints and a fifth
///   (S2 through views);
/// - nested: a chain of views, each pinned inside the one before with an inset;
/// - grid: cells of ten columns, each a tenth of the container's width, each
///   holding two subviews pinned inside it, as a collection's cells would;
/// - moving subtree: in a built grid, a cell moved to another container and
///   laid out, per move;
/// - removal: a built grid's container removed from the window and the window
///   laid out, per cell.
///
/// Each row prints its correctness check; a failed check fails the run. The
/// row of boxes runs at W2's sizes, the independent views at S2's.
func autoLayoutViewBenchmarks(_ schedule: Schedule) -> [Row] {
    // A run builds thousands of views: a fifth of the runs, read the same way.
    let reduced = Schedule(warmup: max(schedule.warmup / 5, 1), repetitions: max(schedule.repetitions / 5, 3))
    let workloads: [(name: String, unit: String, sizes: [Int], run: (Int) -> UInt64)] = [
        ("row of boxes", "µs/box", [1_000, 5_000], rowOfBoxes),
        ("independent views", "µs/view", [250, 4_000], independentViews),
        ("nested views", "µs/level", [100, 1_000], nestedViews),
        ("grid of cells", "µs/cell", [100, 1_000], gridOfCells),
        ("moving a cell between grids", "µs/move", [100, 1_000], movingCells),
        ("removing a grid", "µs/cell", [100, 1_000], removingGrid),
    ]
    var rows: [Row] = []
    for workload in workloads {
        var samples = [Samples](repeating: Samples(), count: workload.sizes.count)
        for run in 0..<(reduced.warmup + reduced.repetitions) {
            for (index, size) in workload.sizes.enumerated() {
                let time = workload.run(size)
                if run >= reduced.warmup { samples[index].add(time) }
            }
        }
        let small = workload.sizes[0], large = workload.sizes[workload.sizes.count - 1]
        let smallPer = samples[0].fastest / Double(small) / 1e3
        let largePer = samples[samples.count - 1].fastest / Double(large) / 1e3
        rows.append(Row(name: "autolayout views: \(workload.name), N = \(small)", value: smallPer, unit: workload.unit))
        rows.append(Row(name: "autolayout views: \(workload.name), N = \(large) (floor: N = \(small))",
                        value: largePer, unit: workload.unit, floor: smallPer, target: .ratioAtMost(2)))
    }
    return rows
}

/// A visible window of a fresh session, its layout settled.
private func freshWindow() -> UIWindow {
    Session.start()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400_000, height: 400_000))
    window.isHidden = false
    window.layoutIfNeeded()
    return window
}

private func constrainedView(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

private func check(_ condition: Bool, _ what: String) {
    if !condition { fail("autolayout views: \(what)") }
}

private func rowOfBoxes(_ count: Int) -> UInt64 {
    let window = freshWindow()
    var boxes: [UIView] = []
    let time = elapsed {
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let box = constrainedView(in: window)
            if let previous = boxes.last {
                constraints.append(box.leftAnchor.constraint(greaterThanOrEqualTo: previous.rightAnchor, constant: 8))
            } else {
                constraints.append(box.leftAnchor.constraint(equalTo: window.leftAnchor))
            }
            constraints.append(box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50))
            let preferred = box.widthAnchor.constraint(equalToConstant: 100)
            preferred.priority = .defaultLow
            constraints.append(preferred)
            constraints.append(box.topAnchor.constraint(equalTo: window.topAnchor))
            constraints.append(box.heightAnchor.constraint(equalToConstant: 20))
            boxes.append(box)
            _ = index
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }
    check(boxes.enumerated().allSatisfy { abs($1.frame.minX - 108 * CGFloat($0)) < 1e-6 && $1.frame.width == 100 },
          "row of boxes: left[i] == 108 i")
    return time
}

private func independentViews(_ count: Int) -> UInt64 {
    let window = freshWindow()
    var views: [UIView] = []
    let time = elapsed {
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let view = constrainedView(in: window)
            let x = CGFloat(index % 100) * 20, y = CGFloat(index / 100) * 20
            constraints += [
                view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: x),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalTo: view.widthAnchor),
                view.widthAnchor.constraint(lessThanOrEqualToConstant: 15),
            ]
            views.append(view)
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }
    check(views.enumerated().allSatisfy { index, view in
        view.frame == CGRect(x: CGFloat(index % 100) * 20, y: CGFloat(index / 100) * 20, width: 10, height: 10)
    }, "independent views: each at its place, 10 × 10")
    return time
}

private func nestedViews(_ depth: Int) -> UInt64 {
    let window = freshWindow()
    var chain: [UIView] = []
    let time = elapsed {
        var parent: UIView = window
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<depth {
            let view = constrainedView(in: parent)
            constraints += [
                view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                view.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -1),
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            ]
            chain.append(view)
            parent = view
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }
    let side = window.bounds.width - 2 * CGFloat(depth)
    check(chain.allSatisfy { $0.frame.minX == 1 && $0.frame.minY == 1 }
          && chain.last.map { abs($0.frame.width - side) < 1e-6 } == true, "nested views: each inset by 1")
    return time
}

/// A container in the window, with `count` cells in rows of ten, each cell a
/// tenth of the container's width and 44 high, holding two subviews.
private func buildGrid(_ count: Int, in window: UIWindow) -> (container: UIView, cells: [UIView]) {
    let container = constrainedView(in: window)
    var constraints = [
        container.leftAnchor.constraint(equalTo: window.leftAnchor),
        container.topAnchor.constraint(equalTo: window.topAnchor),
        container.widthAnchor.constraint(equalToConstant: 1_000),
    ]
    var cells: [UIView] = []
    for index in 0..<count {
        let cell = constrainedView(in: container)
        constraints.append(cell.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.1))
        constraints.append(cell.heightAnchor.constraint(equalToConstant: 44))
        if index % 10 == 0 {
            constraints.append(cell.leftAnchor.constraint(equalTo: container.leftAnchor))
        } else {
            constraints.append(cell.leftAnchor.constraint(equalTo: cells[index - 1].rightAnchor))
        }
        if index < 10 {
            constraints.append(cell.topAnchor.constraint(equalTo: container.topAnchor))
        } else {
            constraints.append(cell.topAnchor.constraint(equalTo: cells[index - 10].bottomAnchor))
        }
        let title = constrainedView(in: cell), detail = constrainedView(in: cell)
        constraints += [
            title.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
            title.rightAnchor.constraint(equalTo: cell.rightAnchor, constant: -8),
            title.heightAnchor.constraint(equalToConstant: 20),
            detail.leftAnchor.constraint(equalTo: title.leftAnchor),
            detail.rightAnchor.constraint(equalTo: title.rightAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor),
            detail.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -4),
        ]
        cells.append(cell)
    }
    NSLayoutConstraint.activate(constraints)
    return (container, cells)
}

private func gridIsLaidOut(_ cells: [UIView]) -> Bool {
    cells.enumerated().allSatisfy { index, cell in
        cell.frame == CGRect(x: CGFloat(index % 10) * 100, y: CGFloat(index / 10) * 44, width: 100, height: 44)
            && cell.subviews.count == 2 && cell.subviews[1].frame == CGRect(x: 8, y: 24, width: 84, height: 16)
    }
}

private func gridOfCells(_ count: Int) -> UInt64 {
    let window = freshWindow()
    var cells: [UIView] = []
    let time = elapsed {
        cells = buildGrid(count, in: window).cells
        window.layoutIfNeeded()
    }
    check(gridIsLaidOut(cells), "grid of cells: each cell in its row and column, its subviews inside it")
    return time
}

/// Moves the last cell of a grid of `count` to a container of its own and
/// back, 50 times each way, laying out after each move; nanoseconds per move,
/// scaled to `count` moves so that the row reads per move.
private func movingCells(_ count: Int) -> UInt64 {
    let window = freshWindow()
    let grid = buildGrid(count, in: window)
    let other = constrainedView(in: window)
    NSLayoutConstraint.activate([
        other.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 2_000),
        other.topAnchor.constraint(equalTo: window.topAnchor),
        other.widthAnchor.constraint(equalToConstant: 100),
        other.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    let cell = grid.cells[grid.cells.count - 1]
    let moves = 100
    let time = elapsed {
        for move in 0..<moves {
            if move % 2 == 0 {
                other.addSubview(cell)
                NSLayoutConstraint.activate([
                    cell.leftAnchor.constraint(equalTo: other.leftAnchor),
                    cell.topAnchor.constraint(equalTo: other.topAnchor),
                    cell.widthAnchor.constraint(equalToConstant: 100),
                    cell.heightAnchor.constraint(equalToConstant: 44),
                ])
            } else {
                grid.container.addSubview(cell)
                let index = grid.cells.count - 1
                NSLayoutConstraint.activate([
                    cell.widthAnchor.constraint(equalTo: grid.container.widthAnchor, multiplier: 0.1),
                    cell.heightAnchor.constraint(equalToConstant: 44),
                    index % 10 == 0 ? cell.leftAnchor.constraint(equalTo: grid.container.leftAnchor)
                        : cell.leftAnchor.constraint(equalTo: grid.cells[index - 1].rightAnchor),
                    index < 10 ? cell.topAnchor.constraint(equalTo: grid.container.topAnchor)
                        : cell.topAnchor.constraint(equalTo: grid.cells[index - 10].bottomAnchor),
                ])
            }
            window.layoutIfNeeded()
        }
    }
    check(gridIsLaidOut(grid.cells), "moving a cell: the grid laid out again after the last move")
    return time * UInt64(count) / UInt64(moves)
}

private func removingGrid(_ count: Int) -> UInt64 {
    let window = freshWindow()
    let grid = buildGrid(count, in: window)
    window.layoutIfNeeded()
    let time = elapsed {
        grid.container.removeFromSuperview()
        window.layoutIfNeeded()
    }
    check(window.subviews.isEmpty && window.constraints.isEmpty, "removing a grid: nothing left in the window")
    return time
}
