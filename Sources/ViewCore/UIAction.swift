import Foundation

/// What a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// UIKit's `UIAction` (iOS 14): a closure a control calls for its events, or a
/// menu's item; the portable spelling of target-action, which needs no selector.
open class UIAction: UIMenuElement {
    /// What tells actions apart: a control keeps one action per identifier.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    let handler: UIActionHandler
    /// The control, bar button item or menu's source that sent the action,
    /// while the handler runs.
    open private(set) weak var sender: AnyObject?

    /// Without an identifier, the action gets one of its own, as UIKit's does.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier("UIAction-\(Session.current.nextUnnamed(.action))")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }


    func perform(from sender: AnyObject) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
