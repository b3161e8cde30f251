import XCTest
@testable import ViewCore

/// R8.8 containment and R8.9 the window's root controller.
final class ControllerContainmentTests: ControllerTestCase {
    private func firstLayout(_ name: String) -> [String] {
        ["\(name) viewLayoutMarginsDidChange", "\(name).view safeAreaInsetsDidChange",
         "\(name) viewSafeAreaInsetsDidChange",
         "\(name) viewWillLayoutSubviews", "\(name).view layoutSubviews", "\(name) viewDidLayoutSubviews"]
    }

    private func relayout(_ name: String) -> [String] {
        ["\(name) viewWillLayoutSubviews", "\(name).view layoutSubviews", "\(name) viewDidLayoutSubviews"]
    }

    // MARK: R8.8

    func test_R8_8_containmentCalls() {
        let p = controller("P"), c = controller("C")
        showInWindow(p)

        // addChild calls willMove(toParent:) and nothing else.
        p.addChild(c)
        XCTAssertEqual(log.take(), ["C willMoveToParent: P"])
        XCTAssertTrue(c.parent === p)
        XCTAssertTrue(p.children.elementsEqual([c], by: ===))

        // The container adds the view (the child of an appeared parent appears with
        // it: will as the view moves, did once it has moved, decision in
        // UIViewController+Appearance.swift), then calls didMove(toParent:).
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        XCTAssertEqual(log.take(), [
            "C loadView", "C viewDidLoad",
            "C viewWillAppear:",
            "C.view willMoveToWindow: window", "C.view didMoveToWindow",
            "C viewDidAppear:",
            "C didMoveToParent: P",
        ])
        turn()
        XCTAssertEqual(log.take(), relayout("P") + firstLayout("C"))

        // Removing: willMove(toParent: nil) is the container's job; removeFromParent
        // calls didMove(toParent: nil).
        c.willMove(toParent: nil)
        c.view.removeFromSuperview()
        c.removeFromParent()
        XCTAssertEqual(log.take(), [
            "C willMoveToParent: nil",
            "C viewWillDisappear:",
            "C.view willMoveToWindow: nil", "C.view didMoveToWindow",
            "C viewDidDisappear:",
            "C didMoveToParent: nil",
        ])
        XCTAssertNil(c.parent)
        XCTAssertTrue(p.children.isEmpty)
        turn()
        XCTAssertEqual(log.take(), relayout("P"))

        // Removing a controller without a parent does nothing.
        c.removeFromParent()
        XCTAssertEqual(log.take(), [])
        // Adding a child twice to the same parent does nothing the second time.
        p.addChild(c)
        p.addChild(c)
        XCTAssertEqual(log.take(), ["C willMoveToParent: P"])
        XCTAssertEqual(p.children.count, 1)
    }

    /// Off screen there is no appearance: only the containment calls.
    func test_R8_8_containmentOffScreen() {
        let p = controller("P"), c = controller("C")
        p.addChild(c)
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        c.willMove(toParent: nil)
        c.view.removeFromSuperview()
        c.removeFromParent()
        XCTAssertEqual(log.take(), [
            "C willMoveToParent: P",
            "P loadView", "P viewDidLoad",
            "C loadView", "C viewDidLoad",
            "C didMoveToParent: P",
            "C willMoveToParent: nil",
            "C didMoveToParent: nil",
        ])
    }

    /// UIKit's documentation of addChild(_:): a child of another container "is
    /// removed from that container before being added".
    func test_R8_8_addingAChildOfAnotherContainerRemovesItFirst() {
        let p = controller("P"), q = controller("Q"), c = controller("C")
        p.addChild(c)
        c.didMove(toParent: p)
        _ = log.take()
        q.addChild(c)
        XCTAssertEqual(log.take(), ["C didMoveToParent: nil", "C willMoveToParent: Q"])
        XCTAssertTrue(c.parent === q)
        XCTAssertTrue(p.children.isEmpty)
        XCTAssertTrue(q.children.elementsEqual([c], by: ===))
    }

