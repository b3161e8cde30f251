/// An unknown of the tableau: a user variable or one the solver introduced.
///
/// Ids are small dense integers handed out in order, so the tableau keeps everything it
/// knows about a symbol in arrays indexed by the id rather than in hash tables. The id
/// also orders symbols so that pivoting picks the lowest-numbered candidate among
/// equals (Bland's rule), which both prevents cycling and makes results depend on
/// nothing but the order of operations.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// A user ``Variable``: unrestricted in sign, so it can be any row's subject.
        case external
        /// Turns an inequality into an equation; never negative.
        case slack
        /// Measures a preference's violation; never negative, and in the objective.
        case error
        /// Marks a required equation so it can be found again for removal; fixed at
        /// zero, so no pivot brings it into the basis (it is basic only in the row of
        /// an equation that restates others, see `SolverCore.add`).
        case dummy
    }

    let id: Int32
    let kind: Kind

    var index: Int { Int(id) }

    /// Slack and error symbols: the ones the simplex keeps non-negative.
    var isRestricted: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
