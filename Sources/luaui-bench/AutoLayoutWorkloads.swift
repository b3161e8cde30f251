import Cassowary
#if os(Linux)
// glibc's mallinfo2 reaches Swift through swift-corelibs-foundation's CoreFoundation.
import CoreFoundation
#endif

/// One run of a workload on our solver: the timed part's nanoseconds, the heap the
/// solver still holds at the end per constraint it holds, and the correctness check.
struct SolverRun {
    var nanoseconds: UInt64
    var bytesPerConstraint: Double
    var check: String
    var ok: Bool
}

/// Heap bytes in use by glibc's count (arena chunks in use plus mmapped blocks).
func heapInUse() -> Int {
    #if os(Linux)
    let info = mallinfo2()
    return Int(info.uordblks) + Int(info.hblkhd)
    #else
    return 0
    #endif
}

private func add(_ solver: Solver, _ constraints: [Constraint]) {
    for c in constraints {
        do { try solver.addConstraint(c) } catch { fail("autolayout: \(error)") }
    }
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }

/// Times `body` on a solver made inside the timing, measuring the heap it holds after.
private func timedBuild(constraints count: Int, _ body: (Solver) -> Void) -> (Solver, UInt64, Double) {
    let before = heapInUse()
    var solver: Solver?
    let time = elapsed {
        let s = Solver()
        body(s)
        solver = s
    }
    let bytes = Double(heapInUse() - before) / Double(count)
    return (solver ?? Solver(), time, bytes)
}

// MARK: - The workloads of issue 14, as the kiwi script defines them too

/// W1: `x0 == 0`, then `x[i+1] == x[i] + 10`, all required, in order; all adds and one update.
func chainRun(_ n: Int) -> SolverRun {
    let xs = (0...n).map { Variable("x\($0)") }
    let constraints = [xs[0] == 0] + (0..<n).map { xs[$0 + 1] == xs[$0] + 10 }
    let (solver, time, bytes) = timedBuild(constraints: constraints.count) { solver in
        add(solver, constraints)
        solver.updateVariables()
    }
    blackHole(solver)
    let ok = close(xs[n].value, Double(10 * n))
    return SolverRun(nanoseconds: time, bytesPerConstraint: bytes,
                     check: "x\(n) == \(10 * n) " + (ok ? "ok" : "WRONG (\(xs[n].value))"), ok: ok)
}

/// W2's variables and constraints, in the order they are added.
private func boxes(_ n: Int) -> (left: [Variable], width: [Variable], constraints: [Constraint]) {
    let left = (0..<n).map { Variable("left\($0)") }, width = (0..<n).map { Variable("width\($0)") }
    var constraints: [Constraint] = []
    for i in 0..<n {
        constraints.append(i == 0 ? left[0] == 0 : left[i] >= left[i - 1] + width[i - 1] + 8)
        constraints.append(width[i] >= 50)
        constraints.append((width[i] == 100) | .weak)
    }
    return (left, width, constraints)
}

private func boxesCheck(_ left: [Variable]) -> (String, Bool) {
    let bad = left.indices.first { !close(left[$0].value, Double(108 * $0)) }
    return ("left[i] == 108 i " + (bad.map { "WRONG at \($0) (\(left[$0].value))" } ?? "ok"), bad == nil)
}

/// W2: a row of boxes; all adds and one update.
func rowRun(_ n: Int) -> SolverRun {
    let (left, _, constraints) = boxes(n)
    let (solver, time, bytes) = timedBuild(constraints: constraints.count) { solver in
        add(solver, constraints)
        solver.updateVariables()
    }
    blackHole(solver)
    let (check, ok) = boxesCheck(left)
    return SolverRun(nanoseconds: time, bytesPerConstraint: bytes, check: check, ok: ok)
}

/// W3: W2 with 1000 boxes built untimed, `width0` a strong edit variable, then `n`
/// times `suggestValue(width0, 50 + k)` and an update.
func editRun(_ n: Int) -> SolverRun {
    let (left, width, constraints) = boxes(1000)
    let before = heapInUse()
    let solver = Solver()
    add(solver, constraints)
    do { try solver.addEditVariable(width[0], strength: .strong) } catch { fail("autolayout: \(error)") }
    let time = elapsed {
        for k in 0..<n {
            do { try solver.suggestValue(width[0], Double(50 + k)) } catch { fail("autolayout: \(error)") }
            solver.updateVariables()
        }
    }
    let bytes = Double(heapInUse() - before) / Double(constraints.count + 1)
    let want = Double(50 + n - 1)
    let ok = close(width[0].value, want) && close(left[999].value, want + 8 + 998 * 108)
    return SolverRun(nanoseconds: time, bytesPerConstraint: bytes,
                     check: "width0 == \(Int(want)), left999 == \(Int(want) + 8 + 998 * 108) "
                         + (ok ? "ok" : "WRONG (\(width[0].value), \(left[999].value))"), ok: ok)
}

/// W4: W2 with 1000 boxes built untimed, then `n` times removing and adding again
/// constraint `(state >> 33) % 3000` of a 64-bit LCG seeded with 42; one update at
/// the end.
func churnRun(_ n: Int) -> SolverRun {
    let (left, _, constraints) = boxes(1000)
    let before = heapInUse()
    let solver = Solver()
    add(solver, constraints)
    var state: UInt64 = 42
    let time = elapsed {
        for _ in 0..<n {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let c = constraints[Int((state >> 33) % 3000)]
            do {
                try solver.removeConstraint(c)
                try solver.addConstraint(c)
            } catch { fail("autolayout: \(error)") }
        }
        solver.updateVariables()
    }
    let bytes = Double(heapInUse() - before) / Double(constraints.count)
    let (check, ok) = boxesCheck(left)
    return SolverRun(nanoseconds: time, bytesPerConstraint: bytes, check: check, ok: ok)
}

/// S2: `n` views, each with its own left, top, width and height and five constraints;
/// all adds and one update.
func viewsRun(_ n: Int) -> SolverRun {
    var frames: [(left: Variable, width: Variable)] = []
    var constraints: [Constraint] = []
    for i in 0..<n {
        let l = Variable("left\(i)"), t = Variable("top\(i)"), w = Variable("width\(i)"), h = Variable("height\(i)")
        frames.append((l, w))
        constraints += [l == Double(10 * (i % 50)), t >= 0, (w == 100) | .strong, (h == 50) | .weak, l + w <= 600]
    }
    let (solver, time, bytes) = timedBuild(constraints: constraints.count) { solver in
        add(solver, constraints)
        solver.updateVariables()
    }
    blackHole(solver)
    let bad = frames.indices.first { !close(frames[$0].width.value, 100) || !close(frames[$0].left.value, Double(10 * ($0 % 50))) }
    return SolverRun(nanoseconds: time, bytesPerConstraint: bytes,
                     check: "width == 100, left == 10 (i % 50) " + (bad.map { "WRONG at \($0)" } ?? "ok"), ok: bad == nil)
}
