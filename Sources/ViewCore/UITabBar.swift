import Foundation

/// What a tab bar tells of a tab the user selects (a bar no tab bar controller manages).
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar of tabs along the bottom (R16.7): each item a button of equal
/// width, its image above its title (beside it in a compact height), the
/// selected one in the selected colour, a badge at the image's top right. A
/// tap selects the item: a tab bar controller's bar selects the tab as the
/// user's tap does in UIKit, asking the controller's delegate first.
open class UITabBar: UIView {
    open weak var delegate: UITabBarDelegate? {
        get { delegateStorage }
        set {
            guard !refusesChangeByHand() else { return }
            delegateStorage = newValue
        }
    }
    private weak var delegateStorage: UITabBarDelegate?

    /// A tab bar controller's bar answers its tabs' items.
    open var items: [UITabBarItem]? {
        get {
            if let managingController {
                let items = managingController.children.map { $0.tabBarItem as UITabBarItem? }.compactMap { $0 }
                return items.isEmpty ? nil : items
            }
            return ownItems.isEmpty ? nil : ownItems
        }
        set { setItems(newValue, animated: false) }
    }

    open var selectedItem: UITabBarItem? {
        get {
            if let managingController { return managingController.selectedViewController?.tabBarItem }
            return ownSelectedItem
        }
        set {
            guard !refusesChangeByHand() else { return }
            ownSelectedItem = newValue.flatMap { item in ownItems.contains { $0 === item } ? item : nil }
            setNeedsLayout()
        }
    }

