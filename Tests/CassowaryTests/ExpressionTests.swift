import Testing
@testable import Cassowary

@Suite struct ExpressionTests {
    @Test func operatorsBuildTheExpressionAsWritten() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let c = x + 2 * y - 10 == z
        #expect(c.relation == .equal)
        #expect(c.strength == .required)
        #expect(c.expression.constant == -10)
        #expect(c.expression.terms.map(\.coefficient) == [1, 2, -1])
        #expect(c.expression.terms[2].variable === z)
        #expect(c.description == "x + 2*y - z == 10 | required")
    }

    @Test func termsOfOneVariableMerge() {
        let x = Variable("x"), y = Variable("y")
        let c = (x + y + x / 2 - y <= 3) | .weak
        #expect(c.expression.terms.count == 1)
        #expect(c.expression.terms[0].coefficient == 1.5)
        #expect(c.strength == .weak)
        #expect(c.description == "1.5*x <= 3 | weak")
    }

    @Test func constantsOnEitherSide() {
        let x = Variable("x")
        #expect((5 >= x).expression.constant == 5)
        #expect((5 >= x).expression.terms[0].coefficient == -1)
        #expect((-x + 3).terms[0].coefficient == -1)
        #expect((3 - x).constant == 3)
    }
}

@Suite struct StrengthTests {
    @Test func levelsOrderLexicographically() {
        #expect(Strength.weak < .medium)
        #expect(Strength.medium < .strong)
        #expect(Strength.strong < .required)
        #expect(Strength(weak: 1_000_000) < .medium)
        #expect(Strength(medium: 2) > Strength(medium: 1, weak: 500))
        #expect(Strength(strong: 1, weight: 2) == Strength(strong: 2))
        #expect(Strength(medium: 2).description == "strength(level 1000 ×2)")
    }
}
