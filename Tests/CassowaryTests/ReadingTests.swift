import Testing
@testable import Cassowary

/// Reading a solution without writing it, and asking what a value rests on.
@Suite struct ReadingTests {
    /// A trial solver that shares variables with another must not overwrite
    /// the other's solution: its values are read, not written.
    @Test func aValueIsReadWithoutBeingWritten() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([x == 10, y == x + 5])
        solver.updateVariables()
        let trial = Solver()
        try trial.addConstraints([x == 1, y == 2 * x])
        #expect(trial.value(of: y) == 2)
        #expect(trial.value(of: Variable("unseen")) == 0)
        #expect(x.value == 10 && y.value == 15)
    }

    /// What a value rests on: the constraints through which it is determined,
    /// not an inequality with room to spare nor a preference it does not follow.
    @Test func aValueRestsOnTheConstraintsThatDetermineIt() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let base = x == 10, tied = y == x + 5, loose = y <= 100, tight = z <= y
        let preferred = (z == 1000) | .weak, unrelated = (Variable("w") == 3)
        let all = [base, tied, loose, tight, preferred, unrelated]
        let solver = Solver()
        try solver.addConstraints(all)
        solver.updateVariables()
        #expect(z.value == 15)
        let determining = solver.constraints(determining: z, among: all)
        #expect(determining.map { ObjectIdentifier($0) } == [base, tied, tight].map { ObjectIdentifier($0) })
        #expect(solver.constraints(determining: Variable("free"), among: all).isEmpty)
    }

    /// A reader that keeps something derived from the values (the view engine's
    /// frames) hears of exactly the variables whose values moved.
    @Test func anUpdateReportsTheVariablesWhoseValuesChanged() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w", value: 7)
        let solver = Solver()
        func changed() -> [String] {
            var names: [String] = []
            solver.updateVariables { names.append($0.name) }
            return names.sorted()
        }
        try solver.addConstraints([x == 10, y == x + 5, (z == 0) | .weak, w >= 0])
        #expect(changed() == ["w", "x", "y"], "z keeps 0 and w, free, goes from 7 to 0")
        #expect(changed() == [])
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 20)
        #expect(changed() == [], "x == 10 is required")
        let edited = Variable("edited")
        try solver.addConstraint(z == edited)
        try solver.addEditVariable(edited, strength: .strong)
        try solver.suggestValue(edited, 3)
        #expect(changed() == ["edited", "z"])
        #expect(z.value == 3 && y.value == 15)
    }
}
