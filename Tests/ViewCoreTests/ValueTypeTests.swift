import XCTest
@testable import ViewCore

/// UIKit's value types in their Swift shapes, with UIKit's raw values.
final class ValueTypeTests: ViewCoreTestCase {
    func testWindowLevelsStackAndAddUp() {
        XCTAssertEqual(UIWindow.Level.normal.rawValue, 0)
        XCTAssertEqual(UIWindow.Level.statusBar.rawValue, 1000)
        XCTAssertEqual(UIWindow.Level.alert.rawValue, 2000)
        XCTAssertLessThan(UIWindow.Level.statusBar, .alert)
        var level = UIWindow.Level.statusBar + 1
        XCTAssertEqual(level, UIWindow.Level(rawValue: 1001))
        level -= 2
        XCTAssertEqual(level, UIWindow.Level(999))
        XCTAssertEqual(UIWindow().windowLevel, .normal)
    }

    func testAWindowLevelIsSetByKeyValueCodingFromANumber() {
        let window = UIWindow()
        window.setValue(1000.5, forKey: "windowLevel")
        XCTAssertEqual(window.windowLevel, UIWindow.Level(1000.5))
        XCTAssertEqual(window.value(forKey: "windowLevel") as? UIWindow.Level, UIWindow.Level(1000.5))
    }

    func testAnimationOptionsHaveUIKitsRawValues() {
        XCTAssertEqual(UIView.AnimationOptions.allowUserInteraction.rawValue, 2)
        XCTAssertEqual(UIView.AnimationOptions.repeat.rawValue, 8)
        XCTAssertEqual(UIView.AnimationOptions.curveEaseInOut.rawValue, 0)
        XCTAssertEqual(UIView.AnimationOptions.curveLinear.rawValue, UInt(UIView.AnimationCurve.linear.rawValue) << 16)
        XCTAssertEqual(UIView.AnimationOptions.transitionCrossDissolve.rawValue, 5 << 20)
        XCTAssertEqual(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue, 7 << 24)
        XCTAssertEqual(UIView.AnimationCurve(rawValue: 1), .easeIn)
        let options: UIView.AnimationOptions = [.curveEaseOut, .beginFromCurrentState]
        XCTAssertTrue(options.contains(.beginFromCurrentState))
    }

    func testDirectionalInsetsSwapTheirSidesRightToLeft() {
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        XCTAssertEqual(NSDirectionalEdgeInsets.zero, NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    func testTraitCollectionsOfAStyleAlone() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(dark.userInterfaceStyle, .dark)
        XCTAssertEqual(dark.horizontalSizeClass, .unspecified)
        XCTAssertEqual(UIUserInterfaceStyle.dark.rawValue, 2)
    }
}
