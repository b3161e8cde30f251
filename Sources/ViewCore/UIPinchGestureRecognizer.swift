import Foundation

/// A continuous gesture: two fingers moving apart or together. `scale` is
/// the distance between them over the distance when both were down (UIKit's
/// "the scale factor relative to the points of the two touches in screen
/// coordinates"); it begins once that distance has changed by
/// `UIPanGestureRecognizer.hysteresis` points (the engine's figure; UIKit
/// documents none), changes with each move of both fingers, and ends when
/// both have lifted. A finger lifting before it began fails it; a third
/// finger is ignored.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Settable, as in UIKit: the scale then counts on from the value set.
    open var scale: CGFloat {
        get { scaleStorage }
        set {
            guard newValue.isFinite else {
                return UIKitException.raise(.invalidArgumentException,
                    "-[\(className) setScale:]: the scale must be finite, not \(shortNumber(newValue))")
            }
            scaleStorage = newValue
            if spread > 0 { baseSpread = spread / max(newValue, .leastNormalMagnitude) }
        }
    }
    /// Scale factor per second, over the latest move.
    open private(set) var velocity: CGFloat = 0

    private var scaleStorage: CGFloat = 1
    private var baseSpread: CGFloat = 0
    private var spread: CGFloat = 0
    private var lastMoveTime: TimeInterval = 0

    private func currentSpread() -> CGFloat? {
        let fingers = twoFingers()
        guard fingers.count == 2 else { return nil }
        return distance(fingers[0].locationInWindow, fingers[1].locationInWindow)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        _ = twoFingers(ignoringOthersIn: event)
        guard state == .possible, baseSpread == 0, let now = currentSpread() else { return }
        baseSpread = now
        spread = now
        lastMoveTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard baseSpread > 0, let now = currentSpread() else { return }
        let elapsed = max(event.timestamp - lastMoveTime, VirtualRunLoop.main.frameDuration)
        let newScale = now / baseSpread
        velocity = (newScale - scaleStorage) / elapsed
        lastMoveTime = event.timestamp
        switch state {
        case .possible:
            guard abs(now - baseSpread) >= UIPanGestureRecognizer.hysteresis else { return }
            spread = now
            scaleStorage = newScale
            state = .began
        case .began, .changed:
            spread = now
            scaleStorage = newScale
            state = .changed
        default:
            break
        }
    }

    /// Apple: the gesture "ends when both fingers lift"; a finger lifting
    /// before it began fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .began || state == .changed else { return state = .failed }
        if touchesStillDown.isEmpty { state = .ended }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        scaleStorage = 1
        velocity = 0
        baseSpread = 0
        spread = 0
    }
}
