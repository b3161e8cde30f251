/// Union-find over symbols: two symbols are in one group when a chain of constraints
/// links them. Rows, objective terms and pivots never cross groups, so each group is
/// optimised on its own (its own improving symbols, see ``Objective``), and a change
/// to one layout leaves independent ones alone whatever their number.
///
/// Groups only ever merge. Removing a constraint may leave a group that could split
/// in two; it stays one, which costs nothing in correctness (a group is just a set of
/// symbols that are optimised together) and keeps removal cheap.
struct Groups {
    private var parent: [Int32] = []
    private var size: [Int32] = []

    /// Makes room for symbols up to `count`, each in a group of its own.
    mutating func reserve(_ count: Int) {
        guard parent.count < count else { return }
        parent.append(contentsOf: (Int32(parent.count)..<Int32(count)))
        size.append(contentsOf: repeatElement(1, count: count - size.count))
    }

    /// The id of the symbol that stands for the group.
    mutating func root(_ id: Int32) -> Int32 {
        var node = Int(id)
        while parent[node] != Int32(node) {
            let up = Int(parent[node])
            parent[node] = parent[up]  // path halving
            node = Int(parent[node])
        }
        return Int32(node)
    }

    /// The root without shortening paths, for reading from non-mutating code.
    func peekRoot(_ id: Int32) -> Int32 {
        var node = Int(id)
        while parent[node] != Int32(node) { node = Int(parent[node]) }
        return Int32(node)
    }

    /// Merges the two groups; returns the root that survives and the one absorbed, or
    /// nil if they were one group already.
    mutating func merge(_ a: Int32, _ b: Int32) -> (kept: Int32, absorbed: Int32)? {
        var ra = root(a), rb = root(b)
        guard ra != rb else { return nil }
        if size[Int(ra)] < size[Int(rb)] { swap(&ra, &rb) }
        parent[Int(rb)] = ra
        size[Int(ra)] += size[Int(rb)]
        return (ra, rb)
    }
}
