import Foundation

/// What an animation's delegate hears: its start, and its stop, finished or
/// removed before its end.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Core Animation's abstract animation: its timing. Added to a layer, it is
/// copied, as Core Animation copies it, so changing it afterwards changes
/// nothing that runs. Its delegate is held strongly, as Core Animation holds it.
open class CAAnimation {
    /// 0 means Core Animation's default, a quarter of a second.
    open var duration: CFTimeInterval = 0
    /// In the layer's time: 0 starts it when it is added.
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var fillMode = CAMediaTimingFillMode.removed
    open var isRemovedOnCompletion = true
    open var delegate: CAAnimationDelegate?

    public required init() {}

    /// Core Animation's `animation` class method.
    open class func animation() -> Self { self.init() }

    /// A copy with the same timing; subclasses copy what they add.
    open func copy() -> CAAnimation {
        let copy = type(of: self).init()
        copyTiming(to: copy)
        return copy
    }

    func copyTiming(to copy: CAAnimation) {
        copy.duration = duration
        copy.beginTime = beginTime
        copy.timingFunction = timingFunction
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
    }

    // MARK: Timing

    /// One pass, forward (and back, when it autoreverses).
    var simpleDuration: Double {
        let base = duration > 0 && duration.isFinite ? duration : 0.25
        return autoreverses ? 2 * base : base
    }

    /// How long it is active in its parent's time; infinite for an animation
    /// that repeats for ever.
    var activeDuration: Double {
        let rate = speed.isFinite && speed != 0 ? abs(Double(speed)) : 1
        let passes: Double
        if repeatDuration > 0, repeatDuration.isFinite {
            return repeatDuration / rate
        } else if repeatCount.isInfinite, repeatCount > 0 {
            return .infinity
        } else {
            passes = repeatCount > 0 && repeatCount.isFinite ? Double(repeatCount) : 1
        }
        return simpleDuration * passes / rate
    }

    /// The fraction (0…1, the timing curve applied) of the way through its
    /// change at `time` since it began, and whether it is in effect then:
    /// before it begins only with a backwards fill, after it ends only with a
    /// forwards one.
    func fraction(at time: Double) -> Double? {
        let active = activeDuration
        let clamped: Double
        if time < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            clamped = 0
        } else if time >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            clamped = active
        } else {
            clamped = time
        }
        let rate = speed.isFinite && speed != 0 ? abs(Double(speed)) : 1
        let pass = duration > 0 && duration.isFinite ? duration : 0.25
        let cycle = autoreverses ? 2 * pass : pass
        let position = max(clamped * rate + (timeOffset.isFinite ? timeOffset : 0), 0)
        var withinCycle = position.truncatingRemainder(dividingBy: cycle)
        // The very end of the active time is the end of a cycle, not the start of the next.
        if withinCycle == 0, position > 0, clamped >= active { withinCycle = cycle }
        var progress = withinCycle / pass
        if progress > 1 { progress = 2 - progress }
        progress = min(max(progress, 0), 1)
        return timingFunction?.progress(at: progress) ?? progress
    }

    /// What the animation does to the layer's value under its key path at
    /// `time` since it began, given the value so far (the model's, or what
    /// animations below it made of it); nil when it does nothing then.
    func apply(to value: AnimatedValue, keyPath: String, at time: Double) -> AnimatedValue? { nil }

    /// The key paths it animates.
    var animatedKeyPaths: [String] { [] }
}

/// An animation of one property, by its key path.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Added to the value the layer would otherwise show, rather than replacing it.
    open var isAdditive = false
    open var isCumulative = false

    public required init() {}

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// The animated value at `fraction`, given the value beneath.
    func value(at fraction: Double, beneath: AnimatedValue) -> AnimatedValue? { nil }

    override func apply(to value: AnimatedValue, keyPath: String, at time: Double) -> AnimatedValue? {
        guard keyPath == self.keyPath, let fraction = fraction(at: time),
              let animated = self.value(at: fraction, beneath: value), animated.isFinite else { return nil }
        return isAdditive ? value.adding(animated) : animated
    }
}

