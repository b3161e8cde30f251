import XCTest
@testable import ViewCore

/// A data source and delegate that logs what the picker asks.
private final class LoggingPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    let log: CallLog
    var rows: [Int]
    var widths: [CGFloat]?
    var rowHeights: [CGFloat]?
    var makesViews = false
    var attributed = false

    init(log: CallLog, rows: [Int]) {
        self.log = log
        self.rows = rows
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        log.add("numberOfComponentsInPickerView:")
        return rows.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        log.add("pickerView:numberOfRowsInComponent: \(component)")
        return rows[component]
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        widths.map { $0[component] } ?? .nan
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        rowHeights.map { $0[component] } ?? .nan
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        log.add("pickerView:titleForRow:forComponent: \(row) \(component)")
        return "row \(row)"
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString? {
        guard attributed else { return nil }
        log.add("pickerView:attributedTitleForRow:forComponent: \(row) \(component)")
        return row == 0 ? nil : NSAttributedString(string: "attributed \(row)")
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView {
        guard makesViews else { return UnansweredPickerRowView() }
        log.add("pickerView:viewForRow:forComponent:reusingView: \(row) \(component) \(view.map { "#\($0.tag)" } ?? "nil")")
        let shown = view ?? UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        shown.tag = row
        return shown
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.add("pickerView:didSelectRow:inComponent: \(row) \(component)")
    }
}

/// R17.16–R17.18: picker views. The picker lies at y 300 in a window, 216
/// points high: its middle row spans y 392–424 on screen.
final class PickerViewTests: ViewCoreTestCase {
    private var window: LoggingWindow!
    private var picker: UIPickerView!
    private var source: LoggingPickerSource!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
        window.addSubview(picker)
        settle()
    }

    override func tearDown() {
        window = nil; picker = nil; source = nil
        super.tearDown()
    }

    private func load(_ rows: [Int], configure: (LoggingPickerSource) -> Void = { _ in }) {
        source = LoggingPickerSource(log: log, rows: rows)
        configure(source)
        picker.dataSource = source
        picker.delegate = source
        settle()
    }

    private func shownTitles(_ component: Int) -> [String] {
        picker.subviews[component].subviews.compactMap { ($0 as? UILabel)?.text }
    }

    // MARK: R17.16 what the picker asks and shows

    /// Apple's `UIPickerView` and `UIPickerViewDelegate` references: the data
    /// source gives the components and rows, the delegate each row's content;
    /// a new data source is asked when the picker lays out, not when set.
    func test_R17_16_thePickerAsksAtLayoutAndShowsTheRowsAroundTheMiddle() {
        source = LoggingPickerSource(log: log, rows: [10, 3])
        picker.dataSource = source
        picker.delegate = source
        XCTAssertEqual(log.take(), [], "nothing is asked before the layout pass")
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [
            "numberOfComponentsInPickerView:",
            "pickerView:numberOfRowsInComponent: 0", "pickerView:numberOfRowsInComponent: 1",
            "pickerView:titleForRow:forComponent: 0 0", "pickerView:titleForRow:forComponent: 1 0",
            "pickerView:titleForRow:forComponent: 2 0", "pickerView:titleForRow:forComponent: 3 0",
            "pickerView:titleForRow:forComponent: 0 1", "pickerView:titleForRow:forComponent: 1 1",
            "pickerView:titleForRow:forComponent: 2 1",
        ])
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 10)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.rowSize(forComponent: 1), CGSize(width: 196.5, height: 32))
        let middle = picker.subviews[0].subviews.first { ($0 as? UILabel)?.text == "row 0" }
        XCTAssertEqual(middle?.convert(middle?.bounds ?? .zero, to: window), CGRect(x: 0, y: 392, width: 196.5, height: 32))
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 216))
    }

    /// Apple's `pickerView(_:attributedTitleForRow:forComponent:)`: preferred
    /// to the title, which it falls back to when it answers nil; a view
    /// (`viewForRow`) is centred in the row, and one that left the wheel is
    /// offered back for reuse.
    func test_R17_16_aViewWinsOverTitlesAndAnAttributedTitleOverATitle() {
        load([5]) { $0.attributed = true }
        XCTAssertEqual(Set(shownTitles(0)), ["row 0", "attributed 1", "attributed 2", "attributed 3"])
        XCTAssertNil(picker.view(forRow: 1, forComponent: 0), "a row shown by its title has no view of the delegate's")

        picker.reloadAllComponents()
        source.makesViews = true
        settle()
        let view = picker.view(forRow: 0, forComponent: 0)
        XCTAssertEqual(view?.frame, CGRect(x: 176.5, y: 6, width: 40, height: 20))
        XCTAssertFalse(log.lines.contains { $0.hasPrefix("pickerView:titleForRow") })
        log.clear()
        picker.selectRow(4, inComponent: 0, animated: false)
        settle()
        XCTAssertNil(picker.view(forRow: 0, forComponent: 0), "a row off the wheel has no view")
        XCTAssertNotNil(picker.view(forRow: 4, forComponent: 0))
    }

    /// Widths the delegate answers place the components side by side,
    /// centred; every component takes the tallest row height answered
    /// (openradar 27927306: "all the components seem to get the largest
    /// height returned").
    func test_R17_16_answeredWidthsAreCentredAndTheTallestRowHeightServesAll() {
        load([3, 3]) { source in
            source.widths = [100, 150]
            source.rowHeights = [20, 40]
        }
        XCTAssertEqual(picker.subviews.map(\.frame), [
            CGRect(x: 71.5, y: 0, width: 100, height: 216), CGRect(x: 171.5, y: 0, width: 150, height: 216),
        ])
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 100, height: 40))
    }

    // MARK: R17.17 selection

    /// A selection the program makes is not reported (Apple's `selectRow`
    /// reference names no delegate call; the delegate "is called when a row
    /// is selected" by the user); a row past the end selects the last.
    func test_R17_17_selectRowTurnsTheWheelWithoutTellingTheDelegate() {
        load([10, 3])
        picker.selectRow(4, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
        picker.selectRow(99, inComponent: 1, animated: true)
        VirtualRunLoop.main.run(for: 1)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 2)
        XCTAssertFalse(log.lines.contains { $0.hasPrefix("pickerView:didSelectRow") })
        XCTAssertEqual(Set(shownTitles(0)), ["row 1", "row 2", "row 3", "row 4", "row 5", "row 6", "row 7"])
    }

    /// The user turns a wheel: a tap on a row below the middle, or a drag,
    /// brings it to rest on a row, and then the delegate hears of it once.
    func test_R17_17_aTapOrADragOnAWheelSelectsTheRowItComesToRestOn() {
        load([10, 3])
        Simulator.tap(CGPoint(x: 50, y: 440))
        VirtualRunLoop.main.run(for: 1)
        XCTAssertEqual(log.take().filter { $0.hasPrefix("pickerView:didSelectRow") },
                       ["pickerView:didSelectRow:inComponent: 1 0"])
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)

        _ = Simulator.drag(from: CGPoint(x: 50, y: 460), to: CGPoint(x: 50, y: 396), duration: 1)
        VirtualRunLoop.main.run(for: 2)
        XCTAssertEqual(log.take().filter { $0.hasPrefix("pickerView:didSelectRow") },
                       ["pickerView:didSelectRow:inComponent: 3 0"])
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
        XCTAssertEqual(picker.subviews[0].bounds.minY, 3 * 32 - 92, "the wheel rests with the row at its middle")

        Simulator.tap(CGPoint(x: 50, y: 408))
        VirtualRunLoop.main.run(for: 1)
        XCTAssertEqual(log.take().filter { $0.hasPrefix("pickerView:didSelectRow") }, [], "the selected row: nothing")
    }

    // MARK: R17.18 reloading and bad input

    /// A reload asks again; each wheel keeps its selection where it still
    /// has the row, else takes the last; a wheel without rows selects -1.
    func test_R17_18_aReloadKeepsTheSelectionWhereItCan() {
        load([10, 3])
        picker.selectRow(7, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: false)
        source.rows = [5, 0]
        picker.reloadAllComponents()
        settle()
        XCTAssertEqual([picker.selectedRow(inComponent: 0), picker.selectedRow(inComponent: 1)], [4, -1])
        source.rows = [5, 6]
        log.clear()
        picker.reloadComponent(1)
        XCTAssertEqual(log.take(), ["pickerView:numberOfRowsInComponent: 1"])
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
    }

    /// A component the picker does not have raises UIKit's range exception;
    /// counts and sizes that are not numbers or are absurd are bounded.
    func test_R17_18_badInputIsAClearErrorNeverACrash() {
        load([3])
        assertRaises(.rangeException, "-[UIPickerView selectedRowInComponent:]: component 4 is beyond bounds [0 .. 0]") {
            _ = picker.selectedRow(inComponent: 4)
        }
        assertRaises(.rangeException, "-[UIPickerView selectRow:inComponent:animated:]: component -1 is beyond bounds [0 .. 0]") {
            picker.selectRow(0, inComponent: -1, animated: false)
        }
        source.rows = [-5]
        source.widths = [.nan]
        source.rowHeights = [.infinity]
        picker.reloadAllComponents()
        settle()
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 393, height: 32))
        picker.dataSource = nil
        XCTAssertEqual(picker.numberOfComponents, 0)
    }
}
