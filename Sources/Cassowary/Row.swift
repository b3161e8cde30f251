/// A linear combination of symbols plus a constant.
///
/// In the tableau a row is the equation `basic = constant + Σ coefficient · symbol`
/// over parametric symbols; while a constraint is being added it is the equation
/// `0 = constant + Σ …`. Coefficients within ``epsilon`` of zero are dropped as they
/// arise, so a cell's presence means the symbol really occurs: the tableau's column
/// index relies on that.
struct Row {
    static let epsilon = 1.0e-8

    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// What `add` did to a cell, so that the tableau can keep its column index.
    enum CellChange { case inserted, updated, removed, none }

    /// Adds `coefficient` to the symbol's cell.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> CellChange {
        // Through the index, so that an update hashes the symbol once.
        if let index = cells.index(forKey: symbol) {
            let new = cells.values[index] + coefficient
            if Swift.abs(new) < Row.epsilon {
                cells.remove(at: index)
                return .removed
            }
            cells.values[index] = new
            return .updated
        }
        if Swift.abs(coefficient) < Row.epsilon { return .none }
        cells[symbol] = coefficient
        return .inserted
    }

    func coefficient(_ symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    mutating func negate() {
        constant = -constant
        for key in cells.keys { cells[key]! = -cells[key]! }
    }

    /// Turns `0 = row` into `symbol = row'`. The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        let scale = -1 / cells.removeValue(forKey: symbol)!
        constant *= scale
        for key in cells.keys { cells[key]! *= scale }
    }

    /// Turns `basic = row` into `entering = row'`, where `entering` is in the row.
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

    var isAllDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }
}
