import XCTest
@testable import ViewCore

/// UIControl (UIControl.swift): the events tracking a touch sends, the state,
/// and target-action.
///
///     W (window)
///     └ C (UIControl, 100 100; 100 50)
final class ControlTests: ViewCoreTestCase {
    /// A target whose action methods log their name; found by name through
    /// `performAction`, as a Swift class answers for its own actions here.
    final class Target: UIResponder {
        let log: CallLog
        init(_ log: CallLog) { self.log = log }
        override func performAction(_ selector: Selector, sender: Any?, event: UIEvent?) -> Bool {
            guard selector.name.hasSuffix(":") else { return false }
            log.add(selector.name)
            return true
        }
    }

    var window: LoggingWindow!
    var control: UIControl!
    var target: Target!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(control)
        target = Target(log)
        for (name, event) in [("down:", UIControl.Event.touchDown), ("repeat:", .touchDownRepeat),
                              ("dragInside:", .touchDragInside), ("dragOutside:", .touchDragOutside),
                              ("enter:", .touchDragEnter), ("exit:", .touchDragExit),
                              ("upInside:", .touchUpInside), ("upOutside:", .touchUpOutside), ("cancel:", .touchCancel)] {
            control.addTarget(target, action: Selector(name), for: event)
        }
        settle()
    }

    override func tearDown() {
        window = nil; control = nil; target = nil
        super.tearDown()
    }

    private func actions() -> [String] { log.take().filter { !$0.hasPrefix("-[") } }

    func testATapSendsTouchDownThenTouchUpInside() {
        var highlightedOnDown = false
        control.addAction(UIAction { _ in highlightedOnDown = self.control.isHighlighted }, for: .touchDown)
        Simulator.tap(CGPoint(x: 110, y: 110))
        XCTAssertEqual(actions(), ["down:", "upInside:"])
        XCTAssertTrue(highlightedOnDown)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
        XCTAssertEqual(control.state, .normal)
    }

    func testASecondTapSendsTouchDownRepeat() {
        Simulator.tap(CGPoint(x: 110, y: 110))
        Simulator.tap(CGPoint(x: 110, y: 110))
        XCTAssertEqual(actions(), ["down:", "upInside:", "down:", "repeat:", "upInside:"])
    }

    /// Inside reaches 70 points beyond the bounds (UIControl.swift names the
    /// record): a finger 60 points out still lifts inside; 80 points out, outside.
    func testDraggingCrossesTheMarginSeventyPointsOut() {
        let finger = Simulator.touchDown(CGPoint(x: 110, y: 110))
        finger.move(to: CGPoint(x: 120, y: 110))
        finger.move(to: CGPoint(x: 260, y: 110))
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(actions(), ["down:", "dragInside:", "dragInside:"], "60 points beyond the right edge")
        XCTAssertTrue(control.isHighlighted)
        finger.move(to: CGPoint(x: 280, y: 110))
        finger.move(to: CGPoint(x: 290, y: 110))
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(actions(), ["exit:", "dragOutside:"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(control.state, .normal)
        XCTAssertTrue(control.isTracking)
        finger.move(to: CGPoint(x: 150, y: 110))
        finger.lift()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(actions(), ["enter:", "upInside:"])
        VirtualRunLoop.main.run(for: 1)  // a new touch, not a second tap
        let away = Simulator.touchDown(CGPoint(x: 110, y: 110))
        away.move(to: CGPoint(x: 110, y: 400))
        away.lift()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(actions(), ["down:", "exit:", "upOutside:"])
    }

    func testACancelledTouchSendsTouchCancel() {
        let finger = Simulator.touchDown(CGPoint(x: 110, y: 110))
        finger.cancel()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(actions(), ["down:", "cancel:"])
        XCTAssertFalse(control.isTracking)
    }

    /// UIKit: "If the enabled state is false, the control ignores touch events".
    func testADisabledControlIgnoresTouchesAndDisablingStopsTracking() {
        control.isEnabled = false
        XCTAssertEqual(control.state, .disabled)
        Simulator.tap(CGPoint(x: 110, y: 110))
        XCTAssertEqual(actions(), [])
        control.isEnabled = true
        VirtualRunLoop.main.run(for: 1)  // a new touch, not a second tap
        let finger = Simulator.touchDown(CGPoint(x: 110, y: 110))
        VirtualRunLoop.main.runOnce()
        control.isEnabled = false
        finger.lift()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(actions(), ["down:"], "no touch-up once disabled")
        XCTAssertFalse(control.isHighlighted)
    }

    func testTrackingHooksDecideWhetherTheControlTracks() {
        final class Refusing: UIControl {
            var refuseBegin = true
            var calls: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("begin")
                return !refuseBegin
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("continue")
                return false
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
        }
        let refusing = Refusing(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        window.addSubview(refusing)
        var sent = 0
        refusing.addAction(UIAction { _ in sent += 1 }, for: .allEvents)
        Simulator.tap(CGPoint(x: 10, y: 310))
        XCTAssertEqual(refusing.calls, ["begin"])
        XCTAssertEqual(sent, 0, "not tracked: no events")
        refusing.refuseBegin = false
        let finger = Simulator.touchDown(CGPoint(x: 10, y: 310))
        finger.move(to: CGPoint(x: 12, y: 310))
        finger.lift()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(refusing.calls, ["begin", "begin", "continue"], "continueTracking said no: tracking stopped")
        XCTAssertEqual(sent, 1, "touchDown only")
    }

    // MARK: Target-action

    func testTargetsAreKeptOnceInOrderAndRemovable() {
        let other = Target(log)
        control.addTarget(target, action: "down:", for: .touchDown)
        control.addTarget(other, action: "other:", for: [.touchDown, .touchUpInside])
        XCTAssertTrue(control.allTargets.count == 2 && control.allTargets[0] === target && control.allTargets[1] === other)
        XCTAssertEqual(control.actions(forTarget: target, forControlEvent: .touchDown), ["down:"])
        control.sendActions(for: .touchDown)
        XCTAssertEqual(actions(), ["down:", "other:"], "once each, in the order added")
        control.removeTarget(other, action: nil, for: .touchDown)
        control.sendActions(for: [.touchDown, .touchUpInside])
        XCTAssertEqual(actions(), ["down:", "upInside:", "other:"])
        control.removeTarget(nil, action: nil, for: .allEvents)
        XCTAssertTrue(control.allTargets.isEmpty)
        XCTAssertEqual(control.allControlEvents, [])
    }

    /// Apple's `addAction(_:for:)`: "UIActions are uniqued based on their
    /// identifier, and subsequent actions with the same identifier replace
    /// previously added actions. You may add multiple UIActions for
    /// corresponding controlEvents, and you may add the same action to
    /// multiple controlEvents."
    func testActionsAreKeptByIdentifierAndAnotherWithTheSameReplacesIt() {
        var sent: [String] = []
        let first = UIAction(title: "Save", identifier: UIAction.Identifier("save")) { sent.append("first from \(($0.sender as? UIView)?.objectID ?? 0)") }
        let other = UIAction(title: "Share") { _ in sent.append("other") }
        control.addAction(first, for: .touchUpInside)
        control.addAction(first, for: .valueChanged)
        control.addAction(other, for: .touchUpInside)
        XCTAssertNotEqual(other.identifier, UIAction(handler: { _ in }).identifier, "each action has an identifier of its own")
        control.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(sent, ["first from \(control.objectID)", "other"], "once each, in the order added")

        let replacement = UIAction(identifier: UIAction.Identifier("save")) { _ in sent.append("replacement") }
        control.addAction(replacement, for: .touchUpInside)
        sent = []
        control.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(sent, ["other", "replacement"], "the first is gone, for every event")

        control.removeAction(identifiedBy: UIAction.Identifier("save"), for: .touchUpInside)
        control.removeAction(other, for: .allEvents)
        sent = []
        control.sendActions(for: .allEvents)
        XCTAssertEqual(sent, [])
    }

    /// A nil target sends the action up the responder chain from the control
    /// (UIKit's `sendAction(_:to:from:for:)`).
    func testANilTargetSendsUpTheResponderChain() {
        final class Screen: UIViewController {
            var got: [String] = []
            override func performAction(_ selector: Selector, sender: Any?, event: UIEvent?) -> Bool {
                guard selector == "save:" else { return false }
                got.append(selector.name)
                return true
            }
        }
        let screen = Screen()
        window.rootViewController = screen
        let inside = UIControl(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        screen.view.addSubview(inside)
        inside.addTarget(nil, action: "save:", for: .touchUpInside)
        inside.addTarget(nil, action: "nobodyHasThis:", for: .touchUpInside)
        Simulator.tap(CGPoint(x: 10, y: 310))
        XCTAssertEqual(screen.got, ["save:"])
        XCTAssertFalse(UIApplication.shared.sendAction("nobodyHasThis:", to: nil, from: inside, for: nil))
    }

    /// Targets are not retained; the actions of one that is gone go nowhere,
    /// not up the responder chain.
    func testATargetThatIsGoneTakesItsActionsWithIt() {
        var gone: Target? = Target(log)
        control.addTarget(gone, action: "gone:", for: .touchUpInside)
        gone = nil
        final class Chain: UIViewController {
            var reached = false
            override func performAction(_ selector: Selector, sender: Any?, event: UIEvent?) -> Bool {
                reached = true
                return true
            }
        }
        let chain = Chain()
        window.rootViewController = chain
        chain.view.addSubview(control)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(actions(), ["upInside:"])
        XCTAssertFalse(chain.reached)
    }
}
