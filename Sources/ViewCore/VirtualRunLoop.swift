import Foundation

/// The main run loop, in virtual time. Time stands still until `run(for:)` or
/// `runUntilIdle()` advances it, so every run of a script sees the same clock.
/// (Lua calls it `RunLoop`; in Swift that name is Foundation's.)
///
/// One turn (`runOnce`): the timers that are due, in the order they fall due; the
/// blocks queued before the turn began; then the display cycle's commit.
///
/// Foundation's main run loop turns it too, as UIKit's work rides on the main run
/// loop on iOS: whenever it has work, it asks Foundation's loop for a turn, so that
/// the iOS idiom `VirtualRunLoop.main.run(until: Date())` (Foundation's) runs the work that
/// is due now. That never advances virtual time: `run(for:)` and `runUntilIdle()`
/// do.
public final class VirtualRunLoop {
    /// The current session's.
    public static var main: VirtualRunLoop { Session.current.runLoop }

    init() {}

    /// Virtual seconds since launch.
    public private(set) var currentTime: TimeInterval = 0

    /// How many turns `runUntilIdle()` may take before it reports what keeps the
    /// loop busy instead of hanging.
    public var maximumIdleTurns = 100_000

    /// Asked before every turn of `run(for:)`, `runUntilIdle()` and Foundation's
    /// turns: a reason to stop now, or nil. The loop turns in Swift, where nothing
    /// of its host's (a time limit, Ctrl-C) can reach it otherwise: given a reason,
    /// it raises an `interruptedException` saying where it was and what it had
    /// left, then returns.
    public var interruption: (() -> String?)?

    private(set) var queue: [() -> Void] = []
    private(set) var timers: [ScheduledTimer] = []
    private(set) var frameHandlers: [FrameHandler] = []
    private var timerSequence = 0

    /// Times within this of a deadline count as reaching it, so that 30 frames of
    /// 1/60 s make the 0.5 s they should despite rounding.
    static let tolerance: TimeInterval = 1e-9

    // MARK: Scheduling

    /// Queues a block for the next turn, like `DispatchQueue.main.async`.
    public func perform(_ block: @escaping () -> Void) {
        queue.append(block)
        requestFoundationTurn()
    }

    /// A timer firing `delay` seconds of virtual time from now, then every `delay`
    /// seconds if it repeats.
    @discardableResult
    public func schedule(after delay: TimeInterval, repeats: Bool = false,
                         _ block: @escaping (ScheduledTimer) -> Void) -> ScheduledTimer {
        timerSequence += 1
        let timer = ScheduledTimer(fireTime: currentTime + max(delay, 0), interval: delay,
                                   repeats: repeats, sequence: timerSequence, block: block)
        timers.append(timer)
        if delay <= 0 { requestFoundationTurn() }
        return timer
    }

    /// Calls `handler` at every frame `run(for:)` or `runUntilIdle()` steps through,
    /// with the current time, until it returns false or is invalidated. While one
    /// is active the loop is not idle: it is how animations and transitions run.
    @discardableResult
    public func addFrameHandler(_ handler: @escaping (TimeInterval) -> Bool) -> FrameHandler {
        let frameHandler = FrameHandler(handler: handler)
        frameHandlers.append(frameHandler)
        return frameHandler
    }

    // MARK: Running

    /// One turn at the current time.
    public func runOnce() {
        fireDueTimers()
        let blocks = queue
        queue.removeAll()
        for block in blocks { block() }
        Session.current.displayCycle.commit()
    }

    /// Advances virtual time by `seconds`, a frame at a time at the main screen's
    /// refresh rate, with a turn at each frame.
    public func run(for seconds: TimeInterval) {
        let end = currentTime + max(seconds, 0)
        if isInterrupted(.running(until: end)) { return }
        runOnce()
        while currentTime < end - VirtualRunLoop.tolerance {
            if isInterrupted(.running(until: end)) { return }
            advance(to: min(nextFrameTime, end))
        }
    }

    /// Runs turns until nothing is pending: no queued block, no due timer, no marked
    /// view, no running animation, no one-shot timer still to fire (time jumps to it).
    /// Repeating timers alone do not keep the loop busy. Past `maximumIdleTurns` it
    /// raises, naming what kept it busy.
    public func runUntilIdle() {
        var turns = 0
        if isInterrupted(.becomingIdle) { return }
        runOnce()
        while true {
            if isInterrupted(.becomingIdle) { return }
            turns += 1
            if turns > maximumIdleTurns {
                UIKitException.raise(.internalInconsistencyException,
                    "The run loop did not become idle after \(maximumIdleTurns) turns: \(busyDescription)")
                return
            }
            if hasWorkNow {
                runOnce()
            } else if frameHandlers.contains(where: { $0.awaitsFrames }) {
                advance(to: nextFrameTime)
            } else if let next = timers.filter({ !$0.repeats && $0.isValid }).map(\.fireTime).min() {
                advance(to: max(next, currentTime))
            } else {
                return
            }
        }
    }

    /// Whether a turn now would have something to do.
    public var hasWorkNow: Bool {
        !queue.isEmpty || timers.contains { $0.isValid && isDue($0) } || DisplayCycle.shared.hasPendingWork
    }

    /// The session's end: queued blocks, timers and frame handlers are let go
    /// without running.
    func discardPendingWork() {
        queue.removeAll()
        for timer in timers { timer.invalidate() }
        timers.removeAll()
        for handler in frameHandlers { handler.invalidate() }
        frameHandlers.removeAll()
        isEnded = true
    }

    // MARK: Foundation's run loop

