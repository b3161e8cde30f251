import Foundation

/// A finger scrolling a scroll view (R17.2, R17.3), as UIKit's delegate
/// hears it: the finger lands (`isTracking`; a scroll under way stops where
/// it is, with no end call, as in UIKit); once it has moved the pan's 10
/// points along an axis the view scrolls, `scrollViewWillBeginDragging(_:)`,
/// then `scrollViewDidScroll(_:)` at each move as the content follows the
/// finger from there (the first 10 points are the pan's, not the content's:
/// ours, as UIKit does not document it); when it lifts, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// with the velocity in points per millisecond and where the content will
/// come to rest (which the delegate may change),
/// `scrollViewDidEndDragging(_:willDecelerate:)`, and if it moves on,
/// `scrollViewWillBeginDecelerating(_:)`, `scrollViewDidScroll(_:)` at each
/// frame and `scrollViewDidEndDecelerating(_:)`.
///
/// Where the content comes to rest: with the deceleration rate r per
/// millisecond and the velocity v, v·r/(1 − r) further on (the projection
/// of WWDC 2018's "Designing Fluid Interfaces"), within the content; with
/// paging, on the next page in the direction of a flick (faster than half a
/// point per millisecond, our figure), else on the nearest page, never more
/// than a page from where the drag began.
///
/// Past an edge, with `bounces`, the content follows the finger less and
/// less: a pull of x beyond it over a dimension d shows (1 − 1/(x·0.55/d + 1))·d
/// (the formula Grant Paul published for UIScrollView's rubber band,
/// analysed at squareb.wordpress.com/2013/01/06/31, not Apple's
/// documentation), and settles back once the finger lifts. Without
/// `bounces` the content stops at the edge.
extension UIScrollView {
    /// The rubber band's constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// A release faster than this (points per millisecond) turns the page.
    static let pagingVelocity: CGFloat = 0.5
    /// How deep `scrollViewDidScroll(_:)` may nest before the delegate is
    /// taken to scroll at every scroll without end.
    static let maximumNestedScrolls = 64

