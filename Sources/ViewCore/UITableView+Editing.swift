import Foundation

/// A swipe's open row: where it is now (nil once an update removed it), its
/// actions and their buttons, and the number of the swipe, so that a
/// completion from an earlier one does nothing.
struct SwipedRow {
    var indexPath: IndexPath?
    let actions: [UIContextualAction]
    let buttons: [UIButton]
    let serial: Int
}

/// Editing mode, swipe actions and reordering (R19.7–R19.10).
///
/// Editing mode (`setEditing(_:animated:)`): a swiped row closes first; then,
/// for each visible row in order, the data source's `canEditRowAt` (all rows
/// when it does not say, as UIKit's documentation has it), the delegate's
/// `editingStyleForRowAt` (delete by default) and
/// `shouldIndentWhileEditingRowAt`, the data source's `canMoveRowAt`, then the
/// cell's `setEditing(_:animated:)` — true for an editable row, false for the
/// others, whose cells "ignore the editing property". Rows shown later are
/// prepared the same way before `willDisplay`. The order of the questions is
/// ours. Taps select nothing in editing mode unless
/// `allowsSelectionDuringEditing`.
///
/// A swipe (`Simulator.swipeRow`): only on a shown row, not in editing mode,
/// and only if `canEditRowAt` says yes (UIKit offers no swipe actions on a row
/// the data source does not let edit). The delegate's configuration for the
/// edge is asked; nil is "the default set of actions": at the trailing edge a
/// destructive action titled by `titleForDeleteConfirmationButtonForRowAt`
/// ("Delete" by default) for a row whose editing style is delete, if the data
/// source can commit, none at the leading edge; a configuration without
/// actions opens nothing. Then `willBeginEditingRowAt`, the table's
/// `isEditing` true (the cells show no editing controls), and the cell's
/// `willTransition(to:)`/`didTransition(to:)` with its content moved aside for
/// the actions' buttons. The row closes when the action's handler calls its
/// completion (`didEndEditingRowAt`, the cell's transitions back), when the
/// table enters editing mode, another row is swiped, or the row leaves the
/// screen or the table; `didEndEditingRowAt` then names the row, or nil for a
/// row that is gone (a decision). The default Delete commits the deletion
/// through the data source's `tableView(_:commit:forRowAt:)`, then completes.
///
/// Reordering (`Simulator.moveRow`): in editing mode, a row the data source's
/// `canMoveRowAt` lets move goes where the delegate's
/// `targetIndexPathForMoveFromRowAt` sends it; the table moves the row and its
/// cell itself, then tells the data source `moveRowAt` so that it moves its
/// data, as UIKit does after the user drops the row.
extension UITableView {
    // MARK: Editing mode

    func changeEditing(_ editing: Bool, animated: Bool) {
        closeSwipe()
        guard editing != editingStorage else { return }
        editingStorage = editing
        for (indexPath, cell) in visibleRows {
            guard hasData, cellForRow(at: indexPath) === cell else { continue }
            prepareEditingState(of: cell, at: indexPath, animated: animated)
        }
    }

    /// What the data source says it implements (UITableViewDataSourceReporting).
    var dataSourceCanCommit: Bool { (dataSource as? UITableViewDataSourceReporting)?.implementsCommitEditingStyle ?? true }
    var dataSourceCanMove: Bool { (dataSource as? UITableViewDataSourceReporting)?.implementsMoveRow ?? true }

    /// Gives the cell its row's editing style, indentation and whether it may
    /// move, then its editing mode.
    func prepareEditingState(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool = false) {
        guard editingStorage, let dataSource, dataSource.tableView(self, canEditRowAt: indexPath), hasData else {
            cell.editingStyle = .none
            cell.editingIndent = 0
            cell.rowCanMove = false
            if cell.isEditing { cell.setEditing(false, animated: animated) }
            return
        }
        let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        let indents = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        let canMove = dataSourceCanMove && dataSource.tableView(self, canMoveRowAt: indexPath)
        cell.editingStyle = style
        cell.editingIndent = style != .none && indents ? UITableViewCell.editingControlWidth : 0
        cell.rowCanMove = canMove
        if !cell.isEditing { cell.setEditing(true, animated: animated) }
    }

    /// Whether a tap may select a row in the current mode.
    var selectsOnTap: Bool { editingStorage ? allowsSelectionDuringEditing : allowsSelection }

    // MARK: Swipes

