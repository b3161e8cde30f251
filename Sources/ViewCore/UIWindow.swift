import Foundation

/// A window: the root of a view hierarchy that can be drawn. Windows start hidden;
/// `makeKeyAndVisible()` shows one, and the application keeps every visible window
/// alive, as a scene does.
open class UIWindow: UIView {
    open var windowLevel: CGFloat = 0

    /// A window made with `UIWindow()` fills the screen, like one made for the
    /// app's scene.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.isHidden = true
    }

    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            if isHidden { UIApplication.shared.windowDidHide(self) } else { UIApplication.shared.windowDidShow(self) }
        }
    }

    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    open func makeKey() { UIApplication.shared.makeKey(self) }

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// The window's screen; there is one.
    public var screen: UIScreen { UIScreen.main }
}
