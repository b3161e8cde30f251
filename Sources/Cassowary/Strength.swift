/// How much a constraint matters: required (must hold) or a preference that the
/// solver trades against others.
///
/// A preference weighs on a *level*, named by a key: any finite number, a higher key
/// more important. Levels compare lexicographically: the solver first minimises the
/// violations at the highest level in use, then, among the solutions that achieve
/// that, the next level's, and so on. So no number of constraints at one level,
/// however badly violated, outweighs one at a higher level; this is the rule UIKit
/// states for priorities, and a priority maps to a level of its own. Kiwi folds its
/// three levels into one number (each clamped to a thousand, a thousand times the
/// next), which is lexicographic only while the lower levels stay small; keeping the
/// levels apart costs the objective a weight per level in use and the tableau's rows
/// nothing.
///
/// Within a level the weights add up: a constraint with `weak: 2` counts as two weak
/// constraints, as kiwi's `strength.create(0, 0, 2)` does. Kiwi's three named
/// strengths are levels whose keys are the numbers kiwi gives them (a million, a
/// thousand, one); a kiwi-style strength may weigh on several of them at once.
public struct Strength: Hashable, Comparable, Sendable {
    /// A weight at one level.
    public struct Level: Hashable, Sendable {
        public let key: Double
        public let weight: Double
    }

    /// The levels the preference weighs on, most important first, each weight
    /// positive. Empty for a required strength, which is never traded, and for a
    /// preference of no weight, which never pulls.
    public let levels: [Level]
    public let isRequired: Bool

    /// The level keys of kiwi's strong, medium and weak.
    public static let strongLevel = 1_000_000.0
    public static let mediumLevel = 1_000.0
    public static let weakLevel = 1.0

    /// A preference of `weight` at the level `level`. Both must be finite and the
    /// weight not negative: a non-finite weight would make the objective's sums
    /// meaningless, so this is a programming error, checked here once.
    public init(level: Double, weight: Double = 1) {
        precondition(level.isFinite, "a strength's level is a finite number")
        precondition(weight.isFinite && weight >= 0, "a strength's weight is finite and not negative")
        levels = weight > 0 ? [Level(key: level, weight: weight)] : []
        isRequired = false
    }

    /// A preference with the given weights at kiwi's three levels, times `weight`
    /// (kiwi's `create(a, b, c, w)` without the clamping, which the separate levels
    /// make unnecessary).
    public init(strong: Double = 0, medium: Double = 0, weak: Double = 0, weight: Double = 1) {
        precondition([strong, medium, weak, weight].allSatisfy { $0.isFinite && $0 >= 0 },
                     "a strength's weights are finite and not negative")
        levels = [(Strength.strongLevel, strong), (Strength.mediumLevel, medium), (Strength.weakLevel, weak)]
            .filter { $0.1 * weight > 0 }
            .map { Level(key: $0.0, weight: $0.1 * weight) }
        isRequired = false
    }

    private init(required: ()) {
        levels = []
        isRequired = true
    }

    public static let required = Strength(required: ())
    public static let strong = Strength(strong: 1)
    public static let medium = Strength(medium: 1)
    public static let weak = Strength(weak: 1)

    /// Lexicographic by level: the highest key where the two weigh differently
    /// decides, the heavier one being stronger; required beats every preference.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired || rhs.isRequired { return !lhs.isRequired && rhs.isRequired }
        var left = lhs.levels[...], right = rhs.levels[...]
        while true {
            switch (left.first, right.first) {
            case (nil, nil):
                return false
            case (nil, _?):
                return true
            case (_?, nil):
                return false
            case let (l?, r?):
                if l.key != r.key { return r.key > l.key }
                if l.weight != r.weight { return l.weight < r.weight }
                left = left.dropFirst()
                right = right.dropFirst()
            }
        }
    }
}

extension Strength: CustomStringConvertible {
    public var description: String {
        if isRequired { return "required" }
        if levels.count == 1 && levels[0].weight == 1 {
            switch levels[0].key {
            case Strength.strongLevel: return "strong"
            case Strength.mediumLevel: return "medium"
            case Strength.weakLevel: return "weak"
            default: break
            }
        }
        if levels.isEmpty { return "strength(no weight)" }
        let parts = levels.map { level in
            "level \(level.key.shortDescription)" + (level.weight == 1 ? "" : " ×\(level.weight.shortDescription)")
        }
        return "strength(" + parts.joined(separator: ", ") + ")"
    }
}
