extension Tableau {
    /// Every way the tableau breaks the invariants stated on ``Tableau``, as messages;
    /// empty when it keeps them. For tests: it walks the whole tableau.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var expectedColumns = Array(repeating: [Int32](), count: rows.count)
        var expectedDependents = Array(repeating: [Int32](), count: rows.count)
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            let kind = kinds[index]
            for cell in row.cells {
                let symbol = cell.symbol
                if kind == .external {
                    expectedDependents[symbol.index].append(Int32(index))
                } else {
                    expectedColumns[symbol.index].append(Int32(index))
                    if rows[symbol.index] != nil { problems.append("basic \(symbol.id) occurs in flat row \(index)") }
                    if symbol.kind == .external { problems.append("flat row \(index) mentions external \(symbol.id)") }
                }
                if symbol.index == index { problems.append("row \(index) mentions itself") }
                if peekGroup(of: symbol) != groups.peekRoot(Int32(index)) {
                    problems.append("row \(index) mentions \(symbol.id) of another group")
                }
                if Swift.abs(cell.coefficient) < Row.epsilon { problems.append("near-zero cell in row \(index)") }
            }
            if kind == .dummy && (!row.isAllDummies || Swift.abs(row.constant) > 1e-7) {
                problems.append("dummy row \(index) mentions others or is not zero")
            }
            if (kind == .slack || kind == .error) && row.constant < -1e-7 {
                problems.append("row \(index) infeasible: \(row.constant)")
            }
        }
        for index in rows.indices {
            if Set(columns.list(symbol(index)).map(\.id)) != Set(expectedColumns[index]) || columns.list(symbol(index)).count != expectedColumns[index].count {
                problems.append("column index of \(index) differs from the flat rows")
            }
            if Set(dependents.list(symbol(index)).map(\.id)) != Set(expectedDependents[index])
                || dependents.list(symbol(index)).count != expectedDependents[index].count {
                problems.append("definition index of \(index) differs from the definitions")
            }
            guard !objective.isZero(symbol(index)) else { continue }
            if rows[index] != nil { problems.append("basic \(index) in the objective") }
            if kinds[index] == .external { problems.append("external \(index) in the objective") }
            if kinds[index] != .dummy && objective.sign(symbol(index)) < 0 {
                problems.append("objective not optimal at \(index)")
            }
        }
        if hasCycle() { problems.append("a definition leads back to itself") }
        else if values.dirty.isEmpty { problems += valueViolations(includingVariables: false) }
        return problems
    }

    /// Right after ``writeValues()``: every symbol's kept value, and with
    /// `includingVariables` every user variable's slot (which another solver holding
    /// the variable may have written since), is what evaluating the whole tableau
    /// afresh gives. Exactly, since a value is only kept when nothing it was computed
    /// from changed.
    func valueViolations(includingVariables: Bool) -> [String] {
        var isKnown = [Bool](repeating: false, count: rows.count)
        var known = [Double](repeating: 0, count: rows.count)
        func value(_ index: Int) -> Double {
            if isKnown[index] { return known[index] }
            var v = 0.0
            if let row = rows[index] {
                v = row.constant
                if kinds[index] == .external {
                    for cell in row.cells { _ = value(cell.symbol.index) }
                    v = known.withUnsafeMutableBufferPointer { row.value(reading: $0) }
                }
            }
            known[index] = v
            isKnown[index] = true
            return v
        }
        var problems: [String] = []
        for index in rows.indices {
            let v = value(index)
            if values.current[index] != v { problems.append("kept value of \(index) is \(values.current[index]), not \(v)") }
            if includingVariables, let slot = values.slots[index], slot.pointee != v {
                problems.append("variable \(index) holds \(slot.pointee), not \(v)")
            }
        }
        return problems
    }

    private func hasCycle() -> Bool {
        // 0 unvisited, 1 on the path, 2 done.
        var state = Array(repeating: 0, count: rows.count)
        func visit(_ index: Int) -> Bool {
            if state[index] == 1 { return true }
            if state[index] == 2 { return false }
            state[index] = 1
            for cell in rows[index]?.cells ?? [] where cell.symbol.kind == .external {
                if visit(cell.symbol.index) { return true }
            }
            state[index] = 2
            return false
        }
        return rows.indices.contains { visit($0) }
    }
}
