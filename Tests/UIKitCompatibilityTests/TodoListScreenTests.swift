import UIKit
import XCTest

/// A to-do list as iOS 15+ apps write it: a table view controller whose rows
/// come from a diffable data source with two sections, a trailing swipe with a
/// Delete and a Later action, an Edit button in the table's header toggling
/// editing (its title following), and rows reordered in editing mode.
final class TodoListViewController: UITableViewController {
    enum Section: String, CaseIterable {
        case today = "Today", later = "Later"
    }

    struct Todo: Hashable {
        let id: Int
        let title: String
    }

    /// Titles its sections and lets every row be edited and moved, keeping the
    /// controller's model in step with a move the user makes.
    final class DataSource: UITableViewDiffableDataSource<Section, Todo> {
        var onMove: ((Todo, Section, Int) -> Void)?

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            guard let todo = itemIdentifier(for: sourceIndexPath) else { return }
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
            guard let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
            onMove?(todo, section, destinationIndexPath.row)
        }
    }

    private(set) var todos: [Section: [Todo]] = [
        .today: [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call Ana"), Todo(id: 3, title: "Water plants")],
        .later: [Todo(id: 4, title: "Book flights")],
    ]
    private(set) var dataSource: DataSource!
    let editButton = UIButton(type: .system)
    private(set) var completedSwipes = 0

    init() {
        super.init(style: .plain)
        title = "To Do"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, todo in
            let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = todo.title
            cell.contentConfiguration = content
            cell.showsReorderControl = true
            return cell
        }
        dataSource.onMove = { [unowned self] todo, section, row in
            for key in Section.allCases { todos[key]?.removeAll { $0 == todo } }
            todos[section, default: []].insert(todo, at: row)
        }

        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        editButton.setTitle("Edit", for: .normal)
        editButton.frame = CGRect(x: 250, y: 0, width: 60, height: 44)
        editButton.addAction(UIAction { [unowned self] _ in setEditing(!isEditing, animated: true) }, for: .touchUpInside)
        header.addSubview(editButton)
        tableView.tableHeaderView = header
        applySnapshot(animated: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editButton.setTitle(editing ? "Done" : "Edit", for: .normal)
    }

    func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Todo>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases { snapshot.appendItems(todos[section] ?? [], toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let todo = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            for section in Section.allCases { todos[section]?.removeAll { $0 == todo } }
            applySnapshot(animated: true)
            completion(true)
        }
        let later = UIContextualAction(style: .normal, title: "Later") { [unowned self] _, _, completion in
            todos[.today]?.removeAll { $0 == todo }
            todos[.later, default: []].append(todo)
            applySnapshot(animated: true)
            completion(true)
        }
        later.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, later])
    }

    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        completedSwipes += 1
    }
}

final class TodoListScreenTests: AppTestCase {
    func titles(_ table: UITableView) -> [String] {
        table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "" }
    }

    func testTheListShowsItsSectionsBelowTheEditButton() throws {
        let list = TodoListViewController()
        show(UINavigationController(rootViewController: list))
        let table = try XCTUnwrap(list.tableView)
        XCTAssertTrue(table.dataSource === list.dataSource)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(titles(table), ["Buy milk", "Call Ana", "Water plants", "Book flights"])
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 44, width: table.bounds.width, height: 28),
                       "a titled header below the table header view")
        XCTAssertEqual(table.rect(forRowAt: IndexPath(row: 0, section: 1)).minY, 44 + 28 + 3 * 44 + 28)
        XCTAssertEqual(list.editButton.title(for: .normal), "Edit")
    }

    func testSwipingDeletesOrPostponesARow() throws {
        let list = TodoListViewController()
        show(list)
        let table = try XCTUnwrap(list.tableView)
        let anaCell = table.cellForRow(at: IndexPath(row: 1, section: 0))

        XCTAssertTrue(Simulator.swipeRow(at: IndexPath(row: 0, section: 0), in: table, tappingActionTitled: "Delete"))
        XCTAssertEqual(list.todos[.today]?.map(\.title), ["Call Ana", "Water plants"])
        XCTAssertEqual(titles(table), ["Call Ana", "Water plants", "Book flights"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === anaCell, "the rows below move up with their cells")
        XCTAssertFalse(table.isEditing)
        XCTAssertEqual(list.completedSwipes, 1)

        XCTAssertTrue(Simulator.swipeRow(at: IndexPath(row: 0, section: 0), in: table, tappingActionTitled: "Later"))
        XCTAssertEqual(list.dataSource.snapshot().itemIdentifiers(inSection: .later).map(\.title), ["Book flights", "Call Ana"])
        XCTAssertEqual(titles(table), ["Water plants", "Book flights", "Call Ana"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 1)) === anaCell, "a row that changes section keeps its cell")
        XCTAssertFalse(Simulator.swipeRow(at: IndexPath(row: 5, section: 0), in: table, tappingActionTitled: "Delete"))
    }

    func testTheEditButtonTogglesEditingAndRowsMove() throws {
        let list = TodoListViewController()
        show(list)
        let table = try XCTUnwrap(list.tableView)
        let button = list.editButton
        Simulator.tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        XCTAssertTrue(list.isEditing)
        XCTAssertTrue(table.isEditing)
        XCTAssertEqual(button.title(for: .normal), "Done")
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertTrue(first.isEditing)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(first.contentView.frame.minX, 38, "the delete control's room")
        XCTAssertFalse(Simulator.swipeRow(at: IndexPath(row: 0, section: 0), in: table, tappingActionTitled: "Delete"),
                       "no swipes while editing")

        XCTAssertTrue(Simulator.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1), in: table))
        XCTAssertEqual(list.todos[.today]?.map(\.title), ["Call Ana", "Water plants"])
        XCTAssertEqual(list.todos[.later]?.map(\.title), ["Buy milk", "Book flights"])
        XCTAssertEqual(list.dataSource.snapshot().itemIdentifiers(inSection: .later).map(\.title), ["Buy milk", "Book flights"])
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 1)) === first)

        Simulator.tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        XCTAssertFalse(table.isEditing)
        XCTAssertEqual(button.title(for: .normal), "Edit")
        XCTAssertFalse(first.isEditing)
        list.applySnapshot(animated: true)
        XCTAssertEqual(titles(table), ["Call Ana", "Water plants", "Buy milk", "Book flights"], "the model and the table agree")
    }
}
