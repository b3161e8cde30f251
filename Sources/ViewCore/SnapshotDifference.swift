import Foundation

/// R19.4: the batch update that takes a view from one snapshot to another, as
/// a diffable data source applies it.
///
/// Sections and items the new snapshot lacks are deleted (an item only when
/// its section stays), those the old one lacked inserted; of the sections and
/// items both have, the longest run that kept its order stays and the others
/// move, so that a swap of two is one move. An item that changes section
/// moves, unless its old section goes or its new one is new (then it is
/// deleted and inserted). The marks of the new snapshot become reloads
/// (sections and items) and reconfigurations; a marked item that also moves is
/// deleted and inserted instead, as a reload and a move of the same row would
/// conflict. Which of several equally long runs stays is ours.
enum SnapshotDifference {
    static func batch<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) -> BatchUpdate {
        var update = BatchUpdate()
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(oldSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let newSectionIndex = Dictionary(newSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let reloadedSections = Set(new.reloadedSectionIdentifiers)

        // Sections.
        var fresh = Set<Int>()  // new indexes whose rows are all new
        var gone = Set<Int>()   // old indexes whose rows all go
        for (index, section) in oldSections.enumerated() where newSectionIndex[section] == nil {
            update.deletedSections.append(index)
            gone.insert(index)
        }
        for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil {
            update.insertedSections.append(index)
            fresh.insert(index)
        }
        let common = oldSections.enumerated().compactMap { old, section in newSectionIndex[section].map { (old: old, new: $0) } }
        let staying = longestIncreasingRun(common.map(\.new))
        for (position, pair) in common.enumerated() {
            let reloaded = reloadedSections.contains(oldSections[pair.old])
            if staying.contains(position) {
                if reloaded {
                    update.reloadedSections.append(pair.old)
                    gone.insert(pair.old)
                    fresh.insert(pair.new)
                }
            } else if reloaded {
                update.deletedSections.append(pair.old)
                update.insertedSections.append(pair.new)
                gone.insert(pair.old)
                fresh.insert(pair.new)
            } else {
                update.movedSections.append((pair.old, pair.new))
            }
        }
        var sectionTarget: [Int: Int] = [:]
        for pair in common where !gone.contains(pair.old) { sectionTarget[pair.old] = pair.new }

        // Items.
        let oldPaths = old.indexPathsOfItems
        let newPaths = new.indexPathsOfItems
        let reloadedItems = Set(new.reloadedItemIdentifiers)
        var stayingCandidates: [Int: [(old: IndexPath, new: IndexPath)]] = [:]
        for item in old.itemIdentifiers {
            guard let oldPath = oldPaths[item] else { continue }
            guard let newPath = newPaths[item] else {
                if !gone.contains(oldPath.section) { update.deleted.append(oldPath) }
                continue
            }
            let oldSectionStays = !gone.contains(oldPath.section)
            let newSectionIsFresh = fresh.contains(newPath.section)
            if !oldSectionStays || newSectionIsFresh {
                if oldSectionStays { update.deleted.append(oldPath) }
                if !newSectionIsFresh { update.inserted.append(newPath) }
            } else if sectionTarget[oldPath.section] != newPath.section {
                moveOrReplace(oldPath, newPath, reloaded: reloadedItems.contains(item), into: &update)
            } else {
                stayingCandidates[newPath.section, default: []].append((oldPath, newPath))
            }
        }
        for item in new.itemIdentifiers where oldPaths[item] == nil {
            if let newPath = newPaths[item], !fresh.contains(newPath.section) { update.inserted.append(newPath) }
        }
        for section in stayingCandidates.keys.sorted() {
            guard let pairs = stayingCandidates[section] else { continue }
            let stay = longestIncreasingRun(pairs.map(\.new.row))
            for (position, pair) in pairs.enumerated() {
                let item = old.item(at: pair.old)
                let reloaded = item.map { reloadedItems.contains($0) } ?? false
                if stay.contains(position) {
                    if reloaded { update.reloaded.append(pair.old) }
                } else {
                    moveOrReplace(pair.old, pair.new, reloaded: reloaded, into: &update)
                }
            }
        }
        let reloadedPaths = Set(update.reloaded)
        let deletedPaths = Set(update.deleted)
        for item in new.reconfiguredItemIdentifiers {
            guard let path = oldPaths[item], !gone.contains(path.section), !reloadedPaths.contains(path),
                  !deletedPaths.contains(path), let newPath = newPaths[item], !fresh.contains(newPath.section) else { continue }
            update.reconfigured.append(path)
        }
        return update
    }

    private static func moveOrReplace(_ old: IndexPath, _ new: IndexPath, reloaded: Bool, into update: inout BatchUpdate) {
        if reloaded {
            update.deleted.append(old)
            update.inserted.append(new)
        } else {
            update.moved.append((old, new))
        }
    }

    /// The positions of a longest strictly increasing run of `values`.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // positions: the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}
