import Foundation

/// A bar of bar button items along the bottom of the screen (R16.5): the
/// items in order from the leading margin, 8 points apart, flexible spaces
/// sharing the width left over and fixed spaces keeping theirs. A navigation
/// controller's toolbar shows its top controller's `toolbarItems`.
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? {
        didSet {
            if items?.isEmpty == true { items = nil }
            setNeedsLayout()
        }
    }
    open var barStyle: UIBarStyle = .default { didSet { updateBackground() } }
    /// Kept; there is no blur to show through here.
    open var isTranslucent = true
    /// The bar's background colour (the system's bar colour by default).
    open var barTintColor: UIColor? { didSet { updateBackground() } }

    private var itemViews = BarItemViews()

    override var viewsHeldBesidesSubviews: [UIView] { super.viewsHeldBesidesSubviews + itemViews.held }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateBackground()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateBackground()
    }

    /// Animation would only fade the change: it happens at once either way.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    private func updateBackground() {
        backgroundColor = barTintColor ?? (barStyle == .black ? .black : .systemGray6)
    }

    /// 44 points, 32 in a compact height.
    private var rowHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? UINavigationBar.compactRowHeight : UINavigationBar.rowHeight
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: rowHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let compact = traitCollection.verticalSizeClass == .compact
        let height = rowHeight
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let start = safeAreaInsets.left + margin, end = bounds.width - safeAreaInsets.right - margin
        let items = self.items ?? []
        let views = items.map { itemViews.view(for: $0, in: self, compactHeight: compact) }
        let sizes = zip(items, views).map { item, view in
            view.map { BarItemViews.size(of: $0, for: item, rowHeight: height) } ?? CGSize(width: item.width, height: 0)
        }
        let flexible = items.filter { $0.systemItem == .flexibleSpace && $0.customView == nil }.count
        let gaps = CGFloat(max(items.count - 1, 0)) * UINavigationBar.itemSpacing
        let used = sizes.reduce(0) { $0 + $1.width } + gaps
        let share = flexible > 0 ? max(end - start - used, 0) / CGFloat(flexible) : 0
        var x = start
        var shown: [UIView] = []
        for (index, item) in items.enumerated() {
            if let view = views[index] {
                if view.superview !== self { addSubview(view) }
                let size = sizes[index]
                view.frame = CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
                shown.append(view)
                x += size.width
            } else {
                x += item.systemItem == .flexibleSpace ? share : item.width
            }
            x += UINavigationBar.itemSpacing
        }
        itemViews.prune(keeping: shown, in: self)
    }
}
