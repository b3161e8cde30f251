import Foundation

/// A controller whose view is a table it is the data source and delegate of,
/// as Apple's `UITableViewController` reference describes it:
///
/// - Its view, unless a nib or storyboard gives one, is a table of the style
///   it was made with, the size of the screen, resizing with its superview,
///   its data source and delegate the controller; a table view set as the
///   view (or as `tableView`) gets the controller as its data source and
///   delegate where it has none.
/// - "When the table view is about to appear the first time it's loaded, the
///   table-view controller reloads the table view's data. It also clears its
///   selection … every time the table view is displayed" unless
///   `clearsSelectionOnViewWillAppear` is false: in `viewWillAppear(_:)`, so
///   an override that skips super keeps the selection, as in UIKit. The
///   rows are deselected without telling the delegate, as
///   `deselectRow(at:animated:)` does.
/// - The data source and delegate methods are declared here, so that a
///   subclass overrides them (`override func tableView(_:numberOfRowsInSection:)`);
///   each answers as the protocol's default does: one section, no rows, a
///   plain cell (a decision: a table asked for a row the subclass does not
///   describe gets an empty cell).
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var style: UITableView.Style = .plain
    /// The managed table: the view, or a table the app set (held strongly).
    var tableViewStorage: UITableView?
    /// Whether the table has appeared once (its data is reloaded then).
    private var hasAppearedOnce = false

    /// Whether `viewWillAppear(_:)` deselects the table's selected rows.
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain table, or the nib's.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The table the controller manages: its view, loaded first.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return tableViewStorage
        }
        set {
            adopt(newValue)
            view = newValue
        }
    }

    /// Setting a table view as the view makes it the managed table.
    open override var view: UIView! {
        get { super.view }
        set {
            if let table = newValue as? UITableView { adopt(table) }
            super.view = newValue
        }
    }

    private func adopt(_ table: UITableView?) {
        tableViewStorage = table
        guard let table else { return }
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
    }

    /// The nib's or storyboard's view when there is one, else a table of the
    /// controller's style the size of the screen.
    open override func loadView() {
        if storyboardScene?.scene.viewArchive != nil || nibName != nil || nibNamedAfterClass() != nil {
            super.loadView()
            return
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = tableViewStorage else { return }
        if !hasAppearedOnce {
            hasAppearedOnce = true
            table.reloadData()
        }
        if clearsSelectionOnViewWillAppear, let selected = table.indexPathsForSelectedRows {
            for indexPath in selected { table.deselectRow(at: indexPath, animated: animated) }
        }
    }

    /// Puts the table in the mode too, as UIKit's does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableViewStorage?.setEditing(editing, animated: animated)
    }

    /// What `initWithStyle:` does, for a bridge that has made the object
    /// already (a script's controller class).
    @_spi(Bridging) public func initialize(style: UITableView.Style) {
        initialize(nibName: nil, bundle: nil)
        self.style = style
    }

    // MARK: UITableViewDataSource

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }

    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }

    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }

    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
}
