/// An incremental Cassowary solver (Badros & Borning, as kiwi implements it): add and
/// remove constraints one at a time or in batches, steer edit variables with
/// suggestions, and read the solution with ``updateVariables()``.
///
/// Each required constraint holds exactly; among the solutions that satisfy them, the
/// solver finds one that minimises the violations of the others lexicographically by
/// ``Strength``. Work per change is proportional to the rows the change touches, not
/// to the tableau's size, thanks to the ``Tableau``'s column index.
public final class Solver {
    private var core = SolverCore()

    public init() {}

    public func addConstraint(_ constraint: Constraint) throws {
        try core.addConstraints([constraint])
    }

    /// Adds the constraints and optimises once at the end rather than after each, the
    /// way to add everything a layout declares at once. All or nothing: if one fails,
    /// those of the batch already added are taken out again before the error is thrown.
    public func addConstraints(_ batch: [Constraint]) throws {
        try core.addConstraints(batch)
    }

    public func removeConstraint(_ constraint: Constraint) throws {
        try core.removeConstraint(constraint)
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.hasConstraint(constraint)
    }

    /// Makes `variable` steerable by ``suggestValue(_:_:)`` at `strength`, starting
    /// from its current value so that adding the edit alone moves nothing.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        try core.addEditVariable(variable, strength: strength)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        try core.removeEditVariable(variable)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.hasEditVariable(variable)
    }

    /// Asks for `variable` to take `value`, as strongly as its edit was added; the
    /// dual simplex repairs what the change breaks, usually in a few pivots.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        try core.suggestValue(variable, value)
    }

    /// Writes the current solution into the ``Variable/value`` of every variable it
    /// may have moved since the last call (all of them the first time): the work
    /// is proportional to what changed, not to the number of variables.
    public func updateVariables() {
        core.updateVariables()
    }

    /// ``updateVariables()``, then `body` with each variable whose value that
    /// changed: for a caller that keeps something derived from the values, at a
    /// cost proportional to what moved.
    public func updateVariables(reportingChanges body: (Variable) -> Void) {
        for variable in core.updateChangedVariables() { body(variable) }
    }

    /// The variable's value in the current solution, without writing it into the
    /// variable: for reading a trial solver that shares variables with another.
    /// Zero for a variable the solver has not seen.
    public func value(of variable: Variable) -> Double {
        core.value(of: variable)
    }

    /// Those of `candidates` that the variable's current value rests on: with
    /// any of them moved a little, the variable would move. Nothing for a
    /// variable the constraints leave free.
    public func constraints(determining variable: Variable, among candidates: [Constraint]) -> [Constraint] {
        core.constraints(determining: variable, among: candidates)
    }

    /// Whether the two variables are linked by a chain of constraints (solved
    /// together); a variable the solver has not seen is linked to none.
    public func areLinked(_ a: Variable, _ b: Variable) -> Bool {
        core.areLinked(a, b)
    }

    /// Verifies the tableau's invariants (see ``Tableau``); for tests.
    func checkInvariants() -> [String] { core.checkInvariants() }

    /// After ``updateVariables()``, every way a variable's value differs from what
    /// evaluating the whole tableau afresh gives; for tests.
    func checkVariables() -> [String] { core.checkVariables() }

    /// Rows rewritten by substitutions so far; for tests.
    var rewrittenRows: Int { core.rewrittenRows }

    /// Every row of the group of `variable`, as text; for tests that check which
    /// rows an operation touched.
    func rowsOfGroup(of variable: Variable) -> [String] { core.rowsOfGroup(of: variable) }
}
