import Foundation

/// A view that shows text: measured and wrapped as TextLayout.swift does it,
/// its sizes rounded up to the screen's pixels as UIKit rounds a label's (a
/// 17-point line is 20.333 points high on a 3× screen, 20.5 on a 2× one).
///
/// - One line (`numberOfLines` 1, the default) is as wide as its text. More
///   lines wrap: `sizeThatFits` at the width it is given; the intrinsic
///   content size at `preferredMaxLayoutWidth`, or, when that is 0, at the
///   label's own width once it has one (UIKit's automatic preferred width: a
///   multi-line label whose width changes measures again).
/// - The text shows centred vertically in the bounds, lines that do not fit
///   left out and the last one shortened by `lineBreakMode`.
/// - As in UIKit, a label takes no touches and is not opaque.
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    open var text: String? {
        didSet {
            plainTextDidChange()
            if text != oldValue { textDidChange() }
        }
    }

    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            noteCustomized(.font)
            applyToAttributedText(.font, font as UIFont)
            textDidChange()
        }
    }

    open var textColor: UIColor! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            noteCustomized(.textColor)
            applyToAttributedText(.foregroundColor, textColor as UIColor)
            setNeedsDisplay()
        }
    }

    /// The text with its styles (UILabel+AttributedText.swift).
    open var attributedText: NSAttributedString? {
        get { styledText }
        set { setStyledText(newValue) }
    }

    /// What `attributedText` was set to, and whether its setter is at work.
    var attributedStorage: NSAttributedString?
    var isApplyingAttributedText = false

    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted { setNeedsDisplay() } }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// 0 is as many as the text needs; a negative number counts as 0.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }

    /// Whether the text is drawn smaller, down to `minimumScaleFactor` of the
    /// font, to fit the bounds (on one line, their width; on several, their
    /// height at their width). The label's sizes are its font's all the same.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest fraction of the font the text may be drawn at to fit; 0
    /// (the default) keeps the font's size, as Apple documents. Kept within 0…1.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            if !minimumScaleFactor.isFinite || minimumScaleFactor < 0 { minimumScaleFactor = 0 }
            if minimumScaleFactor > 1 { minimumScaleFactor = 1 }
            setNeedsDisplay()
        }
    }

    /// Kept: the engine's text has no letter spacing to tighten.
    open var allowsDefaultTighteningForTruncation = false
    /// Kept: the engine breaks lines by its own rule (TextLayout.swift).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []

    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 { preferredMaxLayoutWidth = 0 }
            if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether a font made for a text style (`UIFont.preferredFont`) or
    /// scaled by `UIFontMetrics` takes the size of each new content size
    /// category; a fixed size stays as it is.
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            followsContentSizeCategory = adjustsFontForContentSizeCategory
            contentSizeCategoryMayHaveChanged()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func contentSizeCategoryMayHaveChanged() {
        guard adjustsFontForContentSizeCategory, let font, font.scaling != nil else { return }
        let adjusted = font.adjusted(to: traitCollection.preferredContentSizeCategory)
        if adjusted !== font { self.font = adjusted }
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private var lineLimit: Int { max(numberOfLines, 0) }

    /// The layout of the text at a width (infinite: no wrapping), in the
    /// label's font or another.
    private func layout(width: CGFloat, lines: Int, font: UIFont? = nil) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        return TextLayout(text, font: font ?? self.font, width: width, maximumLines: lines, lineBreakMode: lineBreakMode)
    }

    /// The font the text is drawn in within `rect`: the label's, or with
    /// `adjustsFontSizeToFitWidth` the largest size, down to
    /// `minimumScaleFactor` of it, at which the text fits (found to a
    /// hundredth of a point).
    private func fittingFont(in rect: CGRect) -> UIFont {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
              rect.width.isFinite, rect.height.isFinite, !fits(font, in: rect) else { return font }
        var low = font.pointSize * minimumScaleFactor, high = font.pointSize
        // Not even the smallest fits: it is drawn at that, shortened.
        guard fits(font.withSize(low), in: rect) else { return font.withSize(low) }
        while high - low > 0.01 {
            let middle = (low + high) / 2
            if fits(font.withSize(middle), in: rect) { low = middle } else { high = middle }
        }
        return font.withSize(low)
    }

    private func fits(_ font: UIFont, in rect: CGRect) -> Bool {
        if numberOfLines == 1 {
            return (layout(width: .infinity, lines: 1, font: font)?.size.width ?? 0) <= rect.width
        }
        guard let layout = layout(width: rect.width, lines: lineLimit, font: font) else { return true }
        return !layout.isTruncated && layout.size.height <= rect.height
    }

    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.infinity
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth } else if bounds.width > 0 { width = bounds.width }
        }
        guard let layout = layout(width: width, lines: lineLimit) else { return .zero }
        return roundedUpToPixels(layout.size)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : .infinity
        guard let layout = layout(width: width, lines: lineLimit) else { return .zero }
        return roundedUpToPixels(layout.size)
    }

    /// A multi-line label without a preferred width measures again at its
    /// new width.
    override func sizeDidChange(from oldSize: CGSize) {
        super.sizeDidChange(from: oldSize)
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width != oldSize.width { invalidateIntrinsicContentSize() }
    }

    /// Where the text goes in `bounds`: at its top left, as wide and as high
    /// as the lines that fit (at most `numberOfLines`, 0 for no limit).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = layout(width: bounds.width, lines: visibleLineCount(in: bounds, limit: max(numberOfLines, 0))) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        var size = roundedUpToPixels(layout.size)
        if bounds.width.isFinite { size.width = min(size.width, max(bounds.width, 0)) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The lines a height has room for (at least one), within the limit.
    private func visibleLineCount(in bounds: CGRect, limit: Int, font: UIFont? = nil) -> Int {
        guard let font = font ?? self.font else { return limit }
        guard bounds.height.isFinite, font.lineHeight > 0 else { return limit }
        let room = max(Int(min((bounds.height / font.lineHeight).rounded(.down), CGFloat(Int32.max))), 1)
        return limit == 0 ? room : min(limit, room)
    }

    /// Draws the text centred vertically in `rect`, each line placed by
    /// `textAlignment`, in `textColor` (`highlightedTextColor` while
    /// highlighted).
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = fittingFont(in: rect)
        let lines = visibleLineCount(in: rect, limit: lineLimit, font: font)
        guard let layout = layout(width: rect.width, lines: lines, font: font) else { return }
        // The label's own font goes through `textRect`, which a subclass may
        // override; a smaller one to fit is placed the same way.
        let textHeight = font === self.font
            ? textRect(forBounds: rect, limitedToNumberOfLines: lines).height
            : min(roundedUpToPixels(layout.size).height, rect.height.isFinite ? max(rect.height, 0) : .infinity)
        let color = isHighlighted ? highlightedTextColor ?? textColor : textColor
        context.setFillColor((color ?? .black).cgColor)
        context.setFont(font)
        var y = rect.minY + (rect.height - textHeight) / 2
        let texts = layout.visibleLines(width: rect.width, maximumLines: lines, lineBreakMode: lineBreakMode)
        for text in texts {
            let width = TextLayout(text, font: font, width: .infinity).size.width
            let x: CGFloat
            switch textAlignment {
            case .center: x = rect.minX + (rect.width - width) / 2
            case .right: x = rect.maxX - width
            case .natural where effectiveUserInterfaceLayoutDirection == .rightToLeft: x = rect.maxX - width
            case .left, .justified, .natural: x = rect.minX
            }
            context.drawText(text, at: CGPoint(x: x, y: y))
            y += font.lineHeight
        }
    }

    open override class var appearanceKeys: Set<String> { super.appearanceKeys.union(["textColor", "font"]) }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// A label is an accessibility element, read as its text.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { [.staticText] }
    override var defaultAccessibilityLabel: String? { text }

    override var descriptionDetails: [String] {
        guard let text else { return [] }
        return ["text = '\(text)'"]
    }
}

