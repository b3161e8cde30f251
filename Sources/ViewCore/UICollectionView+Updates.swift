import Foundation

/// R19.6: a collection view's batch updates, as the table's
/// (UITableView+Updates.swift, BatchUpdates.swift): at the end of the batch the
/// data source is asked its counts, checked with UIKit's messages for
/// collection views ("Invalid update: invalid number of items in section 0…"),
/// then the cells of deleted and reloaded items go to the pool, the others and
/// the selection move with their items, the layout is prepared again and the
/// next layout pass makes the cells of items that entered. Supplementary views
/// are not moved here.
///
/// Decisions, as the table's: after an exception the collection view reloads
/// its data; an update before the data first loaded, or from a callback during
/// the layout pass, is a `reloadData()`.
extension UICollectionView {
    func beginItemUpdates() {
        var pending = pendingUpdates ?? BatchUpdate()
        pending.depth += 1
        pendingUpdates = pending
    }

    func endItemUpdates() {
        guard var pending = pendingUpdates else { return }
        pending.depth -= 1
        guard pending.depth <= 0 else {
            pendingUpdates = pending
            return
        }
        pendingUpdates = nil
        applyUpdates(pending)
    }

    func recordUpdate(_ change: (inout BatchUpdate) -> Void) {
        beginItemUpdates()
        if var pending = pendingUpdates {
            change(&pending)
            pendingUpdates = pending
        }
        endItemUpdates()
    }

    private func applyUpdates(_ updates: BatchUpdate) {
        guard hasData, !isPlacingCells else { return reloadData() }
        guard let dataSource else { return reloadData() }
        let before = itemCounts
        if let problem = updates.problemBefore(before, .collection) { return invalidUpdate(problem) }
        let sectionCount = dataSource.numberOfSections(in: self)
        guard hasData else { return }
        guard sectionCount >= 0, sectionCount <= UITableView.maximumRowCount else {
            return invalidUpdate("UICollectionView dataSource returned an invalid number of sections (\(sectionCount))")
        }
        var after: [Int] = []
        var total = 0
        for section in 0..<sectionCount {
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard hasData else { return }
            total += max(items, 0)
            guard items >= 0, total <= UITableView.maximumRowCount else {
                return invalidUpdate("UICollectionView dataSource returned an invalid number of items in section \(section) (\(items))")
            }
            after.append(items)
        }
        switch updates.plan(before: before, after: after, .collection) {
        case .failure(let error): invalidUpdate(error.reason)
        case .success(let plan):
            recycle { plan.rowMap[$0] == nil }
            // A section's views follow no row map: with sections changed, they are asked for again.
            if !(updates.insertedSections.isEmpty && updates.deletedSections.isEmpty && updates.reloadedSections.isEmpty
                 && updates.movedSections.isEmpty) {
                recycleSupplementaries { _ in true }
            }
            visibleItems = visibleItems.compactMap { entry in plan.rowMap[entry.indexPath].map { ($0, entry.cell) } }
                .sorted { $0.indexPath < $1.indexPath }
            selectedItems = selectedItems.compactMap { plan.rowMap[$0] }
            trackedItem = trackedItem.flatMap { plan.rowMap[$0] }
            prefetchedItems = prefetchedItems.compactMap { plan.rowMap[$0] }
            itemCounts = after
            collectionViewLayout.invalidateLayout()
            setNeedsLayout()
            reconfigure(updates.reconfigured.compactMap { plan.rowMap[$0] })
        }
    }

    private func invalidUpdate(_ reason: String) {
        UIKitException.raise(.internalInconsistencyException, reason)
        reloadData()
    }

    /// Reconfigures now, or with the batch under way: the data source is
    /// asked for each visible item's cell, and dequeueing gives the item's own.
    func reconfigure(_ indexPaths: [IndexPath]) {
        if pendingUpdates != nil {
            pendingUpdates?.reconfigured += indexPaths
            return
        }
        guard hasData, !isPlacingCells else { return }
        for path in indexPaths where !isItem(path) {
            let count = itemCounts.indices.contains(path.section) ? itemCounts[path.section] : 0
            UIKitException.raise(.internalInconsistencyException,
                "attempt to reconfigure item \(path.item) from section \(path.section) which only contains \(count) items")
            return
        }
        for path in Set(indexPaths).sorted() {
            guard hasData, let cell = cellForItem(at: path) else { continue }
            reconfiguring = (path, cell)
            let given = obtainCell(path)
            reconfiguring = nil
            guard let given, given !== cell, hasData, isItem(path) else { continue }
            recycle { $0 == path }
            given.frame = cell.frame
            if given.superviewStorage !== self { addSubview(given) }
            let position = visibleItems.firstIndex { $0.indexPath > path } ?? visibleItems.count
            visibleItems.insert((path, given), at: position)
            delegate?.collectionView(self, willDisplay: given, forItemAt: path)
        }
    }
}
