import Testing
@testable import Cassowary

/// Union-find over the constraint graph: each connected group of constraints is
/// optimised on its own, a constraint that links two groups merges them, and removals
/// leave groups merged but the solution right.
@Suite struct GroupTests {
    @Test func independentGroupsSolveIndependently() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        try solver.addConstraints([a + b == 10, (a == 3) | .weak, c >= 5, (c == 1) | .strong, (d == 7) | .medium])
        #expect(solver.areLinked(a, b))
        #expect(!solver.areLinked(a, c))
        #expect(!solver.areLinked(c, d))
        solver.updateVariables()
        #expect(a.value == 3 && b.value == 7 && c.value == 5 && d.value == 7)
        #expect(solver.checkInvariants() == [])
    }

    @Test func aConstraintJoiningTwoGroupsMergesThem() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        let otherLeft = Variable("otherLeft"), otherWidth = Variable("otherWidth")
        try solver.addConstraints([left == 0, (width == 100) | .weak, width >= 50])
        try solver.addConstraints([otherLeft >= 0, (otherLeft == 0) | .weak, (otherWidth == 80) | .weak])
        #expect(!solver.areLinked(left, otherLeft))
        // The second box starts 8 after the first ends, and both together fit 150.
        try solver.addConstraint(otherLeft == left + width + 8)
        try solver.addConstraint(otherLeft + otherWidth <= 150)
        #expect(solver.areLinked(width, otherWidth))
        solver.updateVariables()
        #expect(left.value == 0)
        #expect(otherLeft.value == width.value + 8)
        #expect(otherLeft.value + otherWidth.value <= 150 + 1e-9)
        #expect(width.value >= 50)
        #expect(solver.checkInvariants() == [])
    }

    @Test func removalsKeepGroupsMergedAndTheSolutionRight() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let link = y == x + 10
        try solver.addConstraints([x == 5, (y == 0) | .weak, link])
        solver.updateVariables()
        #expect(y.value == 15)
        try solver.removeConstraint(link)
        // Still one group, as the comment on `Groups` says, and y is free again.
        #expect(solver.areLinked(x, y))
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 0)
        try solver.addConstraint(link)
        solver.updateVariables()
        #expect(y.value == 15)
        #expect(solver.checkInvariants() == [])
    }

    /// Merged and split-by-removal groups give what a fresh solver gives.
    @Test func mergingAndRemovingMatchAFreshSolve() throws {
        let xs = (0..<6).map { Variable("x\($0)") }
        var constraints: [Constraint] = []
        for (i, x) in xs.enumerated() {
            constraints.append((x == Double(10 * i)) | Strength(weak: Double(i + 1)))
        }
        let bridges = [xs[1] >= xs[0] + 15, xs[3] == xs[2] + 5, xs[5] <= xs[4] - 1, xs[2] >= xs[1] + 1]
        let solver = Solver()
        try solver.addConstraints(constraints)
        for bridge in bridges { try solver.addConstraint(bridge) }
        try solver.removeConstraint(bridges[1])
        try solver.removeConstraint(bridges[3])
        solver.updateVariables()
        let incremental = xs.map(\.value)
        let fresh = Solver()
        try fresh.addConstraints(constraints + [bridges[0], bridges[2]])
        fresh.updateVariables()
        #expect(close(incremental, xs.map(\.value)))
        #expect(solver.checkInvariants() == [])
    }
}
