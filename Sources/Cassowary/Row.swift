/// A linear combination of symbols plus a constant, as a short list of cells.
///
/// In the tableau a row is the equation `basic = constant + Σ coefficient · symbol`;
/// while a constraint is being added it is the equation `0 = constant + Σ …`.
/// Coefficients within ``epsilon`` of zero are dropped as they arise, so a cell's
/// presence means the symbol really occurs: the tableau's column indexes rely on that.
///
/// Rows are short in layouts (a constraint names a few variables), so a cell is found
/// by scanning, which beats hashing at these sizes; adding one long row to another
/// goes through a ``PositionMap`` instead, so that it stays linear.
struct Row {
    static let epsilon = 1.0e-8

    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    mutating func reserveCapacity(_ count: Int) { cells.reserveCapacity(count) }

    /// What `add` did to a cell, so that the tableau can keep its column indexes.
    enum CellChange { case inserted, removed, none }

    func position(of symbol: Symbol) -> Int? {
        cells.firstIndex { $0.symbol.id == symbol.id }
    }

    func coefficient(_ symbol: Symbol) -> Double {
        position(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// Adds `coefficient` to the symbol's cell.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> CellChange {
        if let i = position(of: symbol) {
            let new = cells[i].coefficient + coefficient
            if Swift.abs(new) < Row.epsilon {
                cells.remove(at: i)
                return .removed
            }
            cells[i].coefficient = new
            return .none
        }
        if Swift.abs(coefficient) < Row.epsilon { return .none }
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
        return .inserted
    }

    /// Takes the symbol's cell out, returning its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        guard let i = position(of: symbol) else { return nil }
        return cells.remove(at: i).coefficient
    }

    /// Adds `factor` times `other`, reporting each cell that appears or disappears.
    mutating func add(_ other: Row, times factor: Double, positions: inout PositionMap,
                      _ changed: (Symbol, CellChange) -> Void) {
        constant += factor * other.constant
        if cells.count * other.cells.count <= 64 {
            for cell in other.cells {
                let change = add(cell.symbol, factor * cell.coefficient)
                if change != .none { changed(cell.symbol, change) }
            }
            return
        }
        positions.load(cells)
        var removedAny = false
        for cell in other.cells {
            let value = factor * cell.coefficient
            if let i = positions[cell.symbol] {
                let new = cells[i].coefficient + value
                if Swift.abs(new) < Row.epsilon {
                    // Zeroed here and swept below, so that positions stay valid meanwhile.
                    cells[i].coefficient = 0
                    removedAny = true
                    changed(cell.symbol, .removed)
                } else {
                    cells[i].coefficient = new
                }
            } else if Swift.abs(value) >= Row.epsilon {
                positions[cell.symbol] = cells.count
                cells.append(Cell(symbol: cell.symbol, coefficient: value))
                changed(cell.symbol, .inserted)
            }
        }
        positions.unload(cells)
        if removedAny { cells.removeAll { $0.coefficient == 0 } }
    }

    /// Adds to the symbol's cell through `positions`, keeping even a zero sum;
    /// ``sweep(positions:)`` ends a series of these.
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double, positions: inout PositionMap) {
        if let i = positions[symbol] {
            cells[i].coefficient += coefficient
        } else {
            positions[symbol] = cells.count
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        }
    }

    /// Clears `positions` after ``accumulate(_:_:positions:)`` and drops the cells
    /// that summed to near zero.
    mutating func sweep(positions: inout PositionMap) {
        positions.unload(cells)
        cells.removeAll { Swift.abs($0.coefficient) < Row.epsilon }
    }

    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Turns `0 = row` into `symbol = row'`. False, leaving the row alone, if the symbol
    /// is not in the row.
    @discardableResult
    mutating func solve(for symbol: Symbol) -> Bool {
        guard let c = remove(symbol) else { return false }
        scale(by: -1 / c)
        return true
    }

    /// Turns `basic = row` into `entering = row'`, where `entering` is in the row.
    @discardableResult
    mutating func solve(for entering: Symbol, replacing basic: Symbol) -> Bool {
        add(basic, -1)
        return solve(for: entering)
    }

    var isAllDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }
}

/// Where each symbol sits in one row, by symbol id: scratch space that lets adding a
/// long row to another find cells without scanning. Every entry is back to "absent"
/// between uses, so loading costs only the row's length.
struct PositionMap {
    private var slots: [Int32] = []

    mutating func reserve(_ count: Int) {
        if slots.count < count { slots += repeatElement(-1, count: count - slots.count) }
    }

    subscript(symbol: Symbol) -> Int? {
        get {
            let slot = symbol.index < slots.count ? slots[symbol.index] : -1
            return slot < 0 ? nil : Int(slot)
        }
        set {
            reserve(symbol.index + 1)
            slots[symbol.index] = Int32(newValue ?? -1)
        }
    }

    mutating func load(_ cells: [Row.Cell]) {
        for (i, cell) in cells.enumerated() { self[cell.symbol] = i }
    }

    mutating func unload(_ cells: [Row.Cell]) {
        for cell in cells { self[cell.symbol] = nil }
    }
}
