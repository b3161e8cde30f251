import Foundation

/// An animation as a layer runs it: Core Animation's copy of what was added,
/// when it began, and the completions that wait for it.
final class AnimationRecord {
    let key: String
    let animation: CAAnimation
    /// In virtual time, or in its timeline's time if it has one.
    var begin: TimeInterval
    /// An interactive transition's, when that times it (TransitionTimeline.swift).
    var timeline: TransitionTimeline?
    var hasStarted = false
    var hasEnded = false
    /// UIView animation blocks and transactions whose completion waits for this.
    var batches: [AnimationBatch]

    init(key: String, animation: CAAnimation, begin: TimeInterval, batches: [AnimationBatch]) {
        self.key = key
        self.animation = animation
        self.begin = begin
        self.batches = batches
    }

    /// How long it has run at virtual time `now`: negative before it begins.
    func localTime(at now: TimeInterval) -> TimeInterval {
        guard let timeline else { return now - begin }
        return timeline.offset(at: now) - begin
    }

    /// Whether its timeline holds it still now.
    var isHeld: Bool { timeline?.isHeld ?? false }
}

/// What a completion waits for: the animations an animation block or a
/// transaction made. It completes once it is closed (the block returned, the
/// transaction committed) and its last animation has stopped, with
/// `finished` false if any was removed before its end. With no animation, it
/// completes after the commit of the turn it closed in, as UIKit runs the
/// completion of a block that animated nothing at once, but not within it.
final class AnimationBatch {
    private var remaining = 0
    private var allFinished = true
    private var isClosed = false
    var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func adopt(_ record: AnimationRecord) {
        remaining += 1
        record.batches.append(self)
    }

    func recordStopped(finished: Bool) {
        remaining -= 1
        if !finished { allFinished = false }
        completeIfDone()
    }

    func close() {
        isClosed = true
        if remaining == 0 {
            DisplayCycle.shared.performAfterCommit { [self] in completeIfDone() }
        }
    }

    private func completeIfDone() {
        guard isClosed, remaining == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}

/// The session's layers with animations, stepped at every frame of the run
/// loop (`RunLoop.main:runFor`, `runUntilIdle`): animations start, and end at
/// the first frame at or after their end, where their delegates and
/// completions are told. While one runs, the run loop is not idle. Layers with
/// animations are held, as Core Animation's render tree holds them.
final class AnimationClock {
    static var shared: AnimationClock { Session.current.animationClock }

    private var layers: [CALayer] = []
    private var frameHandler: FrameHandler?

    /// The timelines of the interactive transitions running, and the one whose
    /// animator (or alongside animations) is running now.
    private(set) var timelines: [TransitionTimeline] = []
    var capturingTimeline: TransitionTimeline?

    func add(_ record: AnimationRecord, to layer: CALayer) {
        if !timelines.isEmpty, let timeline = capturingTimeline ?? timelines.first(where: { $0.contains(layer) }) {
            let now = CACurrentMediaTime()
            record.begin = timeline.offset(at: now) + max(record.begin - now, 0)
            record.timeline = timeline
        }
        if layer.animationRecords.isEmpty { layers.append(layer) }
        layer.animationRecords.append(record)
        guard frameHandler?.isValid != true else { return }
        frameHandler = VirtualRunLoop.main.addFrameHandler { [unowned self] time in step(time) }
    }

    /// Removes a record before its end (`removeAnimation(forKey:)`): it
    /// stopped unfinished.
    func remove(_ record: AnimationRecord, from layer: CALayer) {
        layer.animationRecords.removeAll { $0 === record }
        if layer.animationRecords.isEmpty { layers.removeAll { $0 === layer } }
        stop(record, finished: false)
    }

