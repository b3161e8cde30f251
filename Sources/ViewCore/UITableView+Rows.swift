import Foundation

/// Loading a table's data, placing its rows, and the cells of the visible ones.
///
/// R13.1, the order of the first layout pass with `estimatedRowHeight` 0:
/// `numberOfSections(in:)`; then for each section `heightForHeaderInSection`,
/// `heightForFooterInSection`, `numberOfRowsInSection` and
/// `heightForRowAt` for each of its rows; then for each visible row in order
/// `cellForRowAt` and `willDisplay`; then the visible sections' header and
/// footer views (`viewForHeaderInSection`, `willDisplayHeaderView`, then the
/// footers'). Sources: the logs of UIKit's calls in "UITableView代理方法的调用顺序"
/// (jianshu.com/p/07fef73d9b4e) and "iOS中tableview的执行顺序"
/// (csdndocs.com/article/10147890); Apple's `estimatedRowHeight`: "Setting the
/// value to 0 disables estimated heights, which causes the table view to request
/// the actual height for each cell." UIKit loads its data two or three times
/// over on the first pass; here once.
///
/// R13.2, with an estimate: no row's height is asked as the data loads; a row
/// first shown is asked `cellForRowAt`, then `heightForRowAt`, then
/// `willDisplay` (blog.csdn.net/LVXIANGAN/article/details/74455618), and the
/// rows after it move by the difference.
///
/// Decisions where UIKit's behaviour was not found (kept deterministic):
/// - Titles for headers and footers are asked as the data loads, when the
///   height is automatic (they decide it: `plainTitleHeight` or
///   `groupedTitleHeight` with one, none without); else as the header or
///   footer is first shown, when the delegate gives no view for it.
/// - A row is visible when its frame's vertical extent meets the bounds' with
///   some area (a row of height 0 is never shown).
/// - Leaving rows go first (`didEndDisplaying` after the cell left the view),
///   then entering rows come, so a cell that left can serve a row that enters
///   in the same pass; a cell is added to the view before `willDisplay`.
/// - The reuse pool is last in, first out.
extension UITableView {
    // MARK: Loading

    func markDataStale() {
        hasData = false
        selectedRows.removeAll()
        prefetchedRows.removeAll()
        if swipedRow != nil { swipedRow?.indexPath = nil }
        setNeedsLayout()
    }

    /// Loads the data if it is stale: the visible cells go to the pool, then
    /// the data source and delegate are asked in R13.1's order.
    func loadDataIfNeeded() {
        guard !hasData else { return }
        hasData = true
        recycleAllVisible()
        sections = []
        guard let dataSource else {
            recomputeOffsets()
            return
        }
        let sectionCount = validatedCount(dataSource.numberOfSections(in: self),
                                          what: "sections", limit: UITableView.maximumRowCount)
        var loaded: [TableSectionGeometry] = []
        var totalRows = 0
        for section in 0..<sectionCount {
            guard hasData else { return }  // a callback reloaded: the next load starts again
            var geometry = TableSectionGeometry(rowCount: 0)
            geometry.headerHeight = headerOrFooterHeight(section, header: true, into: &geometry)
            geometry.footerHeight = headerOrFooterHeight(section, header: false, into: &geometry)
            let rows = validatedCount(dataSource.tableView(self, numberOfRowsInSection: section),
                                      what: "rows in section \(section)", limit: UITableView.maximumRowCount)
            totalRows += rows
            guard totalRows <= UITableView.maximumRowCount else {
                UIKitException.raise(.internalInconsistencyException,
                    "Failed to allocate data stores for \(totalRows) rows in section \(section). Consider using fewer rows")
                sections = []
                recomputeOffsets()
                return
            }
            geometry.rowCount = rows
            geometry.rowHeights = [CGFloat](repeating: 0, count: rows)
            geometry.measured = [Bool](repeating: false, count: rows)
            for row in 0..<rows {
                if usesEstimates {
                    geometry.rowHeights[row] = estimatedHeight(IndexPath(row: row, section: section))
                } else {
                    geometry.rowHeights[row] = measuredHeight(IndexPath(row: row, section: section))
                    geometry.measured[row] = true
                }
            }
            geometry.recomputeRowTops()
            loaded.append(geometry)
        }
        guard hasData else { return }
        sections = loaded
        recomputeOffsets()
    }

