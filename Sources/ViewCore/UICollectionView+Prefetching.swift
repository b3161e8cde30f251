import Foundation

/// R19.11 for collection views: after each layout pass, with
/// `isPrefetchingEnabled` and a `prefetchDataSource`, the items not shown that
/// the layout places within one bounds height (one width for a layout that
/// scrolls sideways) past the visible bounds, in the direction the collection
/// view last scrolled, are prefetched, and those prefetched before that are no
/// longer expected are cancelled first, as the table's rows are
/// (UITableView+Prefetching.swift says why that reach).
extension UICollectionView {
    func prefetchAroundVisibleItems() {
        guard hasData, let source = prefetchDataSource, isPrefetchingEnabled, bounds.height > 0, bounds.width > 0 else { return }
        let origin = bounds.origin
        if let last = lastPrefetchOffset, origin != last {
            prefetchesBackward = origin.y < last.y || (origin.y == last.y && origin.x < last.x)
        }
        lastPrefetchOffset = origin
        let content = collectionViewLayout.collectionViewContentSize
        let sideways = content.width > bounds.width && content.height <= bounds.height
        var reach = bounds
        if sideways {
            reach.origin.x += prefetchesBackward ? -bounds.width : bounds.width
        } else {
            reach.origin.y += prefetchesBackward ? -bounds.height : bounds.height
        }
        let shown = Set(visibleItems.map(\.indexPath))
        let expected = Set((collectionViewLayout.layoutAttributesForElements(in: reach) ?? [])
            .filter { !$0.isHidden && $0.frame.overlaps(reach) && isItem($0.indexPath) && !shown.contains($0.indexPath) }
            .map(\.indexPath).prefix(UITableView.maximumVisibleCells))
        prefetchedItems.removeAll { shown.contains($0) }
        let cancelled = prefetchedItems.filter { !expected.contains($0) }
        let asked = Set(prefetchedItems)
        let new = expected.subtracting(asked).sorted()
        prefetchedItems = prefetchedItems.filter { expected.contains($0) } + new
        if !cancelled.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !new.isEmpty, prefetchDataSource === source { source.collectionView(self, prefetchItemsAt: new) }
    }
}
