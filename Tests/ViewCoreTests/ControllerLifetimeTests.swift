import XCTest
@testable import ViewCore

/// When controllers deallocate: nothing in the engine keeps a controller alive once
/// it has left its container, its presenter or its window (R8.3, R2.6).
final class ControllerLifetimeTests: ControllerTestCase {
    private weak var weakView: UIView?

    func test_R8_3_poppedControllerDeallocatesAfterThePop() {
        let a = controller("A")
        let nav = LogNavigationController("nav", log: log, root: a)
        showInWindow(nav)
        weak var weakB: LogController?
        do {
            let b = controller("B")
            weakB = b
            weakView = b.view
            nav.pushViewController(b, animated: true)
        }
        drain()
        XCTAssertNotNil(weakB, "the stack holds B")
        log.clear()

        nav.popViewController(animated: true)
        XCTAssertNotNil(weakB, "the popped controller lives until the transition ends")
        turn()
        advance(0.49)
        XCTAssertNotNil(weakB)
        XCTAssertFalse(log.lines.contains("B deinit"))
        advance(0.01)
        let lines = log.take()
        XCTAssertNil(weakB)
        XCTAssertNil(weakView, "the controller's view goes with it")
        XCTAssertEqual(lines.filter { $0 == "B deinit" }.count, 1)
        let didMove = lines.firstIndex(of: "B didMoveToParent: nil")
        let deinitIndex = lines.firstIndex(of: "B deinit")
        XCTAssertNotNil(didMove)
        XCTAssertLessThan(didMove ?? .max, deinitIndex ?? -1, "deallocated after the transition")
    }

    func test_popToRootReleasesEveryPoppedController() {
        let a = controller("A")
        let nav = LogNavigationController("nav", log: log, root: a)
        showInWindow(nav)
        weak var weakB: LogController?
        weak var weakC: LogController?
        do {
            let b = controller("B"), c = controller("C")
            weakB = b
            weakC = c
            nav.setViewControllers([a, b, c], animated: false)
        }
        drain()
        nav.popToRootViewController(animated: false)
        drain()
        XCTAssertNil(weakB)
        XCTAssertNil(weakC)
    }

    func test_dismissedControllerDeallocatesAfterTheDismissal() {
        let a = controller("A")
        showInWindow(a)
        weak var weakB: LogController?
        do {
            let b = controller("B")
            b.modalPresentationStyle = .fullScreen
            weakB = b
            a.present(b, animated: false)
        }
        drain()
        XCTAssertNotNil(weakB, "the presenter holds what it presents")
        weakView = weakB?.view
        a.dismiss(animated: false)
        XCTAssertNotNil(weakB)
        drain()
        XCTAssertNil(weakB)
        XCTAssertNil(weakView)
        XCTAssertTrue(a.view.window != nil)
    }

    func test_replacedRootAndRemovedChildDeallocate() {
        let window = makeWindow()
        weak var weakA: LogController?
        weak var weakChild: LogController?
        do {
            let a = controller("A"), child = controller("C")
            weakA = a
            weakChild = child
            a.addChild(child)
            a.view.addSubview(child.view)
            child.didMove(toParent: a)
            window.rootViewController = a
        }
        show(window)
        drain()
        XCTAssertNotNil(weakA, "the window holds its root")

        // A child removed from its parent is released.
        weakChild?.willMove(toParent: nil)
        weakChild?.view.removeFromSuperview()
        weakChild?.removeFromParent()
        drain()
        XCTAssertNil(weakChild)

        window.rootViewController = controller("B")
        drain()
        XCTAssertNil(weakA)
        XCTAssertTrue(log.lines.contains("A deinit"))
    }

    /// An ended session is an app iOS terminated: its controllers hear
    /// nothing more, not even when the window they were on is freed later
    /// and takes their views out of it.
    func test_aWindowOfAnEndedSessionFreedLaterSendsNoAppearanceCallback() {
        weak var weakWindow: UIWindow?
        do {
            let nav = LogNavigationController("nav", log: log, root: controller("A"))
            let window = showInWindow(nav)
            weakWindow = window
            Session.start()
            log.clear()
        }
        XCTAssertNil(weakWindow)
        XCTAssertEqual(log.take().filter { $0.contains("Appear") || $0.contains("Disappear") }, [])
    }

    func test_aWholeHierarchyDeallocatesWithItsWindow() {
        weak var weakNav: LogNavigationController?
        weak var weakA: LogController?
        weak var weakB: LogController?
        weak var weakS: LogController?
        weak var weakTabs: LogTabBarController?
        weak var weakWindow: UIWindow?
        do {
            let a = controller("A"), b = controller("B"), s = controller("S")
            let nav = LogNavigationController("nav", log: log, root: a)
            let tabs = LogTabBarController("tabs", log: log)
            tabs.viewControllers = [nav]
            let window = makeWindow()
            window.rootViewController = tabs
            show(window)
            nav.pushViewController(b, animated: false)
            drain()
            b.present(s, animated: false)
            drain()
            (weakNav, weakA, weakB, weakS, weakTabs, weakWindow) = (nav, a, b, s, tabs, window)
            window.isHidden = true
        }
        drain()
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakTabs)
        XCTAssertNil(weakNav)
        XCTAssertNil(weakA)
        XCTAssertNil(weakB)
        XCTAssertNil(weakS)
        XCTAssertEqual(log.lines.filter { $0.hasSuffix(" deinit") }.sorted(),
                       ["A deinit", "B deinit", "S deinit", "nav deinit", "tabs deinit"])
    }

    /// A controller deallocated while its view is still in a window leaves the view
    /// without a controller, and the engine goes on laying it out.
    func test_controllerDeallocatedWhileItsViewIsShown() {
        let p = controller("P")
        showInWindow(p)
        weak var weakC: LogController?
        var childView: UIView?
        do {
            let c = controller("C")
            weakC = c
            childView = c.view
            p.view.addSubview(c.view)
        }
        XCTAssertNil(weakC, "nothing held the controller")
        XCTAssertNotNil(childView?.window)
        XCTAssertTrue(childView?.next === p.view, "its next responder is now its superview")
        childView?.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        drain()
        log.clear()
        childView?.removeFromSuperview()
        childView = nil
        drain()
        XCTAssertEqual(log.take(), [
            "C.view willMoveToWindow: nil", "C.view didMoveToWindow",
            "P viewWillLayoutSubviews", "P.view layoutSubviews", "P viewDidLayoutSubviews",
        ])
    }
}
