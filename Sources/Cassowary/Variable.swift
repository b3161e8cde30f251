/// A quantity the solver chooses: a frame's edge, a width, an edit point.
///
/// A reference type because constraints name the same variable from many places and
/// the solver must recognise it by identity; two variables with the same name are
/// still two unknowns. It is deliberately not `Equatable`: `x == y` builds a
/// ``Constraint``, and a Boolean `==` beside it would make that ambiguous. Compare
/// variables with `===`.
public final class Variable {
    /// For messages and debugging only; the solver never looks at it.
    public let name: String

    /// The value the solver chose, as of the last ``Solver/updateVariables()``. The
    /// solver does not write it on every change so that a batch of edits costs one
    /// pass over the variables, not one per edit.
    public internal(set) var value: Double

    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.value = value
    }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
