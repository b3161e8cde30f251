import XCTest
@testable import ViewCore

/// R8.7: tab bar controllers.
final class ControllerTabBarTests: ControllerTestCase {
    private let tabsLayout = ["tabs viewWillLayoutSubviews", "tabs viewDidLayoutSubviews"]

    private func firstLayout(_ name: String) -> [String] {
        ["\(name) viewLayoutMarginsDidChange", "\(name).view safeAreaInsetsDidChange",
         "\(name) viewSafeAreaInsetsDidChange",
         "\(name) viewWillLayoutSubviews", "\(name).view layoutSubviews", "\(name) viewDidLayoutSubviews"]
    }

    private func relayout(_ name: String) -> [String] {
        ["\(name) viewWillLayoutSubviews", "\(name).view layoutSubviews", "\(name) viewDidLayoutSubviews"]
    }

    private func makeTabs(_ controllers: [UIViewController]) -> LogTabBarController {
        let tabs = LogTabBarController("tabs", log: log)
        tabs.viewControllers = controllers
        return tabs
    }

    func test_R8_7_onlyTheFirstTabLoadsAtLaunch() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let tabs = makeTabs([a, b, c])
        XCTAssertEqual(log.take(), [
            "A willMoveToParent: tabs", "A didMoveToParent: tabs",
            "B willMoveToParent: tabs", "B didMoveToParent: tabs",
            "C willMoveToParent: tabs", "C didMoveToParent: tabs",
        ])
        let window = makeWindow()
        window.rootViewController = tabs
        show(window)
        XCTAssertEqual(log.take(), [
            "tabs viewDidLoad",
            "tabs viewWillAppear:",
            "A loadView", "A viewDidLoad",
            "A viewWillAppear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ])
        turn()
        XCTAssertEqual(log.take(), [
            "tabs viewLayoutMarginsDidChange", "tabs viewSafeAreaInsetsDidChange",
        ] + tabsLayout + firstLayout("A") + tabsLayout + [
            "tabs viewDidAppear:",
            "A viewDidAppear:",
        ])
        XCTAssertFalse(b.isViewLoaded)
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertTrue(tabs.selectedViewController === a)
        XCTAssertTrue(tabs.view.subviews.elementsEqual([a.view, tabs.tabBar], by: ===))
    }

    func test_R8_7_tabSwitch() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let tabs = makeTabs([a, b, c])
        showInWindow(tabs)

        tabs.selectedIndex = 1
        XCTAssertEqual(log.take(), [
            "B loadView", "B viewDidLoad",
            "B viewWillAppear:",
            "A viewWillDisappear:",
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "B.view willMoveToWindow: window", "B.view didMoveToWindow",
        ] + tabsLayout + firstLayout("B") + [
            "A viewDidDisappear:",
            "B viewDidAppear:",
        ], "the switch completes within the call (decision in UITabBarController.swift)")
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertTrue(tabs.selectedViewController === b)
        XCTAssertTrue(tabs.view.subviews.elementsEqual([b.view, tabs.tabBar], by: ===))
        XCTAssertTrue(a.isViewLoaded, "switching unloads nothing")
        XCTAssertFalse(c.isViewLoaded)

        tabs.selectedViewController = a
        XCTAssertEqual(log.take(), [
            "A viewWillAppear:",
            "B viewWillDisappear:",
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
        ] + tabsLayout + relayout("A") + [
            "B viewDidDisappear:",
            "A viewDidAppear:",
        ])
        XCTAssertTrue(b.isViewLoaded)
        XCTAssertEqual(tabs.selectedIndex, 0)

        // Selecting the selected tab does nothing.
        tabs.selectedIndex = 0
        drain()
        XCTAssertEqual(log.take(), [])
    }

    func test_R8_7_aTabSelectedBeforeLaunchIsTheOnlyOneLoaded() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let tabs = makeTabs([a, b, c])
        tabs.selectedIndex = 2
        XCTAssertTrue(tabs.selectedViewController === c)
        XCTAssertFalse(c.isViewLoaded, "off screen a selection loads nothing")
        showInWindow(tabs)
        XCTAssertFalse(a.isViewLoaded)
        XCTAssertFalse(b.isViewLoaded)
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertEqual(c.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34 + 49, right: 0))
    }

    func test_R8_7_selectedIndexOutOfRangeIsAnError() {
        let a = controller("A"), b = controller("B"), stranger = controller("X")
        let tabs = makeTabs([a, b])
        showInWindow(tabs)
        assertRaises(.rangeException, "index 2 beyond bounds [0 .. 1]") { tabs.selectedIndex = 2 }
        assertRaises(.rangeException, "index -1 beyond bounds [0 .. 1]") { tabs.selectedIndex = -1 }
        assertRaises(.invalidArgumentException, "only a view controller in the tab bar controller's list") {
            tabs.selectedViewController = stranger
        }
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(a.appearanceState, .appeared)

        tabs.selectedIndex = 1
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
    }

    /// Replacing the tabs of a tab bar controller on screen: the old selected tab
    /// disappears, the new one appears, laid out before its viewDidAppear:.
    func test_R8_7_replacingTheTabsOnScreen() {
        let a = controller("A"), b = controller("B")
        let tabs = makeTabs([a])
        showInWindow(tabs)
        tabs.viewControllers = [b]
        XCTAssertEqual(log.take(), [
            "A willMoveToParent: nil",
            "A viewWillDisappear:",
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "A viewDidDisappear:",
            "A didMoveToParent: nil",
            "B willMoveToParent: tabs", "B didMoveToParent: tabs",
            "B loadView", "B viewDidLoad",
            "B viewWillAppear:",
            "B.view willMoveToWindow: window", "B.view didMoveToWindow",
        ] + tabsLayout + firstLayout("B") + [
            "B viewDidAppear:",
        ])
        XCTAssertNil(a.parent)
        XCTAssertTrue(tabs.viewControllers?.elementsEqual([b], by: ===) ?? false)
    }
}
