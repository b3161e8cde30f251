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
            let custom = UINib(nibName: "View", bundle: StoryboardTests.appBundle).instantiate(withOwner: nil)
            if let custom = custom.first as? UIView { contentView?.addSubview(custom) }
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

    private func storyboard() -> UIStoryboard { UIStoryboard(name: "Main", bundle: StoryboardTests.appBundle) }

    /// The issue's scenario: a scene designed at 375×667, its content view
    /// pinned to the top layout guide and the edges, a CustomView from
    /// View.xib added in viewDidLoad; on an iPhone 6 Plus.
    func test_R6_1_R6_4_initialControllerOfAStoryboard() throws {
        Session.start(device: try XCTUnwrap(Device.named("iPhone 6 Plus")))
        registerClasses()
        let controller = try XCTUnwrap(storyboard().instantiateInitialViewController() as? ViewController)
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
        let navigation = try XCTUnwrap(storyboard().instantiateViewController(withIdentifier: "Navigation")
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
        let navigation = try XCTUnwrap(storyboard().instantiateViewController(withIdentifier: "Navigation")
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
        let tabs = try XCTUnwrap(storyboard().instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        XCTAssertEqual(tabs.viewControllers?.map(\.className), ["ChildController", "ViewController"])
        XCTAssertFalse(tabs.viewControllers?.contains { $0.isViewLoaded } ?? true)
    }

    func testUnknownSegueAndIdentifier() throws {
        let navigation = try XCTUnwrap(storyboard().instantiateViewController(withIdentifier: "Navigation")
            as? UINavigationController)
        let list = try XCTUnwrap(navigation.topViewController)
        assertRaises(.invalidArgumentException,
                     "Receiver (<ListController: #\(list.objectID)>) has no segue with identifier 'nowhere'") {
            list.performSegue(withIdentifier: "nowhere", sender: nil)
        }
        XCTAssertThrowsError(try storyboard().loadViewController(withIdentifier: "Missing")) { error in
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
        let storyboard = try UIStoryboard.load(data: try Data(contentsOf: url), bundle: fixtureBundle)
        var made: [String] = []
        // The fixture's table controller sets a key no UITableViewController
        // has, which UIKit's key-value coding refuses (the scene and the
        // navigation controller holding it fail to instantiate, as in UIKit).
        func qsd(_ id: Int) -> String {
            "(storyboard data): <userDefinedRuntimeAttribute keyPath=\"qsd\"> (line 56): [<UITableViewController #\(id)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key qsd."
        }
        for id in storyboard.archive.scenes.keys.sorted() {
            do {
                let controller = try storyboard.instantiateController(id: id, from: storyboard.archive.document.root)
                let view: UIView = controller.view
                made.append("\(controller.className) \(view.className) \(controller.children.map(\.className))")
            } catch {
                made.append("\(error)")
            }
        }
        XCTAssertEqual(made, [
            "AVPlayerViewController UIImageView []",
            "UICollectionViewController UICollectionView []",
            "UIViewController UIView []",
            "UIViewController UIView []",
            "UITableViewController UITableView []",
            qsd(16),
            "UITabBarController UILayoutContainerView [\"UIViewController\", \"UIViewController\"]",
            qsd(22),
            "UIPageViewController UIView []",
            "UIViewController UIView []",
            "UINavigationController UILayoutContainerView [\"UITableViewController\"]",
            "GLKViewController GLKView []",
            "UISplitViewController UIView []",
            "UIViewController UIView []",
        ])
        XCTAssertTrue(warnings.contains { $0.contains("the engine has no class GLKViewController") })
        XCTAssertFalse(warnings.contains { $0.contains("UITableViewController") })
    }

    func testStoryboardErrors() throws {
        XCTAssertThrowsError(try UIStoryboard.load(name: "Nowhere", bundle: StoryboardTests.appBundle)) { error in
            XCTAssertEqual("\(error)", "Nowhere.storyboard could not be found: the bundle at \(StoryboardTests.appBundle.bundleURL.path) has no such file")
        }
        let nibURL = StoryboardTests.appBundle.bundleURL.appendingPathComponent("View.xib")
        XCTAssertThrowsError(try UIStoryboard.load(data: try Data(contentsOf: nibURL), bundle: nil)) { error in
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
        let cycle = try UIStoryboard.load(data: Data(cyclic.utf8), bundle: nil)
        XCTAssertThrowsError(try cycle.loadInitialViewController()) { error in
            XCTAssertEqual("\(error)", #"(storyboard data): <navigationController id="a"> (line 4): is its own container, through its relationship segues"#)
        }
        var initial: UIViewController? = UIViewController()
        XCTAssertEqual(UIKitException.capture { initial = cycle.instantiateInitialViewController() },
                       UIKitException(name: .internalInconsistencyException,
                                      reason: #"(storyboard data): <navigationController id="a"> (line 4): is its own container, through its relationship segues"#))
        XCTAssertNil(initial)
    }

    /// UIKit's initializer cannot throw: a storyboard that is not there
    /// raises UIKit's exception, in UIKit's words, and is left with no scenes,
    /// so that what is asked of it later raises or answers nil cleanly.
    func testMissingStoryboardRaisesAndHasNoScenes() {
        var storyboard: UIStoryboard?
        XCTAssertEqual(UIKitException.capture {
            storyboard = UIStoryboard(name: "Nowhere", bundle: StoryboardTests.appBundle)
        }, UIKitException(name: .invalidArgumentException,
                          reason: "Could not find a storyboard named 'Nowhere' in bundle NSBundle <\(StoryboardTests.appBundle.bundleURL.path)> (loaded)"))
        guard let storyboard else { return XCTFail("the initializer made no storyboard") }
        XCTAssertTrue(storyboard.archive.scenes.isEmpty)
        var initial: UIViewController? = UIViewController()
        XCTAssertNil(UIKitException.capture { initial = storyboard.instantiateInitialViewController() })
        XCTAssertNil(initial)
        XCTAssertEqual(UIKitException.capture { _ = storyboard.instantiateViewController(withIdentifier: "Navigation") },
                       UIKitException(name: .invalidArgumentException,
                                      reason: "Storyboard (<UIStoryboard: #\(storyboard.objectID)>) doesn't contain a view controller with identifier 'Navigation'"))
        XCTAssertThrowsError(try storyboard.loadViewController(withIdentifier: "Navigation")) { error in
            XCTAssertEqual("\(error)", "Nowhere.storyboard doesn't contain a view controller with identifier 'Navigation'")
        }
    }

    /// An identifier no scene has raises UIKit's exception; the signature
    /// promises a controller, so the answer is a blank one, of no scene and
    /// in no hierarchy, and nothing of the storyboard was made.
    func testUnknownIdentifierRaisesAndAnswersABlankController() throws {
        let storyboard = storyboard()
        var controller: UIViewController?
        XCTAssertEqual(UIKitException.capture { controller = storyboard.instantiateViewController(withIdentifier: "Missing") },
                       UIKitException(name: .invalidArgumentException,
                                      reason: "Storyboard (<UIStoryboard: #\(storyboard.objectID)>) doesn't contain a view controller with identifier 'Missing'"))
        let blank = try XCTUnwrap(controller)
        XCTAssertTrue(type(of: blank) == UIViewController.self)
        XCTAssertNil(blank.storyboard)
        XCTAssertNil(blank.parent)
        XCTAssertEqual(StoryboardTests.lines, [])
    }

    /// A scene whose view does not load fails through UIKit's call with the
    /// exception its objects raised: an outlet the controller's class lacks
    /// is NSUnknownKeyException, and nothing is left half-made.
    func testSceneThatDoesNotLoadRaisesItsObjectsException() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c">
                <scenes>
                    <scene sceneID="s"><objects>
                        <viewController storyboardIdentifier="Broken" id="c" customClass="DetailController" sceneMemberID="viewController">
                            <connections><outlet property="nowhere" destination="c" id="o"/></connections>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let storyboard = try UIStoryboard.load(data: Data(xml.utf8), bundle: nil)
        var controller: UIViewController?
        let exception = UIKitException.capture { controller = storyboard.instantiateViewController(withIdentifier: "Broken") }
        XCTAssertEqual(exception?.name, .undefinedKeyException)
        XCTAssertEqual(exception?.reason.hasPrefix(#"(storyboard data): <outlet property="nowhere" id="o" destination="c"> (line 5): [<DetailController #"#), true,
                       exception?.reason ?? "nil")
        XCTAssertEqual(try XCTUnwrap(controller).className, "UIViewController", "a blank controller, not the half-made one")
        XCTAssertEqual(StoryboardTests.lines, ["DetailController init(coder:)"], "awakeFromNib never came")
    }

    /// iOS code builds unchanged against the engine: UIKit's signatures,
    /// called without `try`.
    func testStoryboardInUIKitsShape() throws {
        let make: (String, Bundle?) -> UIStoryboard = UIStoryboard.init(name:bundle:)
        let initial: (UIStoryboard) -> () -> UIViewController? = UIStoryboard.instantiateInitialViewController
        let withIdentifier: (UIStoryboard) -> (String) -> UIViewController = UIStoryboard.instantiateViewController(withIdentifier:)
        let storyboard = UIStoryboard(name: "Main", bundle: StoryboardTests.appBundle)
        let tabs = storyboard.instantiateViewController(withIdentifier: "Tabs")
        XCTAssertTrue(tabs is UITabBarController)
        XCTAssertTrue(storyboard.instantiateInitialViewController() is ViewController)
        let main = make("Main", StoryboardTests.appBundle)
        XCTAssertTrue(initial(main)() is ViewController)
        XCTAssertTrue(withIdentifier(main)("Navigation") is UINavigationController)
    }
}
