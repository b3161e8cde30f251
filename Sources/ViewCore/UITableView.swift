import Foundation

/// A scroll view showing rows in sections, from a data source, with cells it
/// reuses (R13). Headless, as the rest of ViewCore: no animation, no
/// separators drawn, no sticky headers.
///
/// How it works:
/// - The data (section and row counts, heights) loads at the first layout
///   pass, or sooner when something needs it (`numberOfRows(inSection:)`,
///   `rect(forRowAt:)`…), and again after `reloadData()` (UITableView+Rows.swift).
/// - Each layout pass (`layoutSubviews`) keeps exactly the rows that intersect
///   the visible bounds as cells in the view: rows that left go to the reuse
///   pool (`didEndDisplaying`), rows that entered get a cell from the data
///   source (`willDisplay`). Scrolling is setting `contentOffset` (the bounds
///   origin), which marks the table for layout (R3.3).
/// - A tap on a cell selects its row (UITableView+Selection.swift).
/// - `insertRows`/`deleteRows`/`reloadRows` check the data source's new counts
///   as UIKit does (UITableView+Updates.swift).
open class UITableView: UIScrollView {
    /// How the table draws its sections: one list, or groups.
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    /// Where `scrollToRow` and `selectRow` scroll a row to.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    /// Kept for source compatibility: changes are not animated here.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// "Use the default value for a given dimension": UIKit's
    /// `UITableViewAutomaticDimension`.
    public static let automaticDimension: CGFloat = -1
    /// What an automatic row height comes to (UIKit's standard row).
    public static let defaultRowHeight: CGFloat = 44
    /// Ours: the height of a section header or footer with a title, in the
    /// plain style and in the grouped ones; one without a title has none.
    static let plainTitleHeight: CGFloat = 28
    static let groupedTitleHeight: CGFloat = 38
    /// Ours: a table with more rows than this is refused, as UIKit refuses one
    /// it cannot allocate (its message), so that a script's count cannot
    /// exhaust memory.
    static let maximumRowCount = 1_000_000
    /// Ours: at most this many cells at once, whatever the heights, so that
    /// rows of almost no height cannot make a layout pass endless.
    static let maximumVisibleCells = 2_048

    public private(set) var style: Style

