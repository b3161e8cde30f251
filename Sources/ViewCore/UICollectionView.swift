import Foundation

/// What a collection view asks about its content, with UIKit's Swift
/// signatures; the optional method has its default in the extension.
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Without the method: a view the collection view knows for none, and
    /// raises for (a layout that places supplementary views needs it).
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UnprovidedSupplementaryView(frame: .zero)
    }
}

/// What the data source's default `viewForSupplementaryElementOfKind` gives.
final class UnprovidedSupplementaryView: UICollectionReusableView {}

/// What a collection view tells the object that loads its items' data ahead
/// of their cells (UICollectionView+Prefetching.swift).
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// What a collection view tells its delegate, with UIKit's Swift signatures
/// and defaults answering as UIKit does without the methods.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration?
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration?
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?)
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?)
}

/// A data source that may fail to give a cell: a script's, whose function can
/// return nil or raise. The collection view asks it instead of
/// `collectionView(_:cellForItemAt:)` and raises UIKit's exception for the
/// missing cell.
@_spi(Bridging) public protocol UICollectionViewFallibleDataSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, cellIfAnyForItemAt indexPath: IndexPath) -> UICollectionViewCell?
    /// Nil raises, as for a cell; so does a data source without the method
    /// (`implementsSupplementaryViews` false).
    func collectionView(_ collectionView: UICollectionView, supplementaryViewIfAnyOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView?
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// UIKit asks this (iOS 16) before the one-item form, which it falls back
    /// to for a single item.
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionAnimating?) {}
    public func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionAnimating?) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
}

/// A scroll view of items placed by a layout object, from a data source, with
/// a cell only for each item meeting the visible bounds, reused as items
/// scroll away (R13.10, R13.11): the table view's model (UITableView+Rows.swift)
/// with the geometry from `collectionViewLayout`.
///
/// The layout pass: the data (counts) loads if stale (`numberOfSections(in:)`,
/// then `numberOfItemsInSection` per section); the layout is prepared if
/// invalidated (a new bounds size invalidates it); `contentSize` is the
/// layout's; items that left the bounds send their cells to the pool
/// (`didEndDisplaying`), then items that entered get cells (`cellForItemAt`,
/// then `willDisplay`), in index path order.
///
/// A tap on an item: `shouldHighlightItemAt`, highlight, `didHighlightItemAt`
/// as the finger lands; as it lifts, unhighlight, `didUnhighlightItemAt`,
/// `shouldSelectItemAt`, then with single selection the previous item's
/// `shouldDeselectItemAt`/`didDeselectItemAt`, then `didSelectItemAt`; with
/// multiple selection a tap on a selected item deselects it. (Our order,
/// modelled on the table's, R13.4.)
open class UICollectionView: UIScrollView {
    /// How the collection view makes a cell for a reuse identifier.
    enum Registration {
        case cellClass(UICollectionViewCell.Type)
        /// A bridge's (a script's cell class); nil if the script's initializer failed.
        case maker((CGRect) -> UICollectionViewCell?)
    }

    /// How the collection view makes a supplementary view of a kind and reuse identifier.
    enum SupplementaryMaker {
        case viewClass(UICollectionReusableView.Type)
        /// A bridge's (a script's view class); nil if the script's initializer failed.
        case maker((CGRect) -> UICollectionReusableView?)
    }

    /// A supplementary view on screen: its kind, index path and view.
    struct VisibleSupplementary {
        let kind: String
        var indexPath: IndexPath
        let view: UICollectionReusableView
    }

    /// The directions a layout scrolls in, as UIKit names the flow layout's type.
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection

    /// What layout attributes stand for (UIKit's values).
    public enum ElementCategory: UInt, Sendable {
        case cell = 0, supplementaryView, decorationView
    }

