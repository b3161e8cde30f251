import XCTest
@testable @_spi(Bridging) import ViewCore

/// R8.1–R8.4: the transition queue and the navigation controller.
final class ControllerNavigationTests: ControllerTestCase {
    /// A navigation controller showing `root` in a key window, fully appeared; the
    /// log is cleared.
    private func showNavigation(_ root: UIViewController) -> LogNavigationController {
        let nav = LogNavigationController("nav", log: log, root: root)
        showInWindow(nav)
        return nav
    }

    /// Pushes without animation and lets the push complete; the log is cleared.
    private func pushSettled(_ controller: UIViewController, on nav: UINavigationController) {
        nav.pushViewController(controller, animated: false)
        drain()
        log.clear()
    }

    private let navLayout = ["nav viewWillLayoutSubviews", "nav viewDidLayoutSubviews"]

    /// What a controller's first appearance in a window lays out: its safe area and
    /// margins change (they were never reported), then its layout.
    private func firstLayout(_ name: String) -> [String] {
        ["\(name) viewLayoutMarginsDidChange", "\(name).view safeAreaInsetsDidChange",
         "\(name) viewSafeAreaInsetsDidChange",
         "\(name) viewWillLayoutSubviews", "\(name).view layoutSubviews", "\(name) viewDidLayoutSubviews"]
    }

    /// What a push, not animated, of a controller never shown before logs in the
    /// turn it runs (R8.2's order, with the pushed view's first layout).
    private func firstPushTurn(of pushed: String, over top: String) -> [String] {
        [
            "\(pushed) loadView", "\(pushed) viewDidLoad",
            "\(top) viewWillDisappear:",
            "\(pushed) viewWillAppear:",
            "\(pushed).view willMoveToWindow: window", "\(pushed).view didMoveToWindow",
        ] + navLayout + firstLayout(pushed) + [
            "\(top).view willMoveToWindow: nil", "\(top).view didMoveToWindow",
            "\(top) viewDidDisappear:",
            "\(pushed) viewDidAppear:",
            "\(pushed) didMoveToParent: nav",
        ] + navLayout
    }

    // MARK: R8.1

    func test_R8_1_settingTheStackStartsAtTheNextTurn() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let nav = showNavigation(a)
        pushSettled(b, on: nav)

        nav.setViewControllers([a, c], animated: false)
        XCTAssertEqual(log.take(), ["B willMoveToParent: nil", "C willMoveToParent: nav"],
                       "the call returns before any appearance callback")
        XCTAssertTrue(nav.viewControllers.elementsEqual([a, c], by: ===))
        XCTAssertFalse(c.isViewLoaded)