    /// Held weakly, as in UIKit.
    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }
    /// The scroll view's delegate, of the table's type (the scroll view's
    /// `delegate` and this are one object, UIScrollViewDelegate.swift).
    open var delegate: UITableViewDelegate? {
        get { tableDelegate }
        set { setScrollDelegate(newValue) }
    }
    private weak var tableDelegate: UITableViewDelegate?
    /// A data source or delegate only the table holds: a script's, which
    /// nothing else would.
    private var heldDataSource: UITableViewDataSource?
    private var heldDelegate: UITableViewDelegate?

    /// `automaticDimension` (the default) is `defaultRowHeight`: cells do not
    /// size themselves here.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { reloadData() } }
    }
    /// 0 asks every row's height as the data loads (R13.1); any other value
    /// asks a row's height only when it is first shown, after its cell
    /// (R13.2), placing rows not yet shown at the estimate (`rowHeight` when
    /// automatic).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { reloadData() } }
    }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadData() } }
    }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadData() } }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, oldValue { keepOnlyFirstSelection() } }
    }
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.margin, bottom: 0, right: 0)

    /// Above the first section, as wide as the table, as high as its frame.
    open var tableHeaderView: UIView? {
        didSet { accessoryViewChanged(from: oldValue, to: tableHeaderView) }
    }
    /// Below the last section.
    open var tableFooterView: UIView? {
        didSet { accessoryViewChanged(from: oldValue, to: tableFooterView) }
    }
    /// Behind the cells, filling the bounds.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView, oldValue?.superviewStorage === self { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: State (UITableView+Rows.swift and its neighbours)

    /// The loaded data; meaningful once `hasData`.
    var sections: [TableSectionGeometry] = []
    var hasData = false
    /// The visible cells, in index path order.
    var visibleRows: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var registrations: [String: CellRegistration] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    var headerFooterRegistrations: [String: HeaderFooterRegistration] = [:]
    /// In the order rows were selected.
    var selectedRows: [IndexPath] = []
    /// While cells are being made and placed: a nested layout pass or an
    /// update from a callback waits for the next pass.
    var isPlacingCells = false
    var pendingUpdates: BatchUpdate?
    /// The row being reconfigured and its cell, which dequeueing gives back.
    var reconfiguring: (indexPath: IndexPath, cell: UITableViewCell)?
    /// Editing (UITableView+Editing.swift): the table's mode, and the row a
    /// swipe opened, with the actions it shows.
    var editingStorage = false
    var swipedRow: SwipedRow?
    var swipeSerial = 0
    /// Prefetching (UITableView+Prefetching.swift): the rows asked for and not
    /// yet shown or cancelled, and the last offset, for the direction.
    var prefetchedRows: [IndexPath] = []
    var lastPrefetchOffset: CGFloat?
    var prefetchesUpward = false
    /// The touch selecting a row, and the row (UITableView+Selection.swift).
    /// Weak: a touch holds its window, which holds the table, and one the
    /// app never ends (a session that stops mid-tap) would keep them all.
    weak var trackedTouch: UITouch?
    var trackedRow: IndexPath?

    override var viewsHeldBesidesSubviews: [UIView] {
        var held = super.viewsHeldBesidesSubviews
        held += [tableHeaderView, tableFooterView, backgroundView].compactMap { $0 }
        held += visibleRows.map { $0.cell as UIView }
        held += visibleHeaders.values
        held += visibleFooters.values
        for pool in reusePool.values { held += pool as [UIView] }
        for pool in headerFooterPool.values { held += pool as [UIView] }
        return held
    }

    // MARK: Creation

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// `initWithFrame:` makes a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// What `initWithFrame:style:` does, for a bridge that has made the object
    /// already (a script's table class).
    @_spi(Bridging) public func initialize(frame: CGRect, style: Style) {
        initialize(frame: frame)
        self.style = style
    }

    @_spi(Bridging) public func holdDataSource(_ dataSource: UITableViewDataSource?) { heldDataSource = dataSource }
    @_spi(Bridging) public func holdDelegate(_ delegate: UITableViewDelegate?) { heldDelegate = delegate }

    override func scrollDelegateDidChange() {
        tableDelegate = scrollDelegate as? UITableViewDelegate
        reloadData()
    }

    // MARK: Data (UITableView+Rows.swift)

    /// Forgets the loaded data and the selection; the visible cells go to the
    /// reuse pool and the data loads again at the next layout pass, or when
    /// first needed.
    open func reloadData() { markDataStale() }

    open var numberOfSections: Int {
        loadDataIfNeeded()
        return sections.count
    }

    /// Raises NSRangeException for a section the table does not have.
    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard sections.indices.contains(section) else {
            UIKitException.raise(.rangeException,
                "-[UITableView numberOfRowsInSection:]: section (\(section)) beyond bounds (\(sections.count))")
            return 0
        }
        return sections[section].rowCount
    }

    /// In the table's coordinates; `.zero` for a row it does not have.
    open func rect(forRowAt indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        return rowFrame(indexPath) ?? .zero
    }

    open func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let geometry = sections[section]
        return CGRect(x: 0, y: geometry.top, width: bounds.width, height: geometry.height)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: bounds.width, height: sections[section].headerHeight)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let geometry = sections[section]
        return CGRect(x: 0, y: geometry.top + geometry.height - geometry.footerHeight, width: bounds.width,
                      height: geometry.footerHeight)
    }

    /// The row at a point of the table's coordinates, shown or not.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        return row(atContentY: point.y).flatMap { path in
            guard let frame = rowFrame(path), point.x >= frame.minX, point.x < frame.maxX else { return nil }
            return path
        }
    }

    // MARK: Cells

    /// A class of `UITableViewCell` (a subclass made through its
    /// `init(style:reuseIdentifier:)`), or nil to forget the identifier's.
    /// Another class raises NSInvalidArgumentException, as in UIKit.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCellClass(cellClass, identifier)
    }

    /// A cell from the reuse pool (sent `prepareForReuse()`), else a new one of
    /// the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier)
    }

    /// As `dequeueReusableCell(withIdentifier:)`, sized for the row; with
    /// nothing registered for the identifier, raises UIKit's
    /// NSInternalInconsistencyException (and returns a plain cell).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueCell(identifier, for: indexPath)
    }

    /// The shown cells, in index path order.
    open var visibleCells: [UITableViewCell] { visibleRows.map(\.cell) }

    /// The shown rows, in order.
    open var indexPathsForVisibleRows: [IndexPath]? { visibleRows.map(\.indexPath) }

    /// The row's cell if it is shown; nil otherwise, as in UIKit.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleRows.first { $0.indexPath == indexPath }?.cell
    }

    /// The row a shown cell is at.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.cell === cell }?.indexPath
    }

    // MARK: Headers and footers

    /// A class of `UITableViewHeaderFooterView` (a subclass made through its
    /// `init(reuseIdentifier:)`), or nil to forget the identifier's. Another
    /// class raises NSInvalidArgumentException, as for cells.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterClass(aClass, identifier)
    }

    /// A header or footer view from the reuse pool (sent `prepareForReuse()`),
    /// else a new one of the registered class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooter(identifier)
    }

    /// The section's header while it is shown, if it is a
    /// `UITableViewHeaderFooterView` (a section's title is shown in one);
    /// nil for another kind of view, which UIKit's return type cannot hold.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The section's footer while it is shown, as `headerView(forSection:)`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Scrolls so that the row is at the top, middle or bottom, or (`.none`)
    /// just into view. A row the table does not have raises NSRangeException.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toRow: indexPath, at: scrollPosition, caller: "scrollToRowAtIndexPath:atScrollPosition:animated:")
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let selected = selectedRows.min() else { return }
        scroll(toRow: selected, at: scrollPosition, caller: "scrollToNearestSelectedRowAtScrollPosition:animated:")
    }

    // MARK: Selection (UITableView+Selection.swift)

    /// Selects the row without telling the delegate, as in UIKit; nil clears
    /// the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, scrollPosition: scrollPosition)
    }

    /// Deselects the row without telling the delegate, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath)
    }

    /// The first of the selected rows in index path order.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// In index path order; nil when none is selected, as in UIKit.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    // MARK: Updates (UITableView+Updates.swift)

    open func beginUpdates() { beginRowUpdates() }
    open func endUpdates() { endRowUpdates() }

    /// Runs `updates` as one batch, checked at its end; `completion` runs at
    /// once after, with true (nothing is animated here).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginRowUpdates()
        updates?()
        endRowUpdates()
        completion?(true)
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.inserted += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.deleted += indexPaths }
    }

    /// The row's cell goes to the pool and the data source is asked for a new one.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.reloaded += indexPaths }
    }

    /// The data source is asked for the visible rows' cells again, and
    /// `dequeueReusableCell(withIdentifier:for:)` gives back each row's own
    /// cell, as UIKit's does; rows not shown are left alone.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reconfigure(indexPaths)
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.moved.append((indexPath, newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.insertedSections += sections }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.deletedSections += sections }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.reloadedSections += sections }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append((section, newSection)) }
    }

    // MARK: Editing (UITableView+Editing.swift)

    /// Whether the table is in editing mode: its editable rows' cells show
    /// their editing controls. A swipe on a row sets it too, while the row's
    /// actions show.
    open var isEditing: Bool {
        get { editingStorage || swipedRow != nil }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: each visible row's cell is sent
    /// `setEditing(_:animated:)` with whether its row is editable, a swiped
    /// row closing first.
    open func setEditing(_ editing: Bool, animated: Bool) {
        changeEditing(editing, animated: animated)
    }

    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: Prefetching (UITableView+Prefetching.swift)

    /// Held weakly, as in UIKit; told of the rows about to be shown as the
    /// table scrolls.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { prefetchedRows.removeAll() } }
    }
    private var heldPrefetchDataSource: UITableViewDataSourcePrefetching?
    @_spi(Bridging) public func holdPrefetchDataSource(_ source: UITableViewDataSourcePrefetching?) {
        heldPrefetchDataSource = source
    }

    /// Whether rows are prefetched; false cancels nothing already asked for.
    open var isPrefetchingEnabled = true

    // MARK: Layout and touches

    /// Constraints first (UIScrollView's), then the data if stale, then the
    /// cells for the visible bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginSelectionTracking(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !continueSelectionTracking(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endSelectionTracking(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !cancelSelectionTracking(touches) { super.touchesCancelled(touches, with: event) }
    }

    override var descriptionDetails: [String] {
        ["style = \(["plain", "grouped", "insetGrouped"][style.rawValue])"]
    }

    private func accessoryViewChanged(from old: UIView?, to new: UIView?) {
        if old !== new, let old, old.superviewStorage === self { old.removeFromSuperview() }
        if let new, new.superviewStorage !== self { addSubview(new) }
        if hasData { recomputeOffsets() }
        setNeedsLayout()
    }
}

