import XCTest
@testable import ViewCore

/// Loops that would turn for ever in virtual time: the run loop skips what it
/// can skip, and stops when its host asks, saying what it had left.
final class RunLoopInterruptionTests: ViewCoreTestCase {
    /// An interruption that gives `reason` from the `after`-th time it is asked.
    private func interrupt(_ loop: VirtualRunLoop, after checks: Int, reason: String = "stop") -> () -> Int {
        var asked = 0
        loop.interruption = { asked += 1; return asked >= checks ? reason : nil }
        return { asked }
    }

    // MARK: What skips ahead instead of hanging

    func testARepeatingTimerBesideAFarOneShotFiresOnceWhenTimeJumps() {
        let loop = VirtualRunLoop()
        var ticks = 0
        var fired: TimeInterval?
        let timer = loop.schedule(after: 1, repeats: true) { _ in ticks += 1 }
        loop.schedule(after: 1e12) { _ in fired = loop.currentTime }
        loop.runUntilIdle()
        XCTAssertEqual(fired, 1e12)
        XCTAssertEqual(ticks, 1, "the missed firings are skipped, as NSTimer skips them")
        XCTAssertEqual(timer.fireTime, 1e12 + 1)
    }

    func testARepeatingTimerTooFineForTheTimeItReachesStillMovesOn() {
        let loop = VirtualRunLoop()
        var ticks = 0
        let timer = loop.schedule(after: 0.001, repeats: true) { _ in ticks += 1 }
        loop.schedule(after: 1e300) { _ in }
        loop.runUntilIdle()
        XCTAssertEqual(loop.currentTime, 1e300)
        XCTAssertEqual(ticks, 1)
        XCTAssertGreaterThan(timer.fireTime, loop.currentTime)
    }

    func testFramesGoOnWhereTimeIsTooLargeForTheFrameGrid() {
        let loop = VirtualRunLoop()
        loop.schedule(after: 1e300) { _ in }
        loop.runUntilIdle()
        var frames: [TimeInterval] = []
        loop.addFrameHandler { time in frames.append(time); return frames.count < 3 }
        loop.runUntilIdle()
        XCTAssertEqual(frames.count, 3)
        XCTAssertEqual(frames, frames.sorted())
        XCTAssertEqual(Set(frames).count, 3, "each frame is later than the last")
    }

    // MARK: Stopping

    func testRunForStopsWhenAskedAndSaysWhatWasLeft() {
        let loop = VirtualRunLoop.main
        defer { loop.interruption = nil }
        loop.schedule(after: 1, repeats: true) { _ in }
        loop.schedule(after: 1e12) { _ in }
        loop.addFrameHandler { _ in true }
        let asked = interrupt(loop, after: 62, reason: "the run exceeded its time limit of 2 s")

        let exception = UIKitException.capture { loop.run(for: 1e300) }
        XCTAssertEqual(exception?.name, .interruptedException)
        XCTAssertEqual(exception?.reason, """
            the run exceeded its time limit of 2 s; the run loop was stopped at 1 s of virtual time, \
            6e+301 frame(s) before the end of its run to 1e+300 s; pending: 1 repeating timer(s) (next at 2 s), \
            1 one-shot timer(s) (next at 1e+12 s), 1 frame handler(s)
            """)
        XCTAssertEqual(asked(), 62, "asked before the first turn and before each frame: 60 frames ran, the 61st was refused")
        XCTAssertEqual(loop.currentTime, 1, accuracy: 1e-9)
    }

    func testRunUntilIdleStopsWhenAsked() {
        let loop = VirtualRunLoop.main
        defer { loop.interruption = nil }
        loop.addFrameHandler { _ in true }
        loop.perform {}
        _ = interrupt(loop, after: 1, reason: "interrupted!")

        let exception = UIKitException.capture { loop.runUntilIdle() }
        XCTAssertEqual(exception?.reason, """
            interrupted!; the run loop was stopped at 0 s of virtual time, before it became idle; \
            pending: 1 queued block(s), 1 frame handler(s)
            """)
        XCTAssertTrue(loop.hasWorkNow, "stopped before its first turn")
    }

    func testAStoppedLoopRunsAgainOnceTheReasonIsGone() {
        let loop = VirtualRunLoop.main
        defer { loop.interruption = nil }
        var fired = false
        loop.schedule(after: 0.5) { _ in fired = true }
        var stopping = true
        loop.interruption = { stopping ? "stop" : nil }
        XCTAssertNotNil(UIKitException.capture { loop.run(for: 1) })
        XCTAssertFalse(fired)

        stopping = false
        loop.run(for: 1)
        XCTAssertTrue(fired)
        XCTAssertEqual(loop.currentTime, 1, accuracy: 1e-9)
    }

    func testNothingPendingIsSaidSo() {
        let loop = VirtualRunLoop()
        XCTAssertEqual(loop.pendingWork, "nothing")
    }
}
