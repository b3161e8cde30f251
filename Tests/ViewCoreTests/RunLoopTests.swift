import XCTest
@testable import ViewCore

/// The run loop in virtual time. Timing tests use a fresh loop, whose clock starts
/// at 0 whatever earlier tests did to `VirtualRunLoop.main`'s; its turns still commit the
/// shared display cycle.
final class RunLoopTests: ViewCoreTestCase {
    private let frame60 = 1.0 / 60
    private let accuracy = 1e-9

    private func assertTimes(_ actual: [TimeInterval], _ expected: [TimeInterval], _ message: String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, "\(message) count: \(actual) vs \(expected)", file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a, e, accuracy: accuracy, "\(message): \(actual) vs \(expected)", file: file, line: line)
        }
    }

    // MARK: One turn

    func testRunOnceRunsDueTimersThenQueuedBlocksThenTheCommit() {
        let loop = VirtualRunLoop()
        let v = view("V")
        loop.perform { self.log.add("block 1") }
        loop.schedule(after: 0) { _ in self.log.add("timer") }
        loop.perform { self.log.add("block 2") }
        v.setNeedsLayout()
        XCTAssertTrue(loop.hasWorkNow)
        XCTAssertEqual(log.take(), [], "nothing runs before the turn")

        loop.runOnce()
        XCTAssertEqual(log.take(), ["timer", "block 1", "block 2", "-[V layoutSubviews]"])
        XCTAssertFalse(loop.hasWorkNow)
    }

    func testBlockQueuedDuringATurnRunsAtTheNextTurn() {
        let loop = VirtualRunLoop()
        loop.perform {
            self.log.add("first")
            loop.perform { self.log.add("queued by first") }
        }
        loop.runOnce()
        XCTAssertEqual(log.take(), ["first"])
        XCTAssertTrue(loop.hasWorkNow)
        loop.runOnce()
        XCTAssertEqual(log.take(), ["queued by first"])
        loop.runOnce()
        XCTAssertEqual(log.take(), [])
    }

    func testTimersDueInOneTurnFireInTheOrderTheyFallDue() {
        let loop = VirtualRunLoop()
        loop.schedule(after: 0.105) { _ in self.log.add("0.105") }
        loop.schedule(after: 0.101) { _ in self.log.add("0.101") }
        loop.schedule(after: 0.101) { _ in self.log.add("0.101 again") }
        loop.run(for: 0.1)
        XCTAssertEqual(log.take(), [])
        // All three fall due between the turns at 0.1 s and 0.11 s: the one turn at
        // 0.11 s fires them, by due time, then in the order they were scheduled.
        loop.run(for: 0.01)
        XCTAssertEqual(log.take(), ["0.101", "0.101 again", "0.105"])
        XCTAssertEqual(loop.currentTime, 0.11, accuracy: accuracy)
    }

    // MARK: run(for:)

    func testRunForAdvancesFrameByFrameAt60FPS() {
        XCTAssertEqual(UIScreen.main.device.name, "iPhone 15")
        let loop = VirtualRunLoop()
        var frames: [TimeInterval] = []
        loop.addFrameHandler { time in frames.append(time); return true }

        loop.run(for: 0.1)
        assertTimes(frames, (1...6).map { Double($0) * frame60 })
        XCTAssertEqual(loop.currentTime, 0.1, accuracy: accuracy)

        // A duration off the frame grid ends exactly; the grid does not drift.
        frames = []
        loop.run(for: 0.025)
        assertTimes(frames, [7 * frame60, 0.125])
        frames = []
        loop.run(for: 0.025)
        assertTimes(frames, [8 * frame60, 9 * frame60])
        XCTAssertEqual(loop.currentTime, 0.15, accuracy: accuracy)
    }

    func testRunForAdvancesAt120FPSOnIPhone15ProMax() {
        Session.start(device: Device.named("iPhone 15 Pro Max")!)
        let loop = VirtualRunLoop()
        var frames: [TimeInterval] = []
        loop.addFrameHandler { time in frames.append(time); return true }

        loop.run(for: 0.05)
        assertTimes(frames, (1...6).map { Double($0) / 120 })
    }

    func testFrameHandlerStopsWhenItReturnsFalse() {
        let loop = VirtualRunLoop()
        var calls = 0
        let handler = loop.addFrameHandler { _ in calls += 1; return calls < 3 }
        loop.run(for: 0.1)
        XCTAssertEqual(calls, 3)
        XCTAssertFalse(handler.isValid)
    }

    // MARK: Timers

    func testTimerFiresAtItsVirtualTime() {
        let loop = VirtualRunLoop()
        var fired: [TimeInterval] = []
        loop.schedule(after: 0.25) { _ in fired.append(loop.currentTime) }
        loop.run(for: 0.2)
        XCTAssertEqual(fired, [])
        loop.run(for: 0.1)
        assertTimes(fired, [0.25], "on a frame boundary")

        // Between frames: the first turn at or after the deadline.
        fired = []
        loop.schedule(after: 0.01) { _ in fired.append(loop.currentTime) }
        loop.run(for: 0.1)
        assertTimes(fired, [19 * frame60], "0.31 s falls between the frames at 18/60 and 19/60")
    }

    func testRepeatingTimerFiresEveryInterval() {
        let loop = VirtualRunLoop()
        var fired: [TimeInterval] = []
        let timer = loop.schedule(after: 0.1, repeats: true) { _ in fired.append(loop.currentTime) }
        loop.run(for: 0.55)
        assertTimes(fired, [0.1, 0.2, 0.3, 0.4, 0.5])

        fired = []
        timer.invalidate()
        loop.run(for: 0.5)
        XCTAssertEqual(fired, [])
    }

    func testRepeatingTimerCanInvalidateItself() {
        let loop = VirtualRunLoop()
        var fired = 0
        loop.schedule(after: 0.1, repeats: true) { timer in
            fired += 1
            if fired == 3 { timer.invalidate() }
        }
        loop.run(for: 1)
        XCTAssertEqual(fired, 3)
    }


    /// As NSTimer's `invalidate` releases its target: a block that holds its own
    /// timer makes no cycle once the timer is done, whether invalidated, fired
    /// once, or (a frame handler) stopped.
    func testAnEndedTimerOrFrameHandlerLetsGoOfItsBlock() {
        final class Token {}
        let loop = VirtualRunLoop()
        weak var invalidatedToken: Token?, firedToken: Token?, frameToken: Token?
        do {
            let token = Token(), fired = Token(), frame = Token()
            invalidatedToken = token
            firedToken = fired
            frameToken = frame
            var timer: ScheduledTimer?
            timer = loop.schedule(after: 1, repeats: true) { _ in _ = (token, timer) }
            timer!.invalidate()
            loop.schedule(after: 0.1) { _ in _ = fired }
            var handler: FrameHandler?
            handler = loop.addFrameHandler { _ in _ = (frame, handler); return false }
        }
        loop.run(for: 0.2)
        XCTAssertNil(invalidatedToken)
        XCTAssertNil(firedToken)
        XCTAssertNil(frameToken)
    }
    // MARK: runUntilIdle

    func testRunUntilIdleJumpsToOneShotTimersAndFinishes() {
        let loop = VirtualRunLoop()
        var fired: [String] = []
        loop.schedule(after: 5) { _ in fired.append("5 at \(loop.currentTime)") }
        loop.schedule(after: 2) { _ in
            fired.append("2 at \(loop.currentTime)")
            loop.schedule(after: 1) { _ in fired.append("3 at \(loop.currentTime)") }
        }
        let v = view("V")
        v.setNeedsLayout()

        loop.runUntilIdle()
        XCTAssertEqual(fired, ["2 at 2.0", "3 at 3.0", "5 at 5.0"])
        XCTAssertEqual(loop.currentTime, 5)
        XCTAssertEqual(log.take(), ["-[V layoutSubviews]"])
        XCTAssertFalse(loop.hasWorkNow)
    }

    func testRunUntilIdleIsNotKeptBusyByRepeatingTimers() {
        let loop = VirtualRunLoop()
        var fired = 0
        loop.schedule(after: 1, repeats: true) { _ in fired += 1 }
        loop.runUntilIdle()
        XCTAssertEqual(loop.currentTime, 0)
        XCTAssertEqual(fired, 0)
    }

    func testRunUntilIdleStepsFramesWhileAnAnimationRuns() {
        let loop = VirtualRunLoop()
        var frames: [TimeInterval] = []
        loop.addFrameHandler { time in
            frames.append(time)
            return time < 0.1 - 1e-9
        }
        loop.runUntilIdle()
        assertTimes(frames, (1...6).map { Double($0) * frame60 })
        XCTAssertEqual(loop.currentTime, 0.1, accuracy: accuracy)
    }

    func testRunUntilIdleReportsABlockThatRequeuesItselfForever() {
        let loop = VirtualRunLoop.main
        loop.maximumIdleTurns = 20
        defer { loop.maximumIdleTurns = 100_000 }
        var stop = false
        var runs = 0
        func requeue() {
            runs += 1
            if !stop { loop.perform(requeue) }
        }
        loop.perform(requeue)

        let exception = UIKitException.capture { loop.runUntilIdle() }
        XCTAssertEqual(exception?.name, .internalInconsistencyException)
        XCTAssertEqual(exception?.reason,
                       "The run loop did not become idle after 20 turns: 1 block(s) queued by blocks that keep queueing more")
        XCTAssertEqual(runs, 21, "the first turn, then the 20 counted ones")

        stop = true
        loop.maximumIdleTurns = 100_000
        loop.runUntilIdle()
        XCTAssertEqual(runs, 22)
        XCTAssertFalse(loop.hasWorkNow)
    }

    func testRunUntilIdleReportsTimersThatKeepSchedulingMore() {
        let loop = VirtualRunLoop()
        loop.maximumIdleTurns = 10
        var last: ScheduledTimer?
        func reschedule(_ timer: ScheduledTimer) {
            last = loop.schedule(after: 0.01, reschedule)
        }
        last = loop.schedule(after: 0.01, reschedule)

        let exception = UIKitException.capture { loop.runUntilIdle() }
        XCTAssertEqual(exception?.reason,
                       "The run loop did not become idle after 10 turns: one-shot timers that keep scheduling more (next at \(last!.fireTime) s)")
        XCTAssertEqual(last!.fireTime, 0.11, accuracy: accuracy)
    }

    func testRunUntilIdleReportsAnAnimationThatNeverEnds() {
        let loop = VirtualRunLoop()
        loop.maximumIdleTurns = 6
        loop.addFrameHandler { _ in true }
        let exception = UIKitException.capture { loop.runUntilIdle() }
        XCTAssertEqual(exception?.reason,
                       "The run loop did not become idle after 6 turns: 1 animation(s) still running at \(loop.currentTime) s")
        XCTAssertEqual(loop.currentTime, 6 * frame60, accuracy: accuracy)
    }

    // MARK: The display cycle's feedback-loop report (R3.6)

    func testFeedbackLoopIsReportedAndTheNextTurnWorksNormally() {
        let root = view("R", CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = view("V", CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(v)
        settle()
        var looping = true
        v.onLayoutSubviews = { view in if looping { view.setNeedsLayout() } }
        v.setNeedsLayout()

        let exception = UIKitException.capture { VirtualRunLoop.main.runOnce() }
        XCTAssertEqual(exception?.name, .internalInconsistencyException)
        XCTAssertEqual(exception?.reason,
                       "The layout did not settle after 100 passes of the display cycle; still invalid: <LoggingView: #\(v.objectID); frame = (0 0; 50 50)>")
        XCTAssertEqual(log.take(), Array(repeating: "-[V layoutSubviews]", count: 100))
        XCTAssertFalse(DisplayCycle.shared.hasPendingWork)

        // The next turn works normally: nothing left over, a new mark handled once.
        looping = false
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(log.take(), [])
        v.setNeedsLayout()
        root.setNeedsLayout()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(log.take(), ["-[R layoutSubviews]", "-[V layoutSubviews]"])
    }
}
