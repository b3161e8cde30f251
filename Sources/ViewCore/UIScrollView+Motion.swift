import Foundation

/// A scroll view's motions in virtual time, a frame at a time on the run
/// loop (R17.5): an animated `setContentOffset`, deceleration after a
/// finger lifts, settling back from past an edge, the scroll to the top,
/// an animated zoom. Each sets `contentOffset` (so the delegate hears
/// `scrollViewDidScroll(_:)` at each frame) and ends with its own call. A
/// finger landing, `setContentOffset(_:animated:)`, or another motion stops
/// the one under way without its end call. While one runs the run loop is
/// not idle; a scroll view freed meanwhile just stops.
///
/// Decelerating to a resting offset t from x₀ at a rate r per millisecond,
/// the content is at t − (t − x₀)·rᵐ after m milliseconds, which is the
/// speed shrinking by r each millisecond; it stops within half a point of
/// t. Animations run in a straight line over 0.3 s (UIKit's Scroll View
/// Programming Guide: "at a constant rate"; the duration is ours).
extension UIScrollView {
    /// The duration of an animated scroll or zoom: ours, as UIKit documents none.
    static let animationDuration: TimeInterval = 0.3
    /// A deceleration stops this close to where it rests.
    static let restingDistance: CGFloat = 0.5

    /// Nothing moves between offsets that are not finite (infinite insets
    /// can make limits so): the way from one to the other is no number.
    func animateOffset(to target: CGPoint, kind: ScrollMotion.Kind) {
        let from = contentOffset, start = VirtualRunLoop.main.currentTime
        guard from.isFinite, target.isFinite else { return }
        run(kind) { scrollView, time in
            let fraction = UIScrollView.animationFraction(since: start, at: time)
            scrollView.contentOffset = CGPoint(x: from.x + (target.x - from.x) * fraction, y: from.y + (target.y - from.y) * fraction)
            return fraction >= 1
        }
    }

    /// How far an animation begun at `start` has gone at `time`: a frame
    /// within the run loop's tolerance of the end is the end.
    static func animationFraction(since start: TimeInterval, at time: TimeInterval) -> CGFloat {
        let elapsed = time - start
        if elapsed >= animationDuration - VirtualRunLoop.tolerance { return 1 }
        return CGFloat(max(elapsed / animationDuration, 0))
    }

    func decelerate(to target: CGPoint, rate: DecelerationRate, kind: ScrollMotion.Kind) {
        let from = contentOffset, start = VirtualRunLoop.main.currentTime
        guard from.isFinite, target.isFinite else {
            if case .deceleration = kind { isDecelerating = false }
            return
        }
        let rate = Double(rate.rawValue)
        run(kind) { scrollView, time in
            let left = CGFloat(pow(rate, max(time - start, 0) * 1000))
            let remaining = CGPoint(x: (target.x - from.x) * left, y: (target.y - from.y) * left)
            if max(abs(remaining.x), abs(remaining.y)) < UIScrollView.restingDistance {
                scrollView.contentOffset = target
                return true
            }
            scrollView.contentOffset = CGPoint(x: target.x - remaining.x, y: target.y - remaining.y)
            return false
        }
    }

    /// Starts `step` at the frames to come; it answers whether it is done.
    private func run(_ kind: ScrollMotion.Kind, step: @escaping (UIScrollView, TimeInterval) -> Bool) {
        stopMotion()
        let motion = ScrollMotion(kind: kind)
        self.motion = motion
        motion.frameHandler = VirtualRunLoop.main.addFrameHandler { [weak self, weak motion] time in
            guard let self, let motion, self.motion === motion else { return false }
            let done = step(self, time)
            guard self.motion === motion else { return false }
            if done || !self.contentOffset.isFinite {
                self.finish(motion)
                return false
            }
            return true
        }
    }

    private func finish(_ motion: ScrollMotion) {
        self.motion = nil
        motion.frameHandler?.invalidate()
        switch motion.kind {
        case .deceleration:
            isDecelerating = false
            scrollDelegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            scrollDelegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop:
            scrollDelegate?.scrollViewDidScrollToTop(self)
        case .zoom(let view):
            isZooming = false
            scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        case .settling:
            break
        }
    }

    /// Stops the motion under way, if any, where it is, with no end call.
    func stopMotion() {
        guard let motion else { return }
        self.motion = nil
        motion.frameHandler?.invalidate()
        switch motion.kind {
        case .deceleration: isDecelerating = false
        case .zoom: isZooming = false
        default: break
        }
    }

    // MARK: Scroll to top

