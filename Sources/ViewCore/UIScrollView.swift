import Foundation

/// A view whose bounds origin is the scroll position: `contentOffset` is
/// `bounds.origin`, so scrolling marks the scroll view for layout (R3.3).
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero

    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set { bounds = CGRect(origin: newValue, size: frameStorage.size) }
    }

    /// Scrolling is immediate either way here; the animated form exists for
    /// source compatibility.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The insets scrolling respects: `contentInset` plus the safe area.
    open var adjustedContentInset: UIEdgeInsets { contentInset + safeAreaInsets }
}
