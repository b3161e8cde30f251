import Foundation

/// A person's finger on a presented menu (a button's with
/// `showsMenuAsPrimaryAction`, or a bar button item's without a primary
/// action). The engine draws no menu: its actions are found by title.
extension Simulator {
    /// The menu on screen, if any.
    public static var presentedMenu: UIMenu? { Session.current.presentedMenu?.menu }

    /// Chooses the action with this title in the presented menu or a menu
    /// within it: the menu closes (unless the action keeps it presented) and
    /// the action's handler runs with the button or item as its sender. False,
    /// with the menu left open, when there is no such action or it is disabled.
    @discardableResult
    public static func chooseMenuElement(titled title: String) -> Bool {
        guard let (menu, source) = Session.current.presentedMenu,
              let action = menu.choosableActions.first(where: { $0.title == title }),
              !action.attributes.contains(.disabled) else { return false }
        if !action.attributes.contains(.keepsMenuPresented) { Session.current.presentedMenu = nil }
        action.perform(from: source)
        return true
    }

    /// Closes the presented menu without choosing, as a tap outside it does.
    public static func dismissMenu() {
        Session.current.presentedMenu = nil
    }
}
