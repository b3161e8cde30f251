/// How a constraint's expression compares with zero.
public enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// `expression relation 0` at a strength.
///
/// A reference type: the solver keys its bookkeeping by the constraint's identity, so
/// two constraints that read the same are still two constraints (adding both is
/// legal), and removing one takes exactly that one out. Immutable once built, since
/// the solver's rows were derived from it; change a strength with ``|(_:_:)``, which
/// builds a new constraint.
public final class Constraint {
    /// `lhs - rhs` of the relation as written, with one term per variable.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    /// The solver holding this constraint (its ``SolverSerial``, zero for none) and
    /// where the constraint lives in its tableau, so that the solver finds it
    /// without hashing (see `SolverCore.tag(of:)`).
    var solverSerial: UInt64 = 0
    var solverTag: SolverCore.Tag?

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    /// Whether the variables' current values satisfy the relation within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .lessThanOrEqual: return v <= tolerance
        case .equal: return Swift.abs(v) <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }
}

extension Constraint: CustomStringConvertible {
    public var description: String {
        var lhs = expression
        lhs.constant = 0
        let left = lhs.terms.isEmpty ? "0" : "\(lhs)"
        return "\(left) \(relation.symbol) \((-expression.constant).shortDescription) | \(strength)"
    }
}

/// The same constraint at another strength, as in kiwi's `x == 10 | "weak"`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: strength)
}

// MARK: - Relations

private func relate(_ lhs: Expression, _ relation: Relation, _ rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, relation)
}

public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    relate(lhs.linearExpression, .equal, rhs.linearExpression)
}

public func == <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    relate(lhs.linearExpression, .equal, Expression(constant: rhs))
}

public func == <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    relate(Expression(constant: lhs), .equal, rhs.linearExpression)
}

public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    relate(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

public func <= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    relate(lhs.linearExpression, .lessThanOrEqual, Expression(constant: rhs))
}

public func <= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    relate(Expression(constant: lhs), .lessThanOrEqual, rhs.linearExpression)
}

public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    relate(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

public func >= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    relate(lhs.linearExpression, .greaterThanOrEqual, Expression(constant: rhs))
}

public func >= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    relate(Expression(constant: lhs), .greaterThanOrEqual, rhs.linearExpression)
}
