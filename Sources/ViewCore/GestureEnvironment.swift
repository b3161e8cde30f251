import Foundation

/// The session's gesture recognizers at work (UIKit's `_UIGestureEnvironment`):
/// which recognizers watch a touch, when a state a recognizer asks for takes
/// effect, and what the views then get of their touches.
///
/// The rules, from UIKit's documentation of `UIGestureRecognizer` and its
/// delegate, and the Event Handling Guide's "Gesture Recognizers" chapter:
///
/// - A touch is watched by the enabled recognizers of the view it landed in
///   and of that view's ancestors (the deepest first, each view's in the
///   order added) whose delegate lets them receive it. They get each event's
///   touches before the view does.
/// - A recognizer leaving `possible` for `began` or `recognized` first waits
///   for every recognizer it requires to fail (`require(toFail:)`, the
///   subclass and delegate methods), and fails if one of them recognizes; it
///   fails if a recognizer it shares a touch with is already recognizing and
///   can prevent it, or if a view it watches a touch in or its delegate say it
///   should not begin. Once it recognizes, the recognizers sharing a touch with
///   it that are still possible fail, unless a delegate lets both recognize.
/// - Each change to began, changed, recognized and cancelled sends the actions.
/// - A recognizer that recognizes with `cancelsTouchesInView` cancels its
///   touches in their views (`touchesCancelled`, after the actions).
///   `delaysTouchesBegan` holds a touch's `touchesBegan` from its view while
///   the recognizer is possible, and drops it if the recognizer recognizes;
///   `delaysTouchesEnded` holds `touchesEnded` the same way, and the view gets
///   `touchesCancelled` instead if the recognizer recognizes.
/// - A recognizer that ended, was cancelled or failed is reset, and watches
///   none of the touches it watched.
final class GestureEnvironment {
    static var shared: GestureEnvironment { Session.current.gestures }

    /// Recognizers watching touches or asking for a state, in the order they
    /// started; each leaves when it is reset.
    private var active: [UIGestureRecognizer] = []
    /// Touches whose `touchesBegan` or `touchesEnded` waits for a recognizer.
    private var held: [UITouch] = []
    private var isUpdating = false
    private var isUpdateScheduled = false
    /// While a window hands an event's touches to recognizers, the update
    /// waits for them all to have them.
    private var isDelivering = false
    /// The touches of the event being handed out: their views get them after
    /// the update, so a touch released by it gets only its held beginning.
    private var eventTouches: [UITouch] = []

    /// Recognizers added to views and not removed, in every session (a view
    /// freed with its recognizers keeps them counted): while there are none,
    /// a landing touch skips the walk up its view's ancestors.
    nonisolated(unsafe) static var attachedRecognizers = 0

    /// How many state changes one update may make before the loop is taken for
    /// one that never ends (an action that sets its recognizer's state again).
    static let maximumTransitions = 10_000

    // MARK: Touches landing

