import Foundation

/// The headless counterpart of UIKit's `UIViewController`: the lazily loaded view
/// (R6), appearance (R7), containment, presentation and transitions (R8), size and
/// traits (R9) and app-wide events (R10). The overridable API is declared here, in
/// the class body (Swift cannot override extension members); the mechanisms live in
/// the `UIViewController+…` files named beside each group.
open class UIViewController: UIResponder {
    public internal(set) var nibName: String?
    public internal(set) var nibBundle: Bundle?
    /// Passed on to the navigation item and the tab bar item (R16.1).
    open var title: String? { didSet { titleDidChange() } }
    var editingStorage = false
    var editButtonItemStorage: UIBarButtonItem?

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
    /// Made when first asked for (UIPresentationController.swift).
    var presentationControllerStorage: UIPresentationController?
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var definesPresentationContext = false
    /// Gives this controller's presentation and dismissal their animators
    /// (R22.7); held weakly, as UIKit holds it.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// A script's transitioning delegate (a table), held as UIKit would not hold it.
    var heldTransitioningDelegate: UIViewControllerTransitioningDelegate?
    @_spi(Bridging) public func holdTransitioningDelegate(_ delegate: UIViewControllerTransitioningDelegate?) {
        heldTransitioningDelegate = delegate
    }
    /// Whether a presented controller that does not cover the screen takes
    /// the status bar's appearance (UIViewController+StatusBar.swift).
    open var modalPresentationCapturesStatusBarAppearance = false

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

    // Bars (UINavigationItem.swift, R16.1)
    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?

    /// What a navigation bar shows while this controller is on its stack.
    open var navigationItem: UINavigationItem { makeNavigationItem() }

    /// What a tab bar shows for this controller as a tab.
    open var tabBarItem: UITabBarItem! {
        get { makeTabBarItem() }
        set {
            tabBarItemStorage = newValue
            (parent as? UITabBarController)?.tabBar.setNeedsLayout()
        }
    }

    /// What the navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? { didSet { toolbarItemsDidChange() } }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// While this controller is the top of a navigation stack, the tab bar
    /// around it and the navigation controller's toolbar hide (R16.6).
    open var hidesBottomBarWhenPushed = false {
        didSet { if hidesBottomBarWhenPushed != oldValue { navigationController?.barsMayHaveChanged() } }
    }

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

    /// The coordinator of the push, pop, presentation or dismissal this
    /// controller (or, failing that, its nearest ancestor) takes part in, from
    /// its request until its completions ran, before the did-callbacks; nil
    /// outside one, and for one not animated that no custom animator runs (R22.2).
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        TransitionQueue.shared.coordinator(for: self)
    }

    // MARK: Size and traits (UIViewController+Traits.swift)

    /// The orientations the interface may turn to while this controller
    /// decides them (the window's root, or the topmost controller presented
    /// full screen): on an iPhone all but upside down, on an iPad all. A
    /// container does not ask its children, as UIKit's do not.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIScreen.main.device.idiom == .pad ? .all : .allButUpsideDown
    }

    /// Whether the interface turns with the device while this controller
    /// decides it.
    open var shouldAutorotate: Bool { true }

    /// The orientation a controller presented full screen prefers: the
    /// interface's current one.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { UIScreen.main.interfaceOrientation }

    /// Turns the interface to the device's orientation if the controllers
    /// that decide now allow it (after they change what they support).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        UIViewController.attemptRotationToDeviceOrientation()
    }

    /// Turns the interface to the device's orientation if the deciding
    /// controllers now allow it.
    open class func attemptRotationToDeviceOrientation() {
        Simulator.rotate(UIScreen.main.deviceOrientation)
    }

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

    // MARK: The status bar (UIViewController+StatusBar.swift)

    /// The status bar style the controller wants when it decides it.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller wants the status bar hidden when it decides it.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates as it hides or shows.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child that decides the status bar's style instead; nil for none.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child that decides whether the status bar hides instead.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Asks the controllers again for the status bar's appearance.
    open func setNeedsStatusBarAppearanceUpdate() { StatusBarAppearance.update() }

    /// Whether the controller would have the home indicator hide: asked of
    /// no one, as the engine's screen has no home indicator.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    // MARK: Size and presentation preferences

    /// The size the controller would like in a popover or a container; a
    /// change tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { parent?.preferredContentSizeDidChange(forChildContentContainer: self) } }
    }

    /// Told when a child's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// Whether a sheet refuses to be dismissed interactively; the engine's
    /// sheets are dismissed only in code, so it is kept.
    open var isModalInPresentation = false

    // MARK: App-wide (R10)

    open func didReceiveMemoryWarning() {}

    // MARK: Editing (R19.9)

    /// Whether the controller's view lets the user edit its content; set
    /// through `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Records the mode, and shows it on `editButtonItem` (Done while
    /// editing, Edit otherwise); a subclass overrides it to put its views in
    /// the mode (a table controller its table), calling super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        if let item = editButtonItemStorage {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing: Edit, then Done while the
    /// controller edits, as UIKit's; made when first asked for.
    public var editButtonItem: UIBarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = UIBarButtonItem()
        // The action first: an action's title replaces the item's.
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
        editButtonItemStorage = item
        return item
    }
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
