import XCTest
@testable import ViewCore

/// R9: size, rotation and the safe area.
final class ControllerRotationTests: ControllerTestCase {
    private func safeAreaThenLayout(_ name: String) -> [String] {
        ["\(name) viewLayoutMarginsDidChange", "\(name).view safeAreaInsetsDidChange",
         "\(name) viewSafeAreaInsetsDidChange",
         "\(name) viewWillLayoutSubviews", "\(name).view layoutSubviews", "\(name) viewDidLayoutSubviews"]
    }

    /// Logs the view's size and the traits as the controller sees them.
    private func logSizeAndTraits(_ controller: LogController, at selectors: Set<String>) {
        controller.onCallback = { [unowned self] controller, selector in
            guard selectors.contains(selector) else { return }
            log.add("  \(controller.name) sees \(ControllerLog.size(controller.view.bounds.size)) \(ControllerLog.traits(controller.traitCollection))")
        }
    }

    // MARK: R9.1

    func test_R9_1_rotation() {
        let a = controller("A")
        showInWindow(a)
        logSizeAndTraits(a, at: ["viewWillTransitionToSize:", "traitCollectionDidChange:", "viewWillLayoutSubviews"])
        a.onViewWillTransition = { [unowned self] controller, coordinator in
            XCTAssertTrue(coordinator.isAnimated)
            XCTAssertEqual(coordinator.transitionDuration, 0.4)
            let accepted = coordinator.animate(alongsideTransition: { _ in self.log.add("A alongside") },
                                               completion: { context in
                                                   XCTAssertFalse(context.isCancelled)
                                                   self.log.add("A completion")
                                               })
            XCTAssertTrue(accepted)
        }

        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(log.take(), [
            "A willTransitionToTraitCollection: (C C)",
            "A viewWillTransitionToSize: (852 393)",
            "  A sees (393 852) (C R)",
            "A traitCollectionDidChange: (C R)",
            "  A sees (852 393) (C C)",
            "A.view traitCollectionDidChange: (C R)",
            "A alongside",
        ], "the window and the root view resize between viewWillTransitionToSize: and traitCollectionDidChange:")
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .landscapeRight)

        let start = now
        turn()
        XCTAssertEqual(log.take(), [
            "A viewLayoutMarginsDidChange", "A.view safeAreaInsetsDidChange", "A viewSafeAreaInsetsDidChange",
            "A viewWillLayoutSubviews", "  A sees (852 393) (C C)", "A.view layoutSubviews", "A viewDidLayoutSubviews",
        ])
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

        advance(0.39)
        XCTAssertEqual(log.take(), [])
        advance(0.01)
        XCTAssertEqual(now - start, 0.4, accuracy: 1e-9)
        XCTAssertEqual(log.take(), ["A completion"], "the coordinator's completion at the end of the 0.4 s")

