import XCTest
@testable import ViewCore

/// R18.5–R18.8: Dynamic Type. Sources: Apple's Human Interface Guidelines'
/// table of Dynamic Type sizes (iOS), the same table as the iOS 13.3
/// simulator reports it (github.com/temoki/UIKit_DynamicType), Apple's
/// `UIFont.preferredFont(forTextStyle:compatibleWith:)`,
/// `UIContentSizeCategory` (`isAccessibilityCategory`, `didChangeNotification`),
/// `UIFontMetrics` and `UIContentSizeCategoryAdjusting` references.
final class DynamicTypeTests: ViewCoreTestCase {
    private final class TraitView: UIView {
        var heard: ((UITraitCollection?) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            heard?(previousTraitCollection)
        }
    }

    /// The HIG's sizes at the default (large) category, and the weights:
    /// regular, the headline semibold.
    func test_R18_5_eachTextStyleHasItsSizeAndWeightAtTheDefaultCategory() {
        let expected: [(UIFont.TextStyle, CGFloat, String)] = [
            (.largeTitle, 34, ".SFUI-Regular"), (.title1, 28, ".SFUI-Regular"), (.title2, 22, ".SFUI-Regular"),
            (.title3, 20, ".SFUI-Regular"), (.headline, 17, ".SFUI-Semibold"), (.subheadline, 15, ".SFUI-Regular"),
            (.body, 17, ".SFUI-Regular"), (.callout, 16, ".SFUI-Regular"), (.footnote, 13, ".SFUI-Regular"),
            (.caption1, 12, ".SFUI-Regular"), (.caption2, 11, ".SFUI-Regular"),
            (.extraLargeTitle, 36, ".SFUI-Bold"), (.extraLargeTitle2, 28, ".SFUI-Bold"),
        ]
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .large)
        for (style, size, name) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            XCTAssertEqual(font.pointSize, size, style.rawValue)
            XCTAssertEqual(font.fontName, name, style.rawValue)
        }
        XCTAssertEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: UIFont.TextStyle("no such style")).pointSize, 17,
                       "a style UIKit does not have measures as the body")
    }

    func test_R18_5_theOtherCategoriesSizesAreTheTables() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        XCTAssertEqual(size(.body, .extraSmall), 14)
        XCTAssertEqual(size(.body, .extraExtraExtraLarge), 23)
        XCTAssertEqual(size(.body, .accessibilityMedium), 28)
        XCTAssertEqual(size(.body, .accessibilityExtraExtraExtraLarge), 53)
        XCTAssertEqual(size(.largeTitle, .accessibilityExtraExtraExtraLarge), 60)
        XCTAssertEqual(size(.caption2, .medium), 11)
        XCTAssertEqual(size(.footnote, .accessibilityLarge), 27)
        XCTAssertEqual(size(.headline, .unspecified), 17, "unspecified traits take the session's category")
        Simulator.setPreferredContentSizeCategory(.extraLarge)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 19)
        XCTAssertEqual(size(.body, .small), 15, "the traits' category wins")
    }

    func test_R18_6_categoriesAreOrderedAndTheLastFiveAreForAccessibility() {
        XCTAssertLessThan(UIContentSizeCategory.extraSmall, .large)
        XCTAssertLessThan(UIContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
        XCTAssertGreaterThan(UIContentSizeCategory.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraLarge)
        XCTAssertLessThan(UIContentSizeCategory.unspecified, .extraSmall)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    /// The views and controllers in windows hear of the new traits parent
    /// first, a label that adjusts its font taking the new size as its turn
    /// comes (after its superview's callback); the notification comes last
    /// (a decision: UIKit documents no order).
    func test_R18_6_aNewCategoryChangesTraitsLabelsAndPostsTheNotification() throws {
        let window = makeWindow("window")
        let root = TraitView(frame: window.bounds)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Dynamic"
        let fixed = UILabel()
        fixed.font = .systemFont(ofSize: 17)
        fixed.adjustsFontForContentSizeCategory = true
        let unadjusted = UILabel()
        unadjusted.font = .preferredFont(forTextStyle: .body)
        window.addSubview(root)
        [label, fixed, unadjusted].forEach(root.addSubview)
        final class Lines: @unchecked Sendable { var lines: [String] = [] }
        let order = Lines()
        root.heard = { previous in
            order.lines.append("root \(previous?.preferredContentSizeCategory.rawValue ?? "") label \(label.font.pointSize)")
        }
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                              object: nil, queue: nil) { note in
            let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            order.lines.append("notification \(value?.rawValue ?? "")")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let before = label.intrinsicContentSize

        Simulator.setPreferredContentSizeCategory(.accessibilityLarge)
        XCTAssertEqual(order.lines, ["root UICTContentSizeCategoryL label 17.0", "notification UICTContentSizeCategoryAccessibilityL"])
        XCTAssertEqual(root.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(label.font.pointSize, 33)
        XCTAssertGreaterThan(label.intrinsicContentSize.height, before.height)
        XCTAssertTrue(root.needsLayout, "the label's new size lays its superview out")
        XCTAssertEqual(fixed.font.pointSize, 17, "a fixed size stays")
        XCTAssertEqual(unadjusted.font.pointSize, 17, "a label that does not adjust keeps its font")

        order.lines = []
        Simulator.setPreferredContentSizeCategory(.accessibilityLarge)
        XCTAssertEqual(order.lines, [], "the category it has changes nothing")
        assertRaises(.invalidArgumentException,
                     "Simulator.setPreferredContentSizeCategory: '_UICTContentSizeCategoryUnspecified' is not a content size category") {
            Simulator.setPreferredContentSizeCategory(.unspecified)
        }
    }

    func test_R18_6_aLabelOutsideAWindowTakesTheCategoryAsItEntersOne() {
        let window = makeWindow("window")
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        Simulator.setPreferredContentSizeCategory(.extraSmall)
        XCTAssertEqual(label.font.pointSize, 17)
        window.addSubview(label)
        XCTAssertEqual(label.font.pointSize, 14)
        XCTAssertEqual(label.font.fontName, ".SFUI-Semibold")
    }

    func test_R18_7_fontMetricsScaleAsTheirStyleDoes() {
        let metrics = UIFontMetrics(forTextStyle: .title1)
        let base = UIFont.systemFont(ofSize: 20, weight: .bold)
        XCTAssertEqual(metrics.scaledFont(for: base).pointSize, 20, "the default category leaves it")
        Simulator.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        let scaled = metrics.scaledFont(for: base)
        XCTAssertEqual(scaled.pointSize, 20 * 58 / 28, accuracy: 0.0001)
        XCTAssertEqual(scaled.fontName, ".SFUI-Bold")
        XCTAssertEqual(metrics.scaledFont(for: base, maximumPointSize: 30).pointSize, 30)
        XCTAssertEqual(metrics.scaledFont(for: base, maximumPointSize: 0).pointSize, scaled.pointSize, "0 is no maximum")
        XCTAssertEqual(metrics.scaledFont(for: base, maximumPointSize: .nan).pointSize, scaled.pointSize)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 17), 53)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)), 10)
        XCTAssertTrue(UIFontMetrics.default.scaledValue(for: .nan).isNaN)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: .nan)).pointSize, 53,
                       "a NaN size is 17 before it is scaled")

        let window = makeWindow("window")
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 10), maximumPointSize: 25)
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        Simulator.setPreferredContentSizeCategory(.extraLarge)
        XCTAssertEqual(label.font.pointSize, 10 * 19 / 17, accuracy: 0.0001, "a scaled font follows the category")
    }

    func test_R18_8_monospacedItalicAndWeightedSystemFonts() {
        let proportional = UIFont.systemFont(ofSize: 20, weight: .medium)
        XCTAssertEqual(proportional.fontName, ".SFUI-Medium")
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        XCTAssertEqual("1111".size(withAttributes: [.font: digits]).width, "8888".size(withAttributes: [.font: digits]).width)
        XCTAssertNotEqual("iiii".size(withAttributes: [.font: digits]).width, "MMMM".size(withAttributes: [.font: digits]).width)
        let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        XCTAssertEqual("iiii".size(withAttributes: [.font: mono]).width, 24, accuracy: 0.0001)
        XCTAssertEqual(mono.fontName, ".SFMono-Regular")
        XCTAssertTrue(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        XCTAssertTrue(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))

        let headline = UIFont.preferredFont(forTextStyle: .headline)
        XCTAssertTrue(headline.fontDescriptor.symbolicTraits.contains(.traitBold), "semibold counts as bold")
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = try? XCTUnwrap(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let boldBody = UIFont(descriptor: bold ?? body.fontDescriptor, size: 0)
        XCTAssertEqual(boldBody.fontName, ".SFUI-Bold")
        XCTAssertEqual(boldBody.pointSize, 17)
        XCTAssertNil(body.fontDescriptor.withSymbolicTraits(.traitCondensed), "the system font has no condensed face here")
        XCTAssertEqual(UIFont(descriptor: body.fontDescriptor, size: 30).pointSize, 30)
    }
}
