import Foundation

/// The queue of controller transitions (R8.1): pushes, pops, presentations and
/// dismissals. A transition is requested at once (the call returns before any
/// appearance callback), starts at the next run loop turn, and finishes either
/// after the commit that laid out its start (not animated), or at the turn after
/// that one (not animated, a sheet: R8.6), or when its duration has passed in
/// virtual time (animated). One runs at a time; a transition requested meanwhile
/// starts after it. A window showing its root counts as one running, from the
/// root's viewWillAppear: to its viewDidAppear: (UIWindow.swift): a push requested
/// in that turn starts once the root has appeared, not in the middle of it.
final class TransitionQueue {
    static var shared: TransitionQueue { Session.current.transitions }

    /// UIKit's standard duration for navigation and modal transitions.
    static let duration: TimeInterval = 0.5

    struct Transition {
        let animated: Bool
        /// Not animated, it still finishes at a later turn than its start.
        let finishesLater: Bool
        /// Its coordinator and, when an animator runs it, its context.
        let record: ControllerTransition?
        let start: () -> Void
        let finish: () -> Void
    }

    /// The transitions requested and not over, oldest first: whose
    /// coordinator a controller's `transitionCoordinator` is.
    private(set) var controllerTransitions: [ControllerTransition] = []

    func track(_ record: ControllerTransition) { controllerTransitions.append(record) }
    func untrack(_ record: ControllerTransition) { controllerTransitions.removeAll { $0 === record } }

    /// The coordinator of the oldest transition the controller takes part in,
    /// else of its parent's, and so on up (UIKit's `transitionCoordinator`).
    func coordinator(for controller: UIViewController) -> ControllerTransition? {
        guard !controllerTransitions.isEmpty else { return nil }
        var current: UIViewController? = controller
        while let candidate = current {
            if let found = controllerTransitions.first(where: { $0.offersCoordinator && $0.involves(candidate) }) {
                return found
            }
            current = candidate.parent
        }
        return nil
    }

    private var pending: [Transition] = []
    private(set) var isRunning = false
    private var startScheduled = false
    /// Windows' root appearances under way, which transitions wait for.
    private var appearancesUnderWay = 0

    func beginRootAppearance() { appearancesUnderWay += 1 }

    func endRootAppearance() {
        appearancesUnderWay = max(appearancesUnderWay - 1, 0)
        scheduleStart()
    }

    /// The session's end: nothing queued starts.
    func discardPendingWork() {
        pending.removeAll()
        controllerTransitions.removeAll()
    }

    /// `record`, if given, is tracked from now until the transition is over;
    /// if an animator runs it, it, not the clock, ends the transition.
    func enqueue(animated: Bool, finishesLater: Bool = false, record: ControllerTransition? = nil,
                 start: @escaping () -> Void, finish: @escaping () -> Void) {
        if let record { track(record) }
        pending.append(Transition(animated: animated, finishesLater: finishesLater, record: record,
                                  start: start, finish: finish))
        scheduleStart()
    }

    var canBeginInteractive: Bool { !isRunning && pending.isEmpty && appearancesUnderWay == 0 }

    /// An interactive transition (an edge swipe) takes the running slot until it
    /// is completed with `finishInteractive(after:_:)`.
    func beginInteractive() -> Bool {
        guard canBeginInteractive else { return false }
        isRunning = true
        return true
    }

    /// The slot of a transition an animator ran is free again.
    private func animatorTransitionEnded() {
        StatusBarAppearance.update()
        isRunning = false
        scheduleStart()
    }

    /// Completes the interactive transition when `delay` has passed (its remaining
    /// animation), or after the next commit if there is nothing left to animate.
    func finishInteractive(after delay: TimeInterval, _ finish: @escaping () -> Void) {
        complete(after: delay, finish)
    }

    private func scheduleStart() {
        guard !isRunning, appearancesUnderWay == 0, !startScheduled, !pending.isEmpty else { return }
        startScheduled = true
        VirtualRunLoop.main.perform { [self] in
            startScheduled = false
            startNext()
        }
    }

    private func startNext() {
        guard !isRunning, appearancesUnderWay == 0, !pending.isEmpty else { return }
        let transition = pending.removeFirst()
        isRunning = true
        transition.record?.queueEnding = { [weak self] in self?.animatorTransitionEnded() }
        transition.start()
        StatusBarAppearance.update()
        // An animator ends it by completing it, whenever that is (R22.3).
        if transition.record?.ranByAnimator == true { return }
        transition.record?.queueEnding = nil
        complete(after: transition.animated ? TransitionQueue.duration : 0, inLaterTurn: transition.finishesLater,
                 transition.finish)
    }

    private func complete(after delay: TimeInterval, inLaterTurn: Bool = false, _ finish: @escaping () -> Void) {
        let done = { [self] in
            finish()
            StatusBarAppearance.update()
            isRunning = false
            scheduleStart()
        }
        // Not a positive finite delay (a NaN from a swipe's fraction, say): no time to
        // wait for, rather than a deadline never reached.
        if !(delay > 0 && delay.isFinite) {
            if inLaterTurn {
                VirtualRunLoop.main.perform { DisplayCycle.shared.performAfterCommit(done) }
            } else {
                DisplayCycle.shared.performAfterCommit(done)
            }
            return
        }
        let end = VirtualRunLoop.main.currentTime + delay
        VirtualRunLoop.main.addFrameHandler { time in
            guard time >= end - VirtualRunLoop.tolerance else { return true }
            done()
            return false
        }
    }
}

extension TransitionQueue {
    /// What an animated transition shows, as UIKit's standard ones show it: a
    /// view sliding by `from` toward its place (or from its place by `to`),
    /// over the transition's duration. Only the presentation moves: the
    /// views' frames, the callbacks and the layout are the transition's own.
    static func slide(_ view: UIView?, from start: CGPoint = .zero, to end: CGPoint = .zero) {
        guard let view, start.isFinite, end.isFinite, start != end else { return }
        let slide = CABasicAnimation(keyPath: "position")
        slide.isAdditive = true
        slide.fromValue = start
        slide.toValue = end
        slide.duration = duration
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        slide.fillMode = .forwards
        view.layer.add(slide, forKey: "transition")
    }

    /// An alert fades in and out where it stands instead of sliding.
    static func fade(_ view: UIView?, from start: Float, to end: Float) {
        guard let view else { return }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = start
        fade.toValue = end
        fade.duration = duration
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        fade.fillMode = .forwards
        view.layer.add(fade, forKey: "transition")
    }
}

