import Foundation

/// One push, pop, presentation or dismissal, from its request to its end (R22).
/// It is the coordinator its participants reach through
/// `transitionCoordinator`, and, when a custom animator runs it, the context
/// the animator and the interaction controller are given. A standard
/// transition ends when its time has passed (Transition.swift); a custom one
/// when its animator calls `completeTransition(_:)`, whenever that is.
///
/// Once over it holds none of its controllers, views or animators.
@_spi(Bridging) public final class ControllerTransition: UIViewControllerContextTransitioning,
                                                          UIViewControllerTransitionCoordinator {
    enum Phase { case requested, running, completed }

    public let isAnimated: Bool
    public let presentationStyle: UIModalPresentationStyle
    /// Whether `transitionCoordinator` gives it: animated transitions, and
    /// those a custom animator runs.
    private(set) var offersCoordinator: Bool
    private(set) var phase = Phase.requested

    /// The controllers whose transition it is, and through them their children.
    private var participants: [UIViewController]
    private var fromController: UIViewController?
    private var toController: UIViewController?
    /// Whether each controller's view takes part (a presenter's view that stays
    /// on screen does not: UIKit gives nil for it).
    private let fromViewTakesPart: Bool
    private let toViewTakesPart: Bool
    private var containerStorage: UIView?
    private var fromInitialFrame = CGRect.zero
    private var toFinalFrame = CGRect.zero

    private(set) var animator: UIViewControllerAnimatedTransitioning?
    private(set) var interactor: UIViewControllerInteractiveTransitioning?
    /// What the transition's own code does when the animator completes it.
    private var onComplete: ((Bool) -> Void)?
    /// Frees the transition queue's slot once a custom transition is over.
    var queueEnding: (() -> Void)?
    /// The time of its animations while an interaction drives them.
    private(set) var timeline: TransitionTimeline?

    public private(set) var transitionWasCancelled = false
    public private(set) var isInteractive = false
    public private(set) var initiallyInteractive = false
    public private(set) var percentComplete: CGFloat = 0
    public private(set) var transitionDuration: TimeInterval
    private var startTime: TimeInterval?

    private var alongsideAnimations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsRan = false
    private var completionsRan = false

    init(animated: Bool, style: UIModalPresentationStyle = .none, participants: [UIViewController?],
         from: UIViewController?, to: UIViewController?, fromViewTakesPart: Bool = true, toViewTakesPart: Bool = true,
         container: UIView?) {
        isAnimated = animated
        presentationStyle = style
        offersCoordinator = animated
        self.participants = participants.compactMap { $0 }
        fromController = from
        toController = to
        self.fromViewTakesPart = fromViewTakesPart
        self.toViewTakesPart = toViewTakesPart
        containerStorage = container
        transitionDuration = animated ? TransitionQueue.duration : 0
    }

    /// Whether it is `controller`'s own transition.
    func involves(_ controller: UIViewController) -> Bool { participants.contains { $0 === controller } }

    /// Whether a custom animator runs (or ran) it.
    private(set) var ranByAnimator = false
    /// Whether its animator (or interaction controller) has been started.
    private var animatorStarted = false

    // MARK: Its course

    /// It starts: its container and the frames it reports.
    func begin(container: UIView, fromInitialFrame: CGRect = .zero, toFinalFrame: CGRect = .zero) {
        phase = .running
        containerStorage = container
        self.fromInitialFrame = fromInitialFrame
        self.toFinalFrame = toFinalFrame
        startTime = CACurrentMediaTime()
    }

    /// A custom animator will run it, and an interaction controller drive it:
    /// asked before the appearance callbacks, so that the coordinator they
    /// reach reports the animator's duration. `onComplete` is what completing
    /// it does.
    func adopt(_ animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
               onComplete: @escaping (Bool) -> Void) {
        self.animator = animator
        self.interactor = interactor
        self.onComplete = onComplete
        ranByAnimator = true
        offersCoordinator = true
        let duration = animator.transitionDuration(using: self)
        transitionDuration = duration.isFinite && duration > 0 ? duration : 0
        if let interactor {
            initiallyInteractive = interactor.wantsInteractiveStart
            isInteractive = initiallyInteractive
        }
    }

    /// After the appearance callbacks: the interaction controller starts it,
    /// or the animator animates it, and the alongside animations run with it.
    func runAnimator() {
        animatorStarted = true
        if let interactor {
            interactor.startInteractiveTransition(self)
            // An interaction controller of its own may not have started the
            // animator; the alongside animations run all the same.
            if !animationsRan, phase == .running { runAlongsideAnimations() }
        } else {
            startAnimator(timedBy: nil)
        }
    }

    /// The animator animates (what a percent-driven interaction controller
    /// does when it starts), timed by `timeline` if given.
    func startAnimator(timedBy timeline: TransitionTimeline?) {
        guard let animator, phase == .running, !animationsRan else { return }
        let clock = AnimationClock.shared
        let outer = clock.capturingTimeline
        if let timeline {
            self.timeline = timeline
            clock.begin(timeline)
            clock.capturingTimeline = timeline
        }
        animator.animateTransition(using: self)
        if phase == .running { runAlongsideAnimations() }
        if timeline != nil { clock.capturingTimeline = outer }
    }

    /// A standard transition's alongside animations, with its own.
    func runStandardAnimations() {
        runAlongsideAnimations()
    }

    /// Interactive from the start (the swipe back): timed by a timeline held
    /// at the start until the interaction ends.
    func beginInteraction(timeline: TransitionTimeline) {
        initiallyInteractive = true
        isInteractive = true
        self.timeline = timeline
        AnimationClock.shared.begin(timeline)
    }

    private func runAlongsideAnimations() {
        animationsRan = true
        let pending = alongsideAnimations
        alongsideAnimations.removeAll()
        guard !pending.isEmpty else { return }
        animateNow(pending, over: transitionDuration)
    }

    /// In an animation block of `duration` (none if not animated), timed by the
    /// timeline while there is one.
    private func animateNow(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void], over duration: TimeInterval) {
        let clock = AnimationClock.shared
        let outer = clock.capturingTimeline
        if let timeline { clock.capturingTimeline = timeline }
        defer { if timeline != nil { clock.capturingTimeline = outer } }
        if isAnimated, duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: { for block in blocks { block(self) } })
        } else {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
        }
    }

    /// The end, completed or undone: the coordinator's completions, after
    /// which no controller's `transitionCoordinator` is this one; then `body`
    /// (the transition's own end: its views and did-callbacks), then the
    /// animator hears of it. Nothing is held after.
    func end(didComplete: Bool, _ body: () -> Void) {
        phase = .completed
        if !didComplete { transitionWasCancelled = true }
        isInteractive = false
        runCompletions()
        TransitionQueue.shared.untrack(self)
        body()
        timeline?.release()
        timeline = nil
        let animator = self.animator
        let interactor = self.interactor
        let queueEnding = self.queueEnding
        participants = []
        fromController = nil
        toController = nil
        self.animator = nil
        self.interactor = nil
        onComplete = nil
        self.queueEnding = nil
        alongsideAnimations.removeAll()
        interactionHandlers.removeAll()
        (interactor as? UIPercentDrivenInteractiveTransition)?.transitionEnded(self)
        animator?.animationEnded(didComplete)
        queueEnding?()
    }

    private func runCompletions() {
        completionsRan = true
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(self) }
    }

    // MARK: The interaction

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard phase == .running, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    public func pauseInteractiveTransition() {
        guard phase == .running, !isInteractive else { return }
        isInteractive = true
        notifyInteractionChange()
    }

    public func finishInteractiveTransition() {
        guard phase == .running, isInteractive else { return }
        isInteractive = false
        notifyInteractionChange()
    }

    public func cancelInteractiveTransition() {
        guard phase == .running, isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        notifyInteractionChange()
    }

    private func notifyInteractionChange() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Ends the transition: completed, the new controller stays; not, the old
    /// one does, and the callbacks undo the appearance (R22.5). Called twice,
    /// on a transition that is over, or on one no animator runs, it raises.
    public func completeTransition(_ didComplete: Bool) {
        switch phase {
        case .requested:
            UIKitException.raise(.internalInconsistencyException,
                "completeTransition: called on a transition that has not started")
        case .completed:
            UIKitException.raise(.internalInconsistencyException,
                "completeTransition: called on a transition that is already over (called twice, or by another transition's animator)")
        case .running:
            guard let onComplete else {
                UIKitException.raise(.internalInconsistencyException,
                    "completeTransition: called on a standard transition, which no animator runs")
                return
            }
            guard animatorStarted else {
                UIKitException.raise(.internalInconsistencyException,
                    "completeTransition: called before the transition's animator was asked to animate it")
                return
            }
            end(didComplete: didComplete) { onComplete(didComplete) }
        }
    }

    // MARK: What it reports

    public var isCancelled: Bool { transitionWasCancelled }
    public var isInterruptible: Bool { false }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }
    public var targetTransform: CGAffineTransform { .identity }

    /// Where the views are: a navigation controller's view, the window, or
    /// the view a custom presentation's views are put in.
    public var containerView: UIView {
        if let containerStorage { return containerStorage }
        let placeholder = UIView(frame: UIScreen.main.bounds)
        containerStorage = placeholder
        return placeholder
    }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromViewTakesPart ? fromController?.viewIfLoaded : nil
        case .to: return toViewTakesPart ? toController?.viewIfLoaded : nil
        default: return nil
        }
    }

    /// The old controller's frame where it stands at the start; zero for the
    /// new one, and for a controller not in the transition.
    public func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromController ? fromInitialFrame : .zero
    }

    /// The new controller's frame at the end; zero for the old one (its place
    /// at the end is not known), and for a controller not in the transition.
    public func finalFrame(for vc: UIViewController) -> CGRect {
        vc === toController ? toFinalFrame : .zero
    }

    // MARK: The coordinator

    /// Queued until the transition's animations run, then run with them; one
    /// given after they began runs at once over the time left. False once the
    /// transition is over, and neither block then runs.
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !completionsRan, phase != .completed else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if animationsRan {
            let elapsed = startTime.map { CACurrentMediaTime() - $0 } ?? 0
            animateNow([animation], over: max(transitionDuration - elapsed, 0))
        } else {
            alongsideAnimations.append(animation)
        }
        return true
    }

    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Called each time the interaction ends (finished or cancelled) or resumes.
    public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard phase != .completed else { return }
        interactionHandlers.append(handler)
    }
}
