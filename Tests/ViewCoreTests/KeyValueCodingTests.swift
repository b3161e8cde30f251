import XCTest
@testable import ViewCore

/// The class registry, its property catalog, key-value coding over it, and
/// `init(coder:)` from an archive (R1.2).
final class KeyValueCodingTests: ViewCoreTestCase {
    // MARK: R1.2 from an archive

    /// R1.2: the archived subviews are added inside the parent's initializer, so
    /// the children's superview callbacks fire during it; the archived properties
    /// are set before.
    func test_R1_2_archivedSubviewsAreAddedDuringInitWithCoder() {
        let child = view("C")
        let coder = ArchiveCoder([
            "frame": CGRect(x: 0, y: 0, width: 100, height: 50),
            "tag": 7,
            "backgroundColor": UIColor.red,
            "subviews": [child],
        ])
        var tagWhenChildArrived = -1
        child.onWillMoveToSuperview = { _, superview in tagWhenChildArrived = superview?.tag ?? -1 }
        let parent = UIView(coder: coder)
        XCTAssertEqual(parent?.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(parent?.backgroundColor, .red)
        XCTAssertTrue(child.superview === parent)
        XCTAssertEqual(tagWhenChildArrived, 7, "the properties are decoded before the subviews")
        XCTAssertEqual(log.take(), ["-[C willMoveToSuperview:] UIView#2", "-[C didMoveToSuperview]"])
    }

    func test_R6_1_archivedControllerGetsItsProperties() {
        let controller = UIViewController(coder: ArchiveCoder(["title": "Settings", "modalPresentationStyle": 0]))
        XCTAssertEqual(controller?.title, "Settings")
        XCTAssertEqual(controller?.modalPresentationStyle, .fullScreen)
        XCTAssertFalse(controller?.isViewLoaded ?? true, "decoding a controller does not load its view")
    }

    func testForeignCoderGivesADefaultView() {
        final class EmptyCoder: NSCoder {}
        XCTAssertEqual(UIView(coder: EmptyCoder())?.frame, .zero)
    }

    // MARK: Key-value coding

    func testSetValueConvertsAsFoundationDoes() {
        let v = UIView()
        v.setValue(NSNumber(value: 0.5), forKey: "alpha")
        v.setValue(3, forKey: "contentMode")
        v.setValue(true, forKey: "hidden")
        v.setValue(NSNumber(value: 2), forKey: "autoresizingMask")
        v.setValue(UIColor.blue, forKey: "backgroundColor")
        XCTAssertEqual(v.alpha, 0.5)
        XCTAssertEqual(v.contentMode, .redraw)
        XCTAssertTrue(v.isHidden)
        XCTAssertEqual(v.autoresizingMask, .flexibleWidth)
        XCTAssertEqual(v.backgroundColor, .blue)
        v.setValue(nil, forKey: "backgroundColor")
        XCTAssertNil(v.backgroundColor)
        XCTAssertEqual(v.value(forKey: "alpha") as? CGFloat, 0.5)
        XCTAssertEqual(v.value(forKey: "hidden") as? Bool, true)
    }

    func testKeyPathsFollowTheLeadingKeys() {
        let controller = UIViewController()
        controller.setValue(9, forKeyPath: "view.tag")
        XCTAssertEqual(controller.view.tag, 9)
        XCTAssertEqual(controller.value(forKeyPath: "view.tag") as? Int, 9)
        XCTAssertNil(controller.value(forKeyPath: "parentViewController.title"), "a nil along the path ends it")
    }

    func testUndefinedReadOnlyAndMistypedKeysRaise() {
        let v = UIView()
        let undefined = UIKitException.capture { v.setValue(1, forKey: "cornerRadius") }
        XCTAssertEqual(undefined?.name, .undefinedKeyException)
        XCTAssertEqual(undefined?.reason,
                       "[<UIView #1> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key cornerRadius.")
        XCTAssertEqual(UIKitException.capture { _ = v.value(forKey: "cornerRadius") }?.name, .undefinedKeyException)
        XCTAssertEqual(UIKitException.capture { v.setValue(v, forKey: "superview") }?.name, .invalidArgumentException)
        let mistyped = UIKitException.capture { v.setValue("wide", forKey: "frame") }
        XCTAssertEqual(mistyped?.name, .invalidArgumentException)
        XCTAssertEqual(UIKitException.capture { v.setValue(99, forKey: "contentMode") }?.name, .invalidArgumentException,
                       "a raw value that names no case")
        XCTAssertEqual(UIKitException.capture { v.setValue(0.5, forKey: "tag") }?.name, .invalidArgumentException,
                       "a number with no integer representation")
        XCTAssertEqual(v.frame, .zero)
        XCTAssertEqual(v.tag, 0)
    }

    // MARK: The registry

    func testNativeClassesAreFoundByNameAndByInstance() {
        let classes = Session.current.classes
        XCTAssertTrue(classes.class(named: "UIScrollView")?.superclass === NativeClasses.view)
        XCTAssertTrue(classes.class(of: view("V")) === NativeClasses.view, "a Swift subclass is its nearest ViewCore class")
        XCTAssertTrue(classes.class(of: UIWindow()) === NativeClasses.window)
        XCTAssertTrue(NativeClasses.window.property(forKey: "frame") != nil, "properties are inherited")
        XCTAssertNil(classes.class(named: "UIDatePicker"))
        for (index, registered) in NativeClasses.all.enumerated() {
            if let superclass = registered.superclass {
                XCTAssertTrue(NativeClasses.all[..<index].contains { $0 === superclass }, "\(registered.name) after its superclass")
            }
            XCTAssertEqual(Set(registered.properties.map(\.key)).count, registered.properties.count, "\(registered.name): keys are unique")
        }
    }

    func testClassesDefinedInASessionAreNamedOnce() {
        let classes = Session.current.classes
        let defined = RegisteredClass(name: "CardView", superclass: NativeClasses.view, swiftType: UIView.self)
        XCTAssertTrue(classes.register(defined))
        XCTAssertFalse(classes.register(RegisteredClass(name: "CardView", superclass: nil, swiftType: UIView.self)))
        XCTAssertFalse(classes.register(RegisteredClass(name: "UIView", superclass: nil, swiftType: UIView.self)),
                       "a native class's name is taken")
        XCTAssertTrue(classes.class(named: "CardView") === defined)
        Session.start()
        XCTAssertNil(Session.current.classes.class(named: "CardView"), "a class a script defined lives as long as its session")
    }

    func testInstantiatingByName() {
        let classes = Session.current.classes
        let window = classes.instantiate("UIWindow", coder: ArchiveCoder(["frame": CGRect(x: 0, y: 0, width: 5, height: 5)]))
        XCTAssertEqual((window as? UIWindow)?.frame.width, 5)
        XCTAssertTrue((window as? UIWindow)?.isHidden ?? false, "a window starts hidden")
        XCTAssertEqual(UIKitException.capture { _ = classes.instantiate("NoSuchView", coder: ArchiveCoder([:])) }?.reason,
                       "Unknown class NoSuchView in an archive")
        XCTAssertEqual(UIKitException.capture { _ = classes.instantiate("UIScreen", coder: ArchiveCoder([:])) }?.reason,
                       "UIScreen cannot be created from an archive")
    }
}
