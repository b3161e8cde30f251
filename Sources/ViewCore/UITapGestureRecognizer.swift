import Foundation

/// A discrete gesture: `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers, each finger staying near where it
/// landed, each tap starting soon after the previous one lifted.
///
/// "Soon" and "near" are the values UIKit's tap recognizer uses for
/// `tapCount` too (UIApplication+Events.swift): 0.35 s between a lift and
/// the next landing, 45 points from the first tap. It fails as soon as more
/// fingers are down than required, a finger strays, or the next tap is late.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    private var tapsSoFar = 0
    private var fingersDown = 0
    /// The most fingers down at once during this tap.
    private var fingersInTap = 0
    private var firstLanding: CGPoint?
    private var nextTapDeadline: ScheduledTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapDeadline?.invalidate()
        nextTapDeadline = nil
        fingersDown += touches.count
        fingersInTap = max(fingersInTap, fingersDown)
        if fingersDown > numberOfTouchesRequired { return state = .failed }
        for touch in touches.sorted(by: { $0.sequence < $1.sequence }) {
            guard let first = firstLanding else {
                firstLanding = touch.startLocationInWindow
                continue
            }
            if distance(first, touch.startLocationInWindow) > UIApplication.multiTapDistance { return state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: { distance($0.startLocationInWindow, $0.locationInWindow) > UIApplication.multiTapDistance }) {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown = max(fingersDown - touches.count, 0)
        guard fingersDown == 0 else { return }
        guard fingersInTap == numberOfTouchesRequired else { return state = .failed }
        tapsSoFar += 1
        fingersInTap = 0
        if tapsSoFar >= numberOfTapsRequired { return state = .recognized }
        nextTapDeadline = VirtualRunLoop.main.schedule(after: UIApplication.multiTapInterval) { [weak self] _ in
            self?.state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        nextTapDeadline?.invalidate()
        nextTapDeadline = nil
        tapsSoFar = 0
        fingersDown = 0
        fingersInTap = 0
        firstLanding = nil
    }
}
