import XCTest
@testable @_spi(Bridging) import ViewCore

/// UIButton (UIButton.swift), after UIKit's documentation of UIButton
/// (`setTitle(_:for:)`: "if a title is not specified for a state, the default
/// is to use the title associated with the normal state") and the Event
/// Handling Guide ("default control actions prevent overlapping gesture
/// recognizer behavior": a single-finger single tap on a button is the
/// button's).
final class ButtonTests: ViewCoreTestCase {
    private func titleWidth(_ text: String) -> CGFloat {
        let width = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)]).width
        return (width * 3).rounded(.up) / 3
    }

    func testAStateWithoutATitleShowsTheNormalStates() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .disabled)
        XCTAssertEqual(button.title(for: .highlighted), "Save")
        XCTAssertEqual(button.currentTitle, "Save")
        button.isEnabled = false
        XCTAssertEqual(button.currentTitle, "Saving")
        XCTAssertEqual(button.titleLabel?.text, "Saving")
    }

    func testASystemButtonsTitleIsTintedAndFifteenPoints() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        XCTAssertEqual(button.currentTitleColor, .systemBlue)
        XCTAssertEqual(button.titleLabel?.font, .systemFont(ofSize: 15))
        XCTAssertEqual(UIButton(type: .custom).titleColor(for: .normal), .white)
        button.setTitleColor(.red, for: .normal)
        XCTAssertEqual(button.titleColor(for: .highlighted), .red)
    }

    /// Interface Builder makes a system button 30 points high.
    func testTheNaturalSizeIsTheTitlePlusPaddingAndInsets() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: titleWidth("Button"), height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        XCTAssertEqual(button.intrinsicContentSize.width, titleWidth("Button") + 20, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.height, 40)
        let image = UIImage(data: pngData(width: 60, height: 120), scale: 3)
        button.setImage(image, for: .normal)
        XCTAssertEqual(button.intrinsicContentSize.width, titleWidth("Button") + 20 + 20, accuracy: 1e-9)
        XCTAssertEqual(UIButton().intrinsicContentSize, .zero, "nothing to show")
    }

    func testTheImageThenTheTitleAreCentredInTheBounds() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setImage(UIImage(data: pngData(width: 30, height: 30), scale: 3), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let title = titleWidth("Go"), content = title + 10
        XCTAssertEqual(button.imageView?.frame, CGRect(x: (200 - content) / 2, y: 17, width: 10, height: 10))
        XCTAssertEqual(button.titleLabel?.frame.minX, (200 - content) / 2 + 10)
        XCTAssertTrue(button.subviews.contains { $0 === button.titleLabel })
    }

    func testATapSendsThePrimaryActionWithTouchUpInside() {
        let window = makeWindow("W")
        var sent: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Next") { _ in sent.append("primary") })
        button.addAction(UIAction { _ in sent.append("up inside") }, for: .touchUpInside)
        XCTAssertEqual(button.currentTitle, "Next")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        Simulator.tap(CGPoint(x: 10, y: 10))
        XCTAssertEqual(sent, ["primary", "up inside"], "in the order added")
    }

    func testASingleTapOnAButtonIsNotASuperviewsTap() {
        let window = makeWindow("W")
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        var taps = 0, doubleTaps = 0, pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        let tap = UITapGestureRecognizer()
        tap.addHandler { _ in taps += 1 }
        window.addGestureRecognizer(tap)
        Simulator.tap(CGPoint(x: 10, y: 10))
        XCTAssertEqual([taps, pressed], [0, 1])
        Simulator.tap(CGPoint(x: 200, y: 200))
        XCTAssertEqual(taps, 1, "elsewhere the window's tap recognizes")
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addHandler { _ in doubleTaps += 1 }
        window.addGestureRecognizer(double)
        Simulator.tap(CGPoint(x: 10, y: 10))
        Simulator.tap(CGPoint(x: 10, y: 10))
        XCTAssertEqual(doubleTaps, 1, "a double tap is not a button's default action")
    }

    func testANibsButtonHasItsTypeTitlesColoursAndFont() throws {
        let objects = try UINib(data: Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <button buttonType="system" id="b"><rect key="frame" x="0.0" y="0.0" width="46" height="30"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                <state key="normal" title="Button"><color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/></state>
                <state key="highlighted" title="Pressed"/>
            </button>
            </objects></document>
            """.utf8), bundle: nil).instantiate(withOwner: nil)
        let button = try XCTUnwrap(objects.first as? UIButton)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.title(for: .normal), "Button")
        XCTAssertEqual(button.title(for: .highlighted), "Pressed")
        XCTAssertEqual(button.titleColor(for: .normal), .black)
        XCTAssertEqual(button.titleLabel?.font, .boldSystemFont(ofSize: 17))
    }
}
