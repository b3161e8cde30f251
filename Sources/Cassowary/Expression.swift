/// A variable times a coefficient: one summand of an ``Expression``.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Kept as written (a variable may appear in several terms); ``Constraint`` merges
/// the terms once, so building an expression stays cheap for the operator chains
/// that make most constraints.
public struct Expression {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The same expression with one term per variable and no zero coefficients, in
    /// the order the variables first appear.
    public func reduced() -> Expression {
        var index: [ObjectIdentifier: Int] = [:]
        var merged: [Term] = []
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let i = index[key] {
                merged[i].coefficient += term.coefficient
            } else {
                index[key] = merged.count
                merged.append(term)
            }
        }
        return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
    }

    /// The expression's value for the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }
}

extension Expression: CustomStringConvertible {
    public var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            let sign = c < 0 ? " - " : (text.isEmpty ? "" : " + ")
            text += text.isEmpty && c < 0 ? "-" : sign
            let magnitude = Swift.abs(c)
            text += magnitude == 1 ? "\(term.variable)" : "\(magnitude.shortDescription)*\(term.variable)"
        }
        if constant != 0 || text.isEmpty {
            if text.isEmpty {
                text = constant.shortDescription
            } else {
                text += constant < 0 ? " - \((-constant).shortDescription)" : " + \(constant.shortDescription)"
            }
        }
        return text
    }
}

extension Double {
    /// `10` rather than `10.0` in messages.
    var shortDescription: String {
        let text = String(self)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// What the operators accept on either side: a variable, a term or an expression.
///
/// `Double` deliberately does not conform; constants have overloads of their own so
/// that the generic operators never compete with arithmetic on plain numbers.
public protocol LinearExpressible {
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
    public var linearExpression: Expression { Expression([Term(self)]) }
}

extension Term: LinearExpressible {
    public var linearExpression: Expression { Expression([self]) }
}

extension Expression: LinearExpressible {
    public var linearExpression: Expression { self }
}

// MARK: - Arithmetic

public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func + <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression {
    let l = lhs.linearExpression
    return Expression(l.terms, constant: l.constant + rhs)
}

public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { rhs + lhs }

public prefix func - <E: LinearExpressible>(operand: E) -> Expression { operand * -1 }

public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression { lhs + -rhs }

public func - <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs + -rhs }

public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { lhs + -rhs }

public func * <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression {
    let l = lhs.linearExpression
    return Expression(l.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: l.constant * rhs)
}

public func * <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { rhs * lhs }

public func / <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs * (1 / rhs) }
