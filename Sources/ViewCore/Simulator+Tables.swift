import Foundation

/// The simulated user's swipes and drags on a table's rows
/// (UITableView+Editing.swift says what the table does with them).
extension Simulator {
    /// The user swipes the row from an edge (`.leading` or `.trailing`, the
    /// trailing one by default) and taps the action titled so: its handler
    /// runs with the action's button and the completion that closes the row.
    /// False, with nothing tapped, when the row is not shown, is not in the
    /// table, offers no actions from that edge, or none titled so (the row
    /// then closes again, as when the user taps elsewhere).
    @discardableResult
    public static func swipeRow(at indexPath: IndexPath, in tableView: UITableView, edge: NSDirectionalRectEdge = .trailing,
                                tappingActionTitled title: String) -> Bool {
        guard tableView.openSwipe(at: indexPath, leading: edge.contains(.leading) && !edge.contains(.trailing)) else { return false }
        if tableView.tapSwipeAction(titled: title) { return true }
        tableView.closeSwipe()
        return false
    }

    /// The user drags the row by its reorder control to another place, in
    /// editing mode. False when the table is not editing, or the row cannot
    /// move or go there.
    @discardableResult
    public static func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath, in tableView: UITableView) -> Bool {
        tableView.moveRowInteractively(from: indexPath, to: newIndexPath)
    }
}
