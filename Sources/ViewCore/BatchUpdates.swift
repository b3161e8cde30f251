import Foundation

/// The changes recorded between `beginUpdates()` and `endUpdates()` (or in a
/// `performBatchUpdates` block, or by one call alone) of a table or a
/// collection view: deletions, reloads and the sources of moves by their index
/// before the update, insertions and the destinations of moves by theirs after,
/// as UIKit reads them whatever order the calls came in.
struct BatchUpdate {
    var depth = 0
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    /// Rows or items whose cells are configured again in place, by their
    /// index paths before the update.
    var reconfigured: [IndexPath] = []
}

/// Where everything goes in a batch update: each old section's new index
/// (none for a deleted one, or one reloaded: it is loaded anew), each old
/// row's or item's new index path (none for one deleted or reloaded, or in a
/// section that goes), and what is new, to be asked of the data source.
struct BatchUpdatePlan {
    var sectionMap: [Int: Int] = [:]
    var rowMap: [IndexPath: IndexPath] = [:]
    /// Sections inserted, or reloaded at their new index.
    var freshSections: Set<Int> = []
    /// Rows inserted or reloaded, at their new index paths, outside the fresh
    /// sections (whose rows are all new).
    var freshRows: [IndexPath] = []
}

/// The words of UIKit's messages: "table view" and "row", or "collection
/// view" and "item".
struct BatchUpdateNouns {
    let view: String
    let element: String
    static let table = BatchUpdateNouns(view: "table view", element: "row")
    static let collection = BatchUpdateNouns(view: "collection view", element: "item")
}

extension BatchUpdate {
    /// Adds another batch's changes (a diffable data source's, to the batch
    /// under way).
    mutating func merge(_ other: BatchUpdate) {
        deletedSections += other.deletedSections
        insertedSections += other.insertedSections
        reloadedSections += other.reloadedSections
        movedSections += other.movedSections
        deleted += other.deleted
        inserted += other.inserted
        reloaded += other.reloaded
        moved += other.moved
        reconfigured += other.reconfigured
    }

    /// UIKit's reason for an index before the update that the view does not
    /// have, or for a conflicting pair of operations; nil when none is wrong.
    /// The messages are UIKit's as crash reports quote them (R13.5, R19.6); the
    /// ones for moves and conflicts are ours where none was found.
    func problemBefore(_ before: [Int], _ nouns: BatchUpdateNouns) -> String? {
        let element = nouns.element
        for section in deletedSections where !before.indices.contains(section) {
            return "attempt to delete section \(section), but there are only \(before.count) sections before the update"
        }
        for section in reloadedSections where !before.indices.contains(section) {
            return "attempt to reload section \(section), but there are only \(before.count) sections before the update"
        }
        for move in movedSections where !before.indices.contains(move.from) {
            return "attempt to move section \(move.from), but there are only \(before.count) sections before the update"
        }
        func exists(_ path: IndexPath) -> Bool {
            path.count == 2 && before.indices.contains(path.section) && path.row >= 0 && path.row < before[path.section]
        }
        func count(_ path: IndexPath) -> Int { before.indices.contains(path.section) ? before[path.section] : 0 }
        for path in deleted where !exists(path) {
            return "attempt to delete \(element) \(path.row) from section \(path.section) which only contains \(count(path)) \(element)s before the update"
        }
        for path in reloaded where !exists(path) {
            return "attempt to reload \(element) \(path.row) from section \(path.section) which only contains \(count(path)) \(element)s before the update"
        }
        for move in moved where !exists(move.from) {
            return "attempt to move index path \(move.from.pairNotation) that does not exist - there are only \(count(move.from)) \(element)s in section \(move.from.section) before the update"
        }
        let deletedSet = Set(deleted)
        for move in moved where deletedSet.contains(move.from) {
            return "attempt to delete and move the same index path \(move.from.pairNotation)"
        }
        for path in reloaded where deletedSet.contains(path) {
            return "attempt to delete and reload the same index path \(path.pairNotation)"
        }
        let deletedSectionSet = Set(deletedSections)
        for move in movedSections where deletedSectionSet.contains(move.from) {
            return "attempt to delete and move the same section (\(move.from))"
        }
        if Set(moved.map(\.from)).count != moved.count {
            return "attempt to move the same index path twice"
        }
        if Set(movedSections.map(\.from)).count != movedSections.count {
            return "attempt to move the same section twice"
        }
        return nil
    }

