import Foundation

/// What a scroll view tells its delegate as it scrolls and zooms, with
/// UIKit's Swift signatures. Every method is optional in UIKit; each has a
/// default here that answers as UIKit does when the delegate lacks it
/// (scroll to top allowed, no view to zoom).
///
/// A table's and a collection view's delegates refine this protocol, as in
/// UIKit: a table view controller hears `scrollViewDidScroll(_:)` through
/// the delegate it gave its table.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// "If the delegate doesn't implement this method, true is assumed."
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// How `UIScrollView.delegate` and a table's `delegate` of another type can
/// both be spelled as in UIKit. Swift lets no subclass redeclare a stored
/// property with a narrower type (UIKit's headers do, in Objective-C), so the
/// scroll view's `delegate` is declared here, on every scroll view, and
/// `UITableView` and `UICollectionView` declare their own `delegate` of their
/// delegate's type, which hides it; all three keep the one object.
/// Not UIKit's API: nothing but `UIScrollView` conforms.
public protocol _UIScrollViewDelegating: UIScrollView {}

extension _UIScrollViewDelegating {
    /// Held weakly, as in UIKit.
    public var delegate: UIScrollViewDelegate? {
        get { scrollDelegate }
        set { setScrollDelegate(newValue) }
    }
}
