import Foundation

/// A row of a table: a view whose `contentView` holds what the row shows, with
/// the standard styles' labels and image view made when first asked for, as
/// UIKit makes them. A table takes cells from its reuse pool
/// (`dequeueReusableCell(withIdentifier:)`), which sends `prepareForReuse()` to
/// a cell that has been shown before, never to a new one.
///
/// Geometry decided here, where UIKit's depends on the device and the OS
/// release (documented in docs/tables-and-collections.md):
/// - `contentView` fills the cell; an accessory is a property only and takes
///   no room.
/// - The standard styles place their views `margin` (16) points in from the
///   edges: the image at the left, centred vertically; `.default` a single
///   label after it; `.subtitle` the two labels stacked and centred; `.value1`
///   the detail at the right; `.value2` the text right-aligned in a column of
///   `value2Column` points and the detail after it.
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    /// How a selected cell looks. `.blue` is shown as `.default` since iOS 7.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }

    /// The standard accessory views at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Ours (UIKit's varies by device): the inset of the standard styles' views.
    static let margin: CGFloat = 16
    static let value2Column: CGFloat = 67

    /// The layout of the standard views, fixed when the cell is made.
    public private(set) var style: CellStyle = .default
    open private(set) var reuseIdentifier: String?

    /// The cell's one subview by default; what a cell shows goes in it.
    public let contentView: UIView

    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?

    open var accessoryType: AccessoryType = .none
    /// Kept, not placed; a view that would hold the cell is refused.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { accessoryView = adoptCellView(accessoryView, replacing: nil) } }
    }
    open var selectionStyle: SelectionStyle = .default
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.margin, bottom: 0, right: 0)
    /// The cell's bottom subview (UIView+CellBackgrounds.swift).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            backgroundView = adoptCellView(backgroundView, replacing: oldValue)
            placeCellBackground(backgroundView)
        }
    }
    /// A subview above the background while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            selectedBackgroundView = adoptCellView(selectedBackgroundView, replacing: oldValue)
            showCellSelectedBackground(selectedBackgroundView, selectedStorage || highlightedStorage, above: backgroundView)
        }
    }

    private var selectedStorage = false
    private var highlightedStorage = false

    override var viewsHeldBesidesSubviews: [UIView] {
        super.viewsHeldBesidesSubviews + [
            contentView, textLabelStorage, detailTextLabelStorage, imageViewStorage, accessoryView, backgroundView,
            selectedBackgroundView,
        ].compactMap { $0 }
    }

    /// `isSelected` set without animation.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// `isHighlighted` set without animation.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        addSubview(contentView)
    }

    /// `initWithFrame:` is `initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil`,
    /// then the frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table makes a cell of a class registered with
    /// `register(_:forCellReuseIdentifier:)`: Swift calls an initializer
    /// through a metatype only if it is `required`, and UIKit's
    /// `init(style:reuseIdentifier:)` is not (a subclass overrides it without
    /// `required`). This one is, and as a convenience initializer it reaches
    /// the subclass's override of `init(style:reuseIdentifier:)` through
    /// dynamic dispatch. A subclass inherits it when it overrides
    /// `init(style:reuseIdentifier:)` or defines no designated initializer.
    /// Not UIKit's API: failable only so that the bridge's stand-ins, which
    /// are made another way, can decline it.
    public required convenience init?(registeredWithStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    // MARK: The standard views

    /// Made on first use, in the content view.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.font = .systemFont(ofSize: UIFont.labelFontSize)
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Nil in the `.default` style, as in UIKit; made on first use otherwise.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : UIFont.labelFontSize)
        label.textColor = .gray
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Made on first use, in the content view, behind the labels.
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        imageViewStorage = view
        contentView.insertSubview(view, at: 0)
        setNeedsLayout()
        return view
    }

    // MARK: State

    /// Selection shows as highlighting in the standard views (a label's
    /// `highlightedTextColor`), as in UIKit, unless the style is `.none`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        updateHighlightedViews()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        updateHighlightedViews()
    }

    private func updateHighlightedViews() {
        showCellSelectedBackground(selectedBackgroundView, selectedStorage || highlightedStorage, above: backgroundView)
        let shown = selectionStyle != .none && (selectedStorage || highlightedStorage)
        textLabelStorage?.isHighlighted = shown
        detailTextLabelStorage?.isHighlighted = shown
        imageViewStorage?.isHighlighted = shown
    }

    /// Sent by `dequeueReusableCell(withIdentifier:)` to a cell it takes from
    /// the reuse pool, just before returning it; an override resets what the
    /// last row left (it must call super). The table sets the selection and
    /// highlighting of the row the cell goes to itself.
    open func prepareForReuse() {}

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        layoutStandardViews()
    }

    /// The standard styles' placement (see the class's comment).
    private func layoutStandardViews() {
        let bounds = contentView.bounds
        let margin = UITableViewCell.margin
        var leading = margin
        if let imageView = imageViewStorage, let image = imageView.image {
            imageView.frame = CGRect(x: margin, y: (bounds.height - image.size.height) / 2,
                                     width: image.size.width, height: image.size.height)
            leading = imageView.frame.maxX + margin
        }
        let trailing = max(bounds.width - margin, leading)
        let text = textLabelStorage
        let detail = detailTextLabelStorage
        let textSize = text?.intrinsicContentSize ?? .zero
        let detailSize = detail?.intrinsicContentSize ?? .zero
        switch style {
        case .default:
            text?.frame = CGRect(x: leading, y: 0, width: trailing - leading, height: bounds.height)
        case .subtitle:
            let top = (bounds.height - textSize.height - detailSize.height) / 2
            text?.frame = CGRect(x: leading, y: top, width: trailing - leading, height: textSize.height)
            detail?.frame = CGRect(x: leading, y: top + textSize.height, width: trailing - leading, height: detailSize.height)
        case .value1:
            let detailWidth = min(detailSize.width, trailing - leading)
            detail?.frame = CGRect(x: trailing - detailWidth, y: 0, width: detailWidth, height: bounds.height)
            text?.frame = CGRect(x: leading, y: 0, width: max(trailing - detailWidth - leading, 0), height: bounds.height)
        case .value2:
            let column = min(UITableViewCell.value2Column, trailing - leading)
            text?.textAlignment = .right
            text?.frame = CGRect(x: leading, y: 0, width: column, height: bounds.height)
            let detailX = leading + column + 6
            detail?.frame = CGRect(x: detailX, y: 0, width: max(trailing - detailX, 0), height: bounds.height)
        }
    }

    override var descriptionDetails: [String] {
        guard let reuseIdentifier else { return [] }
        return ["reuseIdentifier = '\(reuseIdentifier)'"]
    }
}

