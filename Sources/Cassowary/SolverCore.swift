/// The solver's state and operations, as a value: ``Solver`` holds one and forwards
/// each public call to it, so that a call checks exclusive access to the state once
/// rather than at every step inside.
struct SolverCore {
    /// Where a constraint lives in the tableau: `marker` is the symbol introduced for
    /// it that identifies its row when it is removed (slack, dummy, or the positive
    /// error); `other` is the second error or the slack's error for a preference.
    struct Tag {
        let marker: Symbol
        let other: Symbol?
    }

    struct Edit {
        let constraint: Constraint
        let variable: Symbol
        /// The edit's errors: its equation is `variable - value = plus - minus`.
        let plus: Symbol, minus: Symbol
        /// The last suggested value; suggestions move the tableau by the difference.
        var value: Double
    }

    var tableau = Tableau()
    /// Tags of constraints that another solver holds too (see ``tag(of:)``).
    var foreignConstraints: [ObjectIdentifier: Tag] = [:]
    /// The user variables by symbol id, kept alive for the value slots the
    /// tableau writes; nil for the solver's own symbols.
    var variables: [Variable?] = []
    /// Symbols of variables that another solver claimed first (see ``symbol(for:)``).
    var foreignVariables: [ObjectIdentifier: Symbol] = [:]
    var edits: [Edit] = []
    /// By symbol id: the position in `edits` of the variable's edit, or -1; so that
    /// a suggestion finds its edit without hashing.
    var editPositions: [Int32] = []
    let serial = SolverSerial.next()

    // MARK: - Constraints

    mutating func addConstraint(_ constraint: Constraint) throws {
        do {
            try add(constraint)
        } catch {
            tableau.optimize()
            throw error
        }
        tableau.optimize()
    }

    /// Adds the constraints and optimises once at the end rather than after each, the
    /// way to add everything a layout declares at once. All or nothing: if one fails,
    /// those of the batch already added are taken out again before the error is thrown.
    mutating func addConstraints(_ batch: [Constraint]) throws {
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

    mutating func removeConstraint(_ constraint: Constraint) throws {
        guard hasConstraint(constraint) else { throw SolverError.unknownConstraint(constraint) }
        remove(constraint)
        tableau.optimize()
    }

    func hasConstraint(_ constraint: Constraint) -> Bool {
        tag(of: constraint) != nil
    }

    // MARK: - Edit variables

    /// Makes `variable` steerable by ``suggestValue(_:_:)`` at `strength`, starting
    /// from its current value so that adding the edit alone moves nothing.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard editPosition(of: variable) == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditStrength(variable) }
        let constraint = Constraint(variable - variable.value, .equal, strength: strength)
        try addConstraint(constraint)
        // A preference's equation always has its two errors.
        guard let tag = tag(of: constraint), let minus = tag.other else { return }
        let symbol = symbol(for: variable)
        if editPositions.count <= symbol.index {
            editPositions += repeatElement(-1, count: symbol.index + 1 - editPositions.count)
        }
        editPositions[symbol.index] = Int32(edits.count)
        edits.append(Edit(constraint: constraint, variable: symbol, plus: tag.marker, minus: minus, value: variable.value))
    }

    mutating func removeEditVariable(_ variable: Variable) throws {
        guard let position = editPosition(of: variable) else { throw SolverError.unknownEditVariable(variable) }
        let edit = edits[position]
        editPositions[edit.variable.index] = -1
        let last = edits.removeLast()
        if position < edits.count {
            edits[position] = last
            editPositions[last.variable.index] = Int32(position)
        }
        try removeConstraint(edit.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        editPosition(of: variable) != nil
    }

    private func editPosition(of variable: Variable) -> Int? {
        guard let symbol = knownSymbol(variable), symbol.index < editPositions.count else { return nil }
        let position = editPositions[symbol.index]
        return position < 0 ? nil : Int(position)
    }

    /// Asks for `variable` to take `value`, as strongly as its edit was added. The
    /// change only shifts row constants, so the tableau stays optimal and the dual
    /// simplex repairs whatever feasibility it broke, usually in a few pivots.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard let position = editPosition(of: variable) else { throw SolverError.unknownEditVariable(variable) }
        let edit = edits[position]
        let delta = value - edit.value
        edits[position].value = value
        guard delta != 0 else { return }
        // The edit's equation is `variable - value = plus - minus`. Moving the value by
        // delta is the same as renaming plus to plus + delta (or minus to minus - delta),
        // which shifts the constant of every row that defines or mentions it, flat rows
        // and definitions alike. Minus is renamed only when it alone is basic: then
        // no flat row mentions it, where many may mention plus.
        if tableau.isBasic(edit.minus) && !tableau.isBasic(edit.plus) {
            tableau.addToConstant(of: edit.minus, delta)
            tableau.shiftConstants(mentioning: edit.minus, by: -delta)
        } else {
            tableau.addToConstant(of: edit.plus, -delta)
            tableau.shiftConstants(mentioning: edit.plus, by: delta)
        }
        tableau.dualOptimize()
    }

