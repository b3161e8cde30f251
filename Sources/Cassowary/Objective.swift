/// The objective: a weighted sum of error symbols to minimise, with a vector weight
/// per symbol (one component per strength level, ``Strength``), compared
/// lexicographically. The tableau's rows stay scalar; only here do levels exist.
///
/// Each group (``Groups``) keeps its own queue of the symbols that may be improving,
/// those whose weight went lexicographically negative, ordered by id: the simplex then
/// takes the lowest improving symbol of a group (Bland's rule) without scanning an
/// objective that holds an error symbol per preference of every layout. The queues
/// may hold symbols that stopped improving; ``nextImproving(in:)`` skips them.
struct Objective {
    private(set) var weights: [SIMD3<Double>] = []
    private var queued: [Bool] = []
    private var queues: [SymbolHeap] = []
    /// Groups whose queue went from empty to not, for the simplex to visit.
    private(set) var pending: [Int32] = []

    mutating func reserve(_ count: Int) {
        while weights.count < count {
            weights.append(.zero)
            queued.append(false)
            queues.append(SymbolHeap())
        }
    }

    func weight(_ symbol: Symbol) -> SIMD3<Double> { weights[symbol.index] }

    /// Adds `weight` to the symbol's, queueing it in `group` if it may now improve.
    mutating func add(_ symbol: Symbol, _ weight: SIMD3<Double>, group: Int32) {
        var new = weights[symbol.index] + weight
        if Lexicographic.isZero(new) { new = .zero }
        weights[symbol.index] = new
        if symbol.kind != .dummy && !queued[symbol.index] && Lexicographic.sign(new) < 0 {
            queued[symbol.index] = true
            if queues[Int(group)].isEmpty { pending.append(group) }
            queues[Int(group)].push(symbol)
        }
    }

    /// Takes the symbol out (it became basic), returning its weight.
    mutating func remove(_ symbol: Symbol) -> SIMD3<Double> {
        let weight = weights[symbol.index]
        weights[symbol.index] = .zero
        return weight
    }

    /// The lowest symbol of the group whose weight is lexicographically negative.
    mutating func nextImproving(in group: Int32) -> Symbol? {
        while let symbol = queues[Int(group)].popMin() {
            queued[symbol.index] = false
            if Lexicographic.sign(weights[symbol.index]) < 0 { return symbol }
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

    /// Whether any symbol could still lower the objective; for the invariant checks.
    var isOptimal: Bool {
        weights.indices.allSatisfy { !queued[$0] || Lexicographic.sign(weights[$0]) >= 0 }
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
