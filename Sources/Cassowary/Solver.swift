/// An incremental Cassowary solver (Badros & Borning, as kiwi implements it): add and
/// remove constraints one at a time or in batches, steer edit variables with
/// suggestions, and read the solution with ``updateVariables()``.
///
/// Each required constraint holds exactly; among the solutions that satisfy them, the
/// solver finds one that minimises the violations of the others lexicographically by
/// ``Strength``. Work per change is proportional to the rows the change touches, not
/// to the tableau's size, thanks to the ``Tableau``'s column index.
public final class Solver {
    /// Where a constraint lives in the tableau: `marker` is the symbol introduced for
    /// it that identifies its row when it is removed (slack, dummy, or the positive
    /// error); `other` is the second error or the slack's error for a preference.
    struct Tag {
        let marker: Symbol
        let other: Symbol?
    }

    struct Edit {
        let constraint: Constraint
        /// The last suggested value; suggestions move the tableau by the difference.
        var value: Double
    }

    private var tableau = Tableau()
    private var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
    private var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    private var edits: [ObjectIdentifier: Edit] = [:]
    private var nextSymbolID = 0

    public init() {}

    // MARK: - Constraints

    public func addConstraint(_ constraint: Constraint) throws {
        try addConstraints([constraint])
    }

    /// Adds the constraints and optimises once at the end rather than after each, the
    /// way to add everything a layout declares at once. All or nothing: if one fails,
    /// those of the batch already added are taken out again before the error is thrown.
    public func addConstraints(_ batch: [Constraint]) throws {
        var added: [Constraint] = []
        do {
            for constraint in batch {
                try add(constraint)
                added.append(constraint)
            }
        } catch {
            for constraint in added.reversed() { remove(constraint) }
            tableau.optimize()
            throw error
        }
        tableau.optimize()
    }

