import XCTest
@testable import ViewCore

/// Text measured from the bundled metrics (FontMetrics.swift, TextLayout.swift):
/// SF's line metrics as UIKit reports them, Inter's widths, TextKit's line
/// breaking.
final class TextMeasuringTests: ViewCoreTestCase {
    private let font = UIFont.systemFont(ofSize: 17)

    private func width(_ text: String, _ font: UIFont = .systemFont(ofSize: 17)) -> CGFloat {
        text.size(withAttributes: [.font: font]).width
    }

    /// Stack Overflow 33278645: `systemFontOfSize:15` has a lineHeight of
    /// 17.900391; a 2016 study of `systemFont(ofSize: 20)`: ascender 19.04…,
    /// descender −4.82….
    func testTheSystemFontHasSFsLineMetrics() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 15).lineHeight, 17.900390625, accuracy: 1e-9)
        XCTAssertEqual(UIFont.systemFont(ofSize: 20).ascender, 19.04, accuracy: 0.01)
        XCTAssertEqual(UIFont.systemFont(ofSize: 20).descender, -4.82, accuracy: 0.01)
        XCTAssertEqual(font.leading, 0)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender)
        XCTAssertEqual(font.fontName, ".SFUI-Regular")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).fontName, ".SFUI-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName, ".SFUI-Semibold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.31)).fontName, ".SFUI-Semibold", "the nearest weight")
        XCTAssertEqual(font.description,
                       #"<UICTFont> font-family: ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt"#)
    }

    func testASizeThatIsNotAPositiveNumberIsTheLabelSize() {
        for size: CGFloat in [0, -3, .nan, .infinity] {
            XCTAssertEqual(UIFont.systemFont(ofSize: size).pointSize, 17)
        }
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(.nan)).fontName, ".SFUI-Regular")
        XCTAssertNil(UIFont(name: "Helvetica", size: 12))
        XCTAssertEqual(UIFont(name: ".SFUI-Bold", size: 12)?.fontName, ".SFUI-Bold")
    }

    func testWidthsScaleWithTheSizeAndGrowWithTheWeight() {
        XCTAssertEqual(width("Hello", .systemFont(ofSize: 34)), 2 * width("Hello"), accuracy: 1e-9)
        XCTAssertGreaterThan(width("Hello", .boldSystemFont(ofSize: 17)), width("Hello"))
        XCTAssertEqual(width(""), 0)
        XCTAssertEqual("".size(withAttributes: [.font: font]).height, 0, "no line at all")
        XCTAssertEqual("x".size(withAttributes: nil).height, UIFont.systemFont(ofSize: 12).lineHeight, "12 points without a font")
    }

    /// A character is as wide as its first scalar; what combines with it, or
    /// joins it, adds nothing.
    func testCombiningMarksJoinersAndFlagsAddNoWidth() {
        XCTAssertEqual(width("e\u{301}"), width("e"))
        XCTAssertEqual(width("👍🏽"), width("👍"))
        XCTAssertEqual(width("👨‍👩‍👧"), width("👨"))
        XCTAssertEqual(width("🇫🇷"), 17, "a flag is one 1-em character")
        XCTAssertEqual(width("漢字"), 34, "ideographs are 1 em")
        XCTAssertEqual(width("\u{FE0F}\u{200D}"), 0)
    }

    func testNewlinesStartLines() {
        let size = "one\ntwo\r\nthree\u{2028}four".size(withAttributes: [.font: font])
        XCTAssertEqual(size.height, 4 * font.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(size.width, width("three"), accuracy: 1e-9)
    }

    /// `boundingRect(with:options:attributes:context:)`: wrapping needs
    /// `.usesLineFragmentOrigin`; lines break after the last word that fits,
    /// and the spaces at a line's end count for nothing.
    func testWrappingBreaksAfterTheLastWordThatFits() {
        let text = "The quick brown"
        let limit = width("The quick ") + 1
        let wrapped = text.boundingRect(with: CGSize(width: limit, height: 1000), options: .usesLineFragmentOrigin,
                                        attributes: [.font: font], context: nil)
        XCTAssertEqual(wrapped.height, 2 * font.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(wrapped.width, max(width("The quick"), width("brown")), accuracy: 1e-9, "the space at the break hangs")
        let single = text.boundingRect(with: CGSize(width: limit, height: 1000), options: [], attributes: [.font: font], context: nil)
        XCTAssertEqual(single.height, font.lineHeight, accuracy: 1e-9)
    }

    func testAWordLongerThanALineBreaksByCharacter() {
        let layout = TextLayout("aaaaaaaaaa", font: font, width: width("aaaa") + 0.5)
        XCTAssertEqual(layout.visibleLines(width: .infinity, maximumLines: 0, lineBreakMode: .byWordWrapping), ["aaaa", "aaaa", "aa"])
    }

    func testHyphensAreBreakOpportunities() {
        let layout = TextLayout("well-known fact", font: font, width: width("well-kno"))
        XCTAssertEqual(layout.visibleLines(width: .infinity, maximumLines: 0, lineBreakMode: .byWordWrapping),
                       ["well-", "known", "fact"])
    }

    func testCharacterWrappingFillsEachLine() {
        let layout = TextLayout("ab cd ef", font: font, width: width("ab c") + 0.1, lineBreakMode: .byCharWrapping)
        XCTAssertEqual(layout.visibleLines(width: .infinity, maximumLines: 0, lineBreakMode: .byCharWrapping), ["ab c", "d ef"])
    }

    func testTruncationShortensTheLastLineWithAnEllipsis() {
        let text = "The quick brown fox jumps"
        let limit = width("The quick brown")
        let layout = TextLayout(text, font: font, width: limit, maximumLines: 1)
        let tail = layout.visibleLines(width: limit, maximumLines: 1, lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(tail, ["The quick bro…"], "cut between characters, as UIKit cuts")
        XCTAssertLessThanOrEqual(width(tail[0]), limit)
        XCTAssertEqual(layout.visibleLines(width: limit, maximumLines: 1, lineBreakMode: .byClipping), ["The quick brown"])
        let long = TextLayout("Supercalifragilistic", font: font, width: .infinity)
        let narrow = width("Supercali")
        XCTAssertEqual(long.visibleLines(width: narrow, maximumLines: 1, lineBreakMode: .byTruncatingHead).first?.first, "…")
        let middle = long.visibleLines(width: narrow, maximumLines: 1, lineBreakMode: .byTruncatingMiddle).first ?? ""
        XCTAssertTrue(middle.hasPrefix("Su") && middle.hasSuffix("c") && middle.contains("…"), middle)
        XCTAssertLessThanOrEqual(width(middle), narrow)
    }

    /// Spaces hang only where a line wraps; a paragraph's own end keeps them.
    func testSpacesCountAtAParagraphsEnd() {
        XCTAssertGreaterThan(width("a "), width("a"))
        XCTAssertEqual("a \nb".size(withAttributes: [.font: font]).width, width("a "), accuracy: 1e-9)
    }

    func testTabsAdvanceToTheNextStop() {
        XCTAssertEqual(width("\t"), 28)
        XCTAssertEqual(width("a\tb"), 28 + width("b"), accuracy: 1e-9)
    }

    func testHostileWidthsNeverTrap() {
        for limit: CGFloat in [.nan, -1, 0, .infinity, .greatestFiniteMagnitude, 1e-300] {
            let size = String(repeating: "word ", count: 200).boundingRect(
                with: CGSize(width: limit, height: .nan), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil).size
            XCTAssertTrue(size.width.isFinite && size.height.isFinite)
        }
        let tiny = TextLayout("abc", font: font, width: 1e-300)
        XCTAssertEqual(tiny.lines.count, 3, "at least one character a line")
    }
}
