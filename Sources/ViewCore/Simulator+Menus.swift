import Foundation

/// A person's finger on a presented menu (a button's with
/// `showsMenuAsPrimaryAction`, a bar button item's without a primary action,
/// or a context menu). The engine draws no menu: its actions are found by
/// title.
extension Simulator {
    /// The menu on screen, if any.
    public static var presentedMenu: UIMenu? { Session.current.presentedMenu?.menu }

    /// Chooses the action with this title in the presented menu or a menu
    /// within it: the menu closes (unless the action keeps it presented) and
    /// the action's handler runs with the button, item or context menu's
    /// interaction as its sender. False, with the menu left open, when there
    /// is no such action or it is disabled.
    @discardableResult
    public static func chooseMenuElement(titled title: String) -> Bool {
        guard let (menu, source) = Session.current.presentedMenu,
              let action = menu.choosableActions.first(where: { $0.title == title }),
              !action.attributes.contains(.disabled) else { return false }
        if !action.attributes.contains(.keepsMenuPresented) { closeMenu() }
        action.perform(from: source)
        return true
    }

    /// Closes the presented menu without choosing, as a tap outside it does.
    public static func dismissMenu() { closeMenu() }

    /// A context menu's delegate hears that it ends before an action chosen
    /// from it runs: the menu leaves the screen first.
    private static func closeMenu() {
        let session = Session.current
        let ends = session.presentedMenuEnds
        session.presentedMenu = nil
        session.presentedMenuEnds = nil
        ends?()
    }

    /// A long press at the screen point opens the context menu there: of the
    /// row or item of a table or collection view pressed (its delegate's
    /// configuration for it), else of the nearest view up from the one
    /// pressed with a `UIContextMenuInteraction`. The delegate hears
    /// `willDisplay…` as it opens. False, with nothing presented, when no
    /// configuration with a menu answers or another menu is open.
    @discardableResult
    public static func openContextMenu(at point: CGPoint) -> Bool {
        guard point.isFinite, Session.current.presentedMenu == nil,
              let (window, local) = pressedWindow(at: point), var view = window.hitTest(local, with: nil) else { return false }
        while true {
            if let opened = openContextMenu(of: view, at: view.convert(local, from: window)) { return opened }
            guard let superview = view.superview else { return false }
            view = superview
        }
    }

    /// The window in front with a view at the screen point, and the point
    /// in it: where a finger landing there lands.
    private static func pressedWindow(at point: CGPoint) -> (UIWindow, CGPoint)? {
        for window in UIApplication.shared.windowsFrontToBack where !window.isHidden {
            let local = window.convertFromScreen(point)
            if window.hitTest(local, with: nil) != nil { return (window, local) }
        }
        return nil
    }

    /// The context menu of the view itself; nil when it has none to offer,
    /// so that the search goes on up.
    private static func openContextMenu(of view: UIView, at point: CGPoint) -> Bool? {
        if let table = view as? UITableView, let delegate = table.delegate, let row = table.indexPathForRow(at: point) {
            guard let configuration = delegate.tableView(table, contextMenuConfigurationForRowAt: row, point: point) else { return nil }
            return present(configuration, from: table,
                           willDisplay: { delegate.tableView(table, willDisplayContextMenu: configuration, animator: $0) },
                           willEnd: { delegate.tableView(table, willEndContextMenuInteraction: configuration, animator: $0) })
        }
        if let collection = view as? UICollectionView, let delegate = collection.delegate,
           let item = collection.indexPathForItem(at: point) {
            guard let configuration = delegate.collectionView(collection, contextMenuConfigurationForItemsAt: [item], point: point) else {
                return nil
            }
            return present(configuration, from: collection,
                           willDisplay: { delegate.collectionView(collection, willDisplayContextMenu: configuration, animator: $0) },
                           willEnd: { delegate.collectionView(collection, willEndContextMenuInteraction: configuration, animator: $0) })
        }
        for case let interaction as UIContextMenuInteraction in view.interactions {
            guard let delegate = interaction.delegate else { continue }
            interaction.openedAt = point
            guard let configuration = delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: point) else {
                continue
            }
            return present(configuration, from: interaction,
                           willDisplay: { delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: $0) },
                           willEnd: { delegate.contextMenuInteraction(interaction, willEndFor: configuration, animator: $0) })
        }
        return nil
    }

    private static func present(_ configuration: UIContextMenuConfiguration, from source: AnyObject,
                                willDisplay: (UIContextMenuInteractionAnimating) -> Void,
                                willEnd: @escaping (UIContextMenuInteractionAnimating) -> Void) -> Bool {
        guard let menu = configuration.menu else { return false }
        let animator = ContextMenuAnimator(preview: configuration.previewProvider?())
        Session.current.presentedMenu = (menu, source)
        Session.current.presentedMenuEnds = { willEnd(animator) }
        willDisplay(animator)
        return true
    }
}