    /// Makes the touch's recognizers watch it (UIKit asks each delegate's
    /// `shouldReceive` as the touch lands).
    func attach(_ touch: UITouch) {
        guard GestureEnvironment.attachedRecognizers > 0, touch.isDelivered, let view = touch.view else { return }
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizerList where recognizer.isEnabled {
                guard !touch.recognizers.contains(where: { $0 === recognizer }),
                      recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
                touch.recognizers.append(recognizer)
                recognizer.touches.append(touch)
                recognizer.watchedTouches.append(touch)
                if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
            }
            current = candidate.superviewStorage
        }
    }

    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        recognizer.touches.removeAll { $0 === touch }
        recognizer.watchedTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === recognizer }
    }

    // MARK: Events

    /// A window's touches of one event: to their recognizers, then the states
    /// they asked for, then to their views.
    func deliver(_ touches: [UITouch], _ event: UIEvent) {
        isDelivering = true
        // One waiting on another recognizer has decided; it gets no more touches.
        let watching = recognizers(of: touches).filter { $0.isEnabled && $0.requestedStates.isEmpty }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for recognizer in watching where !recognizer.currentState.isTerminal {
                let mine = touches.filter { $0.phase == phase && recognizer.touches.contains($0) }
                guard !mine.isEmpty else { continue }
                let set = Set(mine)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
        isDelivering = false
        eventTouches = touches
        update()
        eventTouches = []
        handToViews(touches, event)
    }

    /// The recognizers watching any of the touches, in the touches' order.
    private func recognizers(of touches: [UITouch]) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.recognizers where !result.contains(where: { $0 === recognizer }) {
                result.append(recognizer)
            }
        }
        return result
    }

    /// The touches that ended stop being watched once their event is over;
    /// a recognizer keeps where they last were.
    func finish(_ touch: UITouch) {
        for recognizer in touch.recognizers {
            recognizer.lastLocationInWindow = recognizer.centroidInWindow
            recognizer.lastWindow = touch.window
            recognizer.touches.removeAll { $0 === touch }
        }
    }

    // MARK: States

    func request(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        recognizer.requestedStates.append(state)
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        guard !isUpdating, !isDelivering, !isUpdateScheduled else { return }
        isUpdateScheduled = true
        VirtualRunLoop.main.perform { [self] in
            isUpdateScheduled = false
            update()
        }
    }

    /// A recognizer disabled or taken off its view: a gesture under way is
    /// cancelled, one not yet recognized fails.
    func disable(_ recognizer: UIGestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        request(recognizer.currentState.isActive ? .cancelled : .failed, for: recognizer)
    }

    /// Takes the states asked for, as far as the rules allow, then resets the
    /// recognizers that are done and lets the views have the touches no
    /// recognizer holds any longer.
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var transitions = 0
        while active.contains(where: { !$0.requestedStates.isEmpty }) {
            var progressed = false
            for recognizer in active where advance(recognizer) {
                progressed = true
                transitions += 1
            }
            if !progressed { break }
            if transitions >= GestureEnvironment.maximumTransitions {
                for recognizer in active { recognizer.requestedStates.removeAll() }
                UIKitException.raise(.internalInconsistencyException,
                    "Gesture recognizers keep changing state: \(transitions) changes in one update; the rest are dropped")
                break
            }
        }
        resetFinishedRecognizers()
        releaseHeldTouches()
    }

    /// Takes the recognizer's next requested state if it may; false if it
    /// waits (or has nothing to take).
    private func advance(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let next = recognizer.requestedStates.first else { return false }
        let current = recognizer.currentState
        if current.isTerminal {
            recognizer.requestedStates.removeAll()
            return true
        }
        if current.isActive {
            recognizer.requestedStates.removeFirst()
            switch next {
            case .changed, .ended, .cancelled: enter(next, recognizer)
            case .failed: enter(.cancelled, recognizer)
            case .possible, .began: break
            }
            return true
        }
        switch next {
        case .possible:
            recognizer.requestedStates.removeFirst()
        case .failed, .cancelled:
            fail(recognizer)
        case .began, .changed, .ended:
            if requirementRecognized(recognizer) || preventedByActive(recognizer) {
                fail(recognizer)
                return true
            }
            if isWaiting(recognizer) { return false }
            guard shouldBegin(recognizer) else {
                fail(recognizer)
                return true
            }
            recognizer.requestedStates.removeFirst()
            enter(next == .ended ? .ended : .began, recognizer)
            excludeOthers(for: recognizer)
            if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        }
        return true
    }

    private func enter(_ state: UIGestureRecognizer.State, _ recognizer: UIGestureRecognizer) {
        recognizer.currentState = state
        recognizer.sendActions()
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.requestedStates.removeAll()
        recognizer.currentState = .failed
    }

    // MARK: Rules between recognizers

    private func sharesTouch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.watchedTouches.contains { touch in b.watchedTouches.contains { $0 === touch } }
    }

    private func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// The recognizers that must fail before `recognizer` may recognize: those
    /// it was told to wait for, and those among the active ones sharing a
    /// touch with it that it or they or a delegate say it should wait for.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in active where other !== recognizer && !result.contains(where: { $0 === other }) && sharesTouch(recognizer, other) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false) {
                result.append(other)
            }
        }
        return result
    }

    /// A requirement still deciding: possible and watching touches or asking
    /// for a state. One watching nothing has, for this gesture, failed.
    private func isWaiting(_ recognizer: UIGestureRecognizer) -> Bool {
        requirements(of: recognizer).contains { other in
            other.currentState == .possible && active.contains { $0 === other }
        }
    }

    private func requirementRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        requirements(of: recognizer).contains { $0.currentState.isActive || $0.currentState == .ended }
    }

    private func preventedByActive(_ recognizer: UIGestureRecognizer) -> Bool {
        active.contains { other in
            other !== recognizer && (other.currentState.isActive || other.currentState == .ended)
                && sharesTouch(recognizer, other) && !recognizeSimultaneously(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
    }

    private func excludeOthers(for recognizer: UIGestureRecognizer) {
        for other in active where other !== recognizer && other.currentState == .possible {
            guard sharesTouch(recognizer, other), !recognizeSimultaneously(recognizer, other),
                  recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            fail(other)
        }
    }

    /// The views of its touches, then its delegate (UIView's
    /// `gestureRecognizerShouldBegin` is how UISlider keeps a superview's
    /// swipe off its thumb).
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        var views: [UIView] = []
        for touch in recognizer.touches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views where !view.gestureRecognizerShouldBegin(recognizer) { return false }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    private func resetFinishedRecognizers() {
        let finished = active.filter { $0.currentState.isTerminal }
        guard !finished.isEmpty else { return }
        active.removeAll { $0.currentState.isTerminal }
        for recognizer in finished {
            for touch in recognizer.touches { touch.recognizers.removeAll { $0 === recognizer } }
            for touch in recognizer.watchedTouches { touch.recognizers.removeAll { $0 === recognizer } }
            recognizer.lastLocationInWindow = recognizer.centroidInWindow
            recognizer.touches.removeAll()
            recognizer.watchedTouches.removeAll()
            recognizer.requestedStates.removeAll()
            recognizer.currentState = .possible
            recognizer.reset()
        }
    }

    // MARK: Views

    private func holdsBegan(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesBegan && $0.currentState == .possible }
    }

    private func holdsEnded(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesEnded && $0.currentState == .possible }
    }

    /// What the views get of the event's touches, given the recognizers'
    /// decisions: a view's touches of a phase together, the phases in order.
    private func handToViews(_ touches: [UITouch], _ event: UIEvent) {
        var deliveries = ViewDeliveries()
        for touch in touches {
            switch touch.phase {
            case .began:
                guard touch.viewDelivery == .awaitingBegan else { continue }
                if holdsBegan(touch) { hold(touch) } else { deliveries.begin(touch) }
            case .moved:
                if touch.viewDelivery == .open { deliveries.add(touch, .moved) }
            case .ended:
                if touch.viewDelivery == .awaitingBegan {
                    guard !holdsBegan(touch) else { continue }
                    deliveries.begin(touch)
                }
                if touch.viewDelivery == .open {
                    if holdsEnded(touch) {
                        touch.viewDelivery = .endHeld
                        hold(touch)
                    } else {
                        deliveries.end(touch, .ended)
                    }
                }
            case .cancelled:
                if touch.viewDelivery == .open || touch.viewDelivery == .endHeld {
                    deliveries.end(touch, .cancelled)
                } else {
                    touch.viewDelivery = .over
                }
                held.removeAll { $0 === touch }
            case .stationary:
                break
            }
        }
        deliveries.send(event)
    }

    private func hold(_ touch: UITouch) {
        if !held.contains(where: { $0 === touch }) { held.append(touch) }
    }

    /// A recognizer that recognized with `cancelsTouchesInView`: the views of
    /// the touches it watched get `touchesCancelled` for those they were told
    /// began and not ended (a held end included), and never hear of those
    /// whose beginning was held.
    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var deliveries = ViewDeliveries()
        for touch in recognizer.watchedTouches {
            switch touch.viewDelivery {
            case .open, .endHeld: deliveries.end(touch, .cancelled)
            case .awaitingBegan: touch.viewDelivery = .over
            case .over: break
            }
            held.removeAll { $0 === touch }
        }
        deliveries.send(UIApplication.shared.touchEvent)
    }

    /// Hands the views what no recognizer holds any longer: a held beginning
    /// (with a move to where the touch is now, if it moved), a held end.
    private func releaseHeldTouches() {
        guard !held.isEmpty else { return }
        var deliveries = ViewDeliveries()
        for touch in held {
            let inEvent = eventTouches.contains { $0 === touch }
            if touch.viewDelivery == .awaitingBegan, !holdsBegan(touch) {
                deliveries.begin(touch)
                guard !inEvent else { continue }
                if touch.phase == .ended {
                    if holdsEnded(touch) { touch.viewDelivery = .endHeld } else { deliveries.end(touch, .ended) }
                } else if touch.locationInWindow != touch.startLocationInWindow {
                    deliveries.add(touch, .moved)
                }
            } else if touch.viewDelivery == .endHeld, !holdsEnded(touch) {
                deliveries.end(touch, .ended)
            }
        }
        held.removeAll { $0.viewDelivery == .open || $0.viewDelivery == .over }
        deliveries.send(UIApplication.shared.touchEvent)
    }

    /// The session's end: nothing is left watching or held, and no recognizer
    /// and touch hold each other (and through the touch, its view and window).
    /// No reset is sent: no callback reaches an app that is gone.
    func discardPendingWork() {
        for recognizer in active {
            for touch in recognizer.watchedTouches + recognizer.touches { touch.recognizers.removeAll() }
            recognizer.touches.removeAll()
            recognizer.watchedTouches.removeAll()
            recognizer.requestedStates.removeAll()
            recognizer.currentState = .possible
        }
        for touch in held { touch.recognizers.removeAll() }
        active.removeAll()
        held.removeAll()
    }
}

