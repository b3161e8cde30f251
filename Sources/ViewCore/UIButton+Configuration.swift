import Foundation

/// The edges of a rectangle, by leading and trailing rather than left and right.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
    /// A button's content and how it looks (iOS 15), as Apple's
    /// `UIButton.Configuration` reference and UIKit's UIButtonConfiguration.h
    /// describe it: a style (`plain()`, `tinted()`, `gray()`, `filled()` and
    /// their bordered forms), a title, a subtitle, an image and where it goes,
    /// insets, colors, a size and a corner style. A button shows the
    /// configuration updated for its state (`updated(for:)`).
    ///
    /// Where Apple documents no value, the engine decides
    /// (docs/touches.md): by `buttonSize`, content insets of 3/8 (mini),
    /// 5/10 (small), 7/12 (medium), 14/20 (large) points above and below /
    /// at the sides; titles in the footnote, subheadline, body and body text
    /// styles, subtitles in caption 1 (mini, small) or footnote; dynamic
    /// corners of 6, 6, 8 and 12 points, or 6, 8, 12 for the small, medium and
    /// large styles, half the height for a capsule; no padding between image
    /// and title, nor between title and subtitle. Colors: the foreground is
    /// the button's tint (white on a filled style), the background none
    /// (plain, borderless), the system gray 5 (gray, bordered), the tint at
    /// 15 % (tinted), or the tint (filled, bordered prominent); highlighted,
    /// the foreground and background are at half their alpha; disabled, the
    /// foreground is the tertiary label color and the background the system
    /// fill. An activity indicator takes 20 × 20 points in place of the image.
    public struct Configuration: Hashable {
        /// The metrics a configuration's button is sized by.
        public enum Size: Int, Hashable, Sendable {
            case medium = 0, small, mini, large
        }

        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Hashable, Sendable {
            case fixed = -1, dynamic, small, medium, large, capsule
        }

        /// Where the title and subtitle align with each other.
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic = 0, leading, center, trailing
        }

        /// The system styles a configuration starts from.
        enum Style: Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var showsActivityIndicator = false
        /// Only single edges are supported (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var cornerStyle: CornerStyle = .dynamic
        /// The style's insets for the size unless set (`setDefaultContentInsets()`).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Configuration.defaultInsets(buttonSize) }
            set { customContentInsets = newValue }
        }
        private var customContentInsets: NSDirectionalEdgeInsets?
        public var buttonSize: Size = .medium
        /// Nil: the style's color (the tint, or white on a filled style).
        public var baseForegroundColor: UIColor?
        /// Nil: the style's color (none, gray, the tint at 15 %, the tint).
        public var baseBackgroundColor: UIColor?
        public var automaticallyUpdateForSelection = true
        /// The state `updated(for:)` resolved the configuration for.
        var appliedState: UIControl.State?

        init(_ style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(.plain) }
        public static func tinted() -> Configuration { Configuration(.tinted) }
        public static func gray() -> Configuration { Configuration(.gray) }
        public static func filled() -> Configuration { Configuration(.filled) }
        public static func borderless() -> Configuration { Configuration(.borderless) }
        public static func bordered() -> Configuration { Configuration(.bordered) }
        public static func borderedTinted() -> Configuration { Configuration(.borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(.borderedProminent) }

        /// Puts back the insets the size gives.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        /// A copy with the button's state applied to what was not customized.
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.appliedState = button.state
            return copy
        }

        static func defaultInsets(_ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var titleStyle: UIFont.TextStyle {
            switch buttonSize {
            case .mini: return .footnote
            case .small: return .subheadline
            case .medium, .large: return .body
            }
        }

        var subtitleStyle: UIFont.TextStyle { buttonSize == .mini || buttonSize == .small ? .caption1 : .footnote }

        private var isFilled: Bool { style == .filled || style == .borderedProminent }

        /// The foreground in a button of tint `tint`, for the state applied.
        func foregroundColor(tint: UIColor) -> UIColor {
            let state = appliedState ?? []
            if state.contains(.disabled) { return .tertiaryLabel }
            let color = baseForegroundColor ?? (isFilled ? .white : tint)
            return state.contains(.highlighted) ? halved(color) : color
        }

        /// The background in a button of tint `tint`; nil for none.
        func backgroundColor(tint: UIColor) -> UIColor? {
            let state = appliedState ?? []
            let base: UIColor?
            switch style {
            case .plain, .borderless: base = baseBackgroundColor
            case .gray, .bordered: base = baseBackgroundColor ?? .systemGray5
            case .tinted, .borderedTinted: base = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .filled, .borderedProminent: base = baseBackgroundColor ?? tint
            }
            guard let base else { return nil }
            if state.contains(.disabled) { return .systemFill }
            return state.contains(.highlighted) ? halved(base) : base
        }

        private func halved(_ color: UIColor) -> UIColor {
            guard color.dynamicProvider == nil else { return color }
            return color.withAlphaComponent(color.cgColor.alpha / 2)
        }

        /// The background's corner radius for a button `height` high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return 0
            case .small: return 6
            case .medium: return 8
            case .large: return 12
            case .capsule: return max(height, 0) / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 6
                case .medium: return 8
                case .large: return 12
                }
            }
        }
    }

    /// What a button runs to update its configuration for its state.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// A button that shows the configuration: a system button with it.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
}

