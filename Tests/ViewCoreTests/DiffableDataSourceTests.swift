import XCTest
@testable import ViewCore

/// A table delegate that logs what the table tells it about its cells.
final class DisplayLog: UITableViewDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.add("willDisplay \(cell.textLabel?.text ?? "") at \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.add("didEndDisplaying \(cell.textLabel?.text ?? "") at \(indexPath.section).\(indexPath.row)")
    }
}

/// NSDiffableDataSourceSnapshot and the diffable data sources (R19.1–R19.6,
/// R19.11); sources are named in each test's comment and in
/// docs/uikit-behavior.md.
///
///     W (window, visible)
///     └ T (UITableView, 0 0 320 200: four rows of 44 and a part shown)
final class DiffableDataSourceTests: ViewCoreTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    var window: LoggingWindow!
    var table: UITableView!
    var display: DisplayLog!
    var dataSource: UITableViewDiffableDataSource<String, String>!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        // Under the status bar: `.never` keeps the content's top at the view's (R17.4).
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        display = DisplayLog(log: log)
        table.delegate = display
        window.addSubview(table)
        dataSource = UITableViewDiffableDataSource(tableView: table) { [unowned self] tableView, indexPath, item in
            log.add("cell \(item) at \(indexPath.section).\(indexPath.row)")
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
    }

    override func tearDown() {
        window = nil; table = nil; display = nil; dataSource = nil
        super.tearDown()
    }

    func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    func shownTexts() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    // MARK: R19.1 the snapshot

    /// Source: Apple's `NSDiffableDataSourceSnapshot` reference (appendItems
    /// to the last section when none is named; insertItems before and after;
    /// indexOfItem among all the items).
    func test_R19_1_aSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.appendItems(["1", "2"], toSection: "a")
        snapshot.appendItems(["5"])
        snapshot.insertItems(["3"], afterItem: "2")
        snapshot.insertItems(["0"], beforeItem: "1")
        snapshot.appendItems(["4"], toSection: "b")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b", "c"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["0", "1", "2", "3", "4", "5"])
        XCTAssertEqual(snapshot.numberOfSections, 3)
        XCTAssertEqual(snapshot.numberOfItems, 6)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "a"), 4)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "c"), ["5"])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "4"), "b")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "9"))
        XCTAssertEqual(snapshot.indexOfItem("4"), 4)
        XCTAssertEqual(snapshot.indexOfSection("c"), 2)
        XCTAssertNil(snapshot.indexOfItem("9"))

        snapshot.moveItem("0", afterItem: "4")
        snapshot.moveSection("c", beforeSection: "a")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["c", "a", "b"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["5", "1", "2", "3", "4", "0"])
        snapshot.deleteItems(["1", "9"])
        snapshot.deleteSections(["b"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["5", "2", "3"])
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "0"), "a deleted section's items go with it")
        snapshot.reloadItems(["2"])
        snapshot.reconfigureItems(["3"])
        snapshot.reloadSections(["c"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, ["2"])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, ["3"])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["c"])
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    // MARK: R19.2 duplicates

    /// Sources: UIKit's exception as crash reports quote it ("Fatal: supplied
    /// item identifiers are not unique. Duplicate identifiers: {(…)}",
    /// github.com/mastodon/mastodon-ios issue 1366), and iOS 15's warning for
    /// an identifier the snapshot has already, moved into place
    /// (github.com/boostcampwm-2024/iOS04-PhotoGether issue 74).
    func test_R19_2_duplicatesRaiseAndExistingIdentifiersMoveIntoPlace() {
        var snapshot = snapshot([("a", ["1", "2"]), ("b", ["3"])])
        assertRaises(.internalInconsistencyException,
                     "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    4\n)}") {
            snapshot.appendItems(["4", "5", "4"], toSection: "b")
        }
        XCTAssertEqual(snapshot.itemIdentifiers, ["1", "2", "3"], "nothing changes")
        assertRaises(.internalInconsistencyException,
                     "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    c\n)}") {
            snapshot.appendSections(["c", "c"])
        }
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b"])

        snapshot.appendItems(["1"], toSection: "b")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), ["2"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), ["3", "1"], "an item is never in two sections")
        XCTAssertEqual(snapshot.numberOfItems, 3)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.hasPrefix("Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead") ?? false)
        snapshot.appendSections(["a"])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["b", "a"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), ["2"], "a section moved into place keeps its items")
    }

    // MARK: R19.3 missing identifiers

    /// Sources: UIKit's messages as crash reports quote them ("There are
    /// currently no sections in the data source. Please add a section first.";
    /// "Section identifier was not found…", github.com/CovidTrackerFr/vitemadose-ios
    /// issue 69; "Attempted to reload item identifier that does not exist in
    /// the snapshot", openillumi.com; "Attempted to reconfigure item
    /// identifier…", github.com/zotero/zotero-ios issue 1205).
    func test_R19_3_missingIdentifiersRaiseAndChangeNothing() {
        var snapshot = Snapshot()
        assertRaises(.internalInconsistencyException,
                     "There are currently no sections in the data source. Please add a section first.") {
            snapshot.appendItems(["1"])
        }
        snapshot.appendSections(["a"])
        assertRaises(.internalInconsistencyException,
                     "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)") {
            snapshot.appendItems(["1"], toSection: "z")
        }
        assertRaises(.internalInconsistencyException,
                     "Attempted to reload item identifier that does not exist in the snapshot: 9") {
            snapshot.reloadItems(["9"])
        }
        assertRaises(.internalInconsistencyException,
                     "Attempted to reconfigure item identifier that does not exist in the snapshot: 9") {
            snapshot.reconfigureItems(["9"])
        }
        XCTAssertNotNil(UIKitException.capture { snapshot.insertItems(["1"], afterItem: "9") })
        XCTAssertNotNil(UIKitException.capture { snapshot.moveItem("9", beforeItem: "1") })
        XCTAssertNotNil(UIKitException.capture { _ = snapshot.numberOfItems(inSection: "z") })
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
    }

    // MARK: R19.4 applying

    /// Source: Apple's `UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)`
    /// ("computes the difference between the table view's current state and
    /// the new state … and animates the differences"): deleted rows' cells end
    /// displaying, moved rows keep theirs, inserted rows get new ones.
    func test_R19_4_applyUpdatesTheTableByTheDifference() {
        dataSource.apply(snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        XCTAssertEqual(shownTexts(), ["a", "b", "c", "d"])
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        log.clear()

        dataSource.apply(snapshot([("s", ["c", "b", "e", "d"])]), animatingDifferences: false)
        XCTAssertEqual(log.take(), [
            "didEndDisplaying a at 0.0",
            "cell e at 0.2", "willDisplay e at 0.2",
        ], "a goes, e comes; b, c and d keep their cells")
        XCTAssertEqual(shownTexts(), ["c", "b", "e", "d"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB)

        var marked = dataSource.snapshot()
        marked.reloadItems(["b"])
        marked.reconfigureItems(["d"])
        let cellD = table.cellForRow(at: IndexPath(row: 3, section: 0))
        dataSource.apply(marked, animatingDifferences: false)
        XCTAssertEqual(log.take(), [
            "didEndDisplaying b at 0.1",
            "cell d at 0.3",
            "cell b at 0.1", "willDisplay b at 0.1",
        ], "a reload makes a new cell; a reconfigure gives the cell provider the row's own cell")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellD)
        XCTAssertEqual(dataSource.snapshot().reloadedItemIdentifiers, [], "the snapshot keeps no marks")
    }

    /// Source: as above; sections are diffed as items are (Apple's
    /// `NSDiffableDataSourceSnapshot` reference).
    func test_R19_4_sectionsAreDeletedInsertedAndMoved() {
        dataSource.apply(snapshot([("x", ["1"]), ("y", ["2"]), ("z", ["3"])]), animatingDifferences: false)
        log.clear()
        dataSource.apply(snapshot([("z", ["3"]), ("w", ["4"]), ("x", ["1", "2"])]), animatingDifferences: false)
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual((0..<3).map { table.numberOfRows(inSection: $0) }, [1, 1, 2])
        XCTAssertEqual(shownTexts(), ["3", "4", "1", "2"])
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 2)), "2")
        XCTAssertEqual(dataSource.indexPath(for: "4"), IndexPath(row: 0, section: 1))
        XCTAssertEqual(dataSource.sectionIdentifier(for: 1), "w")
        XCTAssertEqual(dataSource.index(for: "x"), 2)
        XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)))
    }

    // MARK: R19.5 the data source

    /// Sources: Apple's `apply(_:animatingDifferences:completion:)` ("A
    /// closure to execute when the animations are complete… The system calls
    /// this closure from the main queue") and `applySnapshotUsingReloadData`
    /// references; `tableView(_:canEditRowAt:)` answering false in a diffable
    /// data source until a subclass overrides it (medium.com, "First steps with
    /// UITableViewDiffableDataSource — Part 2").
    func test_R19_5_completionsReloadsAndDefaults() {
        XCTAssertTrue(table.dataSource === dataSource, "it makes itself the table's data source")
        var order: [String] = []
        dataSource.apply(snapshot([("s", ["a"])]), animatingDifferences: false) { order.append("unanimated") }
        order.append("returned")
        XCTAssertEqual(order, ["unanimated", "returned"])
        dataSource.apply(snapshot([("s", ["a", "b"])]), animatingDifferences: true) { order.append("animated") }
        order.append("returned again")
        XCTAssertEqual(shownTexts(), ["a", "b"], "the rows are in place as apply returns")
        XCTAssertEqual(order, ["unanimated", "returned", "returned again"])
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(order.last, "animated")

        log.clear()
        dataSource.applySnapshotUsingReloadData(snapshot([("s", ["b", "c"])])) { order.append("reloaded") }
        XCTAssertEqual(log.take(), [
            "didEndDisplaying a at 0.0", "didEndDisplaying b at 0.1",
            "cell b at 0.0", "willDisplay b at 0.0", "cell c at 0.1", "willDisplay c at 0.1",
        ], "a reload gives every row a cell anew")
        XCTAssertEqual(order.last, "reloaded")
        XCTAssertFalse(dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        XCTAssertFalse(dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
    }

    /// Source: UIKit's assertion against applying snapshots reentrantly
    /// (the symbol BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS,
    /// github.com/clickety-clacks/clawline issue 140); the message is ours.
    func test_R19_5_applyingFromACellProviderDuringAnApplyRaises() {
        var nested: NSDiffableDataSourceSnapshot<String, String>?
        var raised: UIKitException?
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, item in
            if let pending = nested {
                nested = nil
                raised = UIKitException.capture { self.dataSource.apply(pending) }
            }
            return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        dataSource = source
        source.apply(snapshot([("s", ["a"])]), animatingDifferences: false)
        nested = snapshot([("s", ["z"])])
        source.apply(snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        XCTAssertEqual(raised?.name, .internalInconsistencyException)
        XCTAssertTrue(raised?.reason.contains("APPLYING_SNAPSHOTS_REENTRANTLY") ?? false)
        XCTAssertEqual(source.snapshot().itemIdentifiers, ["a", "b"], "the nested snapshot is ignored")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    }

    /// Source: the table's exception for a missing cell (R13.1's sources);
    /// a cell provider that gives none.
    func test_R19_5_aCellProviderThatGivesNoCellRaisesTheTablesException() {
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { _, _, _ in nil }
        dataSource = source
        let exception = UIKitException.capture { source.apply(snapshot([("s", ["a"])]), animatingDifferences: false) }
        XCTAssertEqual(exception?.name, .internalInconsistencyException)
        XCTAssertTrue(exception?.reason.contains("failed to obtain a cell from its dataSource") ?? false)
        XCTAssertEqual(table.visibleCells.count, 0)
    }

    /// Source: Apple's `UICollectionViewDiffableDataSource` reference; the
    /// collection view's cells move with their items as the table's do.
    func test_R19_5_aCollectionDiffableDataSourceAppliesItsSnapshots() {
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        window.addSubview(collection)
        var made: [String] = []
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            made.append(item)
            return view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        source.supplementaryViewProvider = { _, _, _ in nil }
        XCTAssertTrue(collection.dataSource === source)
        var first = NSDiffableDataSourceSnapshot<Int, String>()
        first.appendSections([0])
        first.appendItems(["a", "b", "c"])
        source.apply(first, animatingDifferences: false)
        XCTAssertEqual(made, ["a", "b", "c"])
        let cellA = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        var second = first
        second.deleteItems(["b"])
        second.moveItem("a", afterItem: "c")
        second.appendItems(["d"])
        source.apply(second, animatingDifferences: false)
        XCTAssertEqual(made, ["a", "b", "c", "d"], "only the new item gets a cell")
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 3)
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cellA)
        XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 2, section: 0)), "d")
    }

    // MARK: R19.6 batch updates with sections and moves

    /// Sources: UIKit's messages as crash reports quote them (the invalid
    /// number of sections, jierong.dev/2019/10/14; of items,
    /// github.com/Provenance-Emu/Provenance issue 1120).
    func test_R19_6_sectionsAndMovesAreCheckedWithUIKitsMessages() {
        let source = LoggingTableSource(log: log, rows: [2, 3])
        table.dataSource = source
        table.layoutIfNeeded()
        source.rows = [3, 2]
        table.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)

        source.rows = [3, 2, 4]
        assertRaises(.internalInconsistencyException,
                     "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).") {
            table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        }
        table.layoutIfNeeded()
        source.rows = [4, 3, 2, 4]
        table.insertSections([0], with: .automatic)
        XCTAssertEqual(table.numberOfSections, 4, "a section of four rows arrives first")

        source.rows = [5, 3, 2, 4]
        assertRaises(.internalInconsistencyException,
                     "Invalid update: invalid number of rows in section 3.  The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).") {
            table.moveRow(at: IndexPath(row: 0, section: 3), to: IndexPath(row: 0, section: 0))
        }
        table.layoutIfNeeded()
        assertRaises(.internalInconsistencyException,
                     "attempt to delete section 5, but there are only 4 sections before the update") {
            table.deleteSections([5], with: .automatic)
        }
    }

    /// Source: as above; the collection view's messages name items (crash
    /// reports, github.com/mikaoj/BSImagePicker issue 329).
    func test_R19_6_aCollectionViewsBatchUpdatesMoveItsCells() {
        final class Counts: UICollectionViewDataSource {
            var counts: [Int]
            init(_ counts: [Int]) { self.counts = counts }
            func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
        }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        window.addSubview(collection)
        let source = Counts([3])
        collection.dataSource = source
        collection.layoutIfNeeded()
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .none)
        source.counts = [4]
        collection.performBatchUpdates({
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        collection.layoutIfNeeded()
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        source.counts = [4]
        assertRaises(.internalInconsistencyException,
                     "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).") {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
    }

    // MARK: R19.11 prefetching

    /// Source: Apple's `UITableViewDataSourcePrefetching` and
    /// `isPrefetchingEnabled` references; the reach (a bounds height past the
    /// visible rows, the way the table last scrolled) is ours.
    func test_R19_11_rowsAheadArePrefetchedAndCancelledWhenTheTableTurnsBack() {
        final class Prefetcher: UITableViewDataSourcePrefetching {
            var calls: [String] = []
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                calls.append("prefetch " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
            }
            func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
                calls.append("cancel " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
            }
        }
        let prefetcher = Prefetcher()
        table.rowHeight = 50
        table.prefetchDataSource = prefetcher
        dataSource.apply(snapshot([("s", (0..<30).map(String.init))]), animatingDifferences: false)
        XCTAssertEqual(prefetcher.calls, ["prefetch 4,5,6,7"], "rows 0-3 are shown; the next 200 points are asked for")
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        XCTAssertEqual(prefetcher.calls.last, "prefetch 8,9", "rows 4 and 5 are shown now, done with")
        table.contentOffset = CGPoint(x: 0, y: 60)
        table.layoutIfNeeded()
        XCTAssertEqual(prefetcher.calls.suffix(2), ["cancel 6,7,8,9", "prefetch 0"], "the table turned back")
        table.isPrefetchingEnabled = false
        table.contentOffset = CGPoint(x: 0, y: 0)
        table.layoutIfNeeded()
        XCTAssertEqual(prefetcher.calls.count, 4, "no prefetching when disabled")
    }
}
