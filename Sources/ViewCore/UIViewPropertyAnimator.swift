import Foundation

/// Where an animator's animations end up.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's life: made, running or paused, stopped before finishing.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// Animations that can be started, paused, scrubbed, reversed, stopped and
/// finished. When its animations are first needed (started, paused or
/// scrubbed) it runs them, as a block animation runs its block: the views'
/// properties take their end values at once, and their layers' presentations
/// show the way there at `fractionComplete`, which virtual time advances while
/// the animator runs. Stopping without finishing leaves the views where they
/// show; finishing puts them at the end, the start or where they show, and
/// runs the completions with that position.
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    public private(set) var state = UIViewAnimatingState.inactive
    /// Reversed, a running animator goes back toward the start.
    open var isReversed = false {
        didSet { if isReversed != oldValue { restartClock() } }
    }
    open var isInterruptible = true
    /// Whether scrubbing follows the fraction rather than the curve.
    open var scrubsLinearly = true
    /// A running animator that reaches its end pauses there instead of finishing.
    open var pausesOnCompletion = false

    private let timing: (Double) -> Double
    private var pendingAnimations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The changes the animations made: each property's start and end.
    private var changes: [AnimatorChange] = []
    private var hasRunAnimations = false
    private var fraction: Double = 0
    /// While running: the virtual time and fraction it ran from.
    private var runningFrom: (time: TimeInterval, fraction: Double)?
    private var frameHandler: FrameHandler?
    /// Scrubbing shows the fraction itself when `scrubsLinearly`.
    private var isScrubbed = false

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = UIViewPropertyAnimator.usable(duration)
        let function = curve.timingFunction
        timing = { function.progress(at: $0) }
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                animations: (() -> Void)? = nil) {
        self.duration = UIViewPropertyAnimator.usable(duration)
        let function = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        timing = { function.progress(at: $0) }
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// A spring of the damping ratio, the duration as its response (as the
    /// spring block animation has it).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = UIViewPropertyAnimator.usable(duration)
        let spring = CASpringAnimation()
        let response = max(self.duration, 0.01)
        spring.stiffness = pow(2 * .pi / response, 2)
        spring.damping = 4 * .pi * min(max(ratio.isFinite ? ratio : 1, 0), 1) / response
        spring.duration = self.duration
        timing = { spring.curve($0) }
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// Made and started at once, after `delay`.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private static func usable(_ duration: TimeInterval) -> TimeInterval {
        duration > 0 && duration.isFinite ? duration : 0
    }

    // MARK: Adding

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Added to a running animator, they run at once and animate over what
    /// is left of its time (after `delayFactor` of it).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return }
        if hasRunAnimations { run(animation) } else { pendingAnimations.append((animation, delayFactor)) }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard state != .stopped else { return }
        completions.append(completion)
    }

    // MARK: Running

    public var isRunning: Bool { runningFrom != nil }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        self.delay = delay > 0 && delay.isFinite ? delay : 0
        activate()
        isScrubbed = false
        runningFrom = (CACurrentMediaTime() + self.delay, fraction)
        guard frameHandler?.isValid != true else { return }
        frameHandler = VirtualRunLoop.main.addFrameHandler { [weak self] time in self?.step(time) ?? false }
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        fraction = currentFraction
        runningFrom = nil
        frameHandler?.invalidate()
        frameHandler = nil
    }

    /// 0 to 1; setting it pauses a running animator there first.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set {
            guard newValue.isFinite, state != .stopped else { return }
            if isRunning { pauseAnimation() } else { activate() }
            fraction = Double(min(max(newValue, 0), 1))
            isScrubbed = true
        }
    }

    /// Stops where it shows: without finishing, the animator is done and no
    /// completion runs; otherwise it waits for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        pauseAnimation()
        settle(at: .current)
        state = .stopped
        if withoutFinishing {
            state = .inactive
            changes.removeAll()
            completions.removeAll()
        }
    }

    /// Puts the views at `finalPosition` and runs the completions with it; an
    /// animator not stopped first is left as it was (UIKit raises there).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        settle(at: finalPosition)
        finish(at: finalPosition)
    }

    // MARK: The fraction over time

    private var currentFraction: Double {
        guard let runningFrom else { return fraction }
        let now = CACurrentMediaTime()
        guard now > runningFrom.time else { return runningFrom.fraction }
        let moved = duration > 0 ? (now - runningFrom.time) / duration : 1
        return min(max(runningFrom.fraction + (isReversed ? -moved : moved), 0), 1)
    }

    /// What shows: the fraction through the timing curve, unless scrubbed linearly.
    var shownProgress: Double {
        let value = currentFraction
        return isScrubbed && scrubsLinearly ? value : timing(value)
    }

    private func restartClock() {
        guard isRunning else { return }
        runningFrom = (CACurrentMediaTime(), currentFraction)
    }

    private func step(_ time: TimeInterval) -> Bool {
        let value = currentFraction
        let done = isReversed ? value <= 0 : value >= 1
        guard done else { return true }
        fraction = isReversed ? 0 : 1
        runningFrom = nil
        frameHandler = nil
        if pausesOnCompletion { return false }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        settle(at: position)
        finish(at: position)
        return false
    }

    // MARK: Animations and the model

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        guard !hasRunAnimations else { return }
        hasRunAnimations = true
        let pending = pendingAnimations
        pendingAnimations.removeAll()
        for animation in pending { run(animation.block) }
    }

    /// Runs a block in an animation context of its own, and turns what it
    /// changed into presentations this animator drives.
    private func run(_ block: () -> Void) {
        let context = ViewAnimationContext(duration: max(duration, 0.001), delay: 0, options: [], spring: nil, completion: nil)
        Session.current.viewAnimationContexts.append(context)
        runningAnimationBlocks += 1
        block()
        runningAnimationBlocks -= 1
        if Session.current.viewAnimationContexts.last === context { Session.current.viewAnimationContexts.removeLast() }
        for (view, keyPath, from) in context.changes {
            guard let key = AnimatableKey.named(keyPath), let to = key.get(view.layer), to != from else { continue }
            let change = AnimatorChange(layer: view.layer, keyPath: keyPath, from: from, to: to, animator: self)
            changes.append(change)
            change.attach()
        }
    }

    /// The model takes the position's values; the animator's presentations go.
    /// The changes stay, for a stopped animator's finish.
    private func settle(at position: UIViewAnimatingPosition) {
        let progress = shownProgress
        for change in changes {
            change.detach()
            guard let key = AnimatableKey.named(change.keyPath) else { continue }
            switch position {
            case .end: key.set(change.layer, change.to)
            case .start: key.set(change.layer, change.from)
            case .current: key.set(change.layer, change.from.interpolated(to: change.to, CGFloat(progress)))
            }
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        changes.removeAll()
        let completions = self.completions
        self.completions.removeAll()
        for completion in completions { completion(position) }
    }
}

