import XCTest
@testable import ViewCore

// Support for the controller tests (R6–R10). Every name here is distinct from the
// view tests' support (TestSupport.swift), which shares the test module.

// MARK: - The log

/// The callbacks the logging controllers, views and delegates receive, in call order,
/// one line each: `"<name> <selector>"` plus an argument where the callback has one,
/// e.g. `"A viewWillAppear:"`, `"A viewWillAppear: animated"`,
/// `"B willMoveToParent: nav"`, `"A.view willMoveToWindow: window"`,
/// `"A viewWillTransitionToSize: (852 393)"`. Tests compare whole sequences; the
/// log itself is the view tests' (`CallLog`), with this notation's names.
final class ControllerLog: CallLog {
    /// How a controller, view or window appears as an argument.
    static func name(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if let named = object as? ControllerLogNamed { return named.controllerLogName }
        if let responder = object as? UIResponder { return "\(responder.className)#\(responder.objectID)" }
        return "\(object)"
    }

    static func size(_ size: CGSize) -> String {
        "(\(shortNumber(size.width)) \(shortNumber(size.height)))"
    }

    /// `(C R)`: horizontal then vertical size class.
    static func traits(_ traits: UITraitCollection?) -> String {
        guard let traits else { return "nil" }
        func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
            switch sizeClass {
            case .compact: return "C"
            case .regular: return "R"
            case .unspecified: return "U"
            }
        }
        return "(\(letter(traits.horizontalSizeClass)) \(letter(traits.verticalSizeClass)))"
    }
}

protocol ControllerLogNamed: AnyObject {
    var controllerLogName: String { get }
}

/// The formats shared by the logging controller classes (a plain controller, a
/// navigation controller and a tab bar controller must each override in their own
/// class body).
struct ControllerHooks {
    let name: String
    let log: ControllerLog

    func add(_ selector: String, _ argument: String? = nil) {
        log.add("\(name) \(selector)" + (argument.map { " " + $0 } ?? ""))
    }

    func appearance(_ selector: String, _ animated: Bool) {
        add(selector, animated ? "animated" : nil)
    }
}

// MARK: - Logging views and windows

/// A controller's root view (or any view) that logs the window moves, layout and
/// safe-area changes it receives.
final class LogControllerView: UIView, ControllerLogNamed {
    let name: String
    let log: ControllerLog
    var controllerLogName: String { name }
    var onLayoutSubviews: ((LogControllerView) -> Void)?

    init(name: String, log: ControllerLog, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    override func willMove(toWindow newWindow: UIWindow?) {
        log.add("\(name) willMoveToWindow: \(ControllerLog.name(newWindow))")
    }
    override func didMoveToWindow() { log.add("\(name) didMoveToWindow") }
    override func layoutSubviews() {
        log.add("\(name) layoutSubviews")
        super.layoutSubviews()
        onLayoutSubviews?(self)
    }
    override func safeAreaInsetsDidChange() { log.add("\(name) safeAreaInsetsDidChange") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.add("\(name) traitCollectionDidChange: \(ControllerLog.traits(previousTraitCollection))")
    }
}

/// A window with a name for the log; it logs nothing itself.
final class LogControllerWindow: UIWindow, ControllerLogNamed {
    let name: String
    var controllerLogName: String { name }

    init(name: String) {
        self.name = name
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }
}

// MARK: - Logging controllers

/// A controller that logs every overridable callback of R6–R10. Its `loadView` makes a
/// `LogControllerView` named "<name>.view" the size of the screen (or `viewSize`),
/// resizing with its superview like the default view; `usesDefaultLoadView` runs
/// UIViewController's own instead, and `leavesViewNil` plays a broken override.
class LogController: UIViewController, ControllerLogNamed {
    let name: String
    let log: ControllerLog
    var controllerLogName: String { name }
    var hooks: ControllerHooks { ControllerHooks(name: name, log: log) }

    var viewSize: CGSize?
    var usesDefaultLoadView = false
    var leavesViewNil = false
    /// Whether `viewWillTransition(to:with:)` and `willTransition(to:with:)` call super
    /// (UIKit's default forwards to the children).
    var callsSuperForTransitions = true
    var forwardsAppearance = true

    /// Called after each logged callback with its selector, so a test can look at
    /// the controller's state (`isBeingPresented`…) inside it.
    var onCallback: ((LogController, String) -> Void)?
    /// Runs inside `viewWillTransition(to:with:)`, to use the coordinator.
    var onViewWillTransition: ((LogController, UIViewControllerTransitionCoordinator) -> Void)?
    var onViewDidLoad: ((LogController) -> Void)?
    var onViewDidLayoutSubviews: ((LogController) -> Void)?

