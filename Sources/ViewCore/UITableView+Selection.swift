import Foundation

/// Selection: by the program (`selectRow`, `deselectRow`: the delegate is not
/// told, as in UIKit) and by touch.
///
/// R13.4, a tap on a row: as the finger lands, `shouldHighlightRowAt`, then the
/// cell's `setHighlighted(true, animated:)` and `didHighlightRowAt`; as it
/// lifts, `willSelectRowAt` (nil cancels; another index path selects that row
/// instead), the cell's `setHighlighted(false, animated:)` and
/// `didUnhighlightRowAt`, then, with single selection, for the row selected
/// before: `willDeselectRowAt`, its cell's `setSelected(false, animated:)` and
/// `didDeselectRowAt`; then the new cell's `setSelected(true, animated:)` and
/// `didSelectRowAt`. Sources: "Highlight happens on touch down. Selected
/// happens on touch up, followed by the call to didSelectRowAtIndexPath:"
/// (newbetuts.com, "What is the difference between a highlighted
/// UITableViewCell and a selected UITableViewCell?"); the cell's
/// setHighlighted YES, NO, then the previous cell's setSelected NO, the new
/// one's YES, then didSelect (blog.csdn.net/weixin_34293141/article/details/92645402);
/// willSelect, willDeselect, didDeselect, didSelect (iter01.com/128615.html);
/// a row whose highlighting the delegate refuses is not selected either
/// (github.com/younatics/ExpandableCell issue 45). Where `willSelectRowAt`
/// falls relative to the unhighlighting is our decision.
///
/// With multiple selection, a tap on a selected row deselects it
/// (`willDeselectRowAt`, `didDeselectRowAt`); with single selection it stays
/// selected and `didSelectRowAt` comes again, as in UIKit. A finger that moves
/// off the row before lifting selects nothing (UIKit cancels the highlight
/// when the table starts scrolling).
extension UITableView {
    func select(_ indexPath: IndexPath?, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { setCell(at: row, selected: false) }
            selectedRows.removeAll()
            return
        }
        loadDataIfNeeded()
        guard rowFrame(indexPath) != nil else {
            UIKitException.raise(.rangeException,
                "-[UITableView selectRowAtIndexPath:animated:scrollPosition:]: index path \(indexPath.pairNotation) beyond the table's rows")
            return
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { setCell(at: row, selected: false) }
            selectedRows.removeAll { $0 != indexPath }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        setCell(at: indexPath, selected: true)
        if scrollPosition != .none {
            scroll(toRow: indexPath, at: scrollPosition, caller: "selectRowAtIndexPath:animated:scrollPosition:")
        }
    }

    func deselect(_ indexPath: IndexPath) {
        guard selectedRows.contains(indexPath) else { return }
        selectedRows.removeAll { $0 == indexPath }
        setCell(at: indexPath, selected: false)
    }

    func keepOnlyFirstSelection() {
        guard let first = selectedRows.first else { return }
        for row in selectedRows.dropFirst() { setCell(at: row, selected: false) }
        selectedRows = [first]
    }

    private func setCell(at indexPath: IndexPath, selected: Bool) {
        guard let cell = cellForRow(at: indexPath), cell.isSelected != selected else { return }
        cell.setSelected(selected, animated: false)
    }

    // MARK: Touches

    /// True when the table takes the touch (it landed on a shown row).
    func beginSelectionTracking(_ touches: Set<UITouch>) -> Bool {
        guard trackedTouch == nil, selectsOnTap, touches.count == 1, let touch = touches.first else { return false }
        guard let indexPath = indexPathForRow(at: touch.location(in: self)),
              let cell = cellForRow(at: indexPath) else { return false }
        trackedTouch = touch
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
            trackedRow = nil
            return true
        }
        guard trackedTouch === touch, cellForRow(at: indexPath) === cell else { return true }
        trackedRow = indexPath
        cell.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    func continueSelectionTracking(_ touches: Set<UITouch>) -> Bool {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return false }
        if let row = trackedRow, let frame = rowFrame(row), !CGRectContainsPoint(frame, touch.location(in: self)) {
            trackedRow = nil
            unhighlight(row)
        }
        return true
    }

    func cancelSelectionTracking(_ touches: Set<UITouch>) -> Bool {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return false }
        trackedTouch = nil
        if let row = trackedRow {
            trackedRow = nil
            unhighlight(row)
        }
        return true
    }

    func endSelectionTracking(_ touches: Set<UITouch>) -> Bool {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return false }
        trackedTouch = nil
        guard let row = trackedRow else { return true }
        trackedRow = nil
        if multipleSelectionNow, selectedRows.contains(row) {
            unhighlight(row)
            deselectNotifying(row)
            return true
        }
        let target: IndexPath?
        if let delegate { target = delegate.tableView(self, willSelectRowAt: row) } else { target = row }
        unhighlight(row)
        guard let target, rowFrame(target) != nil else { return true }
        if !multipleSelectionNow {
            for old in selectedRows where old != target { deselectNotifying(old) }
        }
        guard rowFrame(target) != nil else { return true }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        if let cell = cellForRow(at: target) { cell.setSelected(true, animated: false) }
        delegate?.tableView(self, didSelectRowAt: target)
        return true
    }

    /// Multiple selection in the current mode.
    private var multipleSelectionNow: Bool {
        editingStorage ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    private func unhighlight(_ row: IndexPath) {
        if let cell = cellForRow(at: row), cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        delegate?.tableView(self, didUnhighlightRowAt: row)
    }

    /// `willDeselectRowAt` (nil keeps the row selected), then the deselection
    /// and `didDeselectRowAt`.
    private func deselectNotifying(_ row: IndexPath) {
        let target: IndexPath?
        if let delegate { target = delegate.tableView(self, willDeselectRowAt: row) } else { target = row }
        guard let target, selectedRows.contains(target) else { return }
        deselect(target)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
