import Foundation

/// How text wraps onto lines; UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// Text broken into lines at a width, as TextKit breaks it (FontMetrics.swift
/// says how wide each character is):
///
/// - A line ends at a newline (`\n`, `\r`, `\r\n`, U+2028, U+2029), or where
///   the next character would pass the width: after the last space or hyphen
///   that fits when wrapping by word, else before that character (a word too
///   long for a line is broken by character). A line always takes at least
///   one character.
/// - Spaces where a line wraps hang past the width and count for nothing; a
///   paragraph's last line keeps its own.
/// - A tab advances to the next multiple of 28 points (NSParagraphStyle's
///   default tab interval).
/// - Each line is `font.lineHeight` high.
///
/// Truncating and clipping modes wrap by word too; they decide only how the
/// last line shows when text is left over (`visibleLines`).
struct TextLayout {
    struct Line {
        /// Scalar positions: the spaces at a wrap and the line ending left out.
        let start: Int
        let end: Int
        let width: CGFloat
    }

    let scalars: [Unicode.Scalar]
    let widths: [CGFloat]
    let font: UIFont
    private(set) var lines: [Line] = []
    /// Whether text was left over past the last line.
    private(set) var isTruncated = false

    static let tabInterval: CGFloat = 28

    /// `width` may be infinite (no wrapping); `maximumLines` 0 is no limit.
    init(_ text: String, font: UIFont, width: CGFloat, maximumLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping) {
        scalars = Array(text.unicodeScalars)
        let size = font.pointSize
        widths = font.ems(of: scalars).map { CGFloat($0) * size }
        self.font = font
        let limit = width.isNaN || width <= 0 ? .infinity : width
        breakLines(width: limit, maximumLines: max(maximumLines, 0), byWord: lineBreakMode != .byCharWrapping)
    }

    /// The widest line's width and the lines' height, unrounded (as NSString's
    /// measuring methods return them).
    var size: CGSize {
        CGSize(width: lines.reduce(0) { max($0, $1.width) }, height: CGFloat(lines.count) * font.lineHeight)
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{3000}" || (scalar.value >= 0x2000 && scalar.value <= 0x200A)
    }

    private func advance(at index: Int, from x: CGFloat) -> CGFloat {
        guard scalars[index] == "\t" else { return widths[index] }
        let interval = TextLayout.tabInterval
        return (x / interval + 1).rounded(.down) * interval - x
    }

    private mutating func breakLines(width limit: CGFloat, maximumLines: Int, byWord: Bool) {
        let count = scalars.count
        var start = 0
        while start < count {
            if maximumLines > 0, lines.count == maximumLines {
                isTruncated = true
                return
            }
            var x: CGFloat = 0
            var contentEnd = start, contentWidth: CGFloat = 0
            var wordBreak: (end: Int, width: CGFloat, next: Int)?
            var index = start
            var next = count
            while index < count {
                let scalar = scalars[index]
                if TextLayout.isNewline(scalar) {
                    next = index + (scalar == "\r" && index + 1 < count && scalars[index + 1] == "\n" ? 2 : 1)
                    (contentEnd, contentWidth) = (index, x)
                    break
                }
                let step = advance(at: index, from: x)
                if TextLayout.isSpace(scalar) {
                    x += step
                    if byWord { wordBreak = (contentEnd, contentWidth, index + 1) }
                    index += 1
                    continue
                }
                if x + step > limit, index > start {
                    if let found = wordBreak {
                        (contentEnd, contentWidth, next) = found
                        // The spaces after the break belong to the line they end.
                        while next < count, TextLayout.isSpace(scalars[next]) { next += 1 }
                    } else {
                        next = index
                    }
                    break
                }
                x += step
                contentEnd = index + 1
                contentWidth = x
                if byWord, scalar == "-" || scalar == "\u{2010}" { wordBreak = (contentEnd, contentWidth, index + 1) }
                index += 1
            }
            // A paragraph's last line keeps its spaces.
            if index == count { (contentEnd, contentWidth) = (count, x) }
            lines.append(Line(start: start, end: contentEnd, width: contentWidth))
            start = next
        }
    }

    /// The text of each line as it shows in `width`, at most `maximumLines`
    /// (0: all): the last one shortened with "…" by a truncating mode when
    /// text is left over or the line is too wide; clipped otherwise.
    func visibleLines(width: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode) -> [String] {
        let shown = maximumLines > 0 ? Array(lines.prefix(maximumLines)) : lines
        var texts = shown.map { text(from: $0.start, to: $0.end) }
        guard let last = shown.last else { return texts }
        let leftOver = isTruncated || shown.count < lines.count
        guard leftOver || last.width > width else { return texts }
        let end = leftOver ? lines.last?.end ?? last.end : last.end
        switch lineBreakMode {
        case .byTruncatingTail: texts[texts.count - 1] = truncatedTail(from: last.start, to: end, width: width)
        case .byTruncatingHead: texts[texts.count - 1] = truncatedHead(from: last.start, to: last.end, width: width)
        case .byTruncatingMiddle: texts[texts.count - 1] = truncatedMiddle(from: last.start, to: last.end, width: width)
        case .byWordWrapping, .byCharWrapping, .byClipping: break
        }
        return texts
    }

    private var ellipsisWidth: CGFloat { CGFloat(font.ems(of: ["\u{2026}"])[0]) * font.pointSize }

    private func text(from start: Int, to end: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<max(start, end)])
        return text
    }

    private func fittingCount(from start: Int, to end: Int, width: CGFloat) -> Int {
        var x: CGFloat = 0
        var index = start
        while index < end, x + widths[index] <= width {
            x += widths[index]
            index += 1
        }
        return index - start
    }

    private func truncatedTail(from start: Int, to end: Int, width: CGFloat) -> String {
        let count = fittingCount(from: start, to: end, width: width - ellipsisWidth)
        var cut = start + count
        while cut > start, TextLayout.isSpace(scalars[cut - 1]) { cut -= 1 }
        return text(from: start, to: cut) + "\u{2026}"
    }

    private func truncatedHead(from start: Int, to end: Int, width: CGFloat) -> String {
        var x = ellipsisWidth
        var index = end
        while index > start, x + widths[index - 1] <= width {
            x += widths[index - 1]
            index -= 1
        }
        return "\u{2026}" + text(from: index, to: end)
    }

    private func truncatedMiddle(from start: Int, to end: Int, width: CGFloat) -> String {
        let room = width - ellipsisWidth
        let head = fittingCount(from: start, to: end, width: room / 2)
        var x: CGFloat = 0
        var tail = end
        let headWidth = widths[start..<start + head].reduce(0, +)
        while tail > start + head, x + widths[tail - 1] + headWidth <= room {
            x += widths[tail - 1]
            tail -= 1
        }
        return text(from: start, to: start + head) + "\u{2026}" + text(from: tail, to: end)
    }
}
