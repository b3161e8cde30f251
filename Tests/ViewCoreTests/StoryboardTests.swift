import XCTest
@testable import ViewCore

/// Storyboards: scenes, their controllers and views, relationship, show,
/// presentation and embed segues (R6.1, R6.4).
final class StoryboardTests: ControllerTestCase {
    static let appBundle: Bundle = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/app")
        guard let bundle = Bundle(url: folder) else { preconditionFailure("no fixtures at \(folder.path)") }
        return bundle
    }()

    nonisolated(unsafe) static var lines: [String] = []

    final class ViewController: UIViewController {
        var contentView: UIView?
        required init?(coder: NSCoder) {
            StoryboardTests.lines.append("ViewController init(coder:)")
            super.init(coder: coder)
        }
        private func frames(_ hook: String) {
            StoryboardTests.lines.append("\(hook) \(frameNotation(view.frame)) \(contentView.map { frameNotation($0.frame) } ?? "nil")")
        }
        override func awakeFromNib() { StoryboardTests.lines.append("ViewController awakeFromNib, view loaded: \(isViewLoaded)") }
        override func viewDidLoad() {
            frames("viewDidLoad")
            do {
                let custom = try UINib(nibName: "View", bundle: StoryboardTests.appBundle).instantiate(withOwner: nil)
                if let custom = custom.first as? UIView { contentView?.addSubview(custom) }
            } catch {
                StoryboardTests.lines.append("\(error)")
            }
        }
        override func viewWillAppear(_ animated: Bool) { frames("viewWillAppear:") }
        override func viewDidAppear(_ animated: Bool) { frames("viewDidAppear:") }
    }

    final class CustomView: UIView {
        required init?(coder: NSCoder) {
            StoryboardTests.lines.append("CustomView init(coder:)")
            super.init(coder: coder)
        }
        override func awakeFromNib() { StoryboardTests.lines.append("CustomView awakeFromNib") }
        override func willMove(toSuperview newSuperview: UIView?) { StoryboardTests.lines.append("CustomView willMove(toSuperview:)") }
        override func didMoveToSuperview() { StoryboardTests.lines.append("CustomView didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { StoryboardTests.lines.append("CustomView willMove(toWindow:)") }
        override func didMoveToWindow() { StoryboardTests.lines.append("CustomView didMoveToWindow") }
    }

    class LoggingController: UIViewController {
        var name: String { String(describing: type(of: self)) }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            StoryboardTests.lines.append("\(name) init(coder:)")
        }
        override func awakeFromNib() { StoryboardTests.lines.append("\(name) awakeFromNib") }
        override func viewDidLoad() { StoryboardTests.lines.append("\(name) viewDidLoad") }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            StoryboardTests.lines.append("\(name) prepare(for: \(segue.identifier ?? "nil") → \(segue.destination.className), sender: \((sender as? UIViewController)?.className ?? "nil"))")
        }
    }

    final class ListController: LoggingController {
        var openButton: UIView?
    }

    final class DetailController: LoggingController {}
    final class ChildController: LoggingController {}

    override func setUp() {
        super.setUp()
        StoryboardTests.lines = []
        registerClasses()
    }

    private func registerClasses() {
        registerController(ViewController.self, "ViewController",
                           properties: [outlet("contentView", \ViewController.contentView)])
        registerView(CustomView.self, "CustomView")
        registerController(ListController.self, "ListController", properties: [outlet("openButton", \ListController.openButton)])
        registerController(DetailController.self, "DetailController")
        registerController(ChildController.self, "ChildController")
    }

    private func storyboard() throws -> UIStoryboard { try UIStoryboard(name: "Main", bundle: StoryboardTests.appBundle) }

    /// The issue's scenario: a scene designed at 375×667, its content view
    /// pinned to the top layout guide and the edges, a CustomView from
    /// View.xib added in viewDidLoad; on an iPhone 6 Plus.
    func test_R6_1_R6_4_initialControllerOfAStoryboard() throws {
        Session.start(device: try XCTUnwrap(Device.named("iPhone 6 Plus")))
        registerClasses()
        let controller = try XCTUnwrap(try storyboard().instantiateInitialViewController() as? ViewController)
        XCTAssertTrue(controller.storyboard != nil)
        XCTAssertEqual(controller.title, "Main")
        showInWindow(controller)
        XCTAssertEqual(StoryboardTests.lines, [
            "ViewController init(coder:)",
            "ViewController awakeFromNib, view loaded: false",
            "viewDidLoad (0 0; 375 667) (0 20; 375 647)",
            "CustomView init(coder:)",
            "CustomView awakeFromNib",
            "CustomView willMove(toSuperview:)",
            "CustomView didMoveToSuperview",
            "viewWillAppear: (0 0; 375 667) (0 20; 375 647)",
            "CustomView willMove(toWindow:)",
            "CustomView didMoveToWindow",
            "viewDidAppear: (0 0; 414 736) (0 20; 414 716)",
        ])
        XCTAssertEqual(controller.view.constraints.filter { !$0.isEngineOwned }.count, 4 + 8,
                       "the scene's four, and the two layout guides' four each")
    }

    /// A navigation controller's root comes from its relationship segue, made
    /// (with its own awakeFromNib) while the navigation controller decodes; a
    /// show segue from a button pushes the destination after prepare(for:sender:);
    /// the destination's container view embeds its child as its view loads.
    func testNavigationShowAndEmbedSegues() throws {
        let navigation = try XCTUnwrap(try storyboard().instantiateViewController(withIdentifier: "Navigation")
            as? UINavigationController)
        XCTAssertEqual(StoryboardTests.lines, ["ListController init(coder:)", "ListController awakeFromNib"])
        let list = try XCTUnwrap(navigation.viewControllers.first as? ListController)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(list.openButton, "the controller's outlets into its view are set as the view loads")
        showInWindow(navigation)
        XCTAssertEqual(list.openButton?.className, "UIButton")
        StoryboardTests.lines = []

        list.performSegue(withIdentifier: "open", sender: list)
        XCTAssertEqual(StoryboardTests.lines, [
            "DetailController init(coder:)",
            "DetailController awakeFromNib",
            "ListController prepare(for: open → DetailController, sender: ListController)",
        ])
        drain()
        let detail = try XCTUnwrap(navigation.topViewController as? DetailController)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(Array(StoryboardTests.lines.dropFirst(3)), [
            "ChildController init(coder:)",
            "ChildController awakeFromNib",
            "DetailController prepare(for: embedChild → ChildController, sender: nil)",
            "ChildController viewDidLoad",
            "DetailController viewDidLoad",
        ])
        let child = try XCTUnwrap(detail.children.first as? ChildController)
        XCTAssertTrue(child.parent === detail)
        let container = try XCTUnwrap(child.view.superview)
        XCTAssertEqual(container.className, "UIView")
        XCTAssertTrue(container.superview === detail.view)
        XCTAssertEqual(child.view.frame, container.bounds)
    }

    func testPresentationSegue() throws {
        let navigation = try XCTUnwrap(try storyboard().instantiateViewController(withIdentifier: "Navigation")
            as? UINavigationController)
        showInWindow(navigation)
        let list = try XCTUnwrap(navigation.topViewController)
        list.performSegue(withIdentifier: "present", sender: nil)
        drain()
        let presented = try XCTUnwrap(navigation.presentedViewController as? DetailController,
                                      "\(String(describing: list.presentedViewController))")
        XCTAssertEqual(presented.modalPresentationStyle, .fullScreen)
    }

    func testTabBarControllerChildren() throws {
        let tabs = try XCTUnwrap(try storyboard().instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        XCTAssertEqual(tabs.viewControllers?.map(\.className), ["ChildController", "ViewController"])
        XCTAssertFalse(tabs.viewControllers?.contains { $0.isViewLoaded } ?? true)
    }

    func testUnknownSegueAndIdentifier() throws {
        let navigation = try XCTUnwrap(try storyboard().instantiateViewController(withIdentifier: "Navigation")
            as? UINavigationController)
        let list = try XCTUnwrap(navigation.topViewController)
        assertRaises(.invalidArgumentException,
                     "Receiver (<ListController: #\(list.objectID)>) has no segue with identifier 'nowhere'") {
            list.performSegue(withIdentifier: "nowhere", sender: nil)
        }
        XCTAssertThrowsError(try storyboard().instantiateViewController(withIdentifier: "Missing")) { error in
            XCTAssertEqual("\(error)", "Main.storyboard doesn't contain a view controller with identifier 'Missing'")
        }
        let plain = UIViewController()
        assertRaises(.invalidArgumentException, "has no segue with identifier 'x'") {
            plain.performSegue(withIdentifier: "x", sender: nil)
        }
    }

    /// Every scene of IBDecodable's storyboard makes its controller and view;
    /// the kinds the engine has no class for are stand-ins.
    func testEveryFixtureSceneInstantiates() throws {
        let url = fixtureBundle.bundleURL.appendingPathComponent("IBDecodable-StoryboardControllers.storyboard")
        let storyboard = try UIStoryboard(data: try Data(contentsOf: url), bundle: fixtureBundle)
        var made: [String] = []
        for id in storyboard.archive.scenes.keys.sorted() {
            let controller = try storyboard.instantiateController(id: id, from: storyboard.archive.document.root)
            let view: UIView = controller.view
            made.append("\(controller.className) \(view.className) \(controller.children.map(\.className))")
        }
        XCTAssertEqual(made, [
            "AVPlayerViewController UIImageView []",
            "UICollectionViewController UICollectionView []",
            "UIViewController UIView []",
            "UIViewController UIView []",
            "UITableViewController UITableView []",
            "UINavigationController UILayoutContainerView [\"UITableViewController\"]",
            "UITabBarController UILayoutContainerView [\"UIViewController\", \"UIViewController\"]",
            "UITableViewController UITableView []",
            "UIPageViewController UIView []",
            "UIViewController UIView []",
            "UINavigationController UILayoutContainerView [\"UITableViewController\"]",
            "GLKViewController GLKView []",
            "UISplitViewController UIView []",
            "UIViewController UIView []",
        ])
        XCTAssertTrue(warnings.contains { $0.contains("the engine has no class UITableViewController") })
    }

    func testStoryboardErrors() throws {
        XCTAssertThrowsError(try UIStoryboard(name: "Nowhere", bundle: StoryboardTests.appBundle)) { error in
            XCTAssertEqual("\(error)", "Nowhere.storyboard could not be found: the bundle at \(StoryboardTests.appBundle.bundleURL.path) has no such file")
        }
        let nibURL = StoryboardTests.appBundle.bundleURL.appendingPathComponent("View.xib")
        XCTAssertThrowsError(try UIStoryboard(data: try Data(contentsOf: nibURL), bundle: nil)) { error in
            XCTAssertEqual("\(error)", "(storyboard data) is a nib, not a storyboard; load it with UINib")
        }
        let cyclic = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes>
                    <scene sceneID="s"><objects>
                        <navigationController id="a" sceneMemberID="viewController">
                            <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r"/></connections>
                        </navigationController>
                    </objects></scene>
                </scenes>
            </document>
            """
        XCTAssertThrowsError(try UIStoryboard(data: Data(cyclic.utf8), bundle: nil).instantiateInitialViewController()) { error in
            XCTAssertEqual("\(error)", #"(storyboard data): <navigationController id="a"> (line 4): is its own container, through its relationship segues"#)
        }
    }
}
