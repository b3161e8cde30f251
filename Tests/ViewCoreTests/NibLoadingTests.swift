import XCTest
@testable import ViewCore

/// Loading a nib: UIKit's order (R1.2), what each kind of archived value
/// becomes, and the connections.
final class NibLoadingTests: ViewCoreTestCase {
    override func setUp() {
        super.setUp()
        NibLoggingView.log = []
        NibLoggingView.register()
    }

    private static let nestedCustomViews = """
        <view userLabel="Root" customClass="NibLoggingView" tag="1" id="root">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <subviews>
                <view userLabel="A" customClass="NibLoggingView" id="a">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <subviews>
                        <view userLabel="A1" customClass="NibLoggingView" id="a1">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <connections>
                        <outlet property="sibling" destination="b" id="o2"/>
                    </connections>
                </view>
                <view userLabel="B" customClass="NibLoggingView" id="b">
                    <rect key="frame" x="50" y="0.0" width="50" height="50"/>
                </view>
            </subviews>
            <connections>
                <outlet property="child" destination="a" id="o1"/>
            </connections>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="tag">
                    <integer key="value" value="5"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
        """

    /// R1.2: each view's `initWithCoder:` decodes its subviews, which are made
    /// and then added inside it (their superview callbacks fire then); outlets
    /// are nil throughout; runtime attributes come after the archived values;
    /// `awakeFromNib` comes last, to every object, once all are connected.
    func test_R1_2_nestedCustomViewsInUIKitsOrder() throws {
        let objects = nib(Self.nestedCustomViews).instantiate(withOwner: nil)
        XCTAssertEqual(NibLoggingView.log, [
            "Root initWithCoder: begin",
            "A initWithCoder: begin",
            "A1 initWithCoder: begin",
            "A1 initWithCoder: end, outlets nil, subviews 0",
            "A1 willMoveToSuperview: A",
            "A1 didMoveToSuperview",
            "A didAddSubview: A1",
            "A initWithCoder: end, outlets nil, subviews 1",
            "B initWithCoder: begin",
            "B initWithCoder: end, outlets nil, subviews 0",
            "A willMoveToSuperview: Root",
            "A didMoveToSuperview",
            "Root didAddSubview: A",
            "B willMoveToSuperview: Root",
            "B didMoveToSuperview",
            "Root didAddSubview: B",
            "Root initWithCoder: end, outlets nil, subviews 2",
            "Root awakeFromNib, child A, sibling nil, tag 5",
            "A awakeFromNib, child nil, sibling B, tag 0",
            "A1 awakeFromNib, child nil, sibling nil, tag 0",
            "B awakeFromNib, child nil, sibling nil, tag 0",
        ])
        XCTAssertEqual(objects.count, 1)
        let root = try XCTUnwrap(objects.first as? NibLoggingView)
        XCTAssertEqual(root.subviews.map { ($0 as? NibLoggingView)?.name }, ["A", "B"])
        XCTAssertEqual(warnings, [])
    }

