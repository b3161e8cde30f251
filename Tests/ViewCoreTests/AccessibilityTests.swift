import XCTest
@testable import ViewCore

/// R12: the accessibility properties UI tests find views by (Apple's
/// `isAccessibilityElement`: "The default value for this property is false
/// unless the receiver is a standard UIKit control, in which case the value
/// is true"; `accessibilityLabel`: "The default value for this property is
/// nil unless the receiver is a UIKit control, in which case the value is a
/// label derived from the control's title"; a label reads as its text).
final class AccessibilityTests: ViewCoreTestCase {
    func test_R12_1_defaultsByKindOfView() {
        XCTAssertFalse(UIView().isAccessibilityElement)
        XCTAssertNil(UIView().accessibilityLabel)
        XCTAssertFalse(UIImageView().isAccessibilityElement)

        let label = UILabel()
        label.text = "Total"
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityLabel, "Total")

        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        XCTAssertTrue(button.isAccessibilityElement)
        XCTAssertEqual(button.accessibilityLabel, "Pay")
        XCTAssertTrue(UISwitch().isAccessibilityElement)
    }

    func test_R12_1_whatIsSetWinsOverTheDefault() {
        let label = UILabel()
        label.text = "3 items"
        label.accessibilityLabel = "Three items"
        label.isAccessibilityElement = false
        label.accessibilityIdentifier = "cart.count"
        label.accessibilityHint = "Opens the cart"
        label.accessibilityValue = "3"
        XCTAssertEqual(label.accessibilityLabel, "Three items")
        XCTAssertFalse(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityIdentifier, "cart.count")
        XCTAssertEqual(label.accessibilityHint, "Opens the cart")
        XCTAssertEqual(label.accessibilityValue, "3")
        label.accessibilityLabel = nil
        XCTAssertEqual(label.accessibilityLabel, "3 items", "nil answers the default again")
        XCTAssertNil(UIView().accessibilityIdentifier)
    }

    func test_R12_2_aNibsAccessibilityConfigurationSetsTheProperties() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <accessibility key="accessibilityConfiguration" identifier="profile.card" label="Profile" hint="Shows the profile">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </view>
                </objects>
            </document>
            """
        let nib = UINib(data: Data(xib.utf8), bundle: nil)
        let view = try XCTUnwrap(nib.instantiate(withOwner: nil).first as? UIView)
        XCTAssertEqual(view.accessibilityIdentifier, "profile.card")
        XCTAssertEqual(view.accessibilityLabel, "Profile")
        XCTAssertEqual(view.accessibilityHint, "Shows the profile")
        XCTAssertTrue(view.isAccessibilityElement)
    }

    func test_R12_3_traitsByKindOfViewAndState() {
        XCTAssertEqual(UIView().accessibilityTraits, .none)
        XCTAssertEqual(UILabel().accessibilityTraits, .staticText)
        XCTAssertEqual(UIImageView().accessibilityTraits, .image)
        XCTAssertEqual(UISlider().accessibilityTraits, .adjustable)
        XCTAssertEqual(UISwitch().accessibilityTraits, .button)
        let button = UIButton(type: .system)
        XCTAssertEqual(button.accessibilityTraits, .button)
        button.isEnabled = false
        button.isSelected = true
        XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled, .selected])
        let title = UILabel()
        title.accessibilityTraits.insert(.header)
        XCTAssertEqual(title.accessibilityTraits, [.staticText, .header], "what is set wins")
        XCTAssertEqual(UIAccessibilityTraits.header.rawValue, 1 << 16)
    }

    func test_R12_3_groupingHidingAndTheFrameOnScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(card)
        XCTAssertEqual(card.accessibilityFrame, CGRect(x: 10, y: 20, width: 30, height: 40))
        card.accessibilityFrame = .zero
        XCTAssertEqual(card.accessibilityFrame, .zero)
        card.accessibilityElementsHidden = true
        card.accessibilityViewIsModal = true
        card.shouldGroupAccessibilityChildren = true
        card.accessibilityElements = [UILabel()]
        XCTAssertTrue(card.accessibilityElementsHidden && card.accessibilityViewIsModal && card.shouldGroupAccessibilityChildren)
        XCTAssertEqual(card.accessibilityElements?.count, 1)
        XCTAssertFalse(UIView().accessibilityElementsHidden)
    }

    func test_R12_3_postedNotificationsAreRecordedAndSettingsAreOff() {
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        XCTAssertEqual(UIAccessibility.postedNotifications.map(\.notification), [.announcement, .screenChanged])
        XCTAssertEqual(UIAccessibility.postedNotifications.first?.argument as? String, "Saved")
        Session.start()
        XCTAssertTrue(UIAccessibility.postedNotifications.isEmpty, "a new session has posted nothing")
    }
}