    /// One frame at `time`; false once nothing runs. What a held timeline
    /// times does not count as running: the run loop does not wait for the
    /// interaction that holds it.
    private func step(_ time: TimeInterval) -> Bool {
        // Played back to their start, block animations' views take back their
        // old values before any completion hears of it.
        for timeline in timelines where timeline.isPlayingBack && timeline.offset(at: time) <= VirtualRunLoop.tolerance {
            timeline.reachStart()
        }
        for layer in layers {
            for record in layer.animationRecords {
                let local = record.localTime(at: time)
                if !record.hasStarted, local >= -VirtualRunLoop.tolerance {
                    record.hasStarted = true
                    record.animation.delegate?.animationDidStart(record.animation)
                }
                guard !record.hasEnded else { continue }
                let active = record.animation.activeDuration
                let reachedEnd = active.isFinite && local >= active - VirtualRunLoop.tolerance && !record.isHeld
                let playedBack = record.timeline?.hasReachedStart ?? false
                guard reachedEnd || playedBack else { continue }
                record.hasEnded = true
                if record.animation.isRemovedOnCompletion || playedBack { layer.animationRecords.removeAll { $0 === record } }
                stop(record, finished: true)
            }
        }
        layers.removeAll { $0.animationRecords.isEmpty }
        let running = layers.contains { $0.animationRecords.contains { !$0.hasEnded && !$0.isHeld } }
        if !running { frameHandler = nil }
        return running
    }

    /// Steps again after a held timeline plays on.
    func wake() {
        guard frameHandler?.isValid != true, !layers.isEmpty else { return }
        frameHandler = VirtualRunLoop.main.addFrameHandler { [unowned self] time in step(time) }
    }

    func begin(_ timeline: TransitionTimeline) { timelines.append(timeline) }

    /// The timeline's transition is over: what it still times (a repeating
    /// animation, one never played out) goes on in virtual time from where it shows.
    func release(_ timeline: TransitionTimeline, offset: TimeInterval, at now: TimeInterval) {
        timelines.removeAll { $0 === timeline }
        if capturingTimeline === timeline { capturingTimeline = nil }
        for layer in layers {
            for record in layer.animationRecords where record.timeline === timeline {
                record.begin = now - (offset - record.begin)
                record.timeline = nil
            }
        }
        wake()
    }

    private func stop(_ record: AnimationRecord, finished: Bool) {
        record.hasEnded = true
        record.animation.delegate?.animationDidStop(record.animation, finished: finished)
        let batches = record.batches
        record.batches = []
        for batch in batches { batch.recordStopped(finished: finished) }
    }

    /// The session's end: nothing more is told.
    func discardPendingWork() {
        frameHandler?.invalidate()
        frameHandler = nil
        timelines.removeAll()
        capturingTimeline = nil
        for layer in layers { layer.animationRecords.removeAll() }
        layers.removeAll()
    }

    // MARK: Transactions

    /// `CATransaction.begin()`…`commit()`, innermost last; an implicit one is
    /// opened by the first use in a turn and committed after its commit.
    var transactions: [CATransactionState] = []
    private var implicitTransaction: CATransactionState?

    var currentTransaction: CATransactionState {
        if let explicit = transactions.last { return explicit }
        if let implicitTransaction { return implicitTransaction }
        let implicit = CATransactionState()
        implicitTransaction = implicit
        DisplayCycle.shared.performAfterCommit { [self] in
            implicitTransaction = nil
            implicit.batch.close()
        }
        return implicit
    }

    /// The innermost transaction open now, without opening the implicit one.
    var openTransaction: CATransactionState? { transactions.last ?? implicitTransaction }

    /// The batches an animation added now waits with: every open transaction's.
    var openBatches: [AnimationBatch] {
        (implicitTransaction.map { [$0] } ?? []).map(\.batch) + transactions.map(\.batch)
    }
}

/// One `CATransaction`: its settings and the completion its animations lead to.
final class CATransactionState {
    var animationDuration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var disableActions = false
    let batch = AnimationBatch(completion: nil)
    var completion: (() -> Void)? {
        didSet { batch.completion = completion.map { block in { _ in block() } } }
    }
}
