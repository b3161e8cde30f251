import Foundation

/// How a paragraph of attributed text is laid out (`.paragraphStyle`): the
/// alignment and line breaking drawing uses, and the spacing measuring adds.
/// Immutable; `NSMutableParagraphStyle` is the one to change.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The style text has when none is given: natural alignment, word
    /// wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// First, for CoreFoundation (CoreFoundationInfo.swift).
    private let coreFoundationInfo = CoreFoundationInfo()
    var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    var spacing = Spacing()

    /// The spacing values, in one value so that each property stays one line.
    struct Spacing: Equatable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    public override init() { super.init() }

    open var alignment: NSTextAlignment { storedAlignment }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Points added between lines of a paragraph.
    open var lineSpacing: CGFloat { spacing.lineSpacing }
    open var paragraphSpacing: CGFloat { spacing.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { spacing.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { spacing.firstLineHeadIndent }
    open var headIndent: CGFloat { spacing.headIndent }
    open var tailIndent: CGFloat { spacing.tailIndent }
    open var minimumLineHeight: CGFloat { spacing.minimumLineHeight }
    open var maximumLineHeight: CGFloat { spacing.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { spacing.lineHeightMultiple }

    open func copy(with zone: NSZone? = nil) -> Any { copy(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(into: NSMutableParagraphStyle()) }

    private func copy<Style: NSParagraphStyle>(into style: Style) -> Style {
        style.storedAlignment = storedAlignment
        style.storedLineBreakMode = storedLineBreakMode
        style.spacing = spacing
        return style
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.storedAlignment == storedAlignment && other.storedLineBreakMode == storedLineBreakMode
            && other.spacing == spacing
    }

    open override var hash: Int { storedAlignment.rawValue &* 31 &+ storedLineBreakMode.rawValue }

    /// The height of a line of `font`: its line height scaled by
    /// `lineHeightMultiple`, held between the minimum and maximum.
    func lineHeight(for font: UIFont) -> CGFloat {
        var height = font.lineHeight
        if lineHeightMultiple > 0, lineHeightMultiple.isFinite { height *= lineHeightMultiple }
        if minimumLineHeight > 0, minimumLineHeight.isFinite { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0, maximumLineHeight.isFinite { height = min(height, maximumLineHeight) }
        return height
    }
}

/// A paragraph style to set up, then hand to attributes.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { spacing.lineSpacing }
        set { spacing.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { spacing.paragraphSpacing }
        set { spacing.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { spacing.paragraphSpacingBefore }
        set { spacing.paragraphSpacingBefore = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { spacing.firstLineHeadIndent }
        set { spacing.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { spacing.headIndent }
        set { spacing.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { spacing.tailIndent }
        set { spacing.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { spacing.minimumLineHeight }
        set { spacing.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { spacing.maximumLineHeight }
        set { spacing.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { spacing.lineHeightMultiple }
        set { spacing.lineHeightMultiple = newValue }
    }
}

/// How lines under or through text are drawn.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
