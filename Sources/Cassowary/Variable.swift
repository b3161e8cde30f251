import Synchronization

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
    /// pass over what they changed, not one per edit. A variable that several
    /// solvers hold has the value the last of them to change it wrote.
    public internal(set) var value: Double {
        get { slot.pointee }
        set { slot.pointee = newValue }
    }

    /// Where the value lives: outside the object, so that the solver writes every
    /// variable's value through a pointer it keeps, without retaining the variable or
    /// checking exclusive access to it as a class property.
    let slot: UnsafeMutablePointer<Double>

    /// A number for whoever made the variable, to find its own records by (an
    /// index, say) when the solver reports the variable; the solver never reads it.
    public var tag = 0

    /// The solver that first used this variable (its ``SolverSerial``, zero for none)
    /// and the symbol it gave it there, so that the solver finds the symbol without
    /// hashing (see `SolverCore.symbol(for:)`).
    var solverSerial: UInt64 = 0
    var symbolID: Int32 = 0

    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        slot = .allocate(capacity: 1)
        slot.initialize(to: value)
    }

    deinit {
        slot.deallocate()
    }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}

/// Numbers that tell solvers apart for ``Variable``'s memo of its symbol: unlike an
/// object's address, never reused once a solver is gone.
enum SolverSerial {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
