import Foundation

/// How a bar looks: `.black` is dark.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use UIBarStyle.black and set isTranslucent to false")
    case blackTranslucent = 2
}

/// The metrics a bar's background image is set for.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

/// What a navigation bar asks before it pops an item itself (its back button,
/// on a bar no navigation controller manages).
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The bar along the top of a navigation controller, showing its top item
/// (R16.2, R16.3): the title centred (or large below the row), the back button
/// with the item below's back title, and the bar button items left and right
/// at the margins, each a subview whose frame is where UIKit puts it.
///
/// A navigation controller's bar shows its stack's items; its items cannot be
/// set directly. A bar of an app's own keeps the items it is given.
open class UINavigationBar: UIView {
    open var barStyle: UIBarStyle = .default { didSet { updateBackground() } }
    /// Kept; there is no blur to show through here.
    open var isTranslucent = true
    /// The bar's background colour (none by default, as at a scroll edge).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the root item's title shows large, the bar 52 points taller.
    open var prefersLargeTitles = false {
        didSet {
            setNeedsLayout()
            managingController?.barsMayHaveChanged()
        }
    }
    /// The bar's looks: at the top of the content (`scrollEdgeAppearance`,
    /// else the standard one without a background), elsewhere, and in a
    /// compact height (UINavigationBar+Appearance.swift).
    open var standardAppearance = UINavigationBarAppearance() { didSet { appearanceDidChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }
    /// Whether an app set an appearance on the bar or an item: until then the
    /// bar keeps its legacy looks (`barTintColor`, `titleTextAttributes`).
    var usesAppearances = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// Kept; the bar draws no shadow line.
    open var shadowImage: UIImage?
    open weak var delegate: UINavigationBarDelegate?

    private var backgroundImages: [Int: UIImage] = [:]
    private var ownItems: [UINavigationItem] = []
    /// The navigation controller whose stack the bar shows.
    weak var managingController: UINavigationController?

    // The views the bar shows besides its items', made when first shown.
    private var titleLabelStorage: UILabel?
    private var largeTitleLabelStorage: UILabel?
    private var promptLabelStorage: UILabel?
    private var backButtonStorage: BarButton?
    private var itemViews = BarItemViews()

    var titleLabel: UILabel {
        if let label = titleLabelStorage { return label }
        let label = UILabel()
        label.textAlignment = .center
        titleLabelStorage = label
        return label
    }

    var largeTitleLabel: UILabel {
        if let label = largeTitleLabelStorage { return label }
        let label = UILabel()
        largeTitleLabelStorage = label
        return label
    }

    var promptLabel: UILabel {
        if let label = promptLabelStorage { return label }
        let label = UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 13)
        promptLabelStorage = label
        return label
    }

    var backButton: BarButton {
        if let button = backButtonStorage { return button }
        let button = BarButton(item: nil)
        button.tapHandler = { [weak self] in self?.backTapped() }
        backButtonStorage = button
        return button
    }

    /// The row's height: 32 points in a compact height, else 44.
    static let rowHeight: CGFloat = 44
    static let compactRowHeight: CGFloat = 32
    static let promptHeight: CGFloat = 30
    static let largeTitleHeight: CGFloat = 52
    /// Between two items, and between an item and the title.
    static let itemSpacing: CGFloat = 8
    /// The back chevron's distance from the bar's edge.
    static let backButtonInset: CGFloat = 8

    override var viewsHeldBesidesSubviews: [UIView] {
        super.viewsHeldBesidesSubviews
            + [titleLabelStorage, largeTitleLabelStorage, promptLabelStorage, backButtonStorage].compactMap { $0 }
            + itemViews.held
    }

    private func appearanceDidChange() {
        usesAppearances = true
        Session.current.barsFollowScrollEdges = true
        setNeedsLayout()
    }

    func updateBackground() { showBackground(of: shownAppearance) }

    private func showBackground(of appearance: UINavigationBarAppearance?) {
        let legacy = barTintColor ?? (barStyle == .black ? .black : nil)
        let color = appearance.map { $0.backgroundColor ?? legacy } ?? legacy
        if backgroundColor != color { backgroundColor = color }
    }

    // MARK: Items

    /// A navigation controller's bar answers its stack's items, bottom first.
    open var items: [UINavigationItem]? {
        get {
            if let managingController { return managingController.children.map(\.navigationItem) }
            return ownItems.isEmpty ? nil : ownItems
        }
        set { setItems(newValue, animated: false) }
    }

