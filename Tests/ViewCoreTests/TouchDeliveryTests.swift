import XCTest
@testable @_spi(Bridging) import ViewCore

/// A view that logs the touches it gets and, unless told to keep them, passes
/// them up the responder chain as UIResponder's defaults do.
final class TouchLoggingView: UIView {
    let name: String
    let log: CallLog
    var passesUp = false
    var onBegan: (() -> Void)?

    init(_ name: String, _ log: CallLog, _ frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    private func note(_ phase: String, _ touches: Set<UITouch>) {
        let points = touches.sorted { $0.sequence < $1.sequence }.map { touch in
            let point = touch.location(in: self)
            return "(\(shortNumber(point.x)) \(shortNumber(point.y)))"
        }
        log.add("\(name) \(phase) \(points.joined(separator: " "))")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began", touches)
        onBegan?()
        if passesUp { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved", touches)
        if passesUp { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended", touches)
        if passesUp { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled", touches)
        if passesUp { super.touchesCancelled(touches, with: event) }
    }
}

/// Touch delivery (UIApplication+Events.swift, UIWindow+Events.swift): each
/// touch goes to the view hit-testing found where it landed, for its whole
/// life, and UIKit's restrictions decide whether it goes there at all.
///
///     W (window, 393 × 852)
///     ├ A (0 0; 100 100)
///     └ B (200 0; 100 100)
final class TouchDeliveryTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var a: TouchLoggingView!, b: TouchLoggingView!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        a = TouchLoggingView("A", log, CGRect(x: 0, y: 0, width: 100, height: 100))
        b = TouchLoggingView("B", log, CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        settle()
    }

    override func tearDown() {
        window = nil; a = nil; b = nil
        super.tearDown()
    }

    /// Runs the run loop's next turn, where fingers' steps arrive, and returns
    /// what the views logged.
    private func turn() -> [String] {
        VirtualRunLoop.main.runOnce()
        return log.take().filter { !$0.hasPrefix("-[") }
    }

    // MARK: A touch keeps its view

    func testATouchStaysWithTheViewItLandedInWhereverItMoves() {
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 20))
        XCTAssertEqual(turn(), ["A began (10 20)"])
        finger.move(to: CGPoint(x: 250, y: 30))
        XCTAssertEqual(turn(), ["A moved (250 30)"], "over B, still A's")
        XCTAssertEqual(finger.touch.previousLocation(in: a), CGPoint(x: 10, y: 20))
        XCTAssertTrue(finger.touch.view === a)
        finger.lift()
        XCTAssertEqual(turn(), ["A ended (250 30)"])
        XCTAssertEqual(finger.touch.phase, .ended)
    }

    func testATouchDescribesItselfInUIKitsShapeWithStableIDs() {
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 20))
        _ = turn()
        finger.move(to: CGPoint(x: 12.5, y: 20))
        _ = turn()
        XCTAssertEqual(finger.touch.description,
                       "<UITouch:#1 phase: Moved tap count: 1 window: LoggingWindow:#\(window.objectID) view: TouchLoggingView:#\(a.objectID)"
                       + " location in window: {12.5, 20} previous location in window: {10, 20}>")
    }

    func testEachStepArrivesAtTheNextTurnNotBefore() {
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 20))
        XCTAssertEqual(log.take(), [])
        finger.move(to: CGPoint(x: 11, y: 21))
        finger.lift()
        XCTAssertEqual(turn(), ["A began (10 20)", "A moved (11 21)", "A ended (11 21)"])
    }

    func testALiftedFingerCannotMoveAgain() {
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 20))
        finger.lift()
        assertRaises(.internalInconsistencyException, "Cannot move a finger that has already lifted or been cancelled") {
            finger.move(to: .zero)
        }
        assertRaises(.internalInconsistencyException, "Cannot lift a finger that has already lifted or been cancelled") {
            finger.lift()
        }
        XCTAssertEqual(turn(), ["A began (10 20)", "A ended (10 20)"])
    }

    func testACancelledTouchGetsTouchesCancelled() {
        let finger = Simulator.touchDown(CGPoint(x: 210, y: 20))
        finger.cancel()
        XCTAssertEqual(turn(), ["B began (10 20)", "B cancelled (10 20)"])
        XCTAssertEqual(UIApplication.shared.activeTouches.count, 0)
    }

    // MARK: One event, several touches

    /// Two fingers landing together are one event: `allTouches` has both, and
    /// each view gets its own. A finger that does not change in an event is
    /// in it as stationary.
    func testTouchesOfOneEventReachTheirViewsAndTheOthersAreStationary() {
        var seen: [String] = []
        a.onBegan = {
            let touches = UIApplication.shared.touchEvent.allTouches ?? []
            seen.append("\(touches.count) touches, \(UIApplication.shared.touchEvent.touches(for: self.b)?.count ?? 0) in B")
        }
        Simulator.tapTogether(CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10))
        XCTAssertEqual(turn(), ["A began (10 10)", "B began (10 10)", "A ended (10 10)", "B ended (10 10)"])
        XCTAssertEqual(seen, ["2 touches, 1 in B"])

        let first = Simulator.touchDown(CGPoint(x: 10, y: 10))
        _ = turn()
        let second = Simulator.touchDown(CGPoint(x: 210, y: 10))
        second.move(to: CGPoint(x: 215, y: 10))
        XCTAssertEqual(turn(), ["B began (10 10)", "B moved (15 10)"])
        XCTAssertEqual(first.touch.phase, .stationary)
        first.lift(); second.lift()
        XCTAssertEqual(turn(), ["A ended (10 10)", "B ended (15 10)"])
    }

    // MARK: Multiple touches (Neuburg, Programming iOS, "Restricting Touches")

    /// "If set to NO, this view never receives more than one touch
    /// simultaneously; once it receives a touch, it doesn't receive any other
    /// touches until that first touch has ended."
    func testAViewThatTakesOneTouchAtATimeIgnoresASecondFinger() {
        XCTAssertFalse(a.isMultipleTouchEnabled, "UIKit's default")
        Simulator.tapTogether(CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50))
        XCTAssertEqual(turn(), ["A began (10 10)", "A ended (10 10)"])

        let first = Simulator.touchDown(CGPoint(x: 10, y: 10))
        let second = Simulator.touchDown(CGPoint(x: 60, y: 60))
        second.move(to: CGPoint(x: 61, y: 61))
        first.lift()
        second.lift()
        XCTAssertEqual(turn(), ["A began (10 10)", "A ended (10 10)"], "the second is never delivered, even after the first ends")

        a.isMultipleTouchEnabled = true
        Simulator.tapTogether(CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50))
        XCTAssertEqual(turn(), ["A began (10 10) (50 50)", "A ended (10 10) (50 50)"])
    }

    /// Neuburg: "A UIWindow ignores multipleTouchEnabled".
    func testAWindowTakesEveryTouch() {
        final class TouchWindow: UIWindow {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
        }
        let window = TouchWindow(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        window.windowLevel = .normal + 1
        window.isHidden = false
        trackShown(window)
        XCTAssertFalse(window.isMultipleTouchEnabled)
        Simulator.tapTogether(CGPoint(x: 10, y: 410), CGPoint(x: 20, y: 420))
        XCTAssertEqual(window.began, 2)
    }

    // MARK: Exclusive touch (Event Handling Guide, "Regulating Touch Event Delivery")

    /// The seeds' two buttons: a "push" and a "pop" tapped at the same instant
    /// must not both act. With both exclusive, the first finger wins.
    func testTwoExclusiveButtonsTappedTogetherOnlyTheFirstActs() {
        a.isExclusiveTouch = true
        b.isExclusiveTouch = true
        Simulator.tapTogether(CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10))
        XCTAssertEqual(turn(), ["A began (10 10)", "A ended (10 10)"])
        a.isExclusiveTouch = false
        b.isExclusiveTouch = false
        Simulator.tapTogether(CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10))
        XCTAssertEqual(turn(), ["A began (10 10)", "B began (10 10)", "A ended (10 10)", "B ended (10 10)"], "without, both")
    }

    /// "If a finger touches an exclusive-touch view, that touch is delivered
    /// only if that view is the only view tracking a finger in that window. If
    /// a finger touches a non-exclusive view, that touch is delivered only if
    /// there is not another finger tracking in an exclusive-touch view."
    func testAnExclusiveViewBlocksOthersAndIsBlockedByThem() {
        a.isExclusiveTouch = true
        let onA = Simulator.touchDown(CGPoint(x: 10, y: 10))
        let onB = Simulator.touchDown(CGPoint(x: 210, y: 10))
        XCTAssertEqual(turn(), ["A began (10 10)"], "A is tracking: B gets nothing")
        onA.lift(); onB.lift()
        XCTAssertEqual(turn(), ["A ended (10 10)"])

        let first = Simulator.touchDown(CGPoint(x: 210, y: 10))
        let second = Simulator.touchDown(CGPoint(x: 10, y: 10))
        XCTAssertEqual(turn(), ["B began (10 10)"], "B is tracking: exclusive A gets nothing")
        first.lift(); second.lift()
        XCTAssertEqual(turn(), ["B ended (10 10)"])

        Simulator.tap(CGPoint(x: 210, y: 10))
        XCTAssertEqual(log.take(), ["B began (10 10)", "B ended (10 10)"], "once the fingers are gone, all is as before")
    }

    /// UIKit marks the window's exclusive view for a touch "in an exclusive
    /// touch subview tree" (`_isInExclusiveTouchSubviewTree`): a view inside
    /// an exclusive one is exclusive too.
    func testAViewInsideAnExclusiveViewIsExclusive() {
        let inner = TouchLoggingView("I", log, CGRect(x: 50, y: 50, width: 20, height: 20))
        a.addSubview(inner)
        a.isExclusiveTouch = true
        a.isMultipleTouchEnabled = true
        let onInner = Simulator.touchDown(CGPoint(x: 55, y: 55))
        let onB = Simulator.touchDown(CGPoint(x: 210, y: 10))
        let onA = Simulator.touchDown(CGPoint(x: 10, y: 10))
        XCTAssertEqual(turn(), ["I began (5 5)", "A began (10 10)"], "A's own subtree may share; B may not")
        onInner.lift(); onB.lift(); onA.lift()
        XCTAssertEqual(turn(), ["I ended (5 5)", "A ended (10 10)"])
    }

    // MARK: Tap counts

    func testTapsInQuickSuccessionAtOneSpotCountUp() {
        var counts: [Int] = []
        a.onBegan = { counts.append(UIApplication.shared.activeTouches.last?.tapCount ?? 0) }
        Simulator.tap(CGPoint(x: 10, y: 10))
        Simulator.tap(CGPoint(x: 12, y: 12))
        VirtualRunLoop.main.run(for: 0.3)
        Simulator.tap(CGPoint(x: 11, y: 11))
        XCTAssertEqual(counts, [1, 2, 3], "within 0.35 s of the last lift, within 45 points")
        VirtualRunLoop.main.run(for: 0.4)
        Simulator.tap(CGPoint(x: 10, y: 10))
        Simulator.tap(CGPoint(x: 80, y: 80))
        Simulator.tap(CGPoint(x: 210, y: 10))
        XCTAssertEqual(counts, [1, 2, 3, 1, 1], "too late, then too far; B has its own count")
    }

    // MARK: Where touches go

    /// A touch that no view takes ends up nowhere; one over two windows goes
    /// to the one in front, by level.
    func testTheFrontWindowByLevelGetsTheTouchAndNothingGetsAMiss() {
        let front = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let cover = TouchLoggingView("F", log, CGRect(x: 0, y: 0, width: 50, height: 50))
        front.addSubview(cover)
        front.windowLevel = .normal + 1
        front.isHidden = false
        trackShown(front)
        window.windowLevel = .normal
        Simulator.tap(CGPoint(x: 10, y: 10))
        XCTAssertEqual(log.take(), ["F began (10 10)", "F ended (10 10)"])
        a.isUserInteractionEnabled = false
        front.isHidden = true
        Simulator.tap(CGPoint(x: 10, y: 10))
        XCTAssertEqual(log.take(), [], "A ignores touches: the window gets it and keeps it")
    }

    /// Unhandled touches go up the responder chain: view, its controller,
    /// superview, ..., window, application.
    func testUnhandledTouchesGoUpTheResponderChainToTheApplication() {
        XCTAssertTrue(window.next === UIApplication.shared)
        XCTAssertNil(UIApplication.shared.next, "no responder delegate")
        final class Controller: UIViewController {
            var log: CallLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?.add("controller began")
                super.touchesBegan(touches, with: event)
            }
        }
        let controller = Controller()
        controller.log = log
        controller.view.frame = CGRect(x: 0, y: 500, width: 100, height: 100)
        window.addSubview(controller.view)
        let inner = TouchLoggingView("I", log, CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.passesUp = true
        controller.view.addSubview(inner)
        Simulator.tap(CGPoint(x: 5, y: 505))
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, ["I began (5 5)", "controller began", "I ended (5 5)"])
    }

    /// A view that taps from its own touchesBegan gets that tap after the
    /// event it is handling, not in the middle of it.
    func testATapFromInsideADeliveryFollowsIt() {
        var nested = false
        a.onBegan = {
            guard !nested else { return }
            nested = true
            Simulator.tap(CGPoint(x: 210, y: 10))
        }
        Simulator.tap(CGPoint(x: 10, y: 10))
        XCTAssertEqual(log.take(), ["A began (10 10)", "B began (10 10)", "B ended (10 10)", "A ended (10 10)"])
    }

    /// A handler that taps whenever it is touched would never let the first
    /// tap return: past a bound the taps are dropped, with an exception.
    func testHandlersThatKeepTappingAreStopped() {
        a.isMultipleTouchEnabled = true  // else A would take none of the taps while the first lasts
        a.onBegan = { Simulator.tap(CGPoint(x: 10, y: 10)) }
        let exception = UIKitException.capture { Simulator.tap(CGPoint(x: 10, y: 10)) }
        XCTAssertEqual(exception?.reason,
                       "Touch handlers keep tapping: 10000 events followed one from the touch screen; the rest are dropped")
        XCTAssertEqual(UIApplication.shared.pendingEvents.count, 0)
        XCTAssertEqual(UIApplication.shared.activeTouches.count, 0, "the touches under way were cancelled")
        XCTAssertEqual(log.take().last, "A cancelled (10 10) (10 10)", "the first tap and the last")
        a.onBegan = nil
        Simulator.tap(CGPoint(x: 10, y: 10))
        XCTAssertEqual(log.take(), ["A began (10 10)", "A ended (10 10)"], "delivery works again")
    }

    // MARK: Dragging

    func testADragMovesAFrameAtATimeAndLiftsAtTheEnd() {
        var times: [TimeInterval] = []
        let finger = Simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 70, y: 10), duration: 0.05)
        VirtualRunLoop.main.runUntilIdle()
        times.append(finger.touch.timestamp)
        let lines = log.take().filter { !$0.hasPrefix("-[") }
        XCTAssertEqual(lines.first, "A began (10 10)")
        XCTAssertEqual(lines.last, "A ended (70 10)")
        XCTAssertEqual(lines.filter { $0.hasPrefix("A moved") }.count, 3, "three frames of 1/60 s in 0.05 s")
        XCTAssertFalse(finger.isDown)
        XCTAssertEqual(times, [0.05], accuracy: 1e-9)
    }

    func testASessionThatEndsMidTouchLeavesNothingBehind() {
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 10))
        _ = turn()
        XCTAssertEqual(UIApplication.shared.activeTouches.count, 1)
        resetEngine()
        XCTAssertEqual(UIApplication.shared.activeTouches.count, 0)
        finger.lift()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [], "the old session's touch reaches nothing")
    }
}

private func XCTAssertEqual(_ a: [TimeInterval], _ b: [TimeInterval], accuracy: TimeInterval,
                            file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
