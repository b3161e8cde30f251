import Foundation

/// The button a navigation bar or a toolbar shows for a bar button item
/// (UIKit's `_UIButtonBarButton`): the item's title, or its image or system
/// symbol, in the bar's 17-point font (semibold for `.done`), and a tap that
/// sends the item's action (R16.4).
final class BarButton: UIButton {
    weak var item: UIBarButtonItem?
    /// The back button's chevron, drawn before the title.
    private var chevron: CAShapeLayer?
    /// What a tap does when it is not an item's action (the back button).
    var tapHandler: (() -> Void)?

    static let fontSize: CGFloat = 17
    /// The back chevron's size, and the room before the title it takes.
    static let chevronSize = CGSize(width: 13, height: 21)
    static let chevronGap: CGFloat = 6

    init(item: UIBarButtonItem?) {
        self.item = item
        super.init(frame: .zero)
        addHandler({ [weak self] _, event in
            guard let self else { return }
            if let tapHandler = self.tapHandler { return tapHandler() }
            self.item?.send(from: self, event: event)
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { return nil }

    override var className: String { "_UIButtonBarButton" }

    /// Takes the item's current content. Only what changed is set: the bar
    /// configures its buttons as it lays out, and a change would lay it out again.
    func configure(compactHeight: Bool, appearance: UINavigationBarAppearance?) {
        guard let item else { return }
        // The item's own attributes, else a navigation bar's appearance's.
        let attributes = item.titleTextAttributes(for: .normal)
            ?? appearance?.buttonTitleAttributes(done: item.style == .done, back: false)
        show(title: item.image == nil ? item.title : nil, image: item.image(compactHeight: compactHeight),
             font: attributes?[.font] as? UIFont
                ?? UIFont.systemFont(ofSize: BarButton.fontSize, weight: item.style == .done ? .semibold : .regular),
             color: attributes?[.foregroundColor] as? UIColor ?? item.tintColor ?? .systemBlue,
             disabledColor: item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor ?? .systemGray3)
        if imageEdgeInsets != item.imageInsets { imageEdgeInsets = item.imageInsets }
        isEnabled = item.isEnabled
        isSelected = item.isSelected
        accessibilityLabel = item.title ?? item.systemItem?.symbolName
    }

    private func show(title: String?, image: UIImage?, font: UIFont, color: UIColor, disabledColor: UIColor) {
        if titleLabel?.font != font { titleLabel?.font = font }
        if self.title(for: .normal) != title { setTitle(title, for: .normal) }
        if self.image(for: .normal) !== image { setImage(image, for: .normal) }
        if titleColor(for: .normal) != color { setTitleColor(color, for: .normal) }
        if titleColor(for: .disabled) != disabledColor { setTitleColor(disabledColor, for: .disabled) }
    }

    /// The back button: a chevron, then the title.
    func configureAsBack(title: String, attributes: [NSAttributedString.Key: Any]) {
        if chevron == nil {
            let shape = CAShapeLayer()
            let size = BarButton.chevronSize
            let path = UIBezierPath()
            path.move(to: CGPoint(x: size.width - 2, y: 1))
            path.addLine(to: CGPoint(x: 2, y: size.height / 2))
            path.addLine(to: CGPoint(x: size.width - 2, y: size.height - 1))
            shape.path = path.cgPath
            shape.fillColor = nil
            shape.strokeColor = UIColor.systemBlue.cgColor
            shape.lineWidth = 3
            shape.lineCap = .round
            shape.lineJoin = .round
            layer.addSublayer(shape)
            chevron = shape
            contentEdgeInsets = UIEdgeInsets(top: 0, left: BarButton.chevronSize.width + BarButton.chevronGap, bottom: 0, right: 0)
        }
        show(title: title, image: nil, font: attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: BarButton.fontSize),
             color: attributes[.foregroundColor] as? UIColor ?? .systemBlue, disabledColor: .systemGray3)
        accessibilityLabel = title
    }

    /// The width the bar gives it: the item's fixed width, else its content's,
    /// else (a symbol item, whose symbol is not drawn here) the symbol's.
    var naturalWidth: CGFloat {
        if let item, item.width > 0 { return item.width }
        let content = intrinsicContentSize.width
        if content > 0 { return content }
        return item?.systemItem?.symbolSize.width ?? 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = BarButton.chevronSize
        chevron?.frame = CGRect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
}

/// The views a bar shows for its bar button items, kept from one layout to
/// the next so that a view stays the same while its item does.
struct BarItemViews {
    private(set) var buttons: [BarButton] = []

    /// The buttons, which the bar holds besides its subviews.
    var held: [UIView] { buttons }

    /// The view for the item: its custom view, or a button of this bar's
    /// (in a navigation bar, styled by the appearance it shows); nil for a
    /// space.
    mutating func view(for item: UIBarButtonItem, in bar: UIView, compactHeight: Bool,
                       appearance: UINavigationBarAppearance? = nil) -> UIView? {
        item.observe(from: bar)
        if let custom = item.customView {
            item.shownView = custom
            return custom
        }
        if item.isSpace { return nil }
        let button: BarButton
        if let existing = buttons.first(where: { $0.item === item }) {
            button = existing
        } else {
            button = BarButton(item: item)
            buttons.append(button)
        }
        button.configure(compactHeight: compactHeight, appearance: appearance)
        item.shownView = button
        return button
    }

    /// Removes from the bar what it no longer shows; buttons of items gone are forgotten.
    mutating func prune(keeping shown: [UIView], in bar: UIView) {
        for view in bar.subviews where !shown.contains(where: { $0 === view }) {
            if let searchBar = view as? UISearchBar { searchBar.leaveNavigationBar() } else { view.removeFromSuperview() }
        }
        buttons.removeAll { button in !shown.contains { $0 === button } }
    }

    /// The size the bar gives an item's view.
    static func size(of view: UIView, for item: UIBarButtonItem?, rowHeight: CGFloat) -> CGSize {
        if let button = view as? BarButton { return CGSize(width: button.naturalWidth, height: rowHeight) }
        var size = view.bounds.size
        if size.width <= 0 || size.height <= 0 {
            let intrinsic = view.intrinsicContentSize
            size = CGSize(width: intrinsic.width.isFinite && intrinsic.width > 0 ? intrinsic.width : size.width,
                          height: intrinsic.height.isFinite && intrinsic.height > 0 ? intrinsic.height : size.height)
        }
        if let item, item.width > 0 { size.width = item.width }
        return CGSize(width: max(size.width, 0), height: min(max(size.height, 0), rowHeight))
    }
}
