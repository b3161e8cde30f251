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
    /// index from those that read a changed value, and evaluated in that order,
    /// which for a chain of dependent variables (a row of views, each after the one
    /// before) is already the order they depend on each other in. Where it is not,
    /// a definition that meets a stale one among the symbols it mentions evaluates
    /// that one first.
    ///
    /// A round of suggestions to the same edit variables starts from the same few
    /// definitions each time, and pivots leave definitions alone, so the order
    /// found is kept with where it started: while no definition has changed since,
    /// the same start evaluates the same order again without walking the index.
    ///
    /// With `recordingChanges`, the ids of the user variables whose written value
    /// differs from what their slot held are appended to `values.changed`.
    mutating func writeValues(recordingChanges: Bool = false) {
        guard !values.dirty.isEmpty else { return }
        // Local copies of what the walk reads, and the work space taken out, so that
        // the loops below touch plain buffers.
        let rows = self.rows, dependents = self.dependents
        var current = take(&values.current), stamps = take(&values.stamps), queue = take(&values.queue)
        var dirty = take(&values.dirty), path = take(&values.path), changed = take(&values.changed)
        var start = take(&values.start), order = take(&values.order)
        if values.epoch >= UInt32.max - 2 {
            for i in stamps.indices { stamps[i] = 0 }
            values.epoch = 0
        }
        values.epoch += 2
        let stale = values.epoch, done = values.epoch + 1
        let slots = values.slots
        /// Writes a user variable's value into its slot, if it has one.
        func write(_ index: Int, _ value: Double) {
            guard let slot = slots[index] else { return }
            if recordingChanges && slot.pointee != value { changed.append(Int32(index)) }
            slot.pointee = value
        }
        for symbol in dirty { values.isDirty[symbol.index] = false }
        var reused = false
        rows.withUnsafeBufferPointer { rows in
            current.withUnsafeMutableBufferPointer { current in
                stamps.withUnsafeMutableBufferPointer { stamps in
                    queue.withUnsafeMutableBufferPointer { queue in
                        var count = 0
                        func enqueue(_ definition: Int) {
                            guard stamps[definition] != stale else { return }
                            stamps[definition] = stale
                            queue[count] = Int32(definition)
                            count += 1
                        }
                        func enqueueReaders(of symbol: Symbol) {
                            var node = dependents.head(symbol)
                            while node >= 0 {
                                enqueue(dependents.entry(node).index)
                                node = dependents.next(node)
                            }
                        }
                        for symbol in dirty {
                            if symbol.kind == .external && rows[symbol.index] != nil {
                                enqueue(symbol.index)
                                continue
                            }
                            let value = symbol.kind == .external ? 0 : rows[symbol.index]?.constant ?? 0
                            // A variable new to the solver holds the value it was made with.
                            if symbol.kind == .external { write(symbol.index, value) }
                            guard value != current[symbol.index] else { continue }
                            current[symbol.index] = value
                            enqueueReaders(of: symbol)
                        }
                        // A few starts, sorted, are worth comparing with the kept ones.
                        let small = count <= Values.keptStarts
                        if small {
                            queue[0..<count].sort()
                            reused = values.orderVersion == values.definitionVersion
                                && start.elementsEqual(queue[0..<count])
                        }
                        if reused {
                            for definition in order.lazy.map(Int.init) {
                                guard let row = rows[definition] else { continue }
                                let value = row.value(reading: current)
                                current[definition] = value
                                write(definition, value)
                            }
                            return
                        }
                        start.removeAll(keepingCapacity: true)
                        if small { start.append(contentsOf: queue[0..<count]) }
                        order.removeAll(keepingCapacity: true)
                        var next = 0
                        while next < count {
                            enqueueReaders(of: Symbol(id: queue[next], kind: .external))
                            next += 1
                        }
                        // The definition's value from the current ones of what it mentions,
                        // written; or, if one of those is still stale, that one.
                        func evaluate(_ definition: Int) -> Int? {
                            guard let row = rows[definition] else { return nil }
                            for cell in row.cells where stamps[cell.symbol.index] == stale { return cell.symbol.index }
                            let value = row.value(reading: current)
                            current[definition] = value
                            write(definition, value)
                            stamps[definition] = done
                            order.append(Int32(definition))
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
        if !reused {
            // Kept only for a start small enough to compare.
            values.orderVersion = start.isEmpty ? values.definitionVersion &- 1 : values.definitionVersion
        }
        dirty.removeAll(keepingCapacity: true)
        values.current = current
        values.stamps = stamps
        values.queue = queue
        values.dirty = dirty
        values.path = path
        values.start = start
        values.order = order
        values.changed = changed
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

extension Row {
    /// The row's value for the symbols' values in `values`, by id. Summed last cell
    /// first: in a chain of definitions the first cell is usually the link before
    /// (the one the subject was solved out of its equation beside), whose value was
    /// just computed, and adding it last keeps what each link waits for to one
    /// multiplication and one addition.
    func value(reading values: UnsafeMutableBufferPointer<Double>) -> Double {
        cells.withUnsafeBufferPointer { cells in
            var sum = constant
            var i = cells.count
            while i > 0 {
                i -= 1
                sum += cells[i].coefficient * values[cells[i].symbol.index]
            }
            return sum
        }
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
        guard coefficients.count < count else { return }
        coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
        seen.append(contentsOf: repeatElement(0, count: count - seen.count))
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
    /// The user variables whose values the last recording ``Tableau/writeValues(recordingChanges:)`` changed.
    var changed: [Int32] = []
    /// Counts changes to definitions (a row of a user variable inserted, removed or
    /// rewritten), which make a kept order stale.
    var definitionVersion: UInt64 = 0
    /// The sorted definitions the last walk started from, the order it evaluated
    /// definitions in, and `definitionVersion` then.
    var start: [Int32] = []
    var order: [Int32] = []
    var orderVersion: UInt64 = .max
    /// How many starts at most are compared with the kept ones.
    static let keptStarts = 16
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

    /// Notes that the symbol's row changed: `reshaped` if it appeared, went, or
    /// changed its cells, not just its constant.
    mutating func mark(_ symbol: Symbol, reshaped: Bool) {
        if reshaped && symbol.kind == .external { definitionVersion &+= 1 }
        guard !isDirty[symbol.index] else { return }
        isDirty[symbol.index] = true
        dirty.append(symbol)
    }
}