extension UITableViewCell {
    /// What `initWithStyle:reuseIdentifier:` does, for a bridge that has made
    /// the object already (a script's cell class).
    @_spi(Bridging) public func initialize(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
    }

    static let cellCatalog: [AnyProperty] = [
        Property("contentView", get: { (object: UITableViewCell) in object.contentView }),
        Property("textLabel", get: { (object: UITableViewCell) in object.textLabel }),
        Property("detailTextLabel", get: { (object: UITableViewCell) in object.detailTextLabel }),
        Property("imageView", get: { (object: UITableViewCell) in object.imageView }),
        Property("reuseIdentifier", get: { (object: UITableViewCell) in object.reuseIdentifier }),
        Property("style", get: { (object: UITableViewCell) in object.style }),
        Property("selected", get: { (object: UITableViewCell) in object.isSelected }, set: { $0.isSelected = $1 }),
        Property("highlighted", get: { (object: UITableViewCell) in object.isHighlighted }, set: { $0.isHighlighted = $1 }),
        Property("accessoryType", get: { (object: UITableViewCell) in object.accessoryType }, set: { $0.accessoryType = $1 }),
        Property("accessoryView", get: { (object: UITableViewCell) in object.accessoryView }, set: { $0.accessoryView = $1 }),
        Property("selectionStyle", get: { (object: UITableViewCell) in object.selectionStyle }, set: { $0.selectionStyle = $1 }),
        Property("separatorInset", get: { (object: UITableViewCell) in object.separatorInset }, set: { $0.separatorInset = $1 }),
        Property("backgroundView", get: { (object: UITableViewCell) in object.backgroundView }, set: { $0.backgroundView = $1 }),
        Property("selectedBackgroundView", get: { (object: UITableViewCell) in object.selectedBackgroundView },
                 set: { $0.selectedBackgroundView = $1 }),
    ]
}