    init(_ name: String, log: ControllerLog, viewSize: CGSize? = nil) {
        self.name = name
        self.log = log
        self.viewSize = viewSize
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    deinit { log.add("\(name) deinit") }

    private func note(_ selector: String, _ argument: String? = nil) {
        hooks.add(selector, argument)
        onCallback?(self, selector)
    }

    private func noteAppearance(_ selector: String, _ animated: Bool) {
        hooks.appearance(selector, animated)
        onCallback?(self, selector)
    }

    override func loadView() {
        note("loadView")
        if usesDefaultLoadView { super.loadView(); return }
        if leavesViewNil { return }
        let size = viewSize ?? UIScreen.main.bounds.size
        let view = LogControllerView(name: "\(name).view", log: log, frame: CGRect(origin: .zero, size: size))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    override func viewDidLoad() {
        note("viewDidLoad")
        onViewDidLoad?(self)
    }

    override func viewWillAppear(_ animated: Bool) { noteAppearance("viewWillAppear:", animated) }
    override func viewDidAppear(_ animated: Bool) { noteAppearance("viewDidAppear:", animated) }
    override func viewWillDisappear(_ animated: Bool) { noteAppearance("viewWillDisappear:", animated) }
    override func viewDidDisappear(_ animated: Bool) { noteAppearance("viewDidDisappear:", animated) }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() {
        note("viewDidLayoutSubviews")
        onViewDidLayoutSubviews?(self)
    }
    override func viewLayoutMarginsDidChange() { note("viewLayoutMarginsDidChange") }
    override func viewSafeAreaInsetsDidChange() { note("viewSafeAreaInsetsDidChange") }

    override func willMove(toParent parent: UIViewController?) { note("willMoveToParent:", ControllerLog.name(parent)) }
    override func didMove(toParent parent: UIViewController?) { note("didMoveToParent:", ControllerLog.name(parent)) }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        note("viewWillTransitionToSize:", ControllerLog.size(size))
        onViewWillTransition?(self, coordinator)
        if callsSuperForTransitions { super.viewWillTransition(to: size, with: coordinator) }
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        note("willTransitionToTraitCollection:", ControllerLog.traits(newCollection))
        if callsSuperForTransitions { super.willTransition(to: newCollection, with: coordinator) }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        note("traitCollectionDidChange:", ControllerLog.traits(previousTraitCollection))
    }

    override func didReceiveMemoryWarning() { note("didReceiveMemoryWarning") }

    /// The root view as the logging view it is.
    var logView: LogControllerView { view as! LogControllerView }
}

/// A navigation controller that logs its own callbacks (its root view is UIKit's
/// container view, which logs nothing).
final class LogNavigationController: UINavigationController, ControllerLogNamed {
    let name: String
    let log: ControllerLog
    var controllerLogName: String { name }
    var hooks: ControllerHooks { ControllerHooks(name: name, log: log) }
    var onCallback: ((LogNavigationController, String) -> Void)?

    init(_ name: String, log: ControllerLog, root: UIViewController) {
        self.name = name
        self.log = log
        super.init(rootViewController: root)
    }

    init(_ name: String, log: ControllerLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    deinit { log.add("\(name) deinit") }

    private func note(_ selector: String, _ argument: String? = nil) {
        hooks.add(selector, argument)
        onCallback?(self, selector)
    }

    override func viewDidLoad() { note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { hooks.appearance("viewWillAppear:", animated) }
    override func viewDidAppear(_ animated: Bool) { hooks.appearance("viewDidAppear:", animated) }
    override func viewWillDisappear(_ animated: Bool) { hooks.appearance("viewWillDisappear:", animated) }
    override func viewDidDisappear(_ animated: Bool) { hooks.appearance("viewDidDisappear:", animated) }
    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
    override func viewLayoutMarginsDidChange() { note("viewLayoutMarginsDidChange") }
    override func viewSafeAreaInsetsDidChange() { note("viewSafeAreaInsetsDidChange") }
    override func willMove(toParent parent: UIViewController?) { note("willMoveToParent:", ControllerLog.name(parent)) }
    override func didMove(toParent parent: UIViewController?) { note("didMoveToParent:", ControllerLog.name(parent)) }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        note("viewWillTransitionToSize:", ControllerLog.size(size))
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator) {
        note("willTransitionToTraitCollection:", ControllerLog.traits(newCollection))
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        note("traitCollectionDidChange:", ControllerLog.traits(previousTraitCollection))
    }

    override func didReceiveMemoryWarning() { note("didReceiveMemoryWarning") }
}

/// A tab bar controller that logs its own callbacks.
final class LogTabBarController: UITabBarController, ControllerLogNamed {
    let name: String
    let log: ControllerLog
    var controllerLogName: String { name }
    var hooks: ControllerHooks { ControllerHooks(name: name, log: log) }

