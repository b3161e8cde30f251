/// How much a constraint matters: required (must hold) or a preference that the
/// solver trades against others.
///
/// Preferences compare lexicographically by level, strong before medium before weak:
/// the solver first minimises the strong violations, then, among the solutions that
/// achieve that, the medium ones, then the weak ones. So no number of weak constraints,
/// however badly violated, outweighs one medium constraint. Kiwi folds the three levels
/// into one number (each level clamped to a thousand, a thousand times the next), which
/// is lexicographic only while the lower levels stay small; keeping the levels apart
/// costs a vector per objective coefficient and nothing per tableau row.
///
/// Within a level the weights add up: a constraint with `weak: 2` counts as two
/// weak constraints, as kiwi's `strength.create(0, 0, 2)` does.
public struct Strength: Hashable, Comparable {
    /// Violation weights per level, strong first. Zero for a required strength, which
    /// is never traded.
    public let levels: SIMD3<Double>
    public let isRequired: Bool

    /// A preference with the given weights per level (kiwi's `create(a, b, c, w)`
    /// without the clamping, which the separate levels make unnecessary).
    public init(strong: Double = 0, medium: Double = 0, weak: Double = 0, weight: Double = 1) {
        precondition(strong >= 0 && medium >= 0 && weak >= 0 && weight >= 0,
                     "a strength's weights are not negative")
        levels = SIMD3(strong, medium, weak) * weight
        isRequired = false
    }

    private init(required: ()) {
        levels = .zero
        isRequired = true
    }

    public static let required = Strength(required: ())
    public static let strong = Strength(strong: 1)
    public static let medium = Strength(medium: 1)
    public static let weak = Strength(weak: 1)

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired || rhs.isRequired { return !lhs.isRequired && rhs.isRequired }
        return Lexicographic.compare(lhs.levels, rhs.levels) < 0
    }
}

extension Strength: CustomStringConvertible {
    public var description: String {
        if isRequired { return "required" }
        switch levels {
        case SIMD3(1, 0, 0): return "strong"
        case SIMD3(0, 1, 0): return "medium"
        case SIMD3(0, 0, 1): return "weak"
        default:
            return "strength(\(levels.x.shortDescription), \(levels.y.shortDescription), \(levels.z.shortDescription))"
        }
    }
}

/// Comparison of per-level weight vectors, the most important level first. A
/// component within `epsilon` of zero counts as zero, so rounding left over from
/// pivoting never decides which way the optimiser goes.
enum Lexicographic {
    static let epsilon = 1.0e-8

    /// The sign of the first component that is not near zero, or zero.
    static func sign(_ v: SIMD3<Double>) -> Int {
        for i in 0..<3 where Swift.abs(v[i]) > epsilon {
            return v[i] < 0 ? -1 : 1
        }
        return 0
    }

    static func compare(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Int { sign(a - b) }

    static func isZero(_ v: SIMD3<Double>) -> Bool { sign(v) == 0 }
}
