import Foundation

/// A row of a table: a view whose `contentView` holds what the row shows, with
/// the standard styles' labels and image view made when first asked for, as
/// UIKit makes them. A table takes cells from its reuse pool
/// (`dequeueReusableCell(withIdentifier:)`), which sends `prepareForReuse()` to
/// a cell that has been shown before, never to a new one.
///
/// Geometry decided here, where UIKit's depends on the device and the OS
/// release (documented in docs/tables-and-collections.md):
/// - `contentView` fills the cell but for its accessory: an accessory view
///   (or a standard accessory's room: a disclosure indicator 8 × 13, a
///   checkmark 14 × 11, a detail button 22 × 22, both 45 × 22) sits `margin`
///   points in from the trailing edge, centred vertically, and the content
///   view ends `accessoryGap` points before it.
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

    /// The control a cell shows in editing mode: none, the delete control
    /// (which opens the row's delete confirmation) or the insert control.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }

    /// The states a cell passes into and out of, told by
    /// `willTransition(to:)` and `didTransition(to:)`.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1)
        public static let showingDeleteConfirmation = StateMask(rawValue: 2)
    }

    /// Ours (UIKit's varies by device): the inset of the standard styles' views.
    static let margin: CGFloat = 16
    /// Ours: the room the editing control takes at the leading edge, and the
    /// reorder control at the trailing edge, in editing mode.
    static let editingControlWidth: CGFloat = 38
    static let reorderControlWidth: CGFloat = 38
    static let value2Column: CGFloat = 67
    static let accessoryGap: CGFloat = 10

    /// What a content configuration shows in place of the standard views
    /// (UIListContentConfiguration.swift); nil for none.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { contentView = showContentConfiguration(contentConfiguration, in: contentView) }
    }

    /// Whether a change of state updates the content configuration for it.
    open var automaticallyUpdatesContentConfiguration = true
    private var needsConfigurationUpdate = true

    /// The layout of the standard views, fixed when the cell is made.
    public private(set) var style: CellStyle = .default
    open private(set) var reuseIdentifier: String?

    /// The cell's one subview by default; what a cell shows goes in it. A
    /// content configuration replaces it with its own view.
    public internal(set) var contentView: UIView

    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?

    /// A standard accessory's room at the trailing edge (not drawn here);
    /// `accessoryView` wins over it.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }
    /// A subview at the trailing edge, at its own size, centred vertically;
    /// a view that would hold the cell is refused.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            accessoryView = adoptCellView(accessoryView, replacing: oldValue)
            showAccessoryForMode()
        }
    }
    /// What `accessoryType` is in editing mode.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue { setNeedsLayout() } }
    }
    /// What `accessoryView` is in editing mode: the cell's subview while it edits.
    open var editingAccessoryView: UIView? {
        didSet {
            guard editingAccessoryView !== oldValue else { return }
            editingAccessoryView = adoptCellView(editingAccessoryView, replacing: oldValue)
            showAccessoryForMode()
        }
    }

    // MARK: Editing

    /// Whether the cell is in editing mode (set by its table as the table
    /// enters it, for an editable row).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: the editing control and the editing
    /// accessory show, between `willTransition(to:)` and `didTransition(to:)`;
    /// an override must call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        var state = transitionState
        if editing, editingStyle != .none { state.insert(.showingEditControl) } else { state.remove(.showingEditControl) }
        willTransition(to: state)
        editingStorage = editing
        showAccessoryForMode()
        setNeedsUpdateConfiguration()
        didTransition(to: state)
    }

    /// The editing control the table gave the row (its delegate's
    /// `editingStyleForRowAt`); none outside a table.
    open internal(set) var editingStyle: EditingStyle = .none
    /// Whether the cell shows the reorder control in editing mode, where its
    /// table's data source allows the row to move; it takes room at the
    /// trailing edge (not drawn).
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { setNeedsLayout() } }
    }
    /// Whether the content indents for the editing control in editing mode.
    open var shouldIndentWhileEditing = true {
        didSet { if shouldIndentWhileEditing != oldValue { setNeedsLayout() } }
    }
    /// Whether a swipe shows the row's actions (its delete confirmation).
    open var showingDeleteConfirmation: Bool { swipeOffset != 0 }

    /// Told before the cell enters or leaves editing mode or its actions show
    /// or hide, with the states it will be in.
    open func willTransition(to state: StateMask) {}
    /// Told after, with the states it is in.
    open func didTransition(to state: StateMask) {}

    private var editingStorage = false
    /// Set by the table: the leading room of the editing control, whether the
    /// row may move, and how far a swipe moved the content (negative for the
    /// trailing actions).
    var editingIndent: CGFloat = 0 {
        didSet { if editingIndent != oldValue { setNeedsLayout() } }
    }
    var rowCanMove = false {
        didSet { if rowCanMove != oldValue { setNeedsLayout() } }
    }
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }
    /// The swiped row's action buttons, while they show.
    var swipeActionsView: UIView?

    var transitionState: StateMask {
        var state: StateMask = []
        if editingStorage, editingStyle != .none { state.insert(.showingEditControl) }
        if swipeOffset != 0 { state.insert(.showingDeleteConfirmation) }
        return state
    }

    /// The accessory view of the mode the cell is in is its subview, the
    /// other one not.
    private func showAccessoryForMode() {
        let shown = editingStorage ? editingAccessoryView : accessoryView
        for view in [accessoryView, editingAccessoryView].compactMap({ $0 }) where view !== shown && view.superviewStorage === self {
            view.removeFromSuperview()
        }
        if let shown, shown.superviewStorage !== self { addSubview(shown) }
        setNeedsLayout()
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
            selectedBackgroundView, editingAccessoryView, swipeActionsView,
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

    /// The style's list configuration, without content: `valueCell()` for
    /// the value styles, `subtitleCell()` for the subtitle style, else `cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .value1, .value2: return .valueCell()
        case .subtitle: return .subtitleCell()
        case .default: return .cell()
        }
    }

    /// The cell's state as its configurations see it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedStorage
        state.isHighlighted = highlightedStorage
        state.isEditing = editingStorage
        state.isSwiped = swipeOffset != 0
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for the state: the content configuration
    /// for it, when `automaticallyUpdatesContentConfiguration`. Runs before
    /// the cell's first layout, and after each change of state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            self.contentConfiguration = contentConfiguration.updated(for: state)
        }
    }

    /// A configuration's own view takes it; another replaces the content view.
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
        let changed = selectedStorage != selected
        selectedStorage = selected
        updateHighlightedViews()
        if changed { setNeedsUpdateConfiguration() }
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlightedStorage != highlighted
        highlightedStorage = highlighted
        updateHighlightedViews()
        if changed { setNeedsUpdateConfiguration() }
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
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
        contentView.frame = contentFrame()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        if let swipeActionsView {
            let width = abs(swipeOffset)
            swipeActionsView.frame = CGRect(x: swipeOffset < 0 ? bounds.maxX - width : bounds.minX, y: 0,
                                            width: width, height: bounds.height)
        }
        layoutStandardViews()
    }

    /// The room a standard accessory takes (decisions; see the class's comment).
    static func accessorySize(_ type: AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 11)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 45, height: 22)
        }
    }

    /// Places the accessory view at the trailing edge and returns the content
    /// view's frame: the bounds, less the accessory and its gap.
    /// In editing mode the editing control's room comes off the leading edge
    /// and the reorder control's (where the row may move) off the trailing
    /// one, the editing accessory in place of the accessory; a swipe moves
    /// the whole by its offset.
    private func contentFrame() -> CGRect {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var area = bounds
        if editingStorage {
            let lead = shouldIndentWhileEditing ? editingIndent : 0
            let trail = showsReorderControl && rowCanMove ? UITableViewCell.reorderControlWidth : 0
            area.size.width = max(area.width - lead - trail, 0)
            area.origin.x += rightToLeft ? trail : lead
        }
        area.origin.x += swipeOffset
        let view = editingStorage ? editingAccessoryView : accessoryView
        let size = view?.frameStorage.size ?? UITableViewCell.accessorySize(editingStorage ? editingAccessoryType : accessoryType)
        guard size.width > 0, size.width.isFinite, size.height.isFinite else {
            view?.frame.origin = CGPoint(x: area.maxX, y: area.midY)
            return area
        }
        let x = rightToLeft ? area.minX + UITableViewCell.margin : area.maxX - UITableViewCell.margin - size.width
        view?.frame = CGRect(x: x, y: area.midY - size.height / 2, width: size.width, height: size.height)
        let room = UITableViewCell.margin + size.width + UITableViewCell.accessoryGap
        var content = area
        content.size.width = max(area.width - room, 0)
        if rightToLeft { content.origin.x = area.maxX - content.width }
        return content
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
        Property("editing", get: { (object: UITableViewCell) in object.isEditing }, set: { $0.isEditing = $1 }),
        Property("editingStyle", get: { (object: UITableViewCell) in object.editingStyle }),
        Property("showsReorderControl", get: { (object: UITableViewCell) in object.showsReorderControl },
                 set: { $0.showsReorderControl = $1 }),
        Property("shouldIndentWhileEditing", get: { (object: UITableViewCell) in object.shouldIndentWhileEditing },
                 set: { $0.shouldIndentWhileEditing = $1 }),
        Property("editingAccessoryType", get: { (object: UITableViewCell) in object.editingAccessoryType },
                 set: { $0.editingAccessoryType = $1 }),
        Property("editingAccessoryView", get: { (object: UITableViewCell) in object.editingAccessoryView },
                 set: { $0.editingAccessoryView = $1 }),
        Property("showingDeleteConfirmation", get: { (object: UITableViewCell) in object.showingDeleteConfirmation }),
        Property("automaticallyUpdatesContentConfiguration",
                 get: { (object: UITableViewCell) in object.automaticallyUpdatesContentConfiguration },
                 set: { $0.automaticallyUpdatesContentConfiguration = $1 }),
    ]
}