    public func removeConstraint(_ constraint: Constraint) throws {
        guard hasConstraint(constraint) else { throw SolverError.unknownConstraint(constraint) }
        remove(constraint)
        tableau.optimize()
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: - Edit variables

    /// Makes `variable` steerable by ``suggestValue(_:_:)`` at `strength`, starting
    /// from its current value so that adding the edit alone moves nothing.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditStrength(variable) }
        let constraint = Constraint(variable - variable.value, .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = Edit(constraint: constraint, value: variable.value)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeConstraint(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks for `variable` to take `value`, as strongly as its edit was added. The
    /// change only shifts row constants, so the tableau stays optimal and the dual
    /// simplex repairs whatever feasibility it broke, usually in a few pivots.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - edit.value
        edit.value = value
        edits[key] = edit
        // The edit's equation is `variable - value = plus - minus`. Moving the value by
        // delta is the same as renaming plus to plus + delta (or minus to minus - delta),
        // which shifts the constant of every row that defines or mentions it.
        let tag = constraints[ObjectIdentifier(edit.constraint)]!.tag
        let plus = tag.marker, minus = tag.other!
        if tableau.isBasic(plus) {
            tableau.addToConstant(of: plus, -delta)
        } else if tableau.isBasic(minus) {
            tableau.addToConstant(of: minus, delta)
        } else {
            for basic in tableau.rowsMentioning(plus) {
                tableau.addToConstant(of: basic, delta * tableau.row(basic)!.coefficient(plus))
            }
        }
        tableau.dualOptimize()
    }

    // MARK: - Reading the solution

    /// Writes the current solution into every variable's ``Variable/value``: a basic
    /// variable's row constant, zero for a parametric one.
    public func updateVariables() {
        for (variable, symbol) in variables.values {
            variable.value = tableau.row(symbol)?.constant ?? 0
        }
    }

    // MARK: - Adding and removing, without optimising

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let known = variables[key] { return known.symbol }
        let symbol = newSymbol(.external)
        variables[key] = (variable, symbol)
        return symbol
    }

    /// Adds a constraint's row, feasibly, leaving optimisation to the caller.
    private func add(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw SolverError.duplicateConstraint(constraint) }
        var (row, tag) = makeRow(constraint)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.insert(row, basic: subject)
        } else if row.isAllDummies {
            // The equation only restates required equations already present: it holds
            // exactly when its constant is zero, and is then kept under its marker so
            // that it can be removed like any other.
            guard Swift.abs(row.constant) < Row.epsilon else {
                throw SolverError.unsatisfiableConstraint(constraint)
            }
            row.solve(for: tag.marker)
            tableau.substitute(tag.marker, by: row)
            tableau.insert(row, basic: tag.marker)
        } else if !addWithArtificialVariable(row) {
            throw SolverError.unsatisfiableConstraint(constraint)
        }
        constraints[key] = (constraint, tag)
    }

    /// The constraint as a row `0 = constant + …`, with the variables that are basic
    /// already replaced by their rows, the slack, error or dummy symbols it needs, its
    /// errors weighted into the objective, and a non-negative constant (which keeps
    /// the basic solution feasible whichever restricted symbol becomes its subject).
    private func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where Swift.abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            if let basicRow = tableau.row(symbol) {
                row.constant += term.coefficient * basicRow.constant
                for (s, c) in basicRow.cells { row.add(s, term.coefficient * c) }
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 becomes expression + slack = 0; ≥ subtracts the slack.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = newSymbol(.error)
                row.add(error, -sign)
                tableau.objective.add(error, strength.levels)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil)
            } else {
                // expression = plus - minus, both non-negative and both weighed.
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tableau.objective.add(plus, strength.levels)
                tableau.objective.add(minus, strength.levels)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to solve a new row for, or nil when none keeps the basic solution
    /// feasible. An external variable always qualifies; among several, the one that
    /// the fewest rows mention, since substituting it adds the new row's cells to
    /// each of those rows (the fill-in), and one that no row mentions costs nothing.
    /// Otherwise the constraint's own slack or error, if its coefficient is negative
    /// (the row's constant is non-negative, so solving for it gives it a non-negative
    /// value); both are new, so no other row mentions them.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var best: (symbol: Symbol, uses: Int)?
        for symbol in row.cells.keys where symbol.kind == .external {
            let uses = tableau.rowsMentioning(symbol).count
            if best == nil || uses < best!.uses || (uses == best!.uses && symbol < best!.symbol) {
                best = (symbol, uses)
            }
        }
        if let best { return best.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 })
        where symbol.isRestricted && row.coefficient(symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// Phase one of the two-phase simplex, for a row no symbol can be solved for
    /// directly: a new artificial symbol stands for the row's value, and minimising it
    /// finds whether the constraint can hold at all. True if it can; the row is then
    /// in the tableau. False if it cannot; the tableau then holds the other
    /// constraints only.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = newSymbol(.slack)
        tableau.insert(row, basic: artificial)
        tableau.artificial = row
        tableau.optimizeArtificial()
        let satisfiable = Swift.abs(tableau.artificial!.constant) < Row.epsilon
        tableau.artificial = nil
        if tableau.isBasic(artificial) {
            // Still basic: the constraint's own symbols occur in this row only (they
            // can leave it only by the artificial symbol leaving the basis), so
            // dropping the row drops exactly the new constraint.
            var definition = tableau.removeRow(artificial)
            guard satisfiable, !definition.cells.isEmpty else { return satisfiable }
            guard let entering = definition.cells.keys.filter(\.isRestricted).min() else { return false }
            definition.solve(for: entering, replacing: artificial)
            tableau.substitute(entering, by: definition)
            tableau.insert(definition, basic: entering)
        }
        // Now parametric, so zero: removing it leaves the constraint's equation.
        tableau.eliminate(artificial)
        return satisfiable
    }

    /// Takes a constraint out, leaving the tableau feasible but perhaps not optimal.
    private func remove(_ constraint: Constraint) {
        let tag = constraints.removeValue(forKey: ObjectIdentifier(constraint))!.tag
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            let weight = -constraint.strength.levels
            if let row = tableau.row(error) {
                tableau.objective.add(row, weight)
            } else {
                tableau.objective.add(error, weight)
            }
        }
        if tableau.isBasic(tag.marker) {
            tableau.removeRow(tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            // Pivot the marker into the basis, choosing the row so that the tableau stays
            // feasible, and drop its new row, which is the constraint's equation.
            var row = tableau.removeRow(leaving)
            row.solve(for: tag.marker, replacing: leaving)
            tableau.substitute(tag.marker, by: row)
        }
        // Otherwise no row mentions the marker: phase one found the equation implied
        // by the others and left nothing of it to remove.
    }

    /// The row to exchange a parametric marker with. First a dummy's row: it mentions
    /// dummies alone with a zero constant, so the exchange moves nothing, and the
    /// dummy, parametric again, stays at zero; exchanging any other row would leave
    /// that dummy basic with whatever constant the substitution gives it, breaking the
    /// equation it marks (kiwi does this, and keeps the value that equation forbids).
    /// Then a restricted row where the marker has a negative coefficient and the
    /// smallest ratio (it stays feasible), else a restricted row with the smallest
    /// ratio the other way, else a row of an external variable, which has no sign to
    /// keep.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var dummy: Symbol?
        var negative: (basic: Symbol, ratio: Double)?
        var positive: (basic: Symbol, ratio: Double)?
        var external: Symbol?
        for basic in tableau.rowsMentioning(marker).sorted() {
            let row = tableau.row(basic)!
            let c = row.coefficient(marker)
            switch basic.kind {
            case .dummy:
                if dummy == nil { dummy = basic }
            case .external:
                if external == nil { external = basic }
            case .slack, .error:
                if c < 0 {
                    let ratio = -row.constant / c
                    if negative == nil || ratio < negative!.ratio { negative = (basic, ratio) }
                } else {
                    let ratio = row.constant / c
                    if positive == nil || ratio < positive!.ratio { positive = (basic, ratio) }
                }
            }
        }
        return dummy ?? negative?.basic ?? positive?.basic ?? external
    }

    // MARK: - Checking

    /// Verifies the tableau's invariants (see ``Tableau``); for tests.
    func checkInvariants() -> [String] {
        tableau.invariantViolations()
    }

    /// Rows rewritten by substitutions so far; for tests.
    var rewrittenRows: Int { tableau.rewrittenRows }
}
