import XCTest
@testable import ViewCore

/// Styled text in labels, buttons and text views, after Apple's references
/// for `UILabel.attributedText` ("assigning a new value to this property also
/// replaces the value of the text property with the same string data,
/// although without any formatting information. In addition, assigning a new
/// value updates the values in the font, textColor, and other style-related
/// properties so that they reflect the style information starting at
/// location 0") and `UIButton.setAttributedTitle(_:for:)` (the button
/// prefers the attributed title to a plain one).
final class AttributedTextTests: ViewCoreTestCase {
    private func styled(_ parts: [(String, UIFont, UIColor)]) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for (string, font, color) in parts {
            text.append(NSAttributedString(string: string, attributes: [.font: font, .foregroundColor: color]))
        }
        return text
    }

    // MARK: R4.11 styled text

    func test_R4_11_aLabelsStyledTextSetsItsTextAndItsFirstCharactersStyle() {
        let label = UILabel()
        let bold = UIFont.boldSystemFont(ofSize: 20)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let text = NSMutableAttributedString(string: "Total ", attributes: [.font: bold, .foregroundColor: UIColor.systemRed,
                                                                            .paragraphStyle: paragraph])
        text.append(NSAttributedString(string: "12 €", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        label.attributedText = text
        XCTAssertEqual(label.text, "Total 12 €")
        XCTAssertEqual(label.font, bold)
        XCTAssertEqual(label.textColor, .systemRed)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.attributedText, text, "read back as set, its later runs kept")
        XCTAssertEqual(label.intrinsicContentSize, UILabel(text: "Total 12 €", font: bold).intrinsicContentSize,
                       "measured in the first character's style")
    }

    func test_R4_11_textForgetsTheStylesAndANewFontCoversThemAll() {
        let label = UILabel()
        label.attributedText = styled([("A", .systemFont(ofSize: 10), .blue), ("B", .systemFont(ofSize: 30), .green)])
        label.font = .systemFont(ofSize: 15)
        let whole = label.attributedText?.attributes(at: 1, effectiveRange: nil)[.font] as? UIFont
        XCTAssertEqual(whole, .systemFont(ofSize: 15), "a new font applies to the whole styled text")
        label.text = "Plain"
        let plain = label.attributedText
        XCTAssertEqual(plain?.string, "Plain")
        XCTAssertEqual(plain?.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont, .systemFont(ofSize: 15))
        XCTAssertEqual(plain?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, .blue,
                       "a label's own attributes: the colour the styled text left")
        label.attributedText = nil
        XCTAssertNil(label.text)
        XCTAssertNil(label.attributedText)
        label.attributedText = NSAttributedString(string: "")
        XCTAssertEqual(label.text, "")
    }

    /// Foundation on Linux compares attribute values through CoreFoundation as
    /// it merges runs; fonts, colours and paragraph styles must answer there as
    /// Swift objects (CoreFoundationInfo.swift), or it halts.
    func test_R4_11_runsOfDifferentFontsColoursAndStylesMergeAndSplit() {
        let text = NSMutableAttributedString(string: "", attributes: nil)
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        text.append(NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: red]))
        text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.blue]))
        text.append(NSAttributedString(string: "ef", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.blue]))
        text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 1, length: 4))
        var range = NSRange()
        _ = text.attributes(at: 3, effectiveRange: &range)
        XCTAssertEqual(range, NSRange(location: 2, length: 3), "equal fonts and colours merge into one run")
        text.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 0, length: 6))
        XCTAssertEqual(text.attributes(at: 5, effectiveRange: nil)[.foregroundColor] as? UIColor, red)
        XCTAssertEqual(text.length, 6)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.black
        text.addAttribute(.shadow, value: shadow, range: NSRange(location: 0, length: 3))
        text.addAttribute(.shadow, value: shadow.copy(), range: NSRange(location: 3, length: 3))
        _ = text.attributes(at: 3, effectiveRange: &range)
        XCTAssertEqual(range, NSRange(location: 2, length: 3), "a shadow and its copy are equal: their runs merge")
        XCTAssertEqual(text.attributes(at: 4, effectiveRange: nil)[.shadow] as? NSShadow, shadow)
    }

    func test_R4_11_aButtonPrefersItsStyledTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(styled([("Styled", .boldSystemFont(ofSize: 13), .orange)]), for: .normal)
        XCTAssertEqual(button.currentTitle, "Styled")
        XCTAssertEqual(button.currentAttributedTitle?.string, "Styled")
        XCTAssertEqual(button.titleLabel?.text, "Styled")
        XCTAssertEqual(button.titleLabel?.textColor, .orange)
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Styled", "a state without its own falls back to normal's")
        button.setAttributedTitle(nil, for: .normal)
        XCTAssertEqual(button.currentTitle, "Plain")
        XCTAssertEqual(button.titleLabel?.text, "Plain")
    }

    func test_R4_11_aTextViewKeepsItsStyledTextsStringAndFirstStyle() {
        let view = UITextView()
        view.attributedText = styled([("Notes", .italicSystemFont(ofSize: 16), .purple), (" more", .systemFont(ofSize: 9), .gray)])
        XCTAssertEqual(view.text, "Notes more")
        XCTAssertEqual(view.font, .italicSystemFont(ofSize: 16))
        XCTAssertEqual(view.textColor, .purple)
        XCTAssertEqual(view.attributedText.attributes(at: 7, effectiveRange: nil)[.font] as? UIFont, .italicSystemFont(ofSize: 16),
                       "one style: the engine draws a text view's text in its font")
        view.attributedText = nil
        XCTAssertEqual(view.text, "")
    }
}

private extension UILabel {
    convenience init(text: String, font: UIFont) {
        self.init()
        self.font = font
        self.text = text
    }
}
