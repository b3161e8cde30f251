import UIKit
import XCTest

/// A preferences screen as iOS 14+ apps write it: a table view controller
/// whose cells show list content configurations, with a switch as an
/// accessory view, a disclosure indicator, a checkmark, and a header with
/// Dynamic Type.
final class PreferencesViewController: UITableViewController {
    enum Row: String, CaseIterable {
        case airplaneMode = "Airplane Mode", wifi = "Wi-Fi", textSize = "Text Size", english = "English"
    }

    private(set) var airplaneMode = false
    private(set) var picked: [String] = []
    let airplaneSwitch = UISwitch()

    init() {
        super.init(style: .insetGrouped)
        title = "Preferences"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        airplaneSwitch.addAction(UIAction { [unowned self] _ in airplaneMode = airplaneSwitch.isOn }, for: .valueChanged)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 3 : 1
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Connections" : "Language"
    }

    private func row(at indexPath: IndexPath) -> Row {
        indexPath.section == 0 ? Row.allCases[indexPath.row] : .english
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let row = row(at: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = row.rawValue
        content.textProperties.font = .preferredFont(forTextStyle: .body)
        switch row {
        case .airplaneMode:
            cell.accessoryView = airplaneSwitch
            cell.selectionStyle = .none
        case .wifi:
            content.secondaryText = "Home"
            cell.accessoryType = .disclosureIndicator
        case .textSize:
            cell.accessoryType = .disclosureIndicator
        case .english:
            cell.accessoryType = .checkmark
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked.append(row(at: indexPath).rawValue)
    }
}

final class PreferencesScreenTests: AppTestCase {
    func testTheRowsShowTheirConfigurationsAndAccessories() throws {
        let preferences = PreferencesViewController()
        show(UINavigationController(rootViewController: preferences))
        let table = try XCTUnwrap(preferences.tableView)
        XCTAssertEqual(table.style, .insetGrouped)
        XCTAssertTrue(table.dataSource === preferences)

        let airplane = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertTrue(preferences.airplaneSwitch.superview === airplane)
        XCTAssertEqual(preferences.airplaneSwitch.frame.maxX, airplane.bounds.width - 16)
        XCTAssertEqual(airplane.contentView.frame.maxX, preferences.airplaneSwitch.frame.minX - 10)
        let content = try XCTUnwrap(airplane.contentConfiguration as? UIListContentConfiguration)
        XCTAssertEqual(content.text, "Airplane Mode")

        let wifi = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual((wifi.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "Home")
        XCTAssertEqual(wifi.accessoryType, .disclosureIndicator)
        XCTAssertLessThan(wifi.contentView.frame.width, wifi.bounds.width)
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 38, "a titled header in a grouped table")
    }

    func testTheSwitchAndTheRowsAnswerTaps() throws {
        let preferences = PreferencesViewController()
        show(preferences)
        let toggle = preferences.airplaneSwitch
        Simulator.tap(toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
        XCTAssertTrue(preferences.airplaneMode)
        let english = try XCTUnwrap(preferences.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        Simulator.tap(english.convert(CGPoint(x: 40, y: 20), to: nil))
        XCTAssertEqual(preferences.picked, ["English"])
    }

    func testALargerTextSizeReLaysOutTheRows() throws {
        let preferences = PreferencesViewController()
        show(preferences)
        let cell = try XCTUnwrap(preferences.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let before = try XCTUnwrap(cell.contentView.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertEqual(before.font.pointSize, 17)
        let heightBefore = before.frame.height

        Simulator.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        XCTAssertEqual(preferences.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(before.font.pointSize, 40)
        XCTAssertGreaterThan(before.frame.height, heightBefore, "the row's label is laid out at its new size")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 40)
    }
}
