import XCTest
@testable import ViewCore

/// R18.11–R18.13: a table cell's accessories, its list content
/// configuration, and configuration updates. Sources: Apple's
/// `UITableViewCell.accessoryView` ("the table view places it at the right
/// side of the cell"), `contentConfiguration` ("Setting a content
/// configuration replaces the existing contentView of the cell with a new
/// content view instance from the configuration, or directly applies the
/// configuration to the existing content view if the configuration is
/// compatible"), `defaultContentConfiguration()`,
/// `automaticallyUpdatesContentConfiguration` and
/// `updateConfiguration(using:)` references. The geometry is decided (the
/// classes' comments and docs/tables-and-collections.md).
final class CellConfigurationTests: ViewCoreTestCase {
    private func cell(_ style: UITableViewCell.CellStyle = .default) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        return cell
    }

    func test_R18_11_anAccessoryViewSitsAtTheTrailingEdgeAndTheContentViewMakesRoom() {
        let cell = cell()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 375, height: 44))
        let toggle = UISwitch()
        cell.accessoryView = toggle
        XCTAssertTrue(toggle.superview === cell, "the accessory view is the cell's subview")
        cell.layoutIfNeeded()
        XCTAssertEqual(toggle.frame, CGRect(x: 375 - 16 - 51, y: 6.5, width: 51, height: 31))
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 375 - 16 - 51 - 10, height: 44))
        cell.accessoryView = nil
        XCTAssertNil(toggle.superview, "a replaced accessory view leaves")
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.width, 375 - 16 - 8 - 10)
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.width, 375 - 16 - 14 - 10)

        cell.semanticContentAttribute = .forceRightToLeft
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        XCTAssertEqual(toggle.frame.minX, 16, "on the left in a right-to-left cell")
        XCTAssertEqual(cell.contentView.frame.maxX, 375)
    }

    func test_R18_11_aCellCannotBeItsOwnAccessory() {
        let cell = cell()
        assertRaises(.invalidArgumentException, "Can't add self as subview") { cell.accessoryView = cell }
        XCTAssertNil(cell.accessoryView)
        let huge = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        cell.accessoryView = huge
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.width, 375, "an accessory of no finite size takes no room")
    }

    func test_R18_12_aListConfigurationReplacesTheContentViewAndShowsItsContent() throws {
        let cell = cell()
        let old = cell.contentView
        var content = cell.defaultContentConfiguration()
        XCTAssertEqual(content.textProperties.font, .preferredFont(forTextStyle: .body))
        XCTAssertEqual(content.secondaryTextProperties.color, .secondaryLabel)
        XCTAssertFalse(content.prefersSideBySideTextAndSecondaryText)
        XCTAssertTrue(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.textProperties.color = .systemRed
        content.secondaryTextProperties.numberOfLines = 1
        cell.contentConfiguration = content
        let view = try XCTUnwrap(cell.contentView as? UIListContentView)
        XCTAssertNil(old.superview, "the old content view left")
        XCTAssertTrue(view.superview === cell)
        XCTAssertEqual(view.textLabel.text, "Wi-Fi")
        XCTAssertEqual(view.textLabel.textColor, .systemRed)
        XCTAssertEqual(view.secondaryTextLabel.numberOfLines, 1)
        cell.layoutIfNeeded()
        XCTAssertEqual(view.frame, cell.bounds)
        XCTAssertEqual(view.textLabel.frame.minX, 16)
        XCTAssertLessThan(view.textLabel.frame.maxY, view.secondaryTextLabel.frame.minY, "stacked")
        XCTAssertEqual((view.textLabel.frame.minY + view.secondaryTextLabel.frame.maxY) / 2, 22, accuracy: 0.01,
                       "centred in the row")

        content.text = "Bluetooth"
        cell.contentConfiguration = content
        XCTAssertTrue(cell.contentView === view, "a compatible configuration is applied to the same view")
        XCTAssertEqual(view.textLabel.text, "Bluetooth")
        cell.contentConfiguration = nil
        XCTAssertFalse(cell.contentView is UIListContentView, "nil restores a plain content view")
    }

    func test_R18_12_theImageLeadsAndAValueCellsSecondaryTextTrails() throws {
        let cell = cell(.value1)
        var content = cell.defaultContentConfiguration()
        content.text = "Volume"
        content.secondaryText = "80 %"
        content.image = UIImage(pixelSize: CGSize(width: 60, height: 60), scale: 2, name: "speaker", pngData: nil)
        content.imageProperties.maximumSize = CGSize(width: 24, height: 24)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let view = try XCTUnwrap(cell.contentView as? UIListContentView)
        XCTAssertEqual(view.imageView.frame, CGRect(x: 16, y: 10, width: 24, height: 24), "within its maximum, centred")
        XCTAssertEqual(view.textLabel.frame.minX, 16 + 24 + 16)
        XCTAssertEqual(view.secondaryTextLabel.frame.maxX, view.bounds.width - 16, "the value at the trailing margin")
        XCTAssertEqual(view.bounds.width, 375 - 16 - 8 - 10)
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 341, height: 0)).height, 11 + 24 + 11, "the margins around the taller image")
    }

    func test_R18_12_labelsFollowTheContentSizeCategory() throws {
        let window = makeWindow("window")
        let cell = cell()
        var content = cell.defaultContentConfiguration()
        content.text = "Text Size"
        cell.contentConfiguration = content
        window.addSubview(cell)
        Simulator.setPreferredContentSizeCategory(.accessibilityMedium)
        let view = try XCTUnwrap(cell.contentView as? UIListContentView)
        XCTAssertEqual(view.textLabel.font.pointSize, 28)
        XCTAssertTrue(view.needsLayout, "the new size lays the content out again")
    }

    private final class StateCell: UITableViewCell {
        var states: [String] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            states.append("selected \(state.isSelected) highlighted \(state.isHighlighted)")
        }
    }

    func test_R18_13_aChangeOfStateUpdatesTheConfigurationBeforeTheNextLayout() {
        let cell = StateCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.states, ["selected false highlighted false"], "once before the first layout")
        cell.setHighlighted(true, animated: false)
        cell.setSelected(true, animated: false)
        XCTAssertEqual(cell.states.count, 1, "not at once")
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.states.last, "selected true highlighted true")
        XCTAssertEqual(cell.states.count, 2, "once for both changes")
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.states.count, 2, "no change, no update")
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.states.count, 3)
        XCTAssertTrue(cell.configurationState.isSelected)
    }
}