    /// The unselected items' colour; system grey when nil.
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The bar's background colour (the system's bar colour by default).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    open var barStyle: UIBarStyle = .default { didSet { updateBackground() } }
    /// The bar's looks: while the content's end is above it
    /// (`scrollEdgeAppearance`, else the standard one without a background)
    /// and elsewhere. The engine shows their background colour and items'
    /// colours and title attributes.
    open var standardAppearance = UITabBarAppearance() { didSet { appearanceDidChange() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { appearanceDidChange() } }
    /// Whether an app set an appearance: until then the legacy properties decide.
    private var usesAppearances = false
    /// Kept; there is no blur to show through here.
    open var isTranslucent = true

    private var ownItems: [UITabBarItem] = []
    private weak var ownSelectedItem: UITabBarItem?
    weak var managingController: UITabBarController?
    private var buttons: [TabBarButton] = []

    override var viewsHeldBesidesSubviews: [UIView] { super.viewsHeldBesidesSubviews + buttons }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateBackground()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateBackground()
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard !refusesChangeByHand() else { return }
        ownItems = items ?? []
        if let selected = ownSelectedItem, !ownItems.contains(where: { $0 === selected }) { ownSelectedItem = nil }
        setNeedsLayout()
    }

    private func refusesChangeByHand() -> Bool {
        guard managingController != nil else { return false }
        UIKitException.raise(.internalInconsistencyException,
                             "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        return true
    }

    private func appearanceDidChange() {
        usesAppearances = true
        Session.current.barsFollowScrollEdges = true
        setNeedsLayout()
    }

    private func updateBackground() { showBackground(of: shownAppearance) }

    private func showBackground(of appearance: UITabBarAppearance?) {
        let legacy = barTintColor ?? (barStyle == .black ? .black : .systemGray6)
        let color = appearance.map { $0.backgroundColor ?? legacy } ?? legacy
        if backgroundColor != color { backgroundColor = color }
    }

    /// As iOS 15 chooses: at the content's end (the selected controller's
    /// content scroll view scrolled to its bottom, or no such scroll view),
    /// the scroll-edge appearance, else the standard one with no background
    /// or shadow; elsewhere the standard one.
    var shownAppearance: UITabBarAppearance? {
        guard usesAppearances else { return nil }
        guard isAtScrollEdge else { return standardAppearance }
        if let scrollEdgeAppearance { return scrollEdgeAppearance }
        let transparent = UITabBarAppearance(barAppearance: standardAppearance)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    private var isAtScrollEdge: Bool {
        guard let view = managingController?.selectedViewController?.viewIfLoaded,
              let content = view as? UIScrollView ?? view.subviews.first as? UIScrollView else { return true }
        let end = content.contentSize.height + content.adjustedContentInset.bottom
        return content.contentOffset.y + content.bounds.height >= end
    }

    /// A tap on an item's button.
    fileprivate func userSelected(_ item: UITabBarItem) {
        if let managingController {
            guard let index = managingController.children.firstIndex(where: { $0.tabBarItemStorage === item }) else { return }
            return managingController.userSelected(index)
        }
        ownSelectedItem = item
        setNeedsLayout()
        delegateStorage?.tabBar(self, didSelect: item)
    }

    /// 49 points, 32 in a compact height on a phone.
    static func rowHeight(for traits: UITraitCollection) -> CGFloat {
        traits.verticalSizeClass == .compact && traits.userInterfaceIdiom == .phone ? 32 : 49
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.rowHeight(for: traitCollection) + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = shownAppearance
        showBackground(of: appearance)
        let items = self.items ?? []
        let selected = selectedItem
        buttons.removeAll { button in
            let kept = items.contains { $0 === button.item }
            if !kept { button.removeFromSuperview() }
            return !kept
        }
        let left = safeAreaInsets.left, width = max(bounds.width - left - safeAreaInsets.right, 0)
        let height = UITabBar.rowHeight(for: traitCollection)
        let buttonWidth = items.isEmpty ? 0 : width / CGFloat(items.count)
        let compact = traitCollection.verticalSizeClass == .compact
        let itemAppearance = appearance.map { compact ? $0.compactInlineLayoutAppearance : $0.stackedLayoutAppearance }
        for (index, item) in items.enumerated() {
            item.observe(from: self)
            let button = buttons.first { $0.item === item } ?? {
                let button = TabBarButton(item: item)
                buttons.append(button)
                return button
            }()
            if button.superview !== self { addSubview(button) }
            button.frame = CGRect(x: left + CGFloat(index) * buttonWidth, y: 0, width: buttonWidth, height: height)
            let state = item === selected ? itemAppearance?.selected : itemAppearance?.normal
            button.show(selected: item === selected, compact: compact,
                        colour: item === selected ? .systemBlue : unselectedItemTintColor ?? .systemGray,
                        appearance: state)
        }
    }
}

/// One tab's button (UIKit's `UITabBarButton`).
final class TabBarButton: UIControl {
    weak var item: UITabBarItem?
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badge = UILabel()

    /// The image's room when the item has none: UIKit's recommended tab image size.
    static let imageSize = CGSize(width: 25, height: 25)
    static let badgeHeight: CGFloat = 18

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(titleLabel)
        titleLabel.textAlignment = .center
        badge.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.layer.cornerRadius = TabBarButton.badgeHeight / 2
        badge.layer.masksToBounds = true
        addHandler({ [weak self] _, _ in
            guard let self, let item = self.item, let bar = self.superview as? UITabBar else { return }
            bar.userSelected(item)
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { return nil }

    override var className: String { "UITabBarButton" }

    override var viewsHeldBesidesSubviews: [UIView] {
        super.viewsHeldBesidesSubviews + [imageView, titleLabel, badge]
    }

    /// The item's content: stacked (image over a 10-point title) or, in a
    /// compact height, side by side with a 13-point title.
    func show(selected: Bool, compact: Bool, colour: UIColor, appearance: UITabBarItemStateAppearance? = nil) {
        guard let item else { return }
        isSelected = selected
        isEnabled = item.isEnabled
        accessibilityLabel = item.title
        // Only what changed is set: a change would lay the bar out again.
        let image = selected ? item.selectedImage ?? item.image(compactHeight: compact) : item.image(compactHeight: compact)
        if imageView.image !== image { imageView.image = image }
        let iconColour = appearance?.iconColor ?? colour
        if imageView.tintColor != iconColour { imageView.tintColor = iconColour }
        titleLabel.text = item.title
        // The item's own attributes, else the bar's appearance's, else the defaults.
        let font = item.titleTextAttributes(for: .normal)?[.font] as? UIFont ?? appearance?.titleTextAttributes[.font] as? UIFont
            ?? .systemFont(ofSize: compact ? 13 : 10, weight: .medium)
        if titleLabel.font != font { titleLabel.font = font }
        let textColor = item.titleTextAttributes(for: selected ? .selected : .normal)?[.foregroundColor] as? UIColor
            ?? appearance?.titleTextAttributes[.foregroundColor] as? UIColor ?? colour
        if titleLabel.textColor != textColor { titleLabel.textColor = textColor }
        let imageSize = imageView.image?.size ?? TabBarButton.imageSize
        let title = item.title == nil ? .zero : titleLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
        let imageFrame: CGRect
        if compact {
            let total = imageSize.width + 6 + title.width
            let x = (bounds.width - total) / 2
            imageFrame = CGRect(x: x, y: (bounds.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            titleLabel.frame = CGRect(x: imageFrame.maxX + 6, y: (bounds.height - title.height) / 2,
                                      width: min(title.width, bounds.width), height: title.height)
        } else {
            imageFrame = CGRect(x: (bounds.width - imageSize.width) / 2, y: 5, width: imageSize.width, height: imageSize.height)
            let width = min(title.width, bounds.width)
            titleLabel.frame = CGRect(x: (bounds.width - width) / 2, y: imageFrame.maxY + 2, width: width, height: title.height)
        }
        imageView.frame = imageFrame.inset(by: item.imageInsets)
        if let value = item.badgeValue {
            badge.text = value
            let badgeColor = item.badgeColor ?? appearance?.badgeBackgroundColor ?? .systemRed
            if badge.backgroundColor != badgeColor { badge.backgroundColor = badgeColor }
            let textWidth = value.isEmpty ? 0 : badge.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).width
            let size = value.isEmpty ? CGSize(width: 10, height: 10)
                : CGSize(width: max(TabBarButton.badgeHeight, textWidth + 10), height: TabBarButton.badgeHeight)
            badge.layer.cornerRadius = size.height / 2
            badge.frame = CGRect(x: imageFrame.midX + 6, y: imageFrame.minY - 3, width: size.width, height: size.height)
            if badge.superview !== self { addSubview(badge) }
        } else if badge.superview === self {
            badge.removeFromSuperview()
        }
    }
}
