import XCTest
@testable import ViewCore

/// R18.16–R18.17: buttons with a `UIButton.Configuration`. Sources: Apple's
/// `UIButton.Configuration` reference and UIKit's UIButtonConfiguration.h
/// ("contentInsets: Insets from the bounds of the button to create the
/// content region. Defaults styles provide insets based on the button
/// size"; `cornerStyle` "Defaults to Dynamic"; `imagePlacement` "Defaults to
/// Leading"; `setDefaultContentInsets()` "Restore the default content
/// insets"), and the `UIButton.configurationUpdateHandler`,
/// `setNeedsUpdateConfiguration()` and `updateConfiguration()` references.
/// Values Apple does not document are the engine's (UIButton+Configuration.swift).
final class ButtonConfigurationTests: ViewCoreTestCase {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    private func background(of button: UIButton) -> UIView? {
        button.subviews.first { $0 is UIButtonBackgroundView }
    }

    func test_R18_16_theConfigurationSizesTheButtonByItsInsetsAndTitles() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        XCTAssertEqual(button.buttonType, .system)
        let title = "Continue".size(withAttributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
        let size = button.intrinsicContentSize
        XCTAssertEqual(size.height, roundedUpToPixels(CGSize(width: 0, height: 7 + title.height + 7)).height)
        XCTAssertEqual(size.width, roundedUpToPixels(CGSize(width: 12 + title.width + 12, height: 0)).width, accuracy: 0.34)
        XCTAssertEqual(button.titleLabel?.text, "Continue")
        XCTAssertEqual(button.configuration?.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))

        var large = configuration
        large.buttonSize = .large
        XCTAssertEqual(large.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        large.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        large.buttonSize = .small
        XCTAssertEqual(large.contentInsets.top, 1, "set insets stay")
        large.setDefaultContentInsets()
        XCTAssertEqual(large.contentInsets, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))

        var hostile = configuration
        hostile.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: .infinity, bottom: -.infinity, trailing: .nan)
        hostile.imagePadding = .nan
        button.configuration = hostile
        XCTAssertTrue(button.intrinsicContentSize.width.isFinite, "insets that are not finite count as 0")
    }

    func test_R18_16_imageSubtitleAndPlacementLayOutTheContent() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.subtitle = "with friends"
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        configuration.imagePadding = 8
        configuration.titlePadding = 2
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let image = try XCTUnwrap(button.imageView)
        let title = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(image.frame.minX, 12)
        XCTAssertEqual(title.frame.minX, image.frame.maxX + 8)
        let subtitle = try XCTUnwrap(button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "with friends" })
        XCTAssertEqual(subtitle.frame.minY, title.frame.maxY + 2)
        XCTAssertEqual(subtitle.frame.minX, title.frame.minX, "leading-aligned beside an image")
        XCTAssertEqual(subtitle.font, .preferredFont(forTextStyle: .footnote))
        XCTAssertEqual(image.image?.renderingMode, .alwaysTemplate)

        configuration.imagePlacement = .top
        button.configuration = configuration
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        XCTAssertEqual(title.frame.minY, image.frame.maxY + 8, "the image above the titles")
        XCTAssertEqual(title.frame.midX, button.bounds.midX, accuracy: 0.01, "centred below an image on top")

        configuration.showsActivityIndicator = true
        configuration.imagePlacement = .leading
        button.configuration = configuration
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        XCTAssertNil(image.superview, "the indicator takes the image's place")
        XCTAssertEqual(title.frame.minX, 12 + 20 + 8)
    }

    func test_R18_16_theStylesColorsFollowTheTintAndTheState() throws {
        let window = makeWindow("window")
        window.tintColor = red
        var filled = UIButton.Configuration.filled()
        filled.title = "Buy"
        filled.cornerStyle = .capsule
        let button = UIButton(configuration: filled)
        window.addSubview(button)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        let back = try XCTUnwrap(background(of: button))
        XCTAssertTrue(button.subviews.first === back, "the background is the bottom subview")
        XCTAssertEqual(back.backgroundColor, red)
        XCTAssertEqual(back.frame, button.bounds)
        XCTAssertEqual(back.layer.cornerRadius, 20, "a capsule")
        XCTAssertEqual(button.titleLabel?.textColor, .white)

        window.tintColor = .systemGreen
        button.layoutIfNeeded()
        XCTAssertEqual(back.backgroundColor, .systemGreen, "a new tint shows at the next layout")
        button.isHighlighted = true
        button.layoutIfNeeded()
        XCTAssertEqual(back.backgroundColor, UIColor.systemGreen.withAlphaComponent(0.5))
        button.isHighlighted = false
        button.isEnabled = false
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.textColor, .tertiaryLabel)

        var plain = UIButton.Configuration.plain()
        plain.title = "Cancel"
        plain.baseForegroundColor = .systemPurple
        button.configuration = plain
        button.isEnabled = true
        button.layoutIfNeeded()
        XCTAssertNil(back.backgroundColor, "a plain button has no background")
        XCTAssertEqual(button.titleLabel?.textColor, .systemPurple)
        var gray = UIButton.Configuration.gray()
        gray.title = "More"
        button.configuration = gray
        button.layoutIfNeeded()
        XCTAssertEqual(back.backgroundColor, .systemGray5)
        XCTAssertEqual(back.layer.cornerRadius, 8, "dynamic corners of a medium button")
    }

    private final class CountingButton: UIButton {
        var updates = 0
        override func updateConfiguration() {
            super.updateConfiguration()
            updates += 1
        }
    }

    /// The handler runs after `updateConfiguration()`, once per update, and
    /// the configuration it sets asks for no other update.
    func test_R18_17_aChangeOfStateRunsTheUpdateAndTheHandlerOnceBeforeLayout() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Follow"
        let button = CountingButton(configuration: configuration)
        var order: [String] = []
        button.configurationUpdateHandler = { button in
            order.append("handler after \((button as? CountingButton)?.updates ?? -1) selected \(button.isSelected)")
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        button.layoutIfNeeded()
        XCTAssertEqual(order, ["handler after 1 selected false"])
        button.isSelected = true
        XCTAssertEqual(order.count, 1, "not at once")
        button.layoutIfNeeded()
        XCTAssertEqual(order, ["handler after 1 selected false", "handler after 2 selected true"])
        XCTAssertEqual(button.titleLabel?.text, "Following")
        button.layoutIfNeeded()
        XCTAssertEqual(order.count, 2, "setting the configuration in the handler asks for nothing more")
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        XCTAssertEqual(order.count, 3)
        XCTAssertEqual(button.updates, 3)
    }

    func test_R18_17_thePrimaryActionRunsOnATapAndNilRestoresTheTitles() {
        let window = makeWindow("window")
        window.makeKey()
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Go"
        var taps = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        button.frame = CGRect(x: 50, y: 100, width: 80, height: 40)
        window.addSubview(button)
        Simulator.tap(CGPoint(x: 90, y: 120))
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(button.accessibilityLabel, "Go")

        button.setTitle("Legacy", for: .normal)
        button.configuration = nil
        button.layoutIfNeeded()
        XCTAssertNil(background(of: button))
        XCTAssertEqual(button.titleLabel?.text, "Legacy")
    }
}