/// From one value to another.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() {}

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    /// Core Animation's rules for the values left out: from the value beneath
    /// to `toValue`, by `byValue` from `fromValue` or to the value beneath, …
    func ends(beneath: AnimatedValue) -> (from: AnimatedValue, to: AnimatedValue) {
        let from = AnimatedValue(fromValue), to = AnimatedValue(toValue), by = AnimatedValue(byValue)
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, isAdditive ? beneath.zero : beneath)
        case let (nil, to?, nil): return (isAdditive ? beneath.zero : beneath, to)
        case let (nil, nil, by?): return (isAdditive ? beneath.zero : beneath, (isAdditive ? beneath.zero : beneath).adding(by))
        case (nil, nil, nil): return (beneath, beneath)
        }
    }

    override func value(at fraction: Double, beneath: AnimatedValue) -> AnimatedValue? {
        let (from, to) = ends(beneath: beneath)
        return from.interpolated(to: to, CGFloat(curve(fraction)))
    }

    /// The fraction of the change shown; a spring's goes past 1 and back.
    func curve(_ fraction: Double) -> Double { fraction }
}

/// A damped spring from one value to another: the change follows a mass on a
/// spring, overshooting when it is underdamped.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    public required init() {}

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
    }

    /// How long until the spring rests within a thousandth of its end.
    open var settlingDuration: CFTimeInterval {
        var time = 0.0
        var still = 0.0
        while time < 60 {
            time += 1.0 / 120
            if abs(1 - position(at: time)) < 0.001 {
                still += 1.0 / 120
                if still >= 0.1 { return time - still }
            } else {
                still = 0
            }
        }
        return 60
    }

    /// The spring's position (0 at the start, 1 at rest) `time` seconds in.
    func position(at time: Double) -> Double {
        let m = Double(mass > 0 && mass.isFinite ? mass : 1)
        let k = Double(stiffness > 0 && stiffness.isFinite ? stiffness : 100)
        let c = Double(damping >= 0 && damping.isFinite ? damping : 10)
        let v0 = Double(initialVelocity.isFinite ? initialVelocity : 0)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let x0 = -1.0
        let displacement: Double
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (zeta * omega * x0 + v0) / omegaD
            displacement = exp(-zeta * omega * time) * (a * cos(omegaD * time) + b * sin(omegaD * time))
        } else if zeta == 1 {
            displacement = exp(-omega * time) * (x0 + (v0 + omega * x0) * time)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            displacement = c1 * exp(r1 * time) + c2 * exp(r2 * time)
        }
        return 1 + displacement
    }

    /// The spring runs in real seconds over the animation's duration.
    override func curve(_ fraction: Double) -> Double {
        fraction >= 1 ? 1 : position(at: fraction * simpleDuration)
    }
}

/// Through a list of values, at given fractions of the duration.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    /// A point animation along a path: its points, in order, as the values.
    open var path: CGPath?

    public required init() {}

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.path = path
    }

    private var frames: [AnimatedValue] {
        if let path {
            return CGPath.polylines(of: path.elements).flatMap { $0 }.map { .point($0) }
        }
        return (values ?? []).compactMap { AnimatedValue($0) }
    }

    override func value(at fraction: Double, beneath: AnimatedValue) -> AnimatedValue? {
        let frames = self.frames
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        let evenly = frames.indices.map { Double($0) / Double(frames.count - 1) }
        let given = (keyTimes ?? []).map { $0.doubleValue }
        let times = given.count == frames.count && given.allSatisfy(\.isFinite) ? given : evenly
        guard let segment = times.indices.dropLast().last(where: { times[$0] <= fraction }) else { return frames[0] }
        if calculationMode == .discrete { return frames[segment] }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? min(max((fraction - times[segment]) / span, 0), 1) : 1
        if let functions = timingFunctions, segment < functions.count { local = functions[segment].progress(at: local) }
        return frames[segment].interpolated(to: frames[segment + 1], CGFloat(local))
    }
}

