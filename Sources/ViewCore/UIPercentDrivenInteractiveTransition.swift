import Foundation

/// An interaction controller that drives an animator's animations by a
/// fraction of the transition (R22.4). When the transition starts, the
/// animator animates in a timeline held at the fraction given so far (what
/// was given before the start counts from it); `update(_:)` moves it, and
/// `finish()` or `cancel()` plays the rest on, or back to the start, in
/// virtual time at `completionSpeed`, after which the animator's completions
/// end the transition. A cancelled transition's block animations leave their
/// views as they were before them. A fraction that is not a finite number
/// is ignored; others are clamped to 0…1.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition it drives, until it is over.
    private var transition: ControllerTransition?
    private var timeline: TransitionTimeline?
    private enum Ending { case none, finish, cancel }
    /// Asked for before the transition started.
    private var pendingEnding = Ending.none

    /// The animator's duration for the transition it drives; 0 outside one.
    open var duration: CGFloat { CGFloat(transition?.transitionDuration ?? 0) }
    /// The fraction last given, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest plays once finished or cancelled: 1 is the
    /// animator's speed; zero, negative or not finite counts as 1.
    open var completionSpeed: CGFloat = 1
    /// Kept and reported; the engine plays the rest at a constant speed.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// False, the animations play from the start until `pause()`.
    open var wantsInteractiveStart = true

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        // The engine times the animators of its own transitions only.
        guard let transition = transitionContext as? ControllerTransition else { return }
        self.transition = transition
        // The animations begin at the timeline's start, which then moves to
        // the fraction given so far, as Core Animation's begin at a stopped
        // layer's local time before its time offset moves.
        let timeline = TransitionTimeline(container: transition.containerView.layer, duration: transition.transitionDuration)
        self.timeline = timeline
        transition.startAnimator(timedBy: timeline)
        // An animator may have completed it at once.
        guard self.transition === transition else { return }
        if wantsInteractiveStart {
            timeline.hold(at: timeline.offset(forFraction: percentComplete))
            transition.updateInteractiveTransition(percentComplete)
        } else {
            timeline.play(rate: 1)
        }
        let ending = pendingEnding
        pendingEnding = .none
        switch ending {
        case .finish: finish()
        case .cancel: cancel()
        case .none: break
        }
    }

    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        guard let transition, let timeline else { return }
        timeline.hold(at: timeline.offset(forFraction: self.percentComplete))
        transition.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the animations where they show: the transition is interactive again.
    open func pause() {
        guard let transition, let timeline, transition.phase == .running else { return }
        let offset = timeline.offset(at: CACurrentMediaTime())
        timeline.hold(at: offset)
        if timeline.duration > 0 { percentComplete = CGFloat(min(max(offset / timeline.duration, 0), 1)) }
        transition.pauseInteractiveTransition()
    }

    open func finish() {
        guard let transition, let timeline else {
            pendingEnding = .finish
            return
        }
        guard transition.phase == .running else { return }
        transition.finishInteractiveTransition()
        timeline.play(rate: speed)
    }

    open func cancel() {
        guard let transition, let timeline else {
            pendingEnding = .cancel
            return
        }
        guard transition.phase == .running else { return }
        transition.cancelInteractiveTransition()
        timeline.play(rate: -speed)
    }

    private var speed: Double {
        completionSpeed.isFinite && completionSpeed > 0 ? Double(completionSpeed) : 1
    }

    /// The transition is over: ready for another.
    func transitionEnded(_ ended: ControllerTransition) {
        guard transition === ended else { return }
        transition = nil
        timeline = nil
        pendingEnding = .none
    }
}

extension UIPercentDrivenInteractiveTransition {
    /// Its properties by key (NativeClasses.swift).
    static let catalog: [AnyProperty] = [
        Property("duration", get: { (t: UIPercentDrivenInteractiveTransition) in t.duration }),
        Property("percentComplete", get: { (t: UIPercentDrivenInteractiveTransition) in t.percentComplete }),
        Property("completionSpeed", get: { (t: UIPercentDrivenInteractiveTransition) in t.completionSpeed },
                 set: { $0.completionSpeed = $1 }),
        Property("completionCurve", get: { (t: UIPercentDrivenInteractiveTransition) in t.completionCurve },
                 set: { $0.completionCurve = $1 }),
        Property("wantsInteractiveStart", get: { (t: UIPercentDrivenInteractiveTransition) in t.wantsInteractiveStart },
                 set: { $0.wantsInteractiveStart = $1 }),
    ]
}
