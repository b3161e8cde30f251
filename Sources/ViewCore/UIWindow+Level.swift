import Foundation

extension UIWindow {
    /// Where a window stacks among windows: a higher level is in front, and
    /// within a level the window shown last is. Arithmetic with a number
    /// gives the levels between (`.statusBar + 1`).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }

        public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
        public static func + (offset: CGFloat, level: Level) -> Level { Level(offset + level.rawValue) }
        public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
        public static func - (offset: CGFloat, level: Level) -> Level { Level(offset - level.rawValue) }
        public static func += (level: inout Level, offset: CGFloat) { level = level + offset }
        public static func -= (level: inout Level, offset: CGFloat) { level = level - offset }
    }
}
