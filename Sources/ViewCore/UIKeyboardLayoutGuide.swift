import Foundation

/// The part of a view the keyboard covers, as a layout guide
/// (`view.keyboardLayoutGuide`): as wide as the view, from the keyboard's top
/// to the view's bottom while the keyboard is up, and as high as the bottom
/// safe area while it is down, as Apple's reference describes it ("When the
/// keyboard isn't visible, the guide's top anchor matches the view's
/// safeAreaLayoutGuide bottom anchor"). It follows the keyboard as it comes
/// and goes, within the keyboard's animation.
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Kept: the engine's keyboard is always docked.
    open var followsUndockedKeyboard = false
    /// Whether the guide is as high as the bottom safe area while the keyboard
    /// is down (the default); false: no higher than the keyboard, 0 while down.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.constraintGuidesDidChange() } }
    }

    init() { super.init(kind: .keyboard) }
}

extension UIView {
    /// How far the keyboard guide is from the view's edges: the keyboard's
    /// overlap with the view, or the bottom safe area where that is more.
    func keyboardGuideInsets(for guide: UIKeyboardLayoutGuide) -> UIEdgeInsets {
        let keyboard = Keyboard.current
        var covered: CGFloat = 0
        if keyboard.isVisible, let window {
            let bottom = convert(CGPoint(x: 0, y: bounds.maxY), to: nil).y + window.frameStorage.minY
            covered = max(bottom - keyboard.frame.minY, 0)
        }
        if guide.usesBottomSafeArea { covered = max(covered, safeAreaInsets.bottom) }
        covered = min(covered, max(bounds.height, 0))
        return UIEdgeInsets(top: bounds.height - covered, left: 0, bottom: 0, right: 0)
    }
}
