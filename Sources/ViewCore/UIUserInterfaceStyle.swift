import Foundation

/// Light or dark appearance, a trait of a trait collection.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// Where the interface style comes from, as UIKit's trait hierarchy passes it
/// down: a view's own `overrideUserInterfaceStyle`; else, for a controller's
/// root view, the controller's style; else its superview's. A controller's
/// own override; else its view's superview's style while the view is in a
/// hierarchy; else its parent's, else its presenter's. At the top, the
/// screen's (light).
enum UserInterfaceStyleInheritance {
    /// A loop rather than recursion: a hierarchy may be thousands of views deep.
    static func style(from start: UIView?, or startController: UIViewController?) -> UIUserInterfaceStyle {
        var view = start
        var controller = startController
        while true {
            if let current = view {
                if current.overrideUserInterfaceStyle != .unspecified { return current.overrideUserInterfaceStyle }
                if let owner = current.viewDelegate {
                    view = nil
                    controller = owner
                } else if let superview = current.superviewStorage {
                    view = superview
                } else {
                    break
                }
            } else if let current = controller {
                if current.overrideUserInterfaceStyle != .unspecified { return current.overrideUserInterfaceStyle }
                if let superview = current.viewStorage?.superviewStorage {
                    view = superview
                    controller = nil
                } else if let next = current.parent ?? current.presentingViewController {
                    controller = next
                } else {
                    break
                }
            } else {
                break
            }
        }
        return UITraitCollection.environment.userInterfaceStyle
    }

    /// After an override changed: `traitCollectionDidChange(_:)` to each view
    /// and controller below `view`, and to `view` itself, whose style it
    /// changed (not those below one with an override of its own), parent first,
    /// a controller just before its root view, each given its traits as they
    /// were. The controller whose root view `view` is stays as it was.
    static func deliverChange(from oldStyle: UIUserInterfaceStyle, below view: UIView) {
        let traits = UITraitCollection.environment
        let previous = traits.with(oldStyle)
        guard oldStyle != view.effectiveUserInterfaceStyle else { return }
        // The walk is pre-order: a skipped view's subtree is the views after
        // it that are deeper than it.
        var skippedDepth = Int.max
        view.walkSubtreePreOrder { current, depth in
            if depth > skippedDepth { return true }
            skippedDepth = .max
            if depth > 0, current.overrideUserInterfaceStyle != .unspecified
                || current.viewDelegate.map({ $0.overrideUserInterfaceStyle != .unspecified }) == true {
                skippedDepth = depth
                return true
            }
            if depth > 0, let controller = current.viewDelegate {
                controller.traitCollectionDidChange(previous)
            }
            current.traitCollectionDidChange(previous)
            return true
        }
    }
}

extension UIView {
    /// The style the view's trait collection has.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        UserInterfaceStyleInheritance.style(from: self, or: nil)
    }

    /// Called as `overrideUserInterfaceStyle` changes.
    func userInterfaceStyleOverrideDidChange(from oldValue: UIUserInterfaceStyle) {
        guard oldValue != overrideUserInterfaceStyle else { return }
        Session.current.overridesUserInterfaceStyle = true
        // The style the view had: its old override, or what it inherited.
        let oldStyle = oldValue != .unspecified ? oldValue
            : UserInterfaceStyleInheritance.style(from: viewDelegate == nil ? superviewStorage : nil, or: viewDelegate)
        UserInterfaceStyleInheritance.deliverChange(from: oldStyle, below: self)
    }
}

extension UIViewController {
    /// The style the controller's trait collection has.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        UserInterfaceStyleInheritance.style(from: nil, or: self)
    }

    /// Called as `overrideUserInterfaceStyle` changes: the controller first,
    /// then its view's tree.
    func userInterfaceStyleOverrideDidChange(from oldValue: UIUserInterfaceStyle) {
        guard oldValue != overrideUserInterfaceStyle else { return }
        Session.current.overridesUserInterfaceStyle = true
        let oldStyle: UIUserInterfaceStyle
        if oldValue != .unspecified {
            oldStyle = oldValue
        } else if let superview = viewStorage?.superviewStorage {
            oldStyle = superview.effectiveUserInterfaceStyle
        } else {
            oldStyle = UserInterfaceStyleInheritance.style(from: nil, or: parent ?? presentingViewController)
        }
        guard oldStyle != effectiveUserInterfaceStyle else { return }
        traitCollectionDidChange(traitCollection.with(oldStyle))
        if let view = viewStorage, view.overrideUserInterfaceStyle == .unspecified {
            UserInterfaceStyleInheritance.deliverChange(from: oldStyle, below: view)
        }
    }
}
