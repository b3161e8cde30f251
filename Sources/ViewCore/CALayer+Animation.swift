import Foundation

/// Animations on a layer, and its presentation: what it shows now, its model
/// values moved by the animations running on it.
extension CALayer {
    /// Runs a copy of `anim` (Core Animation copies it) under `key`, replacing
    /// one running under the same key. Its `beginTime`, if set, is in virtual
    /// time (`CACurrentMediaTime()`); 0 starts it now. A presentation layer
    /// takes no animation, as in Core Animation.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard modelLayerStorage == nil else { return }
        let copy = anim.copy()
        let transaction = AnimationClock.shared.openTransaction
        if copy.duration <= 0 || !copy.duration.isFinite {
            copy.duration = transaction?.animationDuration ?? 0.25
        }
        if copy.timingFunction == nil, let function = transaction?.timingFunction {
            copy.timingFunction = function
        }
        let name = key ?? "animation-\(animationRecords.count + 1)"
        if let existing = animationRecords.first(where: { $0.key == name }) {
            AnimationClock.shared.remove(existing, from: self)
        }
        let now = CACurrentMediaTime()
        let begin = copy.beginTime > 0 && copy.beginTime.isFinite ? copy.beginTime : now
        let record = AnimationRecord(key: name, animation: copy, begin: begin, batches: [])
        for batch in AnimationClock.shared.openBatches { batch.adopt(record) }
        AnimationClock.shared.add(record, to: self)
    }

    /// The animation running under `key`: a copy, as Core Animation gives one.
    public func animation(forKey key: String) -> CAAnimation? {
        animationRecords.first { $0.key == key }?.animation.copy()
    }

    /// The keys of the animations on the layer, nil when there are none.
    public func animationKeys() -> [String]? {
        animationRecords.isEmpty ? nil : animationRecords.map(\.key)
    }

    /// Stops the animation under `key` unfinished: its delegate hears
    /// `finished` false, and so does a UIView completion waiting for it.
    public func removeAnimation(forKey key: String) {
        guard let record = animationRecords.first(where: { $0.key == key }) else { return }
        AnimationClock.shared.remove(record, from: self)
    }

    public func removeAllAnimations() {
        for record in animationRecords { AnimationClock.shared.remove(record, from: self) }
    }

    /// Whether an animation changes what the layer shows now.
    var isAnimated: Bool { !animationRecords.isEmpty }

    /// A copy of the layer as it shows now: its model values with the
    /// animations applied at the current time. It is a layer of its own
    /// (of the same class), not in any tree; `model()` leads back. A layer
    /// of a class of the program's own answers itself (`makeEngineInstance()`).
    public func presentation() -> Self? {
        (presentationCopy() as? Self) ?? self
    }

    /// The presentation, of the engine's class nearest to the layer's.
    func presentationCopy() -> CALayer {
        let copy = type(of: self).makeEngineInstance()
        copy.modelLayerStorage = self
        copy.takeModelValues(of: self)
        applyAnimations(to: copy, at: CACurrentMediaTime())
        return copy
    }

    /// The layer a presentation copy shows; a model layer is its own.
    public func model() -> Self { (modelLayerStorage as? Self) ?? self }

    /// The animated value under `keyPath` now, or nil if no animation moves it.
    func presentedValue(_ keyPath: String) -> AnimatedValue? {
        guard !animationRecords.isEmpty, let key = AnimatableKey.named(keyPath), var value = key.get(self) else { return nil }
        let now = CACurrentMediaTime()
        var moved = false
        for record in animationRecords where record.animation.animatedKeyPaths.contains(keyPath) {
            if let applied = record.animation.apply(to: value, keyPath: keyPath, at: record.localTime(at: now)) {
                value = applied
                moved = true
            }
        }
        return moved ? value : nil
    }

    private func applyAnimations(to copy: CALayer, at time: TimeInterval) {
        var keyPaths: [String] = []
        for record in animationRecords {
            for keyPath in record.animation.animatedKeyPaths where !keyPaths.contains(keyPath) { keyPaths.append(keyPath) }
        }
        for keyPath in keyPaths {
            guard let key = AnimatableKey.named(keyPath), var value = key.get(copy) else { continue }
            for record in animationRecords where record.animation.animatedKeyPaths.contains(keyPath) {
                if let applied = record.animation.apply(to: value, keyPath: keyPath, at: record.localTime(at: time)) {
                    value = applied
                }
            }
            key.set(copy, value)
        }
    }
}
