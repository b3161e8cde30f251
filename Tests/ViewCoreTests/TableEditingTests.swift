import XCTest
@testable import ViewCore

/// A data source and delegate of rows named by strings in sections, that
/// logs the editing questions and answers them from its fields, and deletes
/// and moves its rows as the table tells it to.
final class EditingTableSource: UITableViewDataSource, UITableViewDelegate {
    let log: CallLog
    var rows: [[String]]
    var editable: (IndexPath) -> Bool = { _ in true }
    var style: UITableViewCell.EditingStyle = .delete
    var movable = true
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var deleteTitle: String?

    init(log: CallLog, rows: [[String]]) {
        self.log = log
        self.rows = rows
    }

    private func name(_ path: IndexPath?) -> String { path.map { "\($0.section).\($0.row)" } ?? "nil" }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        log.add("canEditRowAt \(name(indexPath))")
        return editable(indexPath)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        log.add("canMoveRowAt \(name(indexPath))")
        return movable
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.add("commit \(editingStyle == .delete ? "delete" : "insert") \(name(indexPath))")
        guard editingStyle == .delete else { return }
        rows[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.add("moveRowAt \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
        let row = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        log.add("editingStyleForRowAt \(name(indexPath))")
        return style
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        log.add("shouldIndentWhileEditingRowAt \(name(indexPath))")
        return true
    }

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        log.add("titleForDeleteConfirmationButtonForRowAt \(name(indexPath))")
        return deleteTitle
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.add("willBeginEditingRowAt \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.add("didEndEditingRowAt \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        log.add("trailingSwipeActionsConfigurationForRowAt \(name(indexPath))")
        return trailing?(indexPath)
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        log.add("targetIndexPathForMoveFromRowAt \(name(sourceIndexPath)) to \(name(proposedDestinationIndexPath))")
        return proposedDestinationIndexPath
    }
}

/// A cell that logs its editing transitions.
final class EditingCell: UITableViewCell {
    static var log: CallLog?

    override func setEditing(_ editing: Bool, animated: Bool) {
        EditingCell.log?.add("\(textLabel?.text ?? "") setEditing \(editing)")
        super.setEditing(editing, animated: animated)
    }

    override func willTransition(to state: StateMask) {
        EditingCell.log?.add("\(textLabel?.text ?? "") willTransitionToState \(state.rawValue)")
    }

    override func didTransition(to state: StateMask) {
        EditingCell.log?.add("\(textLabel?.text ?? "") didTransitionToState \(state.rawValue)")
    }
}

/// Table editing (R19.7–R19.10): editing mode, swipe actions, controllers'
/// editing and reordering. Sources are named in each test's comment, in
/// UITableView+Editing.swift and in docs/uikit-behavior.md.
///
///     W (window, visible)
///     └ T (UITableView, 0 0 320 200, rows of 44)
final class TableEditingTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var table: UITableView!
    var source: EditingTableSource!

    override func setUp() {
        super.setUp()
        EditingCell.log = log
        window = makeWindow("W")
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(EditingCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        source = EditingTableSource(log: log, rows: [["a", "b", "c"]])
        table.dataSource = source
        table.delegate = source
        settle()
    }

    override func tearDown() {
        EditingCell.log = nil
        window = nil; table = nil; source = nil
        super.tearDown()
    }

    func texts() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
    func cell(_ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

    // MARK: R19.7 editing mode

    /// Sources: Apple's `UITableView.setEditing(_:animated:)` ("the table view
    /// goes into editing mode by calling setEditing(_:animated:) on each
    /// visible UITableViewCell"), `tableView(_:canEditRowAt:)` ("Rows that are
    /// not editable ignore the editing property"), `editingStyleForRowAt`
    /// (delete by default) and `allowsSelectionDuringEditing` references.
    func test_R19_7_editingModeAsksEachVisibleRowAndSetsItsCell() {
        source.editable = { $0.row != 1 }
        table.setEditing(true, animated: true)
        XCTAssertTrue(table.isEditing)
        XCTAssertEqual(log.take(), [
            "canEditRowAt 0.0", "editingStyleForRowAt 0.0", "shouldIndentWhileEditingRowAt 0.0", "canMoveRowAt 0.0",
            "a setEditing true", "a willTransitionToState 1", "a didTransitionToState 1",
            "canEditRowAt 0.1",
            "canEditRowAt 0.2", "editingStyleForRowAt 0.2", "shouldIndentWhileEditingRowAt 0.2", "canMoveRowAt 0.2",
            "c setEditing true", "c willTransitionToState 1", "c didTransitionToState 1",
        ])
        XCTAssertEqual(cell(0)?.isEditing, true)
        XCTAssertEqual(cell(1)?.isEditing, false, "a row that cannot be edited is not in editing mode")
        XCTAssertEqual(cell(0)?.editingStyle, .delete)
        table.layoutIfNeeded()
        XCTAssertEqual(cell(0)?.contentView.frame.minX, 38, "the editing control's room")
        XCTAssertEqual(cell(1)?.contentView.frame.minX, 0)
        XCTAssertEqual(cell(0)?.configurationState.isEditing, true)

        Simulator.tap(table.convert(CGPoint(x: 100, y: 20), to: nil))
        XCTAssertNil(table.indexPathForSelectedRow, "no selection in editing mode")
        table.allowsSelectionDuringEditing = true
        Simulator.tap(table.convert(CGPoint(x: 100, y: 20), to: nil))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))

        table.setEditing(false, animated: false)
        XCTAssertEqual(cell(0)?.isEditing, false)
        table.layoutIfNeeded()
        XCTAssertEqual(cell(0)?.contentView.frame.minX, 0)
    }

