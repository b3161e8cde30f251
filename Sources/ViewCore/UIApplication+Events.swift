import Foundation

/// What the touch screen reports at an instant: a finger landing, moving,
/// lifting or being cancelled. A batch of them is one event.
struct TouchChange {
    let touch: UITouch
    let phase: UITouch.Phase
    /// In screen coordinates; unused for the touch's end or cancellation, which
    /// happen where the touch last was.
    let location: CGPoint
}

extension UIApplication {
    /// UIKit's rule for `tapCount`: a touch that lands within this long after
    /// another lifted, near where that one landed, in the same view, counts one
    /// more tap. UIKit documents only "a predefined period of time"; these are
    /// the values of its own tap recognizer (`maximumIntervalBetweenSuccessiveTaps`
    /// 0.35 s, `allowableMovement` 45 points).
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 45

    /// UIKit's `sendEvent(_:)`: each window with a touch that changed gets the
    /// event (`UIWindow.sendEvent(_:)`), in the order their touches began.
    public func sendEvent(_ event: UIEvent) {
        let touches = activeTouches
        if touches.count == 1 {
            touches[0].window?.sendEvent(event)
            return
        }
        var windows: [UIWindow] = []
        for touch in touches where touch.phase != .stationary {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Applies what the touch screen reported to the touches under way and
    /// sends the event; a batch that arrives while one is being sent (from a
    /// `touchesBegan` that taps, say) follows it.
    func deliver(_ changes: [TouchChange]) {
        guard !isDeliveringEvent else { return pendingEvents.append(changes) }
        isDeliveringEvent = true
        defer { isDeliveringEvent = false }
        var batch = changes
        var delivered = 0
        while true {
            apply(batch)
            let event = touchEvent
            event.timestamp = VirtualRunLoop.main.currentTime
            sendEvent(event)
            finishTouches()
            guard !pendingEvents.isEmpty else { return }
            delivered += 1
            if delivered >= UIApplication.maximumFollowingEvents {
                // The touches under way end as an interruption ends them, so
                // that none is left without its end.
                pendingEvents = [activeTouches.map { TouchChange(touch: $0, phase: .cancelled, location: .zero) }]
                batch = pendingEvents.removeFirst()
                apply(batch)
                touchEvent.timestamp = VirtualRunLoop.main.currentTime
                sendEvent(touchEvent)
                finishTouches()
                pendingEvents.removeAll()
                return UIKitException.raise(.internalInconsistencyException,
                    "Touch handlers keep tapping: \(delivered) events followed one from the touch screen; the rest are dropped")
            }
            batch = pendingEvents.removeFirst()
        }
    }

    /// How many events touch handlers may cause, one after the other, before
    /// the loop is taken for one that never ends.
    static let maximumFollowingEvents = 10_000

    private func apply(_ changes: [TouchChange]) {
        let now = VirtualRunLoop.main.currentTime
        for touch in activeTouches { touch.phase = .stationary }
        for change in changes {
            let touch = change.touch
            touch.timestamp = now
            switch change.phase {
            case .began:
                guard !activeTouches.contains(where: { $0 === touch }) else { continue }
                touch.phase = .began
                land(touch)
                activeTouches.append(touch)
            case .moved:
                guard activeTouches.contains(where: { $0 === touch }) else { continue }
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = touch.window?.convertFromScreen(change.location) ?? change.location
                touch.phase = .moved
            case .ended, .cancelled:
                guard activeTouches.contains(where: { $0 === touch }) else { continue }
                touch.phase = change.phase
            case .stationary:
                continue
            }
        }
    }

    /// A landing touch: the window in front that hit-testing finds a view in,
    /// the view, the tap count, and whether the view takes it.
    private func land(_ touch: UITouch) {
        let point = touch.locationInWindow
        for window in windowsFrontToBack where !window.isHidden {
            let local = window.convertFromScreen(point)
            if let view = window.hitTest(local, with: touchEvent) {
                touch.window = window
                touch.view = view
                touch.locationInWindow = local
                touch.previousLocationInWindow = local
                break
            }
        }
        touch.startLocationInWindow = touch.locationInWindow
        if let last = lastTap, let view = touch.view, last.view === view,
           touch.timestamp - last.time <= UIApplication.multiTapInterval,
           distance(last.location, touch.locationInWindow) <= UIApplication.multiTapDistance {
            touch.tapCount = last.count + 1
        }
        touch.isDelivered = touch.window?.admits(touch, among: activeTouches) ?? false
        if touch.isDelivered, touch.window?.keepsFromView(touch, among: activeTouches) == true { touch.viewDelivery = .over }
        GestureEnvironment.shared.attach(touch)
    }

    /// Touches that ended or were cancelled are over; an ended one that lifted
    /// near where it landed is a tap the next touch may add to.
    private func finishTouches() {
        for touch in activeTouches where touch.phase == .ended || touch.phase == .cancelled {
            if !touch.recognizers.isEmpty { GestureEnvironment.shared.finish(touch) }
            if touch.phase == .ended, distance(touch.startLocationInWindow, touch.locationInWindow) <= UIApplication.multiTapDistance {
                lastTap = LastTap(view: touch.view, time: touch.timestamp, location: touch.startLocationInWindow, count: touch.tapCount)
            } else {
                lastTap = nil
            }
        }
        activeTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }

    /// The visible windows, the highest level first, and of a level the
    /// latest shown first.
    var windowsFrontToBack: [UIWindow] {
        let windows = self.windows
        guard windows.count > 1 else { return windows }
        return windows.enumerated().sorted {
            $0.element.windowLevel != $1.element.windowLevel ? $0.element.windowLevel > $1.element.windowLevel : $0.offset > $1.offset
        }.map(\.element)
    }
}

/// The last touch that lifted as a tap, for the next one's `tapCount`.
struct LastTap {
    weak var view: UIView?
    let time: TimeInterval
    let location: CGPoint
    let count: Int
}
