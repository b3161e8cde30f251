import Foundation

/// A collection view's data source whose content is a snapshot, as the
/// table's (UITableViewDiffableDataSource.swift says how it applies one).
///
/// `supplementaryViewProvider` gives the collection view's supplementary
/// views (section headers and footers); without one, or when it gives nil,
/// the collection view raises as for a data source's nil view.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource, CollectionCellProviding {
    /// Gives the cell for an item at an index path; nil makes the view raise.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Gives a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private var cellProvider: CellProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var isApplying = false

    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What a bridge made the provider from (a script's function), to give
    /// back when asked.
    @_spi(Bridging) public var bridgedSupplementaryViewProvider: AnyObject?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// For a bridge that makes the object first (a script's subclass) and
    /// gives it its collectionView and cell provider after: `attach`.
    @_spi(Bridging) public init(awaitingCollectionView: Void) {
        super.init()
    }

    /// What `init(collectionView:cellProvider:)` does, for an object made without.
    @_spi(Bridging) public func attach(to collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard DiffableApplying.begin(&isApplying) else { return }
        let old = current
        current = snapshot.unmarked
        if let collectionView, collectionView.dataSource === self {
            collectionView.recordUpdate { $0.merge(SnapshotDifference.batch(from: old, to: snapshot)) }
            collectionView.layoutIfNeeded()
        }
        isApplying = false
        DiffableApplying.complete(completion, animated: animatingDifferences)
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        guard DiffableApplying.begin(&isApplying) else { return }
        current = snapshot.unmarked
        if let collectionView, collectionView.dataSource === self {
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
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

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    /// The cell provider's cell; a nil one makes the collection view raise
    /// UIKit's exception (an empty cell stands in here, which it never asks).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        providedCell(collectionView, indexPath) ?? UICollectionViewCell(frame: .zero)
    }

    func providedCell(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell? {
        guard let item = current.item(at: indexPath) else { return nil }
        return cellProvider?(collectionView, indexPath, item)
    }

    func providedSupplementaryView(_ collectionView: UICollectionView, _ kind: String,
                                   _ indexPath: IndexPath) -> UICollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        providedSupplementaryView(collectionView, kind, indexPath) ?? UnprovidedSupplementaryView(frame: .zero)
    }
}

/// A data source that gives a collection view its cells through a provider
/// that may give none.
protocol CollectionCellProviding: UICollectionViewDataSource {
    func providedCell(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell?
    func providedSupplementaryView(_ collectionView: UICollectionView, _ kind: String,
                                   _ indexPath: IndexPath) -> UICollectionReusableView?
}