/// What a button with a configuration keeps besides its title label and
/// image view: the configuration, its update handler, the subtitle label and
/// the background view.
final class ConfiguredButton {
    var configuration: UIButton.Configuration?
    /// The configuration as last shown, updated for the state.
    var shown: UIButton.Configuration?
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    /// What a bridge holds the handler by (a script's function).
    var handlerOwner: AnyObject?
    var automaticallyUpdates = true
    var needsUpdate = true
    var isUpdating = false
    var subtitleLabel: UILabel?
    var background: UIView?
}

/// The background a configured button shows its style's color in.
final class UIButtonBackgroundView: UIView {}

extension UIButton {
    /// The box made when a configuration or handler is first set.
    var configured: ConfiguredButton {
        if let configuredStorage { return configuredStorage }
        let made = ConfiguredButton()
        configuredStorage = made
        return made
    }

    func configurationDidChange() {
        guard !(configuredStorage?.isUpdating ?? false) else { return }
        markConfigurationUpdate()
    }

    func markConfigurationUpdate() {
        configured.needsUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Runs the update that was asked for: `updateConfiguration()`, then the
    /// handler, then shows the configuration for the state.
    func updateConfigurationIfNeeded() {
        guard let box = configuredStorage, box.needsUpdate, !box.isUpdating else { return }
        box.needsUpdate = false
        box.isUpdating = true
        updateConfiguration()
        box.updateHandler?(self)
        box.isUpdating = false
        showConfiguration()
    }

    /// A change of state asks for an update when the button is configured.
    func configuredStateDidChange() {
        guard let box = configuredStorage, box.configuration != nil || box.updateHandler != nil else { return }
        markConfigurationUpdate()
    }

    @_spi(Bridging) public func setConfigurationUpdateHandler(_ handler: UIButton.ConfigurationUpdateHandler?, owner: AnyObject?) {
        configured.updateHandler = handler
        configured.handlerOwner = handler == nil ? nil : owner
        markConfigurationUpdate()
    }

    @_spi(Bridging) public var configurationUpdateHandlerOwner: AnyObject? { configuredStorage?.handlerOwner }

    // MARK: Showing it

    private func showConfiguration() {
        let box = configured
        guard let base = box.configuration else {
            let hadOne = box.shown != nil
            box.shown = nil
            box.subtitleLabel?.removeFromSuperview()
            box.background?.removeFromSuperview()
            if hadOne { showCurrentContent() }
            return
        }
        let configuration = box.automaticallyUpdates ? base.updated(for: self) : base
        box.shown = configuration
        let foreground = configuration.foregroundColor(tint: tintColor)

        if let label = titleLabel {
            label.text = configuration.title
            label.font = .preferredFont(forTextStyle: configuration.titleStyle)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = foreground
            label.lineBreakMode = .byTruncatingTail
            placeConfigured(label, shown: !(configuration.title ?? "").isEmpty)
        }
        let subtitle = box.subtitleLabel ?? UIButtonLabel()
        box.subtitleLabel = subtitle
        subtitle.text = configuration.subtitle
        subtitle.font = .preferredFont(forTextStyle: configuration.subtitleStyle)
        subtitle.adjustsFontForContentSizeCategory = true
        subtitle.textColor = foreground
        placeConfigured(subtitle, shown: !(configuration.subtitle ?? "").isEmpty)

        if let view = imageView {
            var image = configuration.showsActivityIndicator ? nil : configuration.image
            if let symbol = configuration.preferredSymbolConfigurationForImage {
                image = image.map { $0.applyingSymbolConfiguration(symbol) ?? $0 }
            }
            view.image = image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image
            view.tintColor = foreground
            placeConfigured(view, shown: image != nil)
        }

        let background = box.background ?? UIButtonBackgroundView()
        box.background = background
        background.isUserInteractionEnabled = false
        background.backgroundColor = configuration.backgroundColor(tint: tintColor)
        if background.superviewStorage !== self { insertSubview(background, at: 0) }
    }

    private func placeConfigured(_ view: UIView, shown: Bool) {
        if shown, view.superviewStorage !== self { addSubview(view) } else if !shown, view.superviewStorage === self { view.removeFromSuperview() }
    }

    // MARK: Size and layout

    /// The sizes of the image (or the activity indicator) and the titles.
    private func configuredParts(_ configuration: UIButton.Configuration)
        -> (image: CGSize, title: CGSize, subtitle: CGSize) {
        let unbounded = CGSize(width: CGFloat.infinity, height: .infinity)
        var image = CGSize.zero
        if configuration.showsActivityIndicator {
            image = CGSize(width: 20, height: 20)
        } else if let view = imageViewIfShown, let shown = view.image {
            image = shown.size
        }
        let title = titleLabelIfShown?.sizeThatFits(unbounded) ?? .zero
        let subtitle = configuredStorage?.subtitleLabel.flatMap { $0.superviewStorage === self ? $0.sizeThatFits(unbounded) : nil } ?? .zero
        return (image, title, subtitle)
    }

    private func titlesSize(_ parts: (image: CGSize, title: CGSize, subtitle: CGSize),
                            _ configuration: UIButton.Configuration) -> CGSize {
        let both = parts.title.height > 0 && parts.subtitle.height > 0
        return CGSize(width: max(parts.title.width, parts.subtitle.width),
                      height: parts.title.height + parts.subtitle.height + (both ? finiteOrZero(configuration.titlePadding) : 0))
    }

    private func finiteOrZero(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    private var isVerticalPlacement: Bool {
        let placement = configuredStorage?.shown?.imagePlacement ?? .leading
        return placement == .top || placement == .bottom
    }

    /// The content (image, padding, titles) plus the content insets.
    func configuredIntrinsicSize() -> CGSize? {
        updateConfigurationIfNeeded()
        guard let configuration = configuredStorage?.shown else { return nil }
        let parts = configuredParts(configuration)
        let titles = titlesSize(parts, configuration)
        let gap = parts.image.width > 0 && titles.width > 0 ? finiteOrZero(configuration.imagePadding) : 0
        let content = isVerticalPlacement
            ? CGSize(width: max(parts.image.width, titles.width), height: parts.image.height + gap + titles.height)
            : CGSize(width: parts.image.width + gap + titles.width, height: max(parts.image.height, titles.height))
        let insets = configuration.contentInsets
        return roundedUpToPixels(CGSize(width: content.width + finiteOrZero(insets.leading) + finiteOrZero(insets.trailing),
                                        height: content.height + finiteOrZero(insets.top) + finiteOrZero(insets.bottom)))
    }

    /// The background fills the bounds; the content is centred (by the
    /// content alignments) in the bounds less the insets, the image on the
    /// side `imagePlacement` names.
    func layoutConfiguredContent() -> Bool {
        updateConfigurationIfNeeded()
        guard let configuration = configuredStorage?.shown else { return false }
        if let background = configuredStorage?.background {
            background.frame = bounds
            background.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = configuration.contentInsets
        let area = bounds.inset(by: UIEdgeInsets(top: finiteOrZero(insets.top),
                                                 left: finiteOrZero(rightToLeft ? insets.trailing : insets.leading),
                                                 bottom: finiteOrZero(insets.bottom),
                                                 right: finiteOrZero(rightToLeft ? insets.leading : insets.trailing)))
        let parts = configuredParts(configuration)
        let titles = titlesSize(parts, configuration)
        let gap = parts.image.width > 0 && titles.width > 0 ? finiteOrZero(configuration.imagePadding) : 0
        let vertical = isVerticalPlacement
        let content = vertical
            ? CGSize(width: max(parts.image.width, titles.width), height: parts.image.height + gap + titles.height)
            : CGSize(width: parts.image.width + gap + titles.width, height: max(parts.image.height, titles.height))
        let originX: CGFloat
        switch contentHorizontalAlignment {
        case .left: originX = area.minX
        case .right: originX = area.maxX - content.width
        case .leading: originX = rightToLeft ? area.maxX - content.width : area.minX
        case .trailing: originX = rightToLeft ? area.minX : area.maxX - content.width
        case .center, .fill: originX = area.midX - content.width / 2
        }
        let originY: CGFloat
        switch contentVerticalAlignment {
        case .top: originY = area.minY
        case .bottom: originY = area.maxY - content.height
        case .center, .fill: originY = area.midY - content.height / 2
        }
        let block = CGRect(origin: CGPoint(x: originX, y: originY), size: content)
        let placement = configuration.imagePlacement
        let imageFirst = placement == .top || (placement == .leading) != rightToLeft
        var imageFrame = CGRect(origin: .zero, size: parts.image)
        var titlesFrame = CGRect(origin: .zero, size: CGSize(width: min(titles.width, vertical ? block.width : max(block.width - parts.image.width - gap, 0)),
                                                             height: titles.height))
        if vertical {
            imageFrame.origin.x = block.midX - parts.image.width / 2
            titlesFrame.origin.x = block.midX - titlesFrame.width / 2
            imageFrame.origin.y = imageFirst ? block.minY : block.maxY - parts.image.height
            titlesFrame.origin.y = imageFirst ? block.minY + parts.image.height + gap : block.minY
        } else {
            imageFrame.origin.y = block.midY - parts.image.height / 2
            titlesFrame.origin.y = block.midY - titles.height / 2
            imageFrame.origin.x = imageFirst ? block.minX : block.maxX - parts.image.width
            titlesFrame.origin.x = imageFirst ? block.minX + parts.image.width + gap : block.minX
        }
        imageViewIfShown?.frame = imageFrame
        // The title and subtitle, stacked, aligned with each other.
        let alignment: UIButton.Configuration.TitleAlignment = configuration.titleAlignment == .automatic
            ? (vertical ? .center : .leading) : configuration.titleAlignment
        func x(_ width: CGFloat) -> CGFloat {
            switch alignment {
            case .center, .automatic: return titlesFrame.midX - width / 2
            case .leading: return rightToLeft ? titlesFrame.maxX - width : titlesFrame.minX
            case .trailing: return rightToLeft ? titlesFrame.minX : titlesFrame.maxX - width
            }
        }
        let titleWidth = min(parts.title.width, titlesFrame.width), subtitleWidth = min(parts.subtitle.width, titlesFrame.width)
        titleLabelIfShown?.frame = CGRect(x: x(titleWidth), y: titlesFrame.minY, width: titleWidth, height: parts.title.height)
        if let subtitle = configuredStorage?.subtitleLabel, subtitle.superviewStorage === self {
            let top = titlesFrame.minY + (parts.title.height > 0 ? parts.title.height + finiteOrZero(configuration.titlePadding) : 0)
            subtitle.frame = CGRect(x: x(subtitleWidth), y: top, width: subtitleWidth, height: parts.subtitle.height)
        }
        return true
    }
}