/// The touches views are to get, grouped as UIKit hands them out: per phase,
/// per view, in the order the touches began.
private struct ViewDeliveries {
    private var groups: [(phase: UITouch.Phase, view: UIView, touches: [UITouch])] = []

    mutating func begin(_ touch: UITouch) {
        touch.viewDelivery = .open
        add(touch, .began)
    }

    mutating func end(_ touch: UITouch, _ phase: UITouch.Phase) {
        touch.viewDelivery = .over
        add(touch, phase)
    }

    mutating func add(_ touch: UITouch, _ phase: UITouch.Phase) {
        guard let view = touch.view else { return }
        if let index = groups.firstIndex(where: { $0.phase == phase && $0.view === view }) {
            groups[index].touches.append(touch)
        } else {
            groups.append((phase, view, [touch]))
        }
    }

    /// Each touch shows the phase it is handed over in while its view has
    /// it: a beginning or an end held back comes after the touch moved on.
    func send(_ event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for group in groups where group.phase == phase {
                let touches = Set(group.touches)
                let phases = group.touches.map(\.phase)
                for touch in group.touches { touch.phase = phase }
                defer { for (touch, original) in zip(group.touches, phases) { touch.phase = original } }
                switch phase {
                case .began: group.view.touchesBegan(touches, with: event)
                case .moved: group.view.touchesMoved(touches, with: event)
                case .ended: group.view.touchesEnded(touches, with: event)
                default: group.view.touchesCancelled(touches, with: event)
                }
            }
        }
    }
}
