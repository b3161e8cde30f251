import XCTest
@testable import ViewCore

/// UILabel's sizes and drawing (UILabel.swift), after UIKit's documentation
/// of UILabel (`numberOfLines`: "use 0 to use as many lines as needed";
/// `preferredMaxLayoutWidth`; `textRect(forBounds:limitedToNumberOfLines:)`)
/// and the sizes UIKit reports: rounded up to the screen's pixels (a 17-point
/// line is 20.333 points on a 3× screen; IB archives 20.5 on 2×).
final class LabelTests: ViewCoreTestCase {
    private func label(_ text: String?, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        return label
    }

    private func width(_ text: String) -> CGFloat { text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width }

    private func pixels(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 }

    func testALabelsDefaultsAreUIKits() {
        let label = UILabel()
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
        XCTAssertEqual(label.textColor, .black)
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertFalse(label.isUserInteractionEnabled)
        XCTAssertFalse(label.isOpaque)
        XCTAssertEqual(label.contentMode, .redraw)
    }

    func testOneLineIsAsWideAsItsTextRoundedUpToPixels() {
        XCTAssertEqual(UIScreen.main.scale, 3)
        let label = label("Hello, world")
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: pixels(width("Hello, world")), height: 61.0 / 3))
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 10, height: 10)), label.intrinsicContentSize, "one line ignores the width")
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, label.intrinsicContentSize)
    }

    func testNoTextIsNoSize() {
        XCTAssertEqual(label(nil).intrinsicContentSize, .zero)
        XCTAssertEqual(label("").sizeThatFits(CGSize(width: 100, height: 100)), .zero)
    }

    func testManyLinesWrapAtTheWidthGiven() {
        let label = label("The quick brown", lines: 0)
        let limit = width("The quick ") + 1
        XCTAssertEqual(label.sizeThatFits(CGSize(width: limit, height: 0)).height, pixels(2 * UIFont.systemFont(ofSize: 17).lineHeight))
        label.numberOfLines = 1
        XCTAssertEqual(label.sizeThatFits(CGSize(width: limit, height: 0)).height, 61.0 / 3)
        label.numberOfLines = 3
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 1, height: 0)).height, pixels(3 * UIFont.systemFont(ofSize: 17).lineHeight),
                       "at most numberOfLines")
    }

    /// `preferredMaxLayoutWidth`, else the label's own width once it has one.
    func testTheIntrinsicSizeOfManyLinesWrapsAtThePreferredWidthOrTheLabelsOwn() {
        let label = label("The quick brown", lines: 0)
        XCTAssertEqual(label.intrinsicContentSize.height, 61.0 / 3, "no width yet: one line")
        label.frame = CGRect(x: 0, y: 0, width: width("The quick ") + 1, height: 10)
        XCTAssertEqual(label.intrinsicContentSize.height, pixels(2 * UIFont.systemFont(ofSize: 17).lineHeight))
        label.preferredMaxLayoutWidth = 1000
        XCTAssertEqual(label.intrinsicContentSize.height, 61.0 / 3)
        label.preferredMaxLayoutWidth = .nan
        XCTAssertEqual(label.preferredMaxLayoutWidth, 0)
    }

    func testAMultiLineLabelPinnedToItsSuperviewsSidesGrowsToItsLines() {
        let window = makeWindow("W")
        let label = label(String(repeating: "word ", count: 30), lines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        // The label measures again at the width its first layout gives it, and
        // the display cycle lays it out again before the screen shows it.
        settle()
        XCTAssertEqual(label.frame.width, 353)
        let expected = label.sizeThatFits(CGSize(width: 353, height: 0)).height
        XCTAssertGreaterThan(expected, 61.0 / 3 * 2)
        XCTAssertEqual(label.frame.height, expected)
    }

    func testSettingTheTextInvalidatesTheIntrinsicSizeAndRedraws() {
        let window = makeWindow("W")
        let label = label("a")
        window.addSubview(label)
        settle()
        label.text = "a longer text"
        XCTAssertTrue(label.cycleFlags.contains(.needsDisplay))
        label.sizeToFit()
        XCTAssertEqual(label.frame.width, pixels(width("a longer text")))
    }

    func testTheTextIsCentredVerticallyAndPlacedByItsAlignment() {
        let window = makeWindow("W")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Hi"
        label.textAlignment = .center
        window.addSubview(label)
        settle()
        let y = (60 - 61.0 / 3) / 2
        XCTAssertEqual(label.contents?.operations.map(\.description).last,
                       "text \"Hi\" at (\(shortNumber((200 - width("Hi")) / 2)) \(shortNumber(y))) [0 0 0 1]")
        label.textAlignment = .right
        settle()
        XCTAssertEqual(label.contents?.operations.map(\.description).last,
                       "text \"Hi\" at (\(shortNumber(200 - width("Hi"))) \(shortNumber(y))) [0 0 0 1]")
    }

    func testTheLastLineThatFitsTheHeightIsTruncated() {
        let window = makeWindow("W")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 50))
        label.text = "The quick brown fox"
        label.numberOfLines = 0
        window.addSubview(label)
        settle()
        let texts = label.contents?.operations.compactMap { operation -> String? in
            if case .text(let text, _, _) = operation { return text } else { return nil }
        }
        XCTAssertEqual(texts, ["The quick", "brown…"], "two lines fit 50 points")
        XCTAssertEqual(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0).height, pixels(2 * label.font.lineHeight))
        XCTAssertEqual(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).height, 61.0 / 3)
    }

    // MARK: R4.12 text drawn smaller to fit

    private func drawnTexts(_ label: UILabel) -> [String] {
        label.contents?.operations.compactMap { operation -> String? in
            if case .text(let text, _, _) = operation { return text } else { return nil }
        } ?? []
    }

    /// Source: Apple's `adjustsFontSizeToFitWidth` ("reduces the text's font
    /// size until it fits the width of the label") and `minimumScaleFactor`
    /// ("If you specify 0 for this property, the current font size is used
    /// as the smallest font size").
    func test_R4_12_textShrinksToFitDownToTheMinimumScaleFactor() {
        let window = makeWindow("W")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "A title too long for it"
        window.addSubview(label)
        settle()
        XCTAssertEqual(drawnTexts(label), ["A title too…"], "no shrinking by default")
        let natural = label.intrinsicContentSize
        label.adjustsFontSizeToFitWidth = true
        settle()
        XCTAssertEqual(drawnTexts(label), ["A title too…"], "a scale factor of 0 keeps the font's size")
        label.minimumScaleFactor = 0.5
        settle()
        XCTAssertEqual(drawnTexts(label), ["A title too long for it"], "drawn smaller, whole")
        XCTAssertEqual(label.intrinsicContentSize, natural, "the label's sizes are its font's")
        XCTAssertEqual(label.font.pointSize, 17)
        label.minimumScaleFactor = 0.9
        settle()
        XCTAssertEqual(drawnTexts(label).count, 1)
        XCTAssertTrue(drawnTexts(label)[0].hasSuffix("…"), "not small enough even at 90%: shortened")
        label.minimumScaleFactor = .nan
        XCTAssertEqual(label.minimumScaleFactor, 0)
        label.minimumScaleFactor = 4
        XCTAssertEqual(label.minimumScaleFactor, 1)
    }

    func test_R4_12_manyLinesShrinkToFitTheHeight() {
        let window = makeWindow("W")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        label.text = "The quick brown fox jumps over the lazy dog"
        label.numberOfLines = 0
        window.addSubview(label)
        settle()
        XCTAssertTrue(drawnTexts(label).last?.hasSuffix("…") == true)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        settle()
        XCTAssertEqual(drawnTexts(label).joined(separator: " "), "The quick brown fox jumps over the lazy dog",
                       "every word drawn, on lines that fit the height")
    }

    func testADescriptionShowsTheText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        label.text = "Hello"
        XCTAssertEqual(label.description, "<UILabel: #\(label.objectID); frame = (0 0; 10 20); text = 'Hello'>")
    }
}
