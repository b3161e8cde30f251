import Foundation

/// Makes a context menu's menu from the system's suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: its menu (`actionProvider`) and its preview.
/// An identifier left nil is made for it, as UIKit makes a unique one; the
/// engine's are "UIContextMenuConfiguration-1", "-2"… in each session, so
/// that a run prints the same on every machine.
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying
    /// How the menu orders its elements: kept and read back (the engine
    /// presents no menu on screen).
    open var preferredMenuElementOrder: ElementOrder = .automatic
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Which elements a menu puts nearest the finger.
    public enum ElementOrder: Int, Sendable {
        case automatic, priority, fixed
    }

    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSString(string: "UIContextMenuConfiguration-\(Session.current.nextUnnamed(.contextMenu))")
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to present: the provider's, with no suggested elements; nil
    /// when there is no provider or it makes none.
    var menu: UIMenu? { actionProvider?([]) }
}
