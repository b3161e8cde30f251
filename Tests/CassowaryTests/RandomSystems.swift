import PropertyBased
@testable import Cassowary

/// A random system of constraints over `RandomSystem.variableCount` variables whose
/// required constraints all hold at a hidden integer point, so that it is satisfiable
/// however the rest is drawn.
struct RandomSystem: Sendable, CustomStringConvertible {
    static let variableCount = 5

    struct Item: Sendable {
        /// (coefficient, variable index) pairs; zero coefficients are left out.
        var terms: [(Int, Int)]
        var relation: Int  // 0 <=, 1 ==, 2 >=
        var level: Int  // 0 required, 1 strong, 2 medium, 3 weak
        var offset: Int
        /// Ten-thousandths, so weights within a level differ and ties between opposing
        /// preferences, which make optima non-unique, are unlikely.
        var weight: Int
    }

    var point: [Int]
    var items: [Item]
    /// One weak preference per variable, `x == anchor`, each with its own weight: with
    /// them every direction costs something, which makes the optimum unique.
    var anchors: [(target: Int, weight: Int)]

    var description: String {
        "point \(point), anchors \(anchors), items " + items.map {
            "\($0.terms) rel \($0.relation) level \($0.level) offset \($0.offset) weight \($0.weight)"
        }.joined(separator: "; ")
    }

    static let generator = zip(
        Gen.int(in: 0...50).array(of: variableCount),
        zip(
            zip(Gen.int(in: -3...3), Gen.int(in: 0..<variableCount)).array(of: 1...3),
            Gen.int(in: 0...2), Gen.int(in: 0...3), Gen.int(in: -40...40), Gen.int(in: 10000...99999)
        ).array(of: 1...14),
        zip(Gen.int(in: -20...70), Gen.int(in: 10000...99999)).array(of: variableCount)
    ).map { point, items, anchors in
        RandomSystem(
            point: point,
            items: items.map { terms, relation, level, offset, weight in
                Item(terms: terms.filter { $0.0 != 0 }, relation: relation, level: level, offset: offset, weight: weight)
            },
            anchors: anchors.map { (target: $0.0, weight: $0.1) })
    }

    /// Fresh variables and the constraints, required ones made to hold at `point`
    /// (an inequality with `offset` to spare). The preferences are strong, medium
    /// and weak, or at the three level keys given, most important first.
    func build(withAnchors: Bool, levels keys: (Double, Double, Double)? = nil)
        -> (variables: [Variable], constraints: [Constraint]) {
        func preference(_ level: Int, _ weight: Double) -> Strength {
            guard let keys else { return [Strength(strong: weight), Strength(medium: weight), Strength(weak: weight)][level - 1] }
            return Strength(level: [keys.0, keys.1, keys.2][level - 1], weight: weight)
        }
        let variables = (0..<Self.variableCount).map { Variable("x\($0)") }
        var constraints: [Constraint] = items.map { item in
            var expression = Expression()
            var atPoint = 0
            for (c, i) in item.terms {
                expression.terms.append(Term(variables[i], Double(c)))
                atPoint += c * point[i]
            }
            let relation: Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][item.relation]
            if item.level == 0 {
                let spare = abs(item.offset)
                expression.constant = Double(-atPoint + [-spare, 0, spare][item.relation])
            } else {
                expression.constant = Double(item.offset)
            }
            let w = Double(item.weight) / 10000
            return Constraint(expression, relation, strength: item.level == 0 ? .required : preference(item.level, w))
        }
        if withAnchors {
            for (variable, anchor) in zip(variables, anchors) {
                constraints.append((variable == Double(anchor.target)) | preference(3, Double(anchor.weight) / 10000))
            }
        }
        return (variables, constraints)
    }
}

func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
}

func solve(_ constraints: [Constraint], _ variables: [Variable], batched: Bool = false) throws -> [Double] {
    let solver = Solver()
    if batched {
        try solver.addConstraints(constraints)
    } else {
        for c in constraints { try solver.addConstraint(c) }
    }
    solver.updateVariables()
    return variables.map(\.value)
}
