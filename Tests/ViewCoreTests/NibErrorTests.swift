import XCTest
@testable import ViewCore

/// What a nib can get wrong: each a `NibError` naming the file and the
/// element (UIKit's exception, from the UIKit-named call), never a trap, and
/// nothing half-loaded left behind.
final class NibErrorTests: ViewCoreTestCase {
    override func setUp() {
        super.setUp()
        NibLoggingView.log = []
        NibLoggingView.register()
    }

    private func loadError(_ nib: UINib, owner: Any? = nil, file: StaticString = #filePath,
                           line: UInt = #line) -> String {
        do {
            let objects = try nib.instantiateReportingActions(withOwner: owner).topLevelObjects
            XCTFail("loaded \(objects.count) objects", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    private func document(_ xml: String) -> UINib { UINib(data: Data(xml.utf8), bundle: nil) }

    func testLegacyArchiveFormat() {
        let legacy = document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data><int key="IBDocument.SystemTarget">1280</int></data>
            </archive>
            """)
        XCTAssertEqual(loadError(legacy),
            "(nib data) is in the legacy Interface Builder 3 format (an <archive>), which only Xcode 4 and earlier wrote; open it in a current Xcode and save it to convert it")
    }

    func testMalformedXML() {
        XCTAssertEqual(loadError(document("<document><objects></document>")),
                       "(nib data) is not well-formed XML: a closing tag that does not match the open element at line 1")
        XCTAssertEqual(loadError(document("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>")),
                       "(nib data) is not well-formed XML: the document ends early or has content after its root element at line 3")
        XCTAssertEqual(loadError(document("")),
                       "(nib data) is not well-formed XML: the document ends before its root element is closed")
        XCTAssertEqual(loadError(document("not xml")),
                       "(nib data) is not well-formed XML: the document is empty or does not start with an element at line 1")
    }

    /// A document nested deeper than any nib is refused before anything is
    /// made of it, rather than recursing as deep as it goes.
    func testTooDeep() {
        let depth = 300
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
            + String(repeating: "<view id=\"v\"><subviews>", count: depth)
            + String(repeating: "</subviews></view>", count: depth) + "</objects></document>"
        XCTAssertEqual(loadError(document(xml)),
                       "(nib data) is too large for a nib: more than 1000000 elements or deeper than 500 levels, at line 1")
    }

    func testOtherDocuments() {
        XCTAssertEqual(loadError(document("<plist version=\"1.0\"><dict/></plist>")),
                       "(nib data) is not an Interface Builder document: its root element is <plist>, not <document>")
        XCTAssertEqual(loadError(document("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><objects/></document>")),
                       "(nib data) is not an iOS Interface Builder document: its type is 'com.apple.InterfaceBuilder3.Cocoa.XIB', not 'com.apple.InterfaceBuilder3.CocoaTouch.XIB' or 'com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB'")
    }

    func testMissingFile() {
        XCTAssertEqual(loadError(UINib(nibName: "NoSuchNib", bundle: fixtureBundle)),
                       "NoSuchNib.xib could not be found: the bundle at \(fixtureBundle.bundleURL.path) has no such file")
    }

    /// UIKit's signature cannot throw: a nib that is not there raises UIKit's
    /// exception, in UIKit's words, and the nib makes nothing.
    func testInstantiateRaisesUIKitsExceptionForAMissingNib() {
        var objects: [Any] = ["not instantiated"]
        let exception = UIKitException.capture {
            objects = UINib(nibName: "NoSuchNib", bundle: fixtureBundle).instantiate(withOwner: nil, options: nil)
        }
        XCTAssertEqual(exception, UIKitException(name: .internalInconsistencyException,
            reason: "Could not load NIB in bundle: 'NSBundle <\(fixtureBundle.bundleURL.path)> (loaded)' with name 'NoSuchNib'"))
        XCTAssertTrue(objects.isEmpty)
    }

    /// A file UIKit has no words for (the engine reads the XML that Xcode
    /// would have compiled) raises with the load error's own description.
    func testInstantiateRaisesTheLoadErrorOfAMalformedNib() {
        var objects: [Any] = ["not instantiated"]
        let exception = UIKitException.capture {
            objects = document("<document><objects></document>").instantiate(withOwner: nil)
        }
        XCTAssertEqual(exception, UIKitException(name: .internalInconsistencyException,
            reason: "(nib data) is not well-formed XML: a closing tag that does not match the open element at line 1"))
        XCTAssertTrue(objects.isEmpty)
    }

    /// An outlet the class lacks raises NSUnknownKeyException, as UIKit's
    /// `setValue:forUndefinedKey:` does, with the element and its line; the
    /// outlet already set on File's Owner is set back.
    func testInstantiateRaisesUnknownKeyExceptionForAnOutletTheClassLacks() {
        let owner = UIViewController()
        let previousView = UIView()
        owner.view = previousView
        let nib = nib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="owner">
                <connections><outlet property="view" destination="v" id="o1"/></connections>
            </placeholder>
            <view id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <subviews><view id="s"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view></subviews>
                <connections><outlet property="titleLabel" destination="s" id="o2"/></connections>
            </view>
            """)
        var objects: [Any] = ["not instantiated"]
        let exception = UIKitException.capture { objects = nib.instantiate(withOwner: owner, options: nil) }
        XCTAssertEqual(exception?.name, .undefinedKeyException)
        XCTAssertEqual(exception?.name.rawValue, "NSUnknownKeyException")
        XCTAssertEqual(exception?.reason, #"(nib data): <outlet property="titleLabel" id="o2" destination="s"> (line 11): [<UIView #3> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key titleLabel."#)
        XCTAssertTrue(objects.isEmpty)
        XCTAssertTrue(owner.viewIfLoaded === previousView)
    }

    func testOutletToAnUnknownID() {
        let error = loadError(nib("""
            <view id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <connections><outlet property="child" destination="nowhere" id="o1"/></connections>
            </view>
            """))
        XCTAssertEqual(error, #"(nib data): <outlet property="child" id="o1" destination="nowhere"> (line 7): refers to 'nowhere', but no object has that id"#)
        XCTAssertEqual(NibLoggingView.log, [], "nothing was created")
    }

    func testUnregisteredCustomClass() {
        let error = loadError(nib("""
            <view customClass="NibLoggingView" id="a"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
            <view customClass="CardView" customModule="Cards" id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
            """))
        XCTAssertEqual(error, #"(nib data): <view id="v" customClass="CardView"> (line 7): has the custom class CardView, which no class registered with the loader has (a Swift class registered with Session.current.classes, or a Lua class)"#)
        XCTAssertEqual(NibLoggingView.log, [], "no object is created before every class is known")
    }

    func testCustomClassOfTheWrongKind() {
        XCTAssertEqual(loadError(nib("""
            <view customClass="UIViewController" id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
            """)), #"(nib data): <view id="v" customClass="UIViewController"> (line 6): has the custom class UIViewController, which is not a subclass of UIView"#)
    }

    func testMalformedValues() {
        XCTAssertEqual(loadError(nib("""
            <view id="v"><rect key="frame" x="0.0" y="0.0" width="wide" height="1"/></view>
            """)), #"(nib data): <rect key="frame"> (line 6): has width="wide", which is not a finite number"#)
        XCTAssertEqual(loadError(nib("""
            <view alpha="nan" id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
            """)), #"(nib data): <view id="v"> (line 6): has alpha="nan", which is not a finite number"#)
        XCTAssertEqual(loadError(nib("""
            <view contentMode="sideways" id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
            """)).hasPrefix(#"(nib data): <view id="v"> (line 6): has contentMode="sideways", which is none of bottom, bottomLeft"#), true)
        XCTAssertEqual(loadError(nib("""
            <view id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <constraints><constraint firstAttribute="width" multiplier="1:0" id="c"/></constraints>
            </view>
            """)), #"(nib data): <constraint id="c" firstAttribute="width"> (line 7): has multiplier="1:0", which is not a number or a ratio of two"#)
        XCTAssertEqual(loadError(nib("""
            <view id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <constraints><constraint firstAttribute="middle" id="c"/></constraints>
            </view>
            """)).contains(#"has firstAttribute="middle", which is none of baseline, bottom"#), true)
    }

    /// A constraint UIKit refuses to make (a location equal to a constant).
    func testIllegalConstraint() {
        XCTAssertEqual(loadError(nib("""
            <view id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <constraints><constraint firstAttribute="leading" constant="8" id="c"/></constraints>
            </view>
            """)), #"(nib data): <constraint id="c" firstAttribute="leading"> (line 7): +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs"#)
    }

    func testMissingExternalObject() {
        XCTAssertEqual(loadError(nib("""
            <placeholder placeholderIdentifier="Shared" id="x"/>
            """)), #"(nib data): <placeholder id="x" placeholderIdentifier="Shared"> (line 6): is the external object 'Shared', which the options' external objects do not include"#)
    }

    /// A runtime attribute for a key the class does not have fails the load,
    /// as UIKit's `setValue:forUndefinedKey:` raises; the outlet already set on
    /// File's Owner is set back, so the owner keeps no half-loaded view.
    func testUnknownKeyFailsAndTheOwnerIsSetBack() {
        let owner = UIViewController()
        let previousView = UIView()
        owner.view = previousView
        let error = loadError(nib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="owner">
                <connections><outlet property="view" destination="v" id="o1"/></connections>
            </placeholder>
            <view id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """), owner: owner)
        XCTAssertEqual(error, #"(nib data): <userDefinedRuntimeAttribute keyPath="cornerRadius"> (line 11): [<UIView #3> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key cornerRadius."#)
        XCTAssertTrue(owner.viewIfLoaded === previousView)
        XCTAssertNil(previousView.superview)
    }

    /// What a custom class's own initializer raises fails the load, naming
    /// the element it came from; awakeFromNib never comes.
    func testExceptionInsideInitWithCoder() {
        final class SelfAdding: UIView {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                addSubview(self)
            }
            override func awakeFromNib() { XCTFail("awoken after a failed load") }
        }
        registerView(SelfAdding.self, "SelfAdding")
        XCTAssertEqual(loadError(nib("""
            <view customClass="SelfAdding" id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
            """)), #"(nib data): <view id="v" customClass="SelfAdding"> (line 6): Can't add self as subview"#)
    }

    /// Loading never reaches the process's exception handler, whose default
    /// stops the process.
    func testNothingReachesTheExceptionHandler() {
        var reached: [String] = []
        UIKitException.capture {
            let outer = UIKitException.handler
            UIKitException.handler = { reached.append($0.reason); outer($0) }
            _ = loadError(nib("""
                <view id="v"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="nonsense" value="YES"/>
                    </userDefinedRuntimeAttributes>
                </view>
                """))
        }
        XCTAssertEqual(reached, [])
    }

    /// R6.3: a controller whose nib does not load, or sets no view, is
    /// reported as UIKit raises it; the engine goes on.
    func test_R6_3_controllerWithABadNib() {
        let missing = UIViewController(nibName: "NoSuchNib", bundle: fixtureBundle)
        let exception = UIKitException.capture { _ = missing.view as UIView? }
        XCTAssertEqual(exception?.reason,
                       "Could not load NIB in bundle: '\(fixtureBundle.bundleURL.path)' with name 'NoSuchNib': NoSuchNib.xib could not be found: the bundle at \(fixtureBundle.bundleURL.path) has no such file")
        XCTAssertFalse(missing.isViewLoaded)

        let viewless = UIViewController(nibName: "IBDecodable-View", bundle: fixtureBundle)
        XCTAssertEqual(UIKitException.capture { _ = viewless.view as UIView? }?.reason,
                       "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"IBDecodable-View\" nib but the view outlet was not set.")
    }
}
