import UIKit
import XCTest

/// A cell as iOS apps write them: a designated initializer overriding UIKit's,
/// and the `init(coder:)` Xcode's fix-it writes.
final class SwitchCell: UITableViewCell {
    static let reuseIdentifier = "switch"
    let toggle = UISwitch()
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(toggle)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        toggle.isOn = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        toggle.frame.origin = CGPoint(x: contentView.bounds.width - toggle.frame.width - 16,
                                      y: (contentView.bounds.height - toggle.frame.height) / 2)
    }
}

/// A settings screen as an iOS app writes it: a controller owning a grouped
/// table, its data source and delegate, two kinds of cell. Nothing here knows
/// it runs on Linux.
final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private(set) var events: [String] = []
    let sections: [(title: String, rows: [String])] = [
        ("General", ["Notifications", "Sounds", "Dark Mode"]),
        ("About", (1...30).map { "Item \($0)" }),
    ]
    private(set) lazy var tableView: UITableView = {
        let table = UITableView(frame: .zero, style: .grouped)
        table.dataSource = self
        table.delegate = self
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        table.register(SwitchCell.self, forCellReuseIdentifier: SwitchCell.reuseIdentifier)
        return table
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let title = sections[indexPath.section].rows[indexPath.row]
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: SwitchCell.reuseIdentifier, for: indexPath)
            cell.textLabel?.text = title
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        cell.textLabel?.text = title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("selected \(sections[indexPath.section].rows[indexPath.row])")
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

final class SettingsScreenTests: AppTestCase {
    func testTheTableShowsTheVisibleRowsWithTheirRegisteredCells() throws {
        let settings = SettingsViewController()
        show(settings)
        let table = settings.tableView
        XCTAssertEqual(table.frame, settings.view.bounds)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 30)

        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SwitchCell)
        XCTAssertEqual(first.textLabel?.text, "Notifications")
        XCTAssertEqual(first.reuseIdentifier, SwitchCell.reuseIdentifier)
        // A grouped table's titled header is 38 points high; rows are 50.
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 38, width: table.bounds.width, height: 50))
        XCTAssertEqual(first.toggle.frame.maxX, table.bounds.width - 16)
        XCTAssertEqual(table.rect(forRowAt: IndexPath(row: 0, section: 1)).minY, 38 + 150 + 38)
        let expectedHeight: CGFloat = 38 + 150 + 38 + 1500
        XCTAssertEqual(table.contentSize.height, expectedHeight)

        let visible = try XCTUnwrap(table.indexPathsForVisibleRows)
        XCTAssertEqual(visible.first, IndexPath(row: 0, section: 0))
        let lastShown = try XCTUnwrap(visible.last)
        XCTAssertLessThan(table.rect(forRowAt: lastShown).minY, table.bounds.maxY)
        XCTAssertGreaterThanOrEqual(table.rect(forRowAt: lastShown).maxY, table.bounds.maxY)
        XCTAssertLessThan(visible.count, 33, "only the rows on screen have cells")
    }

    func testScrollingReusesCellsAndATapSelects() throws {
        let settings = SettingsViewController()
        show(settings)
        let table = settings.tableView
        let cellsBefore = Set(table.visibleCells.map(ObjectIdentifier.init))

        table.scrollToRow(at: IndexPath(row: 20, section: 1), at: .top, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        let row20 = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 20, section: 1)))
        XCTAssertEqual(row20.textLabel?.text, "Item 21")
        XCTAssertTrue(cellsBefore.contains(ObjectIdentifier(row20)), "a cell scrolled away came back for another row")
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))

        let point = row20.convert(CGPoint(x: 40, y: 25), to: nil)
        Simulator.tap(point)
        XCTAssertEqual(settings.events, ["selected Item 21"])
        XCTAssertNil(table.indexPathForSelectedRow, "the controller deselected it in didSelectRowAt")
    }
}
