import Foundation

/// What a picker view shows: how many wheels (components) and how many rows
/// each has. Both are required, as in UIKit.
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// How a picker view's rows look and what it tells of a choice. Every
/// method is optional: the defaults below answer as a delegate without it.
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// No answer: the components share the picker's width.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { .nan }
    /// No answer: the standard row height.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { .nan }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? { nil }
    /// No answer: the picker shows the row's title in a label of its own.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView { UnansweredPickerRowView() }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// What the default `viewForRow` answers: the picker then makes the row's
/// label itself.
public final class UnansweredPickerRowView: UIView {}

/// A view of spinning wheels, one per component, each a column of rows; the
/// row at a wheel's middle is its selection (Apple's `UIPickerView`
/// reference: "Users select values by rotating the wheels so that the
/// desired row of values aligns with a selection indicator").
///
/// Each wheel is a scroll view of its rows (UIKit's are table views), so a
/// finger spins it as it scrolls anything, and it comes to rest on a row.
/// A wheel the user brought to rest on another row tells the delegate
/// `pickerView(_:didSelectRow:inComponent:)`; so does a tap on a row above
/// or below the middle, once the wheel has turned to it. `selectRow` tells
/// nothing, as in UIKit.
///
/// A row shows the delegate's view (`viewForRow`, centred in the row's
/// rectangle; a view it gave before and that has left the wheel comes back
/// as `reusing`); else a label of the attributed title, else of the title
/// (Apple's reference: a nil attributed title "falls back" to the string).
/// A delegate that answers a width divides the picker among the components
/// at those widths, centred; else they share it. Every component takes the
/// tallest row height answered, as UIKit's does (openradar 27927306); 32
/// points without one, and a picker's natural height of 216 points (Apple's
/// figure for a portrait picker). The label's 21-point font is ours.
open class UIPickerView: UIView {
    public static let standardRowHeight: CGFloat = 32
    public static let naturalHeight: CGFloat = 216
    static let rowFont = UIFont.systemFont(ofSize: 21)

