import XCTest
@testable import ViewCore

/// The readable content guide and the keyboard layout guide (R5.4, R5.5).
///
///     W (window, iPhone 15: 393 × 852, safe area 59 top, 34 bottom)
///     └ content views pinned to a guide of W's
final class LayoutGuideTests: ViewCoreTestCase {
    var window: LoggingWindow!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        settle()
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    private func pinned(to guide: UILayoutGuide) -> UIView {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        return content
    }

    // MARK: R5.4 the readable content guide

    /// Source: useyourloaf.com, "Readable Content Guides" (on a 1024-point
    /// iPad, 672 points wide and 176 in from the view's edges).
    func test_R5_4_theReadableGuideIsTheMarginsNarrowedToAReadableWidth() {
        let content = pinned(to: window.readableContentGuide)
        settle()
        XCTAssertEqual(content.frame, window.layoutMarginsGuide.layoutFrame, "a phone is narrower than the readable width")
        XCTAssertEqual(window.readableContentGuide.identifier, "UIViewReadableContentGuide")

        // Wider than the phone's window: its margins leave the safe area out.
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 300))
        wide.insetsLayoutMarginsFromSafeArea = false
        window.addSubview(wide)
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        wide.addSubview(column)
        let guide = wide.readableContentGuide
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            column.topAnchor.constraint(equalTo: guide.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 10),
        ])
        settle()
        XCTAssertEqual(column.frame.width, 672)
        XCTAssertEqual(column.frame.minX, 176)
        wide.frame.size.width = 400
        settle()
        XCTAssertEqual(column.frame.width, 400 - wide.layoutMargins.left - wide.layoutMargins.right, "narrower: the margins'")
    }

    // MARK: R5.5 the keyboard layout guide

    /// Source: Apple's `keyboardLayoutGuide` and `UIKeyboardLayoutGuide`
    /// references ("When the keyboard isn't visible, the guide's top anchor
    /// matches the view's safeAreaLayoutGuide bottom anchor").
    func test_R5_5_theKeyboardGuideFollowsTheKeyboardWithinItsAnimation() {
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        let guide = window.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
        window.addSubview(field)
        settle()
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44), "above the bottom safe area")
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 852 - 34, width: 393, height: 34))

        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(bar.frame.maxY, 516, "the model is at the keyboard's top at once")
        VirtualRunLoop.main.runOnce()
        VirtualRunLoop.main.run(for: 0.1)
        let shown = bar.layer.presentation()?.frame.maxY ?? 0
        XCTAssertGreaterThan(shown, 516, "on screen it moves with the keyboard")
        XCTAssertLessThan(shown, 852 - 34)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 516, width: 393, height: 336))

        XCTAssertTrue(field.resignFirstResponder())
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(bar.frame.maxY, 852 - 34)
        guide.usesBottomSafeArea = false
        settle()
        XCTAssertEqual(bar.frame.maxY, 852, "without the safe area, the guide is empty while the keyboard is down")
    }
}