    /// The kind of a section's header in a flow layout (UIKit's string).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer in a flow layout (UIKit's string).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem` and `selectItem` scroll an item to (UIKit's option values).
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top = 1, centeredVertically = 2, bottom = 4, left = 8, centeredHorizontally = 16, right = 32
    }

    /// Held weakly, as in UIKit.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }
    /// The scroll view's delegate, of the collection view's type (one object
    /// with the scroll view's `delegate`, UIScrollViewDelegate.swift).
    open var delegate: UICollectionViewDelegate? {
        get { collectionDelegate }
        set { setScrollDelegate(newValue) }
    }
    private weak var collectionDelegate: UICollectionViewDelegate?
    /// A data source or delegate only the collection view holds: a script's,
    /// which nothing else would.
    private var heldDataSource: UICollectionViewDataSource?
    private var heldDelegate: UICollectionViewDelegate?

    /// Setting another layout lays the elements out anew: the new layout is
    /// prepared at the next layout pass, and the views are placed from its
    /// attributes (R13.16).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.lastBounds = nil
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Sets the layout (nothing is animated here; `animated` is accepted for UIKit's signature).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Sets the layout, then calls `completion` with true once the next
    /// layout pass has placed the views from it.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        layoutIfNeeded()
        completion?(true)
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false

    var itemCounts: [Int] = []
    var hasData = false
    var visibleItems: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    private var reusePool: [String: [UICollectionViewCell]] = [:]
    private var registrations: [String: Registration] = [:]
    var visibleSupplementaries: [VisibleSupplementary] = []
    private var supplementaryPool: [String: [String: [UICollectionReusableView]]] = [:]
    private var supplementaryRegistrations: [String: [String: SupplementaryMaker]] = [:]
    /// The supplementary view being asked for, which a dequeue makes with its frame.
    private var requestedSupplementary: (kind: String, indexPath: IndexPath, frame: CGRect)?
    /// The views of a layout pass whose attributes' zIndex is above 0.
    private var raisedViews: [(Int, UIView)] = []
    var selectedItems: [IndexPath] = []
    var isPlacingCells = false
    /// Updates (UICollectionView+Updates.swift) and prefetching
    /// (UICollectionView+Prefetching.swift).
    var pendingUpdates: BatchUpdate?
    var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
    var prefetchedItems: [IndexPath] = []
    var lastPrefetchOffset: CGPoint?
    var prefetchesBackward = false
    /// Weak, as the table's (UITableView.swift says why).
    private weak var trackedTouch: UITouch?
    var trackedItem: IndexPath?

    override var viewsHeldBesidesSubviews: [UIView] {
        var held = super.viewsHeldBesidesSubviews + visibleItems.map { $0.cell as UIView }
        for pool in reusePool.values { held += pool as [UIView] }
        held += visibleSupplementaries.map { $0.view as UIView }
        for pools in supplementaryPool.values { for pool in pools.values { held += pool as [UIView] } }
        return held
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// What `initWithFrame:collectionViewLayout:` does, for a bridge that has
    /// made the object already (a script's collection view class).
    @_spi(Bridging) public func initialize(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        initialize(frame: frame)
        if layout !== collectionViewLayout { collectionViewLayout = layout }
    }

    @_spi(Bridging) public func holdDataSource(_ dataSource: UICollectionViewDataSource?) { heldDataSource = dataSource }
    @_spi(Bridging) public func holdDelegate(_ delegate: UICollectionViewDelegate?) { heldDelegate = delegate }

    override func scrollDelegateDidChange() {
        collectionDelegate = scrollDelegate as? UICollectionViewDelegate
        reloadData()
    }

    // MARK: Data

    /// Forgets the counts and the selection; the visible cells go to the pool
    /// at the next layout pass, which asks the data source again.
    open func reloadData() {
        hasData = false
        selectedItems.removeAll()
        prefetchedItems.removeAll()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    open var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    /// Raises NSRangeException for a section the collection view does not have.
    open func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard itemCounts.indices.contains(section) else {
            UIKitException.raise(.rangeException,
                "-[UICollectionView numberOfItemsInSection:]: section (\(section)) beyond bounds (\(itemCounts.count))")
            return 0
        }
        return itemCounts[section]
    }

    private func loadDataIfNeeded() {
        guard !hasData else { return }
        hasData = true
        recycle { _ in true }
        recycleSupplementaries { _ in true }
        itemCounts = []
        guard let dataSource else { return }
        let sections = dataSource.numberOfSections(in: self)
        guard sections >= 0 else {
            UIKitException.raise(.internalInconsistencyException,
                "UICollectionView dataSource returned a negative number of sections (\(sections))")
            return
        }
        var counts: [Int] = []
        var total = 0
        for section in 0..<min(sections, UITableView.maximumRowCount) {
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard hasData else { return }
            if count < 0 {
                UIKitException.raise(.internalInconsistencyException,
                    "UICollectionView dataSource returned a negative number of items in section \(section) (\(count))")
            }
            total += max(count, 0)
            guard total <= UITableView.maximumRowCount else {
                UIKitException.raise(.internalInconsistencyException,
                    "Failed to allocate data stores for \(total) items in section \(section). Consider using fewer items")
                itemCounts = []
                return
            }
            counts.append(max(count, 0))
        }
        itemCounts = counts
    }

    // MARK: Cells

    /// A class of `UICollectionViewCell`, or nil to forget the identifier's;
    /// another class raises NSInvalidArgumentException.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            UIKitException.raise(.invalidArgumentException,
                "-[UICollectionView registerClass:forCellWithReuseIdentifier:]: must pass a class of kind UICollectionViewCell")
            return
        }
        registrations[identifier] = .cellClass(type)
    }

    func hasRegistration(forCellWithReuseIdentifier identifier: String) -> Bool { registrations[identifier] != nil }

    func hasRegistration(forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) -> Bool {
        supplementaryRegistrations[kind]?[identifier] != nil
    }

    /// A bridge's way of making cells of a class only it can make (a
    /// script's), given the frame the layout gives the item.
    @_spi(Bridging) public func register(cellMaker: @escaping (CGRect) -> UICollectionViewCell?,
                                         forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = .maker(cellMaker)
    }

    /// A cell from the pool (sent `prepareForReuse()`), else a new one of the
    /// registered class; with none registered, UIKit's exception (and a plain cell).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let (path, cell) = reconfiguring, path == indexPath, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let made: UICollectionViewCell?
        switch registrations[identifier] {
        case .cellClass(let type): made = type.init(registeredWithFrame: frame)
        case .maker(let make): made = make(frame)
        case nil: made = nil
        }
        guard let cell = made else {
            UIKitException.raise(.internalInconsistencyException,
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            let cell = UICollectionViewCell(frame: frame)
            cell.reuseIdentifier = identifier
            return cell
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    // MARK: Supplementary views

    /// A class of `UICollectionReusableView` for views of the kind with the
    /// identifier, or nil to forget it; another class raises
    /// NSInvalidArgumentException.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        guard let viewClass else {
            supplementaryRegistrations[elementKind]?[identifier] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            UIKitException.raise(.invalidArgumentException,
                "-[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]: must pass a class of kind UICollectionReusableView")
            return
        }
        supplementaryRegistrations[elementKind, default: [:]][identifier] = .viewClass(type)
    }

    /// A bridge's way of making supplementary views of a class only it can
    /// make (a script's), given the frame the layout gives the view.
    @_spi(Bridging) public func register(supplementaryMaker: @escaping (CGRect) -> UICollectionReusableView?,
                                         forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[elementKind, default: [:]][identifier] = .maker(supplementaryMaker)
    }

    /// A view of the kind from the pool (sent `prepareForReuse()`), else a new
    /// one of the class registered for the kind and identifier; with none
    /// registered, UIKit's NSInternalInconsistencyException (and a plain view).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryPool[elementKind]?[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let frame = requestedSupplementary.flatMap { $0.kind == elementKind && $0.indexPath == indexPath ? $0.frame : nil }
            ?? collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.frame ?? .zero
        let made: UICollectionReusableView?
        switch supplementaryRegistrations[elementKind]?[identifier] {
        case .viewClass(let type): made = type.init(registeredWithFrame: frame)
        case .maker(let make): made = make(frame)
        case nil: made = nil
        }
        guard let view = made else {
            UIKitException.raise(.internalInconsistencyException,
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            let view = UICollectionReusableView(frame: frame)
            view.reuseIdentifier = identifier
            return view
        }
        view.reuseIdentifier = identifier
        return view
    }

    /// The visible supplementary view of the kind at the index path, if any.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries.first { $0.kind == elementKind && $0.indexPath == indexPath }?.view
    }

    /// The visible supplementary views of the kind, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaries.filter { $0.kind == elementKind }.map(\.view)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries.filter { $0.kind == elementKind }.map(\.indexPath)
    }

    /// The layout's attributes for the supplementary view (the layout prepared first).
    open func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    open var visibleCells: [UICollectionViewCell] { visibleItems.map(\.cell) }
    open var indexPathsForVisibleItems: [IndexPath] { visibleItems.map(\.indexPath) }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleItems.first { $0.indexPath == indexPath }?.cell
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.cell === cell }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let rect = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: rect)?
            .filter { CGRectContainsPoint($0.frame, point) }.map(\.indexPath).min()
    }

    /// Scrolls the item to the position asked (vertical positions for a
    /// vertical layout, horizontal ones otherwise), within the content; an
    /// item the collection view does not have raises NSRangeException.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            UIKitException.raise(.rangeException,
                "-[UICollectionView scrollToItemAtIndexPath:atScrollPosition:animated:]: attempt to scroll to invalid index path: \(indexPath.pairNotation)")
            return
        }
        var offset = contentOffset
        switch scrollPosition {
        case .top: offset.y = frame.minY
        case .centeredVertically: offset.y = frame.midY - bounds.height / 2
        case .bottom: offset.y = frame.maxY - bounds.height
        case .left: offset.x = frame.minX
        case .centeredHorizontally: offset.x = frame.midX - bounds.width / 2
        case .right: offset.x = frame.maxX - bounds.width
        case .none: break
        }
        let size = collectionViewLayout.collectionViewContentSize
        offset.x = min(max(offset.x, 0), max(size.width - bounds.width, 0))
        offset.y = min(max(offset.y, 0), max(size.height - bounds.height, 0))
        contentOffset = offset
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Selects without telling the delegate, as in UIKit; nil clears.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { cellForItem(at: item)?.isSelected = false }
            selectedItems.removeAll()
            return
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { cellForItem(at: item)?.isSelected = false }
            selectedItems.removeAll { $0 != indexPath }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: Updates (UICollectionView+Updates.swift)

    /// Runs `updates` as one batch, checked at its end; `completion` runs at
    /// once after, with true (nothing is animated here).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginItemUpdates()
        updates?()
        endItemUpdates()
        completion?(true)
    }

    open func insertItems(at indexPaths: [IndexPath]) { recordUpdate { $0.inserted += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { recordUpdate { $0.deleted += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { recordUpdate { $0.reloaded += indexPaths } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.moved.append((indexPath, newIndexPath)) }
    }
    open func insertSections(_ sections: IndexSet) { recordUpdate { $0.insertedSections += sections } }
    open func deleteSections(_ sections: IndexSet) { recordUpdate { $0.deletedSections += sections } }
    open func reloadSections(_ sections: IndexSet) { recordUpdate { $0.reloadedSections += sections } }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append((section, newSection)) }
    }
    /// The data source is asked for the visible items' cells again, and
    /// dequeueing gives back each item's own cell.
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }

    // MARK: Prefetching (UICollectionView+Prefetching.swift)

    /// Held weakly, as in UIKit.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { prefetchedItems.removeAll() } }
    }
    private var heldPrefetchDataSource: UICollectionViewDataSourcePrefetching?
    @_spi(Bridging) public func holdPrefetchDataSource(_ source: UICollectionViewDataSourcePrefetching?) {
        heldPrefetchDataSource = source
    }
    open var isPrefetchingEnabled = true

    // MARK: Layout

    /// A change of the bounds since the last pass is put to the layout
    /// (`shouldInvalidateLayout(forBoundsChange:)`, invalidating it on true);
    /// an invalidated layout is prepared, its content size taken, then the
    /// elements in the bounds are placed (R13.16).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isPlacingCells else { return }
        isPlacingCells = true
        defer { isPlacingCells = false }
        let layout = collectionViewLayout
        if let last = layout.lastBounds, last != bounds, layout.isPrepared,
           layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout()
        }
        layout.lastBounds = bounds
        prepareLayoutIfNeeded()
        placeElements()
        prefetchAroundVisibleItems()
    }

    func prepareLayoutIfNeeded() {
        loadDataIfNeeded()
        let layout = collectionViewLayout
        guard !layout.isPrepared else { return }
        layout.isPrepared = true
        if layout.lastBounds == nil { layout.lastBounds = bounds }
        layout.prepare()
        let size = layout.collectionViewContentSize
        guard layout === collectionViewLayout else { return }
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
            if contentSize != size { contentSize = size }
        } else {
            UIKitException.raise(.internalInconsistencyException,
                "UICollectionView: the layout's collectionViewContentSize must be finite and not negative, not (\(shortNumber(size.width)) \(shortNumber(size.height)))")
        }
    }

    /// Whether the layout's attributes can place a view: a finite frame of a
    /// size not negative. Others raise, naming the element, and are left out.
    private func placeable(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let frame = attributes.frame
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard values.allSatisfy(\.isFinite), frame.size.width >= 0, frame.size.height >= 0 else {
            let element = attributes.representedElementKind.map { "supplementary view of kind \($0)" } ?? "cell"
            UIKitException.raise(.internalInconsistencyException,
                "UICollectionView: the layout gave the \(element) at \(attributes.indexPath.pairNotation) an invalid frame (\(values.map(shortNumber).joined(separator: " ")))")
            return false
        }
        return true
    }

    private func isSupplementary(_ kind: String, _ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && !kind.isEmpty
    }

    /// The elements the layout puts in the bounds: the cells and supplementary
    /// views that left go to their pools (`didEndDisplaying…`), then each
    /// element that entered, in the layout's order, gets its view from the data
    /// source, its frame and `apply(_:)`, and `willDisplay…` (R13.15).
    private func placeElements() {
        let visible = bounds
        var elements: [UICollectionViewLayoutAttributes] = []
        var wantedItems: [IndexPath: CGRect] = [:]
        var wantedViews: [String: [IndexPath: CGRect]] = [:]
        if visible.width > 0, visible.height > 0 {
            for attributes in collectionViewLayout.layoutAttributesForElements(in: visible) ?? [] where !attributes.isHidden {
                guard placeable(attributes), attributes.frame.overlaps(visible) else { continue }
                switch attributes.representedElementCategory {
                case .cell:
                    guard isItem(attributes.indexPath), wantedItems[attributes.indexPath] == nil else { continue }
                    wantedItems[attributes.indexPath] = attributes.frame
                case .supplementaryView:
                    let kind = attributes.representedElementKind ?? ""
                    guard isSupplementary(kind, attributes.indexPath), wantedViews[kind]?[attributes.indexPath] == nil else { continue }
                    wantedViews[kind, default: [:]][attributes.indexPath] = attributes.frame
                case .decorationView:
                    continue
                }
                elements.append(attributes)
                if elements.count >= UITableView.maximumVisibleCells { break }
            }
        }
        guard hasData else { return }
        recycle { wantedItems[$0] == nil }
        recycleSupplementaries { wantedViews[$0.kind]?[$0.indexPath] == nil }
        raisedViews = []
        defer { stackRaisedViews() }
        for attributes in elements {
            guard hasData else { return }
            if attributes.representedElementCategory == .cell {
                placeCell(attributes)
            } else {
                placeSupplementary(attributes)
            }
        }
    }

    private func placeCell(_ attributes: UICollectionViewLayoutAttributes) {
        let indexPath = attributes.indexPath
        if let index = visibleItems.firstIndex(where: { $0.indexPath == indexPath }) {
            let cell = visibleItems[index].cell
            if cell.frame != attributes.frame {
                cell.frame = attributes.frame
                cell.apply(attributes)
            }
            raise(cell, attributes)
            return
        }
        guard let cell = obtainCell(indexPath) else { return }
        guard hasData, isItem(indexPath) else { return }
        if let shown = visibleItems.firstIndex(where: { $0.cell === cell }) {
            let old = visibleItems.remove(at: shown)
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old.indexPath)
        }
        cell.frame = attributes.frame
        cell.apply(attributes)
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        if cell.superviewStorage !== self { addSubview(cell) }
        raise(cell, attributes)
        let position = visibleItems.firstIndex { $0.indexPath > indexPath } ?? visibleItems.count
        visibleItems.insert((indexPath, cell), at: position)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    private func placeSupplementary(_ attributes: UICollectionViewLayoutAttributes) {
        let kind = attributes.representedElementKind ?? ""
        let indexPath = attributes.indexPath
        if let shown = visibleSupplementaries.first(where: { $0.kind == kind && $0.indexPath == indexPath }) {
            if shown.view.frame != attributes.frame {
                shown.view.frame = attributes.frame
                shown.view.apply(attributes)
            }
            raise(shown.view, attributes)
            return
        }
        requestedSupplementary = (kind, indexPath, attributes.frame)
        defer { requestedSupplementary = nil }
        guard let view = obtainSupplementary(kind, indexPath) else { return }
        guard hasData, isSupplementary(kind, indexPath) else { return }
        if let index = visibleSupplementaries.firstIndex(where: { $0.view === view }) {
            let old = visibleSupplementaries.remove(at: index)
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: old.kind, at: old.indexPath)
        }
        view.frame = attributes.frame
        view.apply(attributes)
        if view.superviewStorage !== self { addSubview(view) }
        raise(view, attributes)
        let position = visibleSupplementaries.firstIndex { $0.indexPath > indexPath } ?? visibleSupplementaries.count
        visibleSupplementaries.insert(VisibleSupplementary(kind: kind, indexPath: indexPath, view: view), at: position)
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
    }

    /// A view whose attributes have a zIndex above 0 (a pinned header) goes
    /// above the others once the pass has placed them all.
    private func raise(_ view: UIView, _ attributes: UICollectionViewLayoutAttributes) {
        if attributes.zIndex > 0 { raisedViews.append((attributes.zIndex, view)) }
    }

    /// Brings the raised views to the front in zIndex order, unless they are there already.
    private func stackRaisedViews() {
        let raised = raisedViews.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
        raisedViews = []
        guard !raised.isEmpty, !subviews.suffix(raised.count).elementsEqual(raised, by: ===) else { return }
        for view in raised where view.superviewStorage === self { bringSubviewToFront(view) }
    }

    /// The data source's view for the supplementary element; a missing one
    /// raises NSInternalInconsistencyException, as UIKit's assertion does.
    func obtainSupplementary(_ kind: String, _ indexPath: IndexPath) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view: UICollectionReusableView?
        if let fallible = dataSource as? UICollectionViewFallibleDataSource {
            view = fallible.collectionView(self, supplementaryViewIfAnyOfKind: kind, at: indexPath)
        } else if let provider = dataSource as? CollectionCellProviding {
            view = provider.providedSupplementaryView(self, kind, indexPath)
        } else {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
        guard let view, !(view is UnprovidedSupplementaryView) else {
            UIKitException.raise(.internalInconsistencyException,
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(indexPath.pairNotation)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))")
            return nil
        }
        return view
    }

    func recycleSupplementaries(where test: (VisibleSupplementary) -> Bool) {
        let leaving = visibleSupplementaries.filter(test)
        guard !leaving.isEmpty else { return }
        visibleSupplementaries.removeAll { entry in leaving.contains { $0.view === entry.view } }
        for entry in leaving {
            if entry.view.superviewStorage === self { entry.view.removeFromSuperview() }
            if let identifier = entry.view.reuseIdentifier,
               !(supplementaryPool[entry.kind]?[identifier]?.contains { $0 === entry.view } ?? false) {
                supplementaryPool[entry.kind, default: [:]][identifier, default: []].append(entry.view)
            }
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: entry.view, forElementOfKind: entry.kind,
                                     at: entry.indexPath)
        }
    }

    /// The data source's cell for the item; a missing one raises UIKit's exception.
    func obtainCell(_ indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell: UICollectionViewCell?
        if let fallible = dataSource as? UICollectionViewFallibleDataSource {
            cell = fallible.collectionView(self, cellIfAnyForItemAt: indexPath)
        } else if let provider = dataSource as? CollectionCellProviding {
            cell = provider.providedCell(self, indexPath)
        } else {
            cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        }
        guard let cell else {
            UIKitException.raise(.internalInconsistencyException,
                "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path \(indexPath.pairNotation)")
            return nil
        }
        return cell
    }

    func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    func recycle(where test: (IndexPath) -> Bool) {
        let leaving = visibleItems.filter { test($0.indexPath) }
        guard !leaving.isEmpty else { return }
        visibleItems.removeAll { entry in leaving.contains { $0.cell === entry.cell } }
        for entry in leaving {
            if trackedItem == entry.indexPath { trackedItem = nil }
            if entry.cell.superviewStorage === self { entry.cell.removeFromSuperview() }
            if let identifier = entry.cell.reuseIdentifier, !(reusePool[identifier]?.contains { $0 === entry.cell } ?? false) {
                reusePool[identifier, default: []].append(entry.cell)
            }
            delegate?.collectionView(self, didEndDisplaying: entry.cell, forItemAt: entry.indexPath)
        }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, allowsSelection, touches.count == 1, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)), let cell = cellForItem(at: indexPath) else {
            return super.touchesBegan(touches, with: event)
        }
        trackedTouch = touch
        trackedItem = nil
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true, cellForItem(at: indexPath) === cell else { return }
        trackedItem = indexPath
        cell.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return super.touchesMoved(touches, with: event) }
        if let item = trackedItem, let frame = cellForItem(at: item)?.frame, !CGRectContainsPoint(frame, touch.location(in: self)) {
            trackedItem = nil
            unhighlight(item)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else {
            return super.touchesCancelled(touches, with: event)
        }
        trackedTouch = nil
        if let item = trackedItem {
            trackedItem = nil
            unhighlight(item)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return super.touchesEnded(touches, with: event) }
        trackedTouch = nil
        guard let item = trackedItem else { return }
        trackedItem = nil
        unhighlight(item)
        if allowsMultipleSelection, selectedItems.contains(item) {
            deselectNotifying(item)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true, isItem(item) else { return }
        if !allowsMultipleSelection {
            for old in selectedItems where old != item { deselectNotifying(old) }
        }
        if !selectedItems.contains(item) { selectedItems.append(item) }
        cellForItem(at: item)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: item)
    }

    private func unhighlight(_ item: IndexPath) {
        cellForItem(at: item)?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: item)
    }

    private func deselectNotifying(_ item: IndexPath) {
        guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true, selectedItems.contains(item) else { return }
        deselectItem(at: item, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: item)
    }
}

extension UICollectionView {
    static let collectionCatalog: [AnyProperty] = [
        Property("collectionViewLayout", get: { (object: UICollectionView) in object.collectionViewLayout },
                 set: { $0.collectionViewLayout = $1 }),
        Property("allowsSelection", get: { (object: UICollectionView) in object.allowsSelection }, set: { $0.allowsSelection = $1 }),
        Property("allowsMultipleSelection", get: { (object: UICollectionView) in object.allowsMultipleSelection },
                 set: { $0.allowsMultipleSelection = $1 }),
        Property("numberOfSections", get: { (object: UICollectionView) in object.numberOfSections }),
        Property("visibleCells", get: { (object: UICollectionView) in object.visibleCells }),
        Property("indexPathsForVisibleItems", get: { (object: UICollectionView) in object.indexPathsForVisibleItems }),
        Property("indexPathsForSelectedItems", get: { (object: UICollectionView) in object.indexPathsForSelectedItems }),
        Property("prefetchingEnabled", get: { (object: UICollectionView) in object.isPrefetchingEnabled },
                 set: { $0.isPrefetchingEnabled = $1 }),
    ]
}