    /// A new data source or delegate is asked at the next layout.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { reloadAllComponents() }
    }
    open weak var delegate: UIPickerViewDelegate? {
        didSet { reloadAllComponents() }
    }
    /// Kept and read back: since iOS 7 the indicator always shows.
    open var showsSelectionIndicator = true

    private var heldDataSource: UIPickerViewDataSource?
    private var heldDelegate: UIPickerViewDelegate?
    @_spi(Bridging) public func holdDataSource(_ dataSource: UIPickerViewDataSource?) { heldDataSource = dataSource }
    @_spi(Bridging) public func holdDelegate(_ delegate: UIPickerViewDelegate?) { heldDelegate = delegate }

    /// The wheels, made when the data source is first asked.
    private var wheels: [PickerWheel]?
    /// The rows selected before a reload, for the wheels it makes.
    private var keptSelection: [Int] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.naturalHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width > 0 ? bounds.width : 320, height: UIPickerView.naturalHeight)
    }

    // MARK: Dimensions

    open var numberOfComponents: Int { loadedWheels.count }

    /// The rows of the component, as the data source last said; 0 for a
    /// component the picker does not have.
    open func numberOfRows(inComponent component: Int) -> Int {
        wheel(component, "numberOfRowsInComponent:")?.rowCount ?? 0
    }

    /// The size of a row of the component: its width and the row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component, "rowSizeForComponent:") else { return .zero }
        layoutIfNeeded()
        return CGSize(width: wheel.bounds.width, height: rowHeight)
    }

    // MARK: Reloading

    /// The data source is asked again for the components and their rows,
    /// at the next layout or question; each wheel keeps its selection where
    /// it still has the row.
    open func reloadAllComponents() {
        if let wheels {
            keptSelection = wheels.map(\.selectedRow)
            wheels.forEach { $0.removeFromSuperview() }
        }
        wheels = nil
        setNeedsLayout()
    }

    /// Asks the data source again for the component's rows.
    open func reloadComponent(_ component: Int) {
        guard let wheel = wheel(component, "reloadComponent:") else { return }
        wheel.reload(rowCount: askRowCount(component))
    }

    // MARK: Selection

    /// Turns the wheel to the row (the last row for one past it, the first
    /// for one before it). The delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let wheel = wheel(component, "selectRow:inComponent:animated:") else { return }
        layoutIfNeeded()
        wheel.select(row, animated: animated)
    }

    /// The row at the wheel's middle; -1 for a wheel without rows.
    open func selectedRow(inComponent component: Int) -> Int {
        wheel(component, "selectedRowInComponent:")?.selectedRow ?? -1
    }

    /// The view showing the row, while the row is on its wheel; nil
    /// otherwise, and for a row shown as a title.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let wheel = wheel(component, "viewForRow:forComponent:") else { return nil }
        layoutIfNeeded()
        return wheel.shownView(ofRow: row)
    }

    // MARK: Layout

    /// The tallest row height the delegate answers, else the standard one.
    var rowHeight: CGFloat {
        let answered = (0..<numberOfComponents).compactMap { component -> CGFloat? in
            let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? .nan
            return height.isFinite && height > 0 ? min(height, 10_000) : nil
        }
        return answered.max() ?? UIPickerView.standardRowHeight
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let wheels = loadedWheels
        guard !wheels.isEmpty else { return }
        let height = rowHeight
        for (component, frame) in componentFrames(count: wheels.count).enumerated() {
            wheels[component].place(frame: frame, rowHeight: height)
        }
    }

    /// The components side by side: at the widths the delegate answers,
    /// centred, else sharing the width.
    private func componentFrames(count: Int) -> [CGRect] {
        let answered = (0..<count).map { component -> CGFloat? in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? .nan
            return width.isFinite && width >= 0 ? min(width, 100_000) : nil
        }
        let share = bounds.width / CGFloat(count)
        let widths = answered.map { $0 ?? share }
        var x = answered.contains { $0 != nil } ? (bounds.width - widths.reduce(0, +)) / 2 : 0
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    // MARK: Wheels

    private var loadedWheels: [PickerWheel] {
        if let wheels { return wheels }
        let count = dataSource.map { max(0, min($0.numberOfComponents(in: self), UIPickerView.maximumComponents)) } ?? 0
        let made = (0..<count).map { component in
            PickerWheel(picker: self, component: component, rowCount: askRowCount(component))
        }
        wheels = made
        for (wheel, row) in zip(made, keptSelection) where row >= 0 { wheel.select(row, animated: false) }
        keptSelection = []
        made.forEach(addSubview)
        return made
    }

    /// More components than any screen could show are a script's mistake.
    static let maximumComponents = 1_000

    private func askRowCount(_ component: Int) -> Int {
        max(0, min(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, PickerWheel.maximumRows))
    }

    /// The component's wheel; a component the picker does not have raises
    /// UIKit's range exception.
    private func wheel(_ component: Int, _ selector: String) -> PickerWheel? {
        let wheels = loadedWheels
        guard wheels.indices.contains(component) else {
            UIKitException.raise(.rangeException,
                "-[\(className) \(selector)]: component \(component) is beyond bounds [0 .. \(wheels.count - 1)]")
            return nil
        }
        return wheels[component]
    }

    /// A wheel the user brought to rest on another row.
    func userSelected(_ row: Int, in component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// The view the delegate gives for the row, or nil when it gives none.
    func rowView(_ row: Int, in component: Int, reusing view: UIView?) -> UIView? {
        guard let delegate else { return nil }
        let answer = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
        return answer is UnansweredPickerRowView ? nil : answer
    }

    /// The row's text: its attributed title, else its title.
    func rowTitle(_ row: Int, in component: Int) -> NSAttributedString? {
        guard let delegate else { return nil }
        if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) { return attributed }
        return delegate.pickerView(self, titleForRow: row, forComponent: component).map { NSAttributedString(string: $0) }
    }
}
