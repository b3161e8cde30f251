import Testing
@testable import Cassowary

/// One test per operation and per error.
@Suite struct SolverTests {
    private func expectClean(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(solver.checkInvariants() == [], sourceLocation: sourceLocation)
    }

    @Test func requiredEqualitiesSolve() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == 2 * x + 1)
        try solver.addConstraint(x + 2 * y - 10 == z)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 21)
        #expect(z.value == 42)
        expectClean(solver)
    }

    @Test func inequalitiesBoundPreferences() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 50)
        try solver.addConstraint((x == 10) | .weak)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.addConstraint(x <= 80)
        try solver.addConstraint((x == 100) | .strong)
        solver.updateVariables()
        #expect(x.value == 80)
        expectClean(solver)
    }

    @Test func strongerPreferenceWins() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((x == 20) | .medium)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.addConstraint((x == 30) | .strong)
        solver.updateVariables()
        #expect(x.value == 30)
    }

    /// Kiwi's single-number strengths let a thousand weak constraints outweigh a
    /// medium one; the levels here never do.
    @Test func manyWeakNeverOutweighOneMedium() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | .medium)
        for _ in 0..<1500 { try solver.addConstraint((x == 1000) | .weak) }
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.addConstraint((x == 1000) | Strength(weak: 1e9))
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func weightsWithinALevelAddUp() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | Strength(weak: 3))
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((x == 10) | .weak)
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((x == 10) | .weak)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func removeConstraintRestoresTheSolution() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 0)
        try solver.addConstraint((width == 100) | .weak)
        solver.updateVariables()
        #expect(right.value == 100)
        let cap = right <= 60
        try solver.addConstraint(cap)
        solver.updateVariables()
        #expect(right.value == 60)
        #expect(solver.hasConstraint(cap))
        try solver.removeConstraint(cap)
        #expect(!solver.hasConstraint(cap))
        solver.updateVariables()
        #expect(right.value == 100)
        #expect(width.value == 100)
        expectClean(solver)
    }

    @Test func removingEveryKindOfConstraint() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let all = [x == 5, y >= x + 1, (y <= 3) | .strong, (x + y == 20) | .weak, (x <= 100) | .medium, y == y + 0]
        try solver.addConstraints(all)
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(y.value == 6)  // the strong y <= 3 pulls as low as required allows
        for constraint in all.reversed() {
            try solver.removeConstraint(constraint)
            expectClean(solver)
        }
        for constraint in all { #expect(!solver.hasConstraint(constraint)) }
    }

    @Test func batchedAddsOptimizeOnce() throws {
        let xs = (0...50).map { Variable("x\($0)") }
        var constraints = [xs[0] == 0]
        for i in 0..<50 {
            constraints.append(xs[i + 1] >= xs[i] + 10)
            constraints.append((xs[i + 1] == 0) | .weak)
        }
        let solver = Solver()
        try solver.addConstraints(constraints)
        solver.updateVariables()
        for (i, x) in xs.enumerated() { #expect(x.value == Double(10 * i)) }
        expectClean(solver)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraints([right == left + width, left >= 0, width >= 20, (width == 100) | .weak, right <= 500])
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.hasEditVariable(width))
        try solver.suggestValue(width, 300)
        solver.updateVariables()
        #expect(width.value == 300)
        #expect(right.value == 300)
        try solver.suggestValue(width, 10)
        solver.updateVariables()
        #expect(width.value == 20)
        try solver.suggestValue(width, 800)
        solver.updateVariables()
        #expect(width.value == 500)
        #expect(left.value == 0)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        solver.updateVariables()
        #expect(width.value == 100)
        expectClean(solver)
    }

    @Test func editStartsFromTheCurrentValue() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 40) | .weak)
        solver.updateVariables()
        try solver.addEditVariable(x, strength: .medium)
        solver.updateVariables()
        #expect(x.value == 40)
    }

    // MARK: Errors

    @Test func unsatisfiableRequiredConstraintIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([x >= 10, y == x + 5])
        let contradiction = y <= 12
        #expect(throws: SolverError.unsatisfiableConstraint(contradiction)) {
            try solver.addConstraint(contradiction)
        }
        #expect(!solver.hasConstraint(contradiction))
        let restated = x == x + 1
        #expect(throws: SolverError.unsatisfiableConstraint(restated)) { try solver.addConstraint(restated) }
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 15)
        expectClean(solver)
        let message = "\(SolverError.unsatisfiableConstraint(contradiction))"
        #expect(message == "unsatisfiable constraint: y <= 12 | required contradicts the required constraints already added")
    }

    @Test func failedBatchAddsNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x >= 10, second = x <= 5
        #expect(throws: SolverError.unsatisfiableConstraint(second)) { try solver.addConstraints([first, second]) }
        #expect(!solver.hasConstraint(first))
        try solver.addConstraint(x <= 5)
        expectClean(solver)
    }

    @Test func duplicateConstraintIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        try solver.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        try solver.addConstraint(x == 1)  // the same text, another constraint
    }

    @Test func unknownConstraintIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.removeConstraint(c) }
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.removeConstraint(c) }
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.requiredEditStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        #expect("\(SolverError.duplicateEditVariable(x))" == "duplicate edit variable: x is already an edit variable")
    }
}

@Suite struct RestatedEquationTests {
    /// Kiwi 1.4.4 answers 1 here: removing the first of two equal required
    /// equations leaves the second's dummy basic with a non-zero constant.
    @Test func removingOneOfTwoEqualEquationsKeepsTheOther() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 1) | .weak)
        let first = -x == 0, second = -x == 0
        try solver.addConstraint(first)
        try solver.removeConstraint(first)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(solver.checkInvariants() == [])
        try solver.removeConstraint(second)
        solver.updateVariables()
        #expect(x.value == 1)
    }
}
