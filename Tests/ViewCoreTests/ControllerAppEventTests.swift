import XCTest
@testable import ViewCore

/// R10: app-wide events.
final class ControllerAppEventTests: ControllerTestCase {
    func test_R10_1_memoryWarningReachesEveryLiveControllerInCreationOrder() {
        UIApplication.shared.delegate = LogAppDelegate(log: log)
        let m1 = controller("M1")                     // on screen, in a navigation controller
        let m2 = controller("M2")                     // loaded, off screen
        var gone: LogController? = controller("M3")  // deallocated before the warning
        let m4 = controller("M4")                     // never loaded
        let nav = LogNavigationController("Mnav", log: log, root: m1)
        let m5 = controller("M5")                     // presented
        showInWindow(nav)
        m2.loadViewIfNeeded()
        m1.present(m5, animated: false)
        drain()
        gone = nil
        XCTAssertNil(gone)
        log.clear()

        Simulator.memoryWarning()
        let mine: Set = ["M1", "M2", "M3", "M4", "M5", "Mnav", "app"]
        XCTAssertEqual(log.take().filter { mine.contains(String($0.prefix { $0 != " " })) }, [
            "app applicationDidReceiveMemoryWarning:",
            "M1 didReceiveMemoryWarning",
            "M2 didReceiveMemoryWarning",
            "M4 didReceiveMemoryWarning",
            "Mnav didReceiveMemoryWarning",
            "M5 didReceiveMemoryWarning",
        ])
        drain()
        XCTAssertEqual(log.take(), [], "no view is unloaded")
        XCTAssertTrue(m1.isViewLoaded)
        XCTAssertTrue(m2.isViewLoaded)
        XCTAssertFalse(m4.isViewLoaded)
        XCTAssertTrue(m5.isViewLoaded)
        XCTAssertNotNil(m5.view.window)
        XCTAssertNotNil(nav.view.window)
    }

    /// Controllers created by earlier tests may still be alive; they hear the warning
    /// too, but the controllers of this test keep their relative creation order.
    func test_R10_1_creationOrderAmongOtherLiveControllers() {
        let first = controller("first")
        let live = LiveControllers.shared.all
        let second = controller("second")
        XCTAssertTrue(live.contains { $0 === first })
        Simulator.memoryWarning()
        XCTAssertEqual(log.take(), ["first didReceiveMemoryWarning", "second didReceiveMemoryWarning"])
        XCTAssertTrue(LiveControllers.shared.all.last === second)
    }

    func test_R10_2_backgroundAndForegroundReachOnlyTheAppDelegate() {
        UIApplication.shared.delegate = LogAppDelegate(log: log)
        let a = controller("A"), b = controller("B")
        let nav = LogNavigationController("nav", log: log, root: a)
        showInWindow(nav)
        a.present(b, animated: false)
        drain()
        log.clear()

        Simulator.background()
        XCTAssertEqual(log.take(), ["app applicationWillResignActive:", "app applicationDidEnterBackground:"])
        XCTAssertEqual(UIApplication.shared.applicationState, .background)
        Simulator.background()
        drain()
        XCTAssertEqual(log.take(), [], "already in the background")

        Simulator.foreground()
        XCTAssertEqual(log.take(), ["app applicationWillEnterForeground:", "app applicationDidBecomeActive:"])
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        Simulator.foreground()
        drain()
        XCTAssertEqual(log.take(), [], "already active")

        XCTAssertEqual(nav.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertEqual(b.appearanceState, .appeared)
    }

    /// Sources: Apple's references for `UIApplication.didBecomeActiveNotification`,
    /// `willResignActiveNotification`, `didEnterBackgroundNotification`,
    /// `willEnterForegroundNotification` and `didReceiveMemoryWarningNotification`
    /// (the application as object; posted as its delegate hears the same moment).
    func test_R10_4_theLifeCycleNotificationsFollowTheDelegatesCallbacks() {
        UIApplication.shared.delegate = LogAppDelegate(log: log)
        let center = NotificationCenter.default
        let names: [(Notification.Name, String)] = [
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIApplication.didReceiveMemoryWarningNotification, "didReceiveMemoryWarning"),
        ]
        let observers = names.map { name, label in
            center.addObserver(forName: name, object: nil, queue: nil) { [log] note in
                log.add("note \(label) \(note.object as? UIApplication === UIApplication.shared)")
            }
        }
        defer { observers.forEach(center.removeObserver) }
        Simulator.background()
        Simulator.foreground()
        Simulator.memoryWarning()
        XCTAssertEqual(log.take().filter { $0.hasPrefix("app ") || $0.hasPrefix("note ") }, [
            "app applicationWillResignActive:", "note willResignActive true",
            "app applicationDidEnterBackground:", "note didEnterBackground true",
            "app applicationWillEnterForeground:", "note willEnterForeground true",
            "app applicationDidBecomeActive:", "note didBecomeActive true",
            "app applicationDidReceiveMemoryWarning:", "note didReceiveMemoryWarning true",
        ])
    }

    /// Without a delegate the events change the state and nothing else.
    func test_R10_2_withoutADelegate() {
        UIApplication.shared.delegate = nil
        let a = controller("A")
        showInWindow(a)
        Simulator.background()
        XCTAssertEqual(UIApplication.shared.applicationState, .background)
        Simulator.foreground()
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        Simulator.memoryWarning()
        drain()
        XCTAssertEqual(log.take(), ["A didReceiveMemoryWarning"])
    }
}
