import Foundation

/// One button of an alert: its title, its style, and what a tap on it runs
/// once the alert is gone (R16.8).
open class UIAlertAction: NSObject {
    /// How the button shows: cancel apart, destructive in red.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public private(set) var title: String?
    public private(set) var style: Style = .default
    /// A disabled action's button takes no taps.
    open var isEnabled = true { didSet { alert?.viewIfLoaded?.setNeedsLayout() } }
    let handler: ((UIAlertAction) -> Void)?
    weak var alert: UIAlertController?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An alert or an action sheet (R16.8): presented as UIKit presents it, over
/// the presenter, which stays on screen with no appearance callbacks (a custom
/// presentation; a popover for an action sheet on an iPad), fading in and out.
/// Its view dims the screen under a card of its title, message and a button
/// per action; a tap on a button dismisses the alert, then runs the action's
/// handler. Text fields (`addTextField`) are not here.
open class UIAlertController: UIViewController {
    /// A card in the middle, or a sheet along the bottom.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    open var message: String? { didSet { viewIfLoaded?.setNeedsLayout() } }
    public private(set) var preferredStyle: Style = .alert
    public private(set) var actions: [UIAlertAction] = []
    /// Shown in a semibold title; it must be one of the actions.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                self.preferredAction = nil
                UIKitException.raise(.invalidArgumentException,
                                     "The -preferredAction of an alert controller must be contained in its -actions array.")
            }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    open override var title: String? { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// Set once a tap has begun the dismissal: further taps do nothing.
    private var dismissingForAction = false
    private var buttons: [AlertActionButton] = []
    let card = UIView()
    let cancelCard = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = preferredStyle == .actionSheet && UIScreen.main.device.idiom == .pad ? .popover : .custom
    }

