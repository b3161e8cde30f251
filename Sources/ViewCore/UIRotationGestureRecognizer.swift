import Foundation

/// A continuous gesture: two fingers turning about each other. `rotation` is
/// the angle, in radians, the line between them has turned since both were
/// down (positive clockwise on screen, as UIKit's); it begins once that angle
/// reaches `hysteresis` (the engine's figure; UIKit documents none), changes
/// with each move of both fingers, and ends when both have lifted. A finger
/// lifting before it began fails it; a third finger is ignored.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Settable, as in UIKit: the rotation then counts on from the value set.
    open var rotation: CGFloat {
        get { rotationStorage }
        set {
            guard newValue.isFinite else {
                return UIKitException.raise(.invalidArgumentException,
                    "-[\(className) setRotation:]: the rotation must be finite, not \(shortNumber(newValue))")
            }
            rotationStorage = newValue
        }
    }
    /// Radians per second, over the latest move.
    open private(set) var velocity: CGFloat = 0

    /// About 5 degrees.
    static let hysteresis: CGFloat = 0.087

    private var rotationStorage: CGFloat = 0
    /// Whether both fingers have been down since the last reset.
    private var isTracking = false
    private var lastAngle: CGFloat = 0
    private var lastMoveTime: TimeInterval = 0

    private func currentAngle() -> CGFloat? {
        let fingers = twoFingers()
        guard fingers.count == 2 else { return nil }
        let a = fingers[0].locationInWindow, b = fingers[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        _ = twoFingers(ignoringOthersIn: event)
        guard state == .possible, !isTracking, let angle = currentAngle() else { return }
        isTracking = true
        lastAngle = angle
        lastMoveTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard isTracking, let angle = currentAngle() else { return }
        // The turn since the last move, the short way round, so that the
        // rotation runs past ±π without jumping.
        var turn = angle - lastAngle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        let elapsed = max(event.timestamp - lastMoveTime, VirtualRunLoop.main.frameDuration)
        velocity = turn / elapsed
        lastAngle = angle
        lastMoveTime = event.timestamp
        let newRotation = rotationStorage + turn
        switch state {
        case .possible:
            rotationStorage = newRotation
            if abs(newRotation) >= UIRotationGestureRecognizer.hysteresis { state = .began }
        case .began, .changed:
            rotationStorage = newRotation
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
        rotationStorage = 0
        velocity = 0
        isTracking = false
    }
}
