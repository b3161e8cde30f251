import Foundation

/// How a date picker shows its date (iOS 13.4 and later).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels, compact, inline
}

/// A control for a date, a time, both, or a countdown (Apple's
/// `UIDatePicker`). Its value is `date`, kept within `minimumDate` and
/// `maximumDate`; a person's choice (`Simulator.pickDate`) sends
/// `valueChanged`, a program's (`date`, `setDate(_:animated:)`) sends
/// nothing, as for UIKit's controls.
///
/// The engine's "now" is virtual, so that a run gives the same bytes on
/// every machine: a new picker's date is 2001-01-01 00:00:00 UTC plus the
/// session's virtual time, and a picker left without a time zone, locale or
/// calendar takes GMT, `en_US_POSIX` and the Gregorian calendar rather than
/// the machine's. `.automatic` resolves to `.compact` for dates and times and
/// to `.wheels` for a countdown or a year and month (Apple's
/// `UIDatePickerStyle.automatic`: "the system picks the best style").
/// The sizes are ours, UIKit documenting none: wheels 320 × 216 (a picker
/// view's natural height), compact 200 × 34.33, inline 320 × 358.
open class UIDatePicker: UIControl {
    /// What the picker asks for.
    public enum Mode: Int, Sendable {
        case time = 0, date, dateAndTime, countDownTimer, yearAndMonth
    }

    open var datePickerMode: Mode = .dateAndTime {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The style shown: the preferred one, `.automatic` resolved.
    open var datePickerStyle: UIDatePickerStyle {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        switch datePickerMode {
        case .countDownTimer, .yearAndMonth: return .wheels
        default: return .compact
        }
    }

    open var locale: Locale?
    open var calendar: Calendar!
    open var timeZone: TimeZone?
    open var roundsToMinuteInterval = true

    private var dateStorage: Date
    open var date: Date {
        get { dateStorage }
        set { dateStorage = clamped(newValue) }
    }

    open var minimumDate: Date? {
        didSet { dateStorage = clamped(dateStorage) }
    }
    open var maximumDate: Date? {
        didSet { dateStorage = clamped(dateStorage) }
    }

    /// Minutes a time steps by: a number from 1 to 30 that divides 60;
    /// another gives the default, 1 (Apple's
    /// reference: "The interval value must be evenly divided into 60; if it
    /// is not, the default value is used").
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set { minuteIntervalStorage = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }
    private var minuteIntervalStorage = 1

    /// A countdown's length in seconds, from 0 to 23 h 59 min (Apple's
    /// reference), whole minutes.
    open var countDownDuration: TimeInterval {
        get { countDownStorage }
        set {
            guard newValue.isFinite else { return }
            countDownStorage = min(max((newValue / 60).rounded(.down) * 60, 0), 23 * 3600 + 59 * 60)
        }
    }
    private var countDownStorage: TimeInterval = 0

    public override init(frame: CGRect) {
        dateStorage = UIDatePicker.now
        calendar = Calendar(identifier: .gregorian)
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        dateStorage = UIDatePicker.now
        calendar = Calendar(identifier: .gregorian)
        super.init(coder: coder)
    }

    /// The engine's "now": the reference date plus the session's virtual time.
    static var now: Date { Date(timeIntervalSinceReferenceDate: VirtualRunLoop.main.currentTime) }

    /// The calendar dates are read in: the picker's, in its time zone (GMT
    /// when it has none).
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone ?? TimeZone(identifier: "GMT") ?? calendar.timeZone
        calendar.locale = locale ?? Locale(identifier: "en_US_POSIX")
        return calendar
    }

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .compact: return CGSize(width: 200, height: 34.33)
        case .inline: return CGSize(width: 320, height: 358)
        default: return CGSize(width: 320, height: UIPickerView.naturalHeight)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func clamped(_ date: Date) -> Date {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return dateStorage }
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate, minimumDate.map({ maximumDate >= $0 }) ?? true { date = maximumDate }
        return date
    }

    /// A person's choice: the date kept within the limits and, for a time,
    /// rounded to the minute interval; `valueChanged` if it changed.
    func pick(_ date: Date) {
        var chosen = clamped(date)
        if datePickerMode != .date, datePickerMode != .yearAndMonth, minuteInterval > 1 {
            let interval = TimeInterval(minuteInterval * 60)
            let rounded = Date(timeIntervalSinceReferenceDate:
                (chosen.timeIntervalSinceReferenceDate / interval).rounded() * interval)
            chosen = clamped(rounded)
        }
        guard chosen != dateStorage else { return }
        dateStorage = chosen
        sendActions(for: .valueChanged)
    }
}

extension Simulator {
    /// A person turns the picker's wheels (or taps its calendar) to the
    /// date: kept within its limits, a time rounded to its minute interval,
    /// and `valueChanged` if the date changed.
    public static func pickDate(_ date: Date, in picker: UIDatePicker) {
        picker.pick(date)
    }
}
