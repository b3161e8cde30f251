import Foundation

/// A view whose bounds origin is the scroll position: `contentOffset` is
/// `bounds.origin`, so scrolling marks the scroll view for layout (R3.3), and
/// every change of it, however made, tells the delegate
/// `scrollViewDidScroll(_:)` (R17.1).
///
/// A finger scrolls it through `panGestureRecognizer`, a pan on the scroll
/// view itself (UIScrollView+Dragging.swift); animations, deceleration,
/// paging and zooming run in virtual time, a frame at a time
/// (UIScrollView+Motion.swift). The scroll indicators are state only: the
/// engine draws none.
open class UIScrollView: UIView, _UIScrollViewDelegating {
    /// The style of the scroll indicators, which the engine does not draw.
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0, black, white
    }

    /// How dragging dismisses the keyboard. Kept only: there is no keyboard
    /// to dismiss headless.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How the safe area adds to `adjustedContentInset` (R17.4).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// The fraction of its speed a decelerating scroll view keeps each
    /// millisecond: `normal` 0.998, `fast` 0.99 (UIKit's values).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    var contentSizeStorage: CGSize = .zero
    var contentInsetStorage: UIEdgeInsets = .zero
    weak var scrollDelegate: UIScrollViewDelegate?
    /// A delegate only the scroll view holds: a script's table, which
    /// nothing else would.
    private var heldScrollDelegate: UIScrollViewDelegate?

    /// The recognizer a finger scrolls the view with: on the scroll view
    /// from its creation, disabled while `isScrollEnabled` is false.
    public let panGestureRecognizer: UIPanGestureRecognizer

    // MARK: Scrolling state (UIScrollView+Dragging.swift, UIScrollView+Motion.swift)

    /// A finger is on the content.
    public internal(set) var isTracking = false
    /// A finger has begun scrolling the content and not lifted.
    public internal(set) var isDragging = false
    /// The content moves on after the finger lifted.
    public internal(set) var isDecelerating = false
    /// An animated zoom is under way.
    public internal(set) var isZooming = false
    /// Always false: zooming does not bounce here.
    public private(set) var isZoomBouncing = false
    var drag: ScrollDrag?
    var motion: ScrollMotion?
    /// How deep `scrollViewDidScroll(_:)` calls nest (a delegate scrolling
    /// from it): past a bound the delegate is no longer told.
    var didScrollDepth = 0
    /// The adjusted insets last reported.
    var reportedAdjustedContentInset = UIEdgeInsets.zero
    /// The safe area's part of the adjusted top inset when last reported:
    /// content resting at its top moves when this part changes (R17.4).
    var reportedSafeAreaTop: CGFloat = 0
    var zoomScaleStorage: CGFloat = 1

    // MARK: Creation

    public override init(frame: CGRect) {
        panGestureRecognizer = UIScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        attachPanGestureRecognizer()
    }

    public required init?(coder: NSCoder) {
        panGestureRecognizer = UIScrollViewPanGestureRecognizer()
        super.init(coder: coder)
        attachPanGestureRecognizer()
    }

    private func attachPanGestureRecognizer() {
        (panGestureRecognizer as? UIScrollViewPanGestureRecognizer)?.scrollView = self
        panGestureRecognizer.addHandler { recognizer in
            guard let pan = recognizer as? UIScrollViewPanGestureRecognizer else { return }
            pan.scrollView?.panGestureChanged(pan)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    @_spi(Bridging) public func holdScrollDelegate(_ delegate: UIScrollViewDelegate?) { heldScrollDelegate = delegate }

    func setScrollDelegate(_ newValue: UIScrollViewDelegate?) {
        let old = scrollDelegate
        scrollDelegate = newValue
        if old !== newValue { scrollDelegateDidChange() }
    }

    /// A table or collection view reloads for a new delegate.
    func scrollDelegateDidChange() {}

    // MARK: Content geometry

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
            guard newValue != contentSizeStorage else { return }
            contentSizeStorage = newValue
            adjustedContentInsetInputsChanged()
        }
    }

    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            guard !refusesInsets(newValue, "setContentInset:") else { return }
            guard newValue != contentInsetStorage else { return }
            contentInsetStorage = newValue
            adjustedContentInsetInputsChanged()
        }
    }

    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set { bounds = CGRect(origin: newValue, size: frameStorage.size) }
    }

    /// A new origin is a scroll: the delegate hears of it.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = boundsOrigin
            super.bounds = newValue
            if boundsOrigin != old { didScroll() }
        }
    }

    /// Stops any animation or deceleration, then scrolls; animated, in a
    /// straight line at a constant rate over 0.3 s of virtual time, with
    /// `scrollViewDidScroll(_:)` at each frame and
    /// `scrollViewDidEndScrollingAnimation(_:)` at the end (the Scroll View
    /// Programming Guide's "at a constant rate"; the duration is ours). An
    /// offset that is not finite is refused.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinite else {
            return UIKitException.raise(.invalidArgumentException,
                "-[\(className) setContentOffset:animated:]: the offset must be finite, not {\(shortNumber(contentOffset.x)), \(shortNumber(contentOffset.y))}")
        }
        stopMotion()
        if animated, contentOffset != self.contentOffset {
            animateOffset(to: contentOffset, kind: .animation)
        } else {
            self.contentOffset = contentOffset
        }
    }

    /// Scrolls as little as makes the rect (in the content's coordinates)
    /// visible inside the insets; a rect larger than what shows is aligned
    /// by its top or left edge. Nothing happens for a rect that is null or
    /// not finite.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.isFinite else { return }
        let insets = adjustedContentInset
        let visible = bounds.inset(by: insets)
        var target = contentOffset
        if rect.width > visible.width || rect.minX < visible.minX {
            target.x += rect.minX - visible.minX
        } else if rect.maxX > visible.maxX {
            target.x += rect.maxX - visible.maxX
        }
        if rect.height > visible.height || rect.minY < visible.minY {
            target.y += rect.minY - visible.minY
        } else if rect.maxY > visible.maxY {
            target.y += rect.maxY - visible.maxY
        }
        setContentOffset(clampedOffset(target), animated: animated)
    }

    // MARK: Insets (R17.4)

    /// `contentInset` plus the safe area's insets on the edges
    /// `contentInsetAdjustmentBehavior` adjusts, plus the refresh control's
    /// height at the top while it refreshes.
    open var adjustedContentInset: UIEdgeInsets {
        var insets = contentInset + safeAreaAdjustment
        if let refreshControl, refreshControl.isRefreshing { insets.top += refreshControl.frameStorage.height }
        return insets
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetInputsChanged() } }
    }

    /// Called when `adjustedContentInset` changed, before the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`.
    open func adjustedContentInsetDidChange() {}

    open var automaticallyAdjustsScrollIndicatorInsets = true

    // MARK: Scrolling behaviour

    /// False disables `panGestureRecognizer`: no finger scrolls the view.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// A finger's scroll comes to rest on a multiple of the bounds' size.
    open var isPagingEnabled = false
    /// Past an edge, a finger pulls the content with resistance, and it
    /// settles back when let go (R17.3); false stops it at the edge.
    open var bounces = true
    open var bouncesZoom = true
    /// A finger scrolls along an axis even when the content fits it.
    open var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { adjustedContentInsetInputsChanged() } }
    }
    open var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { adjustedContentInsetInputsChanged() } }
    }
    /// A drag that sets out more along one axis than the other scrolls along
    /// that axis only.
    open var isDirectionalLockEnabled = false
    /// Not a number strictly between 0 and 1: refused.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let rate = decelerationRate.rawValue
            guard !(rate > 0 && rate < 1) else { return }
            decelerationRate = oldValue
            UIKitException.raise(.invalidArgumentException,
                "-[\(className) setDecelerationRate:]: the rate must be a number between 0 and 1, not \(shortNumber(rate))")
        }
    }
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a tap on the status bar scrolls this view to its top
    /// (`Simulator.tapStatusBar`), when it is the only one on screen that says so.
    open var scrollsToTop = true

    /// State only: the engine draws no indicators.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets; reads the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// The indicators show only while scrolling; there is nothing to flash.
    open func flashScrollIndicators() {}

    /// At the top of the scroll view, behind its content, placed above the
    /// content's top edge; a finger pulling the content down far enough
    /// starts it refreshing (R17.6).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue, oldValue.superviewStorage === self { oldValue.removeFromSuperview() }
            if let refreshControl {
                insertSubview(refreshControl, at: 0)
                placeRefreshControl()
            }
            adjustedContentInsetInputsChanged()
        }
    }

    override var viewsHeldBesidesSubviews: [UIView] {
        super.viewsHeldBesidesSubviews + [refreshControl].compactMap { $0 }
    }

    // MARK: Zooming (UIScrollView+Motion.swift)

    /// Not a number is refused.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { if minimumZoomScale.isNaN { refuseScale(minimumZoomScale, "setMinimumZoomScale:"); minimumZoomScale = oldValue } }
    }
    open var maximumZoomScale: CGFloat = 1 {
        didSet { if maximumZoomScale.isNaN { refuseScale(maximumZoomScale, "setMaximumZoomScale:"); maximumZoomScale = oldValue } }
    }
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales the delegate's `viewForZooming(in:)` about the middle of what
    /// shows, within the minimum and maximum; nothing happens without such a
    /// view. Animated, over 0.3 s, between `scrollViewWillBeginZooming` and
    /// `scrollViewDidEndZooming` (a decision: UIKit sends those for pinches).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite else { return refuseScale(scale, "setZoomScale:animated:") }
        let visible = bounds
        zoom(toScale: scale, keeping: CGPoint(x: visible.midX, y: visible.midY), animated: animated)
    }

    /// Zooms so that the rect, in the zooming view's coordinates, fills the
    /// bounds as far as the scales allow, and scrolls to its middle.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.isFinite, rect.width > 0 || rect.height > 0 else { return }
        let size = bounds.size
        let scale = min(rect.width > 0 ? size.width / rect.width : .infinity, rect.height > 0 ? size.height / rect.height : .infinity)
        zoom(toScale: scale, centeredOn: CGPoint(x: rect.midX, y: rect.midY), animated: animated)
    }

    func refuseScale(_ scale: CGFloat, _ selector: String) {
        UIKitException.raise(.invalidArgumentException,
            "-[\(className) \(selector)]: the scale must be a finite number, not \(shortNumber(scale))")
    }

    // MARK: Layout guides

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

    // MARK: Engine hooks

    override func sizeDidChange(from oldSize: CGSize) {
        super.sizeDidChange(from: oldSize)
        placeRefreshControl()
        adjustedContentInsetInputsChanged()
    }

    override func safeAreaInsetsChangedInternally() {
        adjustedContentInsetInputsChanged()
    }
}
