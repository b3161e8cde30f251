import XCTest
@testable import ViewCore

/// A controller that records its initializers, for R6.1 (it cannot carry a log of
/// its own: its initializers must be exactly UIViewController's for `init()` to be
/// inherited).
final class InitRecordingController: UIViewController {
    nonisolated(unsafe) static var lines: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        InitRecordingController.lines.append(
            "initWithNibName:bundle: \(nibNameOrNil ?? "nil") \(nibBundleOrNil == nil ? "nil" : "bundle")")
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        InitRecordingController.lines.append("initWithCoder:")
        super.init(coder: coder)
    }

    override func awakeFromNib() { InitRecordingController.lines.append("awakeFromNib") }
    override func loadView() {
        InitRecordingController.lines.append("loadView")
        super.loadView()
    }
    override func viewDidLoad() { InitRecordingController.lines.append("viewDidLoad") }
}

/// R6: creating a controller and loading its view.
final class ControllerViewLoadingTests: ControllerTestCase {
    override func tearDown() {
        InitRecordingController.lines = []
        super.tearDown()
    }

    // MARK: R6.1

    func test_R6_1_initCallsInitWithNibName() {
        InitRecordingController.lines = []
        let controller = InitRecordingController()
        XCTAssertEqual(InitRecordingController.lines, ["initWithNibName:bundle: nil nil"])
        XCTAssertNil(controller.nibName)
        XCTAssertNil(controller.nibBundle)
        XCTAssertFalse(controller.isViewLoaded, "creating a controller does not load its view")
        XCTAssertTrue(LiveControllers.shared.all.contains { $0 === controller })

        // The designated initializer directly: the same path, with the arguments kept.
        InitRecordingController.lines = []
        let named = InitRecordingController(nibName: "Main", bundle: nil)
        XCTAssertEqual(InitRecordingController.lines, ["initWithNibName:bundle: Main nil"])
        XCTAssertEqual(named.nibName, "Main")
        XCTAssertFalse(named.isViewLoaded)
    }

