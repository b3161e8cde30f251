import XCTest
@testable import ViewCore

/// R17.19: date pickers.
final class DatePickerTests: ViewCoreTestCase {
    /// The engine's "now" is virtual: a new picker's date is the reference
    /// date plus the virtual time, read in GMT unless the picker has a time
    /// zone, so that a run prints the same everywhere.
    func test_R17_19_aNewPickersDateIsTheVirtualNow() {
        XCTAssertEqual(UIDatePicker().date, Date(timeIntervalSinceReferenceDate: 0))
        VirtualRunLoop.main.run(for: 90)
        let picker = UIDatePicker()
        XCTAssertEqual(picker.date.timeIntervalSinceReferenceDate, 90, accuracy: 0.001)
        XCTAssertEqual(picker.effectiveCalendar.component(.minute, from: picker.date), 1)
        XCTAssertEqual(picker.effectiveCalendar.timeZone.secondsFromGMT(), 0)
        XCTAssertEqual(picker.effectiveCalendar.component(.year, from: picker.date), 2001)
    }

    /// Apple's `UIDatePickerStyle.automatic` picks the style: compact for
    /// dates and times, wheels for a countdown; the sizes are the engine's.
    func test_R17_19_theAutomaticStyleResolvesByMode() {
        let picker = UIDatePicker()
        XCTAssertEqual(picker.datePickerStyle, .compact)
        picker.datePickerMode = .countDownTimer
        XCTAssertEqual(picker.datePickerStyle, .wheels)
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
        picker.preferredDatePickerStyle = .inline
        XCTAssertEqual(picker.datePickerStyle, .inline)
    }

    /// The date stays within the limits; the program's changes send nothing,
    /// a person's choice sends valueChanged once, a time rounded to the
    /// minute interval; an interval that does not divide 60 gives the default.
    func test_R17_19_aChoiceWithinTheLimitsSendsValueChanged() {
        let picker = UIDatePicker()
        var sent: [Date] = []
        picker.addAction(UIAction { _ in sent.append(picker.date) }, for: .valueChanged)
        let start = Date(timeIntervalSinceReferenceDate: 3600)
        picker.minimumDate = start
        XCTAssertEqual(picker.date, start, "the date moves within the limits")
        picker.maximumDate = start.addingTimeInterval(86_400)
        picker.date = start.addingTimeInterval(10 * 86_400)
        XCTAssertEqual(picker.date, picker.maximumDate)
        XCTAssertEqual(sent, [])
        picker.minuteInterval = 7
        XCTAssertEqual(picker.minuteInterval, 1)
        picker.minuteInterval = 15
        Simulator.pickDate(start.addingTimeInterval(8 * 60), in: picker)
        XCTAssertEqual(sent, [start.addingTimeInterval(15 * 60)])
        Simulator.pickDate(start.addingTimeInterval(14 * 60), in: picker)
        XCTAssertEqual(sent.count, 1, "the same date: nothing")
        picker.date = Date(timeIntervalSinceReferenceDate: .nan)
        XCTAssertEqual(picker.date, start.addingTimeInterval(15 * 60), "not a date: kept")
        picker.countDownDuration = 100_000
        XCTAssertEqual(picker.countDownDuration, 86_340)
        picker.countDownDuration = 125
        XCTAssertEqual(picker.countDownDuration, 120)
    }
}
