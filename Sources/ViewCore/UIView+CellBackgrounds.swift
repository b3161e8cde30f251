import Foundation

/// A cell's background views are its subviews, as in UIKit: the background at
/// the bottom always, the selected background above it while the cell is
/// selected or highlighted. A view a cell cannot hold (itself, one of its
/// ancestors) is refused with UIKit's exception rather than kept: kept, it
/// would hold the cell that holds it, and neither would go.
extension UIView {
    /// What a cell's background property keeps of `new`: it, or nil if refused.
    /// The old view, if it is still the cell's subview, leaves.
    func adoptCellView(_ new: UIView?, replacing old: UIView?) -> UIView? {
        if let old, old !== new, old.superviewStorage === self { old.removeFromSuperview() }
        guard let new else { return nil }
        guard !isDescendant(of: new) else {
            UIKitException.raise(.invalidArgumentException, new === self ? "Can't add self as subview"
                                 : "-[\(className) insertSubview:atIndex:]: can't add a view to one of its own descendants")
            return nil
        }
        return new
    }

    func placeCellBackground(_ view: UIView?) {
        guard let view else { return }
        insertSubview(view, at: 0)
        setNeedsLayout()
    }

    /// Shows or hides the selected background, above the background.
    func showCellSelectedBackground(_ view: UIView?, _ shown: Bool, above background: UIView?) {
        guard let view else { return }
        if !shown {
            if view.superviewStorage === self { view.removeFromSuperview() }
            return
        }
        guard view.superviewStorage !== self else { return }
        if let background, background.superviewStorage === self {
            insertSubview(view, aboveSubview: background)
        } else {
            insertSubview(view, at: 0)
        }
        setNeedsLayout()
    }
}
