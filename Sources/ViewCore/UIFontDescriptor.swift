import Foundation

/// What describes a font, as far as its symbolic traits go: bold, italic and
/// monospaced system fonts, and text styles' fonts, which a descriptor with
/// other traits turns into.
open class UIFontDescriptor: NSObject {
    /// A font's stylistic qualities, with UIKit's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The font described.
    let font: UIFont

    init(font: UIFont) {
        self.font = font
        super.init()
    }

    open var pointSize: CGFloat { font.pointSize }

    /// Bold from semibold up (as the headline style is), italic, monospaced.
    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weightIndex >= UIFont.Weight.semibold.index { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        if font.spacing == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same font with these traits instead of its own: bold is the bold
    /// weight (a bold font keeps its weight), no bold the regular one; nil for
    /// traits the system font does not have (expanded, condensed, vertical,
    /// or monospaced added to or taken from a font).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let supported: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace, .traitUIOptimized,
                                          .traitTightLeading, .traitLooseLeading]
        guard supported.isSuperset(of: symbolicTraits),
              symbolicTraits.contains(.traitMonoSpace) == (font.spacing == .monospaced) else { return nil }
        let bold = symbolicTraits.contains(.traitBold)
        let weight = bold ? max(font.weightIndex, UIFont.Weight.bold.index)
            : (font.weightIndex >= UIFont.Weight.semibold.index ? UIFont.Weight.regular.index : font.weightIndex)
        return UIFontDescriptor(font: UIFont(size: font.pointSize, weightIndex: weight, italic: symbolicTraits.contains(.traitItalic),
                                             spacing: font.spacing, scaling: font.scaling))
    }

    /// The same font at a fixed size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(newPointSize)) }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFontDescriptor(font: UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection))
    }
}

extension UIFont {
    /// The descriptor of this font.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The described font at `pointSize`, or at the descriptor's size when
    /// `pointSize` is 0; a text style's font keeps following the category
    /// only at its own size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        let keepsSize = pointSize == 0 || pointSize == font.pointSize
        self.init(size: keepsSize ? font.pointSize : pointSize, weightIndex: font.weightIndex, italic: font.isItalic,
                  spacing: font.spacing, scaling: keepsSize ? font.scaling : nil)
    }
}