    /// A container's callbacks may change its children while it changes them;
    /// containment stays a tree whose children name their parent (the fuzzer's
    /// seeds 31606 and 31676: a child left in the list naming no parent).
    func test_R8_8_childrenNameTheirContainerWhateverItsCallbacksDid() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let navigation = UINavigationController(rootViewController: a)
        b.onCallback = { _, selector in
            if selector == "willMoveToParent:" { a.removeFromParent() }
        }
        navigation.setViewControllers([a, b], animated: false)
        XCTAssertTrue(navigation.children.elementsEqual([a, b], by: ===))
        XCTAssertTrue(a.parent === navigation && b.parent === navigation)

        b.onCallback = nil
        let tabs = UITabBarController()
        let other = controller("O")
        c.onCallback = { child, selector in
            if selector == "didMoveToParent:", child.parent === tabs { other.addChild(b) }
        }
        tabs.setViewControllers([b, c], animated: false)
        XCTAssertTrue(tabs.children.elementsEqual([b, c], by: ===))
        XCTAssertTrue(b.parent === tabs && c.parent === tabs)
        XCTAssertTrue(other.children.isEmpty && navigation.children.elementsEqual([a], by: ===))
        XCTAssertEqual(Session.current.consistencyProblems(), [])
    }

    func test_R8_8_aControllerCannotBeItsOwnChildOrAncestor() {
        let p = controller("P"), c = controller("C"), g = controller("G")
        assertRaises(.invalidArgumentException, "a controller cannot be its own child") { p.addChild(p) }
        XCTAssertTrue(p.children.isEmpty)
        XCTAssertNil(p.parent)

        p.addChild(c)
        c.addChild(g)
        assertRaises(.invalidArgumentException, "is an ancestor of") { g.addChild(p) }
        assertRaises(.invalidArgumentException, "is an ancestor of") { c.addChild(p) }
        XCTAssertEqual(log.take(), ["C willMoveToParent: P", "G willMoveToParent: C"])
        XCTAssertNil(p.parent)
        XCTAssertTrue(g.children.isEmpty)

        // Containment still works, and so does the engine.
        let d = controller("D")
        p.addChild(d)
        d.didMove(toParent: p)
        XCTAssertEqual(log.take(), ["D willMoveToParent: P", "D didMoveToParent: P"])
        showInWindow(p)
        XCTAssertEqual(p.appearanceState, .appeared)
    }

    // MARK: R8.9

    func test_R8_9_windowRootAndReplacingIt() {
        let a = controller("A"), b = controller("B")
        let window = makeWindow()
        window.rootViewController = a
        XCTAssertEqual(log.take(), [], "a hidden window does not load its root")
        XCTAssertFalse(a.isViewLoaded)

        show(window)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(UIApplication.shared.windows.contains { $0 === window })
        XCTAssertEqual(log.take(), [
            "A loadView", "A viewDidLoad",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ])
        turn()
        XCTAssertEqual(log.take(), firstLayout("A") + ["A viewDidAppear:"])
        XCTAssertTrue(window.subviews.elementsEqual([a.view], by: ===))
        XCTAssertEqual(a.view.frame, window.bounds)

        window.rootViewController = b
        XCTAssertEqual(log.take(), [
            "A viewWillDisappear:",
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "A viewDidDisappear:",
            "B loadView", "B viewDidLoad",
            "B viewWillAppear:",
            "B.view willMoveToWindow: window", "B.view didMoveToWindow",
        ])
        turn()
        XCTAssertEqual(log.take(), firstLayout("B") + ["B viewDidAppear:"])
        XCTAssertTrue(window.subviews.elementsEqual([b.view], by: ===))

        // The same root again does nothing; hiding the window makes the root disappear.
        window.rootViewController = b
        XCTAssertEqual(log.take(), [])
        window.isHidden = true
        XCTAssertEqual(log.take(), [
            "B viewWillDisappear:",
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear:",
        ])
        XCTAssertFalse(UIApplication.shared.windows.contains { $0 === window })
    }

    /// Replaced before it finished appearing, the old root never gets viewDidAppear:.
    /// Its view, marked when it was inserted, is still laid out at the commit, out of
    /// the window (the display cycle lays out every marked tree, DisplayCycle.swift).
    func test_R8_9_replacingARootThatIsStillAppearing() {
        let a = controller("A"), b = controller("B")
        let window = makeWindow()
        window.rootViewController = a
        show(window)
        window.rootViewController = b
        turn()
        XCTAssertEqual(log.take(), [
            "A loadView", "A viewDidLoad",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
            "A viewWillDisappear:",
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "A viewDidDisappear:",
            "B loadView", "B viewDidLoad",
            "B viewWillAppear:",
            "B.view willMoveToWindow: window", "B.view didMoveToWindow",
        ] + relayout("A") + firstLayout("B") + ["B viewDidAppear:"])
        XCTAssertNil(a.view.window)
        XCTAssertEqual(a.appearanceState, .disappeared)
    }

    /// Replaced inside its own viewWillAppear:, a root is appearing with its view
    /// not yet in the window: it disappears (R7.1: will disappear, did disappear,
    /// with no view to leave) before the new root appears (R8.9), and its view never
    /// joins the window.
    func test_R8_9_replacingTheRootInsideItsViewWillAppear() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let window = makeWindow()
        a.onCallback = { _, selector in if selector == "viewWillAppear:" { window.rootViewController = b } }
        b.onCallback = { _, selector in if selector == "viewWillAppear:" { window.rootViewController = c } }
        window.rootViewController = a
        show(window)
        turn()
        XCTAssertEqual(log.take(), [
            "A loadView", "A viewDidLoad",
            "A viewWillAppear:",
            "A viewWillDisappear:",
            "A viewDidDisappear:",
            "B loadView", "B viewDidLoad",
            "B viewWillAppear:",
            "B viewWillDisappear:",
            "B viewDidDisappear:",
            "C loadView", "C viewDidLoad",
            "C viewWillAppear:",
            "C.view willMoveToWindow: window", "C.view didMoveToWindow",
        ] + relayout("A") + relayout("B") + firstLayout("C") + ["C viewDidAppear:"],
        "the replaced roots' views, marked when loaded, are laid out out of the window")
        XCTAssertTrue(window.subviews.elementsEqual([c.view], by: ===))
        XCTAssertEqual([a.appearanceState, b.appearanceState, c.appearanceState], [.disappeared, .disappeared, .appeared])
        XCTAssertNil(a.view.window)
        XCTAssertNil(b.view.window)

        window.rootViewController = nil
        XCTAssertEqual(log.take(), [
            "C viewWillDisappear:",
            "C.view willMoveToWindow: nil", "C.view didMoveToWindow",
            "C viewDidDisappear:",
        ])
        XCTAssertEqual(window.subviews.count, 0)
        drain()
        XCTAssertEqual(warnings, [])
    }

    func test_R8_9_navigationControllerAsRoot() {
        let a = controller("A")
        let nav = LogNavigationController("nav", log: log, root: a)
        XCTAssertEqual(log.take(), ["A willMoveToParent: nav", "A didMoveToParent: nav"])
        let window = makeWindow()
        window.rootViewController = nav
        show(window)
        XCTAssertEqual(log.take(), [
            "nav viewDidLoad",
            "nav viewWillAppear:",
            "A loadView", "A viewDidLoad",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ])
        turn()
        XCTAssertEqual(log.take(), [
            "nav viewLayoutMarginsDidChange", "nav viewSafeAreaInsetsDidChange",
            "nav viewWillLayoutSubviews", "nav viewDidLayoutSubviews",
        ] + firstLayout("A") + [
            "nav viewWillLayoutSubviews", "nav viewDidLayoutSubviews",
            "nav viewDidAppear:",
            "A viewDidAppear:",
        ])
        XCTAssertTrue(nav.view.subviews.elementsEqual([a.view, nav.navigationBar], by: ===))
    }

    /// Source: Apple's `preferredContentSize` ("changing it notifies the
    /// container through preferredContentSizeDidChange(forChildContentContainer:)").
    func test_R8_11_aChildsPreferredContentSizeTellsItsParent() {
        final class Container: UIViewController {
            var told: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                told.append(container.preferredContentSize)
            }
        }
        let parent = Container(), child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        XCTAssertEqual(parent.told, [CGSize(width: 300, height: 200)], "told once per change")
        let orphan = UIViewController()
        orphan.preferredContentSize = CGSize(width: 1, height: 1)
        XCTAssertFalse(orphan.isModalInPresentation)
        XCTAssertFalse(orphan.prefersHomeIndicatorAutoHidden)
    }
}
