import Foundation

/// A continuous gesture: `numberOfTouchesRequired` fingers held for
/// `minimumPressDuration` without straying more than `allowableMovement`
/// (UIKit's defaults: 0.5 s, 10 points, one finger, no taps first). It
/// begins when the time has passed, changes as the fingers move, and ends
/// when they lift; lifting or straying before then fails it.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5 {
        didSet { refuseNonFinite(minimumPressDuration, oldValue, "minimumPressDuration") { minimumPressDuration = $0 } }
    }
    open var allowableMovement: CGFloat = 10 {
        didSet { refuseNonFinite(allowableMovement, oldValue, "allowableMovement") { allowableMovement = $0 } }
    }
    open var numberOfTouchesRequired = 1
    /// Taps before the press, each lifting no later than 0.35 s before the next lands.
    open var numberOfTapsRequired = 0

    private var fingersDown = 0
    private var tapsSoFar = 0
    private var pressDeadline: ScheduledTimer?
    private var nextTapDeadline: ScheduledTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapDeadline?.invalidate()
        fingersDown += touches.count
        guard state == .possible else { return }
        if fingersDown > numberOfTouchesRequired { return state = .failed }
        guard fingersDown == numberOfTouchesRequired, tapsSoFar == numberOfTapsRequired, pressDeadline == nil else { return }
        pressDeadline = VirtualRunLoop.main.schedule(after: minimumPressDuration) { [weak self] _ in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            if touches.contains(where: { distance($0.startLocationInWindow, $0.locationInWindow) > allowableMovement }) {
                state = .failed
            }
        } else {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown = max(fingersDown - touches.count, 0)
        if state != .possible { return state = .ended }
        guard tapsSoFar < numberOfTapsRequired, pressDeadline == nil else { return state = .failed }
        guard fingersDown == 0 else { return }
        tapsSoFar += 1
        nextTapDeadline = VirtualRunLoop.main.schedule(after: UIApplication.multiTapInterval) { [weak self] _ in
            self?.state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        pressDeadline?.invalidate()
        pressDeadline = nil
        nextTapDeadline?.invalidate()
        nextTapDeadline = nil
        fingersDown = 0
        tapsSoFar = 0
    }
}

/// A duration or distance a script set to something that is not a finite,
/// non-negative number is refused (the timers and tests would misbehave),
/// and the old value kept.
func refuseNonFinite<T: BinaryFloatingPoint>(_ value: T, _ oldValue: T, _ name: String, restore: (T) -> Void) {
    guard !(value.isFinite && value >= 0) else { return }
    restore(oldValue)
    UIKitException.raise(.invalidArgumentException, "\(name) must be a finite number not below 0, not \(shortNumber(CGFloat(value)))")
}