    /// From an archive: `initWithCoder:` (not `initWithNibName:bundle:`), and the view
    /// is not loaded (StoryboardTests has the `awakeFromNib` a storyboard sends).
    func test_R6_1_initWithCoderDoesNotLoadTheView() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        InitRecordingController.lines = []
        let controller = try XCTUnwrap(InitRecordingController(coder: coder))
        XCTAssertEqual(InitRecordingController.lines, ["initWithCoder:"])
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertTrue(LiveControllers.shared.all.contains { $0 === controller })
    }

    // MARK: R6.2

    func test_R6_2_lazyLoad() {
        let a = controller("A")
        a.onViewDidLoad = { [unowned self] controller in
            log.add("A in viewDidLoad: isViewLoaded \(controller.isViewLoaded)")
        }
        XCTAssertEqual(log.take(), [])

        // Asking never loads.
        XCTAssertFalse(a.isViewLoaded)
        XCTAssertNil(a.viewIfLoaded)
        XCTAssertEqual(log.take(), [])

        // The first read loads: loadView, then viewDidLoad.
        let view = a.view
        XCTAssertEqual(log.take(), ["A loadView", "A viewDidLoad", "A in viewDidLoad: isViewLoaded true"])
        XCTAssertTrue(a.isViewLoaded)
        XCTAssertTrue(a.viewIfLoaded === view)

        // Later reads and loadViewIfNeeded do nothing.
        XCTAssertTrue(a.view === view)
        a.loadViewIfNeeded()
        XCTAssertEqual(log.take(), [])

        // loadViewIfNeeded loads.
        let b = controller("B")
        b.loadViewIfNeeded()
        XCTAssertEqual(log.take(), ["B loadView", "B viewDidLoad"])

        // On the way to appearing, UIKit loads the view itself.
        let c = controller("C")
        c.beginAppearanceTransition(true, animated: false)
        XCTAssertEqual(log.take(), ["C loadView", "C viewDidLoad", "C viewWillAppear:"])
        c.endAppearanceTransition()
        XCTAssertEqual(log.take(), ["C viewDidAppear:"])

        // A window's root loads when the window is shown, not when it is set.
        let d = controller("D")
        let window = makeWindow()
        window.rootViewController = d
        XCTAssertFalse(d.isViewLoaded)
        XCTAssertEqual(log.take(), [])
        show(window)
        XCTAssertEqual(Array(log.take().prefix(3)), ["D loadView", "D viewDidLoad", "D viewWillAppear:"])
    }

    // MARK: R6.3

    func test_R6_3_defaultLoadView() {
        // A plain controller: a view with the screen's bounds that resizes with its superview.
        let plain = UIViewController()
        let view: UIView = plain.view
        XCTAssertEqual(view.frame, UIScreen.main.bounds)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertTrue(type(of: view) == UIView.self)
        XCTAssertTrue(view.next === plain, "the controller is its view's next responder")

        let superview = UIView(frame: UIScreen.main.bounds)
        superview.addSubview(view)
        superview.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 300, height: 400))

        // A subclass that calls super's loadView gets the same, still followed by viewDidLoad.
        let a = controller("A")
        a.usesDefaultLoadView = true
        let aView: UIView = a.view
        XCTAssertEqual(log.take(), ["A loadView", "A viewDidLoad"])
        XCTAssertFalse(aView is LogControllerView)
        XCTAssertEqual(aView.frame, UIScreen.main.bounds)

        // The screen's bounds of the device in use.
        Session.start(device: Device.named("iPad")!)
        XCTAssertEqual(UIViewController().view.frame, CGRect(x: 0, y: 0, width: 810, height: 1080))
        Session.start(device: Device.named(Device.defaultName)!)

        // A nib name with no such nib in the bundle: reported as UIKit raises
        // it, and the engine goes on (NibErrorTests has the nibs that load).
        let nibbed = UIViewController(nibName: "Main", bundle: nil)
        assertRaises(.internalInconsistencyException, "Could not load NIB in bundle") {
            _ = nibbed.view as UIView?
        }
        XCTAssertFalse(nibbed.isViewLoaded)
        XCTAssertNotNil(UIViewController().view)
    }

    func test_R6_3_loadViewLeavingNilIsAnError() {
        let a = controller("A")
        a.leavesViewNil = true
        var read: UIView? = UIView()
        assertRaises(.internalInconsistencyException, "loadView] did not set the view") {
            read = a.view
        }
        XCTAssertNil(read)
        XCTAssertEqual(log.take(), ["A loadView"], "no viewDidLoad without a view")
        XCTAssertFalse(a.isViewLoaded)

        // Every read reports it again; none recurses.
        assertRaises(.internalInconsistencyException, "did not set the view") { _ = a.view as UIView? }
        XCTAssertEqual(log.take(), ["A loadView"])

        // As a window's root it is reported too, and the window stays empty.
        let window = makeWindow()
        assertRaises(.internalInconsistencyException, "did not set the view") {
            window.rootViewController = a
            show(window)
            drain()
        }
        XCTAssertEqual(window.subviews.count, 0)

        // The engine still works: a good controller loads and appears.
        log.clear()
        let b = controller("B")
        window.rootViewController = b
        drain()
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(b.view.window === window)
        XCTAssertTrue(log.lines.contains("B viewDidAppear:"))
    }

    /// An override that reads `self.view` before assigning it would make UIKit recurse
    /// forever; the engine reports it and the read answers nil (decision in
    /// UIViewController+View.swift).
    func test_R6_3_loadViewReadingViewBeforeSettingItIsAnError() {
        final class EagerController: UIViewController {
            var readInLoadView: UIView?? = .none
            override func loadView() {
                readInLoadView = .some(view)
                view = UIView(frame: .zero)
            }
        }
        let eager = EagerController()
        assertRaises(.internalInconsistencyException, "read self.view before assigning it") {
            _ = eager.view as UIView?
        }
        guard case .some(let readValue) = eager.readInLoadView else { return XCTFail("loadView did not read view") }
        XCTAssertNil(readValue)
        XCTAssertTrue(eager.isViewLoaded, "the assignment that follows the read still loads the view")
        XCTAssertNotNil(controller("A").view)
    }

    // MARK: R6.4

    func test_R6_4_sizeBeforeAndAtDidAppear() {
        Session.start(device: Device.named("iPhone 8 Plus")!)
        let a = controller("A", viewSize: CGSize(width: 375, height: 667))
        a.onCallback = { [unowned self] controller, selector in
            guard ["viewDidLoad", "viewWillAppear:", "viewWillLayoutSubviews", "viewDidAppear:"].contains(selector) else { return }
            log.add("  size \(ControllerLog.size(controller.view.bounds.size))")
        }
        let window = makeWindow()
        window.rootViewController = a
        show(window)
        XCTAssertEqual(log.take(), [
            "A loadView",
            "A viewDidLoad", "  size (375 667)",
            "A viewWillAppear:", "  size (375 667)",
            "A.view willMoveToWindow: window",
            "A.view didMoveToWindow",
        ])
        turn()
        XCTAssertEqual(log.take(), [
            "A viewLayoutMarginsDidChange",
            "A.view safeAreaInsetsDidChange",
            "A viewSafeAreaInsetsDidChange",
            "A viewWillLayoutSubviews", "  size (414 736)",
            "A.view layoutSubviews",
            "A viewDidLayoutSubviews",
            "A viewDidAppear:", "  size (414 736)",
        ])
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 414, height: 736))
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    // MARK: R6.3 on every path into the screen (issue 11: no force-unwrap of a view)

    /// A controller whose loadView leaves the view nil, as a navigation controller's
    /// root: the load is reported, the navigation controller appears without it, and
    /// a push then works (the broken root, never on screen, gets no disappearance).
    func test_R6_3_aNavigationRootWhoseViewDoesNotLoad() {
        let broken = controller("Broken"), b = controller("B")
        broken.leavesViewNil = true
        let nav = UINavigationController(rootViewController: broken)
        let window = makeWindow()
        window.rootViewController = nav
        assertRaises(.internalInconsistencyException, "-[LogController loadView] did not set the view") {
            show(window)
            drain()
        }
        XCTAssertTrue(window.subviews.elementsEqual([nav.view], by: ===))
        XCTAssertTrue(nav.view.subviews.elementsEqual([nav.navigationBar], by: ===))
        XCTAssertEqual(broken.appearanceState, .disappeared)

        log.clear()
        nav.pushViewController(b, animated: false)
        drain()
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(b.view.window === window)
        XCTAssertFalse(log.lines.contains { $0.hasPrefix("Broken view") }, "\(log.lines)")
        XCTAssertEqual(warnings, [])
    }

    /// As a tab: the tab bar controller appears without it; selecting it on screen
    /// is reported and leaves the selection as it was.
    func test_R6_3_aTabWhoseViewDoesNotLoad() {
        let broken = controller("Broken"), b = controller("B")
        broken.leavesViewNil = true
        let tabs = UITabBarController()
        tabs.viewControllers = [broken, b]
        let window = makeWindow()
        window.rootViewController = tabs
        assertRaises(.internalInconsistencyException, "did not set the view") {
            show(window)
            drain()
        }
        XCTAssertTrue(tabs.view.subviews.elementsEqual([tabs.tabBar], by: ===))
        tabs.selectedIndex = 1
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(broken.appearanceState, .disappeared)
        assertRaises(.internalInconsistencyException, "did not set the view") { tabs.selectedIndex = 0 }
        XCTAssertEqual(tabs.selectedIndex, 1, "the selection stays")
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(b.view.window === window)

        // Replacing the tabs with a list whose first is broken: reported, and no view shows.
        let c = controller("C")
        c.leavesViewNil = true
        assertRaises(.internalInconsistencyException, "did not set the view") {
            tabs.viewControllers = [c]
        }
        XCTAssertTrue(tabs.view.subviews.elementsEqual([tabs.tabBar], by: ===))
        XCTAssertEqual(warnings, [])
    }

    /// Pushed, presented, uncovered by a pop or by a swipe, or a presenter coming back:
    /// each reports the load and leaves what is on screen as it was.
    func test_R6_3_pushedPresentedOrUncoveredViewsThatDoNotLoad() throws {
        let a = controller("A"), broken = controller("Broken")
        broken.leavesViewNil = true
        let nav = UINavigationController(rootViewController: a)
        let window = showInWindow(nav)

        assertRaises(.internalInconsistencyException, "did not set the view") {
            nav.pushViewController(broken, animated: false)
            drain()
        }
        XCTAssertTrue(nav.topViewController === broken)
        XCTAssertTrue(a.view.window === window, "the outgoing controller stays on screen")
        XCTAssertEqual(a.appearanceState, .appeared)
        nav.popViewController(animated: false)
        drain()
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===))

        let presented = controller("Presented")
        presented.leavesViewNil = true
        presented.modalPresentationStyle = .fullScreen
        var completed = false
        assertRaises(.internalInconsistencyException, "did not set the view") {
            a.present(presented, animated: false) { completed = true }
            drain()
        }
        XCTAssertFalse(completed)
        XCTAssertNil(nav.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertTrue(a.view.window === window)

        // A stack whose lower controller never loaded, uncovered by a pop and by a swipe.
        let lower = controller("Lower"), top = controller("Top")
        lower.leavesViewNil = true
        nav.setViewControllers([lower, top], animated: false)
        drain()
        assertRaises(.internalInconsistencyException, "did not set the view") {
            let swipe = Simulator.beginEdgeSwipe()
            swipe?.finish()
            drain()
        }
        XCTAssertTrue(nav.viewControllers.elementsEqual([lower], by: ===))
        XCTAssertEqual(lower.appearanceState, .disappeared)
        nav.setViewControllers([lower, top], animated: false)
        drain()
        assertRaises(.internalInconsistencyException, "did not set the view") {
            nav.popViewController(animated: false)
            drain()
        }
        XCTAssertTrue(nav.viewControllers.elementsEqual([lower], by: ===))

        // A full-screen presenter whose view is gone and does not load again.
        let root = controller("Root"), sheet = controller("Sheet")
        sheet.modalPresentationStyle = .fullScreen
        let other = showInWindow(root, name: "other")
        root.present(sheet, animated: false)
        drain()
        root.leavesViewNil = true
        root.view = nil
        assertRaises(.internalInconsistencyException, "did not set the view") {
            sheet.dismiss(animated: false)
            drain()
        }
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(other.subviews.count, 0)
        XCTAssertEqual(warnings, [])
    }

    /// A script may keep a container's view after the container is gone; laying the
    /// view out then does nothing.
    func test_R6_3_aContainerViewOutlivingItsController() {
        var nav: UINavigationController? = UINavigationController(rootViewController: controller("A"))
        var tabs: UITabBarController? = UITabBarController()
        let navView = nav!.view!, tabsView = tabs!.view!
        weak let goneNav = nav, goneTabs = tabs
        nav = nil
        tabs = nil
        XCTAssertNil(goneNav)
        XCTAssertNil(goneTabs)
        navView.setNeedsLayout()
        navView.layoutIfNeeded()
        tabsView.setNeedsLayout()
        tabsView.layoutIfNeeded()
    }
}