    /// UIKit refuses a second cancel action.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return UIKitException.raise(.internalInconsistencyException,
                                        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        if let other = action.alert, other !== self {
            return UIKitException.raise(.invalidArgumentException,
                                        "The action \(action.title ?? "") is already added to another alert controller.")
        }
        guard !actions.contains(where: { $0 === action }) else { return }
        action.alert = self
        actions.append(action)
        viewIfLoaded?.setNeedsLayout()
    }

    open override func loadView() {
        let view = AlertView { [weak self] in self?.layoutAlert() }
        view.backgroundColor = UIColor(white: 0, alpha: 0.2)
        for (label, size, weight) in [(titleLabel, 17.0, UIFont.Weight.semibold), (messageLabel, 13.0, .regular)] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.font = .systemFont(ofSize: CGFloat(size), weight: weight)
            card.addSubview(label)
        }
        for box in [card, cancelCard] {
            box.backgroundColor = .systemGray6
            box.layer.cornerRadius = 14
            box.layer.masksToBounds = true
        }
        view.addSubview(card)
        self.view = view
    }

    /// The buttons in the order shown: the cancel action last, except in an
    /// alert of two, where it is on the left.
    private var actionsInOrder: [UIAlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return others }
        return preferredStyle == .alert && actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    private func button(for action: UIAlertAction) -> AlertActionButton {
        if let button = buttons.first(where: { $0.action === action }) { return button }
        let button = AlertActionButton(action: action)
        button.addHandler({ [weak self, weak action] _, _ in
            guard let self, let action else { return }
            self.tapped(action)
        }, for: .touchUpInside)
        buttons.append(button)
        return button
    }

    private func configure(_ button: AlertActionButton, _ action: UIAlertAction) {
        let bold = action === preferredAction || (preferredAction == nil && action.style == .cancel && preferredStyle == .alert)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        button.setTitle(action.title, for: .normal)
        button.setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
        button.setTitleColor(.systemGray3, for: .disabled)
        button.isEnabled = action.isEnabled
    }

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8

    /// An alert: a 270-point card centred in the safe area, its text 16 points
    /// in, 44-point buttons below (two side by side). An action sheet: a card
    /// 8 points from the sides and bottom of the safe area, 57-point buttons,
    /// the cancel button in a card of its own below.
    private func layoutAlert() {
        guard let view = viewIfLoaded else { return }
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let isAlert = preferredStyle == .alert
        let width = isAlert ? UIAlertController.alertWidth : max(safe.width - 2 * UIAlertController.sheetMargin, 0)
        let textWidth = max(width - 32, 0)
        var y: CGFloat = 0
        for (label, text) in [(titleLabel, title), (messageLabel, message)] {
            label.text = text
            label.textColor = isAlert && label === titleLabel ? .label : isAlert ? .label : .secondaryLabel
            guard let text, !text.isEmpty else {
                label.frame = .zero
                continue
            }
            y += y == 0 ? 20 : 4
            let height = label.sizeThatFits(CGSize(width: textWidth, height: .infinity)).height
            label.frame = CGRect(x: 16, y: y, width: textWidth, height: height)
            y += height
        }
        if y > 0 { y += 20 }

        let ordered = actionsInOrder
        let cancel = isAlert ? nil : ordered.last.flatMap { $0.style == .cancel ? $0 : nil }
        let inCard = ordered.filter { $0 !== cancel }
        let buttonHeight = isAlert ? UIAlertController.alertButtonHeight : UIAlertController.sheetButtonHeight
        let sideBySide = isAlert && inCard.count == 2
        for (index, action) in inCard.enumerated() {
            let button = button(for: action)
            configure(button, action)
            if button.superview !== card { card.addSubview(button) }
            if sideBySide {
                button.frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: buttonHeight)
            } else {
                button.frame = CGRect(x: 0, y: y + CGFloat(index) * buttonHeight, width: width, height: buttonHeight)
            }
        }
        let cardHeight = y + (sideBySide ? buttonHeight : CGFloat(inCard.count) * buttonHeight)
        buttons.removeAll { button in
            let kept = actions.contains { $0 === button.action }
            if !kept { button.removeFromSuperview() }
            return !kept
        }

        if isAlert {
            card.frame = CGRect(x: safe.midX - width / 2, y: safe.midY - cardHeight / 2, width: width, height: cardHeight)
            return
        }
        var bottom = view.bounds.height - max(view.safeAreaInsets.bottom, UIAlertController.sheetMargin)
        if let cancel {
            let button = button(for: cancel)
            configure(button, cancel)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
            if cancelCard.superview !== view { view.addSubview(cancelCard) }
            if button.superview !== cancelCard { cancelCard.addSubview(button) }
            cancelCard.frame = CGRect(x: safe.minX + UIAlertController.sheetMargin, y: bottom - buttonHeight,
                                      width: width, height: buttonHeight)
            button.frame = cancelCard.bounds
            bottom = cancelCard.frame.minY - UIAlertController.sheetMargin
        } else if cancelCard.superview === view {
            cancelCard.removeFromSuperview()
        }
        card.frame = CGRect(x: safe.minX + UIAlertController.sheetMargin, y: bottom - cardHeight, width: width, height: cardHeight)
    }

    /// R16.8: the alert is dismissed, animated; the handler runs once it is gone.
    func tapped(_ action: UIAlertAction) {
        guard action.isEnabled, !dismissingForAction, presentingViewController != nil, !isBeingPresented else { return }
        dismissingForAction = true
        dismiss(animated: true) { [self] in
            dismissingForAction = false
            action.handler?(action)
        }
    }

    /// The button showing the action, while the alert's view is laid out.
    func buttonView(for action: UIAlertAction) -> UIView? {
        buttons.first { $0.action === action && $0.window != nil }
    }
}

/// The dimming view filling the window; its layout is the alert's.
final class AlertView: UIView {
    private let layoutHandler: () -> Void

    init(layout: @escaping () -> Void) {
        layoutHandler = layout
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        layoutHandler()
        super.layoutSubviews()
    }

    override var className: String { "_UIAlertControllerView" }
}

/// The button of one action.
final class AlertActionButton: UIButton {
    weak var action: UIAlertAction?

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override var className: String { "_UIAlertControllerActionView" }
}
