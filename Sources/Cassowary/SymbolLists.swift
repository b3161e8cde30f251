/// For each symbol, a short list of basic symbols (the rows that mention it), all
/// lists sharing one pool of nodes: most lists hold a few entries and many come and
/// go with each pivot, and an array per list would cost an allocation each time one
/// comes back from empty.
///
/// Lists are unordered; whoever needs an order (Bland's rule) sorts or compares ids.
struct SymbolLists {
    private var heads: [Int32] = []
    private var entries: [Symbol] = []
    private var next: [Int32] = []
    /// Nodes given back, linked through `next`.
    private var free: Int32 = -1

    mutating func reserve(_ count: Int) {
        if heads.count < count { heads.append(contentsOf: repeatElement(-1, count: count - heads.count)) }
    }

    func isEmpty(_ symbol: Symbol) -> Bool { heads[symbol.index] < 0 }

    func count(_ symbol: Symbol) -> Int {
        var n = 0
        var node = heads[symbol.index]
        while node >= 0 {
            n += 1
            node = next[Int(node)]
        }
        return n
    }

    func forEach(in symbol: Symbol, _ body: (Symbol) -> Void) {
        var node = heads[symbol.index]
        while node >= 0 {
            body(entries[Int(node)])
            node = next[Int(node)]
        }
    }

    func list(_ symbol: Symbol) -> [Symbol] {
        var result: [Symbol] = []
        forEach(in: symbol) { result.append($0) }
        return result
    }

    mutating func insert(_ entry: Symbol, into symbol: Symbol) {
        let node: Int32
        if free >= 0 {
            node = free
            free = next[Int(node)]
            entries[Int(node)] = entry
            next[Int(node)] = heads[symbol.index]
        } else {
            node = Int32(entries.count)
            entries.append(entry)
            next.append(heads[symbol.index])
        }
        heads[symbol.index] = node
    }

    mutating func remove(_ entry: Symbol, from symbol: Symbol) {
        var previous: Int32 = -1
        var node = heads[symbol.index]
        while node >= 0 && entries[Int(node)] != entry {
            previous = node
            node = next[Int(node)]
        }
        guard node >= 0 else { return }
        if previous >= 0 { next[Int(previous)] = next[Int(node)] } else { heads[symbol.index] = next[Int(node)] }
        release(node)
    }

    /// The first node of the symbol's list, or -1; with ``entry(_:)`` and
    /// ``next(_:)``, a walk that needs no closure, for loops that change other state
    /// as they go.
    func head(_ symbol: Symbol) -> Int32 { heads[symbol.index] }

    func entry(_ node: Int32) -> Symbol { entries[Int(node)] }

    func next(_ node: Int32) -> Int32 { next[Int(node)] }

    /// Empties the symbol's list, handing back its chain for ``pop(_:)``.
    mutating func detach(_ symbol: Symbol) -> Int32 {
        let head = heads[symbol.index]
        heads[symbol.index] = -1
        return head
    }

    /// The next entry of a detached chain, freeing its node.
    mutating func pop(_ chain: inout Int32) -> Symbol? {
        guard chain >= 0 else { return nil }
        let node = chain
        chain = next[Int(node)]
        let entry = entries[Int(node)]
        release(node)
        return entry
    }

    private mutating func release(_ node: Int32) {
        next[Int(node)] = free
        free = node
    }
}
