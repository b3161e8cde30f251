/// Reading through definitions (see ``Tableau``): expanding a row into parametric
/// symbols, and the values of user variables.
///
/// Both walk the definitions they need once each, in an order where a definition
/// comes after (for values: before) the ones it mentions, so a definition shared by
/// many paths costs one visit and a long chain needs no recursion.
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

    /// Brings every symbol's value (``Values``) up to date and writes each user
    /// variable whose value may have moved into its slot. Only what changed since
    /// the last call is read: the rows noted dirty, and the definitions that reach
    /// them, each evaluated once.
    ///
    /// The definitions to evaluate are found breadth first along the definition
    /// index, and evaluated in that order, which for a chain of dependent variables
    /// (a row of views, each after the one before) is already the order they depend
    /// on each other in. Where it is not, a definition that meets a stale one among
    /// the symbols it mentions evaluates that one first.
    mutating func writeValues() {
        guard !values.dirty.isEmpty else { return }
        // Local copies of what the walk reads, and the work space taken out, so that
        // the loops below touch plain buffers.
        let rows = self.rows, dependents = self.dependents
        var current = take(&values.current), stamps = take(&values.stamps), queue = take(&values.queue)
        var dirty = take(&values.dirty), path = take(&values.path)
        if values.epoch >= UInt32.max - 2 {
            for i in stamps.indices { stamps[i] = 0 }
            values.epoch = 0
        }
        values.epoch += 2
        let stale = values.epoch, done = values.epoch + 1
        let slots = values.slots
        for symbol in dirty { values.isDirty[symbol.index] = false }
        rows.withUnsafeBufferPointer { rows in
            current.withUnsafeMutableBufferPointer { current in
                stamps.withUnsafeMutableBufferPointer { stamps in
                    queue.withUnsafeMutableBufferPointer { queue in
                        var count = 0
                        func enqueueReaders(of symbol: Symbol) {
                            var node = dependents.head(symbol)
                            while node >= 0 {
                                let reader = dependents.entry(node).index
                                node = dependents.next(node)
                                if stamps[reader] != stale {
                                    stamps[reader] = stale
                                    queue[count] = Int32(reader)
                                    count += 1
                                }
                            }
                        }
                        for symbol in dirty {
                            if symbol.kind == .external && rows[symbol.index] != nil {
                                if stamps[symbol.index] != stale {
                                    stamps[symbol.index] = stale
                                    queue[count] = symbol.id
                                    count += 1
                                }
                                continue
                            }
                            let value = symbol.kind == .external ? 0 : rows[symbol.index]?.constant ?? 0
                            // A variable new to the solver holds the value it was made with.
                            if symbol.kind == .external { slots[symbol.index]?.pointee = value }
                            guard value != current[symbol.index] else { continue }
                            current[symbol.index] = value
                            enqueueReaders(of: symbol)
                        }
                        var next = 0
                        while next < count {
                            enqueueReaders(of: Symbol(id: queue[next], kind: .external))
                            next += 1
                        }
                        // The definition's value from the current ones of what it mentions,
                        // written; or, if one of those is still stale, that one.
                        func evaluate(_ definition: Int) -> Int? {
                            guard let row = rows[definition] else { return nil }
                            var value = row.constant
                            for cell in row.cells {
                                let index = cell.symbol.index
                                if stamps[index] == stale { return index }
                                value += cell.coefficient * current[index]
                            }
                            current[definition] = value
                            slots[definition]?.pointee = value
                            stamps[definition] = done
                            return nil
                        }
                        for position in 0..<count {
                            let definition = Int(queue[position])
                            guard stamps[definition] == stale, let blocked = evaluate(definition) else { continue }
                            path.append(Int32(definition))
                            path.append(Int32(blocked))
                            while let top = path.last {
                                if let blocked = evaluate(Int(top)) {
                                    path.append(Int32(blocked))
                                } else {
                                    // Evaluated, or not a definition after all: done either way.
                                    stamps[Int(top)] = done
                                    path.removeLast()
                                }
                            }
                        }
                    }
                }
            }
        }
        dirty.removeAll(keepingCapacity: true)
        values.current = current
        values.stamps = stamps
        values.queue = queue
        values.dirty = dirty
        values.path = path
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
    var stack: [(symbol: Symbol, cells: [Row.Cell], next: Int)] = []
    var seen: [UInt32] = []
    var epoch: UInt32 = 0

    mutating func reserve(_ count: Int) {
        positions.reserve(count)
        while coefficients.count < count {
            coefficients.append(0)
            seen.append(0)
        }
    }
}

/// Every symbol's value as of the last ``Tableau/writeValues()`` (a flat row's
/// constant, a definition read through what it mentions, zero for a parametric
/// symbol), and the symbols whose rows have changed since: the tableau notes each
/// row it inserts, removes or changes, so that a round of suggestions rereads only
/// what those rows reach rather than every variable.
struct Values {
    var current: [Double] = []
    /// Where each user variable's value goes; nil for the solver's own symbols.
    var slots: [UnsafeMutablePointer<Double>?] = []
    var isDirty: [Bool] = []
    var dirty: [Symbol] = []
    /// Work space of ``Tableau/writeValues()``: per symbol, whether it is waiting
    /// to be evaluated (the epoch) or has been (the epoch plus one) in this call;
    /// the definitions to evaluate; and those waiting on one another.
    var stamps: [UInt32] = []
    var epoch: UInt32 = 0
    var queue: [Int32] = []
    var path: [Int32] = []

    mutating func reserve(_ count: Int) {
        guard current.count < count else { return }
        let more = count - current.count
        current.append(contentsOf: repeatElement(0, count: more))
        slots.append(contentsOf: repeatElement(nil, count: more))
        isDirty.append(contentsOf: repeatElement(false, count: more))
        stamps.append(contentsOf: repeatElement(0, count: more))
        queue.append(contentsOf: repeatElement(0, count: more))
    }

    /// Notes that the symbol's row changed (or appeared, or went).
    mutating func mark(_ symbol: Symbol) {
        guard !isDirty[symbol.index] else { return }
        isDirty[symbol.index] = true
        dirty.append(symbol)
    }
}
