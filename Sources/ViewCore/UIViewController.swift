import Foundation

/// The headless counterpart of UIKit's `UIViewController`: the lazily loaded view
/// (R6), appearance (R7), containment, presentation and transitions (R8), size and
/// traits (R9) and app-wide events (R10). The overridable API is declared here, in
/// the class body (Swift cannot override extension members); the mechanisms live in
/// the `UIViewController+…` files named beside each group.
open class UIViewController: UIResponder {
    public internal(set) var nibName: String?
    public internal(set) var nibBundle: Bundle?
    open var title: String?

    var viewStorage: UIView?
    /// True while `loadView` runs, to catch an override that reads `view` before
    /// assigning it (UIKit would call `loadView` again and recurse forever).
    var isLoadingView = false
    /// Set by `UIViewController.updateViewConstraints()`, to detect an override that skips super.
    var calledSuperUpdateViewConstraints = false

    // Appearance (UIViewController+Appearance.swift)
    var appearanceState: AppearanceState = .disappeared
    var appearanceAnimated = false
    /// The current appearance transition was started by the view entering or
    /// leaving a window, not by a container, so the window move also ends it.
    var appearanceDrivenByWindow = false
    /// The children this controller forwarded the beginning of its transition
    /// to, which its end reaches wherever they are by then.
    var childrenInTransition: [UIViewController] = []
    public internal(set) var isMovingToParent = false
    public internal(set) var isMovingFromParent = false
    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false

    // Containment (UIViewController+Containment.swift)
    public internal(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []

    // Presentation (UIViewController+Presentation.swift)
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var definesPresentationContext = false

    /// The interface style the controller, its views and its children take;
    /// `.unspecified` (the default) inherits (UIUserInterfaceStyle.swift).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleStorage }
        set {
            guard newValue != overrideUserInterfaceStyleStorage else { return }
            UserInterfaceStyleInheritance.changeOverride(of: viewStorage, controller: self) {
                overrideUserInterfaceStyleStorage = newValue
            }
        }
    }
    var overrideUserInterfaceStyleStorage: UIUserInterfaceStyle = .unspecified

    /// Bars a container lays over this controller's view (a navigation bar, a tab
    /// bar) count as safe-area insets of its root view.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard containerSafeAreaInsets != oldValue else { return }
            viewStorage?.safeAreaInputsChanged()
            viewStorage?.setNeedsLayout()
        }
    }

    var additionalSafeAreaInsetsStorage: UIEdgeInsets = .zero

    /// Added to the safe area of the controller's root view.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard !refusesInsets(newValue, "setAdditionalSafeAreaInsets:"),
                  newValue != additionalSafeAreaInsetsStorage else { return }
            additionalSafeAreaInsetsStorage = newValue
            viewStorage?.safeAreaInputsChanged()
            viewStorage?.setNeedsLayout()
        }
    }

    var safeAreaAdditions: UIEdgeInsets { additionalSafeAreaInsets + containerSafeAreaInsets }

    /// The storyboard scene the controller was made from (UIViewController+Storyboard.swift).
    var storyboardScene: (storyboard: UIStoryboard, scene: StoryboardScene)?

    // MARK: Creation (R6.1)

    /// The designated initializer; `init()` comes here with (nil, nil).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        LiveControllers.shared.add(self)
    }

    /// R6.1: from an archive (a storyboard), its archived properties.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        LiveControllers.shared.add(self)
        initialize(coder: coder)
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    deinit {
        isDeallocating = true
        LiveControllers.shared.remove(self)
        for child in children where child.parent === self { child.parent = nil }
        if let view = viewStorage, view.viewDelegate === self { view.viewDelegate = nil }
    }

    open func awakeFromNib() {}

    override open var next: UIResponder? { viewStorage?.superviewStorage ?? parent ?? presentingViewController }

    // MARK: The view (R6.2, R6.3)

    /// Reading it loads the view: `loadView`, then `viewDidLoad`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { setView(newValue) }
    }

    public var isViewLoaded: Bool { viewStorage != nil }
    public var viewIfLoaded: UIView? { viewStorage }

    open func loadViewIfNeeded() { loadViewOnce() }

    /// Without a nib, a plain view the size of the screen that resizes with its
    /// superview. An override sets `self.view` and does not call super.
    open func loadView() { loadDefaultView() }

    open func viewDidLoad() {}

    // MARK: Appearance (UIViewController+Appearance.swift)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    open func endAppearanceTransition() { endAppearance() }

    /// Whether appearance callbacks reach the children automatically (R7.3).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Containers put the visible child's view in place before the appearance
    /// callbacks are forwarded to it (a navigation controller's top, a tab bar
    /// controller's selected child).
    func prepareChildrenForAppearance() {}

    // MARK: Layout

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewLayoutMarginsDidChange() {}
    open func viewSafeAreaInsetsDidChange() {}

    /// R5.1: runs in the constraint phase in place of the root view's
    /// `updateConstraints`, which it calls; an override must call super.
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
        viewStorage?.runUpdateConstraints()
    }

    // MARK: Containment (UIViewController+Containment.swift)

    open func addChild(_ childController: UIViewController) { add(child: childController) }
    open func removeFromParent() { removeFromParentController() }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (UIViewController+Presentation.swift)

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }

    // MARK: Size and traits (UIViewController+Traits.swift)

    /// The default forwards to the children and the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// The default forwards to the children and the presented controller.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: UIViewControllerTransitionCoordinator) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Storyboards (UIViewController+Storyboard.swift)

    /// Starts the segue of the controller's storyboard scene with that
    /// identifier: the destination is made, `prepare(for:sender:)` is sent,
    /// then the segue performs (a push, a presentation).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Sent before each segue from this controller performs, an embed
    /// segue's included; the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue a control triggers may perform; `performSegue` does
    /// not ask.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: App-wide (R10)

    open func didReceiveMemoryWarning() {}
}

/// The four appearance states of R7.1.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// Every live controller, in creation order, for app-wide notifications such as
/// memory warnings (R10.1): each controller observes them from its creation.
final class LiveControllers {
    static var shared: LiveControllers { Session.current.liveControllers }
    private struct Entry { weak var controller: UIViewController? }
    private var entries: [Entry] = []

    func add(_ controller: UIViewController) { entries.append(Entry(controller: controller)) }

    func remove(_ controller: UIViewController) {
        entries.removeAll { $0.controller == nil || $0.controller === controller }
    }

    /// Strong references to the controllers alive now, oldest first.
    var all: [UIViewController] { entries.compactMap(\.controller) }
}
