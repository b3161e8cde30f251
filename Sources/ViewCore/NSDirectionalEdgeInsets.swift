import Foundation

/// Insets whose horizontal edges follow the layout direction: `leading` is
/// the left inset left to right and the right inset right to left.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()

    /// The insets by left and right edge in the given direction.
    func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: rightToLeft ? trailing : leading,
                     bottom: bottom, right: rightToLeft ? leading : trailing)
    }

    /// Directional insets from insets by left and right edge.
    init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
        self.init(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                  bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
    }
}

extension UIView {
    /// The layout margins by leading and trailing edge, in the view's
    /// effective layout direction: setting them sets `layoutMargins`.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutMargins, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
        set { layoutMargins = newValue.edgeInsets(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
    }
}
