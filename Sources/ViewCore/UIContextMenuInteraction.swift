import Foundation

/// An interaction a view takes part in (`UIView.addInteraction`).
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// What a context menu's delegate answers and hears.
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
}

/// The animations that run with a context menu's appearing or ending, and
/// code to run after them.
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// A long press on the view shows a context menu: the delegate gives its
/// configuration for the point pressed. The engine opens the menu when a
/// script asks (`Simulator.openContextMenu(at:)`, UIKit's long press) and
/// draws none: the presented menu's actions are chosen by title
/// (Simulator+Menus.swift).
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    open private(set) weak var view: UIView?
    /// Where the menu was opened, in the view's coordinates.
    var openedAt: CGPoint = .zero

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) { self.view = view }

    /// Where the long press is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return openedAt }
        return own.convert(openedAt, to: view)
    }

    /// Closes the menu this interaction presents, if it is presented.
    open func dismissMenu() {
        guard let presented = Session.current.presentedMenu, presented.source === self else { return }
        Simulator.dismissMenu()
    }
}

/// The engine's animator for a context menu: it runs what is added at once,
/// as a menu that appears and ends without frames does.
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?

    init(preview: UIViewController?) { previewViewController = preview }

    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completion() }
}

extension UIView {
    /// Adds the interaction: it moves here from any view it was on.
    public func addInteraction(_ interaction: UIInteraction) {
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage = (interactionStorage ?? []) + [interaction]
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = interactionStorage?.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage?.remove(at: index)
        if interactionStorage?.isEmpty == true { interactionStorage = nil }
        interaction.didMove(to: nil)
    }

    public var interactions: [UIInteraction] {
        get { interactionStorage ?? [] }
        set {
            for old in interactions { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }
}