/// Animations run together, each timed within the group's time.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() {}

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations?.map { $0.copy() }
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(to value: AnimatedValue, keyPath: String, at time: Double) -> AnimatedValue? {
        guard let fraction = fraction(at: time) else { return nil }
        let groupTime = fraction * simpleDuration
        var result: AnimatedValue?
        for animation in animations ?? [] where animation.animatedKeyPaths.contains(keyPath) {
            let local = groupTime - animation.beginTime
            // Children are clipped to the group's duration.
            guard local <= simpleDuration else { continue }
            if let applied = animation.apply(to: result ?? value, keyPath: keyPath, at: local) { result = applied }
        }
        return result
    }
}

/// The current time of the layers' clock: the engine's virtual time.
public func CACurrentMediaTime() -> CFTimeInterval { VirtualRunLoop.main.currentTime }

// MARK: - Properties by key

extension CAAnimation {
    /// `CAAnimation`'s properties by key (NativeClasses.swift).
    static let catalog: [AnyProperty] = [
        Property("duration", get: { (a: CAAnimation) in a.duration }, set: { $0.duration = $1 }),
        Property("beginTime", get: { (a: CAAnimation) in a.beginTime }, set: { $0.beginTime = $1 }),
        Property("timingFunction", get: { (a: CAAnimation) in a.timingFunction }, set: { $0.timingFunction = $1 }),
        Property("repeatCount", get: { (a: CAAnimation) in a.repeatCount }, set: { $0.repeatCount = $1 }),
        Property("repeatDuration", get: { (a: CAAnimation) in a.repeatDuration }, set: { $0.repeatDuration = $1 }),
        Property("autoreverses", get: { (a: CAAnimation) in a.autoreverses }, set: { $0.autoreverses = $1 }),
        Property("speed", get: { (a: CAAnimation) in a.speed }, set: { $0.speed = $1 }),
        Property("timeOffset", get: { (a: CAAnimation) in a.timeOffset }, set: { $0.timeOffset = $1 }),
        Property("fillMode", get: { (a: CAAnimation) in a.fillMode }, set: { $0.fillMode = $1 }),
        Property("removedOnCompletion", get: { (a: CAAnimation) in a.isRemovedOnCompletion },
                 set: { $0.isRemovedOnCompletion = $1 }),
    ]
}

extension CAPropertyAnimation {
    static let propertyCatalog: [AnyProperty] = [
        Property("keyPath", get: { (a: CAPropertyAnimation) in a.keyPath }, set: { $0.keyPath = $1 }),
        Property("additive", get: { (a: CAPropertyAnimation) in a.isAdditive }, set: { $0.isAdditive = $1 }),
        Property("cumulative", get: { (a: CAPropertyAnimation) in a.isCumulative }, set: { $0.isCumulative = $1 }),
    ]
}

extension CASpringAnimation {
    static let springCatalog: [AnyProperty] = [
        Property("mass", get: { (a: CASpringAnimation) in a.mass }, set: { $0.mass = $1 }),
        Property("stiffness", get: { (a: CASpringAnimation) in a.stiffness }, set: { $0.stiffness = $1 }),
        Property("damping", get: { (a: CASpringAnimation) in a.damping }, set: { $0.damping = $1 }),
        Property("initialVelocity", get: { (a: CASpringAnimation) in a.initialVelocity }, set: { $0.initialVelocity = $1 }),
        Property("settlingDuration", get: { (a: CASpringAnimation) in a.settlingDuration }),
    ]
}

extension CAKeyframeAnimation {
    static let keyframeCatalog: [AnyProperty] = [
        Property("keyTimes", get: { (a: CAKeyframeAnimation) in a.keyTimes?.map(\.doubleValue) },
                 set: { $0.keyTimes = $1?.map { NSNumber(value: $0) } }),
        Property("timingFunctions", get: { (a: CAKeyframeAnimation) in a.timingFunctions },
                 set: { $0.timingFunctions = $1 }),
        Property("calculationMode", get: { (a: CAKeyframeAnimation) in a.calculationMode }, set: { $0.calculationMode = $1 }),
        Property("path", get: { (a: CAKeyframeAnimation) in a.path }, set: { $0.path = $1 }),
    ]
}

extension CAAnimationGroup {
    static let groupCatalog: [AnyProperty] = [
        Property("animations", get: { (a: CAAnimationGroup) in a.animations }, set: { $0.animations = $1 }),
    ]
}