extension UITableViewCell {
    /// The table's `separatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }
}

/// How a table makes a cell for a reuse identifier.
enum HeaderFooterRegistration {
    case viewClass(UITableViewHeaderFooterView.Type)
    /// A bridge's (a script's class); nil if the script's initializer failed.
    case maker(() -> UITableViewHeaderFooterView?)
}

enum CellRegistration {
    case cellClass(UITableViewCell.Type)
    /// A bridge's (a script's cell class); nil if the script's initializer failed.
    case maker(() -> UITableViewCell?)
}

/// A section's loaded counts and heights, and where its parts are.
struct TableSectionGeometry {
    var rowCount: Int
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var headerTitle: String?
    var footerTitle: String?
    var rowHeights: [CGFloat] = []
    /// Whether each row's height came from the delegate (estimated mode).
    var measured: [Bool] = []
    /// Row `i`'s top, from the section's first row; `rowCount + 1` entries.
    var rowTops: [CGFloat] = [0]
    /// The header's top in the table's coordinates.
    var top: CGFloat = 0

    var rowsHeight: CGFloat { rowTops.last ?? 0 }
    var height: CGFloat { headerHeight + rowsHeight + footerHeight }
    var firstRowTop: CGFloat { top + headerHeight }

    mutating func recomputeRowTops() {
        var tops = [CGFloat](repeating: 0, count: rowHeights.count + 1)
        var y: CGFloat = 0
        for (index, height) in rowHeights.enumerated() {
            tops[index] = y
            y += height
        }
        tops[rowHeights.count] = y
        rowTops = tops
    }
}