    // MARK: - Reading the solution

    /// Writes the current solution into the ``Variable/value`` of every variable
    /// whose value may have changed since the last call (of every variable, the
    /// first time): a basic variable's row read through the definitions it
    /// mentions, zero for a parametric one.
    mutating func updateVariables() {
        tableau.writeValues()
    }

    /// ``updateVariables()``, returning the variables whose values it changed.
    mutating func updateChangedVariables() -> [Variable] {
        tableau.values.changed.removeAll(keepingCapacity: true)
        tableau.writeValues(recordingChanges: true)
        return tableau.values.changed.compactMap { variables[Int($0)] }
    }

    // MARK: - Adding and removing, without optimising

    /// The variable's symbol, made on first use. A variable remembers the solver that
    /// first used it and its symbol there, so that the common case, one solver per
    /// variable, needs no hash lookup per term.
    mutating func symbol(for variable: Variable) -> Symbol {
        if variable.solverSerial == serial { return Symbol(id: variable.symbolID, kind: .external) }
        let key = ObjectIdentifier(variable)
        if variable.solverSerial != 0, let known = foreignVariables[key] { return known }
        let symbol = tableau.newSymbol(.external)
        if variable.solverSerial == 0 {
            variable.solverSerial = serial
            variable.symbolID = symbol.id
        } else {
            foreignVariables[key] = symbol
        }
        if variables.count <= symbol.index {
            variables.append(contentsOf: repeatElement(nil, count: symbol.index + 1 - variables.count))
        }
        variables[symbol.index] = variable
        tableau.attach(variable.slot, to: symbol)
        return symbol
    }

    /// Adds a constraint's row, feasibly, leaving optimisation to the caller.
    mutating func add(_ constraint: Constraint) throws {
        guard tag(of: constraint) == nil else { throw SolverError.duplicateConstraint(constraint) }
        var (row, tag) = makeRow(constraint)
        if let subject = freeSubject(row) {
            // Nothing mentions the subject, so its definition can stay as written.
            row.solve(for: subject)
            tableau.insert(row, basic: subject)
        } else {
            row = tableau.expanded(row)
            if row.constant < 0 { row.negate() }
            if let subject = chooseSubject(row, tag) {
                row.solve(for: subject)
                // A user variable occurs in no flat row nor the objective; a new slack or
                // error occurs in the objective at most.
                tableau.substitute(subject, by: row)
                tableau.insert(row, basic: subject)
            } else if row.isAllDummies {
                // The equation only restates required equations already present: it
                // holds exactly when its constant is zero, and is then kept under its
                // marker so that it can be removed like any other.
                guard Swift.abs(row.constant) < Row.epsilon else {
                    throw SolverError.unsatisfiableConstraint(constraint)
                }
                row.solve(for: tag.marker)
                tableau.substitute(tag.marker, by: row)
                tableau.insert(row, basic: tag.marker)
            } else if !addWithArtificialVariable(row, group: tag.marker) {
                throw SolverError.unsatisfiableConstraint(constraint)
            }
        }
        setTag(tag, of: constraint)
    }

    /// Where the constraint lives in this solver's tableau, or nil if it is not here.
    /// Kept on the constraint by the solver that claimed it, in a table otherwise.
    func tag(of constraint: Constraint) -> Tag? {
        if constraint.solverSerial == serial { return constraint.solverTag }
        return foreignConstraints.isEmpty ? nil : foreignConstraints[ObjectIdentifier(constraint)]
    }

    mutating func setTag(_ tag: Tag?, of constraint: Constraint) {
        if constraint.solverSerial == serial || (constraint.solverSerial == 0 && tag != nil) {
            constraint.solverSerial = tag == nil ? 0 : serial
            constraint.solverTag = tag
        } else {
            foreignConstraints[ObjectIdentifier(constraint)] = tag
        }
    }

