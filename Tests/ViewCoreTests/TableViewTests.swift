import XCTest
@testable import ViewCore

/// A data source and delegate that logs every call it gets, in UIKit's
/// selector names, and answers from its fields.
final class LoggingTableSource: UITableViewDataSource, UITableViewDelegate {
    let log: CallLog
    var rows: [Int]
    var heights: [IndexPath: CGFloat] = [:]
    var defaultHeight: CGFloat = 44
    var headerTitles: [Int: String] = [:]
    var headerHeight: CGFloat = UITableView.automaticDimension
    var shouldHighlight = true
    var redirectSelection: ((IndexPath) -> IndexPath?)?
    /// Made cells are named `cell1`, `cell2`… in order of making.
    var madeCells = 0

    init(log: CallLog, rows: [Int]) {
        self.log = log
        self.rows = rows
    }

    private func say(_ text: String) { log.add(text) }
    private func name(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }

    func numberOfSections(in tableView: UITableView) -> Int {
        say("numberOfSectionsInTableView:")
        return rows.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        say("tableView:numberOfRowsInSection: \(section)")
        return rows[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        say("tableView:cellForRowAtIndexPath: \(name(indexPath))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = name(indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        say("tableView:titleForHeaderInSection: \(section)")
        return headerTitles[section]
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        say("tableView:heightForRowAtIndexPath: \(name(indexPath))")
        return heights[indexPath] ?? defaultHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        say("tableView:heightForHeaderInSection: \(section)")
        return headerHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        say("tableView:heightForFooterInSection: \(section)")
        return UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        say("tableView:willDisplayCell:forRowAtIndexPath: \(name(indexPath)) \(cell.textLabel?.text ?? "")")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        say("tableView:didEndDisplayingCell:forRowAtIndexPath: \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        say("tableView:willDisplayHeaderView:forSection: \(section)")
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        say("tableView:viewForHeaderInSection: \(section)")
        return nil
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        say("tableView:shouldHighlightRowAtIndexPath: \(name(indexPath))")
        return shouldHighlight
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        say("tableView:didHighlightRowAtIndexPath: \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        say("tableView:didUnhighlightRowAtIndexPath: \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        say("tableView:willSelectRowAtIndexPath: \(name(indexPath))")
        return redirectSelection.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        say("tableView:willDeselectRowAtIndexPath: \(name(indexPath))")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        say("tableView:didSelectRowAtIndexPath: \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        say("tableView:didDeselectRowAtIndexPath: \(name(indexPath))")
    }
}

/// A cell that logs its reuse, selection and highlighting, named in the order made.
final class LoggingCell: UITableViewCell {
    static var log: CallLog?
    static var made = 0
    let name: String

    override init(style: CellStyle, reuseIdentifier: String?) {
        LoggingCell.made += 1
        name = "cell\(LoggingCell.made)"
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        LoggingCell.log?.add("-[\(name) initWithStyle:reuseIdentifier:] \(reuseIdentifier ?? "nil")")
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        LoggingCell.log?.add("-[\(name) prepareForReuse]")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        LoggingCell.log?.add("-[\(name) setSelected:animated:] \(selected)")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        LoggingCell.log?.add("-[\(name) setHighlighted:animated:] \(highlighted)")
    }
}

/// UITableView (R13): the order of its questions to the data source and the
/// delegate, cells for the visible rows only and their reuse, selection by
/// touch, and checked updates. Sources are named in the rules' comments
/// (UITableView+Rows.swift, UITableView+Selection.swift, UITableView+Updates.swift)
/// and in docs/uikit-behavior.md.
///
///     W (window, visible)
///     └ T (UITableView, 0 0 320 200, rows of 44 unless a test says otherwise)
final class TableViewTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var table: UITableView!
    var source: LoggingTableSource!

    override func setUp() {
        super.setUp()
        LoggingCell.log = log
        LoggingCell.made = 0
        window = makeWindow("W")
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(LoggingCell.self, forCellReuseIdentifier: "cell")
        // Under the status bar: `.never` keeps the content's top at the view's (R17.4).
        table.contentInsetAdjustmentBehavior = .never
        window.addSubview(table)
    }

    override func tearDown() {
        LoggingCell.log = nil
        window = nil; table = nil; source = nil
        super.tearDown()
    }

    /// Sets the source as data source and delegate, lays out, and forgets the log.
    func load(_ rows: [Int], estimated: CGFloat = 0, configure: (LoggingTableSource) -> Void = { _ in }) {
        source = LoggingTableSource(log: log, rows: rows)
        configure(source)
        table.estimatedRowHeight = estimated
        table.dataSource = source
        table.delegate = source
        settle()
    }

    func cellNames() -> [String] { table.visibleCells.map { ($0 as? LoggingCell)?.name ?? "?" } }
    func rowNames() -> [String] { (table.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row)" } }

    /// The callbacks only, without the cells' own lines.
    func delegateCalls(_ lines: [String]) -> [String] { lines.filter { !$0.hasPrefix("-[") } }

    // MARK: R13.1 / R13.2 the first layout

    /// Sources: jianshu.com/p/07fef73d9b4e and csdndocs.com/article/10147890 (the
    /// logs of UIKit's calls on first display), Apple's `estimatedRowHeight`
    /// (0 asks the actual height of each row).
    func test_R13_1_firstLayoutAsksDataSourceInOrder() {
        log.clear()
        source = LoggingTableSource(log: log, rows: [3, 4])
        table.estimatedRowHeight = 0
        table.dataSource = source
        table.delegate = source
        XCTAssertEqual(log.take(), [], "nothing is asked before the layout pass")
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(delegateCalls(log.take()), [
            "numberOfSectionsInTableView:",
            "tableView:heightForHeaderInSection: 0", "tableView:titleForHeaderInSection: 0",
            "tableView:heightForFooterInSection: 0",
            "tableView:numberOfRowsInSection: 0",
            "tableView:heightForRowAtIndexPath: 0.0", "tableView:heightForRowAtIndexPath: 0.1",
            "tableView:heightForRowAtIndexPath: 0.2",
            "tableView:heightForHeaderInSection: 1", "tableView:titleForHeaderInSection: 1",
            "tableView:heightForFooterInSection: 1",
            "tableView:numberOfRowsInSection: 1",
            "tableView:heightForRowAtIndexPath: 1.0", "tableView:heightForRowAtIndexPath: 1.1",
            "tableView:heightForRowAtIndexPath: 1.2", "tableView:heightForRowAtIndexPath: 1.3",
            "tableView:cellForRowAtIndexPath: 0.0", "tableView:willDisplayCell:forRowAtIndexPath: 0.0 0.0",
            "tableView:cellForRowAtIndexPath: 0.1", "tableView:willDisplayCell:forRowAtIndexPath: 0.1 0.1",
            "tableView:cellForRowAtIndexPath: 0.2", "tableView:willDisplayCell:forRowAtIndexPath: 0.2 0.2",
            "tableView:cellForRowAtIndexPath: 1.0", "tableView:willDisplayCell:forRowAtIndexPath: 1.0 1.0",
            "tableView:cellForRowAtIndexPath: 1.1", "tableView:willDisplayCell:forRowAtIndexPath: 1.1 1.1",
        ])
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 7 * 44))
        XCTAssertEqual(rowNames(), ["0.0", "0.1", "0.2", "1.0", "1.1"])
        XCTAssertEqual(table.visibleCells.map(\.frame), (0..<5).map { CGRect(x: 0, y: CGFloat($0) * 44, width: 320, height: 44) })
        XCTAssertEqual(table.subviews.filter { $0 is UITableViewCell }.count, 5, "only the visible rows' cells are subviews")
    }

    /// Source: blog.csdn.net/LVXIANGAN/article/details/74455618 (with estimated
    /// heights: cellForRowAtIndexPath, then heightForRowAtIndexPath).
    func test_R13_2_withAnEstimateARowsHeightIsAskedAfterItsCell() {
        source = LoggingTableSource(log: log, rows: [10])
        source.defaultHeight = 100
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.delegate = source
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(delegateCalls(log.take()), [
            "numberOfSectionsInTableView:",
            "tableView:heightForHeaderInSection: 0", "tableView:titleForHeaderInSection: 0",
            "tableView:heightForFooterInSection: 0",
            "tableView:numberOfRowsInSection: 0",
            "tableView:cellForRowAtIndexPath: 0.0", "tableView:heightForRowAtIndexPath: 0.0",
            "tableView:willDisplayCell:forRowAtIndexPath: 0.0 0.0",
            "tableView:cellForRowAtIndexPath: 0.1", "tableView:heightForRowAtIndexPath: 0.1",
            "tableView:willDisplayCell:forRowAtIndexPath: 0.1 0.1",
        ], "rows of 100 measured as they come: two fill 200 points")
        XCTAssertEqual(table.contentSize.height, 200 + 8 * 44, "the rows not shown count at the estimate")
        XCTAssertEqual(table.visibleCells.map(\.frame.minY), [0, 100])
    }

    // MARK: R13.3 visible cells and reuse

    func test_R13_3_scrollingRecyclesCellsThroughThePool() {
        load([20])
        XCTAssertEqual(cellNames(), ["cell1", "cell2", "cell3", "cell4", "cell5"])
        table.contentOffset = CGPoint(x: 0, y: 50)
        XCTAssertEqual(commit(), [
            "tableView:didEndDisplayingCell:forRowAtIndexPath: 0.0",
            "tableView:cellForRowAtIndexPath: 0.5", "-[cell1 prepareForReuse]",
            "tableView:willDisplayCell:forRowAtIndexPath: 0.5 0.5",
        ], "the row that left gives its cell to the row that entered")
        XCTAssertEqual(rowNames(), ["0.1", "0.2", "0.3", "0.4", "0.5"])
        XCTAssertEqual(cellNames(), ["cell2", "cell3", "cell4", "cell5", "cell1"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame, CGRect(x: 0, y: 220, width: 320, height: 44))
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)), "a row scrolled away has no cell")
        XCTAssertEqual(table.subviews.filter { $0 is UITableViewCell }.count, 5, "the cell that left is out of the view")

        table.contentOffset = CGPoint(x: 0, y: 616)
        let lines = commit()
        XCTAssertEqual(lines.filter { $0.contains("didEndDisplaying") }.count, 5)
        XCTAssertEqual(lines.filter { $0.contains("prepareForReuse") }.count, 5, "five cells in the pool serve the five new rows")
        XCTAssertEqual(LoggingCell.made, 5, "no cell made beyond the first screenful")
        XCTAssertEqual(rowNames(), ["0.14", "0.15", "0.16", "0.17", "0.18"])
    }

    func test_R13_3_aNewCellIsNotPreparedForReuse() {
        load([3])
        XCTAssertEqual(LoggingCell.made, 3)
        table.reloadData()
        let lines = commit()
        XCTAssertEqual(lines.filter { $0.hasPrefix("-[") && $0.contains("prepareForReuse") }.count, 3,
                       "reloadData sends the cells to the pool; the rows take them back")
        XCTAssertFalse(lines.contains { $0.contains("initWithStyle") })
    }

    func test_R13_3_aTableWithoutHeightShowsNoCell() {
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
        load([5])
        XCTAssertEqual(table.visibleCells.count, 0)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(table.rect(forRowAt: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 88, width: 320, height: 44))
    }

    // MARK: R13.4 selection by touch

    /// Sources in UITableView+Selection.swift's comment.
    func test_R13_4_aTapSelectsInUIKitsOrder() {
        load([5])
        Simulator.tap(CGPoint(x: 100, y: 60))
        XCTAssertEqual(log.take(), [
            "tableView:shouldHighlightRowAtIndexPath: 0.1",
            "-[cell2 setHighlighted:animated:] true",
            "tableView:didHighlightRowAtIndexPath: 0.1",
            "tableView:willSelectRowAtIndexPath: 0.1",
            "-[cell2 setHighlighted:animated:] false",
            "tableView:didUnhighlightRowAtIndexPath: 0.1",
            "-[cell2 setSelected:animated:] true",
            "tableView:didSelectRowAtIndexPath: 0.1",
        ])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertTrue(table.visibleCells[1].isSelected)

        Simulator.tap(CGPoint(x: 100, y: 140))
        XCTAssertEqual(Array(log.take().dropFirst(6)), [
            "tableView:willDeselectRowAtIndexPath: 0.1",
            "-[cell2 setSelected:animated:] false",
            "tableView:didDeselectRowAtIndexPath: 0.1",
            "-[cell4 setSelected:animated:] true",
            "tableView:didSelectRowAtIndexPath: 0.3",
        ], "selecting another row deselects the first, telling the delegate")
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])
    }

    func test_R13_4_aRowWhoseHighlightingIsRefusedIsNotSelected() {
        load([5]) { $0.shouldHighlight = false }
        Simulator.tap(CGPoint(x: 100, y: 10))
        XCTAssertEqual(log.take(), ["tableView:shouldHighlightRowAtIndexPath: 0.0"])
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func test_R13_4_willSelectCanRedirectOrCancel() {
        load([5]) { $0.redirectSelection = { $0.row == 0 ? nil : IndexPath(row: 4, section: 0) } }
        Simulator.tap(CGPoint(x: 100, y: 10))
        XCTAssertNil(table.indexPathForSelectedRow, "nil from willSelectRowAt cancels")
        log.clear()
        Simulator.tap(CGPoint(x: 100, y: 50))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
        XCTAssertEqual(log.take().last, "tableView:didSelectRowAtIndexPath: 0.4")
    }

    func test_R13_4_multipleSelectionTogglesAndSelectionOffDoesNothing() {
        load([5])
        table.allowsMultipleSelection = true
        Simulator.tap(CGPoint(x: 100, y: 10))
        Simulator.tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        log.clear()
        Simulator.tap(CGPoint(x: 100, y: 10))
        XCTAssertEqual(delegateCalls(log.take()), [
            "tableView:shouldHighlightRowAtIndexPath: 0.0", "tableView:didHighlightRowAtIndexPath: 0.0",
            "tableView:didUnhighlightRowAtIndexPath: 0.0",
            "tableView:willDeselectRowAtIndexPath: 0.0", "tableView:didDeselectRowAtIndexPath: 0.0",
        ])
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
        table.allowsSelection = false
        Simulator.tap(CGPoint(x: 100, y: 150))
        XCTAssertEqual(log.take(), [])
    }

    func test_R13_4_aFingerThatMovesOffTheRowSelectsNothing() {
        load([5])
        table.isScrollEnabled = false  // the move would scroll the table, which cancels the touch too (R17.2)
        let finger = Simulator.touchDown(CGPoint(x: 100, y: 10))
        VirtualRunLoop.main.runOnce()
        finger.move(to: CGPoint(x: 100, y: 120))
        finger.lift()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(delegateCalls(log.take()), [
            "tableView:shouldHighlightRowAtIndexPath: 0.0", "tableView:didHighlightRowAtIndexPath: 0.0",
            "tableView:didUnhighlightRowAtIndexPath: 0.0",
        ])
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    // MARK: R13.5 updates

    func test_R13_5_insertingAndDeletingRowsMovesCellsAndSelection() {
        load([6])
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let cellOfRow2 = table.cellForRow(at: IndexPath(row: 2, section: 0))
        log.clear()
        source.rows = [6]
        table.performBatchUpdates({
            self.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            self.table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
        })
        XCTAssertEqual(delegateCalls(log.take()), [
            "numberOfSectionsInTableView:", "tableView:numberOfRowsInSection: 0",
            "tableView:didEndDisplayingCell:forRowAtIndexPath: 0.4",
            "tableView:heightForRowAtIndexPath: 0.0",
        ])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0), "the selection moves with its row")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellOfRow2)
        XCTAssertEqual(delegateCalls(commit()), [
            "tableView:cellForRowAtIndexPath: 0.0", "tableView:willDisplayCell:forRowAtIndexPath: 0.0 0.0",
        ], "the next pass makes the entered row's cell; the others only move")
        XCTAssertEqual(cellOfRow2?.frame.minY, 3 * 44)
    }

    /// Source: UIKit's message as crash reports quote it (github.com/tonyarnold/Differ issue 76).
    func test_R13_5_aMismatchedCountRaisesUIKitsException() {
        load([3])
        source.rows = [3]
        assertRaises(.internalInconsistencyException,
                     "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).") {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        }
        settle()
        assertRaises(.internalInconsistencyException,
                     "attempt to delete row 7 from section 0 which only contains 3 rows before the update") {
            table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .none)
        }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3, "the table reloaded and stays consistent")
    }

    // MARK: R13.6 dequeueing

    func test_R13_6_dequeueingWithoutARegistration() {
        load([0])
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "other"))
        var cell: UITableViewCell?
        assertRaises(.internalInconsistencyException,
                     "unable to dequeue a cell with identifier other - must register a nib or a class for the identifier or connect a prototype cell in a storyboard") {
            cell = table.dequeueReusableCell(withIdentifier: "other", for: IndexPath(row: 0, section: 0))
        }
        XCTAssertEqual(cell?.reuseIdentifier, "other", "a plain cell comes back, so that nothing crashes")
        assertRaises(.invalidArgumentException,
                     "-[UITableView registerClass:forCellReuseIdentifier:]: must pass a class of kind UITableViewCell") {
            table.register(UIView.self, forCellReuseIdentifier: "view")
        }
    }

    func test_R13_6_aRegisteredSubclassIsMadeThroughItsInitializer() {
        load([0])
        let cell = table.dequeueReusableCell(withIdentifier: "cell")
        XCTAssertTrue(cell is LoggingCell)
        XCTAssertEqual(log.take(), ["-[cell1 initWithStyle:reuseIdentifier:] cell"])
        XCTAssertEqual(cell?.reuseIdentifier, "cell")
    }

    // MARK: R13.7 bad input

    func test_R13_7_badCountsAndHeightsRaiseAndLeaveTheTableUsable() {
        source = LoggingTableSource(log: log, rows: [-2])
        table.estimatedRowHeight = 0
        table.dataSource = source
        assertRaises(.internalInconsistencyException,
                     "UITableView dataSource returned a negative number of rows in section 0 (-2)") { _ = table.numberOfSections }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)

        source.rows = [2]
        source.heights = [IndexPath(row: 1, section: 0): .nan]
        table.delegate = source
        assertRaises(.internalInconsistencyException,
                     "Invalid row height provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.") {
            _ = table.numberOfSections
        }
        XCTAssertEqual(table.rect(forRowAt: IndexPath(row: 1, section: 0)).height, 44, "the standard height stands in")

        source.rows = [2_000_000]
        table.reloadData()
        assertRaises(.internalInconsistencyException,
                     "Failed to allocate data stores for 2000000 rows in section 0. Consider using fewer rows") {
            _ = table.numberOfSections
        }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
    }

    func test_R13_7_indexPathsOutOfRangeRaise() {
        load([3])
        assertRaises(.rangeException,
                     "-[UITableView scrollToRowAtIndexPath:atScrollPosition:animated:]: row (5) beyond bounds (3) for section (0).") {
            table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        }
        assertRaises(.rangeException, "-[UITableView numberOfRowsInSection:]: section (4) beyond bounds (1)") {
            _ = table.numberOfRows(inSection: 4)
        }
        XCTAssertEqual(table.rect(forRowAt: IndexPath(row: 9, section: 0)), .zero)
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 9, section: 0)))
    }

    // MARK: R13.8 the program's selection and scrolling

    func test_R13_8_selectRowScrollsAndDoesNotTellTheDelegate() {
        load([20])
        table.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .top)
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(table.contentOffset.y, 440)
        VirtualRunLoop.main.runOnce()
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 10, section: 0))?.isSelected == true)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 20 * 44 - 200, "clamped to the end of the content")
        table.deselectRow(at: IndexPath(row: 10, section: 0), animated: false)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(delegateCalls(log.take()).filter { $0.contains("elect") }, [])
    }

    // MARK: R13.9 headers, footers, accessory views

    func test_R13_9_titledHeadersAndTheTableHeaderViewTakeRoom() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = header
        load([2, 2]) { $0.headerTitles = [1: "Second"] }
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(table.rect(forRowAt: IndexPath(row: 0, section: 1)).minY, 30 + 88 + 28)
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 118, width: 320, height: 28))
        XCTAssertEqual(table.contentSize.height, 30 + 4 * 44 + 28)
        XCTAssertNotNil(table.headerView(forSection: 1))
        XCTAssertNil(table.headerView(forSection: 0), "no title, no height: no header")
    }
}