    /// Opens the row's actions from an edge; false if the row shows none.
    func openSwipe(at indexPath: IndexPath, leading: Bool) -> Bool {
        loadDataIfNeeded()
        layoutIfNeeded()
        guard !editingStorage, let cell = cellForRow(at: indexPath), let dataSource else { return false }
        closeSwipe()
        guard dataSource.tableView(self, canEditRowAt: indexPath), hasData, cellForRow(at: indexPath) === cell else { return false }
        let configuration = leading ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                                    : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard hasData, cellForRow(at: indexPath) === cell, swipedRow == nil else { return false }
        let actions = configuration?.actions ?? (leading ? [] : defaultTrailingActions(at: indexPath))
        guard !actions.isEmpty, hasData, cellForRow(at: indexPath) === cell else { return false }
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        guard hasData, cellForRow(at: indexPath) === cell, swipedRow == nil else { return false }

        swipeSerial += 1
        let buttons = actions.map { action in makeButton(for: action) }
        swipedRow = SwipedRow(indexPath: indexPath, actions: actions, buttons: buttons, serial: swipeSerial)
        // The first action is nearest the edge it was swiped from.
        let physicallyLeft = leading != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let ordered = physicallyLeft ? buttons : buttons.reversed()
        let widths = ordered.map {
            max(UITableView.minimumSwipeButtonWidth, $0.intrinsicContentSize.width + 2 * UITableView.swipeButtonPadding)
        }
        let width = widths.reduce(0, +)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: cell.bounds.height))
        var x: CGFloat = 0
        for (button, buttonWidth) in zip(ordered, widths) {
            button.frame = CGRect(x: x, y: 0, width: buttonWidth, height: cell.bounds.height)
            button.autoresizingMask = [.flexibleHeight]
            container.addSubview(button)
            x += buttonWidth
        }
        cell.willTransition(to: cell.transitionState.union(.showingDeleteConfirmation))
        cell.swipeActionsView = container
        cell.addSubview(container)
        cell.swipeOffset = physicallyLeft ? width : -width
        cell.setNeedsUpdateConfiguration()
        cell.didTransition(to: cell.transitionState)
        return true
    }

    /// Our sizes for the actions' buttons: a title's width and padding, at
    /// least `minimumSwipeButtonWidth` wide, as high as the row.
    static let minimumSwipeButtonWidth: CGFloat = 74
    static let swipeButtonPadding: CGFloat = 15

    private func makeButton(for action: UIContextualAction) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(action.title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        if let image = action.image { button.setImage(image, for: .normal) }
        button.backgroundColor = action.backgroundColor
        button.accessibilityLabel = action.title
        button.addAction(UIAction { [weak self, weak action, weak button] _ in
            guard let self, let action, let button else { return }
            perform(action, from: button)
        }, for: .touchUpInside)
        return button
    }

    /// UIKit's default actions at the trailing edge: Delete, for a row whose
    /// editing style is delete and a data source that can commit.
    private func defaultTrailingActions(at indexPath: IndexPath) -> [UIContextualAction] {
        guard dataSourceCanCommit, (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete,
              hasData else { return [] }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return [UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let row = swipedRow?.indexPath, let dataSource else { return completion(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }]
    }

    /// Taps the swiped row's action titled so; false if it shows none.
    func tapSwipeAction(titled title: String) -> Bool {
        guard let swiped = swipedRow, let index = swiped.actions.firstIndex(where: { $0.title == title }) else { return false }
        perform(swiped.actions[index], from: swiped.buttons[index])
        return true
    }

    /// Runs the action's handler with its button and a completion that
    /// closes the row, once.
    func perform(_ action: UIContextualAction, from button: UIButton) {
        guard let swiped = swipedRow, swiped.actions.contains(where: { $0 === action }) else { return }
        let serial = swiped.serial
        action.handler(action, button) { [weak self] _ in
            guard let self, swipedRow?.serial == serial else { return }
            closeSwipe()
        }
    }

    /// Closes the swiped row, if one is open: its cell's content back, then
    /// `didEndEditingRowAt`.
    func closeSwipe() {
        guard let swiped = swipedRow else { return }
        swipedRow = nil
        if let row = swiped.indexPath, let cell = cellForRow(at: row) { resetSwipe(of: cell) }
        delegate?.tableView(self, didEndEditingRowAt: swiped.indexPath)
    }

    /// Takes a cell's actions away (as it closes, or leaves for the pool).
    func resetSwipe(of cell: UITableViewCell) {
        guard let container = cell.swipeActionsView else { return }
        cell.willTransition(to: cell.transitionState.subtracting(.showingDeleteConfirmation))
        cell.swipeActionsView = nil
        if container.superviewStorage === cell { container.removeFromSuperview() }
        cell.swipeOffset = 0
        cell.setNeedsUpdateConfiguration()
        cell.didTransition(to: cell.transitionState)
    }

    /// After an update: the swiped row moves with its row, or is gone.
    func movedEditingRows(_ plan: BatchUpdatePlan) {
        guard let row = swipedRow?.indexPath else { return }
        swipedRow?.indexPath = plan.rowMap[row]
    }

    /// After an update or a layout pass: a swiped row that is gone or off
    /// screen closes.
    func closeSwipeIfItsRowLeft() {
        guard let swiped = swipedRow else { return }
        if let row = swiped.indexPath, cellForRow(at: row) != nil { return }
        closeSwipe()
    }

    // MARK: Reordering

    /// The simulated user's drag of a row's reorder control; false if the row
    /// cannot move there.
    func moveRowInteractively(from source: IndexPath, to proposed: IndexPath) -> Bool {
        loadDataIfNeeded()
        guard editingStorage, rowFrame(source) != nil, let dataSource, dataSourceCanMove,
              dataSource.tableView(self, canMoveRowAt: source), hasData, rowFrame(source) != nil else { return false }
        let target = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard hasData, rowFrame(source) != nil, target.count == 2, sections.indices.contains(target.section) else { return false }
        let before = sections.map(\.rowCount)
        var after = before
        after[source.section] -= 1
        after[target.section] += 1
        guard target.row >= 0, target.row < after[target.section] else { return false }
        guard target != source else { return true }
        var update = BatchUpdate()
        update.moved = [(source, target)]
        guard case .success(let plan) = update.plan(before: before, after: after, .table) else { return false }
        apply(plan, counts: after)
        dataSource.tableView(self, moveRowAt: source, to: target)
        return true
    }
}
