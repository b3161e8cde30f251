import XCTest
@testable import ViewCore

/// A session owns what UIKit keeps process-wide; ending one and starting the next
/// carries nothing over.
final class SessionTests: ViewCoreTestCase {
    func testIdsStartAgainInEachSession() {
        let first = [UIView(), UIView()].map(\.objectID)
        Session.start()
        let second = [UIView(), UIView()].map(\.objectID)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, first)
    }

    func testTheAppStateBelongsToTheSession() {
        let old = Session.current
        XCTAssertTrue(UIApplication.shared === old.application)
        XCTAssertTrue(UIScreen.main === old.screen)
        XCTAssertTrue(UIDevice.current === old.device)
        XCTAssertTrue(VirtualRunLoop.main === old.runLoop)
        XCTAssertTrue(DisplayCycle.shared === old.displayCycle)

        let new = Session.start(device: Device.named("iPad")!)
        XCTAssertTrue(old.hasEnded)
        XCTAssertTrue(Session.current === new)
        XCTAssertFalse(UIApplication.shared === old.application)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 810, height: 1080))
    }

    func testEndingDropsWindowsWorkAndControllersWithoutCallbacks() {
        let window = makeWindow("W")
        let root = LoggingView(name: "R", log: log)
        window.addSubview(root)
        VirtualRunLoop.main.runUntilIdle()
        log.clear()
        var ran: [String] = []
        VirtualRunLoop.main.perform { ran.append("block") }
        VirtualRunLoop.main.schedule(after: 1) { _ in ran.append("timer") }
        VirtualRunLoop.main.addFrameHandler { _ in ran.append("frame"); return true }
        root.setNeedsLayout()
        let held = UIViewController()

        Session.start()
        XCTAssertEqual(log.take(), [], "no hook runs at the end of a session")
        XCTAssertTrue(UIApplication.shared.windows.isEmpty)
        XCTAssertNil(UIApplication.shared.keyWindow)
        XCTAssertFalse(window.isKeyWindow)
        XCTAssertTrue(window.isHidden)
        XCTAssertFalse(VirtualRunLoop.main.hasWorkNow)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(ran, [], "the old session's blocks, timers and frames never run")
        XCTAssertEqual(log.take(), [], "the old session's marks are not committed by the new one")
        XCTAssertFalse(LiveControllers.shared.all.contains { $0 === held })

        // A view still held can be marked again in the new session.
        let newWindow = makeWindow("N")
        newWindow.addSubview(root)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(log.take().contains("-[R layoutSubviews]"))
    }

    func testEndingRunsTheEndHandlersOnce() {
        var ends = 0
        let session = Session.current
        session.onEnd { ends += 1 }
        session.end()
        session.end()
        Session.start()
        XCTAssertEqual(ends, 1)
    }

    /// The iOS idiom: a turn of Foundation's main run loop runs the work due now,
    /// as UIKit's commit rides on the main run loop. Virtual time does not move.
    func testFoundationsRunLoopTurnsTheEngine() {
        let window = makeWindow("W")
        let view = LoggingView(name: "V", log: log)
        window.addSubview(view)
        var ran: [String] = []
        VirtualRunLoop.main.perform { ran.append("block") }
        VirtualRunLoop.main.schedule(after: 0.5) { _ in ran.append("timer") }
        log.clear()

        Foundation.RunLoop.main.run(until: Date())
        XCTAssertEqual(ran, ["block"])
        XCTAssertTrue(log.take().contains("-[V layoutSubviews]"))
        XCTAssertEqual(VirtualRunLoop.main.currentTime, 0)

        view.setNeedsLayout()
        Foundation.RunLoop.main.run(until: Date())
        XCTAssertEqual(log.take(), ["-[V layoutSubviews]"])
    }

    /// The fuzzer's leak check: objects a script left in a cycle among
    /// themselves are theirs (UIKit would leak them too); one something else
    /// holds is reported.
    func testRespondersHeldFromOutsideAreReportedAndCyclesAreNot() {
        Session.tracksResponders = true
        defer {
            Session.tracksResponders = false
            UIResponder.tracked.removeAll()
        }
        do {
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            root.view = window
            window.addSubview(UIView())
        }
        let held = UIView()
        XCTAssertEqual(Session.respondersHeldFromOutside(), ["UIView #\(held.objectID)"])
    }
}