    init(_ name: String, log: ControllerLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    deinit { log.add("\(name) deinit") }

    override func viewDidLoad() { hooks.add("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { hooks.appearance("viewWillAppear:", animated) }
    override func viewDidAppear(_ animated: Bool) { hooks.appearance("viewDidAppear:", animated) }
    override func viewWillDisappear(_ animated: Bool) { hooks.appearance("viewWillDisappear:", animated) }
    override func viewDidDisappear(_ animated: Bool) { hooks.appearance("viewDidDisappear:", animated) }
    override func viewWillLayoutSubviews() { hooks.add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { hooks.add("viewDidLayoutSubviews") }
    override func viewLayoutMarginsDidChange() { hooks.add("viewLayoutMarginsDidChange") }
    override func viewSafeAreaInsetsDidChange() { hooks.add("viewSafeAreaInsetsDidChange") }
    override func didReceiveMemoryWarning() { hooks.add("didReceiveMemoryWarning") }
}

/// An application delegate that logs its callbacks.
final class LogAppDelegate: UIApplicationDelegate {
    let log: ControllerLog
    init(log: ControllerLog) { self.log = log }

    func applicationWillResignActive(_ application: UIApplication) { log.add("app applicationWillResignActive:") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.add("app applicationDidEnterBackground:") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.add("app applicationWillEnterForeground:") }
    func applicationDidBecomeActive(_ application: UIApplication) { log.add("app applicationDidBecomeActive:") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.add("app applicationDidReceiveMemoryWarning:") }
}

// MARK: - The base test case

/// Resets the engine's singletons around each test: the default device in portrait,
/// no pending run loop work or transition, the windows this test showed hidden again,
/// the application delegate and the warning handler restored. A UIKit exception the
/// test did not capture fails the test instead of stopping the process.
class ControllerTestCase: XCTestCase {
    var log = ControllerLog()
    /// The windows this test showed, weakly: a test may check that one deallocates.
    private var windows: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }
    private var savedExceptionHandler: ((UIKitException) -> Void)?
    private var savedWarningHandler: ((String) -> Void)?
    private var uncaught: [UIKitException] = []
    /// What `UIKitWarning.log` reported during the test.
    var warnings: [String] = []

    override func setUp() {
        super.setUp()
        log = ControllerLog()
        uncaught = []
        warnings = []
        savedExceptionHandler = UIKitException.handler
        UIKitException.handler = { [unowned self] exception in self.uncaught.append(exception) }
        savedWarningHandler = UIKitWarning.handler
        UIKitWarning.handler = { [unowned self] message in self.warnings.append(message) }
        Session.start()
        UIView.walkRecursionLimit = walkRecursionLimitForTests
    }

    override func tearDown() {
        drain()
        for entry in windows { entry.window?.isHidden = true }
        windows = []
        drain()
        XCTAssertFalse(TransitionQueue.shared.isRunning, "the test left a transition running")
        Session.start()
        XCTAssertEqual(uncaught.map(\.reason), [], "UIKit exceptions the test did not capture")
        if let savedExceptionHandler { UIKitException.handler = savedExceptionHandler }
        if let savedWarningHandler { UIKitWarning.handler = savedWarningHandler }
        super.tearDown()
    }

    // MARK: Run loop

    /// One run loop turn at the current virtual time.
    func turn() { VirtualRunLoop.main.runOnce() }

    /// Runs until nothing is pending (time jumps over timers and animations).
    func drain() { VirtualRunLoop.main.runUntilIdle() }

    /// Advances virtual time, a frame at a time.
    func advance(_ seconds: TimeInterval) { VirtualRunLoop.main.run(for: seconds) }

    var now: TimeInterval { VirtualRunLoop.main.currentTime }

    // MARK: Objects

    func controller(_ name: String, viewSize: CGSize? = nil) -> LogController {
        LogController(name, log: log, viewSize: viewSize)
    }

    /// A window that the test shows (tearDown hides it).
    func makeWindow(_ name: String = "window") -> LogControllerWindow {
        LogControllerWindow(name: name)
    }

    /// Shows `root` in a new key window and lets it appear fully; the log is cleared.
    @discardableResult
    func showInWindow(_ root: UIViewController, name: String = "window") -> LogControllerWindow {
        let window = makeWindow(name)
        window.rootViewController = root
        show(window)
        drain()
        log.clear()
        return window
    }

    func show(_ window: UIWindow) {
        if !windows.contains(where: { $0.window === window }) { windows.append(WeakWindow(window: window)) }
        window.makeKeyAndVisible()
    }

    /// Runs `body` expecting one UIKit exception of that name whose reason contains `reasonPart`.
    func assertRaises(_ name: UIKitException.Name, _ reasonPart: String,
                      file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        let exception = UIKitException.capture(body)
        XCTAssertEqual(exception?.name, name, "exception name", file: file, line: line)
        XCTAssertTrue(exception?.reason.contains(reasonPart) ?? false,
                      "reason \(exception?.reason ?? "nil") lacks \"\(reasonPart)\"", file: file, line: line)
    }
}
