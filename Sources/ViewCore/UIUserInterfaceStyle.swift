import Foundation

/// Light or dark appearance, a trait of a trait collection.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// Where the interface style comes from, as Apple's `overrideUserInterfaceStyle`
/// references describe it: a view's own override, else (for a controller's
/// root view) its controller's style, else its superview's. A controller's own
/// override, else its parent's style, else its presenter's, else that of the
/// window its view is in: a window's override reaches everything in it, where
/// another view's stops at the root views of the controllers below it. At the
/// top, the screen's (light).
enum UserInterfaceStyleInheritance {
    /// A loop rather than recursion: a hierarchy may be thousands of views deep.
    static func style(of start: UIView?, or startController: UIViewController?) -> UIUserInterfaceStyle {
        var view = start
        var controller = startController
        while true {
            if let current = view {
                if current.overrideUserInterfaceStyleStorage != .unspecified { return current.overrideUserInterfaceStyleStorage }
                if let owner = current.viewDelegate {
                    view = nil
                    controller = owner
                } else if let superview = current.superviewStorage {
                    view = superview
                } else {
                    break
                }
            } else if let current = controller {
                if current.overrideUserInterfaceStyleStorage != .unspecified { return current.overrideUserInterfaceStyleStorage }
                if let next = current.parent ?? current.presentingViewController {
                    controller = next
                } else if let window = current.viewStorage?.windowStorage {
                    return window.overrideUserInterfaceStyleStorage != .unspecified
                        ? window.overrideUserInterfaceStyleStorage : UITraitCollection.environment.userInterfaceStyle
                } else {
                    break
                }
            } else {
                break
            }
        }
        return UITraitCollection.environment.userInterfaceStyle
    }

    /// A view or a controller, and its style.
    typealias Styled = (view: UIView?, controller: UIViewController?, style: UIUserInterfaceStyle)

    /// The views and controllers a change at `root` (a view, or a controller's
    /// view) may reach, with their styles: pre-order, each controller just
    /// before its root view, and `controller` first when given. One walk: a
    /// view's style is its superview's unless it has its own or a controller's.
    static func styles(below root: UIView?, controller: UIViewController?) -> [Styled] {
        var found: [Styled] = []
        if let controller { found.append((nil, controller, style(of: nil, or: controller))) }
        var byDepth: [UIUserInterfaceStyle] = []
        root?.walkSubtreePreOrder { view, depth in
            byDepth.removeSubrange(min(depth, byDepth.count)...)
            var viewStyle: UIUserInterfaceStyle
            if depth == 0 {
                viewStyle = style(of: view, or: nil)
            } else if view.overrideUserInterfaceStyleStorage != .unspecified {
                viewStyle = view.overrideUserInterfaceStyleStorage
            } else if let owner = view.viewDelegate {
                viewStyle = style(of: nil, or: owner)
            } else {
                viewStyle = byDepth.last ?? style(of: view, or: nil)
            }
            if let owner = view.viewDelegate, !(depth == 0 && owner === controller) {
                found.append((nil, owner, style(of: nil, or: owner)))
            }
            found.append((view, nil, viewStyle))
            byDepth.append(viewStyle)
            return true
        }
        return found
    }

    /// Changes an override with `apply`, then sends `traitCollectionDidChange(_:)`
    /// to each view and controller whose style changed.
    static func changeOverride(of root: UIView?, controller: UIViewController?, _ apply: () -> Void) {
        Session.current.overridesUserInterfaceStyle = true
        let before = styles(below: root, controller: controller)
        apply()
        VisibleChanges.note()
        deliverChanges(since: before, below: root, controller: controller)
    }

    /// `traitCollectionDidChange(_:)` to each view and controller whose style
    /// changed since `before` was taken, parent first, each given its traits
    /// as they were.
    static func deliverChanges(since before: [Styled], below root: UIView?, controller: UIViewController?) {
        var after = styles(below: root, controller: controller)
        // Callbacks during a move may have changed the subtree: then each
        // object of the first walk is asked for its style again.
        let sameObjects = after.count == before.count && zip(before, after).allSatisfy {
            $0.view === $1.view && $0.controller === $1.controller
        }
        if !sameObjects { after = before.map { ($0.view, $0.controller, style(of: $0.view, or: $0.controller)) } }
        let traits = UITraitCollection.environment
        for (old, new) in zip(before, after) where old.style != new.style {
            let previous = traits.with(old.style)
            // As in UIKit, the callback's dynamic colors resolve against the
            // new traits (a layer's `borderColor` set from a `cgColor` there).
            if let view = new.view {
                view.traitCollection.performAsCurrent { view.traitCollectionDidChange(previous) }
            } else if let controller = new.controller {
                controller.traitCollection.performAsCurrent { controller.traitCollectionDidChange(previous) }
            }
        }
    }
}

extension UIView {
    /// The style the view's trait collection has.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        UserInterfaceStyleInheritance.style(of: self, or: nil)
    }

    /// Before the view moves in the hierarchy, in a session with overrides:
    /// the styles of its subtree.
    func stylesBeforeMove() -> [UserInterfaceStyleInheritance.Styled]? {
        guard Session.current.overridesUserInterfaceStyle else { return nil }
        return UserInterfaceStyleInheritance.styles(below: self, controller: nil)
    }

    /// After the move: `traitCollectionDidChange(_:)` to the views and
    /// controllers of the subtree whose style it changed.
    func deliverStyleChangesAfterMove(_ before: [UserInterfaceStyleInheritance.Styled]?) {
        guard let before else { return }
        UserInterfaceStyleInheritance.deliverChanges(since: before, below: self, controller: nil)
    }

    /// The background color's components as the view shows them: a dynamic
    /// color resolved against the view's traits, as UIKit resolves the color
    /// it gives the view's layer.
    var resolvedBackgroundColor: CGColor? {
        guard let backgroundColor else { return nil }
        guard Session.current.overridesUserInterfaceStyle else { return backgroundColor.cgColor }
        return backgroundColor.resolvedColor(with: traitCollection).cgColor
    }
}

extension UIViewController {
    /// The style the controller's trait collection has.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        UserInterfaceStyleInheritance.style(of: nil, or: self)
    }
}
