extension Tableau {
    /// Every way the tableau breaks the invariants stated on ``Tableau``, as messages;
    /// empty when it keeps them. For tests: it walks the whole tableau.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var expected: [Symbol: Set<Symbol>] = [:]
        for (basic, row) in rows {
            for (symbol, c) in row.cells {
                expected[symbol, default: []].insert(basic)
                if rows[symbol] != nil { problems.append("basic \(symbol.id) occurs in row \(basic.id)") }
                if basic.isRestricted && symbol.kind == .external {
                    problems.append("restricted row \(basic.id) mentions external \(symbol.id)")
                }
                if Swift.abs(c) < Row.epsilon { problems.append("near-zero cell in row \(basic.id)") }
            }
            if basic.kind == .dummy && (!row.isAllDummies || Swift.abs(row.constant) > 1e-7) {
                problems.append("dummy row \(basic.id) mentions others or is not zero")
            }
            if basic.isRestricted && row.constant < -1e-7 {
                problems.append("row \(basic.id) infeasible: \(row.constant)")
            }
        }
        if expected != columns { problems.append("column index differs from the rows") }
        for (symbol, weight) in objective.cells {
            if rows[symbol] != nil { problems.append("basic \(symbol.id) in the objective") }
            if symbol.kind == .external { problems.append("external \(symbol.id) in the objective") }
            if symbol.kind != .dummy && Lexicographic.sign(weight) < 0 {
                problems.append("objective not optimal at \(symbol.id)")
            }
        }
        if !objective.improving.isEmpty { problems.append("objective has improving symbols left") }
        return problems
    }
}
