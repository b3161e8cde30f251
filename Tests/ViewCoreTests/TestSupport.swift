import XCTest
@_spi(Bridging) @testable import ViewCore

// MARK: - The call log

/// The lines the logging views and controllers write, in call order. Tests compare
/// whole sequences of it.
///
/// Line format: `-[name selector] argument`, the argument being a view's log name,
/// `nil`, or a rect/size in UIKit's description notation. For example
/// `-[V willMoveToSuperview:] S`, `-[V didMoveToWindow]`, `-[V drawRect:] (0 0; 10 10)`.
class CallLog {
    var lines: [String] = []

    func add(_ line: String) { lines.append(line) }

    /// The lines so far; clears the log.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }

    func clear() { lines.removeAll() }
}

/// Objects that log under a short name of their own.
protocol LogNamed: AnyObject {
    var logName: String { get }
}

/// How a view appears as an argument in a log line.
func nameOf(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    if let named = view as? LogNamed { return named.logName }
    return "\(view.className)#\(view.objectID)"
}

func sizeNotation(_ size: CGSize) -> String {
    "(\(shortNumber(size.width)) \(shortNumber(size.height)))"
}

/// The hooks a logging view shares, whatever UIView subclass it is; the subclasses
/// below forward to it, so the line formats live in one place.
struct HookLogger {
    let name: String
    let log: CallLog

    func callback(_ selector: String, _ argument: String? = nil) {
        log.add("-[\(name) \(selector)]" + (argument.map { " " + $0 } ?? ""))
    }
}

/// A view that logs every overridable hook. Optional closures let a test act inside
/// a hook (for instance mark a view during layout).
class LoggingView: UIView, LogNamed {
    let name: String
    let log: CallLog
    var logName: String { name }
    private var hooks: HookLogger { HookLogger(name: name, log: log) }

    var onLayoutSubviews: ((LoggingView) -> Void)?
    var onUpdateConstraints: ((LoggingView) -> Void)?
    var onDraw: ((LoggingView, CGRect) -> Void)?
    var onWillMoveToSuperview: ((LoggingView, UIView?) -> Void)?
    var onDidMoveToWindow: ((LoggingView) -> Void)?
    /// R5.2: set to false to play an override that forgets `super.updateConstraints()`.
    var callsSuperUpdateConstraints = true
    /// What `sizeThatFits(_:)` answers; nil for UIView's answer.
    var fittingSize: CGSize?