        turn()
        XCTAssertEqual(log.take(), [
            "C loadView", "C viewDidLoad",
            "B viewWillDisappear:",
            "C viewWillAppear:",
            "C.view willMoveToWindow: window", "C.view didMoveToWindow",
        ] + navLayout + firstLayout("C") + [
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear:",
            "C viewDidAppear:",
            "B didMoveToParent: nil",
            "C didMoveToParent: nav",
        ] + navLayout, "not animated, it completes within that turn")
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertNil(b.parent)
    }

    func test_R8_1_animatedTransitionCompletesAfterHalfASecond() {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)

        nav.pushViewController(b, animated: true)
        XCTAssertEqual(log.take(), ["B willMoveToParent: nav"])
        let start = now
        turn()
        XCTAssertEqual(log.take(), [
            "B loadView", "B viewDidLoad",
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "B.view willMoveToWindow: window", "B.view didMoveToWindow",
        ] + navLayout + firstLayout("B"))
        XCTAssertTrue(TransitionQueue.shared.isRunning)

        advance(0.49)
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(b.appearanceState, .appearing)
        XCTAssertEqual(a.appearanceState, .disappearing)

        advance(0.01)
        XCTAssertEqual(now - start, 0.5, accuracy: 1e-9)
        XCTAssertEqual(log.take(), [
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "A viewDidDisappear: animated",
            "B viewDidAppear: animated",
            "B didMoveToParent: nav",
        ] + navLayout)
        XCTAssertFalse(TransitionQueue.shared.isRunning)

        // An animated pop likewise.
        nav.popViewController(animated: true)
        turn()
        advance(0.49)
        XCTAssertEqual(log.take(), [
            "B willMoveToParent: nil",
            "B viewWillDisappear: animated",
            "A viewWillAppear: animated",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ] + navLayout)
        advance(0.01)
        XCTAssertEqual(log.take(), [
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear: animated",
            "A viewDidAppear: animated",
            "B didMoveToParent: nil",
        ] + navLayout)
    }

    func test_R8_1_transitionRequestedWhileAnotherRunsStartsAfterIt() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let nav = showNavigation(a)

        nav.pushViewController(b, animated: true)
        turn()
        log.clear()

        nav.pushViewController(c, animated: false)
        XCTAssertEqual(log.take(), ["C willMoveToParent: nav"])
        turn()
        advance(0.49)
        XCTAssertEqual(log.take(), [], "C waits for B's push")
        XCTAssertFalse(c.isViewLoaded)

        advance(0.01)
        XCTAssertEqual(log.take(), [
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "A viewDidDisappear: animated",
            "B viewDidAppear: animated",
            "B didMoveToParent: nav",
        ] + firstPushTurn(of: "C", over: "B"))
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertTrue(nav.viewControllers.elementsEqual([a, b, c], by: ===))
    }

    // MARK: R8.2

    func test_R8_2_push() {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)

        nav.pushViewController(b, animated: false)
        XCTAssertEqual(log.take(), ["B willMoveToParent: nav"])
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertTrue(b.parent === nav)
        XCTAssertTrue(b.navigationController === nav)

        turn()
        XCTAssertEqual(log.take(), firstPushTurn(of: "B", over: "A"))
        XCTAssertTrue(nav.view.subviews.elementsEqual([b.view, nav.navigationBar], by: ===))
        XCTAssertNil(a.viewIfLoaded?.superview)
        XCTAssertTrue(a.isViewLoaded)
        XCTAssertEqual(b.view.frame, nav.view.bounds)
    }

    // MARK: R8.3

    func test_R8_3_pop() {
        let a = controller("A")
        var b: LogController? = controller("B")
        let nav = showNavigation(a)
        pushSettled(b!, on: nav)

        XCTAssertTrue(nav.popViewController(animated: false) === b)
        XCTAssertEqual(log.take(), ["B willMoveToParent: nil"])
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===))
        XCTAssertTrue(b!.navigationController === nav, "the popped keep their parent until the transition ends")

        turn()
        XCTAssertEqual(log.take(), [
            "B viewWillDisappear:",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ] + navLayout + [
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear:",
            "A viewDidAppear:",
            "B didMoveToParent: nil",
        ] + navLayout, "A keeps its layout: its size did not change")
        XCTAssertNil(b!.parent)
        XCTAssertTrue(nav.view.subviews.elementsEqual([a.view, nav.navigationBar], by: ===))

        // Nothing else holds B: it deallocates when the test lets it go.
        b = nil
        XCTAssertEqual(log.take(), ["B deinit"])
    }

    func test_R8_3_popLaysOutTheUncoveredViewWhenItsSizeChanged() {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        pushSettled(b, on: nav)
        Simulator.rotate(.landscapeLeft)
        drain()
        log.clear()

        nav.popViewController(animated: false)
        turn()
        XCTAssertEqual(log.take(), [
            "B willMoveToParent: nil",
            "B viewWillDisappear:",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ] + navLayout + firstLayout("A") + navLayout + [
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear:",
            "A viewDidAppear:",
            "B didMoveToParent: nil",
        ] + navLayout, "A's new size (set by the container's layout) marks A and, R3.3, the container again")
        XCTAssertEqual(a.view.frame.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    }

    func test_R8_3_popToRootSkipsTheMiddleControllers() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let nav = showNavigation(a)
        pushSettled(b, on: nav)
        pushSettled(c, on: nav)

        let popped = nav.popToRootViewController(animated: false)
        XCTAssertTrue((popped ?? []).elementsEqual([b, c], by: ===))
        XCTAssertEqual(log.take(), ["C willMoveToParent: nil", "B willMoveToParent: nil"])
        turn()
        XCTAssertEqual(log.take(), [
            "C viewWillDisappear:",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ] + navLayout + [
            "C.view willMoveToWindow: nil", "C.view didMoveToWindow",
            "C viewDidDisappear:",
            "A viewDidAppear:",
            "C didMoveToParent: nil",
            "B didMoveToParent: nil",
        ] + navLayout, "B gets no appearance callbacks")
        XCTAssertNil(b.parent)
        XCTAssertNil(c.parent)
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===))
        XCTAssertEqual(nav.popToRootViewController(animated: false)?.count, 0)
        drain()
        XCTAssertEqual(log.take(), [])
    }

    /// A stack set directly loads only its top; popping to a controller whose view was
    /// never loaded loads it and lays it out (decision in UINavigationController.swift).
    func test_R8_3_popToAControllerNeverLoadedLoadsAndLaysItOut() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let nav = LogNavigationController("nav", log: log, root: a)
        nav.setViewControllers([a, b, c], animated: false)
        XCTAssertEqual(log.take(), [
            "A willMoveToParent: nav", "A didMoveToParent: nav",
            "B willMoveToParent: nav", "C willMoveToParent: nav",
        ])
        turn()
        XCTAssertEqual(log.take(), ["B didMoveToParent: nav", "C didMoveToParent: nav"],
                       "off screen only the parent callbacks happen")
        showInWindow(nav)
        XCTAssertFalse(a.isViewLoaded)
        XCTAssertFalse(b.isViewLoaded)
        XCTAssertTrue(c.isViewLoaded)

        nav.popToRootViewController(animated: false)
        turn()
        XCTAssertEqual(log.take(), [
            "C willMoveToParent: nil", "B willMoveToParent: nil",
            "A loadView", "A viewDidLoad",
            "C viewWillDisappear:",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ] + navLayout + firstLayout("A") + [
            "C.view willMoveToWindow: nil", "C.view didMoveToWindow",
            "C viewDidDisappear:",
            "A viewDidAppear:",
            "C didMoveToParent: nil",
            "B didMoveToParent: nil",
        ] + navLayout)
        XCTAssertFalse(b.isViewLoaded)
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
    }

    // MARK: R8.4

    func test_R8_4_interactivePopFinished() throws {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        pushSettled(b, on: nav)

        let swipe = try XCTUnwrap(Simulator.beginEdgeSwipe())
        XCTAssertEqual(log.take(), [
            "B willMoveToParent: nil",
            "B viewWillDisappear: animated",
            "A viewWillAppear: animated",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ])
        swipe.update(0.5)
        swipe.finish()
        let finished = now
        turn()
        XCTAssertEqual(log.take(), navLayout)
        advance(0.24)
        XCTAssertEqual(log.take(), [], "the rest of the animation: (1 - 0.5) × 0.5 s")
        XCTAssertEqual(b.appearanceState, .disappearing)

        advance(0.01)
        XCTAssertEqual(now - finished, 0.25, accuracy: 1e-9)
        XCTAssertEqual(log.take(), [
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear: animated",
            "A viewDidAppear: animated",
            "B didMoveToParent: nil",
        ] + navLayout)
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===))
        XCTAssertNil(b.parent)
        XCTAssertFalse(TransitionQueue.shared.isRunning)
    }

    func test_R8_4_interactivePopCancelled() throws {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        pushSettled(b, on: nav)

        let swipe = try XCTUnwrap(Simulator.beginEdgeSwipe())
        XCTAssertEqual(log.take(), [
            "B willMoveToParent: nil",
            "B viewWillDisappear: animated",
            "A viewWillAppear: animated",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ])
        swipe.update(0.3)
        swipe.cancel()
        turn()
        advance(0.14)
        XCTAssertEqual(log.take(), navLayout, "the way back: 0.3 × 0.5 s")
        advance(0.01)
        XCTAssertEqual(log.take(), [
            "A viewWillDisappear: animated",
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "A viewDidDisappear: animated",
            "B viewWillAppear: animated",
            "B viewDidAppear: animated",
        ] + navLayout, "A never gets viewDidAppear:, and no parent callback follows")
        XCTAssertTrue(nav.viewControllers.elementsEqual([a, b], by: ===))
        XCTAssertTrue(b.parent === nav)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertFalse(TransitionQueue.shared.isRunning)

        // The stack works as before.
        nav.popViewController(animated: false)
        drain()
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===))
        XCTAssertEqual(a.appearanceState, .appeared)
    }

    /// The controller a swipe uncovers loads first if it never did, and is laid out
    /// (decision in Simulator.swift, as for a pop).
    func test_R8_4_interactivePopToAControllerNeverLoaded() throws {
        let a = controller("A"), b = controller("B")
        let nav = LogNavigationController("nav", log: log, root: a)
        nav.setViewControllers([a, b], animated: false)
        showInWindow(nav)
        XCTAssertFalse(a.isViewLoaded)

        let swipe = try XCTUnwrap(Simulator.beginEdgeSwipe())
        XCTAssertEqual(log.take(), [
            "B willMoveToParent: nil",
            "A loadView", "A viewDidLoad",
            "B viewWillDisappear: animated",
            "A viewWillAppear: animated",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ])
        swipe.finish()
        turn()
        XCTAssertEqual(log.take(), navLayout + firstLayout("A"))
        advance(0.5)
        XCTAssertEqual(log.take(), [
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear: animated",
            "A viewDidAppear: animated",
            "B didMoveToParent: nil",
        ] + navLayout)
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }

    /// Issue 11: a fraction that is not a finite number is refused and the fraction
    /// stays; the swipe then ends in its time (the rest of the animation is timed
    /// from the fraction).
    func test_R8_4_aNonFiniteSwipeFractionIsRefused() throws {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        pushSettled(b, on: nav)
        let swipe = try XCTUnwrap(Simulator.beginEdgeSwipe())
        swipe.update(0.4)
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            assertRaises(.invalidArgumentException, "-[InteractivePop update:]: the fraction must be a finite number") {
                swipe.update(bad)
            }
            XCTAssertEqual(swipe.fraction, 0.4)
        }
        swipe.update(7)
        XCTAssertEqual(swipe.fraction, 1, "finite values are clamped")
        swipe.update(0.4)
        swipe.finish()
        let finished = now
        drain()
        XCTAssertEqual(now - finished, 0.3, accuracy: 1e-9, "(1 - 0.4) × 0.5 s")
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===))
        XCTAssertFalse(TransitionQueue.shared.isRunning)
    }

    /// The swipe is a real screen-edge recognizer on the navigation
    /// controller's view: fingers drive it as any other, and a finger that
    /// lifts moving back undoes the pop.
    func test_R8_4_theSwipeBackIsARecognizerFingersDrive() {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        pushSettled(b, on: nav)
        let swipe = try! XCTUnwrap(nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        XCTAssertEqual(swipe.edges, .left)
        XCTAssertTrue(nav.view.gestureRecognizers?.first === swipe)

        let finger = Simulator.touchDown(CGPoint(x: 2, y: 400))
        finger.move(to: CGPoint(x: 150, y: 400))
        turn()
        XCTAssertEqual(log.take().filter { !$0.contains("Layout") && !$0.contains("Window") }, [
            "B willMoveToParent: nil", "B viewWillDisappear: animated", "A viewWillAppear: animated",
        ])
        finger.move(to: CGPoint(x: 120, y: 400))
        finger.lift()
        turn()
        drain()
        XCTAssertEqual(log.take().filter { $0.contains("Appear") || $0.contains("Disappear") }, [
            "A viewWillDisappear: animated", "A viewDidDisappear: animated",
            "B viewWillAppear: animated", "B viewDidAppear: animated",
        ], "lifted moving back: undone")
        XCTAssertTrue(nav.viewControllers.elementsEqual([a, b], by: ===))
    }

    /// The navigation controller, the swipe's delegate, lets it begin only
    /// with a controller to pop.
    func test_R8_4_theSwipeBackDoesNotBeginWithNothingToPop() {
        let a = controller("A")
        let nav = showNavigation(a)
        var states: [UIGestureRecognizer.State] = []
        nav.interactivePopGestureRecognizer?.addHandler { states.append($0.state) }
        let finger = Simulator.touchDown(CGPoint(x: 2, y: 400))
        finger.move(to: CGPoint(x: 150, y: 400))
        finger.lift()
        drain()
        XCTAssertEqual(states, [])
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===))
    }

    /// A gesture recognizer holds no controller once its transition has ended: the
    /// popped controller deallocates while the script still holds the swipe, finished
    /// or cancelled (then the navigation controller alone holds it).
    func test_R8_4_anEndedSwipeHoldsNoController() throws {
        let a = controller("A")
        var nav: LogNavigationController? = showNavigation(a)
        pushSettled(controller("B"), on: nav!)
        let finished = try XCTUnwrap(Simulator.beginEdgeSwipe())
        finished.finish()
        drain()
        XCTAssertEqual(log.take().filter { $0.hasSuffix("deinit") }, ["B deinit"], "B went while the swipe is held")

        pushSettled(controller("C"), on: nav!)
        let cancelled = try XCTUnwrap(Simulator.beginEdgeSwipe())
        cancelled.cancel()
        drain()
        log.clear()
        nav!.popViewController(animated: false)
        drain()
        XCTAssertEqual(log.take().filter { $0.hasSuffix("deinit") }, ["C deinit"])

        weak let goneNav = nav
        UIApplication.shared.keyWindow?.rootViewController = nil
        nav = nil
        XCTAssertNil(goneNav, "nor does a swipe hold its navigation controller")
        XCTAssertEqual(finished.fraction, 0)
        XCTAssertEqual(cancelled.fraction, 0)
    }

    /// R8.1: a push requested in the same turn as the window's first appearance
    /// starts once that appearance has completed, as a transition requested while
    /// another runs starts after it (decision: the window's appearance of its root
    /// counts as a running transition; UIKit documents nothing for it, and a push
    /// during it is what logs "Unbalanced calls to begin/end appearance transitions").
    /// The root's view leaves the window at the push's end, and only one controller's
    /// view is left in it.
    func test_R8_1_aPushInTheTurnOfTheFirstAppearanceStartsOnceItHasCompleted() {
        let a = controller("A"), b = controller("B")
        let nav = LogNavigationController("nav", log: log, root: a)
        let window = makeWindow()
        window.rootViewController = nav
        log.clear()
        // Layout and safe-area lines aside: R7.2 pins them.
        func appearance() -> [String] { log.take().filter { !$0.contains("ayout") && !$0.contains("afeArea") } }

        show(window)
        nav.pushViewController(b, animated: true)
        XCTAssertEqual(appearance(), [
            "nav viewDidLoad",
            "nav viewWillAppear:",
            "A loadView", "A viewDidLoad",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
            "B willMoveToParent: nav",
        ])
        turn()
        XCTAssertEqual(appearance(), ["nav viewDidAppear:", "A viewDidAppear:"], "the window's appearance completes")
        turn()
        XCTAssertEqual(appearance(), [
            "B loadView", "B viewDidLoad",
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "B.view willMoveToWindow: window", "B.view didMoveToWindow",
        ], "then the push starts")
        advance(0.5)
        XCTAssertEqual(appearance(), [
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "A viewDidDisappear: animated",
            "B viewDidAppear: animated",
            "B didMoveToParent: nav",
        ])
        XCTAssertNil(a.view.window)
        XCTAssertTrue(nav.view.subviews.elementsEqual([b.view, nav.navigationBar], by: ===))
        XCTAssertEqual(window.recursiveDescription().components(separatedBy: "LogControllerView").count - 1, 1,
                       "one controller's view in the window")
        XCTAssertEqual([a.appearanceState, b.appearanceState], [.disappeared, .appeared])
        XCTAssertEqual(warnings, [])
    }

    func test_R8_4_edgeSwipeErrors() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let nav = showNavigation(a)
        assertRaises(.internalInconsistencyException, "needs a navigation controller on screen with a controller to pop") {
            _ = Simulator.beginEdgeSwipe()
        }
        pushSettled(b, on: nav)
        nav.pushViewController(c, animated: true)
        turn()
        log.clear()
        assertRaises(.internalInconsistencyException, "cannot start while a transition is running") {
            _ = Simulator.beginEdgeSwipe()
        }
        XCTAssertEqual(log.take(), [])
        drain()
        XCTAssertTrue(nav.viewControllers.elementsEqual([a, b, c], by: ===))
        XCTAssertEqual(c.appearanceState, .appeared)
    }

    // MARK: isMovingToParent / isMovingFromParent

    func test_isMovingToAndFromParentDuringTheirCallbacks() throws {
        let a = controller("A"), b = controller("B")
        var flags: [String] = []
        let recorded: Set = ["willMoveToParent:", "didMoveToParent:", "viewWillAppear:", "viewDidAppear:",
                             "viewWillDisappear:", "viewDidDisappear:"]
        for controller in [a, b] {
            controller.onCallback = { controller, selector in
                guard recorded.contains(selector) else { return }
                flags.append("\(controller.name) \(selector) to=\(controller.isMovingToParent ? 1 : 0) from=\(controller.isMovingFromParent ? 1 : 0)")
            }
        }
        let nav = showNavigation(a)
        flags.removeAll()

        nav.pushViewController(b, animated: false)
        drain()
        XCTAssertEqual(flags, [
            "B willMoveToParent: to=0 from=0",
            "A viewWillDisappear: to=0 from=0",
            "B viewWillAppear: to=1 from=0",
            "A viewDidDisappear: to=0 from=0",
            "B viewDidAppear: to=1 from=0",
            "B didMoveToParent: to=0 from=0",
        ])
        flags.removeAll()

        nav.popViewController(animated: false)
        drain()
        XCTAssertEqual(flags, [
            "B willMoveToParent: to=0 from=0",
            "B viewWillDisappear: to=0 from=1",
            "A viewWillAppear: to=0 from=0",
            "B viewDidDisappear: to=0 from=1",
            "A viewDidAppear: to=0 from=0",
            "B didMoveToParent: to=0 from=0",
        ])
        flags.removeAll()

        // An interactive pop, cancelled: B is moving from its parent only until then.
        nav.pushViewController(b, animated: false)
        drain()
        flags.removeAll()
        let swipe = try XCTUnwrap(Simulator.beginEdgeSwipe())
        swipe.cancel()
        drain()
        XCTAssertEqual(flags, [
            "B willMoveToParent: to=0 from=0",
            "B viewWillDisappear: to=0 from=1",
            "A viewWillAppear: to=0 from=0",
            "A viewWillDisappear: to=0 from=0",
            "A viewDidDisappear: to=0 from=0",
            "B viewWillAppear: to=0 from=0",
            "B viewDidAppear: to=0 from=0",
        ])
        XCTAssertFalse(b.isMovingFromParent)
        XCTAssertFalse(b.isMovingToParent)
    }

    // MARK: Bad input

    func test_pushingANavigationControllerIsAnError() {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        let inner = LogNavigationController("inner", log: log)
        assertRaises(.invalidArgumentException, "Pushing a navigation controller is not supported") {
            nav.pushViewController(inner, animated: false)
        }
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===))
        XCTAssertNil(inner.parent)

        nav.pushViewController(b, animated: false)
        drain()
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(nav.viewControllers.elementsEqual([a, b], by: ===))
    }

    func test_pushingTheSameControllerTwiceIsAnError() {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        nav.pushViewController(b, animated: false)
        assertRaises(.invalidArgumentException, "Pushing the same view controller instance") {
            nav.pushViewController(b, animated: false)
        }
        assertRaises(.invalidArgumentException, "more than once is not supported") {
            nav.pushViewController(a, animated: false)
        }
        XCTAssertEqual(log.take(), ["B willMoveToParent: nav"])
        XCTAssertTrue(nav.viewControllers.elementsEqual([a, b], by: ===))

        // The first push goes on as if the others were never asked.
        turn()
        XCTAssertEqual(log.take(), firstPushTurn(of: "B", over: "A"))
    }

    func test_pushingAChildOfAnotherControllerIsAnError() {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        let other = controller("P")
        other.addChild(b)
        log.clear()
        assertRaises(.invalidArgumentException, "is already a child of") {
            nav.pushViewController(b, animated: false)
        }
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertTrue(b.parent === other)
    }

    func test_popToAControllerNotInTheStackIsAnError() {
        let a = controller("A"), b = controller("B"), stranger = controller("X")
        let nav = showNavigation(a)
        pushSettled(b, on: nav)
        var result: [UIViewController]? = [a]
        assertRaises(.invalidArgumentException, "Tried to pop to a view controller that doesn't exist.") {
            result = nav.popToViewController(stranger, animated: false)
        }
        XCTAssertNil(result)
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertTrue(nav.viewControllers.elementsEqual([a, b], by: ===))

        // popToViewController with one in the stack still works.
        let popped = nav.popToViewController(a, animated: false)
        XCTAssertTrue((popped ?? []).elementsEqual([b], by: ===))
        drain()
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
    }
}