    /// The offsets the content rests between, for the insets given.
    func scrollLimits(_ insets: UIEdgeInsets) -> ScrollLimits {
        let size = bounds.size
        let minimum = CGPoint(x: -insets.left, y: -insets.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + insets.right - size.width),
                              y: max(minimum.y, contentSize.height + insets.bottom - size.height))
        return ScrollLimits(minimum: minimum, maximum: maximum)
    }

    /// The offset within the content's limits nearest to `offset`.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        scrollLimits(adjustedContentInset).clamp(offset)
    }

    /// Whether a finger scrolls along each axis: the content and its insets
    /// are larger than the bounds, or the view always bounces that way (as
    /// it does vertically with a refresh control).
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let insets = adjustedContentInset, size = bounds.size
        return (alwaysBounceHorizontal || contentSize.width + insets.left + insets.right > size.width,
                alwaysBounceVertical || refreshControl != nil || contentSize.height + insets.top + insets.bottom > size.height)
    }

    /// The safe area's part of `adjustedContentInset` (R17.4): every edge
    /// with `.always`; none with `.never`; with `.scrollableAxes` the top and
    /// bottom when the content is taller than the view or it always bounces
    /// vertically, the sides likewise; `.automatic` as `.scrollableAxes`, and
    /// the top and bottom also for a controller's view shown by a navigation
    /// or tab bar controller (UIKit's documentation of each case).
    var safeAreaAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let size = bounds.size
        let vertical: Bool, horizontal = alwaysBounceHorizontal || contentSize.width > size.width
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > size.height
        case .automatic:
            let controller = viewDelegate
            vertical = alwaysBounceVertical || contentSize.height > size.height
                || controller?.navigationController != nil || controller?.tabBarController != nil
        }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Something `adjustedContentInset` depends on changed: if it did change,
    /// `adjustedContentInsetDidChange()` and the delegate hear of it. Content
    /// resting at its top, where nothing holds it, moves with a new safe-area
    /// part of the top inset, so that a table under a navigation bar starts
    /// scrolled to minus the bar's bottom, as UIKit's does; a new
    /// `contentInset` or refresh control leaves it where it is.
    func adjustedContentInsetInputsChanged() {
        let now = adjustedContentInset
        guard now != reportedAdjustedContentInset, !now.containsNaN else { return }
        let safeAreaTop = safeAreaAdjustment.top
        let rests = contentOffset.y == -reportedAdjustedContentInset.top && drag == nil && motion == nil
            && safeAreaTop != reportedSafeAreaTop
        reportedAdjustedContentInset = now
        reportedSafeAreaTop = safeAreaTop
        adjustedContentInsetDidChange()
        scrollDelegate?.scrollViewDidChangeAdjustedContentInset(self)
        if rests { contentOffset.y = -now.top }
    }

    // MARK: Scrolling

    /// Every change of `contentOffset` (R17.1).
    func didScroll() {
        guard didScrollDepth < UIScrollView.maximumNestedScrolls else {
            return UIKitException.raise(.internalInconsistencyException,
                "-[\(className) setContentOffset:]: scrollViewDidScroll: scrolled again \(UIScrollView.maximumNestedScrolls) levels deep; the delegate is no longer told")
        }
        didScrollDepth += 1
        defer { didScrollDepth -= 1 }
        scrollDelegate?.scrollViewDidScroll(self)
        scrollEdgeMayHaveChanged()
    }

    // MARK: The finger

    /// A finger landed on the content: it catches a scroll under way.
    func fingerLanded() {
        isTracking = true
        stopMotion()
    }

    /// The last finger lifted or was cancelled. Content left past an edge
    /// without a drag (a bounce caught by the finger) settles back.
    func fingersLifted() {
        isTracking = false
        guard drag == nil, motion == nil else { return }
        let rest = clampedOffset(contentOffset)
        if rest != contentOffset, rest.isFinite { decelerate(to: rest, rate: .fast, kind: .settling) }
    }

    func panGestureChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDragging(pan)
        case .changed: continueDragging(pan)
        case .ended: endDragging(fingerVelocity: pan.velocity(in: self))
        case .cancelled: endDragging(fingerVelocity: .zero)
        default: break
        }
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        stopMotion()
        var (horizontal, vertical) = scrollableAxes
        let translation = pan.translation(in: self)
        if isDirectionalLockEnabled, horizontal, vertical {
            if abs(translation.x) > abs(translation.y) { vertical = false } else { horizontal = false }
        }
        // The content follows the finger from the point where the pan began,
        // the hysteresis along the way the finger went.
        let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        let share = length > 0 ? min(UIPanGestureRecognizer.hysteresis / length, 1) : 0
        let start = CGPoint(x: translation.x * share, y: translation.y * share)
        let size = bounds.size, offset = contentOffset
        let page = CGPoint(x: size.width > 0 ? (offset.x / size.width).rounded() : 0,
                           y: size.height > 0 ? (offset.y / size.height).rounded() : 0)
        drag = ScrollDrag(startOffset: offset, startTranslation: start, horizontal: horizontal, vertical: vertical,
                          limits: scrollLimits(adjustedContentInset), startPage: page)
        isDragging = true
        scrollDelegate?.scrollViewWillBeginDragging(self)
        continueDragging(pan)
    }

    private func continueDragging(_ pan: UIPanGestureRecognizer) {
        guard let drag else { return }
        let translation = pan.translation(in: self)
        var raw = drag.startOffset
        if drag.horizontal { raw.x -= translation.x - drag.startTranslation.x }
        if drag.vertical { raw.y -= translation.y - drag.startTranslation.y }
        guard raw.isFinite else { return }
        let shown = CGPoint(x: resisted(raw.x, drag.limits.minimum.x, drag.limits.maximum.x, dimension: bounds.width),
                            y: resisted(raw.y, drag.limits.minimum.y, drag.limits.maximum.y, dimension: bounds.height))
        if shown != contentOffset { contentOffset = shown }
        pullRefreshControl()
    }

    /// Where the content shows for a finger that would put it at `value`.
    private func resisted(_ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        if value < minimum { return bounces ? minimum - UIScrollView.rubberBand(minimum - value, dimension) : minimum }
        if value > maximum { return bounces ? maximum + UIScrollView.rubberBand(value - maximum, dimension) : maximum }
        return value
    }

    static func rubberBand(_ distance: CGFloat, _ dimension: CGFloat) -> CGFloat {
        guard dimension > 0, dimension.isFinite else { return 0 }
        return (1 - 1 / (distance * rubberBandConstant / dimension + 1)) * dimension
    }

    /// A refresh control pulled down as far as its height below the top
    /// starts refreshing and sends `valueChanged`, once a drag (R17.6).
    private func pullRefreshControl() {
        guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing,
              var drag, !drag.refreshFired else { return }
        let pulled = drag.limits.minimum.y - contentOffset.y
        guard pulled >= refreshControl.frameStorage.height else { return }
        drag.refreshFired = true
        self.drag = drag
        refreshControl.beginRefreshing()
        refreshControl.sendActions(for: .valueChanged, with: nil)
    }

    private func endDragging(fingerVelocity: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        var velocity = CGPoint(x: drag.horizontal ? -fingerVelocity.x / 1000 : 0, y: drag.vertical ? -fingerVelocity.y / 1000 : 0)
        if !velocity.isFinite { velocity = .zero }
        let limits = scrollLimits(adjustedContentInset)
        let computed = restingOffset(velocity: velocity, drag: drag, limits: limits)
        var target = computed
        if let scrollDelegate {
            withUnsafeMutablePointer(to: &target) { pointer in
                scrollDelegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
            }
        }
        if !target.isFinite { target = computed }
        target = scrollLimits(adjustedContentInset).clamp(target)
        isDragging = false
        let outOfBounds = contentOffset != limits.clamp(contentOffset)
        let decelerates = target != contentOffset
        scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates, self.drag == nil, motion == nil else { return }
        isDecelerating = true
        scrollDelegate?.scrollViewWillBeginDecelerating(self)
        guard isDecelerating, self.drag == nil, motion == nil else { return }
        decelerate(to: target, rate: isPagingEnabled || outOfBounds ? .fast : decelerationRate, kind: .deceleration)
    }

    private func restingOffset(velocity: CGPoint, drag: ScrollDrag, limits: ScrollLimits) -> CGPoint {
        var target = contentOffset
        if isPagingEnabled {
            let size = bounds.size
            if size.width > 0 { target.x = pageOffset(target.x, velocity.x, page: size.width, start: drag.startPage.x) }
            if size.height > 0 { target.y = pageOffset(target.y, velocity.y, page: size.height, start: drag.startPage.y) }
        } else {
            let rate = decelerationRate.rawValue
            target.x += velocity.x * rate / (1 - rate)
            target.y += velocity.y * rate / (1 - rate)
        }
        return limits.clamp(target)
    }

    private func pageOffset(_ offset: CGFloat, _ velocity: CGFloat, page size: CGFloat, start: CGFloat) -> CGFloat {
        let position = offset / size
        var page: CGFloat
        if velocity > UIScrollView.pagingVelocity {
            page = position.rounded(.down) + 1
        } else if velocity < -UIScrollView.pagingVelocity {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        page = min(max(page, start - 1), start + 1)
        return page * size
    }
}

