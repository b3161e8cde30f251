import Foundation

/// A font: a weight of the system font at a size. Its metrics and its
/// characters' widths come from FontMetrics (SF Pro's line metrics, Inter's
/// widths), so text measures the same everywhere.
///
/// The system font reports SF's names (`.SFUI-Regular`, `.SFUI-Semibold`…),
/// as scripts print them; italics measure as their upright weight.
open class UIFont: NSObject {
    /// The weight of a font, from ultralight (-0.8) to black (0.62).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        static let all: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        static let names = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]

        /// The nearest named weight's position in `all`.
        var index: Int {
            guard rawValue.isFinite else { return 3 }
            return Weight.all.indices.min { abs(Weight.all[$0].rawValue - rawValue) < abs(Weight.all[$1].rawValue - rawValue) } ?? 3
        }
    }

    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    /// First, for CoreFoundation (CoreFoundationInfo.swift).
    private let coreFoundationInfo = CoreFoundationInfo()
    public let pointSize: CGFloat
    /// Position in `Weight.all`.
    let weightIndex: Int
    public let isItalic: Bool
    /// Which characters share one width (UIFont+DynamicType.swift).
    let spacing: Spacing
    /// How the size follows the content size category, for a font made for
    /// a text style or scaled by font metrics; nil for a fixed size.
    let scaling: DynamicScaling?

    /// UIKit asks for a size above 0; one that is not a positive finite
    /// number is taken as the label font size, 17, rather than refused.
    init(size: CGFloat, weightIndex: Int, italic: Bool, spacing: Spacing = .proportional, scaling: DynamicScaling? = nil) {
        pointSize = size.isFinite && size > 0 ? size : UIFont.labelFontSize
        self.weightIndex = weightIndex
        isItalic = italic
        self.spacing = spacing
        self.scaling = scaling
        super.init()
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weightIndex: 3, italic: false)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weightIndex: weight.index, italic: false)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weightIndex: 6, italic: false)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weightIndex: 3, italic: true)
    }

    // MARK: Dynamic Type (UIFont+DynamicType.swift)

    /// The font for a text style at the session's content size category.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the traits' content size category, the
    /// session's when they leave it unspecified.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = UIContentSizeCategory.resolved(traitCollection?.preferredContentSizeCategory)
        let scaling = DynamicScaling(style: style, base: nil, maximumPointSize: nil)
        return UIFont(size: scaling.size(at: category), weightIndex: style.weightIndex, italic: false, scaling: scaling)
    }

    /// The system font whose digits are all as wide as the widest.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weightIndex: weight.index, italic: false, spacing: .monospacedDigits)
    }

    /// The monospaced system font (SF Mono): every character 0.6 em wide, as
    /// SF Mono's are (its advance is 1229 of 2048 units).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weightIndex: weight.index, italic: false, spacing: .monospaced)
    }

    /// The system font by one of the names it reports (`.SFUI-Semibold`), or
    /// `Inter-Bold` style names of the font whose widths it has; nil for
    /// another font, which the engine does not have.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let weight = fontName.split(separator: "-").last.map(String.init)?.lowercased() ?? ""
        guard fontName.hasPrefix(".SFUI") || fontName.hasPrefix("Inter"),
              let index = Weight.names.firstIndex(where: { $0.lowercased() == weight }) else { return nil }
        self.init(size: fontSize, weightIndex: index, italic: false)
    }

    /// The same font at a fixed size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weightIndex: weightIndex, italic: isItalic, spacing: spacing)
    }

    /// SF's names; the monospaced system font's are SF Mono's (a decision:
    /// iOS reports a private name).
    open var fontName: String {
        let family = spacing == .monospaced ? ".SFMono" : ".SFUI"
        return "\(family)-\(UIFont.Weight.names[weightIndex])\(isItalic ? "Italic" : "")"
    }
    open var familyName: String { ".SF UI Text" }
    open var ascender: CGFloat { CGFloat(FontMetrics.ascender) * pointSize }
    open var descender: CGFloat { CGFloat(FontMetrics.descender) * pointSize }
    open var leading: CGFloat { 0 }
    open var capHeight: CGFloat { CGFloat(FontMetrics.capHeight) * pointSize }
    open var xHeight: CGFloat { CGFloat(FontMetrics.xHeight) * pointSize }
    /// Ascender to descender, plus the leading.
    open var lineHeight: CGFloat { ascender - descender + leading }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.pointSize == pointSize && other.weightIndex == weightIndex && other.isItalic == isItalic
            && other.spacing == spacing
    }

    open override var hash: Int { pointSize.hashValue ^ weightIndex << 1 ^ (isItalic ? 1 : 0) }

    /// UIKit's shape, without the address: `<UICTFont> font-family:
    /// ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt`.
    open override var description: String {
        let weight = weightIndex >= 6 ? "bold" : "normal"
        return "<UICTFont> font-family: \"\(fontName)\"; font-weight: \(weight); font-style: \(isItalic ? "italic" : "normal");"
            + " font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
