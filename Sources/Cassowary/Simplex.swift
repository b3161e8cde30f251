/// The two simplex loops over the ``Tableau``'s flat rows: the primal one that
/// restores optimality after a constraint is added or removed, and the dual one that
/// restores feasibility after an edit moves row constants.
///
/// Both choose among equal candidates the lowest symbol id (Bland's rule), so they
/// cannot cycle on degenerate tableaus, and both look for the leaving row only among
/// the rows that mention the entering symbol, through the column index. The primal
/// loop visits only the groups whose objective changed, one at a time.
extension Tableau {
    /// Pivots until no objective weight is lexicographically negative.
    mutating func optimize() {
        while let group = nextPendingGroup() {
            while let entering = nextImproving(in: group) {
                pivot(entering: entering, leaving: leavingRow(for: entering))
            }
        }
    }

    /// Phase one: pivots until the artificial objective cannot decrease.
    mutating func optimizeArtificial() {
        while let entering = artificial?.cells
            .filter({ $0.symbol.kind != .dummy && $0.coefficient < -Row.epsilon })
            .map(\.symbol).min() {
            pivot(entering: entering, leaving: leavingRow(for: entering))
        }
    }

    /// The row that limits how far `entering` can grow: among the restricted rows
    /// where it has a negative coefficient, the one that reaches zero first.
    private func leavingRow(for entering: Symbol) -> Symbol {
        var best: (basic: Symbol, ratio: Double)?
        forEachRow(mentioning: entering) { basic in
            guard basic.isRestricted, let row = row(basic) else { return }
            let c = row.coefficient(entering)
            guard c < 0 else { return }
            let ratio = -row.constant / c
            if let b = best, ratio > b.ratio || (ratio == b.ratio && basic > b.basic) { return }
            best = (basic, ratio)
        }
        // The objective is bounded below by zero (it weighs non-negative errors), so an
        // improving direction always meets a restricted row.
        guard let best else { preconditionFailure("Cassowary: unbounded objective; the tableau is corrupt") }
        return best.basic
    }

    /// Pivots out the noted infeasible rows while keeping the objective optimal.
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = row(leaving), row.constant < 0 else { continue }
            var best: (symbol: Symbol, coefficient: Double)?
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                if let b = best {
                    let order = objective.compareRatios(cell.symbol, cell.coefficient, b.symbol, b.coefficient)
                    if order > 0 || (order == 0 && cell.symbol > b.symbol) { continue }
                }
                best = (cell.symbol, cell.coefficient)
            }
            // A row with a negative constant and no positive cell states that a sum of
            // non-negative symbols is negative: the required constraints contradict.
            // Edits are never required, so this cannot come from a suggestion.
            guard let best else { preconditionFailure("Cassowary: dual simplex found no entering symbol") }
            pivot(entering: best.symbol, leaving: leaving)
        }
    }
}
