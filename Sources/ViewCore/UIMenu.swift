import Foundation

/// A menu: a title and the elements it holds, actions and menus within it,
/// as UIKit's `UIMenu`. A button with `showsMenuAsPrimaryAction`, or a bar
/// button item with a menu and no primary action, presents it when touched;
/// `Simulator.chooseMenuElement(titled:)` picks one of its actions.
open class UIMenu: UIMenuElement {
    /// What tells menus apart.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its children: kept; the engine does not draw menus.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    /// Without an identifier, the menu gets one of its own, as UIKit's does.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("UIMenu-\(Session.current.nextUnnamed(.menu))")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }


    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions a person could choose: those of this menu and of the menus
    /// within it, depth first, hidden ones left out.
    var choosableActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.choosableActions ?? []
        }
    }
}
