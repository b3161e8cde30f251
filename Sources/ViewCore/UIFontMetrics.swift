import Foundation

/// Scales fonts and values as a text style scales with the content size
/// category: by the style's size at the category over its size at the
/// default (large) category, as Apple's `UIFontMetrics` reference describes
/// ("scaled… for the current content size category"). A scaled font keeps
/// following the category in a label that adjusts its font.
open class UIFontMetrics: NSObject {
    public let textStyle: UIFont.TextStyle

    /// The body style's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// A maximum of 0 (or one that is not a positive number) is none.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaling = DynamicScaling(style: textStyle, base: font.pointSize,
                                     maximumPointSize: maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil)
        let category = UIContentSizeCategory.resolved(traitCollection?.preferredContentSizeCategory)
        return UIFont(size: scaling.size(at: category), weightIndex: font.weightIndex, italic: font.isItalic,
                      spacing: font.spacing, scaling: scaling)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = UIContentSizeCategory.resolved(traitCollection?.preferredContentSizeCategory)
        return value * textStyle.size(at: category) / textStyle.size(at: .large)
    }
}
