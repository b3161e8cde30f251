/// The simplex tableau: one row per basic symbol, plus the objective, plus a column
/// index from each parametric symbol to the basic symbols whose rows mention it.
///
/// Invariants, kept by every method here and relied on everywhere else:
/// - `columns[s]` is exactly the set of basic symbols whose row has a cell for `s`,
///   and has no entry when that set is empty. Rows are therefore only changed through
///   this type, never in place by callers. This is what lets a substitution visit only
///   the rows that mention the substituted symbol instead of every row.
/// - A basic symbol occurs in no row's cells and not in the objective.
/// - A dummy is basic only in the row of a required equation that restates others:
///   that row mentions dummies alone and its constant is zero, so the dummy is zero
///   as every dummy must be.
/// - Rows whose basic symbol is restricted (slack or error) mention no external
///   symbol, and neither does the objective. Hence an external subject can be chosen
///   freely when a constraint is added: substituting it changes only rows of external
///   basics, whose constants may take any sign, and feasibility is untouched.
/// - Between public operations every restricted basic's constant is non-negative
///   (the basic solution is feasible) and no objective weight is lexicographically
///   negative (it is optimal).
struct Tableau {
    private(set) var rows: [Symbol: Row] = [:]
    private(set) var columns: [Symbol: Set<Symbol>] = [:]
    var objective = Objective()
    /// Phase one's objective while a constraint is added through an artificial
    /// variable; kept up to date by substitutions like the real one.
    var artificial: Row?
    /// Restricted basics whose constants went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// How many rows substitutions have rewritten: what the column index saves, for
    /// tests to observe.
    private(set) var rewrittenRows = 0

    func row(_ basic: Symbol) -> Row? { rows[basic] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol] != nil }

    /// The basic symbols whose rows mention `symbol`.
    func rowsMentioning(_ symbol: Symbol) -> Set<Symbol> { columns[symbol] ?? [] }

    mutating func insert(_ row: Row, basic: Symbol) {
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
        rows[basic] = row
    }

    @discardableResult
    mutating func removeRow(_ basic: Symbol) -> Row {
        let row = rows.removeValue(forKey: basic)!
        for symbol in row.cells.keys { unindex(symbol, basic) }
        return row
    }

    /// Changes a basic row's constant; notes the row as infeasible if that makes a
    /// restricted basic negative.
    mutating func addToConstant(of basic: Symbol, _ delta: Double) {
        rows[basic]!.constant += delta
        if basic.isRestricted && rows[basic]!.constant < 0 { infeasible.append(basic) }
    }

    /// Drops a symbol that is leaving the problem (an artificial variable) from every
    /// row and the objective.
    mutating func eliminate(_ symbol: Symbol) {
        for basic in columns.removeValue(forKey: symbol) ?? [] { rows[basic]!.cells[symbol] = nil }
        objective.remove(symbol)
        artificial?.cells[symbol] = nil
    }

    /// Replaces the parametric `symbol` by `row` everywhere it occurs, now that `row`
    /// defines it. Only the rows in the symbol's column are visited.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            rewrittenRows += 1
            // Out of the table while it changes: one lookup per row, not per cell, and
            // no copy of a row the table still shares.
            var target = rows.removeValue(forKey: basic)!
            let coefficient = target.cells.removeValue(forKey: symbol)!
            for (s, c) in row.cells {
                switch target.add(s, coefficient * c) {
                case .inserted: columns[s, default: []].insert(basic)
                case .removed: unindex(s, basic)
                case .updated, .none: break
                }
            }
            target.constant += coefficient * row.constant
            if basic.isRestricted && target.constant < 0 { infeasible.append(basic) }
            rows[basic] = target
        }
        objective.substitute(symbol, row)
        if let weight = artificial?.cells.removeValue(forKey: symbol) {
            artificial!.constant += weight * row.constant
            for (s, c) in row.cells { artificial!.add(s, weight * c) }
        }
    }

    /// Exchanges a basic symbol for a parametric one that its row mentions.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        insert(row, basic: entering)
    }

    private mutating func unindex(_ symbol: Symbol, _ basic: Symbol) {
        columns[symbol]!.remove(basic)
        if columns[symbol]!.isEmpty { columns[symbol] = nil }
    }
}