        // Back to portrait.
        a.onViewWillTransition = nil
        Simulator.rotate(.portrait)
        drain()
        XCTAssertEqual(log.take(), [
            "A willTransitionToTraitCollection: (C R)",
            "A viewWillTransitionToSize: (393 852)",
            "  A sees (852 393) (C C)",
            "A traitCollectionDidChange: (C C)",
            "  A sees (393 852) (C R)",
            "A.view traitCollectionDidChange: (C C)",
        ] + [
            "A viewLayoutMarginsDidChange", "A.view safeAreaInsetsDidChange", "A viewSafeAreaInsetsDidChange",
            "A viewWillLayoutSubviews", "  A sees (393 852) (C R)", "A.view layoutSubviews", "A viewDidLayoutSubviews",
        ])
    }

    /// Children and presented controllers hear of the rotation through the default
    /// implementations (which is why overrides call super).
    func test_R9_1_rotationIsForwardedToChildrenAndPresentedControllers() {
        let a = controller("A"), s = controller("S")
        let nav = LogNavigationController("nav", log: log, root: a)
        showInWindow(nav)
        a.present(s, animated: false)  // a page sheet, presented by nav
        drain()
        log.clear()

        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(log.take(), [
            "nav willTransitionToTraitCollection: (C C)",
            "A willTransitionToTraitCollection: (C C)",
            "S willTransitionToTraitCollection: (C C)",
            "nav viewWillTransitionToSize: (852 393)",
            "A viewWillTransitionToSize: (852 393)",
            "S viewWillTransitionToSize: (852 393)",
            "nav traitCollectionDidChange: (C R)",
            "A traitCollectionDidChange: (C R)",
            "A.view traitCollectionDidChange: (C R)",
            "S traitCollectionDidChange: (C R)",
            "S.view traitCollectionDidChange: (C R)",
        ])
        turn()
        XCTAssertEqual(log.take(), [
            "nav viewLayoutMarginsDidChange", "nav viewSafeAreaInsetsDidChange",
            "nav viewWillLayoutSubviews", "nav viewDidLayoutSubviews",
        ] + safeAreaThenLayout("A") + safeAreaThenLayout("S") + [
            "nav viewWillLayoutSubviews", "nav viewDidLayoutSubviews",
        ], "the bar's new size marks the container again (R3.3)")
        // In landscape a phone's sheet is full screen; the bar is 32 points high.
        XCTAssertEqual(s.view.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 852, height: 32))
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    }

    /// An override that does not call super keeps the size transition to itself.
    func test_R9_1_anOverrideWithoutSuperDoesNotForward() {
        let p = controller("P"), c = controller("C")
        p.callsSuperForTransitions = false
        p.addChild(c)
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        showInWindow(p)

        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(log.take(), [
            "P willTransitionToTraitCollection: (C C)",
            "P viewWillTransitionToSize: (852 393)",
            "P traitCollectionDidChange: (C R)",
            "P.view traitCollectionDidChange: (C R)",
            "C traitCollectionDidChange: (C R)",
            "C.view traitCollectionDidChange: (C R)",
        ])
    }

    /// Views in the window hear of a size-class change too: parent first, down
    /// the window's view tree, each controller just before its root view; then
    /// controllers whose views are not in the window. Sources: Apple's
    /// UITraitEnvironment ("propagates values from the top of the view
    /// hierarchy downward, to every view controller and view");
    /// GetStream/stream-chat-swift#817 ("System calls traitCollectionDidChange
    /// in parent-first way"); Rightpoint/BonMot#399 (a controller has the new
    /// traits before its view and subviews do).
    func test_R9_1_viewsHearTraitChangesParentFirstAfterTheirController() {
        let p = controller("P"), c = controller("C"), hidden = controller("H")
        let inner = LogControllerView(name: "P.inner", log: log, frame: .zero)
        let childInner = LogControllerView(name: "C.inner", log: log, frame: .zero)
        let loose = LogControllerView(name: "loose", log: log, frame: .zero)
        let offscreen = LogControllerView(name: "offscreen", log: log, frame: .zero)
        p.view.addSubview(inner)
        p.addChild(c)
        inner.addSubview(c.view)
        c.didMove(toParent: p)
        c.view.addSubview(childInner)
        p.addChild(hidden)
        hidden.didMove(toParent: p)
        hidden.view.addSubview(offscreen)  // loaded, but in no window
        let window = showInWindow(p)
        window.addSubview(loose)
        log.clear()

        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(log.take().filter { $0.contains("traitCollectionDidChange:") }, [
            "P traitCollectionDidChange: (C R)",
            "P.view traitCollectionDidChange: (C R)",
            "P.inner traitCollectionDidChange: (C R)",
            "C traitCollectionDidChange: (C R)",
            "C.view traitCollectionDidChange: (C R)",
            "C.inner traitCollectionDidChange: (C R)",
            "loose traitCollectionDidChange: (C R)",
            "H traitCollectionDidChange: (C R)",
        ])
    }

    /// Without a change of size class (an iPad), no trait callbacks, only the size.
    func test_R9_1_rotationWithoutSizeClassChange() {
        Session.start(device: Device.named("iPad")!)
        let a = controller("A")
        showInWindow(a)
        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(log.take(), ["A viewWillTransitionToSize: (1080 810)"])
        turn()
        XCTAssertEqual(log.take(), ["A viewWillLayoutSubviews", "A.view layoutSubviews", "A viewDidLayoutSubviews"],
                       "the safe area (the status bar) is the same in both orientations")
        XCTAssertEqual(a.view.frame.size, CGSize(width: 1080, height: 810))
    }

    /// Turning to the current orientation, or upside down on an iPhone, does nothing.
    func test_R9_1_rotationsThatDoNothing() {
        let a = controller("A")
        showInWindow(a)
        Simulator.rotate(.portrait)
        Simulator.rotate(.portraitUpsideDown)
        Simulator.rotate(.faceUp)
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .portrait)
    }

    /// UIDevice reports the physical orientation, which turns even where the
    /// interface does not, and only while orientation notifications are on
    /// (Apple's documentation of `UIDevice.orientation`: 0 otherwise).
    func test_R9_1_theDeviceTurnsWhereTheInterfaceDoesNot() {
        let device = UIDevice.current
        XCTAssertEqual(device.orientation, .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        XCTAssertEqual(device.orientation, .portrait)
        Simulator.rotate(.faceUp)
        XCTAssertEqual(device.orientation, .faceUp)
        Simulator.rotate(.portraitUpsideDown)
        XCTAssertEqual(device.orientation, .portraitUpsideDown)
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .portrait, "an iPhone's interface does not turn upside down")
    }

    // MARK: R9.2

    func test_R9_2_safeAreaComesFromTheDevice() {
        let a = controller("A")
        showInWindow(a)
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        a.view.window?.isHidden = true
        drain()

        Session.start(device: Device.named("iPhone 8")!)
        let b = controller("B")
        showInWindow(b)
        XCTAssertEqual(b.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        Simulator.rotate(.landscapeLeft)
        drain()
        XCTAssertEqual(b.view.safeAreaInsets, .zero, "an iPhone 8 hides the status bar in landscape")
    }

    func test_R9_2_navigationBarAddsItsHeight() {
        let a = controller("A")
        let nav = LogNavigationController("nav", log: log, root: a)
        showInWindow(nav)
        XCTAssertEqual(nav.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))

        // A pushed controller gets the same.
        let b = controller("B")
        nav.pushViewController(b, animated: false)
        drain()
        XCTAssertEqual(b.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }

    func test_R9_2_tabBarAddsItsHeight() {
        let a = controller("A")
        let tabs = LogTabBarController("tabs", log: log)
        tabs.viewControllers = [a]
        showInWindow(tabs)
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 49 + 34))
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34 + 49, right: 0))
    }

    /// A change is reported (views, then their controllers) before the next layout,
    /// and only at the next commit.
    func test_R9_2_changeIsReportedBeforeLayout() {
        let a = controller("A")
        showInWindow(a)
        let sub = LogControllerView(name: "A.sub", log: log, frame: a.view.bounds)
        a.view.addSubview(sub)
        drain()
        log.clear()

        a.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(log.take(), [], "only marked")
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        turn()
        XCTAssertEqual(log.take(), [
            "A viewLayoutMarginsDidChange",
            "A.view safeAreaInsetsDidChange",
            "A viewSafeAreaInsetsDidChange",
            "A viewWillLayoutSubviews", "A.view layoutSubviews", "A viewDidLayoutSubviews",
            "A.sub safeAreaInsetsDidChange",
            "A.sub layoutSubviews",
        ])
        XCTAssertEqual(sub.safeAreaInsets, UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))

        // The same value again changes nothing.
        a.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        drain()
        XCTAssertEqual(log.take(), [])
    }

    /// The layout walk works a view's insets out again only when something
    /// they come from changed (UIView+SafeArea.swift), and each of those
    /// changes is noticed when the walk visits the view: its own frame, its
    /// superview's scroll position, its margins' source.
    func test_R9_2_eachChangeASafeAreaComesFromIsNoticed() {
        let a = controller("A")
        showInWindow(a)
        let outer = LogControllerView(name: "outer", log: log, frame: CGRect(x: 0, y: 0, width: 393, height: 500))
        let inner = LogControllerView(name: "inner", log: log, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        a.view.addSubview(outer)
        outer.addSubview(inner)
        drain()
        XCTAssertEqual(outer.safeAreaInsets.top, 59)
        XCTAssertEqual(inner.safeAreaInsets.top, 0)
        log.clear()

        // Into the status bar's band (59 points): 29 points of it.
        inner.frame.origin.y = 30
        inner.setNeedsLayout()
        drain()
        XCTAssertTrue(log.take().contains("inner safeAreaInsetsDidChange"))
        XCTAssertEqual(inner.safeAreaInsets.top, 29)

        // The superview scrolls by 40 points: the inner view moves out of the band.
        outer.bounds.origin.y = -40
        inner.setNeedsLayout()
        drain()
        XCTAssertTrue(log.take().contains("inner safeAreaInsetsDidChange"))
        XCTAssertEqual(inner.safeAreaInsets.top, 0)

        // Margins that stop counting the safe area.
        inner.frame.origin.y = 0
        inner.setNeedsLayout()
        drain()
        XCTAssertEqual(inner.safeAreaInsets.top, 19)
        log.clear()
        XCTAssertEqual(inner.effectiveLayoutMargins.top, 8 + 19)
        inner.insetsLayoutMarginsFromSafeArea = false
        inner.setNeedsLayout()
        drain()
        XCTAssertEqual(inner.reportedLayoutMargins.top, 8, "the walk took the change in")
        XCTAssertEqual(inner.safeAreaInsets.top, 19)
    }
}
