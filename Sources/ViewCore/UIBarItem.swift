import Foundation

/// What bars show: a title, an image and a state, which a navigation bar, a
/// toolbar or a tab bar lays out as views of their own (the item itself is
/// no view). A bar that shows an item hears of its changes and lays out again.
open class UIBarItem: NSObject {
    open var isEnabled = true { didSet { itemDidChange() } }
    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image a phone shows in a compact height (landscape), else `image`.
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    open var tag = 0

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The font and colour the title takes in a state; a state without its own
    /// takes the normal state's, as UIKit's bar items do.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The bars showing this item, told of each change.
    var observers: [WeakBar] = []

    func itemDidChange() {
        observers.removeAll { $0.view == nil }
        for observer in observers { observer.view?.setNeedsLayout() }
    }

    func observe(from bar: UIView) {
        if !observers.contains(where: { $0.view === bar }) { observers.append(WeakBar(view: bar)) }
    }

    /// The image for the traits: the landscape one in a compact height on a phone.
    func image(compactHeight: Bool) -> UIImage? {
        compactHeight ? landscapeImagePhone ?? image : image
    }
}

struct WeakBar {
    weak var view: UIView?
}

/// A button in a navigation bar or a toolbar: a title, an image, a system item
/// or a custom view, that sends its primary action, or its action to its
/// target, when tapped (R16.4). The bar lays it out as a button of its own
/// (`_UIButtonBarButton`), or puts the custom view in its place.
open class UIBarButtonItem: UIBarItem {
    /// How the item's title shows: `.done` in a semibold font.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
        case bordered = 1
        case done = 2
    }

    /// The items every app shows the same way, each with its title (localized
    /// in English) or its symbol.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl
        case close

        /// The title a titled item shows.
        var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }

        /// The SF Symbol an item with no title shows, by name.
        var symbolName: String? {
            switch self {
            case .add: return "plus"
            case .compose: return "square.and.pencil"
            case .reply: return "arrowshape.turn.up.left"
            case .action: return "square.and.arrow.up"
            case .organize: return "folder"
            case .bookmarks: return "book"
            case .search: return "magnifyingglass"
            case .refresh: return "arrow.clockwise"
            case .stop: return "xmark"
            case .camera: return "camera"
            case .trash: return "trash"
            case .play: return "play.fill"
            case .pause: return "pause.fill"
            case .rewind: return "backward.fill"
            case .fastForward: return "forward.fill"
            case .close: return "xmark.circle.fill"
            default: return nil
            }
        }

        /// The symbol's size at the bar's 17-point scale: the glyphs of SF Symbols
        /// at that size are about as wide as a capital letter is high and a little more.
        var symbolSize: CGSize {
            switch self {
            case .add, .stop: return CGSize(width: 18, height: 18)
            case .close: return CGSize(width: 22, height: 22)
            default: return CGSize(width: 22, height: 24)
            }
        }
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    /// A positive width fixes the item's; 0 (the default) lets its content size it.
    /// A negative or non-finite width counts as 0.
    open var width: CGFloat = 0 {
        didSet {
            if !width.isFinite || width < 0 { width = 0 }
            itemDidChange()
        }
    }
    open var possibleTitles: Set<String>?
    /// Shown in the item's place; the bar adds it as its subview.
    open var customView: UIView? { didSet { itemDidChange() } }
    open var action: Selector?
    /// Not retained, as in UIKit.
    open weak var target: AnyObject?
    /// Sent instead of the action when set.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, systemItem == nil { title = primaryAction.title; image = primaryAction.image }
            itemDidChange()
        }
    }
    open var menu: UIMenu?
    /// Kept for the item's view to take; UIView's tint inheritance is not followed.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    open var isSelected = false { didSet { itemDidChange() } }

    /// The view the bar that last laid the item out shows for it (UIKit's
    /// `view`, which key-value coding reads).
    public internal(set) weak var shownView: UIView?

    /// The system item it was made as, which fixes its title or symbol.
    public private(set) var systemItem: SystemItem?
    /// A script's function as the action (the Lua bridge).
    var scriptHandler: ((UIBarButtonItem) -> Void)?

    /// Required, as the space items' class methods make `Self`.
    public required override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// A system item: its title or symbol, `.done` in the semibold style
    /// UIKit gives it.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
    }

    /// An explicit title or image wins over the primary action's.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        if let title { self.title = title }
        if let image { self.image = image }
        self.menu = menu
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = self.init()
        item.systemItem = .fixedSpace
        item.width = width
        return item
    }

    open class func flexibleSpace() -> Self {
        let item = self.init()
        item.systemItem = .flexibleSpace
        return item
    }

    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    /// A script's function sent in place of the action (the Lua bridge).
    @_spi(Bridging) public func setScriptHandler(_ handler: ((UIBarButtonItem) -> Void)?) {
        scriptHandler = handler
    }

    /// What a tap sends (R16.4): the primary action; else the menu, which it
    /// presents; else a script's function; else the action, to the target
    /// or, with none, up the responder chain from the view tapped. A target
    /// that is gone takes the action with it.
    func send(from view: UIView?, event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction { return primaryAction.perform(from: self) }
        if let menu { return Session.current.presentedMenu = (menu, self) }
        if let scriptHandler { return scriptHandler(self) }
        guard let action else { return }
        UIApplication.shared.sendAction(action, to: target, from: self, startingAt: target == nil ? view : nil, for: event)
    }
}

/// An item of a tab bar: a title and an image (a selected image while its tab
/// is selected), and a badge.
open class UITabBarItem: UIBarItem {
    /// The tabs every app shows the same way, each with its title.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        var title: String {
            ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Search",
             "Downloads", "Most Recent", "Most Viewed"][rawValue]
        }
    }

    /// Without one, the image shows while selected too.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// Shown in a red oval at the top right of the image; nil shows none, and an
    /// empty string a dot.
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The oval's colour; system red when nil.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    public private(set) var systemItem: SystemItem?
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system tab's title is its own: setting another is ignored, as in UIKit.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title
        self.systemItem = systemItem
        self.tag = tag
    }

    open override var title: String? {
        get { super.title }
        set { if systemItem == nil { super.title = newValue } }
    }

    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        itemDidChange()
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}
