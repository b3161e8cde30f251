/// The objective: a weighted sum of error symbols to minimise, with a weight per
/// symbol at each strength level in use (``Strength``), compared lexicographically,
/// the most important level first. The tableau's rows stay scalar; only here do
/// levels exist.
///
/// The weights lie in one flat array, a symbol's levels side by side (`stride` of
/// them), so that the sign test and a substitution read consecutive numbers and
/// nothing allocates per operation. A level key seen for the first time inserts a
/// level in its place and lays the weights out again; that happens once per key a
/// solver ever meets, which layouts keep to a handful.
///
/// Each group (``Groups``) keeps its own queue of the symbols that may be improving,
/// those whose weight went lexicographically negative, ordered by id: the simplex then
/// takes the lowest improving symbol of a group (Bland's rule) without scanning an
/// objective that holds an error symbol per preference of every layout. The queues
/// may hold symbols that stopped improving; ``nextImproving(in:)`` skips them.
struct Objective {
    /// A weight within this of zero counts as zero, so that rounding left over from
    /// pivoting never decides which way the optimiser goes.
    static let epsilon = 1.0e-8

    /// The level keys in use, most important (highest) first.
    private(set) var levelKeys: [Double] = []
    private var stride = 0
    private var symbolCount = 0
    private var weights: [Double] = []
    private var queued: [Bool] = []
    private var queues: [SymbolHeap] = []
    /// Groups whose queue went from empty to not, for the simplex to visit.
    private(set) var pending: [Int32] = []

    mutating func reserve(_ count: Int) {
        guard symbolCount < count else { return }
        weights.append(contentsOf: repeatElement(0, count: (count - symbolCount) * stride))
        queued.append(contentsOf: repeatElement(false, count: count - symbolCount))
        queues.append(contentsOf: repeatElement(SymbolHeap(), count: count - symbolCount))
        symbolCount = count
    }

    /// The index of the level `key`, inserting it among the others if it is new.
    mutating func level(_ key: Double) -> Int {
        var low = 0, high = levelKeys.count
        while low < high {
            let middle = (low + high) / 2
            if levelKeys[middle] > key { low = middle + 1 } else { high = middle }
        }
        if low < levelKeys.count && levelKeys[low] == key { return low }
        var spread = [Double](repeating: 0, count: symbolCount * (stride + 1))
        for symbol in 0..<symbolCount {
            for l in 0..<stride { spread[symbol * (stride + 1) + (l < low ? l : l + 1)] = weights[symbol * stride + l] }
        }
        weights = spread
        levelKeys.insert(key, at: low)
        stride += 1
        return low
    }

    /// Adds `amount` to the symbol's weight at `level` (an index from ``level(_:)``),
    /// queueing the symbol in `group` if it may now improve.
    mutating func add(_ symbol: Symbol, level: Int, _ amount: Double, group: Int32) {
        let i = symbol.index * stride + level
        let new = weights[i] + amount
        weights[i] = Swift.abs(new) < Objective.epsilon ? 0 : new
        queueIfImproving(symbol, group: group)
    }

    /// Replaces `symbol`, which `row` now defines, by the row: each of the row's
    /// symbols gains the symbol's weights times its coefficient, and the symbol
    /// leaves the objective. All the row's symbols are in `group`.
    mutating func substitute(_ symbol: Symbol, by row: Row, group: Int32) {
        let base = symbol.index * stride
        guard !isZero(symbol) else { return }
        for cell in row.cells {
            let target = cell.symbol.index * stride
            for l in 0..<stride where weights[base + l] != 0 {
                let new = weights[target + l] + weights[base + l] * cell.coefficient
                weights[target + l] = Swift.abs(new) < Objective.epsilon ? 0 : new
            }
            queueIfImproving(cell.symbol, group: group)
        }
        remove(symbol)
    }

    /// Takes the symbol out: it became basic, or left the problem.
    mutating func remove(_ symbol: Symbol) {
        let base = symbol.index * stride
        for l in 0..<stride { weights[base + l] = 0 }
    }

    private mutating func queueIfImproving(_ symbol: Symbol, group: Int32) {
        guard symbol.kind != .dummy && !queued[symbol.index] && sign(symbol) < 0 else { return }
        queued[symbol.index] = true
        if queues[Int(group)].isEmpty { pending.append(group) }
        queues[Int(group)].push(symbol)
    }

    /// The sign of the symbol's weight at the most important level where it is not
    /// near zero, or zero.
    func sign(_ symbol: Symbol) -> Int {
        let base = symbol.index * stride
        for l in 0..<stride {
            let w = weights[base + l]
            if Swift.abs(w) > Objective.epsilon { return w < 0 ? -1 : 1 }
        }
        return 0
    }

    func isZero(_ symbol: Symbol) -> Bool {
        let base = symbol.index * stride
        for l in 0..<stride where weights[base + l] != 0 { return false }
        return true
    }

    /// How `a`'s weight divided by `ca` compares with `b`'s divided by `cb`,
    /// lexicographically and ignoring differences near zero: -1, 0 or 1. The dual
    /// simplex's ratio test.
    func compareRatios(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double) -> Int {
        let baseA = a.index * stride, baseB = b.index * stride
        for l in 0..<stride {
            let d = weights[baseA + l] / ca - weights[baseB + l] / cb
            if Swift.abs(d) > Objective.epsilon { return d < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The lowest symbol of the group whose weight is lexicographically negative.
    mutating func nextImproving(in group: Int32) -> Symbol? {
        while let symbol = queues[Int(group)].popMin() {
            queued[symbol.index] = false
            if sign(symbol) < 0 { return symbol }
        }
        return nil
    }

    mutating func popPending() -> Int32? { pending.popLast() }

    /// Moves an absorbed group's queue into the group that absorbed it.
    mutating func merge(_ absorbed: Int32, into kept: Int32) {
        guard !queues[Int(absorbed)].isEmpty else { return }
        if queues[Int(kept)].isEmpty { pending.append(kept) }
        while let symbol = queues[Int(absorbed)].popMin() { queues[Int(kept)].push(symbol) }
    }
}

/// A binary min-heap of symbols by id.
struct SymbolHeap {
    private var items: [Symbol] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ symbol: Symbol) {
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Symbol? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count && items[left] < items[smallest] { smallest = left }
            if right < items.count && items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