/// A drag under way: where it began, along which axes it scrolls, and the
/// limits it bounces against (those when it began: a refresh control that
/// starts refreshing meanwhile does not move them under the finger).
struct ScrollDrag {
    let startOffset: CGPoint
    let startTranslation: CGPoint
    let horizontal: Bool
    let vertical: Bool
    let limits: ScrollLimits
    let startPage: CGPoint
    var refreshFired = false
}

struct ScrollLimits {
    let minimum: CGPoint
    let maximum: CGPoint

    func clamp(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }
}

/// The pan of a scroll view (UIKit's private class of that name): it tells
/// its scroll view when a finger lands and when the last lifts, and begins
/// only for a drag the view can follow: along an axis it scrolls, more along
/// it than across it when it scrolls along one axis only (so that a
/// horizontal pager inside a vertical scroll view takes the sideways drags
/// and leaves the others).
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerLanded()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if self.touches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) { scrollView?.fingersLifted() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.fingersLifted()
    }

    override func beginning(after translation: CGPoint) -> Beginning {
        guard super.beginning(after: translation) == .begin else { return .wait }
        guard let scrollView else { return .fail }
        let (horizontal, vertical) = scrollView.scrollableAxes
        switch (horizontal, vertical) {
        case (true, true): return .begin
        case (true, false): return abs(translation.x) >= abs(translation.y) ? .begin : .fail
        case (false, true): return abs(translation.y) >= abs(translation.x) ? .begin : .fail
        case (false, false): return .fail
        }
    }
}
