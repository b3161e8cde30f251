import Foundation

/// Dynamic Type: fonts for text styles, at the sizes the content size
/// category gives them, and the monospaced variants of the system font.
///
/// The sizes are iOS's, per style and category, as Apple's Human Interface
/// Guidelines tabulate them ("Dynamic Type sizes", iOS) and as the iOS 13.3
/// simulator reports them (github.com/temoki/UIKit_DynamicType's table); the
/// weights are regular, the headline's semibold. The two extra large titles
/// of iOS 17 are bold, 36 and 28 points at the default category (iOS's own
/// report, gist zacwest/916d31da5d03405809c4); at the other categories they
/// scale as the large title and the first title do (a decision: their table
/// could not be found).
extension UIFont {
    /// A font's semantic role, which gives its size and weight.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")

        /// Every style, in the order of `sizes`.
        @_spi(Bridging) public static let allStyles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
            .caption1, .caption2, .extraLargeTitle, .extraLargeTitle2,
        ]

        /// Per style, its sizes from extra small to the largest accessibility
        /// category (`UIContentSizeCategory.ordered`).
        static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
            .extraLargeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60].map { $0 * 36 / 34 },
            .extraLargeTitle2: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        ]

        /// A style UIKit does not have is measured as the body (a decision).
        var known: TextStyle { TextStyle.sizes[self] == nil ? .body : self }

        /// The style's size at a category (the default's for unspecified).
        func size(at category: UIContentSizeCategory) -> CGFloat {
            let sizes = TextStyle.sizes[known] ?? []
            let index = category.orderIndex ?? UIContentSizeCategory.large.orderIndex ?? 3
            return sizes.indices.contains(index) ? sizes[index] : UIFont.labelFontSize
        }

        /// Its weight, as a position in `Weight.all`.
        var weightIndex: Int {
            switch known {
            case .headline: return Weight.semibold.index
            case .extraLargeTitle, .extraLargeTitle2: return Weight.bold.index
            default: return Weight.regular.index
            }
        }
    }

    /// Which characters share one width: none (the system font), the digits
    /// (`monospacedDigitSystemFont`), or all (`monospacedSystemFont`).
    enum Spacing: Sendable {
        case proportional, monospacedDigits, monospaced
    }

    /// This font as the content size category `category` has it: a text
    /// style's font at that category's size, a scaled font scaled again;
    /// itself for a fixed size.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let scaling else { return self }
        let size = scaling.size(at: category)
        guard size != pointSize else { return self }
        return UIFont(size: size, weightIndex: weightIndex, italic: isItalic, spacing: spacing, scaling: scaling)
    }
}

/// How a font's size follows the content size category: a text style's size
/// (no base), or a base size scaled as the style scales from the default
/// category (UIFontMetrics), at most `maximumPointSize`.
struct DynamicScaling: Sendable {
    let style: UIFont.TextStyle
    let base: CGFloat?
    let maximumPointSize: CGFloat?

    func size(at category: UIContentSizeCategory) -> CGFloat {
        var size = style.size(at: category)
        if let base { size = base * size / style.size(at: .large) }
        if let maximumPointSize, maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return size
    }
}
