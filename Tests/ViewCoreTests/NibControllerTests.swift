import XCTest
@testable import ViewCore

/// A controller whose view comes from its nib (R6.3, R6.4).
final class NibControllerTests: ControllerTestCase {
    /// Designed at 375×667, its content view pinned to the safe area's top and
    /// the edges.
    static let designedScreen = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
            <connections>
                <outlet property="view" destination="root" id="o1"/>
                <outlet property="contentView" destination="content" id="o2"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="safe"/>
        </view>
        """

    final class DesignedController: UIViewController {
        var contentView: UIView?
        var lines: [String] = []

        private func note(_ hook: String) {
            lines.append("\(hook) \(frameNotation(view.frame)) \(contentView.map { frameNotation($0.frame) } ?? "nil")")
        }

        override func awakeFromNib() { lines.append("awakeFromNib") }
        override func viewDidLoad() { note("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { note("viewWillAppear:") }
        override func viewDidAppear(_ animated: Bool) { note("viewDidAppear:") }
    }

    /// R6.4: in viewDidLoad and viewWillAppear: the view and its pinned
    /// subview have the nib's designed frames; by viewDidAppear: the screen's.
    /// File's Owner gets no awakeFromNib: it is a placeholder.
    func test_R6_4_designedSizeUntilLayout() throws {
        Session.start(device: try XCTUnwrap(Device.named("iPhone 6 Plus")))
        registerController(DesignedController.self, "DesignedController",
                           properties: [outlet("contentView", \DesignedController.contentView)])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-controller-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = String(decoding: try XCTUnwrap(nibData(Self.designedScreen)), as: UTF8.self)
        try xml.write(to: folder.appendingPathComponent("Designed.xib"), atomically: true, encoding: .utf8)

        let controller = DesignedController(nibName: "Designed", bundle: Bundle(url: folder))
        showInWindow(controller)
        XCTAssertEqual(controller.lines, [
            "viewDidLoad (0 0; 375 667) (0 20; 375 647)",
            "viewWillAppear: (0 0; 375 667) (0 20; 375 647)",
            "viewDidAppear: (0 0; 414 736) (0 20; 414 716)",
        ])
    }

    /// UIViewController.nibName: "If you specify nil for the nibName parameter
    /// and you do not override the loadView() method, the view controller
    /// searches for a nib file": for DesignedController, Designed.xib, then
    /// DesignedController.xib. UIKit's own controllers look for none.
    func testWithoutANibNameTheNibNamedAfterTheClassIsLoaded() throws {
        registerController(DesignedController.self, "DesignedController",
                           properties: [outlet("contentView", \DesignedController.contentView)])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-by-class-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = String(decoding: try XCTUnwrap(nibData(Self.designedScreen)), as: UTF8.self)
        try xml.write(to: folder.appendingPathComponent("DesignedController.xib"), atomically: true, encoding: .utf8)
        try xml.write(to: folder.appendingPathComponent("UIViewController.xib"), atomically: true, encoding: .utf8)

        let controller = DesignedController(nibName: nil, bundle: Bundle(url: folder))
        XCTAssertNil(controller.nibName)
        XCTAssertEqual(controller.view.frame.size, CGSize(width: 375, height: 667))
        XCTAssertNotNil(controller.contentView, "DesignedController.xib, with no Designed.xib beside it")

        let smaller = xml.replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"320\" height=\"480\"")
        try smaller.write(to: folder.appendingPathComponent("Designed.xib"), atomically: true, encoding: .utf8)
        Session.start()
        registerController(DesignedController.self, "DesignedController",
                           properties: [outlet("contentView", \DesignedController.contentView)])
        let second = DesignedController(nibName: nil, bundle: Bundle(url: folder))
        XCTAssertEqual(second.view.frame.size, CGSize(width: 320, height: 480), "Designed.xib first")

        let plain = UIViewController(nibName: nil, bundle: Bundle(url: folder))
        XCTAssertEqual(plain.view.frame, UIScreen.main.bounds, "no UIViewController.xib for UIKit's own class")
    }
}