    /// File's Owner's outlets are connected with the others, after every
    /// object exists, and before `awakeFromNib`.
    func test_R1_2_ownerOutletsAreSetBeforeAwakeFromNib() throws {
        final class Owner: UIViewController {
            var root: UIView?
        }
        registerController(Owner.self, "Owner", properties: [outlet("root", \Owner.root)])
        let owner = Owner()
        var ownerOutletAtAwake: UIView?
        let objects = nib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="owner">
                <connections>
                    <outlet property="root" destination="root" id="o1"/>
                </connections>
            </placeholder>
            <view userLabel="Root" customClass="NibLoggingView" id="root">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """).instantiate(withOwner: owner)
        ownerOutletAtAwake = owner.root
        XCTAssertTrue(ownerOutletAtAwake === objects.first as AnyObject)
        XCTAssertEqual(NibLoggingView.log.first, "Root initWithCoder: begin")
        XCTAssertFalse(owner.isViewLoaded, "setting another outlet does not load the owner's view")
    }

    /// Without an owner, File's Owner's outlets go nowhere, as messages to nil.
    func testNilOwnerSkipsItsOutlets() throws {
        let objects = nib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="owner">
                <connections>
                    <outlet property="view" destination="v" id="o1"/>
                </connections>
            </placeholder>
            <view id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """).instantiate(withOwner: nil)
        XCTAssertEqual(objects.count, 1)
    }

    func testArchivedViewValues() throws {
        let view = try XCTUnwrap(nib("""
            <view contentMode="redraw" tag="42" hidden="YES" alpha="0.5" opaque="NO" clipsSubviews="YES"
                  userInteractionEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO"
                  clearsContextBeforeDrawing="NO" autoresizesSubviews="NO" insetsLayoutMarginsFromSafeArea="NO"
                  horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" id="v">
                <rect key="frame" x="1.5" y="2" width="30.25" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES"
                                  flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>
                <color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="0.75" colorSpace="custom" customColorSpace="sRGB"/>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
            </view>
            """).instantiate(withOwner: nil).first as? UIView)
        XCTAssertEqual(view.className, "UIView")
        XCTAssertEqual(view.frame, CGRect(x: 1.5, y: 2, width: 30.25, height: 40))
        XCTAssertEqual(view.contentMode, .redraw)
        XCTAssertEqual(view.tag, 42)
        XCTAssertTrue(view.isHidden)
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertFalse(view.isOpaque)
        XCTAssertTrue(view.clipsToBounds)
        XCTAssertFalse(view.isUserInteractionEnabled)
        XCTAssertFalse(view.translatesAutoresizingMaskIntoConstraints)
        XCTAssertFalse(view.clearsContextBeforeDrawing)
        XCTAssertFalse(view.autoresizesSubviews)
        XCTAssertFalse(view.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(view.autoresizingMask, [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                               .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        XCTAssertEqual(view.backgroundColor, UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), UILayoutPriority(251))
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .defaultLow)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), UILayoutPriority(749))
    }

    /// System colors by name, in their light appearance: from the document's
    /// resources when it describes them, else the engine's own values; an
    /// asset color the document does not describe is left out, with a warning.
    func testColors() throws {
        let objects = nib("""
            <view id="a"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <color key="backgroundColor" systemColor="systemRedColor"/></view>
            <view id="b"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/></view>
            <view id="c"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
            <view id="d"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <color key="backgroundColor" name="Brand"/></view>
            <view id="e"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <color key="backgroundColor" name="Missing"/></view>
            <view id="f"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <color key="backgroundColor" white="0.25" alpha="0.5" colorSpace="calibratedWhite"/></view>
            """, resources: """
            <systemColor name="systemBackgroundColor">
                <color white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <namedColor name="Brand">
                <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            """).instantiate(withOwner: nil)
        let colors = objects.map { ($0 as? UIView)?.backgroundColor }
        XCTAssertEqual(colors, [
            UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1),
            UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
            UIColor(white: 0.9, alpha: 1),
            UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1),
            nil,
            UIColor(white: 0.25, alpha: 0.5),
        ])
        XCTAssertEqual(warnings, [
            #"(nib data): <color key="backgroundColor"> (line 15): names the color 'Missing', which neither the document nor an asset catalog beside it describes; it is left out"#,
        ])
    }

    /// Constraints as IB writes them: a missing first item is the view that
    /// holds them, ratios as multipliers, fractional constants, priorities,
    /// identifiers; placeholder constraints are left out.
    func testConstraints() throws {
        final class Holder: UIView {
            var aspect: NSLayoutConstraint?
            var third: NSLayoutConstraint?
            var guideTop: NSLayoutConstraint?
        }
        registerView(Holder.self, "Holder", properties: [
            outlet("aspect", \Holder.aspect), outlet("third", \Holder.third), outlet("guideTop", \Holder.guideTop),
        ])
        let holder = try XCTUnwrap(nib("""
            <view customClass="Holder" id="h">
                <rect key="frame" x="0.0" y="0.0" width="300" height="600"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="c" secondAttribute="height" multiplier="16:9" id="ratio"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="c" firstAttribute="width" secondItem="h" secondAttribute="width" multiplier="1/3" constant="0.5" priority="750" identifier="third" id="w"/>
                    <constraint firstItem="c" firstAttribute="top" secondItem="g" secondAttribute="top" constant="8.25" id="t"/>
                    <constraint firstItem="c" firstAttribute="leading" secondItem="h" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstItem="c" firstAttribute="bottom" secondItem="h" secondAttribute="bottom" placeholder="YES" id="p"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="g"/>
                <connections>
                    <outlet property="aspect" destination="ratio" id="o1"/>
                    <outlet property="third" destination="w" id="o2"/>
                    <outlet property="guideTop" destination="t" id="o3"/>
                </connections>
            </view>
            """).instantiate(withOwner: nil).first as? Holder)
        let child = try XCTUnwrap(holder.subviews.first)
        let aspect = try XCTUnwrap(holder.aspect)
        XCTAssertTrue(aspect.firstItem === child, "a missing firstItem is the view whose <constraints> hold it")
        XCTAssertEqual(aspect.multiplier, 16.0 / 9.0)
        XCTAssertTrue(aspect.isActive)
        let third = try XCTUnwrap(holder.third)
        XCTAssertEqual(third.multiplier, 1.0 / 3.0)
        XCTAssertEqual(third.constant, 0.5)
        XCTAssertEqual(third.priority, .defaultHigh)
        XCTAssertEqual(third.identifier, "third")
        XCTAssertTrue(holder.guideTop?.secondItem === holder.safeAreaLayoutGuide)
        XCTAssertEqual(holder.guideTop?.constant, 8.25)
        XCTAssertEqual(holder.constraints.filter { !$0.isEngineOwned }.count, 3, "the placeholder is left out")
        XCTAssertEqual(child.constraints.filter { !$0.isEngineOwned }.count, 1)
    }

    /// Outlet collections gather their objects in document order; an action
    /// to First Responder has no target (it goes up the responder chain).
    func testOutletCollectionsAndActions() throws {
        final class Panel: UIView {
            var items: [UIView]?
        }
        registerView(Panel.self, "Panel", properties: [outlet("items", \Panel.items)])
        let loaded = try nib("""
            <view customClass="Panel" id="p">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <button id="b1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <connections><action selector="tap:" destination="-2" eventType="touchUpInside" id="a1"/></connections>
                    </button>
                    <switch id="s1"><rect key="frame" x="0.0" y="20" width="51" height="31"/>
                        <connections><action selector="flip:" destination="p" eventType="valueChanged" id="a2"/></connections>
                    </switch>
                </subviews>
                <connections>
                    <outletCollection property="items" destination="s1" id="c1"/>
                    <outletCollection property="items" destination="b1" id="c2"/>
                </connections>
            </view>
            """).instantiateReportingActions(withOwner: nil)
        let panel = try XCTUnwrap(loaded.topLevelObjects.first as? Panel)
        XCTAssertEqual(panel.items?.map(\.className), ["UISwitch", "UIButton"])
        XCTAssertEqual(loaded.actions.map(\.selector), ["tap:", "flip:"])
        XCTAssertNil(loaded.actions[0].target)
        XCTAssertTrue(loaded.actions[1].target === panel)
        XCTAssertEqual(loaded.actions[1].eventType, "valueChanged")
        let flip = try XCTUnwrap(panel.items?.first as? UISwitch)
        XCTAssertEqual(flip.actions(forTarget: panel, forControlEvent: .valueChanged), ["flip:"],
                       "a real control gets the nib's target-action")
        XCTAssertEqual(warnings, [], "buttons and switches are real ones")
    }

    /// Each type of runtime attribute, applied by key path before awakeFromNib;
    /// a stand-in keeps keys the engine does not know; a layer's are left out.
    func testRuntimeAttributes() throws {
        final class Styled: UIView {
            var name: String?
            var flag = false
            var point = CGPoint.zero
            var size = CGSize.zero
            var box = CGRect.zero
            var tint: UIColor?
            var count = 0
            var ratio: CGFloat = 0
        }
        registerView(Styled.self, "Styled", properties: [
            outlet("name", \Styled.name), attribute("flag", \Styled.flag), attribute("point", \Styled.point),
            attribute("size", \Styled.size), attribute("box", \Styled.box), outlet("tint", \Styled.tint),
            attribute("count", \Styled.count), attribute("ratio", \Styled.ratio),
        ])
        let objects = nib("""
            <view customClass="Styled" id="s">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="name" value="card"/>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="YES"/>
                    <userDefinedRuntimeAttribute type="point" keyPath="point"><point key="value" x="1" y="2"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="size" keyPath="size"><size key="value" width="3" height="4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="rect" keyPath="box"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="color" keyPath="tint"><color key="value" white="0.0" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="count"><integer key="value" value="7"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="ratio"><real key="value" value="0.75"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" white="0.0" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            <mapView mapType="standard" id="l">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="localizedString" keyPath="accessibilityHint" value="Greets"/>
                </userDefinedRuntimeAttributes>
            </mapView>
            """).instantiate(withOwner: nil)
        let styled = try XCTUnwrap(objects.first as? Styled)
        XCTAssertEqual(styled.name, "card")
        XCTAssertTrue(styled.flag)
        XCTAssertEqual(styled.point, CGPoint(x: 1, y: 2))
        XCTAssertEqual(styled.size, CGSize(width: 3, height: 4))
        XCTAssertEqual(styled.box, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(styled.tint, .black)
        XCTAssertEqual(styled.count, 7)
        XCTAssertEqual(styled.ratio, 0.75)
        XCTAssertEqual(styled.layer.cornerRadius, 4, "a key path through the layer")
        XCTAssertEqual(styled.layer.borderColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1), "the default: no UIColor for a CGColor")
        let label = try XCTUnwrap(objects.last as? NibStandInView)
        XCTAssertEqual(label.accessibilityHint, "Greets", "a view's own property now")
        XCTAssertEqual(label.keptValues["mapType"] as? String, "standard")
        XCTAssertEqual(label.value(forKey: "mapType") as? String, "standard")
        XCTAssertEqual(warnings.count, 2)
        XCTAssertTrue(warnings[0].contains("gives the layer's borderColor a UIColor"), warnings[0])
    }

    /// A stack view arranges the subviews IB lists.
    func testStackViewArrangesItsSubviews() throws {
        let stack = try XCTUnwrap(nib("""
            <stackView axis="vertical" alignment="top" distribution="fillEqually" spacing="4.5" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view id="a"><rect key="frame" x="0.0" y="0.0" width="100" height="48"/></view>
                    <view id="b"><rect key="frame" x="0.0" y="52" width="100" height="48"/></view>
                </subviews>
            </stackView>
            """).instantiate(withOwner: nil).first as? UIStackView)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.alignment, .leading)
        XCTAssertEqual(stack.distribution, .fillEqually)
        XCTAssertEqual(stack.spacing, 4.5)
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual(stack.subviews, by: ===))
    }

    /// External objects stand in for their placeholders; a custom class reads
    /// its element's attributes from the coder.
    func testExternalObjectsAndTheCoder() throws {
        final class Reader: UIView {
            var readText: String?
            var readWidth = 0.0
            var readFlag = false
            var readCount = 0
            var target: UIView?
            required init?(coder: NSCoder) {
                readText = coder.decodeObject(forKey: "text") as? String
                readWidth = coder.decodeDouble(forKey: "width")
                readFlag = coder.decodeBool(forKey: "enabled")
                readCount = coder.decodeInteger(forKey: "count")
                super.init(coder: coder)
            }
        }
        registerView(Reader.self, "Reader", properties: [outlet("target", \Reader.target)])
        let external = UIView()
        let reader = try XCTUnwrap(nib("""
            <placeholder placeholderIdentifier="Shared" id="x"/>
            <view customClass="Reader" text="hi" width="12.5" enabled="YES" count="3" id="r">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <connections><outlet property="target" destination="x" id="o"/></connections>
            </view>
            """).instantiate(withOwner: nil, options: [.externalObjects: ["Shared": external]]).first as? Reader)
        XCTAssertEqual(reader.readText, "hi")
        XCTAssertEqual(reader.readWidth, 12.5)
        XCTAssertTrue(reader.readFlag)
        XCTAssertEqual(reader.readCount, 3)
        XCTAssertTrue(reader.target === external)
    }
}