    /// Whether row heights are asked only as rows are shown (R13.2).
    var usesEstimates: Bool { estimatedRowHeight != 0 }

    /// A count from the data source: a negative one is refused with
    /// NSInternalInconsistencyException (UIKit's own check is not documented;
    /// the message is ours), as is one beyond the table's limit.
    private func validatedCount(_ count: Int, what: String, limit: Int) -> Int {
        if count < 0 {
            UIKitException.raise(.internalInconsistencyException,
                "UITableView dataSource returned a negative number of \(what) (\(count))")
            return 0
        }
        if count > limit {
            UIKitException.raise(.internalInconsistencyException,
                "Failed to allocate data stores for \(count) \(what). Consider using fewer rows")
            return 0
        }
        return count
    }

    func headerOrFooterHeight(_ section: Int, header: Bool, into geometry: inout TableSectionGeometry) -> CGFloat {
        let asked = header ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
                           : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked == UITableView.automaticDimension {
            let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                               : dataSource?.tableView(self, titleForFooterInSection: section)
            if header { geometry.headerTitle = title } else { geometry.footerTitle = title }
            guard title != nil else { return 0 }
            return style == .plain ? UITableView.plainTitleHeight : UITableView.groupedTitleHeight
        }
        return validatedHeight(asked, what: header ? "section header" : "section footer")
    }

    /// A row's height from the delegate, else `rowHeight`; automatic is the
    /// standard height.
    func measuredHeight(_ indexPath: IndexPath) -> CGFloat {
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return validatedHeight(asked, what: "row")
    }

    private func estimatedHeight(_ indexPath: IndexPath) -> CGFloat {
        let estimate = estimatedRowHeight
        if estimate > 0, estimate.isFinite { return estimate }
        return rowHeight >= 0 && rowHeight.isFinite ? rowHeight : UITableView.defaultRowHeight
    }

    /// UIKit's exception for a height that is NaN or negative (other than
    /// automatic); an infinite one is refused the same way here. The height
    /// then counts as the standard one.
    private func validatedHeight(_ height: CGFloat, what: String) -> CGFloat {
        if height == UITableView.automaticDimension {
            return what == "row" ? UITableView.defaultRowHeight : 0
        }
        guard height >= 0, height.isFinite else {
            UIKitException.raise(.internalInconsistencyException,
                "Invalid \(what) height provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.")
            return what == "row" ? UITableView.defaultRowHeight : 0
        }
        return height
    }

    // MARK: Geometry

    /// Places the sections one after another below the table header view, and
    /// sets `contentSize`.
    func recomputeOffsets() {
        var y = tableHeaderView?.frameStorage.height ?? 0
        if !y.isFinite { y = 0 }
        for index in sections.indices {
            sections[index].top = y
            y += sections[index].height
        }
        y += tableFooterView?.frameStorage.height.isFinite == true ? tableFooterView?.frameStorage.height ?? 0 : 0
        let size = CGSize(width: bounds.width, height: y)
        if contentSize != size { contentSize = size }
    }

    func rowFrame(_ indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < geometry.rowCount else { return nil }
        return CGRect(x: 0, y: geometry.firstRowTop + geometry.rowTops[indexPath.row],
                      width: bounds.width, height: geometry.rowHeights[indexPath.row])
    }

    /// The row whose extent holds `y`, if any.
    func row(atContentY y: CGFloat) -> IndexPath? {
        for (index, geometry) in sections.enumerated() {
            let first = geometry.firstRowTop
            guard y >= first, y < first + geometry.rowsHeight else { continue }
            let row = lastRow(in: geometry, startingAtOrBefore: y - first)
            return IndexPath(row: row, section: index)
        }
        return nil
    }