extension UITableView {
    static let tableCatalog: [AnyProperty] = [
        Property("style", get: { (object: UITableView) in object.style }),
        Property("rowHeight", get: { (object: UITableView) in object.rowHeight }, set: { $0.rowHeight = $1 }),
        Property("estimatedRowHeight", get: { (object: UITableView) in object.estimatedRowHeight },
                 set: { $0.estimatedRowHeight = $1 }),
        Property("sectionHeaderHeight", get: { (object: UITableView) in object.sectionHeaderHeight },
                 set: { $0.sectionHeaderHeight = $1 }),
        Property("sectionFooterHeight", get: { (object: UITableView) in object.sectionFooterHeight },
                 set: { $0.sectionFooterHeight = $1 }),
        Property("allowsSelection", get: { (object: UITableView) in object.allowsSelection }, set: { $0.allowsSelection = $1 }),
        Property("allowsMultipleSelection", get: { (object: UITableView) in object.allowsMultipleSelection },
                 set: { $0.allowsMultipleSelection = $1 }),
        Property("separatorStyle", get: { (object: UITableView) in object.separatorStyle }, set: { $0.separatorStyle = $1 }),
        Property("separatorColor", get: { (object: UITableView) in object.separatorColor }, set: { $0.separatorColor = $1 }),
        Property("separatorInset", get: { (object: UITableView) in object.separatorInset }, set: { $0.separatorInset = $1 }),
        Property("tableHeaderView", get: { (object: UITableView) in object.tableHeaderView }, set: { $0.tableHeaderView = $1 }),
        Property("tableFooterView", get: { (object: UITableView) in object.tableFooterView }, set: { $0.tableFooterView = $1 }),
        Property("backgroundView", get: { (object: UITableView) in object.backgroundView }, set: { $0.backgroundView = $1 }),
        Property("numberOfSections", get: { (object: UITableView) in object.numberOfSections }),
        Property("visibleCells", get: { (object: UITableView) in object.visibleCells }),
        Property("indexPathsForVisibleRows", get: { (object: UITableView) in object.indexPathsForVisibleRows }),
        Property("indexPathForSelectedRow", get: { (object: UITableView) in object.indexPathForSelectedRow }),
        Property("indexPathsForSelectedRows", get: { (object: UITableView) in object.indexPathsForSelectedRows }),
        Property("editing", get: { (object: UITableView) in object.isEditing }, set: { $0.isEditing = $1 }),
        Property("allowsSelectionDuringEditing", get: { (object: UITableView) in object.allowsSelectionDuringEditing },
                 set: { $0.allowsSelectionDuringEditing = $1 }),
        Property("allowsMultipleSelectionDuringEditing",
                 get: { (object: UITableView) in object.allowsMultipleSelectionDuringEditing },
                 set: { $0.allowsMultipleSelectionDuringEditing = $1 }),
        Property("prefetchingEnabled", get: { (object: UITableView) in object.isPrefetchingEnabled },
                 set: { $0.isPrefetchingEnabled = $1 }),
    ]
}