    /// Checks the data source's counts after the update against the counts
    /// before and what the batch says, and works out where everything goes;
    /// UIKit's reason when they do not agree.
    func plan(before: [Int], after: [Int], _ nouns: BatchUpdateNouns) -> Result<BatchUpdatePlan, BatchUpdateError> {
        let element = nouns.element
        let deletedSectionSet = Set(deletedSections)
        let insertedSectionSet = Set(insertedSections)
        let expected = before.count - deletedSectionSet.count + insertedSectionSet.count
        guard after.count == expected else {
            return .failure(BatchUpdateError("Invalid update: invalid number of sections.  The number of sections contained in the \(nouns.view) after the update (\(after.count)) must be equal to the number of sections contained in the \(nouns.view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSectionSet.count) inserted, \(deletedSectionSet.count) deleted)."))
        }
        for section in insertedSectionSet where !after.indices.contains(section) {
            return .failure(BatchUpdateError("attempt to insert section \(section) but there are only \(after.count) sections after the update"))
        }
        for move in movedSections where !after.indices.contains(move.to) {
            return .failure(BatchUpdateError("attempt to move section \(move.from) to section \(move.to), but there are only \(after.count) sections after the update"))
        }
        let moveTargets = Set(movedSections.map(\.to))
        guard moveTargets.count == movedSections.count, moveTargets.isDisjoint(with: insertedSectionSet) else {
            return .failure(BatchUpdateError("attempt to insert or move more than one section to the same index"))
        }

        // Sections: moves go where they say; the others keep their order in
        // the places no insertion or move takes.
        var plan = BatchUpdatePlan()
        var sectionMap: [Int: Int] = [:]
        for move in movedSections { sectionMap[move.from] = move.to }
        let movedFrom = Set(movedSections.map(\.from))
        var freeSlots = (0..<after.count).filter { !insertedSectionSet.contains($0) && !moveTargets.contains($0) }.makeIterator()
        for section in before.indices where !deletedSectionSet.contains(section) && !movedFrom.contains(section) {
            guard let slot = freeSlots.next() else { break }
            sectionMap[section] = slot
        }
        plan.freshSections = insertedSectionSet
        for section in reloadedSections {
            if let target = sectionMap[section] { plan.freshSections.insert(target) }
            sectionMap[section] = nil
        }
        plan.sectionMap = sectionMap

        // Rows: the same in each new section that is not fresh.
        func valid(_ path: IndexPath) -> Bool {
            path.count == 2 && after.indices.contains(path.section) && path.row >= 0 && path.row < after[path.section]
        }
        for path in inserted where !valid(path) {
            let count = after.indices.contains(path.section) ? after[path.section] : 0
            return .failure(BatchUpdateError("attempt to insert \(element) \(path.row) into section \(path.section), but there are only \(count) \(element)s in section \(path.section) after the update"))
        }
        for move in moved where !valid(move.to) {
            let count = after.indices.contains(move.to.section) ? after[move.to.section] : 0
            return .failure(BatchUpdateError("attempt to move index path \(move.from.pairNotation) to index path \(move.to.pairNotation) that does not exist - there are only \(count) \(element)s in section \(move.to.section) after the update"))
        }
        let insertedSet = Set(inserted)
        let rowTargets = Set(moved.map(\.to))
        guard rowTargets.count == moved.count, rowTargets.isDisjoint(with: insertedSet) else {
            return .failure(BatchUpdateError("attempt to insert or move more than one \(element) to the same index path"))
        }
        let deletedSet = Set(deleted)
        let reloadedSet = Set(reloaded)
        let movedRows = Dictionary(moved.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var movedIn = [Int](repeating: 0, count: after.count)
        var movedOut = [Int](repeating: 0, count: before.count)
        for move in moved where sectionMap[move.from.section] != move.to.section {
            if after.indices.contains(move.to.section) { movedIn[move.to.section] += 1 }
            if before.indices.contains(move.from.section) { movedOut[move.from.section] += 1 }
        }
        let oldSectionOf = Dictionary(sectionMap.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for newSection in after.indices where !plan.freshSections.contains(newSection) {
            guard let oldSection = oldSectionOf[newSection] else { continue }
            let insertedHere = insertedSet.filter { $0.section == newSection }.count
            let deletedHere = deletedSet.filter { $0.section == oldSection }.count
            let expectedRows = before[oldSection] + insertedHere - deletedHere + movedIn[newSection] - movedOut[oldSection]
            guard after[newSection] == expectedRows else {
                return .failure(BatchUpdateError("Invalid update: invalid number of \(element)s in section \(newSection).  The number of \(element)s contained in an existing section after the update (\(after[newSection])) must be equal to the number of \(element)s contained in that section before the update (\(before[oldSection])), plus or minus the number of \(element)s inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of \(element)s moved into or out of that section (\(movedIn[newSection]) moved in, \(movedOut[oldSection]) moved out)."))
            }
            var slots = (0..<after[newSection]).filter {
                let path = IndexPath(row: $0, section: newSection)
                return !insertedSet.contains(path) && !rowTargets.contains(path)
            }.makeIterator()
            for row in 0..<before[oldSection] {
                let path = IndexPath(row: row, section: oldSection)
                guard !deletedSet.contains(path), movedRows[path] == nil else { continue }
                guard let slot = slots.next() else { break }
                let target = IndexPath(row: slot, section: newSection)
                if reloadedSet.contains(path) { plan.freshRows.append(target) } else { plan.rowMap[path] = target }
            }
        }
        // A moved row keeps its cell, unless it lands in a fresh section.
        for move in moved where !plan.freshSections.contains(move.to.section) {
            if reloadedSet.contains(move.from) { plan.freshRows.append(move.to) } else { plan.rowMap[move.from] = move.to }
        }
        plan.freshRows += inserted.filter { !plan.freshSections.contains($0.section) }
        return .success(plan)
    }
}

/// UIKit's reason for refusing a batch update.
struct BatchUpdateError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
