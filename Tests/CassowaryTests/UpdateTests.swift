import Testing
@testable import Cassowary

/// `updateVariables` reads only what changed since the last update: these pin the
/// cases where what changed is easy to miss.
@Suite struct UpdateTests {
    /// A definition that reads another before the walk reaches that one (here `c`
    /// reads `a` and `b`, and `b` reads `a`) is evaluated after it all the same.
    @Test func aDefinitionWaitsForTheOnesItReads() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.addConstraints([b == a + 1, c == a + b, (a == 0) | .weak])
        try solver.addEditVariable(a, strength: .strong)
        for value in [5.0, 7, -2] {
            try solver.suggestValue(a, value)
            solver.updateVariables()
            #expect(b.value == value + 1 && c.value == 2 * value + 1)
            #expect(solver.checkVariables() == [])
        }
    }

    /// Rounds of suggestions to one edit reuse the order they evaluated in; a
    /// variable whose definition came in between rounds is in the next round's.
    @Test func aDefinitionAddedBetweenRoundsIsInTheNextRound() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraints([y == x + 10, (x == 0) | .weak])
        try solver.addEditVariable(x, strength: .strong)
        for value in [1.0, 2] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
        }
        #expect(y.value == 12)
        let double = z == 2 * y
        try solver.addConstraint(double)
        solver.updateVariables()
        #expect(z.value == 24)
        for value in [3.0, 4] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
            #expect(y.value == value + 10 && z.value == 2 * (value + 10))
            #expect(solver.checkVariables() == [])
        }
        // Without its definition z is free, at zero, and out of the rounds.
        try solver.removeConstraint(double)
        for value in [5.0, 6] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
            #expect(y.value == value + 10 && z.value == 0)
            #expect(solver.checkVariables() == [])
        }
    }
}
