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

    /// "The layout guide based on the untranslated content rectangle of the
    /// scroll view": its origin is the content's (0, 0), and once constraints
    /// determine its width or height, each solve makes that `contentSize`.
    /// Until then `contentSize` is whatever was set, and the guide's size
    /// whatever the solver chose.
    public var contentLayoutGuide: UILayoutGuide {
        let state = ensureConstraintState()
        if let guide = state.scrollContentGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent)
        guide.owningView = self
        guide.layoutFrame = CGRect(origin: .zero, size: contentSize)
        state.scrollContentGuide = guide
        return guide
    }

    /// "The layout guide based on the untransformed frame rectangle of the
    /// scroll view": in content coordinates it lies at the scroll position,
    /// so what is pinned to it stays put on screen as the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        let state = ensureConstraintState()
        if let guide = state.scrollFrameGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame)
        guide.owningView = self
        guide.layoutFrame = bounds
        state.scrollFrameGuide = guide
        return guide
    }
}
