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
    /// 12) and the colour drawing uses.
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// NSString's measuring from UIKit (`NSStringDrawing.h`), on Swift strings
/// and NSStrings alike. Results are not rounded: "use the ceil function to
/// round fractional sizes up to the nearest whole number" is UIKit's advice
/// to callers, and UILabel rounds its own sizes to pixels.
extension StringProtocol {
    /// One line per paragraph: the string's natural width and height.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout(String(self), font: measuringFont(attributes), width: .infinity).size
    }

    /// The rectangle the string takes: wrapped at `size.width` with
    /// `.usesLineFragmentOrigin`, one line per paragraph without it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) ? size.width : .infinity
        return CGRect(origin: .zero, size: TextLayout(String(self), font: measuringFont(attributes), width: width).size)
    }

    private func measuringFont(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    }
}