extension UILabel {
    static let labelCatalog: [AnyProperty] = [
        Property("text", get: { (object: UILabel) in object.text }, set: { $0.text = $1 }),
        Property("font", get: { (object: UILabel) in object.font as UIFont? }, set: { $0.font = $1 }),
        Property("textColor", get: { (object: UILabel) in object.textColor as UIColor? }, set: { $0.textColor = $1 }),
        Property("highlightedTextColor", get: { (object: UILabel) in object.highlightedTextColor },
                 set: { $0.highlightedTextColor = $1 }),
        Property("textAlignment", get: { (object: UILabel) in object.textAlignment }, set: { $0.textAlignment = $1 }),
        Property("numberOfLines", get: { (object: UILabel) in object.numberOfLines }, set: { $0.numberOfLines = $1 }),
        Property("adjustsFontSizeToFitWidth", get: { (object: UILabel) in object.adjustsFontSizeToFitWidth },
                 set: { $0.adjustsFontSizeToFitWidth = $1 }),
        Property("minimumScaleFactor", get: { (object: UILabel) in object.minimumScaleFactor }, set: { $0.minimumScaleFactor = $1 }),
        Property("allowsDefaultTighteningForTruncation", get: { (object: UILabel) in object.allowsDefaultTighteningForTruncation },
                 set: { $0.allowsDefaultTighteningForTruncation = $1 }),
        Property("lineBreakMode", get: { (object: UILabel) in object.lineBreakMode }, set: { $0.lineBreakMode = $1 }),
        Property("preferredMaxLayoutWidth", get: { (object: UILabel) in object.preferredMaxLayoutWidth },
                 set: { $0.preferredMaxLayoutWidth = $1 }),
        Property("enabled", get: { (object: UILabel) in object.isEnabled }, set: { $0.isEnabled = $1 }),
        Property("highlighted", get: { (object: UILabel) in object.isHighlighted }, set: { $0.isHighlighted = $1 }),
        Property("adjustsFontForContentSizeCategory", get: { (object: UILabel) in object.adjustsFontForContentSizeCategory },
                 set: { $0.adjustsFontForContentSizeCategory = $1 }),
    ]
}
