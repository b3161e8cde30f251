import XCTest
@testable import ViewCore

/// R7: appearance.
final class ControllerAppearanceTests: ControllerTestCase {
    // MARK: R7.1

    func test_R7_1_beginAndEndDriveTheStateMachine() {
        let a = controller("A")
        XCTAssertEqual(a.appearanceState, .disappeared)

        // disappeared, begin(YES) → will appear (the view loads on the way).
        a.beginAppearanceTransition(true, animated: false)
        XCTAssertEqual(log.take(), ["A loadView", "A viewDidLoad", "A viewWillAppear:"])
        XCTAssertEqual(a.appearanceState, .appearing)

        // appearing, end → did appear.
        a.endAppearanceTransition()
        XCTAssertEqual(log.take(), ["A viewDidAppear:"])
        XCTAssertEqual(a.appearanceState, .appeared)

        // appeared, begin(NO) then end → will disappear, did disappear.
        a.beginAppearanceTransition(false, animated: false)
        XCTAssertEqual(log.take(), ["A viewWillDisappear:"])
        XCTAssertEqual(a.appearanceState, .disappearing)
        a.endAppearanceTransition()
        XCTAssertEqual(log.take(), ["A viewDidDisappear:"])
        XCTAssertEqual(a.appearanceState, .disappeared)

        // appearing, begin(NO) → will disappear.
        a.beginAppearanceTransition(true, animated: false)
        a.beginAppearanceTransition(false, animated: false)
        XCTAssertEqual(log.take(), ["A viewWillAppear:", "A viewWillDisappear:"])
        XCTAssertEqual(a.appearanceState, .disappearing)

        // disappearing, begin(YES) → will appear.
        a.beginAppearanceTransition(true, animated: false)
        XCTAssertEqual(log.take(), ["A viewWillAppear:"])
        XCTAssertEqual(a.appearanceState, .appearing)
        a.endAppearanceTransition()
        XCTAssertEqual(log.take(), ["A viewDidAppear:"])

        // The animated flag of begin reaches both callbacks.
        a.beginAppearanceTransition(false, animated: true)
        a.endAppearanceTransition()
        XCTAssertEqual(log.take(), ["A viewWillDisappear: animated", "A viewDidDisappear: animated"])
        XCTAssertEqual(warnings, [])
    }

    /// Calls that make no sense in the current state are ignored with UIKit's console
    /// message (decision in UIViewController+Appearance.swift).
    func test_R7_1_unbalancedCallsAreIgnoredWithAWarning() {
        let a = controller("A")
        a.loadViewIfNeeded()
        log.clear()

        a.endAppearanceTransition()                           // disappeared, end
        a.beginAppearanceTransition(false, animated: false)   // disappeared, begin(NO)
        XCTAssertEqual(a.appearanceState, .disappeared)
        a.beginAppearanceTransition(true, animated: false)
        a.beginAppearanceTransition(true, animated: false)    // appearing, begin(YES)
        a.endAppearanceTransition()
        a.endAppearanceTransition()                           // appeared, end
        a.beginAppearanceTransition(true, animated: false)    // appeared, begin(YES)
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertEqual(log.take(), ["A viewWillAppear:", "A viewDidAppear:"])
        XCTAssertEqual(warnings.count, 5)
        XCTAssertTrue(warnings.allSatisfy { $0.hasPrefix("Unbalanced calls to begin/end appearance transitions for LogController #") })
    }

    // MARK: R7.2

    func test_R7_2_appearingAndDisappearingOrder() {
        let a = controller("A")
        let window = makeWindow()
        window.rootViewController = a
        show(window)
        XCTAssertEqual(log.take(), [
            "A loadView", "A viewDidLoad",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window",
            "A.view didMoveToWindow",
        ])
        turn()
        XCTAssertEqual(log.take(), [
            "A viewLayoutMarginsDidChange",
            "A.view safeAreaInsetsDidChange",
            "A viewSafeAreaInsetsDidChange",
            "A viewWillLayoutSubviews",
            "A.view layoutSubviews",
            "A viewDidLayoutSubviews",
            "A viewDidAppear:",
        ])
        drain()
        XCTAssertEqual(log.take(), [], "one layout pass when nothing invalidates layout again")

        window.rootViewController = nil
        XCTAssertEqual(log.take(), [
            "A viewWillDisappear:",
            "A.view willMoveToWindow: nil",
            "A.view didMoveToWindow",
            "A viewDidDisappear:",
        ])
        XCTAssertEqual(a.appearanceState, .disappeared)
    }

