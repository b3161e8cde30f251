import Foundation

/// UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the width given; without it the string is one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`, for the signature's sake: the engine
/// does not scale text to fit.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}

extension NSAttributedString.Key {
    /// The attributes UIKit's text measuring reads: the font (the system
    /// font at 12 points when there is none; UIKit's default is Helvetica
    /// 12), the colour drawing uses, and the paragraph style (alignment,
    /// line breaking, line spacing and heights). The others are kept with the
    /// text and not drawn.
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// The text attributes drawing and measuring read.
struct TextAttributes {
    let font: UIFont
    let color: CGColor
    let paragraph: NSParagraphStyle?

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        color = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle
    }

    var lineHeight: CGFloat { paragraph?.lineHeight(for: font) ?? font.lineHeight }

    /// Points between one line's top and the next's.
    var lineAdvance: CGFloat {
        let spacing = paragraph?.lineSpacing ?? 0
        return lineHeight + (spacing.isFinite ? max(spacing, 0) : 0)
    }

    /// The size of `lines` lines at most `width` wide.
    func size(width: CGFloat, lines: Int) -> CGSize {
        CGSize(width: width, height: lines == 0 ? 0 : CGFloat(lines - 1) * lineAdvance + lineHeight)
    }

    /// Draws `text` from `origin`, wrapped at `width` (infinite for none),
    /// each line placed in the width by the paragraph's alignment, at most
    /// `height` tall.
    func draw(_ text: String, at origin: CGPoint, width: CGFloat, height: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), origin.isFinite else { return }
        let mode = paragraph?.lineBreakMode ?? .byWordWrapping
        let layout = TextLayout(text, font: font, width: width, lineBreakMode: mode)
        let fitting = height.isFinite ? max(1, Int(((height - lineHeight) / lineAdvance).rounded(.down)) + 1) : 0
        context.saveGState()
        context.setFillColor(color)
        context.setFont(font)
        var y = origin.y
        for line in layout.visibleLines(width: width, maximumLines: fitting, lineBreakMode: mode) {
            let lineWidth = TextLayout(line, font: font, width: .infinity).size.width
            var x = origin.x
            if width.isFinite {
                switch paragraph?.alignment ?? .natural {
                case .center: x += (width - lineWidth) / 2
                case .right: x += width - lineWidth
                default: break
                }
            }
            context.drawText(line, at: CGPoint(x: x, y: y + (lineHeight - font.lineHeight) / 2))
            y += lineAdvance
        }
        context.restoreGState()
    }
}

/// NSString's measuring from UIKit (`NSStringDrawing.h`), on Swift strings
/// and NSStrings alike. Results are not rounded: "use the ceil function to
/// round fractional sizes up to the nearest whole number" is UIKit's advice
/// to callers, and UILabel rounds its own sizes to pixels.
extension StringProtocol {
    /// One line per paragraph: the string's natural width and height.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).measured(width: .infinity, attributes)
    }

    /// The rectangle the string takes: wrapped at `size.width` with
    /// `.usesLineFragmentOrigin`, one line per paragraph without it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) ? size.width : .infinity
        return CGRect(origin: .zero, size: String(self).measured(width: width, attributes))
    }

    /// Draws the string in the current context, one line per paragraph, its
    /// first line's top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextAttributes(attrs).draw(String(self), at: point, width: .infinity, height: .infinity)
    }

    /// Draws the string in the current context wrapped inside `rect`, lines
    /// placed by the paragraph style's alignment; lines below the rect are
    /// not drawn.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard rect.isFinite else { return }
        TextAttributes(attrs).draw(String(self), at: rect.origin, width: rect.width, height: rect.height)
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes attrs: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attrs, context: context)
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }
}

extension String {
    /// The widest line and the lines' height, with the paragraph style's
    /// line heights and spacing.
    func measured(width: CGFloat, _ attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        let text = TextAttributes(attributes)
        let layout = TextLayout(self, font: text.font, width: width, lineBreakMode: text.paragraph?.lineBreakMode ?? .byWordWrapping)
        guard text.paragraph != nil else { return layout.size }
        return CGSize(width: layout.size.width, height: text.size(width: 0, lines: layout.lines.count).height)
    }
}
