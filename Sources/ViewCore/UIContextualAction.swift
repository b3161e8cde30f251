import Foundation

/// An action a swiped table row shows (UITableView+Editing.swift): a button
/// with the action's title or image on its background color, whose tap runs
/// the handler with the button and a completion closure; the row closes when
/// the handler calls it (once: later calls do nothing).
open class UIContextualAction: NSObject {
    /// How the action's button looks: a destructive action is red, a normal
    /// one gray, unless `backgroundColor` says otherwise.
    public enum Style: Int, Sendable {
        case normal = 0, destructive
    }

    /// The action, the view the user tapped (the action's button) and the
    /// closure to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    public let handler: Handler
    /// Nil reads as the style's color.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    open var image: UIImage?

    private var backgroundColorStorage: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    static let catalog: [AnyProperty] = [
        Property("style", get: { (object: UIContextualAction) in object.style }),
        Property("title", get: { (object: UIContextualAction) in object.title }, set: { $0.title = $1 }),
        Property("backgroundColor", get: { (object: UIContextualAction) in object.backgroundColor as UIColor? },
                 set: { $0.backgroundColor = $1 }),
        Property("image", get: { (object: UIContextualAction) in object.image }, set: { $0.image = $1 }),
    ]
}

/// The actions a row shows when swiped from one edge, first nearest the edge.
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. Kept: the simulated
    /// user taps the actions (`Simulator.swipeRow`), never swipes fully.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }

    static let catalog: [AnyProperty] = [
        Property("actions", get: { (object: UISwipeActionsConfiguration) in object.actions }),
        Property("performsFirstActionWithFullSwipe",
                 get: { (object: UISwipeActionsConfiguration) in object.performsFirstActionWithFullSwipe },
                 set: { $0.performsFirstActionWithFullSwipe = $1 }),
    ]
}