    /// Source: Apple's `editingAccessoryType`, `editingAccessoryView` and
    /// `showsReorderControl` references; the reorder control's room is ours.
    func test_R19_7_theEditingAccessoryAndTheReorderControlShowInEditingMode() throws {
        let first = try XCTUnwrap(cell(0))
        let normal = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let editing = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        first.accessoryView = normal
        first.editingAccessoryView = editing
        first.showsReorderControl = true
        XCTAssertTrue(normal.superview === first)
        XCTAssertNil(editing.superview)
        table.setEditing(true, animated: false)
        XCTAssertNil(normal.superview, "the accessory view leaves in editing mode")
        XCTAssertTrue(editing.superview === first)
        first.layoutIfNeeded()
        XCTAssertEqual(editing.frame.maxX, 320 - 38 - 16, "the editing accessory sits before the reorder control")
        table.setEditing(false, animated: false)
        XCTAssertTrue(normal.superview === first)
        XCTAssertNil(editing.superview)
    }

    // MARK: R19.8 swipe actions

    /// Sources: Apple's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
    /// ("Return nil if you want the table to display the default set of
    /// actions"), `willBeginEditingRowAt` (the swipe sets `isEditing`),
    /// `didEndEditingRowAt`, `titleForDeleteConfirmationButtonForRowAt`, and
    /// `tableView(_:commit:forRowAt:)` references.
    func test_R19_8_theDefaultDeleteCommitsThroughTheDataSource() {
        XCTAssertTrue(Simulator.swipeRow(at: IndexPath(row: 1, section: 0), in: table, tappingActionTitled: "Delete"))
        XCTAssertEqual(log.take(), [
            "canEditRowAt 0.1", "trailingSwipeActionsConfigurationForRowAt 0.1",
            "editingStyleForRowAt 0.1", "titleForDeleteConfirmationButtonForRowAt 0.1",
            "willBeginEditingRowAt 0.1",
            "b willTransitionToState 2", "b didTransitionToState 2",
            "commit delete 0.1",
            "b willTransitionToState 0", "b didTransitionToState 0",
            "didEndEditingRowAt nil",
        ])
        XCTAssertFalse(table.isEditing)
        table.layoutIfNeeded()
        XCTAssertEqual(texts(), ["a", "c"])
    }

