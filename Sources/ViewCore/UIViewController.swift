import Foundation

/// The headless counterpart of UIKit's `UIViewController`.
open class UIViewController: UIResponder {
    public let nibName: String?
    var viewStorage: UIView?
    /// Set by `UIViewController.updateViewConstraints()`, to detect an override that skips super.
    var calledSuperUpdateViewConstraints = false

    /// R6.1: the designated initializer; `init()` comes here with (nil, nil).
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        super.init()
    }

    public required init?(coder: NSCoder) {
        nibName = nil
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    open func awakeFromNib() {}

    // MARK: The view (R6.2, R6.3)

    /// Loads the view on first read: `loadView`, then `viewDidLoad`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { setView(newValue) }
    }

    public var isViewLoaded: Bool { viewStorage != nil }
    public var viewIfLoaded: UIView? { viewStorage }

    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        guard viewStorage != nil else {
            UIKitException.raise(.internalInconsistencyException,
                "-[\(className) loadView] did not set the view; an override of loadView must assign self.view")
            return
        }
        viewDidLoad()
    }

    /// Without a nib, a plain view the size of the screen that resizes with its superview.
    open func loadView() {
        if let nibName {
            UIKitException.raise(.internalInconsistencyException,
                "Could not load NIB named '\(nibName)': nib loading is not available")
            return
        }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    private func setView(_ newView: UIView?) {
        if let old = viewStorage, old.viewDelegate === self { old.viewDelegate = nil }
        viewStorage = newView
        newView?.viewDelegate = self
    }

    open func viewDidLoad() {}

    // MARK: Layout and safe area

    /// Added to the safe area of the controller's root view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewStorage?.setNeedsLayout() } }
    }

    /// Bars a container lays over this controller's view (a navigation bar, a tab
    /// bar) count as safe-area insets of its root view.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { viewStorage?.setNeedsLayout() } }
    }

    var safeAreaAdditions: UIEdgeInsets { additionalSafeAreaInsets + containerSafeAreaInsets }

    open func viewLayoutMarginsDidChange() {}
    open func viewSafeAreaInsetsDidChange() {}

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// R5.1: runs in the constraint phase, in place of the root view's
    /// `updateConstraints`, which it calls.
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
        viewStorage?.runUpdateConstraints()
    }
}