    init(name: String, log: CallLog, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    deinit { hooks.callback("dealloc") }

    override func willMove(toSuperview newSuperview: UIView?) {
        hooks.callback("willMoveToSuperview:", nameOf(newSuperview))
        onWillMoveToSuperview?(self, newSuperview)
    }
    override func didMoveToSuperview() { hooks.callback("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { hooks.callback("willMoveToWindow:", nameOf(newWindow)) }
    override func didMoveToWindow() {
        hooks.callback("didMoveToWindow")
        onDidMoveToWindow?(self)
    }
    override func didAddSubview(_ subview: UIView) { hooks.callback("didAddSubview:", nameOf(subview)) }
    override func willRemoveSubview(_ subview: UIView) { hooks.callback("willRemoveSubview:", nameOf(subview)) }

    override func layoutSubviews() {
        hooks.callback("layoutSubviews")
        super.layoutSubviews()
        onLayoutSubviews?(self)
    }

    override func updateConstraints() {
        hooks.callback("updateConstraints")
        onUpdateConstraints?(self)
        if callsSuperUpdateConstraints { super.updateConstraints() }  // last, as UIKit requires
    }

    override func draw(_ rect: CGRect) {
        hooks.callback("drawRect:", frameNotation(rect))
        onDraw?(self, rect)
    }

    override func layoutMarginsDidChange() { hooks.callback("layoutMarginsDidChange") }
    override func safeAreaInsetsDidChange() { hooks.callback("safeAreaInsetsDidChange") }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        hooks.callback("sizeThatFits:", sizeNotation(size))
        return fittingSize ?? super.sizeThatFits(size)
    }
}

/// A window that logs the hooks a window receives in these tests.
final class LoggingWindow: UIWindow, LogNamed {
    let name: String
    let log: CallLog
    var logName: String { name }
    private var hooks: HookLogger { HookLogger(name: name, log: log) }

    init(name: String, log: CallLog, frame: CGRect = UIScreen.main.bounds) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    deinit { hooks.callback("dealloc") }

    override func willMove(toSuperview newSuperview: UIView?) { hooks.callback("willMoveToSuperview:", nameOf(newSuperview)) }
    override func didMoveToSuperview() { hooks.callback("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { hooks.callback("willMoveToWindow:", nameOf(newWindow)) }
    override func didMoveToWindow() { hooks.callback("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { hooks.callback("didAddSubview:", nameOf(subview)) }
    override func willRemoveSubview(_ subview: UIView) { hooks.callback("willRemoveSubview:", nameOf(subview)) }
    override func layoutSubviews() { hooks.callback("layoutSubviews"); super.layoutSubviews() }
    override func updateConstraints() { hooks.callback("updateConstraints"); super.updateConstraints() }
    override func draw(_ rect: CGRect) { hooks.callback("drawRect:", frameNotation(rect)) }
    override func layoutMarginsDidChange() { hooks.callback("layoutMarginsDidChange") }
    override func safeAreaInsetsDidChange() { hooks.callback("safeAreaInsetsDidChange") }
}

/// A scroll view that logs its layout passes.
final class LoggingScrollView: UIScrollView, LogNamed {
    let name: String
    let log: CallLog
    var logName: String { name }

    init(name: String, log: CallLog, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    override func layoutSubviews() { log.add("-[\(name) layoutSubviews]"); super.layoutSubviews() }
}

/// A controller that logs the hooks of the view phases it takes part in (R3.2, R5.1).
final class LoggingController: UIViewController, LogNamed {
    let name: String
    let log: CallLog
    var logName: String { name }
    var callsSuperUpdateViewConstraints = true

    init(name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    deinit { log.add("-[\(name) dealloc]") }

    override func viewWillLayoutSubviews() { log.add("-[\(name) viewWillLayoutSubviews]") }
    override func viewDidLayoutSubviews() { log.add("-[\(name) viewDidLayoutSubviews]") }
    override func updateViewConstraints() {
        log.add("-[\(name) updateViewConstraints]")
        if callsSuperUpdateViewConstraints { super.updateViewConstraints() }
    }
}

// MARK: - The base test case

/// Resets the engine's global state around each test, and turns any UIKit exception
/// a test did not capture into a test failure instead of a process abort.
class ViewCoreTestCase: XCTestCase {
    var log = CallLog()
    private var savedHandler: ((UIKitException) -> Void)?
    private var savedWarningHandler: ((String) -> Void)?
    private var uncaught: [UIKitException] = []
    private var shownWindows: [UIWindow] = []
    /// `Compositor.missedChanges` when the test began: every test that
    /// snapshots a tree twice checks `VisibleChanges`' invariant.
    private var missedChangesBefore = 0
    /// What `UIKitWarning.log` reported during the test.
    var warnings: [String] = []

    override func setUp() {
        super.setUp()
        log = CallLog()
        uncaught = []
        warnings = []
        savedHandler = UIKitException.handler
        UIKitException.handler = { [unowned self] exception in self.uncaught.append(exception) }
        savedWarningHandler = UIKitWarning.handler
        UIKitWarning.handler = { [unowned self] message in self.warnings.append(message) }
        missedChangesBefore = Compositor.missedChanges
        resetEngine()
        XCTAssertEqual(uncaught.map(\.reason), [], "an earlier test left the engine raising")
        uncaught = []
    }

    override func tearDown() {
        for window in shownWindows { window.isHidden = true }
        shownWindows = []
        resetEngine()
        XCTAssertEqual(uncaught.map(\.reason), [], "UIKit exceptions the test did not capture")
        XCTAssertEqual(Compositor.missedChanges, missedChangesBefore,
                       "a snapshot reused pixels of a tree that had changed (VisibleChanges.swift)")
        if let savedHandler { UIKitException.handler = savedHandler }
        if let savedWarningHandler { UIKitWarning.handler = savedWarningHandler }
        super.tearDown()
    }

    /// A fresh session on the default device: nothing carried over from an
    /// earlier test.
    func resetEngine() {
        Session.start()
        UIView.walkRecursionLimit = walkRecursionLimitForTests
    }

    /// A logging window filling the screen; `visible` shows it (the application then
    /// holds it until tearDown hides it).
    func makeWindow(_ name: String, visible: Bool = true, frame: CGRect? = nil) -> LoggingWindow {
        let window = LoggingWindow(name: name, log: log, frame: frame ?? UIScreen.main.bounds)
        if visible {
            window.isHidden = false
            trackShown(window)
        }
        return window
    }

    func trackShown(_ window: UIWindow) {
        if !shownWindows.contains(where: { $0 === window }) { shownWindows.append(window) }
    }

    func view(_ name: String, _ frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> LoggingView {
        LoggingView(name: name, log: log, frame: frame)
    }

    /// Commits what is pending (one run loop turn) and forgets the log.
    func settle() {
        VirtualRunLoop.main.runOnce()
        log.clear()
    }

    /// Commits what is pending (one run loop turn) and returns what it logged.
    func commit() -> [String] {
        VirtualRunLoop.main.runOnce()
        return log.take()
    }

    /// Runs `body` expecting exactly the exception named, with exactly that reason.
    func assertRaises(_ name: UIKitException.Name, _ reason: String,
                      file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        let exception = UIKitException.capture(body)
        XCTAssertEqual(exception?.name, name, "exception name", file: file, line: line)
        XCTAssertEqual(exception?.reason, reason, "exception reason", file: file, line: line)
    }

    /// The names of the views marked for layout, in the order given.
    func markedForLayout(_ views: [UIView]) -> [String] {
        views.filter(\.needsLayout).map { nameOf($0) }
    }

    func markedForDisplay(_ views: [UIView]) -> [String] {
        views.filter(\.needsDisplay).map { nameOf($0) }
    }
}

/// `LUAUI_WALK_RECURSION_LIMIT=0` runs every walk on its own stack from the first
/// level (UIView+Traversal.swift).
let walkRecursionLimitForTests: Int = ProcessInfo.processInfo.environment["LUAUI_WALK_RECURSION_LIMIT"]
    .flatMap { Int($0) } ?? UIView.walkRecursionLimit

extension Array where Element == UIView {
    /// The log names, for comparing arrays of views.
    var names: [String] { map { nameOf($0) } }
}

extension ViewCoreTestCase {
    /// Shows a window made hidden; tearDown hides it again.
    func show(_ window: UIWindow) {
        window.isHidden = false
        trackShown(window)
    }
}