    /// Source: Apple's `UIContextualAction.Handler` ("The handler block for
    /// you to execute after you have performed the action") and
    /// `UISwipeActionsConfiguration` references.
    func test_R19_8_anActionsHandlerGetsItsButtonAndClosesTheRowWhenItCompletes() throws {
        var completion: ((Bool) -> Void)?
        var sourceView: UIView?
        let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
            XCTAssertEqual(action.title, "Flag")
            sourceView = view
            completion = done
        }
        flag.backgroundColor = .systemOrange
        let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, _ in }
        source.trailing = { _ in UISwipeActionsConfiguration(actions: [flag, remove]) }
        XCTAssertTrue(Simulator.swipeRow(at: IndexPath(row: 0, section: 0), in: table, tappingActionTitled: "Flag"))
        XCTAssertTrue(table.isEditing, "the row stays open until the handler completes")
        let first = try XCTUnwrap(cell(0))
        XCTAssertTrue(first.showingDeleteConfirmation)
        XCTAssertEqual((sourceView as? UIButton)?.title(for: .normal), "Flag")
        XCTAssertEqual(sourceView?.backgroundColor, .systemOrange)
        XCTAssertEqual(remove.backgroundColor, .systemRed, "a destructive action is red unless told")
        first.layoutIfNeeded()
        XCTAssertLessThan(first.contentView.frame.minX, 0, "the content moves aside for the buttons")
        XCTAssertEqual(sourceView.map { $0.convert($0.bounds, to: first) }, CGRect(x: 320 - 74, y: 0, width: 74, height: 44),
                       "the first action is nearest the edge, 74 points wide at least")
        log.clear()
        completion?(true)
        completion?(true)
        XCTAssertEqual(log.take().filter { $0.hasPrefix("did") }, ["didEndEditingRowAt 0.0"], "once")
        XCTAssertFalse(table.isEditing)
        XCTAssertFalse(first.showingDeleteConfirmation)
    }

    /// Sources: as above; a row the data source does not let edit offers no
    /// swipe actions, and an empty configuration opens nothing.
    func test_R19_8_swipesThatOpenNothing() {
        source.editable = { $0.row == 0 }
        XCTAssertFalse(Simulator.swipeRow(at: IndexPath(row: 1, section: 0), in: table, tappingActionTitled: "Delete"))
        XCTAssertEqual(log.take(), ["canEditRowAt 0.1"])
        source.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        XCTAssertFalse(Simulator.swipeRow(at: IndexPath(row: 0, section: 0), in: table, tappingActionTitled: "Delete"))
        XCTAssertFalse(Simulator.swipeRow(at: IndexPath(row: 0, section: 0), in: table, edge: .leading,
                                          tappingActionTitled: "Delete"), "no default actions at the leading edge")
        XCTAssertFalse(Simulator.swipeRow(at: IndexPath(row: 9, section: 0), in: table, tappingActionTitled: "Delete"),
                       "a row that is gone")
        source.trailing = nil
        log.clear()
        XCTAssertFalse(Simulator.swipeRow(at: IndexPath(row: 0, section: 0), in: table, tappingActionTitled: "Archive"))
        XCTAssertEqual(log.take().filter { !$0.contains("Transition") }.suffix(2), ["willBeginEditingRowAt 0.0", "didEndEditingRowAt 0.0"],
                       "no action so titled: the row opens and closes again")
        table.setEditing(true, animated: false)
        XCTAssertFalse(Simulator.swipeRow(at: IndexPath(row: 0, section: 0), in: table, tappingActionTitled: "Delete"),
                       "no swipes in editing mode")
    }

    /// Source: Apple's `setEditing(_:animated:)`; a completion called after the
    /// row closed, and a commit that deletes nothing.
    func test_R19_8_editingModeClosesASwipedRowAndLateCompletionsDoNothing() {
        var completion: ((Bool) -> Void)?
        source.trailing = { _ in UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Later") { _, _, done in completion = done },
        ]) }
        XCTAssertTrue(Simulator.swipeRow(at: IndexPath(row: 2, section: 0), in: table, tappingActionTitled: "Later"))
        log.clear()
        table.setEditing(true, animated: false)
        XCTAssertEqual(log.take().first(where: { $0.hasPrefix("didEnd") }), "didEndEditingRowAt 0.2")
        XCTAssertTrue(table.isEditing)
        completion?(false)
        XCTAssertTrue(table.isEditing, "the late completion leaves editing mode alone")
        XCTAssertFalse(log.take().contains { $0.hasPrefix("didEnd") })
    }

    /// Source: R13.5's exception for an update the data source's counts do
    /// not match, raised from the default Delete's commit (a data source that
    /// deletes the row from the table but not from its data).
    func test_R19_8_aCommitThatRaisesLeavesTheTableUsable() {
        let commitWithoutData = EditingTableSource(log: log, rows: source.rows)
        final class Careless: UITableViewDataSource {
            let inner: EditingTableSource
            init(_ inner: EditingTableSource) { self.inner = inner }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { inner.rows[section].count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                inner.tableView(tableView, cellForRowAt: indexPath)
            }
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
        }
        let careless = Careless(commitWithoutData)
        table.dataSource = careless
        table.layoutIfNeeded()
        let exception = UIKitException.capture {
            XCTAssertTrue(Simulator.swipeRow(at: IndexPath(row: 0, section: 0), in: table, tappingActionTitled: "Delete"))
        }
        XCTAssertEqual(exception?.name, .internalInconsistencyException)
        XCTAssertTrue(exception?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.") ?? false)
        XCTAssertFalse(table.isEditing, "the row closed")
        table.layoutIfNeeded()
        XCTAssertEqual(texts(), ["a", "b", "c"], "the table reloaded its data")
    }

    // MARK: R19.10 reordering

    /// Sources: Apple's `tableView(_:moveRowAt:to:)` ("Tells the data source
    /// to move a row at a specific location in the table view to another
    /// location"), `canMoveRowAt` and `targetIndexPathForMoveFromRowAt` references.
    func test_R19_10_aRowMovedByTheUserMovesItsCellAndTellsTheDataSource() throws {
        XCTAssertFalse(Simulator.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), in: table),
                       "only in editing mode")
        table.setEditing(true, animated: false)
        let first = try XCTUnwrap(cell(0))
        log.clear()
        XCTAssertTrue(Simulator.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), in: table))
        XCTAssertEqual(log.take(), [
            "canMoveRowAt 0.0", "targetIndexPathForMoveFromRowAt 0.0 to 0.2", "moveRowAt 0.0 to 0.2",
        ], "the table asks nothing else: it moved the row itself")
        XCTAssertEqual(source.rows, [["b", "c", "a"]])
        table.layoutIfNeeded()
        XCTAssertTrue(cell(2) === first)
        XCTAssertEqual(texts(), ["b", "c", "a"])
        source.movable = false
        XCTAssertFalse(Simulator.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0), in: table))
        source.movable = true
        XCTAssertFalse(Simulator.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 7, section: 0), in: table))
        XCTAssertEqual(source.rows, [["b", "c", "a"]])
    }

    /// Source: UITableViewDiffableDataSource's `moveRowAt`, which keeps its
    /// snapshot in step with the table (medium.com, "First steps with
    /// UITableViewDiffableDataSource — Part 2": override canMoveRowAt to let rows move).
    func test_R19_10_aDiffableDataSourcesSnapshotFollowsAMove() {
        final class Movable: UITableViewDiffableDataSource<Int, String> {
            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        }
        let diffable = Movable(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["x", "y"], toSection: 0)
        snapshot.appendItems(["z"], toSection: 1)
        diffable.apply(snapshot, animatingDifferences: false)
        table.setEditing(true, animated: false)
        XCTAssertTrue(Simulator.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1), in: table))
        XCTAssertEqual(diffable.snapshot().itemIdentifiers(inSection: 0), ["y"])
        XCTAssertEqual(diffable.snapshot().itemIdentifiers(inSection: 1), ["z", "x"])
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
        diffable.apply(diffable.snapshot(), animatingDifferences: false)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1, "applying the snapshot again changes nothing")
    }

    // MARK: R19.9 controllers

    /// Source: Apple's `UIViewController.setEditing(_:animated:)` ("Subclasses
    /// that use an edit-done button must override this method to change their
    /// view to an editable state") and `UITableViewController`, whose override
    /// puts its table in the mode.
    func test_R19_9_aTableControllerPutsItsTableInItsEditingMode() {
        let plain = UIViewController()
        XCTAssertFalse(plain.isEditing)
        plain.isEditing = true
        XCTAssertTrue(plain.isEditing)

        let controller = UITableViewController(style: .plain)
        let window = makeWindow("W")
        window.rootViewController = controller
        settle()
        controller.setEditing(true, animated: true)
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.tableView.isEditing)
        controller.isEditing = false
        XCTAssertFalse(controller.tableView.isEditing)
    }

    /// Source: Apple's `editButtonItem` ("toggles its title and associated
    /// state between Edit and Done … the default button action invokes the
    /// setEditing(_:animated:) method").
    func test_R19_9_theEditButtonItemTogglesEditingAndShowsTheMode() {
        let controller = UITableViewController(style: .plain)
        controller.loadViewIfNeeded()
        let item = controller.editButtonItem
        XCTAssertTrue(controller.editButtonItem === item, "one item for the controller's life")
        XCTAssertEqual(item.title, "Edit")
        XCTAssertEqual(item.style, .plain)
        item.primaryAction?.perform(from: item)
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.tableView.isEditing)
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .done)
        controller.setEditing(false, animated: false)
        XCTAssertEqual(item.title, "Edit")
    }
}