    /// The subtree gets R2.5's window calls; the subviews lay out after the root view;
    /// a layout invalidated during layout runs again, still before viewDidAppear:.
    func test_R7_2_subtreeWindowCallsAndRepeatedLayoutBeforeDidAppear() {
        let a = controller("A")
        a.onViewDidLoad = { [unowned self] controller in
            controller.view.addSubview(LogControllerView(name: "A.sub", log: log,
                                                         frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
        var invalidations = 1
        a.onViewDidLayoutSubviews = { controller in
            if invalidations > 0 {
                invalidations -= 1
                controller.view.setNeedsLayout()
            }
        }
        let window = makeWindow()
        window.rootViewController = a
        show(window)
        turn()
        XCTAssertEqual(log.take(), [
            "A loadView", "A viewDidLoad",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window",
            "A.sub willMoveToWindow: window",
            "A.sub didMoveToWindow",
            "A.view didMoveToWindow",
            "A viewLayoutMarginsDidChange",
            "A.view safeAreaInsetsDidChange",
            "A viewSafeAreaInsetsDidChange",
            "A viewWillLayoutSubviews",
            "A.view layoutSubviews",
            "A viewDidLayoutSubviews",
            "A.sub safeAreaInsetsDidChange",
            "A.sub layoutSubviews",
            "A viewWillLayoutSubviews",
            "A.view layoutSubviews",
            "A viewDidLayoutSubviews",
            "A viewDidAppear:",
        ])
    }

    // MARK: R7.3

    /// A custom container P whose child C's view is in P's view.
    private func makeContainer(forwards: Bool) -> (LogController, LogController) {
        let p = controller("P")
        let c = controller("C")
        p.forwardsAppearance = forwards
        p.onViewDidLoad = { parent in
            parent.addChild(c)
            parent.view.addSubview(c.view)
            c.didMove(toParent: parent)
        }
        return (p, c)
    }

    func test_R7_3_appearanceIsForwardedToChildrenInTheHierarchy() {
        let (p, c) = makeContainer(forwards: true)
        let offscreenChild = controller("D")   // a child whose view is not in P's view
        p.loadViewIfNeeded()
        p.addChild(offscreenChild)
        offscreenChild.didMove(toParent: p)
        XCTAssertEqual(log.take(), [
            "P loadView", "P viewDidLoad",
            "C willMoveToParent: P", "C loadView", "C viewDidLoad", "C didMoveToParent: P",
            "D willMoveToParent: P", "D didMoveToParent: P",
        ])

        let window = makeWindow()
        window.rootViewController = p
        show(window)
        turn()
        XCTAssertEqual(log.take(), [
            "P viewWillAppear:",
            "C viewWillAppear:",
            "P.view willMoveToWindow: window",
            "C.view willMoveToWindow: window",
            "C.view didMoveToWindow",
            "P.view didMoveToWindow",
            "P viewLayoutMarginsDidChange",
            "P.view safeAreaInsetsDidChange",
            "P viewSafeAreaInsetsDidChange",
            "P viewWillLayoutSubviews",
            "P.view layoutSubviews",
            "P viewDidLayoutSubviews",
            "C viewLayoutMarginsDidChange",
            "C.view safeAreaInsetsDidChange",
            "C viewSafeAreaInsetsDidChange",
            "C viewWillLayoutSubviews",
            "C.view layoutSubviews",
            "C viewDidLayoutSubviews",
            "P viewDidAppear:",
            "C viewDidAppear:",
        ])
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertEqual(offscreenChild.appearanceState, .disappeared)
        XCTAssertFalse(offscreenChild.isViewLoaded)

        window.rootViewController = nil
        XCTAssertEqual(log.take(), [
            "P viewWillDisappear:",
            "C viewWillDisappear:",
            "P.view willMoveToWindow: nil",
            "C.view willMoveToWindow: nil",
            "C.view didMoveToWindow",
            "P.view didMoveToWindow",
            "P viewDidDisappear:",
            "C viewDidDisappear:",
        ])
    }

    /// A child its parent began a transition of ends it with the parent, even if
    /// a callback took the child to another parent meanwhile (the fuzzer's seed
    /// 30000: a navigation controller's child re-parented in its viewWillAppear:
    /// was left appearing for ever).
    func test_R7_3_aChildMovedAwayMidTransitionEndsWithTheParentThatBeganIt() {
        let (p, c) = makeContainer(forwards: true)
        let other = controller("O")
        other.loadViewIfNeeded()
        c.onCallback = { child, selector in
            guard selector == "viewWillAppear:" else { return }
            other.addChild(child)
            other.view.addSubview(child.view)
            child.didMove(toParent: other)
        }
        let window = makeWindow()
        window.rootViewController = p
        show(window)
        turn()
        XCTAssertTrue(other.children.contains { $0 === c })
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertTrue(log.take().contains("C viewDidAppear:"))
        XCTAssertEqual(warnings, [])
    }

    func test_R7_3_noForwardingWhenTheContainerOptsOut() {
        let (p, c) = makeContainer(forwards: false)
        // The container forwards by hand, here once it has appeared.
        p.onCallback = { _, selector in
            if selector == "viewDidAppear:" {
                c.beginAppearanceTransition(true, animated: false)
                c.endAppearanceTransition()
            }
        }
        let window = makeWindow()
        window.rootViewController = p
        show(window)
        turn()
        XCTAssertEqual(log.take(), [
            "P loadView", "P viewDidLoad",
            "C willMoveToParent: P", "C loadView", "C viewDidLoad", "C didMoveToParent: P",
            "P viewWillAppear:",
            "P.view willMoveToWindow: window",
            "C.view willMoveToWindow: window",
            "C.view didMoveToWindow",
            "P.view didMoveToWindow",
            "P viewLayoutMarginsDidChange",
            "P.view safeAreaInsetsDidChange",
            "P viewSafeAreaInsetsDidChange",
            "P viewWillLayoutSubviews",
            "P.view layoutSubviews",
            "P viewDidLayoutSubviews",
            "C viewLayoutMarginsDidChange",
            "C.view safeAreaInsetsDidChange",
            "C viewSafeAreaInsetsDidChange",
            "C viewWillLayoutSubviews",
            "C.view layoutSubviews",
            "C viewDidLayoutSubviews",
            "P viewDidAppear:",
            "C viewWillAppear:",
            "C viewDidAppear:",
        ])

        // A child view added by hand to the opted-out container appears only if the
        // container says so.
        let e = controller("E")
        p.addChild(e)
        p.view.addSubview(e.view)
        e.didMove(toParent: p)
        XCTAssertEqual(log.take(), [
            "E willMoveToParent: P", "E loadView", "E viewDidLoad",
            "E.view willMoveToWindow: window", "E.view didMoveToWindow",
            "E didMoveToParent: P",
        ])
        XCTAssertEqual(e.appearanceState, .disappeared)

        // Nor does it forward disappearance.
        window.rootViewController = nil
        XCTAssertEqual(log.take(), [
            "P viewWillDisappear:",
            "P.view willMoveToWindow: nil",
            "C.view willMoveToWindow: nil",
            "E.view willMoveToWindow: nil",
            "C.view didMoveToWindow",
            "E.view didMoveToWindow",
            "P.view didMoveToWindow",
            "P viewDidDisappear:",
        ])
        XCTAssertEqual(c.appearanceState, .appeared, "the container did not forward the disappearance")
    }

    // MARK: R7.4

    func test_R7_4_backgroundAndForegroundSendNoAppearanceCallbacks() {
        UIApplication.shared.delegate = LogAppDelegate(log: log)
        let a = controller("A")
        let nav = LogNavigationController("nav", log: log, root: a)
        showInWindow(nav)
        let b = controller("B")
        nav.pushViewController(b, animated: false)
        drain()
        log.clear()

        Simulator.background()
        drain()
        Simulator.foreground()
        drain()
        XCTAssertEqual(log.take(), [
            "app applicationWillResignActive:",
            "app applicationDidEnterBackground:",
            "app applicationWillEnterForeground:",
            "app applicationDidBecomeActive:",
        ])
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(nav.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
    }
}
