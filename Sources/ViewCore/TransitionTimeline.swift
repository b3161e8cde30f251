import Foundation

/// The time of the animations an interactive transition drives: Core
/// Animation's local time of the transition's container layer, which UIKit's
/// percent-driven transitions stop (speed 0) and move by a time offset. An
/// animation added to a layer in the container, or added while the
/// transition's animator or alongside animations run, is timed by it: it
/// stands still while the interaction holds it, shows the offset the
/// interaction sets, and plays on (or back, when the transition is
/// cancelled) once the interaction ends. Played back to its start, the block
/// animations' views take back the values they had before their blocks, as
/// UIKit's property animators put them back at the start position.
final class TransitionTimeline {
    /// The transition's duration, which `offset(forFraction:)` measures.
    let duration: TimeInterval
    private weak var container: CALayer?
    /// The offset at `anchorTime`, and how it changes per virtual second:
    /// 0 while held, positive playing on, negative playing back.
    private var anchorOffset: TimeInterval = 0
    private var anchorTime: TimeInterval
    private(set) var rate: Double = 0
    /// What block animations timed by it changed, with the values before.
    private var viewChanges: [(layer: CALayer, keyPath: String, from: AnimatedValue)] = []
    private(set) var hasReachedStart = false

    init(container: CALayer?, duration: TimeInterval) {
        self.container = container
        self.duration = duration
        anchorTime = CACurrentMediaTime()
    }

    var isHeld: Bool { rate == 0 }
    var isPlayingBack: Bool { rate < 0 }

    /// Its local time at virtual time `now`: never before its start, and held
    /// at the start once played back there.
    func offset(at now: TimeInterval) -> TimeInterval {
        max(anchorOffset + (now - anchorTime) * rate, 0)
    }

    func offset(forFraction fraction: CGFloat) -> TimeInterval { duration * Double(fraction) }

    /// Holds it at `offset`.
    func hold(at offset: TimeInterval) {
        anchorOffset = offset.isFinite ? max(offset, 0) : 0
        anchorTime = CACurrentMediaTime()
        rate = 0
    }

    /// Plays it on from where it is (`rate` positive) or back (negative).
    func play(rate newRate: Double) {
        let now = CACurrentMediaTime()
        anchorOffset = offset(at: now)
        anchorTime = now
        rate = newRate.isFinite && newRate != 0 ? newRate : 1
        AnimationClock.shared.wake()
    }

    /// Whether the layer is in the container's tree.
    func contains(_ layer: CALayer) -> Bool {
        guard let container else { return false }
        var current: CALayer? = layer
        while let candidate = current {
            if candidate === container { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// A block animation of `keyPath` on `layer` timed by it, from `value`.
    func noteViewChange(_ layer: CALayer, _ keyPath: String, from value: AnimatedValue) {
        guard !viewChanges.contains(where: { $0.layer === layer && $0.keyPath == keyPath }) else { return }
        viewChanges.append((layer, keyPath, value))
    }

    /// Played back to its start: the views take back their values from
    /// before the blocks, once.
    func reachStart() {
        guard !hasReachedStart else { return }
        hasReachedStart = true
        let changes = viewChanges
        viewChanges.removeAll()
        for change in changes { AnimatableKey.named(change.keyPath)?.set(change.layer, change.from) }
    }

    /// The transition is over: what it still times goes on in virtual time
    /// from where it shows.
    func release() {
        let now = CACurrentMediaTime()
        let offset = offset(at: now)
        viewChanges.removeAll()
        AnimationClock.shared.release(self, offset: offset, at: now)
    }
}