/// One property an animator moves: an animation on the layer that shows the
/// way from `from` to `to` at the animator's progress, and keeps nothing busy
/// (the animator's own frames do).
final class AnimatorChange {
    let layer: CALayer
    let keyPath: String
    let from: AnimatedValue
    let to: AnimatedValue
    private weak var animator: UIViewPropertyAnimator?
    private var record: AnimationRecord?

    init(layer: CALayer, keyPath: String, from: AnimatedValue, to: AnimatedValue, animator: UIViewPropertyAnimator) {
        (self.layer, self.keyPath, self.from, self.to, self.animator) = (layer, keyPath, from, to, animator)
    }

    func attach() {
        let animation = AnimatorAnimation(change: self)
        animation.keyPath = keyPath
        let record = AnimationRecord(key: "animator.\(keyPath)", animation: animation, begin: CACurrentMediaTime(), batches: [])
        record.hasStarted = true
        record.hasEnded = true
        self.record = record
        layer.animationRecords.append(record)
    }

    func detach() {
        guard let record else { return }
        layer.animationRecords.removeAll { $0 === record }
        self.record = nil
    }

    var progress: Double { animator?.shownProgress ?? 1 }
}

/// The animation an animator's change shows through.
private final class AnimatorAnimation: CAPropertyAnimation {
    weak var change: AnimatorChange?

    required init() {}

    convenience init(change: AnimatorChange) {
        self.init()
        self.change = change
    }

    override func apply(to value: AnimatedValue, keyPath: String, at time: Double) -> AnimatedValue? {
        guard let change, keyPath == change.keyPath else { return nil }
        return change.from.interpolated(to: change.to, CGFloat(change.progress))
    }
}

extension UIViewPropertyAnimator {
    /// `UIViewPropertyAnimator`'s properties by key (NativeClasses.swift).
    static let catalog: [AnyProperty] = [
        Property("duration", get: { (a: UIViewPropertyAnimator) in a.duration }),
        Property("delay", get: { (a: UIViewPropertyAnimator) in a.delay }),
        Property("state", get: { (a: UIViewPropertyAnimator) in a.state }),
        Property("running", get: { (a: UIViewPropertyAnimator) in a.isRunning }),
        Property("fractionComplete", get: { (a: UIViewPropertyAnimator) in a.fractionComplete }, set: { $0.fractionComplete = $1 }),
        Property("reversed", get: { (a: UIViewPropertyAnimator) in a.isReversed }, set: { $0.isReversed = $1 }),
        Property("interruptible", get: { (a: UIViewPropertyAnimator) in a.isInterruptible }, set: { $0.isInterruptible = $1 }),
        Property("scrubsLinearly", get: { (a: UIViewPropertyAnimator) in a.scrubsLinearly }, set: { $0.scrubsLinearly = $1 }),
        Property("pausesOnCompletion", get: { (a: UIViewPropertyAnimator) in a.pausesOnCompletion },
                 set: { $0.pausesOnCompletion = $1 }),
    ]
}

