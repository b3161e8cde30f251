import Foundation

/// Fingers on the screen. Points are in screen coordinates. `tap` delivers at
/// once; the other steps arrive as the touch screen's reports do on a phone,
/// each at the run loop's next turn (a drag, at each frame of its duration),
/// and the display cycle's commit follows the turn's events.
extension Simulator {
    /// A finger lands and lifts at the point: two events, delivered now. Taps at
    /// one spot with no time between them count up (`tapCount`), as a double tap.
    public static func tap(_ point: CGPoint) {
        let application = UIApplication.shared
        let touch = UITouch(location: point, timestamp: VirtualRunLoop.main.currentTime)
        application.deliver([TouchChange(touch: touch, phase: .began, location: point)])
        application.deliver([TouchChange(touch: touch, phase: .ended, location: point)])
    }

    /// Two fingers land together, in one event, and lift together.
    public static func tapTogether(_ first: CGPoint, _ second: CGPoint) {
        let application = UIApplication.shared
        let now = VirtualRunLoop.main.currentTime
        let touches = [UITouch(location: first, timestamp: now), UITouch(location: second, timestamp: now)]
        application.deliver(zip(touches, [first, second]).map { TouchChange(touch: $0, phase: .began, location: $1) })
        application.deliver(zip(touches, [first, second]).map { TouchChange(touch: $0, phase: .ended, location: $1) })
    }

    /// A finger lands at the point at the next turn; move it, lift it or cancel
    /// it through what this returns.
    public static func touchDown(_ point: CGPoint) -> Finger {
        let finger = Finger(point)
        finger.report(.began, at: point)
        return finger
    }

    /// A finger lands at `start` at the next turn, moves in a straight line to
    /// `end` over `duration` seconds of virtual time, a step at each frame, and
    /// lifts there.
    @discardableResult
    public static func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) -> Finger {
        let finger = touchDown(start)
        let loop = VirtualRunLoop.main
        let begin = loop.currentTime
        let span = duration.isFinite ? max(duration, 0) : 0
        loop.addFrameHandler { now in
            guard finger.isDown else { return false }
            let fraction = span > 0 ? min((now - begin) / span, 1) : 1
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            finger.deliver(.moved, at: point)
            if fraction >= 1 {
                finger.deliver(.ended, at: point)
                return false
            }
            return true
        }
        return finger
    }
}

/// A finger on the simulated screen (`Simulator.touchDown`). Each call reports
/// a step, delivered at the run loop's next turn, in the order made; once the
/// finger has lifted or been cancelled, another step raises.
public final class Finger {
    /// The touch UIKit's views see for this finger.
    public let touch: UITouch
    /// Until `lift()` or `cancel()`.
    public private(set) var isDown = true

    init(_ point: CGPoint) {
        touch = UITouch(location: point, timestamp: VirtualRunLoop.main.currentTime)
    }

    public func move(to point: CGPoint) { step(.moved, at: point, "move") }
    public func lift() { step(.ended, at: nil, "lift") }
    public func cancel() { step(.cancelled, at: nil, "cancel") }

    private func step(_ phase: UITouch.Phase, at point: CGPoint?, _ name: String) {
        guard isDown else {
            return UIKitException.raise(.internalInconsistencyException, "Cannot \(name) a finger that has already lifted or been cancelled")
        }
        if phase == .ended || phase == .cancelled { isDown = false }
        report(phase, at: point)
    }

    /// Queues the step for the next turn.
    func report(_ phase: UITouch.Phase, at point: CGPoint?) {
        VirtualRunLoop.main.perform { [touch] in
            UIApplication.shared.deliver([TouchChange(touch: touch, phase: phase, location: point ?? .zero)])
        }
    }

    /// Delivers the step now (a drag's steps, at their frames).
    func deliver(_ phase: UITouch.Phase, at point: CGPoint) {
        if phase == .ended || phase == .cancelled { isDown = false }
        UIApplication.shared.deliver([TouchChange(touch: touch, phase: phase, location: point)])
    }
}
