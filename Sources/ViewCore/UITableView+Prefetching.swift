import Foundation

/// R19.11: prefetching. After each layout pass, with `isPrefetchingEnabled`
/// and a `prefetchDataSource`, the rows not shown that meet one bounds height
/// past the visible rows in the direction the table last scrolled (down until
/// it first scrolls up) are the ones the table expects to show next: those not
/// asked for yet are given to `tableView(_:prefetchRowsAt:)`, in order, and
/// those asked for before that are no longer expected, neither shown nor
/// within that reach (the table turned back, or jumped), to
/// `tableView(_:cancelPrefetchingForRowsAt:)`, first. A row asked for that is
/// then shown is done with: its cell comes from `cellForRowAt` as usual.
///
/// The reach is ours: Apple documents none, and a bounds height is what the
/// next flick uncovers, so data asked for one screen ahead is ready when its
/// rows arrive; it is the same on every run. A reload forgets what was asked
/// for; an update moves it with its rows.
extension UITableView {
    func prefetchAroundVisibleRows() {
        guard hasData, let source = prefetchDataSource, isPrefetchingEnabled, bounds.height > 0, bounds.width > 0 else { return }
        let top = bounds.minY
        if let last = lastPrefetchOffset, top != last { prefetchesUpward = top < last }
        lastPrefetchOffset = top
        let reach = prefetchesUpward ? rows(meeting: bounds.minY - bounds.height, bounds.minY)
                                     : rows(meeting: bounds.maxY, bounds.maxY + bounds.height)
        let shown = Set(visibleRows.map(\.indexPath))
        let expected = reach.filter { !shown.contains($0) }
        let expectedSet = Set(expected)
        prefetchedRows.removeAll { shown.contains($0) }
        let cancelled = prefetchedRows.filter { !expectedSet.contains($0) }
        let asked = Set(prefetchedRows)
        let new = expected.filter { !asked.contains($0) }
        prefetchedRows = prefetchedRows.filter { expectedSet.contains($0) } + new
        if !cancelled.isEmpty { source.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !new.isEmpty, prefetchDataSource === source { source.tableView(self, prefetchRowsAt: new) }
    }
}
