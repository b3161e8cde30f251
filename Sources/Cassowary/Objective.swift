/// The objective: a weighted sum of error symbols to minimise, with a vector weight
/// per cell (one component per strength level, ``Strength``), compared
/// lexicographically. The tableau's rows stay scalar; only here do levels exist.
///
/// `improving` is always the set of non-dummy symbols whose weight is
/// lexicographically negative, the ones that could still lower the objective, so
/// that each pivot of the simplex finds its entering symbol without scanning every
/// cell of an objective that holds an error symbol per preference.
struct Objective {
    private(set) var cells: [Symbol: SIMD3<Double>] = [:]
    private(set) var improving: Set<Symbol> = []

    mutating func add(_ symbol: Symbol, _ weight: SIMD3<Double>) {
        let new = (cells[symbol] ?? .zero) + weight
        if Lexicographic.isZero(new) {
            remove(symbol)
            return
        }
        cells[symbol] = new
        if symbol.kind != .dummy && Lexicographic.sign(new) < 0 {
            improving.insert(symbol)
        } else {
            improving.remove(symbol)
        }
    }

    /// Adds `weight` times every cell of `row`; the row's constant only shifts the
    /// objective's value, which nothing reads, so it is not kept.
    mutating func add(_ row: Row, _ weight: SIMD3<Double>) {
        for (symbol, c) in row.cells { add(symbol, weight * c) }
    }

    @discardableResult
    mutating func remove(_ symbol: Symbol) -> SIMD3<Double>? {
        improving.remove(symbol)
        return cells.removeValue(forKey: symbol)
    }

    /// Replaces `symbol` by the row that now defines it.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if let weight = remove(symbol) { add(row, weight) }
    }

    func weight(_ symbol: Symbol) -> SIMD3<Double> { cells[symbol] ?? .zero }
}
