/// Why the solver refused a request. The solver is unchanged after any of these,
/// except that an unsatisfiable add may leave a different one of several equally good
/// solutions in place.
public enum SolverError: Error, Equatable {
    /// A required constraint contradicts the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    /// This constraint (the same object) was already added.
    case duplicateConstraint(Constraint)
    /// This constraint was never added, or was already removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required: a suggestion is a wish, and a
    /// required one would make every later suggestion a contradiction.
    case requiredEditStrength(Variable)

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiableConstraint(a), .unsatisfiableConstraint(b)),
             let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)):
            return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.requiredEditStrength(a), .requiredEditStrength(b)):
            return a === b
        default:
            return false
        }
    }
}

extension SolverError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c):
            return "unsatisfiable constraint: \(c) contradicts the required constraints already added"
        case .duplicateConstraint(let c):
            return "duplicate constraint: \(c) was already added"
        case .unknownConstraint(let c):
            return "unknown constraint: \(c) was never added or was already removed"
        case .duplicateEditVariable(let v):
            return "duplicate edit variable: \(v) is already an edit variable"
        case .unknownEditVariable(let v):
            return "unknown edit variable: \(v) is not an edit variable"
        case .requiredEditStrength(let v):
            return "edit variable \(v) cannot be required: suggestions must be weaker than required"
        }
    }
}
