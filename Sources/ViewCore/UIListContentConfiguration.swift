import Foundation

/// The content of a list row (an image, a text, a secondary text) and how it
/// looks, as Apple's `UIListContentConfiguration` reference describes it: a
/// cell's `defaultContentConfiguration()` gives the style's defaults, the
/// app fills in the content and assigns it to the cell's
/// `contentConfiguration`, which shows it in a `UIListContentView`.
///
/// Defaults decided here, as Apple documents none (docs/tables-and-collections.md):
/// text in the body style in the label color, as many lines as it needs;
/// secondary text in the subheadline style in the secondary label color,
/// below the text (`cell()`, `subtitleCell()`), or in the body style beside
/// it at the trailing edge (`valueCell()`); margins of 11 points above and
/// below and 16 at the sides; 16 points between image and text, 3 between
/// the texts stacked, 8 side by side. Fonts follow the content size
/// category.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a list's text is drawn.
    public struct TextProperties: Hashable {
        /// Where the lines go across the text's area.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural = 0, center, justified
        }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 is as many as the text needs.
        public var numberOfLines = 0
        public var adjustsFontForContentSizeCategory = true

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The color the text is drawn in.
        public func resolvedColor() -> UIColor { color }
    }

    /// How a list's image is drawn.
    public struct ImageProperties: Hashable {
        /// Nil draws a template image in the view's tint.
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero for no limit.
        public var maximumSize: CGSize = .zero
        /// The room the image takes, at least; zero for the image's size.
        public var reservedLayoutSize: CGSize = .zero

        /// The tint the image is drawn in, given the view's.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(cornerRadius)
            hasher.combine(maximumSize.width)
            hasher.combine(reservedLayoutSize.width)
        }

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
                && a.reservedLayoutSize == b.reservedLayoutSize
        }
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryTextProperties: TextProperties
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The texts side by side, the secondary at the trailing edge; else stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(secondaryStyle: UIFont.TextStyle, sideBySide: Bool) {
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondaryStyle), color: .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A row's: the secondary text below the text.
    public static func cell() -> UIListContentConfiguration { .init(secondaryStyle: .subheadline, sideBySide: false) }
    /// A row with a subtitle below its text.
    public static func subtitleCell() -> UIListContentConfiguration { .init(secondaryStyle: .subheadline, sideBySide: false) }
    /// A row with a value at its trailing edge.
    public static func valueCell() -> UIListContentConfiguration { .init(secondaryStyle: .body, sideBySide: true) }

    private init(sectionTextStyle: UIFont.TextStyle, color: UIColor) {
        self.init(secondaryStyle: .footnote, sideBySide: false)
        textProperties = TextProperties(font: .preferredFont(forTextStyle: sectionTextStyle), color: color)
    }

    /// A section header's: its text in the headline style (ours; UIKit's
    /// matches the list's style and OS release).
    public static func header() -> UIListContentConfiguration { .plainHeader() }
    /// A section footer's: its text in the footnote style, secondary color.
    public static func footer() -> UIListContentConfiguration { .groupedFooter() }
    /// A plain list's header: headline style, label color.
    public static func plainHeader() -> UIListContentConfiguration { .init(sectionTextStyle: .headline, color: .label) }
    /// A plain list's footer: footnote style, secondary label color.
    public static func plainFooter() -> UIListContentConfiguration { .init(sectionTextStyle: .footnote, color: .secondaryLabel) }
    /// A grouped list's header: footnote style, secondary label color.
    public static func groupedHeader() -> UIListContentConfiguration { .init(sectionTextStyle: .footnote, color: .secondaryLabel) }
    /// A grouped list's footer: footnote style, secondary label color.
    public static func groupedFooter() -> UIListContentConfiguration { .init(sectionTextStyle: .footnote, color: .secondaryLabel) }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration: a list row's content does not change with
    /// its cell's state (its background does).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view a list content configuration shows its content in: an image
