import Foundation

/// An on/off control. A tap that lifts inside it flips it and sends
/// `valueChanged` (and `primaryActionTriggered`) before `touchUpInside`; as
/// in UIKit, it keeps its own size, 51 × 31 points, whatever frame it is
/// made with ("The size components of this rectangle are ignored").
open class UISwitch: UIControl {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    public static let size = CGSize(width: 51, height: 31)

    open var isOn = false
    open var onTintColor: UIColor? {
        didSet { noteCustomized(.onTintColor) }
    }
    open var thumbTintColor: UIColor? {
        didSet { noteCustomized(.thumbTintColor) }
    }

    open override class var appearanceKeys: Set<String> { super.appearanceKeys.union(["onTintColor", "thumbTintColor"]) }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    override func initialFrame(_ frame: CGRect) -> CGRect {
        CGRect(origin: frame.origin, size: UISwitch.size)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// There is no animation to run: the value changes at once, and no event
    /// is sent (UIKit sends none for a change made in code).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override var intrinsicContentSize: CGSize { UISwitch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
    }
}