    /// A tap on the status bar (`Simulator.tapStatusBar`): asks the
    /// delegate, then animates to the top, then `scrollViewDidScrollToTop(_:)`.
    func scrollToTopFromStatusBar() {
        guard scrollDelegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        stopMotion()
        guard top.isFinite else { return }
        if top == contentOffset {
            scrollDelegate?.scrollViewDidScrollToTop(self)
        } else {
            animateOffset(to: top, kind: .scrollToTop)
        }
    }

    // MARK: Zooming (R17.7)

    func zoom(toScale scale: CGFloat, keeping point: CGPoint, animated: Bool) {
        guard let view = scrollDelegate?.viewForZooming(in: self) else { return }
        zoom(view, toScale: scale, centeredOn: view.convert(point, from: self), animated: animated)
    }

    func zoom(toScale scale: CGFloat, centeredOn point: CGPoint, animated: Bool) {
        guard let view = scrollDelegate?.viewForZooming(in: self) else { return }
        zoom(view, toScale: scale, centeredOn: point, animated: animated)
    }

    /// `point` is in the zooming view's own coordinates.
    private func zoom(_ view: UIView, toScale requested: CGFloat, centeredOn point: CGPoint, animated: Bool) {
        let lowest = minimumZoomScale, highest = max(maximumZoomScale, minimumZoomScale)
        let scale = min(max(requested, lowest), highest)
        guard scale.isFinite, scale > 0, point.isFinite else { return }
        stopMotion()
        guard animated else { return applyZoom(view, scale: scale, centeredOn: point) }
        let fromScale = zoomScale
        let visible = bounds
        let fromPoint = view.convert(CGPoint(x: visible.midX, y: visible.midY), from: self)
        let start = VirtualRunLoop.main.currentTime
        isZooming = true
        scrollDelegate?.scrollViewWillBeginZooming(self, with: view)
        guard isZooming else { return }
        run(.zoom(view)) { scrollView, time in
            let fraction = UIScrollView.animationFraction(since: start, at: time)
            scrollView.applyZoom(view, scale: fromScale + (scale - fromScale) * fraction,
                                 centeredOn: CGPoint(x: fromPoint.x + (point.x - fromPoint.x) * fraction,
                                                     y: fromPoint.y + (point.y - fromPoint.y) * fraction))
            return fraction >= 1
        }
    }

    /// The zooming view takes the scale as its transform, its frame at the
    /// content's origin; the content is its frame's size; the view scrolls
    /// to put `point` in the middle, within the content.
    private func applyZoom(_ view: UIView, scale: CGFloat, centeredOn point: CGPoint) {
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        zoomScaleStorage = scale
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        let shown = convert(point, from: view), visible = bounds.size
        let offset = clampedOffset(CGPoint(x: shown.x - visible.width / 2, y: shown.y - visible.height / 2))
        if offset.isFinite { contentOffset = offset }
        scrollDelegate?.scrollViewDidZoom(self)
    }

    // MARK: The refresh control (R17.6)

    /// Behind the content, above its top edge, as wide as the view.
    func placeRefreshControl() {
        guard let refreshControl, refreshControl.superviewStorage === self else { return }
        let height = refreshControl.frameStorage.height > 0 ? refreshControl.frameStorage.height : UIRefreshControl.height
        refreshControl.frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
    }

    /// Refreshing adds the control's height to the top inset; once it ends,
    /// content resting above the new top settles back to it.
    func refreshControlChangedRefreshing(_ control: UIRefreshControl) {
        guard control === refreshControl else { return }
        adjustedContentInsetInputsChanged()
        guard !control.isRefreshing, drag == nil, motion == nil else { return }
        let rest = clampedOffset(contentOffset)
        if rest != contentOffset, rest.isFinite { animateOffset(to: rest, kind: .settling) }
    }
}

extension Simulator {
    /// A tap on the status bar: the key window's one visible scroll view
    /// whose `scrollsToTop` is true scrolls to its top; with none or more
    /// than one, nothing happens (UIKit: "the scroll-to-top gesture has no
    /// effect if there is more than one scroll view on-screen that has
    /// scrollsToTop set to true").
    public static func tapStatusBar() {
        guard let window = UIApplication.shared.keyWindow, !window.isHidden else { return }
        var found: [UIScrollView] = []
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { found.append(scrollView) }
            pending += view.subviewStorage
        }
        guard found.count == 1 else { return }
        found[0].scrollToTopFromStatusBar()
    }
}

/// A motion of a scroll view under way (UIScrollView+Motion.swift).
final class ScrollMotion {
    enum Kind {
        case animation, deceleration, settling, scrollToTop
        case zoom(UIView)
    }

    let kind: Kind
    var frameHandler: FrameHandler?

    init(kind: Kind) { self.kind = kind }
}
