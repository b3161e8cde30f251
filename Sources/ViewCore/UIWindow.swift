import Foundation

/// A window: the root of a view hierarchy that can be drawn. Windows start hidden;
/// `makeKeyAndVisible()` shows one, and the application keeps every visible window
/// alive, as a scene does.
open class UIWindow: UIView {
    /// Where the window stacks among windows (UIWindow+Level.swift).
    open var windowLevel: Level = .normal

    /// A window's next responder is the application.
    override open var next: UIResponder? { super.next ?? UIApplication.shared }
    var rootStorage: UIViewController?
    /// The window's first responder (UIResponder+FirstResponder.swift); weak,
    /// as a responder that is gone is no longer first.
    weak var firstResponderStorage: UIResponder?

    /// R8.9: on a visible window, replacing the root makes the old root disappear
    /// (will, its view leaves, did) and then the new one appear.
    open var rootViewController: UIViewController? {
        get { rootStorage }
        set { replaceRoot(with: newValue) }
    }

    /// A window made with `UIWindow()` fills the screen, like one made for the
    /// app's scene.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isWindow = true
        windowStorage = self
        super.isHidden = true
    }

    /// A window of the scene, filling its screen, as a scene delegate makes
    /// one.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }

    /// The app's one scene: every window is in it.
    open var windowScene: UIWindowScene? {
        get { UIApplication.shared.windowScene }
        set {}
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isWindow = true
        windowStorage = self
        super.isHidden = true
    }

    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            if isHidden {
                UIApplication.shared.windowDidHide(self)
                rootStorage.map(removeRoot)
            } else {
                UIApplication.shared.windowDidShow(self)
                rootStorage.map(installRoot)
            }
        }
    }

    /// UIKit's own: the root controller's view fills the window and each presented
    /// controller's view takes its presentation's frame (R6.4: the final size is
    /// applied by layout, after `viewWillAppear`).
    open override func layoutSubviews() {
        layoutControllerViews()
        super.layoutSubviews()
    }

    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    open func makeKey() { UIApplication.shared.makeKey(self) }

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// The session's end: hidden with no appearance callbacks, as when the app is
    /// terminated.
    func hideForTermination() {
        super.isHidden = true
    }

    /// The window's screen; there is one.
    public var screen: UIScreen { UIScreen.main }
}

extension UIWindow {
    func replaceRoot(with newRoot: UIViewController?) {
        guard newRoot !== rootStorage else { return }
        let oldRoot = rootStorage
        rootStorage = newRoot
        guard !isHidden else { return }
        oldRoot.map(removeRoot)
        newRoot.map(installRoot)
    }

    /// R7.2: `viewWillAppear`, the view joins the window, layout at the commit,
    /// then `viewDidAppear` once the commit has laid it out. A root replaced (or the
    /// window hidden) during its `viewWillAppear:` has disappeared by then: its view
    /// stays out. Transitions requested meanwhile wait for the appearance (R8.1).
    func installRoot(_ root: UIViewController) {
        root.loadViewIfNeeded()
        guard let view = root.viewIfLoaded else { return }
        root.beginAppearanceTransition(true, animated: false)
        StatusBarAppearance.update()
        guard rootStorage === root, !isHidden, root.appearanceState == .appearing else { return }
        insertSubview(view, at: 0)
        let transitions = TransitionQueue.shared
        transitions.beginRootAppearance()
        DisplayCycle.shared.performAfterCommit { [weak self, weak root] in
            defer { transitions.endRootAppearance() }
            guard let self, let root, self.rootStorage === root, root.appearanceState == .appearing else { return }
            root.endAppearanceTransition()
        }
    }

    /// R8.9: will disappear, the view leaves, did disappear; for a root still in
    /// its `viewWillAppear:` (its view not in the window yet), the two callbacks.
    func removeRoot(_ root: UIViewController) {
        let view = root.viewIfLoaded.flatMap { $0.superviewStorage === self ? $0 : nil }
        guard view != nil || root.appearanceState == .appearing else { return }
        root.beginAppearanceTransition(false, animated: false)
        view?.removeFromSuperview()
        root.endAppearanceTransition()
    }

    func layoutControllerViews() {
        guard let root = rootStorage else { return }
        for controller in root.presentedChain {
            guard let view = controller.viewIfLoaded, view.superviewStorage === self else { continue }
            view.frame = controller === root ? bounds : controller.presentationFrame(in: bounds)
        }
    }
}
