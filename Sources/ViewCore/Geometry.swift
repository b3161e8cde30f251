import Foundation

/// UIKit's edge insets; the geometry types themselves are Foundation's
/// `CGRect`, `CGPoint`, `CGSize` and `CGFloat`.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()

    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left,
                     bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension CGRect {
    /// `UIEdgeInsetsInsetRect`: the rect shrunk by the insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}

/// Formats numbers the way UIKit's descriptions do (`%g`): `375`, `20.5`.
func shortNumber(_ value: CGFloat) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%g", Double(value))
}

/// `(0 20; 375 647)`, the frame notation of UIKit's view descriptions.
func frameNotation(_ rect: CGRect) -> String {
    "(\(shortNumber(rect.origin.x)) \(shortNumber(rect.origin.y)); \(shortNumber(rect.size.width)) \(shortNumber(rect.size.height)))"
}
