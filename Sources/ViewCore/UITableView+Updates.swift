import Foundation

/// R13.5 and R19.6: applying a batch of updates (BatchUpdates.swift). At the
/// end of the batch the table asks `numberOfSections(in:)` and
/// `numberOfRowsInSection` for each section, and checks each count against the
/// one before, plus what was inserted and moved in, minus what was deleted and
/// moved out; a mismatch raises NSInternalInconsistencyException with UIKit's
/// message ("Invalid update: invalid number of rows in section 0. The number of
/// rows contained in an existing section after the update (35) must be equal
/// to…", as crash reports quote it, e.g. github.com/tonyarnold/Differ issue 76),
/// and an index outside the table raises UIKit's "attempt to delete row … which
/// only contains … rows before the update" or "attempt to insert row … but
/// there are only … rows in section … after the update". Then the cells of
/// deleted and reloaded rows (and of deleted and reloaded sections) go to the
/// pool (`didEndDisplaying`), the other cells, the headers and footers shown
/// and the selection move with their rows and sections, inserted and reloaded
/// sections are asked their header and footer heights, the heights of
/// inserted and reloaded rows are asked (with `estimatedRowHeight` 0), and the
/// next layout pass makes the cells of rows that entered.
///
/// Decisions: after an exception the table reloads all its data (UIKit would
/// have stopped); an update before the data first loaded, or from a callback
/// during the layout pass, is a `reloadData()`.
extension UITableView {
    func beginRowUpdates() {
        var pending = pendingUpdates ?? BatchUpdate()
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

    /// Records one change in the batch under way, or applies it alone.
    func recordUpdate(_ change: (inout BatchUpdate) -> Void) {
        beginRowUpdates()
        if var pending = pendingUpdates {
            change(&pending)
            pendingUpdates = pending
        }
        endRowUpdates()
    }

    private func applyUpdates(_ updates: BatchUpdate) {
        guard hasData, !isPlacingCells else { return reloadData() }
        guard let dataSource else { return reloadData() }
        let before = sections.map(\.rowCount)
        if let problem = updates.problemBefore(before, .table) { return invalidUpdate(problem) }
        let sectionCount = dataSource.numberOfSections(in: self)
        guard hasData else { return }
        guard sectionCount >= 0, sectionCount <= UITableView.maximumRowCount else {
            return invalidUpdate("UITableView dataSource returned an invalid number of sections (\(sectionCount))")
        }
        var after: [Int] = []
        var total = 0
        for section in 0..<sectionCount {
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            guard hasData else { return }
            total += max(rows, 0)
            guard rows >= 0, total <= UITableView.maximumRowCount else {
                return invalidUpdate("UITableView dataSource returned an invalid number of rows in section \(section) (\(rows))")
            }
            after.append(rows)
        }
        switch updates.plan(before: before, after: after, .table) {
        case .failure(let error): invalidUpdate(error.reason)
        case .success(let plan):
            apply(plan, counts: after)
            reconfigure(updates.reconfigured.compactMap { plan.rowMap[$0] })
            if swipedRow != nil, swipedRow?.indexPath == nil { closeSwipe() }
        }
    }

    /// A diffable data source's batch, in the batch under way or alone.
    func perform(_ batch: BatchUpdate) {
        recordUpdate { $0.merge(batch) }
    }

    /// Reconfigures now, or with the batch under way.
    func reconfigure(_ indexPaths: [IndexPath]) {
        if pendingUpdates != nil {
            pendingUpdates?.reconfigured += indexPaths
            return
        }
        guard hasData, !isPlacingCells, let dataSource else { return }
        for path in indexPaths where rowFrame(path) == nil {
            let count = sections.indices.contains(path.section) ? sections[path.section].rowCount : 0
            UIKitException.raise(.internalInconsistencyException,
                "attempt to reconfigure row \(path.row) from section \(path.section) which only contains \(count) rows")
            return
        }
        for path in Set(indexPaths).sorted() {
            guard hasData, let cell = cellForRow(at: path) else { continue }
            reconfiguring = (path, cell)
            let given = self.cell(from: dataSource, at: path)
            reconfiguring = nil
            guard let given, given !== cell, hasData, let frame = rowFrame(path) else { continue }
            // Another cell than the row's own: it takes the row's place.
            recycle(where: { $0 == path })
            visibleRows.removeAll { $0.cell === given }
            display(given, at: path, frame: frame)
        }
    }

    private func invalidUpdate(_ reason: String) {
        UIKitException.raise(.internalInconsistencyException, reason)
        reloadData()
    }

    /// Moves the geometry, the cells, the headers and footers and the
    /// selection to their new places, then asks what is new.
    func apply(_ plan: BatchUpdatePlan, counts: [Int]) {
        var newSections: [TableSectionGeometry] = []
        let oldSectionOf = Dictionary(plan.sectionMap.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for (section, count) in counts.enumerated() {
            var geometry = TableSectionGeometry(rowCount: count)
            if !plan.freshSections.contains(section), let old = oldSectionOf[section] {
                geometry = sections[old]
                geometry.rowCount = count
            }
            geometry.rowHeights = [CGFloat](repeating: 0, count: count)
            geometry.measured = [Bool](repeating: false, count: count)
            newSections.append(geometry)
        }
        for (old, new) in plan.rowMap {
            newSections[new.section].rowHeights[new.row] = sections[old.section].rowHeights[old.row]
            newSections[new.section].measured[new.row] = sections[old.section].measured[old.row]
        }
        // The cells of rows that went or are reloaded leave; the others move.
        recycle(where: { plan.rowMap[$0] == nil })
        visibleRows = visibleRows.compactMap { entry in plan.rowMap[entry.indexPath].map { ($0, entry.cell) } }
            .sorted { $0.indexPath < $1.indexPath }
        selectedRows = selectedRows.compactMap { plan.rowMap[$0] }
        trackedRow = trackedRow.flatMap { plan.rowMap[$0] }
        prefetchedRows = prefetchedRows.compactMap { plan.rowMap[$0] }
        movedEditingRows(plan)
        for header in [true, false] {
            let shown = header ? visibleHeaders : visibleFooters
            var moved: [Int: UIView] = [:]
            for (section, view) in shown.sorted(by: { $0.key < $1.key }) {
                if let target = plan.sectionMap[section] { moved[target] = view } else { endDisplaying(view, section, header: header) }
            }
            if header { visibleHeaders = moved } else { visibleFooters = moved }
        }
        sections = newSections

        var asked: [IndexPath] = []
        for section in plan.freshSections.sorted() where sections.indices.contains(section) {
            var geometry = sections[section]
            geometry.headerHeight = headerOrFooterHeight(section, header: true, into: &geometry)
            geometry.footerHeight = headerOrFooterHeight(section, header: false, into: &geometry)
            guard hasData, sections.indices.contains(section) else { return }
            sections[section].headerHeight = geometry.headerHeight
            sections[section].footerHeight = geometry.footerHeight
            sections[section].headerTitle = geometry.headerTitle
            sections[section].footerTitle = geometry.footerTitle
            asked += (0..<geometry.rowCount).map { IndexPath(row: $0, section: section) }
        }
        asked = (asked + plan.freshRows).sorted()
        for path in asked {
            guard sections.indices.contains(path.section), sections[path.section].rowHeights.indices.contains(path.row) else { continue }
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
