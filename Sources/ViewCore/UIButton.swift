import Foundation

/// What a nib archives of one state of a button.
struct NibButtonState {
    let title: String?
    let imageName: String?
    let titleColor: UIColor?

    /// Where the archive keeps a state's content: `state.normal`.
    static func key(_ state: String) -> String { "state.\(state)" }
}

/// A control that shows a title and an image, per state, and sends its
/// primary action when tapped.
///
/// - A state's title, title colour and image fall back to the normal state's
///   (UIKit: "if a title is not specified for a state, the default is to use
///   the title associated with the normal state").
/// - Its natural size is its image and title side by side, plus the content
///   insets, plus 6 points above and below the title, rounded up to the
///   screen's pixels: 30 points high with the default 15-point title, as
///   Interface Builder sizes a system button (46 × 30 for "Button" in SF;
///   47.33 here, Inter's letters being a little wider).
/// - A single-finger single tap on it is its own: a tap recognizer of another
///   view does not begin over it (Event Handling Guide, "default control
///   actions prevent overlapping gesture recognizer behavior").
/// - Tapping it sends `primaryActionTriggered` with `touchUpInside`.
open class UIButton: UIControl {
    /// The styles of button, fixed when the button is made.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom

    /// The title's padding above and below, when there is one.
    static let titlePadding: CGFloat = 6
    static let defaultFontSize: CGFloat = 15

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The states whose title colour the app set itself, which a proxy's leaves alone.
    private var customizedTitleColorStates: Set<UInt> = []
    private var images: [UInt: UIImage] = [:]

