/// The direction the app's language reads in. UIKit takes it from the language
/// at launch; here `Simulator.setUserInterfaceLayoutDirection(_:)` sets it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

/// The layout direction as a trait.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft
}

/// How a view's content relates to the layout direction: most follow it; media
/// controls (playback) and directions on a map (spatial) never flip; a view may
/// also force either direction.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIApplication {
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Session.current.userInterfaceLayoutDirection }
}

extension UIView {
    /// The direction a view with the attribute lays out in: the app's, unless
    /// the attribute fixes one.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return Session.current.userInterfaceLayoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// Where this view's leading edge is: on the right when right to left.
    /// A superview's attribute does not carry over to its subviews, as in UIKit.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The constraints naming this view or its guides by leading or trailing
    /// are expressed again, on the other side.
    func layoutDirectionDidChange() {
        guard let state = constraintState else { return }
        for list in state.allMentions {
            for constraint in list.constraints where constraint.isDirectional {
                constraint.installation?.engine?.constraintDidChange(constraint)
            }
        }
        (superviewStorage ?? self).setNeedsLayout()
    }
}

extension NSLayoutConstraint {
    /// Whether an attribute follows the layout direction.
    var isDirectional: Bool { firstAttribute.isLeadingTrailing || secondAttribute.isLeadingTrailing }
}

extension Simulator {
    /// The app's layout direction, as its language would set it: right to left
    /// for Arabic or Hebrew. UIKit fixes it at launch, so a script sets it
    /// before building its interface; changed later, the constraints of every
    /// window are expressed again, and nothing is told of the trait change.
    public static func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        guard direction != Session.current.userInterfaceLayoutDirection else { return }
        Session.current.userInterfaceLayoutDirection = direction
        for window in UIApplication.shared.windows {
            guard let engine = window.constraintState?.engine else { continue }
            for constraint in engine.constraints where constraint.isDirectional { engine.constraintDidChange(constraint) }
            window.setNeedsLayout()
        }
    }
}
