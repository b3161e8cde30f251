import Foundation

/// A continuous gesture: between `minimumNumberOfTouches` and
/// `maximumNumberOfTouches` fingers dragging. It begins once their centroid
/// has moved `hysteresis` points from where it started (UIKit does not
/// document the distance; 10 points is the figure commonly measured), changes
/// with each move, and ends when the fingers lift; fingers that lift before
/// it began fail it. Fingers beyond the maximum are ignored.
///
/// Views here have no transforms, so a translation or a velocity is the same
/// vector in every view's coordinates.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    static let hysteresis: CGFloat = 10

    /// Where the centroid of the fingers down counts the translation from,
    /// moved whenever a finger joins or leaves so that the translation does
    /// not jump.
    private var origin: CGPoint = .zero
    private var centroid: CGPoint = .zero
    private var lastMoveTime: TimeInterval = 0
    private var velocityInWindow: CGPoint = .zero

    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: centroid.x - origin.x, y: centroid.y - origin.y)
    }

    /// The translation becomes `translation`, from now on counted from there.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            return UIKitException.raise(.invalidArgumentException,
                "-[\(className) setTranslation:inView:]: the translation must be finite, not {\(shortNumber(translation.x)), \(shortNumber(translation.y))}")
        }
        origin = CGPoint(x: centroid.x - translation.x, y: centroid.y - translation.y)
    }

    /// Points per second, over the latest move. A touch screen reports at most
    /// once a frame, so moves at one instant of virtual time (a script's
    /// fingers moved one after the other) count a frame apart.
    open func velocity(in view: UIView?) -> CGPoint { velocityInWindow }

    private func centroid(of fingers: [UITouch]) -> CGPoint? {
        guard !fingers.isEmpty else { return nil }
        let sum = fingers.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return CGPoint(x: sum.x / CGFloat(fingers.count), y: sum.y / CGFloat(fingers.count))
    }

    /// A finger joined or left: the translation carries on from where it was.
    private func recentre() {
        guard let now = centroid(of: touchesStillDown) else { return }
        origin = CGPoint(x: origin.x + now.x - centroid.x, y: origin.y + now.y - centroid.y)
        centroid = now
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let landed = touches.sorted { $0.sequence < $1.sequence }
        for touch in landed.reversed() where touchesStillDown.count > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        let isFirstLanding = touchesStillDown.allSatisfy { touches.contains($0) }
        if isFirstLanding, let start = centroid(of: touchesStillDown) {
            origin = start
            centroid = start
            lastMoveTime = event.timestamp
        } else {
            recentre()
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let now = centroid(of: touchesStillDown) else { return }
        let elapsed = max(event.timestamp - lastMoveTime, VirtualRunLoop.main.frameDuration)
        velocityInWindow = CGPoint(x: (now.x - centroid.x) / elapsed, y: (now.y - centroid.y) / elapsed)
        lastMoveTime = event.timestamp
        centroid = now
        switch state {
        case .possible:
            guard touchesStillDown.count >= minimumNumberOfTouches else { return }
            switch beginning(after: translation(in: nil)) {
            case .begin: state = .began
            case .fail: state = .failed
            case .wait: break
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = touchesStillDown.count
        if state == .began || state == .changed {
            if remaining == 0 || remaining < minimumNumberOfTouches { return state = .ended }
        } else if remaining == 0 {
            return state = .failed
        }
        recentre()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        origin = .zero
        centroid = .zero
        velocityInWindow = .zero
    }

    enum Beginning { case begin, wait, fail }

    /// Whether the fingers have moved far enough, and the right way, to begin.
    func beginning(after translation: CGPoint) -> Beginning {
        (translation.x * translation.x + translation.y * translation.y).squareRoot() >= UIPanGestureRecognizer.hysteresis ? .begin : .wait
    }
}
