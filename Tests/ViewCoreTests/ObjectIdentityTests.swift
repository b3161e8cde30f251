import XCTest
@testable import ViewCore

/// Views and controllers are NSObjects, as in UIKit: equal and hashed by
/// identity, described by their session ids rather than their addresses.
final class ObjectIdentityTests: ViewCoreTestCase {
    func testRespondersAreEqualAndHashedByIdentity() {
        let a = UIView(), b = UIView()
        XCTAssertTrue(a == a)
        XCTAssertFalse(a == b)
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(b))
        XCTAssertFalse(a.isEqual("a view"))
        XCTAssertEqual(a.hash, a.hash)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        let controller = UIViewController()
        XCTAssertTrue(Set<UIResponder>([a, controller]).contains(controller))
        XCTAssertTrue((controller as Any) is NSObject)
    }

    func testSubviewsAreFoundByIndex() {
        let parent = UIView(), first = UIView(), second = UIView()
        parent.addSubview(first)
        parent.addSubview(second)
        XCTAssertEqual(parent.subviews.firstIndex(of: second), 1)
        XCTAssertTrue(parent.subviews.contains(first))
        XCTAssertNil(parent.subviews.firstIndex(of: parent))
    }

    func testDescriptionsKeepTheirTextWithIdsNotAddresses() {
        let view = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 647))
        XCTAssertEqual(view.description, "<UIView: #\(view.objectID); frame = (0 20; 375 647)>")
        XCTAssertEqual(view.debugDescription, view.description)
        XCTAssertEqual("\(view)", view.description)
        let controller = UIViewController()
        XCTAssertEqual(controller.description, "<UIViewController: #\(controller.objectID)>")
        XCTAssertEqual(String(describing: controller), controller.description)
        XCTAssertEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
        XCTAssertEqual(UIColor.red.debugDescription, "UIExtendedSRGBColorSpace 1 0 0 1")
        XCTAssertFalse(UIApplication.shared.description.contains("0x"))
    }
}
