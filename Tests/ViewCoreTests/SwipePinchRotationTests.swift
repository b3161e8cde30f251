import XCTest
@testable @_spi(Bridging) import ViewCore

/// Swipes, pinches and rotations (UISwipeGestureRecognizer.swift,
/// UIPinchGestureRecognizer.swift, UIRotationGestureRecognizer.swift), after
/// Apple's references for the three classes.
///
///     W (window, 393 × 852)
///     └ P (0 0; 300 300)
final class SwipePinchRotationTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var p: TouchLoggingView!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        p = TouchLoggingView("P", log, CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(p)
        settle()
    }

    override func tearDown() {
        window = nil; p = nil
        super.tearDown()
    }

    /// Logs each action the recognizer sends as `name state`, and `detail`.
    @discardableResult
    private func watch<R: UIGestureRecognizer>(_ recognizer: R, _ name: String,
                                               detail: @escaping (R) -> String = { _ in "" }) -> R {
        recognizer.addHandler { [log] recognizer in
            let text = detail(recognizer as! R)
            log.add("\(name) \(recognizer.state.name)" + (text.isEmpty ? "" : " \(text)"))
        }
        p.addGestureRecognizer(recognizer)
        return recognizer
    }

    /// Delivers every step the fingers were given (one a turn) and returns what it logged.
    private func turn() -> [String] {
        VirtualRunLoop.main.runUntilIdle()
        return log.take().filter { !$0.hasPrefix("-[") }
    }

    // MARK: R20.1 swipes

    /// Source: Apple's UISwipeGestureRecognizer reference ("a discrete
    /// gesture", "moved mostly in an allowable direction far enough to be
    /// considered a swipe"; `direction` defaults to right).
    func test_R20_1_aSwipeIsRecognizedMidMoveInAnAllowedDirection() {
        let swipe = watch(UISwipeGestureRecognizer(), "swipe")
        XCTAssertEqual(swipe.direction, .right)
        let finger = Simulator.touchDown(CGPoint(x: 50, y: 150))
        finger.move(to: CGPoint(x: 90, y: 155))
        XCTAssertEqual(turn(), ["P began (50 150)", "P moved (90 155)"], "40 points are not yet a swipe")
        finger.move(to: CGPoint(x: 110, y: 160))
        XCTAssertEqual(turn(), ["swipe Ended", "P cancelled (110 160)"], "recognized before the finger lifts")
        finger.lift()
        XCTAssertEqual(turn(), [])
        XCTAssertEqual(swipe.location(in: p), CGPoint(x: 110, y: 160))
    }

    func test_R20_1_aSwipeTheWrongWayTooSlowOrTooCrookedFails() {
        let swipe = watch(UISwipeGestureRecognizer(), "swipe")
        swipe.direction = [.left, .up]
        var finger = Simulator.touchDown(CGPoint(x: 50, y: 150))
        finger.move(to: CGPoint(x: 120, y: 150))
        finger.lift()
        XCTAssertEqual(turn(), ["P began (50 150)", "P moved (120 150)", "P ended (120 150)"], "right is not allowed")

        finger = Simulator.touchDown(CGPoint(x: 150, y: 200))
        finger.move(to: CGPoint(x: 150, y: 120))
        XCTAssertEqual(turn(), ["P began (150 200)", "swipe Ended", "P cancelled (150 120)"], "up is")
        finger.lift()
        _ = turn()

        finger = Simulator.touchDown(CGPoint(x: 200, y: 150))
        finger.move(to: CGPoint(x: 160, y: 120))
        finger.move(to: CGPoint(x: 130, y: 90))
        finger.lift()
        XCTAssertEqual(turn(), ["P began (200 150)", "P moved (160 120)", "P moved (130 90)", "P ended (130 90)"],
                       "a diagonal strays too far sideways")

        finger = Simulator.touchDown(CGPoint(x: 200, y: 150))
        VirtualRunLoop.main.run(for: 1)
        finger.move(to: CGPoint(x: 100, y: 150))
        finger.lift()
        XCTAssertEqual(turn(), ["P began (200 150)", "P moved (100 150)", "P ended (100 150)"], "too slow")
    }

    func test_R20_1_aTwoFingerSwipeNeedsBothFingers() {
        let swipe = watch(UISwipeGestureRecognizer(), "swipe")
        swipe.numberOfTouchesRequired = 2
        let one = Simulator.touchDown(CGPoint(x: 50, y: 100))
        one.move(to: CGPoint(x: 150, y: 100))
        one.lift()
        _ = turn()
        XCTAssertEqual(log.take(), [])
        let first = Simulator.touchDown(CGPoint(x: 50, y: 100))
        let second = Simulator.touchDown(CGPoint(x: 50, y: 140))
        first.move(to: CGPoint(x: 110, y: 100))
        second.move(to: CGPoint(x: 110, y: 140))
        XCTAssertTrue(turn().contains("swipe Ended"))
        first.lift(); second.lift()
        _ = turn()
    }

    // MARK: R20.2 pinches

    /// Source: Apple's UIPinchGestureRecognizer reference (a continuous
    /// gesture; `scale` relative to the two touches' distance, settable;
    /// `velocity` in scale factor per second).
    func test_R20_2_aPinchReportsTheScaleOfTheFingersDistance() {
        watch(UIPinchGestureRecognizer(), "pinch") { "\(shortNumber($0.scale))" }
        let first = Simulator.touchDown(CGPoint(x: 100, y: 150))
        let second = Simulator.touchDown(CGPoint(x: 200, y: 150))
        second.move(to: CGPoint(x: 205, y: 150))
        XCTAssertEqual(turn().filter { $0.hasPrefix("pinch") }, [], "5 points are within the hysteresis")
        second.move(to: CGPoint(x: 250, y: 150))
        XCTAssertEqual(turn().filter { $0.hasPrefix("pinch") }, ["pinch Began 1.5"])
        first.move(to: CGPoint(x: 50, y: 150))
        XCTAssertEqual(turn().filter { $0.hasPrefix("pinch") }, ["pinch Changed 2"])
        first.lift()
        XCTAssertEqual(turn().filter { $0.hasPrefix("pinch") }, [], "one finger is still down")
        second.lift()
        XCTAssertEqual(turn().filter { $0.hasPrefix("pinch") }, ["pinch Ended 2"], "both have lifted")
    }

    func test_R20_2_aSetScaleCountsOnAndANonFiniteOneIsRefused() {
        let pinch = watch(UIPinchGestureRecognizer(), "pinch") { "\(shortNumber($0.scale))" }
        let first = Simulator.touchDown(CGPoint(x: 100, y: 150))
        let second = Simulator.touchDown(CGPoint(x: 200, y: 150))
        second.move(to: CGPoint(x: 300, y: 150))
        _ = turn()
        pinch.scale = 1
        second.move(to: CGPoint(x: 400, y: 150))
        XCTAssertEqual(turn().filter { $0.hasPrefix("pinch") }, ["pinch Changed 1.5"], "from 200 points to 300 after the reset")
        assertRaises(.invalidArgumentException, "-[UIPinchGestureRecognizer setScale:]: the scale must be finite, not nan") {
            pinch.scale = .nan
        }
        XCTAssertEqual(pinch.scale, 1.5)
        first.lift(); second.lift()
        _ = turn()
        XCTAssertEqual(pinch.scale, 1, "reset after the gesture")
    }

    func test_R20_2_oneFingerAloneNeverPinches() {
        watch(UIPinchGestureRecognizer(), "pinch")
        let finger = Simulator.touchDown(CGPoint(x: 100, y: 150))
        finger.move(to: CGPoint(x: 200, y: 150))
        finger.lift()
        XCTAssertEqual(turn(), ["P began (100 150)", "P moved (200 150)", "P ended (200 150)"])
    }

    /// Source: Apple's `isMultipleTouchEnabled` ("This property does not
    /// affect the gesture recognizers attached to the view. Gesture
    /// recognizers receive all touches that occur in the view.").
    func test_R20_2_aViewTakingOneTouchGetsItsFirstFingerAndItsRecognizersBoth() {
        XCTAssertFalse(p.isMultipleTouchEnabled)
        let pinch = watch(UIPinchGestureRecognizer(), "pinch")
        pinch.cancelsTouchesInView = false
        let first = Simulator.touchDown(CGPoint(x: 100, y: 150))
        let second = Simulator.touchDown(CGPoint(x: 200, y: 150))
        second.move(to: CGPoint(x: 260, y: 150))
        first.lift()
        second.lift()
        XCTAssertEqual(turn(), ["P began (100 150)", "pinch Began", "P ended (100 150)", "pinch Ended"])
    }

    // MARK: R20.3 rotations

    /// Source: Apple's UIRotationGestureRecognizer reference (a continuous
    /// gesture; `rotation` in radians, settable; `velocity` in radians per
    /// second).
    func test_R20_3_aRotationReportsTheAngleTheFingersTurned() {
        var rotations: [CGFloat] = []
        let rotation = watch(UIRotationGestureRecognizer(), "rotation")
        rotation.addHandler { rotations.append(($0 as! UIRotationGestureRecognizer).rotation) }
        let first = Simulator.touchDown(CGPoint(x: 100, y: 150))
        let second = Simulator.touchDown(CGPoint(x: 200, y: 150))
        second.move(to: CGPoint(x: 200, y: 152))
        XCTAssertEqual(turn().filter { $0.hasPrefix("rotation") }, [], "about one degree is within the hysteresis")
        second.move(to: CGPoint(x: 100, y: 250))
        XCTAssertEqual(turn().filter { $0.hasPrefix("rotation") }, ["rotation Began"])
        XCTAssertEqual(rotations.last ?? 0, .pi / 2, accuracy: 1e-9, "a quarter turn clockwise on screen")
        second.move(to: CGPoint(x: 0, y: 150))
        XCTAssertEqual(turn().filter { $0.hasPrefix("rotation") }, ["rotation Changed"])
        XCTAssertEqual(rotations.last ?? 0, .pi, accuracy: 1e-9)
        second.move(to: CGPoint(x: 100, y: 50))
        _ = turn()
        XCTAssertEqual(rotations.last ?? 0, 3 * .pi / 2, accuracy: 1e-9, "past a half turn without jumping")
        XCTAssertEqual(rotation.velocity, (.pi / 2) / VirtualRunLoop.main.frameDuration, accuracy: 1e-6)
        rotation.rotation = 0
        second.lift()
        XCTAssertEqual(turn().filter { $0.hasPrefix("rotation") }, [], "one finger is still down")
        first.lift()
        XCTAssertEqual(turn().filter { $0.hasPrefix("rotation") }, ["rotation Ended"], "both have lifted")
        XCTAssertEqual(rotations.last, 0, "the rotation set counts on")
        assertRaises(.invalidArgumentException, "-[UIRotationGestureRecognizer setRotation:]: the rotation must be finite, not inf") {
            rotation.rotation = .infinity
        }
    }
}
