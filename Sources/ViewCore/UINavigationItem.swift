import Foundation

/// What a navigation bar shows for one controller (R16.1, R16.2): a title or a
/// title view, a prompt above it, the items left and right, and what the back
/// button shows on the controller above it. The bars showing it lay out again
/// on each change.
open class UINavigationItem: NSObject {
    /// When the bar shows the title large, below its row of items.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below in the stack does; the root's is large when the bar prefers large titles.
        case automatic
        case always
        case never
        /// In the bar's row, as `.never` does here.
        case inline
    }

    open var title: String? { didSet { itemDidChange() } }
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// The bar's looks while this item is on top, in place of the bar's own
    /// (UINavigationBar+Appearance.swift).
    open var standardAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }
    /// A line above the title, which makes the bar 30 points taller.
    open var prompt: String? { didSet { itemDidChange() } }
    /// The back button's title on the controller above this one.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// The item whose title the back button takes on the controller above this
    /// one; its target and action are not used: the back button pops.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    open var hidesBackButton = false { didSet { itemDidChange() } }
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }

    /// Its search bar shows under the bar's row while this item is on top
    /// (R21.5).
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if let bar = oldValue?.searchBar, bar.superview is UINavigationBar { bar.leaveNavigationBar() }
            // Scrolling the content may now fold the search bar away.
            if searchController != nil { Session.current.barsFollowScrollEdges = true }
            itemDidChange()
        }
    }

    /// Whether the search bar folds into the bar once the content has
    /// scrolled (R21.5); true by default.
    open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }

    /// The first is the leftmost.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet {
            if leftBarButtonItems?.isEmpty == true { leftBarButtonItems = nil }
            itemDidChange()
        }
    }
    /// The first is the rightmost.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet {
            if rightBarButtonItems?.isEmpty == true { rightBarButtonItems = nil }
            itemDidChange()
        }
    }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public override init() {
        super.init()
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Animation would only fade the change: it happens at once either way.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// The bars showing this item (a managed bar shows the item below the top
    /// one too, for its back button).
    var observers: [WeakBar] = []

    func observe(from bar: UIView) {
        if !observers.contains(where: { $0.view === bar }) { observers.append(WeakBar(view: bar)) }
    }

    private func appearanceDidChange() {
        Session.current.barsFollowScrollEdges = true
        itemDidChange()
    }

    func itemDidChange() {
        observers.removeAll { $0.view == nil }
        for observer in observers {
            observer.view?.setNeedsLayout()
            // A prompt or a large title changes the bar's height, which the
            // navigation controller lays out.
            (observer.view as? UINavigationBar)?.managingController?.barsMayHaveChanged()
        }
    }

    /// The back button's title for this item as the one below the top (R16.2).
    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        if let backButtonTitle { return backButtonTitle }
        if let title, !title.isEmpty { return title }
        return "Back"
    }
}

/// The controller's side of the bars (R16.1).
extension UIViewController {
    /// Made on first use with the controller's title.
    func makeNavigationItem() -> UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// Made on first use with the controller's title and no image.
    func makeTabBarItem() -> UITabBarItem {
        if let item = tabBarItemStorage { return item }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        tabBarItemStorage = item
        return item
    }

    /// UIKit's `setTitle:` passes the title on to the items.
    func titleDidChange() {
        navigationItemStorage?.title = title
        if let item = tabBarItemStorage, item.systemItem == nil { item.title = title }
    }

    /// The toolbar of the navigation controller showing it takes the items.
    func toolbarItemsDidChange() {
        if let navigation = parent as? UINavigationController, navigation.topViewController === self {
            navigation.toolbarStorage?.setItems(toolbarItems, animated: false)
        }
    }
}
