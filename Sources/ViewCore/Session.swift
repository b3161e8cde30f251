import Foundation

/// One run of an app: everything UIKit keeps process-wide on a phone belongs to a
/// session here (the screen and device, the application and its windows, the run
/// loop and its virtual clock, the display cycle, the transition queue, the live
/// controllers, and the counters behind stable object ids), so that a session can
/// end and a fresh one start in the same process with nothing carried over. The
/// test runner starts one per test, the REPL one per `:reset`, `luaui run` one per
/// script.
///
/// UIKit's own entry points (`UIScreen.main`, `UIApplication.shared`,
/// `UIDevice.current`, `VirtualRunLoop.main`) answer for the current session.
/// There is always one: the first is started on first use, on the default device.
///
/// Objects outlive their session only if someone still holds them; using one after
/// its session ended is not an error, but it then acts on the current session.
public final class Session {
    nonisolated(unsafe) public private(set) static var current = Session(device: Device.defaultDevice)

    public let screen: UIScreen
    public let device: UIDevice
    public let application: UIApplication
    public let runLoop: VirtualRunLoop
    public let displayCycle: DisplayCycle
    /// ViewCore's classes and those a script defined in this session.
    public let classes = ClassRegistry()
    /// Where a nib or storyboard named with a nil bundle is looked for: the
    /// app's main bundle. A script runner makes it the script's folder
    /// (`mainBundleFolder`); the bundle is made only when first asked for, as
    /// making one reads through the folder (and `Bundle.main`, through the
    /// executable's).
    public var mainBundle: Bundle {
        get {
            if let made = mainBundleStorage { return made }
            let made = mainBundleFolder.flatMap { Bundle(path: $0) } ?? .main
            mainBundleStorage = made
            return made
        }
        set {
            mainBundleStorage = newValue
            mainBundleFolder = newValue.bundlePath
        }
    }

    /// The main bundle's folder, when a script runner named it.
    public var mainBundleFolder: String? {
        didSet { if mainBundleFolder != oldValue { mainBundleStorage = nil } }
    }
    private var mainBundleStorage: Bundle?