    /// The button's menu: presented on touch with `showsMenuAsPrimaryAction`;
    /// without it, UIKit shows it on a long press, which the engine does not.
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false

    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            noteCustomized(.contentEdgeInsets)
            contentDidChange()
        }
    }
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    private var labelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    /// The image the image view shows (or shows a template of).
    private var shownImageSource: UIImage?
    /// A configured button's state (UIButton+Configuration.swift).
    var configuredStorage: ConfiguredButton?

    override var viewsHeldBesidesSubviews: [UIView] {
        super.viewsHeldBesidesSubviews
            + [labelStorage, imageViewStorage, configuredStorage?.subtitleLabel, configuredStorage?.background].compactMap { $0 }
    }

    // MARK: Configuration (UIButton+Configuration.swift)

    /// What the button shows instead of its titles and images per state;
    /// the button shows it updated for its state, before its next layout.
    open var configuration: Configuration? {
        get { configuredStorage?.configuration }
        set {
            configured.configuration = newValue
            configurationDidChange()
        }
    }

    /// Runs after `updateConfiguration()` when the button's configuration is
    /// updated (its state changed, or `setNeedsUpdateConfiguration()`); it
    /// usually sets `configuration`, which then asks for no other update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configuredStorage?.updateHandler }
        set { setConfigurationUpdateHandler(newValue, owner: nil) }
    }

    /// Whether the button shows its configuration updated for its state.
    open var automaticallyUpdatesConfiguration: Bool {
        get { configuredStorage?.automaticallyUpdates ?? true }
        set {
            configured.automaticallyUpdates = newValue
            markConfigurationUpdate()
        }
    }

    /// Asks for an update of the configuration before the next layout.
    open func setNeedsUpdateConfiguration() { markConfigurationUpdate() }

    /// Where a subclass updates its configuration for its state; the handler
    /// runs after it.
    open func updateConfiguration() {}

    var titleLabelIfShown: UILabel? { labelStorage?.superviewStorage === self ? labelStorage : nil }
    var imageViewIfShown: UIImageView? { imageViewStorage?.superviewStorage === self ? imageViewStorage : nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        contentDidChange()
    }

    /// UIKit's iOS 14 form: a system button sending the action when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A nib's button: its type, its font, and each state's title, title
    /// colour and image (an image by name, from the main bundle).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let types: [String: ButtonType] = [
            "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
            "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
        ]
        buttonType = (coder.decodeObject(forKey: "buttonType") as? String).flatMap { types[$0] } ?? .custom
        if let font = coder.decodeObject(forKey: "fontDescription") as? UIFont { titleLabel?.font = font }
        let states: [(String, State)] = [("normal", .normal), ("highlighted", .highlighted), ("selected", .selected),
                                          ("disabled", .disabled)]
        for (key, state) in states {
            guard let content = coder.decodeObject(forKey: NibButtonState.key(key)) as? NibButtonState else { continue }
            if let title = content.title { titles[state.rawValue] = title }
            if let color = content.titleColor { titleColors[state.rawValue] = color }
            if let name = content.imageName, let image = UIImage(named: name) { images[state.rawValue] = image }
        }
        contentDidChange()
    }

    // MARK: Content per state

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// A styled title for the state, which the button prefers to a plain one
    /// (Apple's `setAttributedTitle(_:for:)`); its label shows it as
    /// `UILabel.attributedText` does.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map(NSAttributedString.init(attributedString:))
        contentDidChange()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        if !AppearanceRegistry.isApplying { customizedTitleColorStates.insert(state.rawValue) }
        contentDidChange()
    }

    open override class var appearanceKeys: Set<String> { super.appearanceKeys.union(["contentEdgeInsets"]) }
    open override class var appearanceSelectors: Set<String> { ["setTitleColor:forState:"] }

    override func applyAppearance(_ invocation: AppearanceInvocation) {
        guard invocation.selector == "setTitleColor:forState:",
              !customizedTitleColorStates.contains(invocation.state.rawValue) else { return }
        setTitleColor(invocation.value as? UIColor, for: invocation.state)
    }

    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] ?? defaultTitleColor(for: state) }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// UIKit's colours where none was set: a system button's tint (faded while
    /// highlighted, grey while disabled); white for the others.
    private func defaultTitleColor(for state: State) -> UIColor {
        guard buttonType == .system else { return .white }
        if state.contains(.disabled) { return UIColor(white: 0.6, alpha: 1) }
        if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
        return tintColor
    }

    /// A system button's title (or its configuration's colors) takes its new tint.
    override func effectiveTintDidChange() {
        if configuredStorage?.configuration != nil { markConfigurationUpdate() } else if buttonType == .system { showCurrentContent() }
    }

    /// The state's styled title's characters, if it has one, else its title.
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { showCurrentContent(); configuredStateDidChange() } }
    }
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { contentDidChange(); configuredStateDidChange() } }
    }
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { contentDidChange(); configuredStateDidChange() } }
    }

    // MARK: Subviews

    /// The label that shows the title, made on first use.
    open var titleLabel: UILabel? {
        if let labelStorage { return labelStorage }
        let label = UIButtonLabel()
        label.font = .systemFont(ofSize: UIButton.defaultFontSize)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        labelStorage = label
        showCurrentContent()
        return label
    }

    /// The view that shows the image, made on first use.
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        imageViewStorage = view
        showCurrentContent()
        return view
    }

    private func contentDidChange() {
        showCurrentContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The current state's title and image in the subviews, which are in the
    /// button only while they have something to show.
    func showCurrentContent() {
        guard configuredStorage?.configuration == nil else { return }
        let title = currentTitle
        if title != nil || labelStorage != nil, let label = titleLabel {
            label.text = title
            label.textColor = currentTitleColor
            if let styled = currentAttributedTitle { label.attributedText = styled }
            place(label, shown: !(title ?? "").isEmpty)
        }
        let image = currentImage
        if image != nil || imageViewStorage != nil, let view = imageView {
            // A system button shows its images as templates, in its tint,
            // unless they say otherwise.
            if image !== shownImageSource {
                shownImageSource = image
                view.image = buttonType == .system && image?.renderingMode == .automatic
                    ? image?.withRenderingMode(.alwaysTemplate) : image
            }
            place(view, shown: image != nil)
        }
    }

    private func place(_ view: UIView, shown: Bool) {
        if shown, view.superview !== self { addSubview(view) } else if !shown, view.superview === self { view.removeFromSuperview() }
    }

    // MARK: Size and layout

    private var titleSize: CGSize {
        guard let title = currentTitle, !title.isEmpty, let label = titleLabel else { return .zero }
        return label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
    }

    private var contentSize: CGSize {
        let title = titleSize, image = currentImage?.size ?? .zero
        let padding = title.height > 0 ? 2 * UIButton.titlePadding : 0
        return CGSize(width: title.width + image.width, height: max(title.height + padding, image.height))
    }

    /// A control's label derives from its title (UIAccessibility).
    override var defaultAccessibilityLabel: String? { configuredStorage?.configuration?.title ?? currentTitle }
    /// A button, with UIKit's state traits: not enabled while disabled,
    /// selected while selected.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    open override var intrinsicContentSize: CGSize {
        if let size = configuredIntrinsicSize() { return size }
        let content = contentSize
        let insets = contentEdgeInsets
        return roundedUpToPixels(CGSize(width: content.width + insets.left + insets.right,
                                        height: content.height + insets.top + insets.bottom))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The image then the title, side by side, placed in the bounds less the
    /// content insets by the content alignments.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if layoutConfiguredContent() { return }
        let area = bounds.inset(by: contentEdgeInsets)
        let title = titleSize, image = currentImage?.size ?? .zero
        let width = title.width + image.width
        let x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - width
        case .center, .fill: x = area.minX + (area.width - width) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return area.minY
            case .bottom: return area.maxY - height
            case .center, .fill: return area.minY + (area.height - height) / 2
            }
        }
        if let view = imageViewStorage, view.superview === self {
            view.frame = CGRect(x: x, y: y(image.height), width: image.width, height: image.height).inset(by: imageEdgeInsets)
        }
        if let label = labelStorage, label.superview === self {
            let titleWidth = min(title.width, max(area.width - image.width, 0))
            label.frame = CGRect(x: x + image.width, y: y(title.height), width: titleWidth, height: title.height)
                .inset(by: titleEdgeInsets)
        }
    }

    // MARK: Touches

    /// A button that shows its menu as its primary action presents it on
    /// touch (Apple: "The button presents the menu on touch") and sends
    /// `menuActionTriggered`; its tap is then no primary action.
    override var touchUpInsideEvents: Event {
        showsMenuAsPrimaryAction && menu != nil ? .touchUpInside : [.touchUpInside, .primaryActionTriggered]
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, showsMenuAsPrimaryAction, let menu else { return }
        Session.current.presentedMenu = (menu, self)
        sendActions(for: .menuActionTriggered, with: event)
    }

    /// A single-finger single tap is the button's own.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// The label a button shows its title in, by the name of UIKit's own
/// private class, as recursive descriptions print it.
final class UIButtonLabel: UILabel {}