    private var foundationTurnRequested = false
    private var isEnded = false

    /// Asks Foundation's main run loop for a turn of this one, once until it comes.
    func requestFoundationTurn() {
        guard !foundationTurnRequested, !isEnded else { return }
        foundationTurnRequested = true
        Foundation.RunLoop.main.perform { [weak self] in self?.foundationTurn() }
    }

    /// What a turn of Foundation's loop runs: the turns due now, as many as the
    /// work now asks for (what a turn queues for the next one included), with
    /// `maximumIdleTurns` as the bound.
    private func foundationTurn() {
        foundationTurnRequested = false
        guard !isEnded, !DisplayCycle.shared.isCommitting else { return }
        var turns = 0
        while hasWorkNow && turns < maximumIdleTurns {
            if isInterrupted(.turning) { return }
            runOnce()
            turns += 1
        }
    }

    // MARK: Internals

    var frameDuration: TimeInterval { 1.0 / Double(UIScreen.main.maximumFramesPerSecond) }

    /// The next frame boundary on the grid of the refresh rate, measured from launch,
    /// so that frames never drift however time got where it is. Where time is so
    /// large that the next boundary rounds to now, the next time there is: the
    /// loop always moves on.
    private var nextFrameTime: TimeInterval {
        let rate = Double(UIScreen.main.maximumFramesPerSecond)
        let next = ((currentTime * rate + VirtualRunLoop.tolerance).rounded(.down) + 1) / rate
        return next > currentTime ? next : currentTime.nextUp
    }

    private func advance(to time: TimeInterval) {
        currentTime = time
        let handlers = frameHandlers
        for handler in handlers { handler.step(currentTime) }
        frameHandlers.removeAll { !$0.isValid }
        runOnce()
    }

    private func isDue(_ timer: ScheduledTimer) -> Bool {
        timer.fireTime <= currentTime + VirtualRunLoop.tolerance
    }

    private func fireDueTimers() {
        let due = timers.filter { $0.isValid && isDue($0) }
            .sorted { ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence) }
        for timer in due where timer.isValid {
            if timer.repeats { timer.fireTime = nextFiring(of: timer) }
            timer.fire()
        }
        timers.removeAll { !$0.isValid }
    }

    /// A repeating timer's next fire time after now: missed firings are skipped,
    /// as NSTimer does. The usual one or two are stepped over; after a jump in
    /// time (to a one-shot timer far ahead) the rest are skipped in one step, not
    /// one by one. A time too large to move by the interval moves to the next
    /// time there is.
    private func nextFiring(of timer: ScheduledTimer) -> TimeInterval {
        let now = currentTime + VirtualRunLoop.tolerance
        let interval = max(timer.interval, frameDuration)
        var next = timer.fireTime
        for _ in 0..<8 {
            next += interval
            if next > now { return next }
        }
        next += ((now - next) / interval).rounded(.down) * interval
        if next <= now { next += interval }
        return next > now ? next : now.nextUp
    }

    private var busyDescription: String {
        var reasons: [String] = []
        if !queue.isEmpty { reasons.append("\(queue.count) block(s) queued by blocks that keep queueing more") }
        if let next = timers.filter({ $0.isValid && !$0.repeats }).map(\.fireTime).min() {
            reasons.append("one-shot timers that keep scheduling more (next at \(next) s)")
        }
        let animations = frameHandlers.filter(\.awaitsFrames).count
        if animations > 0 { reasons.append("\(animations) animation(s) still running at \(currentTime) s") }
        if DisplayCycle.shared.hasPendingWork { reasons.append("views marked again at every commit") }
        return reasons.isEmpty ? "work kept arriving" : reasons.joined(separator: "; ")
    }
}

/// A timer on the virtual clock. Invalidating it lets go of its block, as
/// NSTimer's `invalidate` releases its target, so that a block holding its own
/// timer makes no cycle past the timer's end.
public final class ScheduledTimer {
    public internal(set) var fireTime: TimeInterval
    public let interval: TimeInterval
    public let repeats: Bool
    let sequence: Int
    private var block: ((ScheduledTimer) -> Void)?
    public var isValid: Bool { block != nil }

    init(fireTime: TimeInterval, interval: TimeInterval, repeats: Bool, sequence: Int,
         block: @escaping (ScheduledTimer) -> Void) {
        self.fireTime = fireTime
        self.interval = interval
        self.repeats = repeats
        self.sequence = sequence
        self.block = block
    }

    public func invalidate() { block = nil }

    /// Runs the block; a timer that does not repeat is invalid from then on.
    func fire() {
        guard let block else { return }
        if !repeats { invalidate() }
        block(self)
    }
}

/// A per-frame callback, the engine's `CADisplayLink`; invalidating it lets go
/// of its handler.
public final class FrameHandler {
    private var handler: ((TimeInterval) -> Bool)?
    /// True while the handler runs: a frame stepped from inside it (the handler
    /// running the run loop) does not run it again.
    private var isStepping = false
    public var isValid: Bool { handler != nil }
    /// Valid and not running: what keeps the run loop stepping frames. A handler
    /// that runs the run loop does not wait for itself.
    var awaitsFrames: Bool { handler != nil && !isStepping }
    init(handler: @escaping (TimeInterval) -> Bool) { self.handler = handler }
    public func invalidate() { handler = nil }

    /// Calls the handler with the frame's time; once it answers false, invalid.
    func step(_ time: TimeInterval) {
        guard let handler, !isStepping else { return }
        isStepping = true
        let keepsGoing = handler(time)
        isStepping = false
        if !keepsGoing { invalidate() }
    }
}