    /// The main bundle's folder, without making the bundle if it can.
    var mainBundlePath: String { mainBundleFolder ?? mainBundle.bundlePath }
    /// How a script bridge runs a script's action method on a target (the
    /// target, the action's name, the sender, the event): true if the target
    /// is the bridge's and has the method.
    public var scriptActionPerformer: ((AnyObject, Selector, AnyObject?, UIEvent?) -> Bool)?
    /// The status bar's appearance as the controllers last decided it
    /// (UIViewController+StatusBar.swift).
    var statusBarStyle: UIStatusBarStyle = .default
    var isStatusBarHidden = false
    /// The user's text size (`Simulator.setPreferredContentSizeCategory`).
    public internal(set) var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// The app's layout direction (`Simulator.setUserInterfaceLayoutDirection`).
    public internal(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// The nib each controller class without a `nibName` loads, by bundle path
    /// and class name: nil for none (UIViewController+View.swift).
    var nibNamesByClass: [String: String?] = [:]
    let transitions = TransitionQueue()
    let appearance = AppearanceRegistry()
    let gestures = GestureEnvironment()
    let liveControllers = LiveControllers()
    let viewReleases = ViewReleaseQueue()
    /// The virtual keyboard and the windows' first responders (Keyboard.swift).
    let keyboard = Keyboard()

    /// The last id given to a responder (`UIResponder.objectID`), and to a touch.
    var lastObjectID = 0
    var lastTouchSequence = 0
    /// Active constraints in the views of every session: while there are none,
    /// moves through the hierarchy skip the constraint bookkeeping. Not the
    /// session's own count: a hierarchy of an ended session (a script's, freed
    /// after the next session began) must still take its constraints out of its
    /// engine as it comes apart.
    nonisolated(unsafe) static var activeConstraintCount = 0
    /// UIKit's graphics-context stack (`UIGraphicsPushContext`).
    var graphicsContexts: [CGContext] = []
    /// Snapshots' compositor, which keeps the last frame it drew.
    let compositor = Compositor()
    /// Set while a snapshot draws the views that must still draw (UIView+Snapshot.swift).
    var isDrawingForSnapshot = false
    /// The layers with animations, stepped frame by frame.
    let animationClock = AnimationClock()
    /// The UIView animation blocks running, innermost last (UIView+Animation.swift).
    var viewAnimationContexts: [ViewAnimationContext] = []
    /// `UIView.setAnimationsEnabled(false)`.
    var animationsDisabled = false
    /// The traits views report while a rotation is under way (UITraitCollection.swift).
    var traitsDuringRotation: UITraitCollection?
    /// What `UITraitCollection.current` was set to, if anything (UIUserInterfaceStyle.swift).
    var currentTraitCollection: UITraitCollection?
    /// What the app's feedback generators gave, in order (UIFeedbackGenerator.swift).
    var hapticEvents: [HapticEvent] = []
    /// The image contexts `UIGraphicsBeginImageContextWithOptions` began, innermost last.
    var imageContexts: [(context: CGContext, scale: CGFloat, opaque: Bool)] = []
    /// What the app opened with `UIApplication.open(_:options:completionHandler:)`.
    var openedURLs: [URL] = []
    /// `UIPasteboard.general`: the session's own, empty at its start.
    lazy var pasteboard = UIPasteboard()
    /// Set once an app gives a navigation bar or item an appearance: from
    /// then on a scroll that reaches or leaves the top of a screen's content
    /// lays its navigation bar out again (UINavigationBar+Appearance.swift).
    var barsFollowScrollEdges = false
    /// The menu a button or a bar button item presented, until an action of
    /// it is chosen or it is dismissed (Simulator+Menus.swift).
    var presentedMenu: (menu: UIMenu, source: AnyObject)?
    /// What a presented context menu tells its delegate as it closes.
    var presentedMenuEnds: (() -> Void)?
    /// How many of each kind of object were made without an identifier.
    private var unnamedCounts: [UnnamedKind: Int] = [:]

    /// What the engine names when a program gives no identifier.
    enum UnnamedKind {
        case action, menu, contextMenu, detent
    }

    /// The next number for an object of the kind made without an
    /// identifier: from 1 in each session, so that a run names its objects
    /// the same whatever ran before it in the process.
    func nextUnnamed(_ kind: UnnamedKind) -> Int {
        let next = (unnamedCounts[kind] ?? 0) + 1
        unnamedCounts[kind] = next
        return next
    }
    /// What the app posted with `UIAccessibility.post(notification:argument:)`.
    var accessibilityNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] = []
    /// Set once a view or controller of the session overrides its interface
    /// style: until then every trait collection has the screen's, with no walk
    /// up the hierarchy to find it.
    var overridesUserInterfaceStyle = false { didSet { VisibleChanges.note() } }
    /// Set once a view of the session has its tint color or adjustment mode
    /// set: until then every view has the default tint (UIView+Tint.swift).
    var customizesTint = false
    /// The views whose `tintColorDidChange()` is running.
    var viewsHearingTintChange: Set<ObjectIdentifier> = []

    public private(set) var hasEnded = false
    private var endHandlers: [() -> Void] = []

    private init(device: Device) {
        screen = UIScreen(device: device)
        self.device = UIDevice()
        application = UIApplication()
        runLoop = VirtualRunLoop()
        displayCycle = DisplayCycle()
    }

    /// Ends the current session and makes a new one on `device` current.
    @discardableResult
    public static func start(device: Device = Device.defaultDevice) -> Session {
        current.end()
        current = Session(device: device)
        return current
    }

    /// Runs `handler` when the session ends, before its state is dropped: what
    /// lives as long as the session (a script's Lua state) closes there.
    public func onEnd(_ handler: @escaping () -> Void) {
        endHandlers.append(handler)
    }

    /// The app is gone, as when iOS terminates it: no callback reaches the app's
    /// objects. The end handlers run (latest first), the windows are hidden
    /// without appearance callbacks and let go, the controllers count as
    /// disappeared, and the queued work, timers and marks are dropped. Ending
    /// twice does nothing.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        while let handler = endHandlers.popLast() { handler() }
        keyboard.discardPendingWork()
        application.terminate()
        // Nothing appears or disappears in an app that is gone: a window freed
        // later takes its controllers' views out without a callback.
        for controller in liveControllers.all { controller.appearanceState = .disappeared }
        runLoop.discardPendingWork()
        displayCycle.discardPendingWork()
        transitions.discardPendingWork()
        gestures.discardPendingWork()
        graphicsContexts.removeAll()
        animationClock.discardPendingWork()
        viewAnimationContexts.removeAll()
        traitsDuringRotation = nil
        presentedMenu = nil
    }

    func nextObjectID() -> Int {
        lastObjectID += 1
        return lastObjectID
    }

    func nextTouchSequence() -> Int {
        lastTouchSequence += 1
        return lastTouchSequence
    }
}
