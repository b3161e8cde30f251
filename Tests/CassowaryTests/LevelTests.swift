import Testing
@testable import Cassowary

/// Strength levels beyond kiwi's three: any finite key is a level, higher keys
/// lexicographically more important, as UIKit's priorities are.
@Suite struct LevelTests {
    /// The pairs of adjacent levels the layout engine meets most: either side of
    /// UIKit's defaultLow, defaultHigh and required, and a fractional priority.
    static let adjacentLevels: [(lower: Double, higher: Double)] = [
        (250, 251), (249, 250), (749, 750), (750, 751), (998, 999), (250, 250.5), (0, 1), (-3, -2.5),
    ]

    /// A hundred constraints one level down, pulling the other way, never outweigh
    /// one constraint a level up, whichever comes first into the solver (the later
    /// one's level is then laid out among weights already in the objective).
    @Test(arguments: adjacentLevels)
    func manyAtALowerLevelNeverOutweighOneJustAbove(_ levels: (lower: Double, higher: Double)) throws {
        for higherFirst in [true, false] {
            let x = Variable("x")
            let solver = Solver()
            let higher = (x == 0) | Strength(level: levels.higher)
            let lower = (0..<100).map { _ in (x == 1000) | Strength(level: levels.lower) }
            try solver.addConstraints(higherFirst ? [higher] + lower : lower + [higher])
            solver.updateVariables()
            #expect(x.value == 0, "\(levels), higher first: \(higherFirst)")
            #expect(solver.checkInvariants() == [])
            // Without the higher one the lower ones have their way.
            try solver.removeConstraint(higher)
            solver.updateVariables()
            #expect(x.value == 1000, "\(levels), higher first: \(higherFirst)")
            #expect(solver.checkInvariants() == [])
        }
    }

    /// Weight does not carry across levels either: a heavy lower one still loses.
    @Test func aHeavyLowerLevelLosesToALightHigherOne() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 7) | Strength(level: 500, weight: 0.001))
        try solver.addConstraint((x == 3) | Strength(level: 499.75, weight: 1e9))
        solver.updateVariables()
        #expect(x.value == 7)
    }

    /// Within one level weights add up, so there the many do outweigh the one.
    @Test func withinALevelTheManyWin() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | Strength(level: 251, weight: 2))
        for _ in 0..<3 { try solver.addConstraint((x == 1000) | Strength(level: 251)) }
        solver.updateVariables()
        #expect(x.value == 1000)
    }

    /// A chain of levels, each constraint giving way only to those above it: every
    /// level is satisfied as far as the ones above allow, with levels arriving in an
    /// order that inserts new ones above, below and between those already in use.
    @Test func eachLevelIsSatisfiedAsFarAsTheHigherOnesAllow() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 10) | Strength(level: 300))
        try solver.addConstraint((y == 80) | Strength(level: 100))
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 90)
        try solver.addConstraint((y == 30) | Strength(level: 200))
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 90, "x's level is above y's new one")
        try solver.addConstraint((x <= 5) | Strength(level: 400))
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 95)
        try solver.addConstraint((x >= 60) | Strength(level: 350))
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 95, "level 400 keeps x at 5 against 350")
        try solver.addConstraint((y <= 20) | Strength(level: 450))
        solver.updateVariables()
        #expect(x.value == 80 && y.value == 20)
        #expect(solver.checkInvariants() == [])
    }

    /// Suggestions steer at their edit's level: above a preference they win, below
    /// it they give way, and a stay-like edit below everything holds only what
    /// nothing else decides.
    @Test func editsWeighAtTheirLevel() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x == 50) | Strength(level: 500))
        try solver.addEditVariable(x, strength: Strength(level: 501))
        try solver.addEditVariable(y, strength: Strength(level: 0))
        try solver.suggestValue(x, 70)
        try solver.suggestValue(y, 12)
        solver.updateVariables()
        #expect(x.value == 70 && y.value == 12)
        try solver.addConstraint((y == x) | Strength(level: 1))
        solver.updateVariables()
        #expect(y.value == 70)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: Strength(level: 499))
        try solver.suggestValue(x, 90)
        solver.updateVariables()
        #expect(x.value == 50 && y.value == 50)
        #expect(solver.checkInvariants() == [])
    }

    @Test func strengthsCompareByTheirHighestDifferingLevel() {
        #expect(Strength(level: 250, weight: 1e9) < Strength(level: 251))
        #expect(Strength(level: 250.5) > Strength(level: 250, weight: 3))
        #expect(Strength(level: 0) < Strength(level: 1))
        #expect(Strength(level: 999) < .required)
        #expect(Strength(level: 7, weight: 2) > Strength(level: 7))
        #expect(Strength(level: 7, weight: 0) < Strength(level: -100))
        #expect(Strength(level: Strength.weakLevel) == .weak)
        #expect(Strength(medium: 1, weak: 500) < Strength(medium: 1, weak: 501))
        #expect(Strength(strong: 1) > Strength(medium: 1e9, weak: 1e9))
        #expect(Strength(level: 251).description == "strength(level 251)")
        #expect(Strength(level: 250.5, weight: 2).description == "strength(level 250.5 ×2)")
        #expect(Strength(medium: 2, weak: 1).description == "strength(level 1000 ×2, level 1)")
    }

    /// A kiwi-style strength on several levels weighs on each: its strong part
    /// beats a medium constraint even though its medium part alone would not.
    @Test func aStrengthOnSeveralLevelsWeighsOnEach() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | Strength(medium: 5))
        try solver.addConstraint((x == 20) | Strength(strong: 1, medium: 1))
        solver.updateVariables()
        #expect(x.value == 20)
        let mixed = (x == 30) | Strength(strong: 1, medium: 7)
        try solver.addConstraint(mixed)
        solver.updateVariables()
        #expect(x.value == 30, "strong ties anywhere from 20 to 30, then medium 7 beats 5 + 1")
        try solver.removeConstraint(mixed)
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(solver.checkInvariants() == [])
    }
}
