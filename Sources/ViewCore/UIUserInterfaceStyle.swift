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

    /// The views and controllers an override on `root` (a view, or a
    /// controller's view) may reach, pre-order, each controller just before
    /// its root view; with the controller itself first when it is the one
    /// whose override changes.
    private static func reach(_ root: UIView?, controller: UIViewController?) -> [(UIView?, UIViewController?)] {
        var reached: [(UIView?, UIViewController?)] = []
        if let controller { reached.append((nil, controller)) }
        root?.walkSubtreePreOrder { view, depth in
            if let owner = view.viewDelegate, !(depth == 0 && owner === controller) { reached.append((nil, owner)) }
            reached.append((view, nil))
            return true
        }
        return reached
    }

    /// Changes an override with `apply`, then sends `traitCollectionDidChange(_:)`
    /// to each view and controller whose style changed, parent first, each
    /// given its traits as they were.
    static func changeOverride(of root: UIView?, controller: UIViewController?, _ apply: () -> Void) {
        Session.current.overridesUserInterfaceStyle = true
        let reached = reach(root, controller: controller)
        let before = reached.map { style(of: $0.0, or: $0.1) }
        apply()
        let traits = UITraitCollection.environment
        for (index, (view, controller)) in reached.enumerated() where style(of: view, or: controller) != before[index] {
            let previous = traits.with(before[index])
            // As in UIKit, the callback's dynamic colors resolve against the
            // new traits (a layer's `borderColor` set from a `cgColor` there).
            if let view {
                view.traitCollection.performAsCurrent { view.traitCollectionDidChange(previous) }
            } else if let controller {
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
}

extension UIViewController {
    /// The style the controller's trait collection has.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        UserInterfaceStyleInheritance.style(of: nil, or: self)
    }
}
