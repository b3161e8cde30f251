import XCTest
@testable @_spi(Bridging) import ViewCore

/// A recognizer's delegate that answers as told and logs what it was asked.
final class ScriptedGestureDelegate: UIGestureRecognizerDelegate {
    var begins = true
    var receives = true
    var simultaneous = false

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
}

/// A view that refuses to let recognizers begin over it, as UISlider does
/// for swipes on its thumb.
final class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Gesture recognizers (GestureEnvironment.swift and the recognizers), after
/// UIKit's documentation of UIGestureRecognizer, its delegate and the Event
/// Handling Guide's "Gesture Recognizers" chapter ("Gesture Recognizers Get
/// the First Opportunity to Recognize a Touch", "Regulating the Delivery of
/// Touches to Views").
///
///     W (window, 393 × 852)
///     └ P (0 0; 300 300)
///       └ A (0 0; 100 100)
final class GestureRecognizerTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var p: TouchLoggingView!, a: TouchLoggingView!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        p = TouchLoggingView("P", log, CGRect(x: 0, y: 0, width: 300, height: 300))
        a = TouchLoggingView("A", log, CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(p)
        p.addSubview(a)
        settle()
    }

    override func tearDown() {
        window = nil; p = nil; a = nil
        super.tearDown()
    }

    /// Logs each action the recognizer sends as `name state`.
    @discardableResult
    private func watch<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, on view: UIView) -> R {
        recognizer.addHandler { [log] recognizer in log.add("\(name) \(recognizer.state.name)") }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    private func turn() -> [String] {
        VirtualRunLoop.main.runOnce()
        return log.take().filter { !$0.hasPrefix("-[") }
    }

    private func advance(_ seconds: TimeInterval) -> [String] {
        VirtualRunLoop.main.run(for: seconds)
        return log.take().filter { !$0.hasPrefix("-[") }
    }

    private func tap(_ x: CGFloat, _ y: CGFloat) -> [String] {
        Simulator.tap(CGPoint(x: x, y: y))
        return log.take().filter { !$0.hasPrefix("-[") }
    }

    // MARK: Tap

    /// A recognized tap cancels its touch in the view, after its action
    /// ("previously delivered touches are cancelled through a
    /// touchesCancelled(_:with:) message sent to the view").
    func testARecognizedTapCancelsItsTouchInTheViewAfterItsAction() {
        let tapRecognizer = watch(UITapGestureRecognizer(), "tap", on: a)
        XCTAssertEqual(tap(10, 10), ["A began (10 10)", "tap Ended", "A cancelled (10 10)"])
        XCTAssertEqual(tapRecognizer.state, .possible, "reset once recognized")
    }

    func testWithoutCancelsTouchesInViewTheViewGetsItsEndAfterTheAction() {
        let tapRecognizer = watch(UITapGestureRecognizer(), "tap", on: a)
        tapRecognizer.cancelsTouchesInView = false
        XCTAssertEqual(tap(10, 10), ["A began (10 10)", "tap Ended", "A ended (10 10)"])
    }

    /// A superview's recognizer watches touches in its subviews.
    func testASuperviewsRecognizerWatchesTouchesInItsSubviews() {
        watch(UITapGestureRecognizer(), "tap", on: p)
        XCTAssertEqual(tap(10, 10), ["A began (10 10)", "tap Ended", "A cancelled (10 10)"])
        XCTAssertEqual(tap(150, 150), ["P began (150 150)", "tap Ended", "P cancelled (150 150)"])
    }

    /// UIKit's Swift form, `UITapGestureRecognizer(target: self, action:
    /// #selector(tapped(_:)))`: a Swift class answers for its action by name
    /// through `performAction(_:sender:event:)`.
    func testATargetAndSelectorReceiveTheRecognizer() {
        final class Target: UIResponder {
            var received: [AnyObject] = []
            override func performAction(_ selector: Selector, sender: Any?, event: UIEvent?) -> Bool {
                guard selector == "tapped:", let sender = sender as AnyObject? else { return false }
                received.append(sender)
                return true
            }
        }
        let target = Target()
        let tapRecognizer = UITapGestureRecognizer(target: target, action: "tapped:")
        a.addGestureRecognizer(tapRecognizer)
        _ = tap(10, 10)
        XCTAssertEqual(target.received.count, 1)
        XCTAssertTrue(target.received.first === tapRecognizer)
        tapRecognizer.removeTarget(target, action: "tapped:")
        _ = tap(10, 10)
        XCTAssertEqual(target.received.count, 1, "removed")
    }

    func testATapThatStraysOrHasTooManyFingersFails() {
        watch(UITapGestureRecognizer(), "tap", on: p)
        let finger = Simulator.touchDown(CGPoint(x: 150, y: 150))
        finger.move(to: CGPoint(x: 150, y: 200))
        finger.lift()
        XCTAssertEqual(turn(), ["P began (150 150)", "P moved (150 200)", "P ended (150 200)"], "50 points is beyond 45")

        p.isMultipleTouchEnabled = true
        Simulator.tapTogether(CGPoint(x: 150, y: 150), CGPoint(x: 160, y: 160))
        XCTAssertEqual(log.take(), ["P began (150 150) (160 160)", "P ended (150 150) (160 160)"])
    }

    func testATwoFingerTapNeedsBothFingers() {
        p.isMultipleTouchEnabled = true
        let twoFingers = watch(UITapGestureRecognizer(), "two", on: p)
        twoFingers.numberOfTouchesRequired = 2
        Simulator.tapTogether(CGPoint(x: 150, y: 150), CGPoint(x: 160, y: 160))
        XCTAssertEqual(log.take(), ["P began (150 150) (160 160)", "two Ended", "P cancelled (150 150) (160 160)"])
        XCTAssertEqual(tap(150, 150), ["P began (150 150)", "P ended (150 150)"])
    }

    /// `delaysTouchesEnded` (true by default): a double tap's first lift
    /// reaches the view only when the recognizer fails, 0.35 s later.
    func testADoubleTapHoldsTheFirstLiftUntilItFails() {
        let double = watch(UITapGestureRecognizer(), "double", on: a)
        double.numberOfTapsRequired = 2
        XCTAssertEqual(tap(10, 10), ["A began (10 10)"])
        XCTAssertEqual(advance(0.3), [])
        XCTAssertEqual(advance(0.1), ["A ended (10 10)"])
        XCTAssertEqual(double.state, .possible)
    }

    func testADoubleTapRecognizesOnTheSecondLift() {
        let double = watch(UITapGestureRecognizer(), "double", on: a)
        double.numberOfTapsRequired = 2
        XCTAssertEqual(tap(10, 10), ["A began (10 10)"])
        XCTAssertEqual(tap(12, 12), ["A began (12 12)", "double Ended", "A cancelled (10 10) (12 12)"],
                       "the first tap's held end becomes a cancellation (delaysTouchesEnded)")
        XCTAssertEqual(advance(1), [])
    }

    /// `require(toFail:)`: a single tap waits for the double tap to fail.
    func testASingleTapWaitsForTheDoubleTapToFail() {
        let double = watch(UITapGestureRecognizer(), "double", on: a)
        double.numberOfTapsRequired = 2
        let single = watch(UITapGestureRecognizer(), "single", on: a)
        single.require(toFail: double)
        XCTAssertEqual(tap(10, 10), ["A began (10 10)"])
        XCTAssertEqual(advance(0.4), ["single Ended", "A cancelled (10 10)"])

        XCTAssertEqual(tap(10, 10), ["A began (10 10)"])
        XCTAssertEqual(tap(10, 10), ["A began (10 10)", "double Ended", "A cancelled (10 10) (10 10)"])
        XCTAssertEqual(advance(1), [], "the single tap failed when the double tap recognized")
    }

    // MARK: Long press

    func testALongPressBeginsAfterHalfASecondChangesAndEnds() {
        let press = watch(UILongPressGestureRecognizer(), "press", on: a)
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 10))
        XCTAssertEqual(turn(), ["A began (10 10)"])
        XCTAssertEqual(advance(0.45), [])
        XCTAssertEqual(advance(0.1), ["press Began", "A cancelled (10 10)"])
        finger.move(to: CGPoint(x: 60, y: 10))
        XCTAssertEqual(turn(), ["press Changed"], "the view's touch was cancelled")
        XCTAssertEqual(press.location(in: a), CGPoint(x: 60, y: 10))
        finger.lift()
        XCTAssertEqual(turn(), ["press Ended"])
    }

    func testALongPressThatMovesTooFarOrLiftsEarlyFails() {
        watch(UILongPressGestureRecognizer(), "press", on: a)
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 21, y: 10))
        XCTAssertEqual(turn(), ["A began (10 10)", "A moved (21 10)"])
        XCTAssertEqual(advance(1), [], "11 points is beyond 10")
        finger.lift()
        XCTAssertEqual(turn(), ["A ended (21 10)"])

        XCTAssertEqual(tap(10, 10), ["A began (10 10)", "A ended (10 10)"])
        XCTAssertEqual(advance(1), [])
    }

    func testANonFinitePressDurationIsRefused() {
        let press = UILongPressGestureRecognizer()
        assertRaises(.invalidArgumentException, "minimumPressDuration must be a finite number not below 0, not nan") {
            press.minimumPressDuration = .nan
        }
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        assertRaises(.invalidArgumentException, "allowableMovement must be a finite number not below 0, not -1") {
            press.allowableMovement = -1
        }
        XCTAssertEqual(press.allowableMovement, 10)
    }

    // MARK: Pan

    func testAPanBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        let pan = watch(UIPanGestureRecognizer(), "pan", on: p)
        var translations: [CGPoint] = []
        pan.addHandler { translations.append(($0 as! UIPanGestureRecognizer).translation(in: nil)) }
        let finger = Simulator.touchDown(CGPoint(x: 150, y: 150))
        finger.move(to: CGPoint(x: 155, y: 150))
        XCTAssertEqual(turn(), ["P began (150 150)", "P moved (155 150)"])
        finger.move(to: CGPoint(x: 162, y: 150))
        XCTAssertEqual(turn(), ["pan Began", "P cancelled (162 150)"])
        finger.move(to: CGPoint(x: 170, y: 160))
        XCTAssertEqual(turn(), ["pan Changed"])
        finger.lift()
        XCTAssertEqual(turn(), ["pan Ended"])
        XCTAssertEqual(translations, [CGPoint(x: 12, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 10)],
                       "the translation at the beginning counts the first ten points")
    }

    func testAPanVelocityIsPointsPerSecondOfVirtualTime() {
        let pan = watch(UIPanGestureRecognizer(), "pan", on: p)
        var velocities: [CGFloat] = []
        pan.addHandler { velocities.append(($0 as! UIPanGestureRecognizer).velocity(in: nil).x) }
        Simulator.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.5)
        _ = advance(1)
        XCTAssertFalse(velocities.isEmpty)
        for velocity in velocities { XCTAssertEqual(velocity, 200, accuracy: 1e-6, "100 points in 0.5 s") }
    }

    func testAPanThatNeverMovesFailsAndTheViewGetsItsTouch() {
        watch(UIPanGestureRecognizer(), "pan", on: p)
        XCTAssertEqual(tap(150, 150), ["P began (150 150)", "P ended (150 150)"])
    }

    func testSetTranslationRestartsTheCount() {
        let pan = watch(UIPanGestureRecognizer(), "pan", on: p)
        let finger = Simulator.touchDown(CGPoint(x: 150, y: 150))
        finger.move(to: CGPoint(x: 170, y: 150))
        _ = turn()
        pan.setTranslation(.zero, in: p)
        finger.move(to: CGPoint(x: 175, y: 150))
        _ = turn()
        XCTAssertEqual(pan.translation(in: p), CGPoint(x: 5, y: 0))
        assertRaises(.invalidArgumentException,
                     "-[UIPanGestureRecognizer setTranslation:inView:]: the translation must be finite, not {nan, 0}") {
            pan.setTranslation(CGPoint(x: CGFloat.nan, y: 0), in: p)
        }
        XCTAssertEqual(pan.translation(in: p), CGPoint(x: 5, y: 0))
    }

    // MARK: Between recognizers

    /// Once a recognizer recognizes, the others watching its touches fail,
    /// unless a delegate lets both recognize.
    func testARecognizingPanMakesATapWatchingItsTouchFail() {
        watch(UITapGestureRecognizer(), "tap", on: a)
        watch(UIPanGestureRecognizer(), "pan", on: p)
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 40, y: 10))
        finger.lift()
        XCTAssertEqual(turn(), ["A began (10 10)", "pan Began", "A cancelled (40 10)", "pan Ended"])
    }

    func testADelegateCanLetTwoRecognizeTogether() {
        let delegate = ScriptedGestureDelegate()
        delegate.simultaneous = true
        let press = watch(UILongPressGestureRecognizer(), "press", on: a)
        press.delegate = delegate
        let pan = watch(UIPanGestureRecognizer(), "pan", on: p)
        pan.cancelsTouchesInView = false
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 10))
        _ = turn()
        XCTAssertEqual(advance(0.6), ["press Began", "A cancelled (10 10)"])
        finger.move(to: CGPoint(x: 40, y: 10))
        XCTAssertEqual(turn(), ["press Changed", "pan Began"])

        delegate.simultaneous = false
        finger.lift()
        XCTAssertEqual(turn(), ["press Ended", "pan Ended"], "both were recognizing already")
    }

    /// An active recognizer that can prevent another keeps it from beginning.
    func testAnActiveRecognizerPreventsAnotherFromBeginning() {
        watch(UILongPressGestureRecognizer(), "press", on: a)
        watch(UIPanGestureRecognizer(), "pan", on: p)
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 10))
        _ = turn()
        XCTAssertEqual(advance(0.6), ["press Began", "A cancelled (10 10)"])
        finger.move(to: CGPoint(x: 40, y: 10))
        XCTAssertEqual(turn(), ["press Changed"])
        finger.lift()
        XCTAssertEqual(turn(), ["press Ended"])
    }

    func testTheDelegateDecidesWhetherARecognizerGetsATouchAndBegins() {
        let delegate = ScriptedGestureDelegate()
        let tapRecognizer = watch(UITapGestureRecognizer(), "tap", on: a)
        tapRecognizer.delegate = delegate
        delegate.receives = false
        XCTAssertEqual(tap(10, 10), ["A began (10 10)", "A ended (10 10)"])
        delegate.receives = true
        delegate.begins = false
        XCTAssertEqual(tap(10, 10), ["A began (10 10)", "A ended (10 10)"])
        XCTAssertEqual(tapRecognizer.state, .possible, "failed, then reset")
    }

    /// UIView's `gestureRecognizerShouldBegin`, asked of the view the touch
    /// is in.
    func testAViewCanKeepARecognizerFromBeginningOverIt() {
        let refusing = RefusingView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        p.addSubview(refusing)
        watch(UITapGestureRecognizer(), "tap", on: p)
        XCTAssertEqual(tap(210, 210), ["P began (210 210)", "P ended (210 210)"], "passed up by the refusing view")
        XCTAssertEqual(tap(150, 150), ["P began (150 150)", "tap Ended", "P cancelled (150 150)"])
    }

    // MARK: Delivery to the view

    /// `delaysTouchesBegan`: the view hears nothing of a gesture that is
    /// recognized, and gets the beginning late when it fails.
    func testDelaysTouchesBeganHoldsTheBeginningUntilTheRecognizerDecides() {
        let pan = watch(UIPanGestureRecognizer(), "pan", on: p)
        pan.delaysTouchesBegan = true
        let finger = Simulator.touchDown(CGPoint(x: 150, y: 150))
        finger.move(to: CGPoint(x: 200, y: 150))
        finger.lift()
        XCTAssertEqual(turn(), ["pan Began", "pan Ended"])

        XCTAssertEqual(tap(150, 150), ["P began (150 150)", "P ended (150 150)"], "the pan failed on the lift")
    }

    func testAnIgnoredTouchGoesToTheViewAsIfTheRecognizerWereNotThere() {
        final class Ignoring: UITapGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { ignore(touch, for: event) }
            }
        }
        watch(Ignoring(), "ignoring", on: a)
        XCTAssertEqual(tap(10, 10), ["A began (10 10)", "A ended (10 10)"])
    }

    // MARK: States and resets

    final class Counting: UIGestureRecognizer {
        var resets = 0
        var received: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { received.append("began"); state = .began }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { received.append("moved"); state = .ended }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { received.append("ended") }
        override func reset() { resets += 1 }
    }

    /// "After this method is called, the runtime ignores all remaining active
    /// touches" (`reset()`).
    func testAResetRecognizerIgnoresTheTouchesStillDown() {
        let counting = watch(Counting(), "counting", on: a)
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 20, y: 10))
        finger.move(to: CGPoint(x: 30, y: 10))
        finger.lift()
        XCTAssertEqual(turn(), ["counting Began", "counting Ended"])
        XCTAssertEqual(counting.received, ["began", "moved"])
        XCTAssertEqual(counting.resets, 1)
        XCTAssertEqual(counting.state, .possible)
    }

    func testAStateSetOutsideTouchHandlingTakesEffectAtTheNextTurn() {
        let recognizer = watch(UIGestureRecognizer(), "plain", on: a)
        recognizer.state = .began
        XCTAssertEqual(recognizer.state, .possible)
        XCTAssertEqual(turn(), ["plain Began"])
        recognizer.state = .ended
        XCTAssertEqual(turn(), ["plain Ended"])
        XCTAssertEqual(recognizer.state, .possible)
    }

    func testDisablingARecognizerCancelsItsGesture() {
        let press = watch(UILongPressGestureRecognizer(), "press", on: a)
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 10))
        _ = turn()
        XCTAssertEqual(advance(0.6), ["press Began", "A cancelled (10 10)"])
        press.isEnabled = false
        XCTAssertEqual(turn(), ["press Cancelled"])
        finger.lift()
        XCTAssertEqual(turn(), [])
    }

    func testAnActionThatKeepsChangingItsStateIsStopped() {
        let recognizer = UIGestureRecognizer()
        a.addGestureRecognizer(recognizer)
        recognizer.addHandler { $0.state = .changed }
        recognizer.state = .began
        assertRaises(.internalInconsistencyException, "Gesture recognizers keep changing state: 10000 changes in one update; the rest are dropped") {
            VirtualRunLoop.main.runOnce()
        }
    }

    func testRemovingARecognizerFromItsViewLetsItGo() {
        weak var gone: UIGestureRecognizer?
        do {
            let tapRecognizer = UITapGestureRecognizer()
            gone = tapRecognizer
            a.addGestureRecognizer(tapRecognizer)
            XCTAssertEqual(a.gestureRecognizers?.count, 1)
            p.addGestureRecognizer(tapRecognizer)
            XCTAssertNil(a.gestureRecognizers, "a recognizer is on one view at a time")
            XCTAssertTrue(tapRecognizer.view === p)
            p.removeGestureRecognizer(tapRecognizer)
            XCTAssertNil(tapRecognizer.view)
        }
        XCTAssertNil(gone)
    }

    /// A recognizer and the touches it watches hold each other, and a touch
    /// holds its view and window: a session that ends with a finger down
    /// must not keep them.
    func testASessionEndingWithAFingerDownKeepsNoWindow() {
        weak var weakWindow: UIWindow?
        do {
            let other = UIWindow(frame: UIScreen.main.bounds)
            other.isHidden = false
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            other.addSubview(view)
            other.windowLevel = .alert
            view.addGestureRecognizer(UILongPressGestureRecognizer())
            _ = Simulator.touchDown(CGPoint(x: 10, y: 10))
            VirtualRunLoop.main.runOnce()
            weakWindow = other
            Session.start()
        }
        XCTAssertNil(weakWindow)
    }

    func testARecognizerDescribesItselfInUIKitsShape() {
        let tapRecognizer = UITapGestureRecognizer()
        a.addGestureRecognizer(tapRecognizer)
        tapRecognizer.addHandler { _ in }
        XCTAssertEqual(tapRecognizer.description,
                       "<UITapGestureRecognizer: state = Possible, view = <TouchLoggingView:#\(a.objectID)>, target= <(action=function)>>")
    }

    // MARK: Screen edges

    func testAnEdgePanBeginsOnlyFromItsEdgeAndAwayFromIt() {
        let edge = watch(UIScreenEdgePanGestureRecognizer(), "edge", on: p)
        edge.edges = .left
        var finger = Simulator.touchDown(CGPoint(x: 50, y: 150))
        finger.move(to: CGPoint(x: 150, y: 150))
        finger.lift()
        XCTAssertEqual(turn(), ["P began (50 150)", "P moved (150 150)", "P ended (150 150)"], "not at the edge")

        finger = Simulator.touchDown(CGPoint(x: 5, y: 150))
        finger.move(to: CGPoint(x: 5, y: 250))
        finger.lift()
        XCTAssertEqual(turn(), ["P began (5 150)", "P moved (5 250)", "P ended (5 250)"], "along the edge")

        finger = Simulator.touchDown(CGPoint(x: 5, y: 150))
        finger.move(to: CGPoint(x: 60, y: 160))
        finger.lift()
        XCTAssertEqual(turn(), ["P began (5 150)", "edge Began", "P cancelled (60 160)", "edge Ended"])
    }
}
