import Foundation

/// A table's data source whose content is a snapshot (R19.4, R19.5): it
/// answers the table's counts from the snapshot it last applied and its cells
/// from the cell provider, and `apply` takes the table from that snapshot to
/// the new one by a batch of updates (SnapshotDifference.swift).
///
/// As UIKit's:
/// - Made, it becomes the table's data source; the table holds it weakly, so
///   the app keeps it.
/// - `apply(_:animatingDifferences:completion:)` updates the table as one batch
///   (deletes, inserts, moves and reloads, checked as the table checks any;
///   a table whose data has not loaded yet just loads it), lays the table out
///   so that rows that entered have their cells, then runs the completion:
///   at once when not animating, at the next turn of the run loop when
///   animating (UIKit's runs "when the animations are complete"; nothing
///   animates here). `applySnapshotUsingReloadData` reloads the table instead.
/// - `snapshot()` is a copy of the content, without the reload marks.
/// - Rows can neither be edited nor moved unless a subclass says so
///   (`tableView(_:canEditRowAt:)` and `canMoveRowAt` answer false); a row the
///   user moves moves in the data source's snapshot too, without an update.
/// - A snapshot applied while one is being applied (from a cell provider
///   called during the update) raises NSInternalInconsistencyException and is
///   ignored; the message is ours, naming UIKit's breakpoint symbol for it.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UITableViewDataSource, TableCellProviding {
    /// Gives the cell for an item at an index path; nil makes the view raise.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private var cellProvider: CellProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var isApplying = false

    /// The animation of the updates `apply` makes (kept: nothing animates here).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// For a bridge that makes the object first (a script's subclass) and
    /// gives it its tableView and cell provider after: `attach`.
    @_spi(Bridging) public init(awaitingTableView: Void) {
        super.init()
    }

    /// What `init(tableView:cellProvider:)` does, for an object made without.
    @_spi(Bridging) public func attach(to tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard DiffableApplying.begin(&isApplying) else { return }
        let old = current
        current = snapshot.unmarked
        if let tableView, tableView.dataSource === self {
            tableView.perform(SnapshotDifference.batch(from: old, to: snapshot))
            tableView.layoutIfNeeded()
        }
        isApplying = false
        DiffableApplying.complete(completion, animated: animatingDifferences)
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        guard DiffableApplying.begin(&isApplying) else { return }
        current = snapshot.unmarked
        if let tableView, tableView.dataSource === self {
            tableView.reloadData()
            tableView.layoutIfNeeded()
        }
        isApplying = false
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    /// The cell provider's cell; a nil one makes the table raise UIKit's
    /// exception (an empty cell stands in here, the table never asks this).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        providedCell(tableView, indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func providedCell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell? {
        guard let item = current.item(at: indexPath) else { return nil }
        return cellProvider?(tableView, indexPath, item)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The table has moved the row already; the snapshot follows.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.moveItem(at: sourceIndexPath, to: destinationIndexPath)
    }
}

/// A data source that gives a table its cells through a provider that may
/// give none: the table raises its exception for a missing cell.
protocol TableCellProviding: UITableViewDataSource {
    func providedCell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell?
}

/// What the table and collection diffable data sources share about applying.
enum DiffableApplying {
    /// False, after raising, while an apply is under way.
    static func begin(_ isApplying: inout Bool) -> Bool {
        guard !isApplying else {
            UIKitException.raise(.internalInconsistencyException,
                "Diffable data source detected an attempt to apply a snapshot while a snapshot is being applied. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS to catch this in the debugger.")
            return false
        }
        isApplying = true
        return true
    }

    static func complete(_ completion: (() -> Void)?, animated: Bool) {
        guard let completion else { return }
        if animated { VirtualRunLoop.main.perform(completion) } else { completion() }
    }
}
