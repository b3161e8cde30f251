import Foundation

/// A view whose bounds origin is the scroll position: `contentOffset` is
/// `bounds.origin`, so scrolling marks the scroll view for layout (R3.3).
open class UIScrollView: UIView {
    var contentSizeStorage: CGSize = .zero
    var contentInsetStorage: UIEdgeInsets = .zero

    /// NaN is refused: it would compare unequal to itself wherever scrolling
    /// limits are computed from it. Infinite sizes are kept.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            if newValue.containsNaN {
                UIKitException.raise(.invalidArgumentException,
                    "-[\(className) setContentSize:]: (\(shortNumber(newValue.width)) \(shortNumber(newValue.height))) contains NaN")
                return
            }
            contentSizeStorage = newValue
        }
    }

    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            guard !refusesInsets(newValue, "setContentInset:") else { return }
            contentInsetStorage = newValue
        }
    }

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
