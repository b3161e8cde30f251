import Foundation

/// One component of a picker view: a scroll view of its rows whose insets
/// let the first and the last row reach the middle, where the selected row
/// rests. Only the rows in view have views; a delegate's view that leaves is
/// offered back as `reusing` (UIPickerView.swift says what a row shows).
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    /// More rows than a wheel could ever turn through are a script's mistake.
    static let maximumRows = 10_000_000

    private unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount: Int
    private(set) var rowHeight: CGFloat = UIPickerView.standardRowHeight
    /// The row at the middle; -1 without rows.
    private(set) var selectedRow: Int
    /// The row the delegate last heard of, or that `selectRow` set.
    private var reportedRow: Int
    /// Turning to a row the user tapped: its end tells the delegate.
    private var turnsForUser = false
    private var shownRows: [Int: UIView] = [:]
    private var reusableViews: [UIView] = []

    init(picker: UIPickerView, component: Int, rowCount: Int) {
        self.picker = picker
        self.component = component
        self.rowCount = rowCount
        selectedRow = rowCount > 0 ? 0 : -1
        reportedRow = selectedRow
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        decelerationRate = .fast
        scrollDelegate = self
        let tap = UITapGestureRecognizer()
        tap.addHandler { [unowned self] recognizer in tapped(at: recognizer.location(in: self)) }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { return nil }

    override var className: String { "UIPickerColumnView" }

    // MARK: Geometry

    /// The wheel's frame in the picker and its row height: the insets let
    /// each end row reach the middle, and the selected row stays there.
    func place(frame: CGRect, rowHeight height: CGFloat) {
        let changed = frame.size != self.frame.size || height != rowHeight
        self.frame = frame
        guard changed else { return }
        rowHeight = height
        let inset = max((frame.height - height) / 2, 0)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: frame.width, height: CGFloat(rowCount) * height)
        for view in shownRows.values { view.removeFromSuperview() }
        shownRows = [:]
        contentOffset = offset(of: max(selectedRow, 0))
    }

    private func offset(of row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    /// The row whose rectangle the middle of the view is in, or nearest it.
    private func row(at offset: CGFloat) -> Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        let row = ((offset + contentInset.top) / rowHeight).rounded()
        return row.isFinite ? Int(max(0, min(row, CGFloat(rowCount - 1)))) : 0
    }

    private func rect(ofRow row: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
    }

    // MARK: Rows

    func reload(rowCount count: Int) {
        rowCount = count
        contentSize = CGSize(width: bounds.width, height: CGFloat(count) * rowHeight)
        for view in shownRows.values { view.removeFromSuperview() }
        shownRows = [:]
        if count == 0 {
            (selectedRow, reportedRow) = (-1, -1)
        } else {
            select(min(max(selectedRow, 0), count - 1), animated: false)
        }
        setNeedsLayout()
    }

    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        let row = max(0, min(row, rowCount - 1))
        selectedRow = row
        reportedRow = row
        turnsForUser = false
        setContentOffset(offset(of: row), animated: animated)
    }

    func shownView(ofRow row: Int) -> UIView? {
        guard let view = shownRows[row], !(view is PickerRowLabel) else { return nil }
        return view
    }

    /// Shows the rows in view, and only those.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard rowCount > 0, rowHeight > 0 else { return }
        let first = max(Int(((bounds.minY) / rowHeight).rounded(.down)), 0)
        let last = min(Int(((bounds.maxY) / rowHeight).rounded(.up)), rowCount) - 1
        guard first <= last else { return }
        let visible = first...last
        for (row, view) in shownRows where !visible.contains(row) {
            view.removeFromSuperview()
            shownRows[row] = nil
            if !(view is PickerRowLabel) { reusableViews.append(view) }
        }
        for row in visible where shownRows[row] == nil {
            shownRows[row] = makeView(ofRow: row)
        }
    }

    private func makeView(ofRow row: Int) -> UIView {
        let rect = self.rect(ofRow: row)
        let reusing = reusableViews.popLast()
        if let view = picker.rowView(row, in: component, reusing: reusing) {
            let size = view.bounds.size == .zero ? rect.size : view.bounds.size
            view.frame = CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                                width: size.width, height: size.height)
            addSubview(view)
            return view
        }
        if let reusing { reusableViews.append(reusing) }
        let label = PickerRowLabel(frame: rect)
        label.font = UIPickerView.rowFont
        label.textAlignment = .center
        label.attributedText = picker.rowTitle(row, in: component)
        addSubview(label)
        return label
    }

    // MARK: Turning

    /// A tap on a row above or below the middle turns the wheel to it.
    private func tapped(at point: CGPoint) {
        guard rowCount > 0, rowHeight > 0, point.isFinite else { return }
        let row = Int((point.y / rowHeight).rounded(.down))
        guard row >= 0, row < rowCount, row != selectedRow else { return }
        turnsForUser = true
        setContentOffset(offset(of: row), animated: true)
    }

    /// A spun wheel comes to rest on a row.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = offset(of: row(at: targetContentOffset.pointee.y))
        turnsForUser = true
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        selectedRow = row(at: contentOffset.y)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { cameToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { cameToRest() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { cameToRest() }

    private func cameToRest() {
        selectedRow = row(at: contentOffset.y)
        guard turnsForUser else { return }
        turnsForUser = false
        guard selectedRow != reportedRow, selectedRow >= 0 else { return }
        reportedRow = selectedRow
        picker.userSelected(selectedRow, in: component)
    }
}

/// The label a picker makes for a row shown by its title.
final class PickerRowLabel: UILabel {
    override var className: String { "UILabel" }
}