    /// The constraint as a row `0 = constant + …` over its variables as written (basic
    /// or not), with the slack, error or dummy symbols it needs, all in one group, and
    /// its errors weighted into the objective.
    mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        row.reserveCapacity(expression.terms.count + 2)
        var anchor: Symbol?
        func link(_ symbol: Symbol) {
            if let anchor { tableau.join(anchor, symbol) } else { anchor = symbol }
        }
        for term in expression.terms where Swift.abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            row.add(symbol, term.coefficient)
            link(symbol)
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 becomes expression + slack = 0; ≥ subtracts the slack.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.newSymbol(.slack)
            row.add(slack, sign)
            link(slack)
            if strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = tableau.newSymbol(.error)
                row.add(error, -sign)
                link(error)
                tableau.addToObjective(error, strength)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.newSymbol(.dummy)
                row.add(dummy, 1)
                link(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                // expression = plus - minus, both non-negative and both weighed.
                let plus = tableau.newSymbol(.error), minus = tableau.newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                link(plus)
                link(minus)
                tableau.addToObjective(plus, strength)
                tableau.addToObjective(minus, strength)
                tag = Tag(marker: plus, other: minus)
            }
        }
        return (row, tag)
    }

    /// A user variable of the row that no row defines or mentions, if any: solving for
    /// it touches nothing else, and its definition can mention basic variables as
    /// they are, since none of them can lead back to it.
    func freeSubject(_ row: Row) -> Symbol? {
        var best: Symbol?
        for cell in row.cells where cell.symbol.kind == .external {
            let s = cell.symbol
            guard !tableau.isBasic(s), !tableau.isMentionedByDefinitions(s) else { continue }
            if best.map({ s < $0 }) ?? true { best = s }
        }
        return best
    }

    /// The symbol to solve a new flat row for, or nil when none keeps the basic
    /// solution feasible. A user variable always qualifies (no flat row mentions it,
    /// so solving for it rewrites nothing); among several, the one the fewest
    /// definitions mention, then the lowest. Otherwise the constraint's own slack or
    /// error, if its coefficient is negative (the row's constant is non-negative, so
    /// solving for it gives it a non-negative value); both are new, so no row
    /// mentions them.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var best: (symbol: Symbol, uses: Int)?
        for cell in row.cells where cell.symbol.kind == .external {
            let uses = tableau.definitionCount(mentioning: cell.symbol)
            if let b = best, uses > b.uses || (uses == b.uses && cell.symbol > b.symbol) { continue }
            best = (cell.symbol, uses)
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
    mutating func addWithArtificialVariable(_ row: Row, group: Symbol) -> Bool {
        let artificial = tableau.newSymbol(.slack)
        tableau.join(artificial, group)
        tableau.insert(row, basic: artificial)
        tableau.artificial = row
        tableau.optimizeArtificial()
        let satisfiable = Swift.abs(tableau.artificial?.constant ?? 0) < Row.epsilon
        tableau.artificial = nil
        if var definition = tableau.removeRow(artificial) {
            // Still basic: the constraint's own symbols occur in this row only (they
            // can leave it only by the artificial symbol leaving the basis), so
            // dropping the row drops exactly the new constraint.
            guard satisfiable, !definition.cells.isEmpty else { return satisfiable }
            guard let entering = definition.cells.map(\.symbol).filter(\.isRestricted).min() else { return false }
            definition.solve(for: entering, replacing: artificial)
            tableau.substitute(entering, by: definition)
            tableau.insert(definition, basic: entering)
        }
        // Now parametric, so zero: removing it leaves the constraint's equation.
        tableau.eliminate(artificial)
        return satisfiable
    }

    /// Takes a constraint out, leaving the tableau feasible but perhaps not optimal.
    mutating func remove(_ constraint: Constraint) {
        guard let tag = tag(of: constraint) else { return }
        setTag(nil, of: constraint)
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            if let row = tableau.row(error) {
                tableau.addToObjective(row, constraint.strength, times: -1)
            } else {
                tableau.addToObjective(error, constraint.strength, times: -1)
            }
        }
        let marker = tag.marker
        if tableau.isBasic(marker) {
            tableau.drop(marker)
        } else if let leaving = markerLeavingRow(marker) {
            // Pivot the marker into the basis, choosing the row so that the tableau stays
            // feasible, and drop its new row, which is the constraint's equation.
            guard var row = tableau.removeRow(leaving), row.solve(for: marker, replacing: leaving) else { return }
            tableau.substitute(marker, by: row)
            tableau.substituteInDefinitions(marker, by: row)
        } else {
            removeThroughDefinition(marker)
        }
    }

    /// Removal when no flat row mentions the marker: the constraint's equation is in
    /// a definition, as when it was the one that made a variable basic. The lowest
    /// definition whose expansion mentions the marker gives the marker's row (its
    /// variable becomes parametric), which replaces the marker in every definition
    /// and is then dropped. If none does, phase one found the equation implied by the
    /// others and left nothing of it to remove: the marker is zero for good and is
    /// simply erased from the definitions.
    mutating func removeThroughDefinition(_ marker: Symbol) {
        for basic in tableau.definitionsMentioning(marker).sorted() {
            guard let definition = tableau.row(basic) else { continue }
            var row = tableau.expanded(definition)
            guard Swift.abs(row.coefficient(marker)) >= Row.epsilon else { continue }
            tableau.removeRow(basic)
            row.solve(for: marker, replacing: basic)
            tableau.substituteInDefinitions(marker, by: row)
            return
        }
        tableau.eliminate(marker)
    }

    /// The flat row to exchange a parametric marker with. First a dummy's row: it
    /// mentions dummies alone with a zero constant, so the exchange moves nothing, and
    /// the dummy, parametric again, stays at zero; exchanging any other row would
    /// leave that dummy basic with whatever constant the substitution gives it,
    /// breaking the equation it marks (kiwi does this, and keeps the value that
    /// equation forbids). Then a restricted row where the marker has a negative
    /// coefficient and the smallest ratio (it stays feasible), else a restricted row
    /// with the smallest ratio the other way.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var dummy: Symbol?
        var negative: (basic: Symbol, ratio: Double)?
        var positive: (basic: Symbol, ratio: Double)?
        for basic in tableau.rowsMentioning(marker).sorted() {
            guard let row = tableau.row(basic) else { continue }
            let c = row.coefficient(marker)
            switch basic.kind {
            case .dummy:
                if dummy == nil { dummy = basic }
            case .external:
                break
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
        return dummy ?? negative?.basic ?? positive?.basic
    }

    // MARK: - Checking

    /// Verifies the tableau's invariants (see ``Tableau``); for tests.
    func checkInvariants() -> [String] {
        tableau.invariantViolations()
    }

    /// After ``updateVariables()``, whether every variable holds what evaluating the
    /// whole tableau afresh gives, as messages; for tests.
    func checkVariables() -> [String] {
        tableau.values.dirty.isEmpty ? tableau.valueViolations(includingVariables: true) : ["values not written"]
    }

    /// Rows rewritten by substitutions so far; for tests.
    var rewrittenRows: Int { tableau.rewrittenRows }

    /// The variable's symbol if this solver has seen the variable.
    func knownSymbol(_ variable: Variable) -> Symbol? {
        if variable.solverSerial == serial { return Symbol(id: variable.symbolID, kind: .external) }
        return foreignVariables[ObjectIdentifier(variable)]
    }

    /// A parametric symbol is zero, so a basic one's value is the constant of
    /// its row read through definitions.
    mutating func value(of variable: Variable) -> Double {
        guard let symbol = knownSymbol(variable), let row = tableau.row(symbol) else { return 0 }
        return tableau.expanded(row).constant
    }

    func areLinked(_ a: Variable, _ b: Variable) -> Bool {
        guard let sa = knownSymbol(a), let sb = knownSymbol(b) else { return false }
        return tableau.peekGroup(of: sa) == tableau.peekGroup(of: sb)
    }

    func rowsOfGroup(of variable: Variable) -> [String] {
        guard let symbol = knownSymbol(variable) else { return [] }
        let group = tableau.peekGroup(of: symbol)
        return tableau.rows.indices.compactMap { index in
            guard let row = tableau.rows[index], tableau.peekGroup(of: tableau.symbol(index)) == group else { return nil }
            let cells = row.cells.sorted { $0.symbol < $1.symbol }.map { "\($0.coefficient)*s\($0.symbol.id)" }
            return "s\(index) = \(row.constant) " + cells.joined(separator: " ")
        }
    }
}
