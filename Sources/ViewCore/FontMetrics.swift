import Foundation

/// How wide each character is and how tall a line is, the same on every
/// machine: no system font is looked up.
///
/// - Widths are Inter's (an open font close to Apple's SF Pro in shape and
///   width; FontMetrics+Inter.swift, generated from the font file), one table
///   per weight, without kerning and without SF's size-dependent tracking.
/// - Line metrics are SF Pro's, as UIKit reports the system font's: an
///   ascender of 1950/2048 em, a descender of −494/2048 em and no leading
///   (`systemFont(ofSize: 15).lineHeight` is 17.900391, Stack Overflow
///   33278645; `systemFont(ofSize: 20)` has ascender 19.04 and descender
///   −4.82). So a label's height is UIKit's exactly.
/// - A character (an extended grapheme cluster) is as wide as its first
///   scalar: combining marks, variation selectors, emoji modifiers, tags
///   and what a zero-width joiner joins add nothing. CJK ideographs, Hangul,
///   emoji and the rest of the wide scripts are 1 em; any other code point
///   outside the table is as wide as the weight's "n".
struct FontMetrics {
    static let ascender = 1950.0 / 2048
    static let descender = -494.0 / 2048
    static var capHeight: Double { interCapHeight / interUnitsPerEm }
    static var xHeight: Double { interXHeight / interUnitsPerEm }

    /// Per weight (UIFont.Weight's order): em widths of ASCII, then of the
    /// rest of the table by code point.
    private static let ascii: [[Double]] = interAdvances.map { advances in
        (0..<128).map { code in code >= 0x20 && code <= 0x7E ? Double(advances[code - 0x20]) / interUnitsPerEm : 0 }
    }

    private static let others: [[UInt32: Double]] = interAdvances.map { advances in
        var table: [UInt32: Double] = [:]
        var index = 0
        for range in interRanges {
            for code in range.first...range.last {
                if code > 0x7E { table[code] = Double(advances[index]) / interUnitsPerEm }
                index += 1
            }
        }
        return table
    }

    /// The width in em of each scalar as it is laid out, given the one before.
    static func ems(of scalars: [Unicode.Scalar], weight: Int) -> [Double] {
        let ascii = ascii[weight]
        var result = [Double](repeating: 0, count: scalars.count)
        var previous: UInt32 = 0
        var regionalPending = false
        for (index, scalar) in scalars.enumerated() {
            let code = scalar.value
            defer { previous = code }
            if code < 0x80 {
                result[index] = ascii[Int(code)]
                regionalPending = false
                continue
            }
            if previous == 0x200D || isZeroWidth(code) { continue }
            if (0x1F1E6...0x1F1FF).contains(code) {
                // A flag is a pair of regional indicators.
                if !regionalPending { result[index] = 1 }
                regionalPending.toggle()
                continue
            }
            regionalPending = false
            if let width = others[weight][code] {
                result[index] = width
            } else {
                result[index] = isWide(code) ? 1 : ascii[Int(UInt8(ascii: "n"))]
            }
        }
        return result
    }

    private static func isZeroWidth(_ code: UInt32) -> Bool {
        switch code {
        case 0x00AD, 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x2060...0x2064,
             0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE01EF:
            return true
        default:
            return false
        }
    }

    private static func isWide(_ code: UInt32) -> Bool {
        switch code {
        case 0x1100...0x115F, 0x2600...0x27BF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension UIFont {
    /// The width in em of each scalar as this font lays it out: a monospaced
    /// font's characters 0.6 em each (SF Mono's advance), monospaced digits
    /// each as wide as the weight's widest digit.
    func ems(of scalars: [Unicode.Scalar]) -> [Double] {
        var ems = FontMetrics.ems(of: scalars, weight: weightIndex)
        switch spacing {
        case .proportional:
            break
        case .monospaced:
            for index in ems.indices where ems[index] > 0 { ems[index] = 0.6 }
        case .monospacedDigits:
            let digits = FontMetrics.ems(of: Array("0123456789".unicodeScalars), weight: weightIndex).max() ?? 0
            for (index, scalar) in scalars.enumerated() where ("0"..."9").contains(scalar) { ems[index] = digits }
        }
        return ems
    }

    /// The sum of the text's advance widths, scalar by scalar, and nothing
    /// else: the floor the label-sizing benchmark measures UILabel against.
    @_spi(Bridging) public func sumOfAdvances(_ text: String) -> CGFloat {
        CGFloat(FontMetrics.ems(of: Array(text.unicodeScalars), weight: weightIndex).reduce(0, +)) * pointSize
    }
}
