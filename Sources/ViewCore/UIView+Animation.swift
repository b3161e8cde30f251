import Foundation

/// One `UIView.animate` block while it runs: the views' animatable properties
/// it changed, each with the value it had before the block first changed it.
/// When the block returns, each change becomes an animation on the view's
/// layer; the model values have changed already (a script reading
/// `view.frame` right after the block sees the end value), and only what is
/// shown moves, over virtual time.
final class ViewAnimationContext {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    /// A spring's damping ratio and initial velocity, for the spring form.
    let spring: (damping: CGFloat, velocity: CGFloat)?
    let batch: AnimationBatch
    /// The properties changed, each with its value before the block.
    private(set) var changes: [(view: UIView, keyPath: String, from: AnimatedValue)] = []

    /// A keyframe block's time, which its keyframes divide.
    private(set) var keyframes: (duration: TimeInterval, delay: TimeInterval)?

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         spring: (damping: CGFloat, velocity: CGFloat)?, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.spring = spring
        batch = AnimationBatch(completion: completion)
    }

    /// A keyframe of a keyframe block: its part of the block's time, its
    /// completion the block's.
    init(keyframeOf block: ViewAnimationContext, start: Double, length: Double) {
        let whole = block.keyframes?.duration ?? block.duration
        duration = max(whole * length, 0.001)
        delay = (block.keyframes?.delay ?? block.delay) + whole * start
        // Each keyframe moves evenly over its part: the linear calculation mode,
        // UIKit's default, which the engine uses for the others too.
        options = .curveLinear
        spring = nil
        batch = block.batch
    }

    func beginKeyframes() { keyframes = (duration, delay) }

    /// The first change of a property in the block keeps the value before it.
    func note(_ view: UIView, _ keyPath: String, from value: AnimatedValue) {
        guard !changes.contains(where: { $0.view === view && $0.keyPath == keyPath }) else { return }
        changes.append((view, keyPath, value))
    }

    /// Position, bounds and opacity animate additively, from the difference to
    /// nothing, as UIKit's do since iOS 8: a second animation of the same
    /// property adds its motion to the first's rather than cutting it short.
    /// Colours and transforms go from what is shown now to the new value.
    func commit() {
        for (view, keyPath, old) in changes {
            guard let key = AnimatableKey.named(keyPath) else { continue }
            let layer = view.layer
            guard let new = key.get(layer), new != old else { continue }
            let animation: CABasicAnimation
            if let spring {
                let springAnimation = CASpringAnimation(keyPath: keyPath)
                // SwiftUI's spring(response:dampingFraction:) with the duration
                // as the response: UIKit documents no mapping of its own.
                let response = max(duration, 0.01)
                springAnimation.stiffness = pow(2 * .pi / response, 2)
                springAnimation.damping = 4 * .pi * min(max(spring.damping, 0), 1) / response
                springAnimation.initialVelocity = spring.velocity.isFinite ? spring.velocity : 0
                animation = springAnimation
            } else {
                animation = CABasicAnimation(keyPath: keyPath)
                animation.timingFunction = curve.timingFunction
            }
            animation.duration = duration
            if ["position", "bounds", "opacity"].contains(keyPath) {
                animation.isAdditive = true
                animation.fromValue = old.subtracting(new).boxed
                animation.toValue = new.zero.boxed
            } else {
                animation.fromValue = (layer.presentedValue(keyPath) ?? old).boxed
                animation.toValue = new.boxed
            }
            if delay > 0 {
                animation.beginTime = CACurrentMediaTime() + delay
                // The old value shows until the animation begins.
                animation.fillMode = .backwards
            }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            layer.add(animation, forKey: uniqueKey(keyPath, on: layer))
            if let record = layer.animationRecords.last {
                batch.adopt(record)
                record.timeline?.noteViewChange(layer, keyPath, from: old)
            }
        }
    }

    var curve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
    }

    /// UIKit keeps each additive animation under a key of its own.
    private func uniqueKey(_ keyPath: String, on layer: CALayer) -> String {
        guard layer.animationRecords.contains(where: { $0.key == keyPath }) else { return keyPath }
        var index = 2
        while layer.animationRecords.contains(where: { $0.key == "\(keyPath)-\(index)" }) { index += 1 }
        return "\(keyPath)-\(index)"
    }
}

/// How many animation blocks are running: a plain global, so that the
/// setters of a layout pass outside any block pay one load and a compare.
nonisolated(unsafe) var runningAnimationBlocks = 0

extension UIView {
    /// The block running, if any, whose changes animate.
    static var animationContext: ViewAnimationContext? { Session.current.viewAnimationContexts.last }