    open var topItem: UINavigationItem? { items?.last }

    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard refusesChangeByHand("setItems:animated:") == false else { return }
        ownItems = items ?? []
        itemsDidChange()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard refusesChangeByHand("pushNavigationItem:animated:") == false else { return }
        if ownItems.contains(where: { $0 === item }) {
            return UIKitException.raise(.internalInconsistencyException,
                                        "Cannot push a navigation item that is already on the navigation bar's stack.")
        }
        ownItems.append(item)
        itemsDidChange()
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        if let managingController {
            return managingController.popViewController(animated: animated).map(\.navigationItem)
        }
        guard ownItems.count > 0 else { return nil }
        let popped = ownItems.removeLast()
        itemsDidChange()
        return popped
    }

    private func refusesChangeByHand(_ selector: String) -> Bool {
        guard managingController != nil else { return false }
        UIKitException.raise(.internalInconsistencyException,
                             "Cannot call \(selector) directly on a UINavigationBar managed by a controller.")
        return true
    }

    func itemsDidChange() {
        setNeedsLayout()
    }

    /// The back button pops: the navigation controller's top controller, or
    /// the bar's own top item if its delegate agrees.
    private func backTapped() {
        if let managingController {
            managingController.popViewController(animated: true)
            return
        }
        guard let top = topItem, ownItems.count > 1 else { return }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return }
        popItem(animated: true)
        delegate?.navigationBar(self, didPop: top)
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics.rawValue]
    }

    // MARK: Size

    var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// R16.3: whether the top item's title shows large. `.automatic` follows the
    /// item below; the root's follows `prefersLargeTitles`. Never in a compact height.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, !isCompactHeight, let items else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The height the bar takes: its row, the prompt above, the large title
    /// and the search bar below; the search bar alone while its search
    /// hides the bar (R21.5).
    var preferredHeight: CGFloat {
        if collapsesForSearch, let search = shownSearchController { return search.searchBar.heightInNavigationBar }
        return (isCompactHeight ? UINavigationBar.compactRowHeight : UINavigationBar.rowHeight)
            + (topItem?.prompt != nil ? UINavigationBar.promptHeight : 0)
            + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
            + (shownSearchController?.searchBar.heightInNavigationBar ?? 0)
    }

    /// The top item's search controller, while its search bar shows under
    /// the row: in a navigation controller's bar, unless the item hides it
    /// when scrolling and the content has scrolled, while no search is on.
    var shownSearchController: UISearchController? {
        guard managingController != nil, let item = topItem, let search = item.searchController else { return nil }
        return search.isActive || !item.hidesSearchBarWhenScrolling || !contentHasScrolled ? search : nil
    }

    /// While its search is on and hides the navigation bar, the bar shows
    /// only the search bar, right under the status bar.
    var collapsesForSearch: Bool {
        guard let search = shownSearchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// Whether the top screen's content has scrolled down from its top,
    /// where it rests at minus its top inset (R17.4).
    private var contentHasScrolled: Bool {
        guard let view = managingController?.topViewController?.viewIfLoaded,
              let content = view as? UIScrollView ?? view.subviews.first as? UIScrollView else { return false }
        return content.contentOffset.y > -content.adjustedContentInset.top
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    /// 16 points in a compact width, 20 in a regular one, inside the safe area.
    private var margin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = shownAppearance
        showBackground(of: appearance)
        let top = topItem
        let back = backItem
        top?.observe(from: self)
        back?.observe(from: self)
        if collapsesForSearch, let search = shownSearchController {
            var shown: [UIView] = []
            placeSearchBar(search.searchBar, y: 0, shown: &shown)
            itemViews.prune(keeping: shown, in: self)
            return
        }
        let compact = isCompactHeight
        let rowHeight = compact ? UINavigationBar.compactRowHeight : UINavigationBar.rowHeight
        let rowY: CGFloat = top?.prompt != nil ? UINavigationBar.promptHeight : 0
        let leftEdge = safeAreaInsets.left, rightEdge = bounds.width - safeAreaInsets.right
        var shown: [UIView] = []

        func place(_ view: UIView, x: CGFloat, size: CGSize) {
            if view.superview !== self { addSubview(view) }
            view.frame = CGRect(x: x, y: rowY + (rowHeight - size.height) / 2, width: size.width, height: size.height)
            shown.append(view)
        }

        // The left side: the back button, then the left items when they supplement it.
        var leftEnd = leftEdge + margin
        let leftItems = top?.leftBarButtonItems ?? []
        let showsBack = back != nil && top?.hidesBackButton == false && (leftItems.isEmpty || top?.leftItemsSupplementBackButton == true)
        if showsBack, let back {
            backButton.configureAsBack(title: back.backTitle,
                                       attributes: appearance?.buttonTitleAttributes(done: false, back: true) ?? [:])
            let width = backButton.intrinsicContentSize.width
            place(backButton, x: leftEdge + UINavigationBar.backButtonInset, size: CGSize(width: width, height: rowHeight))
            leftEnd = backButton.frame.maxX + UINavigationBar.itemSpacing
        }
        if !showsBack || top?.leftItemsSupplementBackButton == true {
            for item in leftItems {
                guard let view = itemViews.view(for: item, in: self, compactHeight: compact, appearance: appearance) else {
                    leftEnd += item.width
                    continue
                }
                let size = BarItemViews.size(of: view, for: item, rowHeight: rowHeight)
                place(view, x: leftEnd, size: size)
                leftEnd += size.width + UINavigationBar.itemSpacing
            }
        }

        // The right side, from the trailing margin inwards.
        var rightStart = rightEdge - margin
        for item in top?.rightBarButtonItems ?? [] {
            guard let view = itemViews.view(for: item, in: self, compactHeight: compact, appearance: appearance) else {
                rightStart -= item.width
                continue
            }
            let size = BarItemViews.size(of: view, for: item, rowHeight: rowHeight)
            place(view, x: rightStart - size.width, size: size)
            rightStart -= size.width + UINavigationBar.itemSpacing
        }

        layoutTitle(top, appearance: appearance, between: leftEnd, and: rightStart, rowY: rowY, rowHeight: rowHeight,
                    shown: &shown)
        if let prompt = top?.prompt {
            promptLabel.text = prompt
            if promptLabel.superview !== self { addSubview(promptLabel) }
            promptLabel.frame = CGRect(x: leftEdge + margin, y: 0, width: max(rightEdge - leftEdge - 2 * margin, 0),
                                       height: UINavigationBar.promptHeight)
            shown.append(promptLabel)
        }
        let searchY = rowY + rowHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
        if let search = shownSearchController {
            placeSearchBar(search.searchBar, y: searchY, shown: &shown)
        } else if managingController != nil, let folded = top?.searchController {
            placeSearchBar(folded.searchBar, y: searchY, folded: true, shown: &shown)
        }
        itemViews.prune(keeping: shown, in: self)
    }

    /// The search bar across the bar at `y`, at its height in a navigation
    /// bar; folded away, hidden and no height, still in the bar, so that
    /// making its search active brings it back.
    private func placeSearchBar(_ searchBar: UISearchBar, y: CGFloat, folded: Bool = false, shown: inout [UIView]) {
        if searchBar.superview !== self { addSubview(searchBar) }
        let frame = CGRect(x: 0, y: y, width: bounds.width, height: folded ? 0 : searchBar.heightInNavigationBar)
        if searchBar.frame != frame { searchBar.frame = frame }
        if folded != searchBar.isFoldedAway {
            searchBar.isFoldedAway = folded
            searchBar.isHidden = folded
        }
        shown.append(searchBar)
    }

    /// The title view or label, centred in the bar and kept clear of the items;
    /// with a large title, the large label below the row instead.
    private func layoutTitle(_ top: UINavigationItem?, appearance: UINavigationBarAppearance?,
                             between leftEnd: CGFloat, and rightStart: CGFloat,
                             rowY: CGFloat, rowHeight: CGFloat, shown: inout [UIView]) {
        let large = showsLargeTitle
        if let titleView = top?.titleView {
            var size = titleView.bounds.size
            if size == .zero {
                let intrinsic = titleView.intrinsicContentSize
                size = CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
            }
            size.height = min(size.height, rowHeight)
            if titleView.superview !== self { addSubview(titleView) }
            titleView.frame = centred(size, between: leftEnd, and: rightStart, rowY: rowY, rowHeight: rowHeight)
            shown.append(titleView)
        } else if let title = top?.title, !large {
            let attributes = titleAttributes(large: false, in: appearance)
            style(titleLabel, title, font: attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold),
                  color: attributes[.foregroundColor] as? UIColor ?? .label)
            if titleLabel.superview !== self { addSubview(titleLabel) }
            let fitting = titleLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
            titleLabel.frame = centred(fitting, between: leftEnd, and: rightStart, rowY: rowY, rowHeight: rowHeight)
            shown.append(titleLabel)
        }
        if large, let title = top?.title {
            let attributes = titleAttributes(large: true, in: appearance)
            style(largeTitleLabel, title, font: attributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold),
                  color: attributes[.foregroundColor] as? UIColor ?? .label)
            if largeTitleLabel.superview !== self { addSubview(largeTitleLabel) }
            let height = largeTitleLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).height
            let x = safeAreaInsets.left + margin
            largeTitleLabel.frame = CGRect(x: x, y: rowY + rowHeight + (UINavigationBar.largeTitleHeight - height) / 2,
                                           width: max(bounds.width - safeAreaInsets.right - margin - x, 0), height: height)
            shown.append(largeTitleLabel)
        }
    }

    /// Only what changed is set: a label's change would lay the bar out again.
    private func style(_ label: UILabel, _ text: String, font: UIFont, color: UIColor) {
        label.text = text
        if label.font != font { label.font = font }
        if label.textColor != color { label.textColor = color }
    }

    /// Centred on the bar, moved and then narrowed to stay clear of the items.
    private func centred(_ size: CGSize, between leftEnd: CGFloat, and rightStart: CGFloat,
                         rowY: CGFloat, rowHeight: CGFloat) -> CGRect {
        let available = max(rightStart - leftEnd, 0)
        let width = min(size.width, available)
        var x = (bounds.width - width) / 2
        x = min(max(x, leftEnd), rightStart - width)
        return CGRect(x: x, y: rowY + (rowHeight - size.height) / 2, width: width, height: size.height)
    }
}
