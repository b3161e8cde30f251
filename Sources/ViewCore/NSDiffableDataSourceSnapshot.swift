import Foundation

/// The state of a diffable data source's content: sections in order, each
/// with its items in order, every one named by a unique identifier (R19.1–R19.3).
///
/// As UIKit's (iOS 15 and later):
/// - An identifier given twice in one call raises NSInternalInconsistencyException
///   ("Fatal: supplied item identifiers are not unique. Duplicate identifiers:
///   {(…)}", as crash reports quote it); nothing changes.
/// - Appending or inserting an identifier the snapshot already has moves it
///   into place, with UIKit's console warning ("Diffable data source detected
///   an attempt to insert or append 1 item identifier that already exists in
///   the snapshot…"): so an item is never in two sections.
/// - Naming a section or an item the snapshot does not have raises
///   NSInternalInconsistencyException (UIKit's "Attempted to reload item
///   identifier that does not exist in the snapshot: …", "Section identifier
///   was not found…"; the messages for insertions and moves relative to a
///   missing item are ours), as does appending items with no section
///   ("There are currently no sections in the data source. Please add a
///   section first."); nothing changes.
/// - Reloads and reconfigurations are marks the data source acts on as it
///   applies the snapshot; its `snapshot()` has none.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// Raises for a section the snapshot does not have, as UIKit does.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let sectionItems = items[identifier] else {
            Self.sectionNotFound()
            return 0
        }
        return sectionItems.count
    }

    /// Raises for a section the snapshot does not have, as UIKit does.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let sectionItems = items[identifier] else {
            Self.sectionNotFound()
            return []
        }
        return sectionItems
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's place among all the items (`itemIdentifiers`).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sections.firstIndex(of: section),
              let row = items[section]?.firstIndex(of: identifier) else { return nil }
        return sections[..<sectionIndex].reduce(row) { $0 + (items[$1]?.count ?? 0) }
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    /// The item's section and row, for the data sources.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sections.firstIndex(of: section),
              let row = items[section]?.firstIndex(of: identifier) else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }

    /// Every item's section and row, worked out at once.
    var indexPathsOfItems: [ItemIdentifierType: IndexPath] {
        var paths: [ItemIdentifierType: IndexPath] = [:]
        paths.reserveCapacity(sectionOfItem.count)
        for (section, identifier) in sections.enumerated() {
            for (row, item) in (items[identifier] ?? []).enumerated() { paths[item] = IndexPath(row: row, section: section) }
        }
        return paths
    }

    /// The item at a section and row, nil outside.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let sectionItems = items[sections[indexPath.section]], sectionItems.indices.contains(indexPath.row) else { return nil }
        return sectionItems[indexPath.row]
    }

    /// The snapshot without its reload and reconfigure marks.
    var unmarked: Self {
        var copy = self
        copy.reloadedSectionIdentifiers = []
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    /// The user's move of a row or item: it leaves its place for the
    /// destination's, in the destination's section.
    mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
        guard let item = item(at: source), sections.indices.contains(destination.section) else { return }
        removeItem(item, keepingMarks: true)
        place([item], in: sections[destination.section], at: destination.row)
    }

    // MARK: Items

    /// To the end of the section, the last one when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard Self.areUnique(identifiers, "item") else { return }
        let section: SectionIdentifierType
        if let sectionIdentifier {
            guard items[sectionIdentifier] != nil else { return Self.sectionNotFound() }
            section = sectionIdentifier
        } else {
            guard let last = sections.last else {
                return UIKitException.raise(.internalInconsistencyException,
                    "There are currently no sections in the data source. Please add a section first.")
            }
            section = last
        }
        removeExistingItems(identifiers)
        place(identifiers, in: section, at: items[section]?.count ?? 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// Identifiers the snapshot does not have are passed over.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { removeItem(identifier) }
    }

    /// Every item and section goes.
    public mutating func deleteAllItems() { self = Self() }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: true)
    }

    /// The items' cells are made anew as the snapshot applies.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard requireItems(identifiers, "reload") else { return }
        for identifier in identifiers where !reloadedItemIdentifiers.contains(identifier) { reloadedItemIdentifiers.append(identifier) }
    }

    /// The items' cells are configured again in place as the snapshot applies.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard requireItems(identifiers, "reconfigure") else { return }
        for identifier in identifiers where !reconfiguredItemIdentifiers.contains(identifier) {
            reconfiguredItemIdentifiers.append(identifier)
        }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard Self.areUnique(identifiers, "section") else { return }
        removeExistingSections(identifiers)
        placeSections(identifiers, at: sections.count)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: false)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: true)
    }

    /// The sections and their items go; identifiers the snapshot does not
    /// have are passed over.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = sections.firstIndex(of: identifier) else { continue }
            sections.remove(at: index)
            for item in items.removeValue(forKey: identifier) ?? [] { forgetItem(item) }
            reloadedSectionIdentifiers.removeAll { $0 == identifier }
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ items[$0] != nil }) else { return Self.sectionNotFound() }
        for identifier in identifiers where !reloadedSectionIdentifiers.contains(identifier) {
            reloadedSectionIdentifiers.append(identifier)
        }
    }

    // MARK: Helpers

    private static func sectionNotFound() {
        UIKitException.raise(.internalInconsistencyException,
            "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)")
    }

    private static func itemNotFound(_ identifier: ItemIdentifierType, _ verb: String) {
        UIKitException.raise(.internalInconsistencyException,
            "Attempted to \(verb) item identifier that does not exist in the snapshot: \(identifier)")
    }

    private static func sectionMissing(_ identifier: SectionIdentifierType, _ verb: String) {
        UIKitException.raise(.internalInconsistencyException,
            "Attempted to \(verb) section identifier that does not exist in the snapshot: \(identifier)")
    }

    /// UIKit's exception for an identifier given twice in one call.
    private static func areUnique<T: Hashable>(_ identifiers: [T], _ kind: String) -> Bool {
        var seen = Set<T>()
        var duplicates: [T] = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if !duplicates.contains(identifier) { duplicates.append(identifier) }
        }
        guard duplicates.isEmpty else {
            let list = duplicates.map { "    \($0)" }.joined(separator: ",\n")
            UIKitException.raise(.internalInconsistencyException,
                "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n\(list)\n)}")
            return false
        }
        return true
    }

    /// UIKit's warning for identifiers the snapshot has already, which move.
    private static func warnExisting<T>(_ existing: [T], _ kind: String) {
        guard !existing.isEmpty else { return }
        let one = existing.count == 1
        let list = existing.map { "    \"\($0)\"" }.joined(separator: ",\n")
        UIKitWarning.log("Diffable data source detected an attempt to insert or append \(existing.count) \(kind) identifier\(one ? "" : "s") that already exist\(one ? "s" : "") in the snapshot. The existing \(kind) identifier\(one ? "" : "s") will be moved into place instead, but this operation will be more expensive. For best performance, inserted \(kind) identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. \(kind.capitalized) identifiers that already exist: (\n\(list)\n)")
    }

    private func requireItems(_ identifiers: [ItemIdentifierType], _ verb: String) -> Bool {
        guard let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) else { return true }
        Self.itemNotFound(missing, verb)
        return false
    }

    private mutating func removeExistingItems(_ identifiers: [ItemIdentifierType]) {
        let existing = identifiers.filter { sectionOfItem[$0] != nil }
        Self.warnExisting(existing, "item")
        for identifier in existing { removeItem(identifier, keepingMarks: true) }
    }

    private mutating func place(_ identifiers: [ItemIdentifierType], in section: SectionIdentifierType, at index: Int) {
        var sectionItems = items[section] ?? []
        sectionItems.insert(contentsOf: identifiers, at: min(max(index, 0), sectionItems.count))
        items[section] = sectionItems
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private mutating func removeItem(_ identifier: ItemIdentifierType, keepingMarks: Bool = false) {
        guard let section = sectionOfItem[identifier] else { return }
        items[section]?.removeAll { $0 == identifier }
        if keepingMarks { sectionOfItem[identifier] = nil } else { forgetItem(identifier) }
    }

    private mutating func forgetItem(_ identifier: ItemIdentifierType) {
        sectionOfItem[identifier] = nil
        reloadedItemIdentifiers.removeAll { $0 == identifier }
        reconfiguredItemIdentifiers.removeAll { $0 == identifier }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard Self.areUnique(identifiers, "item") else { return }
        guard sectionOfItem[anchor] != nil else { return Self.itemNotFound(anchor, "insert relative to") }
        guard !identifiers.contains(anchor) else { return Self.itemNotFound(anchor, "insert relative to itself, the") }
        removeExistingItems(identifiers)
        guard let section = sectionOfItem[anchor], let index = items[section]?.firstIndex(of: anchor) else { return }
        place(identifiers, in: section, at: after ? index + 1 : index)
    }

    private mutating func move(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard sectionOfItem[identifier] != nil else { return Self.itemNotFound(identifier, "move") }
        guard sectionOfItem[anchor] != nil else { return Self.itemNotFound(anchor, "move relative to") }
        guard identifier != anchor else { return }
        removeItem(identifier, keepingMarks: true)
        guard let section = sectionOfItem[anchor], let index = items[section]?.firstIndex(of: anchor) else { return }
        place([identifier], in: section, at: after ? index + 1 : index)
    }

    /// Takes the sections the snapshot has already out of the order (with
    /// UIKit's warning), their items kept, to be placed again.
    private mutating func removeExistingSections(_ identifiers: [SectionIdentifierType]) {
        let existing = identifiers.filter { items[$0] != nil }
        Self.warnExisting(existing, "section")
        sections.removeAll { existing.contains($0) }
    }

    /// Places sections at an index; new ones have no items.
    private mutating func placeSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: identifiers, at: min(max(index, 0), sections.count))
        for identifier in identifiers where items[identifier] == nil { items[identifier] = [] }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], relativeTo anchor: SectionIdentifierType,
                                         after: Bool) {
        guard Self.areUnique(identifiers, "section") else { return }
        guard items[anchor] != nil else { return Self.sectionMissing(anchor, "insert relative to") }
        guard !identifiers.contains(anchor) else { return Self.sectionMissing(anchor, "insert relative to itself, the") }
        removeExistingSections(identifiers)
        guard let index = sections.firstIndex(of: anchor) else { return }
        placeSections(identifiers, at: after ? index + 1 : index)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
        guard items[identifier] != nil else { return Self.sectionMissing(identifier, "move") }
        guard items[anchor] != nil else { return Self.sectionMissing(anchor, "move relative to") }
        guard identifier != anchor else { return }
        sections.removeAll { $0 == identifier }
        guard let index = sections.firstIndex(of: anchor) else { return }
        sections.insert(identifier, at: after ? index + 1 : index)
    }
}
