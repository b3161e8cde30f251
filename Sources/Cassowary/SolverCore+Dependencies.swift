/// Which constraints a variable's value rests on: those whose marker or error
/// symbols remain in the variable's row once it is read through definitions
/// into parametric symbols. A constraint that is satisfied with room to spare
/// (an inequality whose slack is basic) is not among them, however many
/// variables it shares: moving it a little would not move the variable.
extension SolverCore {
    mutating func constraints(determining variable: Variable, among candidates: [Constraint]) -> [Constraint] {
        guard let symbol = knownSymbol(variable), let row = tableau.row(symbol) else { return [] }
        let parametric = Set(tableau.expanded(row).cells.map(\.symbol))
        return candidates.filter { constraint in
            guard let tag = tag(of: constraint) else { return false }
            return parametric.contains(tag.marker) || tag.other.map(parametric.contains) == true
        }
    }
}