    /// Binary search: the last row whose top is at or above `offset`.
    private func lastRow(in geometry: TableSectionGeometry, startingAtOrBefore offset: CGFloat) -> Int {
        var low = 0, high = geometry.rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if geometry.rowTops[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    /// The rows meeting a vertical extent, in order.
    func rows(meeting minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, geometry) in sections.enumerated() {
            let first = geometry.firstRowTop
            guard geometry.rowCount > 0, first < maxY, first + geometry.rowsHeight > minY else { continue }
            var row = lastRow(in: geometry, startingAtOrBefore: max(minY - first, 0))
            while row < geometry.rowCount {
                let top = first + geometry.rowTops[row]
                if top >= maxY { break }
                if top + geometry.rowHeights[row] > minY, geometry.rowHeights[row] > 0 {
                    result.append(IndexPath(row: row, section: index))
                    if result.count >= UITableView.maximumVisibleCells { return result }
                }
                row += 1
            }
        }
        return result
    }

    // MARK: The layout pass

    func layoutTable() {
        guard !isPlacingCells else { return }
        isPlacingCells = true
        defer { isPlacingCells = false }
        loadDataIfNeeded()
        layoutAccessoryViews()
        placeCells()
        placeHeadersAndFooters()
        prefetchAroundVisibleRows()
        closeSwipeIfItsRowLeft()
    }

    private func layoutAccessoryViews() {
        let width = bounds.width
        backgroundView?.frame = bounds
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frameStorage.height)
        }
        if let footer = tableFooterView {
            let top = sections.last.map { $0.top + $0.height } ?? (tableHeaderView?.frameStorage.height ?? 0)
            footer.frame = CGRect(x: 0, y: top, width: width, height: footer.frameStorage.height)
        }
    }

    private var visibleExtent: (CGFloat, CGFloat) {
        let visible = bounds
        return (visible.minY, visible.maxY)
    }

    /// Leaving rows to the pool, then cells for the entering rows, in order.
    private func placeCells() {
        guard bounds.height > 0, bounds.width > 0 else {
            recycle(where: { _ in true })
            return
        }
        let (minY, maxY) = visibleExtent
        let wanted = Set(rows(meeting: minY, maxY))
        recycle(where: { !wanted.contains($0) })
        // Walk the rows meeting the bounds; with estimates, each row shown for
        // the first time is measured and the rows after it move.
        var placedCount = 0
        var walk = rows(meeting: minY, maxY)
        var index = 0
        while index < walk.count, placedCount < UITableView.maximumVisibleCells {
            guard hasData else { return }  // a callback reloaded the table
            let indexPath = walk[index]
            index += 1
            if let existing = visibleRows.firstIndex(where: { $0.indexPath == indexPath }) {
                if let frame = rowFrame(indexPath) { visibleRows[existing].cell.frame = frame }
                placedCount += 1
                continue
            }
            guard let cell = obtainCell(indexPath) else { continue }
            guard hasData, rowFrame(indexPath) != nil else { return enqueue(cell) }
            if usesEstimates, !sections[indexPath.section].measured[indexPath.row] {
                let height = measuredHeight(indexPath)
                guard hasData, rowFrame(indexPath) != nil else { return enqueue(cell) }
                let oldHeight = sections[indexPath.section].rowHeights[indexPath.row]
                sections[indexPath.section].rowHeights[indexPath.row] = height
                sections[indexPath.section].measured[indexPath.row] = true
                if height != oldHeight {
                    sections[indexPath.section].recomputeRowTops()
                    recomputeOffsets()
                    walk = rows(meeting: minY, maxY)
                    guard let position = walk.firstIndex(of: indexPath) else {
                        enqueue(cell)
                        index = walk.firstIndex { $0 > indexPath } ?? walk.count
                        continue
                    }
                    index = position + 1
                }
            }
            guard let frame = rowFrame(indexPath) else { return enqueue(cell) }
            display(cell, at: indexPath, frame: frame)
            placedCount += 1
        }
        // Rows pushed out by measured heights go.
        let final = Set(rows(meeting: minY, maxY))
        recycle(where: { !final.contains($0) })
    }

    /// The data source's cell for the row; a missing one raises UIKit's exception.
    private func obtainCell(_ indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        guard let cell = cell(from: dataSource, at: indexPath) else {
            UIKitException.raise(.internalInconsistencyException,
                "UITableView (\(self)) failed to obtain a cell from its dataSource (\(dataSource))")
            return nil
        }
        if let shown = visibleRows.firstIndex(where: { $0.cell === cell }) {
            // The same cell for two rows: UIKit's result is undefined; here the
            // row it was showing loses it.
            let old = visibleRows.remove(at: shown)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: old.indexPath)
        }
        return cell
    }

    /// The data source's cell for the row: nil where a script's data source or
    /// a diffable one's cell provider gives none.
    func cell(from dataSource: UITableViewDataSource, at indexPath: IndexPath) -> UITableViewCell? {
        if let fallible = dataSource as? UITableViewFallibleDataSource {
            return fallible.tableView(self, cellIfAnyForRowAt: indexPath)
        }
        if let provider = dataSource as? TableCellProviding { return provider.providedCell(self, indexPath) }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    func display(_ cell: UITableViewCell, at indexPath: IndexPath, frame: CGRect) {
        cell.frame = frame
        prepareEditingState(of: cell, at: indexPath)
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if cell.superviewStorage !== self { addSubview(cell) }
        let position = visibleRows.firstIndex { $0.indexPath > indexPath } ?? visibleRows.count
        visibleRows.insert((indexPath, cell), at: position)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// The visible cells whose rows pass `test` leave, in order, to the pool.
    func recycle(where test: (IndexPath) -> Bool) {
        let leaving = visibleRows.filter { test($0.indexPath) }
        guard !leaving.isEmpty else { return }
        visibleRows.removeAll { entry in leaving.contains { $0.cell === entry.cell } }
        for entry in leaving {
            if trackedRow == entry.indexPath { trackedRow = nil }
            enqueue(entry.cell)
            delegate?.tableView(self, didEndDisplaying: entry.cell, forRowAt: entry.indexPath)
        }
    }

    func recycleAllVisible() {
        recycle(where: { _ in true })
        for (section, view) in visibleHeaders.sorted(by: { $0.key < $1.key }) { endDisplaying(view, section, header: true) }
        for (section, view) in visibleFooters.sorted(by: { $0.key < $1.key }) { endDisplaying(view, section, header: false) }
    }

    /// Out of the view and into the pool, if it has a reuse identifier.
    func enqueue(_ cell: UITableViewCell) {
        if cell.superviewStorage === self { cell.removeFromSuperview() }
        resetSwipe(of: cell)
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        guard let identifier = cell.reuseIdentifier else { return }
        guard !(reusePool[identifier]?.contains { $0 === cell } ?? false) else { return }
        reusePool[identifier, default: []].append(cell)
    }

    // MARK: Headers and footers

    private func placeHeadersAndFooters() {
        guard hasData else { return }
        let (minY, maxY) = visibleExtent
        let shown = bounds.height > 0 && bounds.width > 0
        for header in [true, false] {
            let current = header ? visibleHeaders : visibleFooters
            var wanted: [Int] = []
            if shown {
                for (section, geometry) in sections.enumerated() {
                    let height = header ? geometry.headerHeight : geometry.footerHeight
                    let top = header ? geometry.top : geometry.top + geometry.height - geometry.footerHeight
                    if height > 0, top < maxY, top + height > minY { wanted.append(section) }
                }
            }
            for (section, view) in current.sorted(by: { $0.key < $1.key }) where !wanted.contains(section) {
                endDisplaying(view, section, header: header)
            }
            for section in wanted {
                guard hasData, sections.indices.contains(section) else { return }
                let frame = header ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
                if let view = (header ? visibleHeaders : visibleFooters)[section] {
                    view.frame = frame
                    continue
                }
                guard let view = makeHeaderOrFooter(section, header: header) else { continue }
                if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                    headerFooterPool[identifier]?.removeAll { $0 === reusable }
                }
                view.frame = frame
                if view.superviewStorage !== self { addSubview(view) }
                if header {
                    visibleHeaders[section] = view
                    delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                } else {
                    visibleFooters[section] = view
                    delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                }
            }
        }
    }

    /// The delegate's view, else a header-footer view whose label shows the
    /// section's title.
    private func makeHeaderOrFooter(_ section: Int, header: Bool) -> UIView? {
        if let view = header ? delegate?.tableView(self, viewForHeaderInSection: section)
                             : delegate?.tableView(self, viewForFooterInSection: section) {
            return view
        }
        guard sections.indices.contains(section) else { return nil }
        // A title decided an automatic height as the data loaded; with a
        // height given, it is asked now.
        let loaded = header ? sections[section].headerTitle : sections[section].footerTitle
        guard let title = loaded ?? (header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                                            : dataSource?.tableView(self, titleForFooterInSection: section)) else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = style == .plain ? title : title.uppercased()
        return view
    }

    func endDisplaying(_ view: UIView, _ section: Int, header: Bool) {
        if header { visibleHeaders[section] = nil } else { visibleFooters[section] = nil }
        if view.superviewStorage === self { view.removeFromSuperview() }
        if header {
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
           headerFooterPool[identifier]?.contains(where: { $0 === reusable }) != true {
            headerFooterPool[identifier, default: []].append(reusable)
        }
    }

    func registerHeaderFooterClass(_ viewClass: AnyClass?, _ identifier: String) {
        guard let viewClass else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        guard let type = viewClass as? UITableViewHeaderFooterView.Type else {
            UIKitException.raise(.invalidArgumentException,
                "-[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]: must pass a class of kind UITableViewHeaderFooterView")
            return
        }
        headerFooterRegistrations[identifier] = .viewClass(type)
    }

    /// A bridge's way of making header-footer views of a class only it can make (a script's).
    @_spi(Bridging) public func register(headerFooterMaker: @escaping () -> UITableViewHeaderFooterView?,
                                         forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = .maker(headerFooterMaker)
    }

    func dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        switch headerFooterRegistrations[identifier] {
        case .viewClass(let type): return type.init(registeredWithReuseIdentifier: identifier)
        case .maker(let make): return make()
        case nil: return nil
        }
    }

    // MARK: Registration and the pool

    func registerCellClass(_ cellClass: AnyClass?, _ identifier: String) {
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            UIKitException.raise(.invalidArgumentException,
                "-[UITableView registerClass:forCellReuseIdentifier:]: must pass a class of kind UITableViewCell")
            return
        }
        registrations[identifier] = .cellClass(type)
    }

    /// A bridge's way of making cells of a class only it can make (a script's).
    @_spi(Bridging) public func register(cellMaker: @escaping () -> UITableViewCell?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = .maker(cellMaker)
    }

    func dequeueCell(_ identifier: String) -> UITableViewCell? {
        if let (_, cell) = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        switch registrations[identifier] {
        case .cellClass(let type):
            return type.init(registeredWithStyle: .default, reuseIdentifier: identifier)
        case .maker(let make):
            return make()
        case nil:
            return nil
        }
    }

    func dequeueCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueCell(identifier) else {
            UIKitException.raise(.internalInconsistencyException,
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if let frame = rowFrame(indexPath) { cell.frame = frame }
        return cell
    }

    // MARK: Scrolling

    func scroll(toRow indexPath: IndexPath, at position: ScrollPosition, caller: String) {
        loadDataIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else {
            UIKitException.raise(.rangeException,
                "-[UITableView \(caller)]: section (\(indexPath.section)) beyond bounds (\(sections.count)).")
            return
        }
        guard let frame = rowFrame(indexPath) else {
            UIKitException.raise(.rangeException,
                "-[UITableView \(caller)]: row (\(indexPath.row)) beyond bounds (\(sections[indexPath.section].rowCount)) for section (\(indexPath.section)).")
            return
        }
        let height = bounds.height
        var y = contentOffset.y
        switch position {
        case .top: y = frame.minY
        case .middle: y = frame.midY - height / 2
        case .bottom: y = frame.maxY - height
        case .none:
            if frame.minY < y { y = frame.minY } else if frame.maxY > y + height { y = frame.maxY - height }
        }
        let insets = adjustedContentInset
        let lowest = -insets.top
        let highest = max(contentSize.height + insets.bottom - height, lowest)
        y = min(max(y, lowest), highest)
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }
}