/// view and two labels, placed as the configuration says.
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView()

    override var viewsHeldBesidesSubviews: [UIView] {
        super.viewsHeldBesidesSubviews + [textLabel, secondaryTextLabel, imageView]
    }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        apply()
    }

    /// A list content configuration; another kind is ignored, as this view
    /// does not support it.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let configuration = listConfiguration
        show(textLabel, configuration.text, configuration.textProperties)
        show(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        place(imageView, shown: configuration.image != nil)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func show(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        place(label, shown: !(text ?? "").isEmpty)
    }

    private func place(_ view: UIView, shown: Bool) {
        if shown, view.superviewStorage !== self { addSubview(view) } else if !shown, view.superviewStorage === self { view.removeFromSuperview() }
    }

    /// The image's size as shown: within the maximum, the reserved size at least.
    private var imageSize: (shown: CGSize, reserved: CGSize) {
        guard let image = listConfiguration.image else { return (.zero, .zero) }
        let properties = listConfiguration.imageProperties
        var size = image.size
        let maximum = properties.maximumSize
        if maximum.width > 0, maximum.height > 0, size.width > 0, size.height > 0 {
            let factor = min(1, min(maximum.width / size.width, maximum.height / size.height))
            size = CGSize(width: size.width * factor, height: size.height * factor)
        }
        let reserved = CGSize(width: max(size.width, finite(properties.reservedLayoutSize.width)),
                              height: max(size.height, finite(properties.reservedLayoutSize.height)))
        return (size, reserved)
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    private var margins: UIEdgeInsets {
        let m = listConfiguration.directionalLayoutMargins
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: finite(m.top), left: finite(rightToLeft ? m.trailing : m.leading),
                            bottom: finite(m.bottom), right: finite(rightToLeft ? m.leading : m.trailing))
    }

    /// The texts' sizes at a width: stacked, or side by side.
    private func textSizes(width: CGFloat) -> (text: CGSize, secondary: CGSize) {
        let available = CGSize(width: max(width, 0), height: .infinity)
        let hasText = textLabel.superviewStorage === self, hasSecondary = secondaryTextLabel.superviewStorage === self
        var secondary = hasSecondary ? secondaryTextLabel.sizeThatFits(available) : .zero
        if listConfiguration.prefersSideBySideTextAndSecondaryText, hasSecondary {
            secondary.width = min(secondary.width, max(width, 0))
            let rest = max(width - secondary.width - (hasText ? finite(listConfiguration.textToSecondaryTextHorizontalPadding) : 0), 0)
            let text = hasText ? textLabel.sizeThatFits(CGSize(width: rest, height: .infinity)) : .zero
            return (CGSize(width: min(text.width, rest), height: text.height), secondary)
        }
        var text = hasText ? textLabel.sizeThatFits(available) : .zero
        text.width = min(text.width, max(width, 0))
        secondary.width = min(secondary.width, max(width, 0))
        return (text, secondary)
    }

    private var stacksTexts: Bool { !listConfiguration.prefersSideBySideTextAndSecondaryText }

    private func textBlockHeight(_ sizes: (text: CGSize, secondary: CGSize)) -> CGFloat {
        guard stacksTexts else { return max(sizes.text.height, sizes.secondary.height) }
        let gap = sizes.text.height > 0 && sizes.secondary.height > 0 ? finite(listConfiguration.textToSecondaryTextVerticalPadding) : 0
        return sizes.text.height + gap + sizes.secondary.height
    }

    private func textLeading(_ reserved: CGSize) -> CGFloat {
        reserved.width > 0 ? reserved.width + finite(listConfiguration.imageToTextPadding) : 0
    }

    /// The margins around the taller of the image and the texts.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = self.margins
        let reserved = imageSize.reserved
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        let textWidth = width - margins.left - margins.right - textLeading(reserved)
        let height = max(reserved.height, textBlockHeight(textSizes(width: textWidth)))
        return CGSize(width: width, height: roundedUpToPixels(CGSize(width: 0, height: height + margins.top + margins.bottom)).height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    /// The image at the leading margin, centred vertically; the texts after
    /// it, stacked and centred, or side by side.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: margins)
        let (shown, reserved) = imageSize
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func x(_ leading: CGFloat, _ width: CGFloat) -> CGFloat { rightToLeft ? area.maxX - leading - width : area.minX + leading }
        if imageView.superviewStorage === self {
            imageView.frame = CGRect(x: x((reserved.width - shown.width) / 2, shown.width), y: area.midY - shown.height / 2,
                                     width: shown.width, height: shown.height)
        }
        let leading = textLeading(reserved)
        let width = max(area.width - leading, 0)
        let sizes = textSizes(width: width)
        if stacksTexts {
            var y = area.midY - textBlockHeight(sizes) / 2
            textLabel.frame = CGRect(x: x(leading, width), y: y, width: width, height: sizes.text.height)
            if sizes.text.height > 0 { y += sizes.text.height + finite(listConfiguration.textToSecondaryTextVerticalPadding) }
            secondaryTextLabel.frame = CGRect(x: x(leading, width), y: y, width: width, height: sizes.secondary.height)
        } else {
            textLabel.frame = CGRect(x: x(leading, sizes.text.width), y: area.midY - sizes.text.height / 2,
                                     width: sizes.text.width, height: sizes.text.height)
            secondaryTextLabel.frame = CGRect(x: x(area.width - sizes.secondary.width, sizes.secondary.width),
                                              y: area.midY - sizes.secondary.height / 2,
                                              width: sizes.secondary.width, height: sizes.secondary.height)
        }
    }
}
