import Foundation

/// The rows recorded by `insertRows`, `deleteRows` and `reloadRows` between
/// `beginUpdates()` and `endUpdates()` (or one call alone): deletions and
/// reloads by their index paths before the update, insertions by theirs after.
struct PendingRowUpdates {
    enum Kind { case insert, delete, reload }
    var depth = 0
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
}

/// R13.5: applying row updates. At the end of the batch the table asks
/// `numberOfSections(in:)` and `numberOfRowsInSection` for each section, and
/// checks each count against the one before, plus the rows inserted, minus those
/// deleted; a mismatch raises NSInternalInconsistencyException with UIKit's
/// message ("Invalid update: invalid number of rows in section 0. The number of
/// rows contained in an existing section after the update (35) must be equal
/// to…", as crash reports quote it, e.g. github.com/tonyarnold/Differ issue 76),
/// and an index path outside the section raises UIKit's "attempt to delete row
/// … which only contains … rows before the update" or "attempt to insert row
/// … but there are only … rows in section … after the update". Then the cells
/// of deleted and reloaded rows go to the pool (`didEndDisplaying`), the other
/// cells and the selection move with their rows, the heights of inserted and
/// reloaded rows are asked (with `estimatedRowHeight` 0), and the next layout
/// pass makes the cells of rows that entered.
///
/// Decisions: after an exception the table reloads all its data (UIKit would
/// have stopped); an update before the data first loaded, or from a callback
/// during the layout pass, is a `reloadData()`; sections cannot be inserted or
/// deleted (not built).
extension UITableView {
    func beginRowUpdates() {
        var pending = pendingUpdates ?? PendingRowUpdates()
        pending.depth += 1
        pendingUpdates = pending
    }

    func endRowUpdates() {
        guard var pending = pendingUpdates else { return }
        pending.depth -= 1
        guard pending.depth <= 0 else {
            pendingUpdates = pending
            return
        }
        pendingUpdates = nil
        applyUpdates(pending)
    }

    func recordUpdate(_ kind: PendingRowUpdates.Kind, _ indexPaths: [IndexPath]) {
        beginRowUpdates()
        switch kind {
        case .insert: pendingUpdates?.inserted += indexPaths
        case .delete: pendingUpdates?.deleted += indexPaths
        case .reload: pendingUpdates?.reloaded += indexPaths
        }
        endRowUpdates()
    }

    private func applyUpdates(_ updates: PendingRowUpdates) {
        guard hasData, !isPlacingCells else { return reloadData() }
        guard let dataSource else { return reloadData() }
        let before = sections.map(\.rowCount)
        for path in updates.deleted + updates.reloaded where !(path.count == 2 && before.indices.contains(path.section)
                                                                && path.row >= 0 && path.row < before[path.section]) {
            let verb = updates.deleted.contains(path) ? "delete" : "reload"
            let count = before.indices.contains(path.section) ? before[path.section] : 0
            return invalidUpdate("attempt to \(verb) row \(path.row) from section \(path.section) which only contains \(count) rows before the update")
        }
        let sectionCount = dataSource.numberOfSections(in: self)
        guard hasData else { return }
        guard sectionCount == before.count else {
            return invalidUpdate("Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (\(sectionCount)) must be equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        }
        var after: [Int] = []
        for section in 0..<sectionCount {
            after.append(dataSource.tableView(self, numberOfRowsInSection: section))
            guard hasData else { return }
        }
        for path in updates.inserted where !(path.count == 2 && after.indices.contains(path.section)
                                              && path.row >= 0 && path.row < after[path.section]) {
            let count = after.indices.contains(path.section) ? after[path.section] : 0
            return invalidUpdate("attempt to insert row \(path.row) into section \(path.section), but there are only \(count) rows in section \(path.section) after the update")
        }
        for section in 0..<sectionCount {
            let inserted = Set(updates.inserted.filter { $0.section == section }).count
            let deleted = Set(updates.deleted.filter { $0.section == section }).count
            guard after[section] == before[section] + inserted - deleted else {
                return invalidUpdate("Invalid update: invalid number of rows in section \(section).  The number of rows contained in an existing section after the update (\(after[section])) must be equal to the number of rows contained in that section before the update (\(before[section])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
            }
        }
        moveRows(updates, sectionCount: sectionCount)
    }

    private func invalidUpdate(_ reason: String) {
        UIKitException.raise(.internalInconsistencyException, reason)
        reloadData()
    }

    /// The rows' new places: old row → new row, section by section.
    private func moveRows(_ updates: PendingRowUpdates, sectionCount: Int) {
        var mapping: [IndexPath: IndexPath] = [:]
        var newSections = sections
        var asked: [IndexPath] = []
        for section in 0..<sectionCount {
            let deleted = Set(updates.deleted.filter { $0.section == section }.map(\.row))
            let inserted = Set(updates.inserted.filter { $0.section == section }.map(\.row))
            let reloaded = Set(updates.reloaded.filter { $0.section == section }.map(\.row))
            let old = sections[section]
            let newCount = old.rowCount + inserted.count - deleted.count
            var heights = [CGFloat](repeating: 0, count: newCount)
            var measured = [Bool](repeating: false, count: newCount)
            var oldRow = 0
            for newRow in 0..<newCount {
                if inserted.contains(newRow) {
                    asked.append(IndexPath(row: newRow, section: section))
                    continue
                }
                while deleted.contains(oldRow) { oldRow += 1 }
                guard oldRow < old.rowCount else { break }
                if reloaded.contains(oldRow) {
                    asked.append(IndexPath(row: newRow, section: section))
                } else {
                    mapping[IndexPath(row: oldRow, section: section)] = IndexPath(row: newRow, section: section)
                    heights[newRow] = old.rowHeights[oldRow]
                    measured[newRow] = old.measured[oldRow]
                }
                oldRow += 1
            }
            newSections[section].rowCount = newCount
            newSections[section].rowHeights = heights
            newSections[section].measured = measured
        }
        // The cells of rows that went or are reloaded leave; the others move.
        recycle(where: { mapping[$0] == nil })
        visibleRows = visibleRows.compactMap { entry in mapping[entry.indexPath].map { ($0, entry.cell) } }
        selectedRows = selectedRows.compactMap { mapping[$0] }
        sections = newSections
        for path in asked {
            if usesEstimates {
                sections[path.section].rowHeights[path.row] = estimatedRowHeight > 0 && estimatedRowHeight.isFinite
                    ? estimatedRowHeight : (rowHeight >= 0 && rowHeight.isFinite ? rowHeight : UITableView.defaultRowHeight)
            } else {
                let height = measuredHeight(path)
                guard hasData, sections.indices.contains(path.section),
                      sections[path.section].rowHeights.indices.contains(path.row) else { return }
                sections[path.section].rowHeights[path.row] = height
                sections[path.section].measured[path.row] = true
            }
        }
        for section in sections.indices { sections[section].recomputeRowTops() }
        recomputeOffsets()
        setNeedsLayout()
    }
}
