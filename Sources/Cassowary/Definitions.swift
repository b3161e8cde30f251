/// Reading through definitions (see ``Tableau``): expanding a row into parametric
/// symbols, and the values of user variables.
///
/// Both walk the definitions a row reaches once each, in an order where a definition
/// comes before the ones it mentions, so a definition shared by many paths costs one
/// visit and a long chain needs no recursion.
extension Tableau {
    /// `row` with every basic symbol replaced by its row, through definitions, so
    /// that only parametric symbols remain.
    mutating func expanded(_ row: Row) -> Row {
        let order = definitionOrder(from: row.cells.lazy.map(\.symbol))
        var out = Row(constant: row.constant)
        var positions = take(&scratch.positions)
        var pending = take(&scratch.coefficients)
        func emit(_ symbol: Symbol, _ c: Double) {
            if symbol.kind == .external, rows[symbol.index] != nil {
                pending[symbol.index] += c
            } else if let flat = rows[symbol.index] {
                out.constant += c * flat.constant
                for cell in flat.cells { out.accumulate(cell.symbol, c * cell.coefficient, positions: &positions) }
            } else {
                out.accumulate(symbol, c, positions: &positions)
            }
        }
        for cell in row.cells { emit(cell.symbol, cell.coefficient) }
        for basic in order.reversed() {
            let c = pending[basic.index]
            pending[basic.index] = 0
            guard c != 0, let definition = rows[basic.index] else { continue }
            out.constant += c * definition.constant
            for cell in definition.cells { emit(cell.symbol, c * cell.coefficient) }
        }
        out.sweep(positions: &positions)
        scratch.positions = positions
        scratch.coefficients = pending
        return out
    }

    /// The current values of the symbols: a basic one's row read through
    /// definitions, zero for a parametric one. Each definition is evaluated once,
    /// after the ones it mentions, reading rows in place (a copy of a row would
    /// retain and release its cells).
    mutating func values(of symbols: [Symbol]) -> [Double] {
        scratch.epoch &+= 1
        let epoch = scratch.epoch
        var known = take(&scratch.values)
        var seen = take(&scratch.seen)
        var stack = take(&scratch.path)
        let result = rows.withUnsafeBufferPointer { rows in
            known.withUnsafeMutableBufferPointer { known in
                seen.withUnsafeMutableBufferPointer { seen in
                    func isDefined(_ s: Symbol) -> Bool { s.kind == .external && rows[s.index] != nil }
                    func value(_ s: Symbol) -> Double {
                        s.kind == .external ? (rows[s.index] == nil ? 0 : known[s.index]) : rows[s.index]?.constant ?? 0
                    }
                    for root in symbols where isDefined(root) && seen[root.index] != epoch {
                        seen[root.index] = epoch
                        stack.append((root, 0))
                        while let (top, next) = stack.last {
                            // One pass over the row: the first definition it mentions that
                            // is not yet known, or else its value.
                            var pending: Symbol?
                            var i = next
                            var v = 0.0
                            rows[top.index]?.cells.withUnsafeBufferPointer { cells in
                                while i < cells.count {
                                    let child = cells[i].symbol
                                    i += 1
                                    if isDefined(child) && seen[child.index] != epoch {
                                        pending = child
                                        return
                                    }
                                }
                                for cell in cells { v += cell.coefficient * value(cell.symbol) }
                            }
                            if let child = pending {
                                stack[stack.count - 1].next = i
                                seen[child.index] = epoch
                                stack.append((child, 0))
                                continue
                            }
                            known[top.index] = v + (rows[top.index]?.constant ?? 0)
                            stack.removeLast()
                        }
                    }
                    return symbols.map(value)
                }
            }
        }
        scratch.values = known
        scratch.seen = seen
        scratch.path = stack
        return result
    }

    /// The basic user variables reachable from `start` through definitions, each
    /// after every definition it mentions (a post-order of the walk).
    private mutating func definitionOrder<S: Sequence>(from start: S) -> [Symbol] where S.Element == Symbol {
        scratch.epoch &+= 1
        let epoch = scratch.epoch
        var order: [Symbol] = []
        var stack = take(&scratch.stack)
        for root in start where root.kind == .external && scratch.seen[root.index] != epoch {
            guard let definition = rows[root.index] else { continue }
            scratch.seen[root.index] = epoch
            stack.append((root, definition.cells, 0))
            while let (symbol, cells, next) = stack.last {
                guard next < cells.count else {
                    order.append(symbol)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let child = cells[next].symbol
                if child.kind == .external && scratch.seen[child.index] != epoch, let childRow = rows[child.index] {
                    scratch.seen[child.index] = epoch
                    stack.append((child, childRow.cells, 0))
                }
            }
        }
        scratch.stack = stack
        return order
    }
}

/// Work space indexed by symbol id, reused across operations so they allocate
/// nothing per symbol. Between uses positions are absent and coefficients zero.
struct Scratch {
    var positions = PositionMap()
    var coefficients: [Double] = []
    /// Values of definitions, valid where `seen` holds the current epoch.
    var values: [Double] = []
    var stack: [(symbol: Symbol, cells: [Row.Cell], next: Int)] = []
    var path: [(symbol: Symbol, next: Int)] = []
    var seen: [UInt32] = []
    var epoch: UInt32 = 0

    mutating func reserve(_ count: Int) {
        positions.reserve(count)
        while coefficients.count < count {
            coefficients.append(0)
            values.append(0)
            seen.append(0)
        }
    }
}
