import XCTest
@testable import ViewCore

/// The real Interface Builder files of Tests/Fixtures/ib: each loads, into the
/// tree, frames, outlets and constraints its XML describes.
final class NibFixtureTests: ViewCoreTestCase {
    override func setUp() {
        super.setUp()
        FixtureClasses.register()
    }

    /// Through UIKit's call, as an app loads them: a fixture that does not
    /// load is an exception the test did not capture.
    private func load(_ name: String, owner: Any? = nil) -> [Any] {
        UINib(nibName: name, bundle: fixtureBundle).instantiate(withOwner: owner, options: nil)
    }

    func testEveryXibFixtureLoads() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtureBundle.bundlePath)
            .filter { $0.hasSuffix(".xib") }.sorted()
        XCTAssertEqual(names.count, 7)
        for name in names {
            let objects = load(String(name.dropLast(4)), owner: UIViewController())
            XCTAssertEqual(objects.count, 1, name)
            XCTAssertTrue(objects.first is UIView, name)
        }
    }

    func testPlainView() throws {
        let view = try XCTUnwrap(load("IBDecodable-View").first as? UIView)
        XCTAssertEqual(view.className, "UIView")
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertEqual(view.backgroundColor, UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(view.subviews.count, 0)
        XCTAssertEqual(warnings, [])
    }

    /// R6.3: the default `loadView` loads the nib named by `nibName`, with the
    /// controller as File's Owner, whose `view` outlet sets its view.
    func test_R6_3_controllerViewFromItsNib() throws {
        let controller = UIViewController(nibName: "IBDecodable-ViewControllerWithOutlets", bundle: fixtureBundle)
        XCTAssertFalse(controller.isViewLoaded)
        let view: UIView = controller.view
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 375, height: 667), "the designed size, until layout (R6.4)")
        XCTAssertTrue(controller.viewIfLoaded === view)
        XCTAssertEqual(view.backgroundColor, .white)
    }

    func testScrollViewAndItsGuides() throws {
        let scroll = try XCTUnwrap(load("IBDecodable-ScrollViewWithLayoutGuides").first as? UIScrollView)
        XCTAssertEqual(scroll.className, "UIScrollView")
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 0, width: 414, height: 896))
        XCTAssertTrue(scroll.clipsToBounds)
        XCTAssertEqual(scroll.autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])
        scroll.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, .zero, "no constraint sizes its content guide")
        XCTAssertEqual(warnings, [], "its content and frame layout guides are the scroll view's")
    }

    /// The fixture's guides, with what IB writes once content is pinned to
    /// them: constraints to `contentLayoutGuide` and `frameLayoutGuide`, which
    /// make the content size and keep a badge in place as the content scrolls.
    func testConstraintsToAScrollViewsContentAndFrameGuides() throws {
        let scroll = try XCTUnwrap(nib("""
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="6db-TX-948">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="1200"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1200" id="h"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="366" y="16" width="32" height="32"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="32" id="bw"/>
                            <constraint firstAttribute="height" constant="32" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="c" firstAttribute="top" secondItem="gIB-vp-IUT" secondAttribute="top" id="t"/>
                    <constraint firstItem="c" firstAttribute="leading" secondItem="gIB-vp-IUT" secondAttribute="leading" id="l"/>
                    <constraint firstItem="gIB-vp-IUT" firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="r"/>
                    <constraint firstItem="gIB-vp-IUT" firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="d"/>
                    <constraint firstItem="c" firstAttribute="width" secondItem="Rvc-ob-et2" secondAttribute="width" id="w"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="Rvc-ob-et2" secondAttribute="top" constant="16" id="bt"/>
                    <constraint firstItem="Rvc-ob-et2" firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="16" id="br"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="xxI-Vn-owq"/>
                <viewLayoutGuide key="contentLayoutGuide" id="gIB-vp-IUT"/>
                <viewLayoutGuide key="frameLayoutGuide" id="Rvc-ob-et2"/>
            </scrollView>
            """).instantiate(withOwner: nil).first as? UIScrollView)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(scroll.constraints.count, 7)
        XCTAssertTrue(scroll.constraints.contains { $0.secondItem === scroll.frameLayoutGuide })
        XCTAssertTrue(scroll.constraints.contains { $0.firstItem === scroll.contentLayoutGuide })
        scroll.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 414, height: 1200))
        let content = scroll.subviews[0], badge = scroll.subviews[1]
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 414, height: 1200))
        XCTAssertEqual(badge.frame, CGRect(x: 366, y: 16, width: 32, height: 32))
        scroll.contentOffset = CGPoint(x: 0, y: 304)
        scroll.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 366, y: 320, width: 32, height: 32))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 414, height: 1200))
    }

    /// SwiftMessages' card: custom classes, a stack view of stand-ins (labels,
    /// an image view, a button), margins, size-class variations of the
    /// constraints, runtime attributes and six outlets.
    func testCardView() throws {
        let card = try XCTUnwrap(load("SwiftMessages-CardView").first as? MessageView)
        XCTAssertEqual(classTree(card), [
            "MessageView",
            "  CornerRoundingView",
            "    UIStackView",
            "      UILabel",
            "      UIImageView",
            "      UIStackView",
            "        UILabel",
            "        UILabel",
            "      UIButton",
            "        UIButtonLabel",
        ])
        let corner = try XCTUnwrap(card.backgroundView as? CornerRoundingView)
        XCTAssertTrue(corner.superview === card)
        let content = try XCTUnwrap(corner.subviews.first as? UIStackView)
        XCTAssertEqual(content.arrangedSubviews.count, 4)
        XCTAssertEqual(content.alignment, .center)
        XCTAssertEqual(content.spacing, 10, "the default variation's spacing; the regular width's is 15")
        let texts = try XCTUnwrap(content.arrangedSubviews[2] as? UIStackView)
        XCTAssertEqual(texts.axis, .vertical)
        XCTAssertTrue(card.iconLabel === content.arrangedSubviews[0])
        XCTAssertTrue(card.iconImageView === content.arrangedSubviews[1])
        XCTAssertTrue(card.titleLabel === texts.arrangedSubviews[0])
        XCTAssertTrue(card.bodyLabel === texts.arrangedSubviews[1])
        XCTAssertTrue(card.button === content.arrangedSubviews[3])

        // Labels are real ones, with the text, font and colour archived.
        let title = try XCTUnwrap(card.titleLabel as? UILabel)
        XCTAssertEqual(title.text, "[Title]")
        XCTAssertEqual(title.textColor, UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertFalse(title.isUserInteractionEnabled)
        XCTAssertFalse(title.isOpaque)
        XCTAssertEqual(title.contentVerticalPriorities, [UILayoutPriority(251), UILayoutPriority(751)])
        XCTAssertEqual(title.description, "<UILabel: #\(title.objectID); frame = (0 0; 267 20.5); text = '[Title]'>")

        // R12.2: the labels' accessibility configuration (`isElement` NO).
        XCTAssertFalse(title.isAccessibilityElement)
        XCTAssertEqual(title.accessibilityLabel, "[Title]")
        XCTAssertTrue(try XCTUnwrap(card.button).isAccessibilityElement, "no configuration: a control's default")

        // Runtime attributes, set before awakeFromNib.
        XCTAssertEqual(corner.cornerRadius, 15)
        XCTAssertEqual(card.topLayoutMarginAddition, 10)
        XCTAssertEqual(card.leftLayoutMarginAddition, 10)
        XCTAssertEqual(card.bounceAnimationOffset, 0)
        XCTAssertEqual(card.collapseLayoutMarginAdditions, true)
        XCTAssertEqual(card.attributesAtAwake, "cornerRadius 15, collapse true")

        // Constraints: on an iPhone in portrait (compact width) the default
        // variation leaves out three of the card's and the corner view's one.
        XCTAssertEqual(card.constraints.filter { $0.identifier == nil && !isEngineConstraint($0) }.count, 5)
        XCTAssertEqual(corner.constraints.filter { !isEngineConstraint($0) }.count, 4)
        XCTAssertEqual(card.constraints.first { $0.priority == UILayoutPriority(950) }?.firstAttribute, .centerX)
        XCTAssertEqual(warnings, [], "every kind of view in it is a real one")
    }

    /// The same card on an iPad: the regular width's variation installs the
    /// constraints the default one leaves out.
    func testCardViewInARegularWidth() throws {
        Session.start(device: try XCTUnwrap(Device.named("iPad")))
        FixtureClasses.register()
        let card = try XCTUnwrap(load("SwiftMessages-CardView").first as? MessageView)
        let corner = try XCTUnwrap(card.backgroundView)
        XCTAssertEqual(card.constraints.filter { !isEngineConstraint($0) }.count, 5)
        XCTAssertEqual(corner.constraints.filter { !isEngineConstraint($0) }.count, 5, "the width limit of 500 is in")
        XCTAssertNotNil(corner.constraints.first { $0.firstAttribute == .width && $0.relation == .lessThanOrEqual })
    }

    /// Laid out at its designed size, the card places its corner view within
    /// its margins and the content 20 points inside that.
    func testCardViewLayout() throws {
        let card = try XCTUnwrap(load("SwiftMessages-CardView").first as? MessageView)
        let window = makeWindow("W")
        window.addSubview(card)
        card.frame = CGRect(x: 0, y: 100, width: 393, height: 160)
        window.layoutIfNeeded()
        let corner = try XCTUnwrap(card.backgroundView)
        XCTAssertEqual(corner.frame.minX, card.layoutMargins.left)
        XCTAssertEqual(corner.frame.maxX, card.bounds.width - card.layoutMargins.right)
        XCTAssertEqual(corner.frame.minY, card.layoutMargins.top)
        XCTAssertEqual(corner.frame.maxY, card.bounds.height - card.layoutMargins.bottom)
        let content = try XCTUnwrap(corner.subviews.first)
        XCTAssertEqual(content.frame, corner.bounds.insetBy(dx: 20, dy: 20))
        XCTAssertEqual(card.iconLabel?.frame.size, CGSize(width: 38, height: 137.0 / 3),
                       "measured from its text: an emoji 1 em wide, a 38-point line rounded up to pixels")
    }

    func testStatusLine() throws {
        let line = try XCTUnwrap(load("SwiftMessages-StatusLine").first as? MessageView)
        XCTAssertEqual(classTree(line), ["MessageView", "  UILabel"])
        XCTAssertTrue(line.bodyLabel === line.subviews.first)
        XCTAssertEqual(line.leftLayoutMarginAddition, 30)
        XCTAssertEqual(line.collapseLayoutMarginAdditions, false)
        XCTAssertEqual(line.constraints.filter { !isEngineConstraint($0) }.count, 4)
        let label = try XCTUnwrap(line.bodyLabel)
        let height = try XCTUnwrap(label.constraints.first { $0.firstAttribute == .height })
        XCTAssertEqual(height.priority, UILayoutPriority(999))
        XCTAssertEqual(height.constant, 20)
        XCTAssertTrue(height.firstItem === label)
        XCTAssertNil(height.secondItem)
    }

    /// JSQMessages' toolbar: outlets to constraints, a text view of a custom
    /// class, calibrated-white colors.
    func testToolbarContentView() throws {
        let toolbar = try XCTUnwrap(load("JSQMessagesToolbarContentView").first as? ToolbarContentView)
        XCTAssertEqual(classTree(toolbar), ["ToolbarContentView", "  UIView", "  UIView", "  ComposerTextView"])
        XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(toolbar.backgroundColor, UIColor(white: 1, alpha: 1))
        let left = try XCTUnwrap(toolbar.leftBarButtonContainerView)
        XCTAssertEqual(left.backgroundColor, UIColor(white: 0.66666666666666663, alpha: 1))
        let width = try XCTUnwrap(toolbar.leftBarButtonContainerViewWidthConstraint)
        XCTAssertTrue(width.firstItem === left)
        XCTAssertEqual(width.constant, 34)
        XCTAssertTrue(width.isActive)
        XCTAssertEqual(toolbar.rightBarButtonContainerViewWidthConstraint?.constant, 50)
        let spacing = try XCTUnwrap(toolbar.leftHorizontalSpacingConstraint)
        XCTAssertTrue(spacing.firstItem === left)
        XCTAssertTrue(spacing.secondItem === toolbar)
        XCTAssertEqual(spacing.firstAttribute, .leading)
        XCTAssertEqual(spacing.constant, 8)
        let trailing = try XCTUnwrap(toolbar.rightHorizontalSpacingConstraint)
        XCTAssertTrue(trailing.firstItem === toolbar, "a missing firstItem is the view that holds the constraint")
        XCTAssertEqual(trailing.firstAttribute, .trailing)
        XCTAssertTrue(toolbar.textView is ComposerTextView)
        XCTAssertEqual(toolbar.textView?.constraints.filter { !isEngineConstraint($0) }.count, 3)
        XCTAssertEqual(toolbar.constraints.filter { !isEngineConstraint($0) }.count, 8)

        let window = makeWindow("W")
        window.addSubview(toolbar)
        toolbar.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
        window.layoutIfNeeded()
        XCTAssertEqual(left.frame, CGRect(x: 8, y: 6, width: 34, height: 32))
        XCTAssertEqual(toolbar.rightBarButtonContainerView?.frame, CGRect(x: 335, y: 6, width: 50, height: 32))
        XCTAssertEqual(toolbar.textView?.frame, CGRect(x: 50, y: 7, width: 277, height: 30))
    }

    /// JSQMessages' header: a collection reusable view of a custom class whose
    /// button carries an action back to it.
    func testLoadEarlierHeaderView() throws {
        let nib = UINib(nibName: "JSQMessagesLoadEarlierHeaderView", bundle: fixtureBundle)
        let loaded = try nib.instantiateReportingActions(withOwner: nil)
        let header = try XCTUnwrap(loaded.topLevelObjects.first as? LoadEarlierHeaderView)
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 32))
        XCTAssertEqual(header.contentMode, .center)
        XCTAssertEqual(header.autoresizingMask, [.flexibleRightMargin, .flexibleTopMargin])
        let button = try XCTUnwrap(header.loadButton as? UIButton)
        XCTAssertFalse(button.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(loaded.actions.count, 1)
        XCTAssertEqual(loaded.actions.first?.selector, "loadButtonPressed:")
        XCTAssertTrue(loaded.actions.first?.target === header)
        XCTAssertTrue(loaded.actions.first?.source === button)
        XCTAssertEqual(loaded.actions.first?.eventType, "touchUpInside")
        XCTAssertEqual(button.actions(forTarget: header, forControlEvent: .touchUpInside), ["loadButtonPressed:"])
        XCTAssertEqual(header.constraints.filter { !isEngineConstraint($0) }.count, 4)
    }

    /// A nib is compiled once; each instantiation makes new objects.
    func testEachInstantiationMakesNewObjects() throws {
        let nib = UINib(nibName: "SwiftMessages-CardView", bundle: fixtureBundle)
        let first = try XCTUnwrap(nib.instantiate(withOwner: nil).first as? MessageView)
        let second = try XCTUnwrap(nib.instantiate(withOwner: nil).first as? MessageView)
        XCTAssertFalse(first === second)
        XCTAssertFalse(first.bodyLabel === second.bodyLabel)
        XCTAssertEqual(classTree(first), classTree(second))
    }

    /// The storyboard of the fixtures is not a nib.
    func testStoryboardIsNotANib() throws {
        let url = fixtureBundle.bundleURL.appendingPathComponent("IBDecodable-StoryboardControllers.storyboard")
        let nib = UINib(data: try Data(contentsOf: url), bundle: nil)
        XCTAssertThrowsError(try nib.instantiateReportingActions(withOwner: nil)) { error in
            XCTAssertEqual("\(error)", "(nib data) is a storyboard, not a nib; load it with UIStoryboard")
        }
        var objects: [Any] = ["not instantiated"]
        XCTAssertEqual(UIKitException.capture { objects = nib.instantiate(withOwner: nil) },
                       UIKitException(name: .internalInconsistencyException,
                                      reason: "(nib data) is a storyboard, not a nib; load it with UIStoryboard"))
        XCTAssertTrue(objects.isEmpty)
    }

    /// iOS code builds unchanged against the engine: UIKit's signature, called
    /// without `try`, the options nil or left out.
    func testInstantiateInUIKitsShape() throws {
        let instantiate: (UINib) -> (Any?, [UINib.OptionsKey: Any]?) -> [Any] = UINib.instantiate(withOwner:options:)
        let views = UINib(nibName: "IBDecodable-View", bundle: fixtureBundle).instantiate(withOwner: nil, options: nil)
        let view = try XCTUnwrap(views.first as? UIView)
        XCTAssertEqual(view.className, "UIView")
        let card = UINib(nibName: "SwiftMessages-CardView", bundle: fixtureBundle).instantiate(withOwner: nil)
        XCTAssertTrue(card.first is MessageView)
        XCTAssertEqual(instantiate(UINib(nibName: "IBDecodable-View", bundle: fixtureBundle))(nil, nil).count, 1)
    }

    private func isEngineConstraint(_ constraint: NSLayoutConstraint) -> Bool { constraint.isEngineOwned }
}

extension UIView {
    fileprivate var contentVerticalPriorities: [UILayoutPriority] {
        [contentHuggingPriority(for: .vertical), contentCompressionResistancePriority(for: .vertical)]
    }
}