    /// Called by each animatable property's setter before it changes: inside
    /// an animation block, the change will animate.
    @inline(__always)
    func willChangeAnimatable(_ keyPath: String, from value: @autoclosure () -> AnimatedValue) {
        guard runningAnimationBlocks != 0, let context = UIView.animationContext else { return }
        context.note(self, keyPath, from: value())
    }

    // MARK: Block animations

    /// Runs `animations` at once, and animates the changes it made to views'
    /// frames, bounds, centers, alphas, background colours and transforms over
    /// `duration` seconds of virtual time after `delay`. `completion` runs once
    /// they end, with `finished` false if one was removed first
    /// (`layer.removeAllAnimations()`); when nothing animated, after the
    /// current turn's commit. A duration that is not a positive number, or
    /// animations turned off, change the values without animating.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring: `dampingRatio` 1 settles without overshoot, lower values
    /// overshoot and oscillate; `velocity` is the initial speed, in distances
    /// to go per second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options, spring: (dampingRatio, velocity),
            animations: animations, completion: completion)
    }

    /// A transition of `view`'s content: the changes `animations` makes show at
    /// once (the engine draws no flip or dissolve between old and new), and
    /// `completion` runs when the transition's time has passed.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performWithoutAnimation { animations?() }
        finishAfter(duration, completion)
    }

    /// Replaces `fromView` by `toView` in its superview (or, with
    /// `.showHideTransitionViews`, hides the one and shows the other), and
    /// runs `completion` when the transition's time has passed.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                               options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        finishAfter(duration, completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, inside a block too.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let sessions = Session.current
        let saved = sessions.viewAnimationContexts
        let enabled = areAnimationsEnabled
        sessions.viewAnimationContexts = []
        sessions.animationsDisabled = true
        actionsWithoutAnimation()
        sessions.viewAnimationContexts = saved
        sessions.animationsDisabled = !enabled
    }

    /// Turns block animations on or off for the app.
    public class func setAnimationsEnabled(_ enabled: Bool) { Session.current.animationsDisabled = !enabled }

    /// Whether block animations animate.
    public class var areAnimationsEnabled: Bool { !Session.current.animationsDisabled }

    /// The duration of the animation block running, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { animationContext?.duration ?? 0 }

    // MARK: Keyframes

    /// Runs `animations`, whose `addKeyframe` calls each animate over their
    /// part of `duration`; changes made outside a keyframe animate over the
    /// whole. `completion` runs once, when the last keyframe ends.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: UIView.AnimationOptions(rawValue: options.rawValue), spring: nil,
            keyframes: true, animations: animations, completion: completion)
    }

    /// Inside `animateKeyframes`' block: animates the changes `animations`
    /// makes from `frameStartTime` for `frameDuration`, both fractions of the
    /// block's duration (clamped to 0…1). Outside one, the changes are made
    /// without animating.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let block = animationContext, block.keyframes != nil else {
            animations()
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let keyframe = ViewAnimationContext(keyframeOf: block, start: start, length: length)
        Session.current.viewAnimationContexts.append(keyframe)
        animations()
        if Session.current.viewAnimationContexts.last === keyframe { Session.current.viewAnimationContexts.removeLast() }
        keyframe.commit()
    }

    private class func run(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                           spring: (damping: CGFloat, velocity: CGFloat)?, keyframes: Bool = false,
                           animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        let animates = duration > 0 && duration.isFinite && areAnimationsEnabled
        let context = ViewAnimationContext(duration: animates ? duration : 0,
                                           delay: delay > 0 && delay.isFinite ? delay : 0,
                                           options: options, spring: spring, completion: completion)
        if keyframes { context.beginKeyframes() }
        if animates {
            Session.current.viewAnimationContexts.append(context)
            runningAnimationBlocks += 1
            animations()
            runningAnimationBlocks -= 1
            // The block may have ended the session that ran it.
            if Session.current.viewAnimationContexts.last === context { Session.current.viewAnimationContexts.removeLast() }
            context.commit()
        } else {
            animations()
        }
        context.batch.close()
    }

    private class func finishAfter(_ duration: TimeInterval, _ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        guard duration > 0, duration.isFinite else {
            DisplayCycle.shared.performAfterCommit { completion(true) }
            return
        }
        let end = CACurrentMediaTime() + duration
        VirtualRunLoop.main.addFrameHandler { time in
            guard time >= end - VirtualRunLoop.tolerance else { return true }
            completion(true)
            return false
        }
    }
}
