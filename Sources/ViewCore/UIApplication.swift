import Foundation

/// The application object: the visible windows, the key window, the delegate
/// that hears about the app's state (R10.2), and the end of every responder
/// chain, where touches arrive (`sendEvent`, UIApplication+Events.swift).
public final class UIApplication: UIResponder {
    /// The current session's application.
    public static var shared: UIApplication { Session.current.application }

    override init() {
        UIResponder.isMakingApplication = true
        defer { UIResponder.isMakingApplication = false }
        super.init()
    }

    /// The delegate, if it is a responder and none of the app's views,
    /// controllers or the application itself, as UIKit's `nextResponder` says.
    override public var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
              !(responder is UIView), !(responder is UIViewController), responder !== self else { return nil }
        return responder
    }

    /// Touches under way, in the order they began; `touchEvent` carries them.
    var activeTouches: [UITouch] = []
    /// The one touch event the app's touches travel in, as UIKit reuses one.
    lazy var touchEvent = UIEvent(application: self)
    /// Events that arrived while one was being delivered: delivered after it.
    var pendingEvents: [[TouchChange]] = []
    var isDeliveringEvent = false
    var lastTap: LastTap?

    /// The running states of an app.
    public enum State: Int { case active, inactive, background }

    public internal(set) var applicationState: State = .active
    public var delegate: UIApplicationDelegate?

    /// Visible windows, in the order they were shown; the app holds them.
    public private(set) var windows: [UIWindow] = []
    public private(set) weak var keyWindow: UIWindow?

    /// The app's one window scene, on the main screen (UIWindowScene.swift).
    public private(set) lazy var windowScene = UIWindowScene()

    /// The scenes connected to the app: its one window scene.
    public var connectedScenes: Set<UIScene> { [windowScene] }

    /// Whether an app would open the URL: Safari takes http and https, and
    /// the phone's own apps tel, sms and mailto (an iPad has no telephone).
    public func canOpenURL(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "http", "https", "mailto": return true
        case "tel", "sms": return UIScreen.main.device.idiom == .phone
        default: return false
        }
    }

    /// Opens the URL in the app that takes it: headless nothing leaves, and the
    /// URL is recorded in the session (`openedURLs`). The completion hears
    /// whether an app took it, at the next turn, as UIKit calls it later.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = canOpenURL(url)
        if opened { Session.current.openedURLs.append(url) }
        if let completion { VirtualRunLoop.main.perform { completion(opened) } }
    }

    /// The URLs the app opened, oldest first.
    public var openedURLs: [URL] { Session.current.openedURLs }

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Keys of the dictionary of launch options the delegate receives.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public private(set) var hasLaunched = false

    /// What `UIApplicationMain` does once it has the delegate: the app is
    /// inactive while it launches, the delegate hears `willFinishLaunching` and
    /// `didFinishLaunching`, and the app becomes active once the first commit
    /// has shown what the delegate put on screen, after the root controller's
    /// `viewDidAppear:` (recorded launch logs: didFinishLaunching, the root's
    /// viewDidLoad, viewWillAppear:, its layout, viewDidAppear:, then
    /// applicationDidBecomeActive:). A second launch raises.
    public func launch(with delegate: UIApplicationDelegate) {
        guard !hasLaunched else {
            return UIKitException.raise(.internalInconsistencyException, "UIApplicationMain: the application has already launched")
        }
        hasLaunched = true
        self.delegate = delegate
        applicationState = .inactive
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        post(UIApplication.didFinishLaunchingNotification)
        DisplayCycle.shared.performAfterCommit { [weak self] in
            guard let self, applicationState == .inactive else { return }
            applicationState = .active
            self.delegate?.applicationDidBecomeActive(self)
            post(UIApplication.didBecomeActiveNotification)
        }
    }

    func makeKey(_ window: UIWindow) {
        guard keyWindow !== window else { return }
        keyWindow = window
        StatusBarAppearance.update()
    }

    func windowDidShow(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        StatusBarAppearance.update()
    }

    /// The session's end: the windows are let go without appearance callbacks, and
    /// the delegate with them.
    func terminate() {
        activeTouches.removeAll()
        pendingEvents.removeAll()
        lastTap = nil
        for window in windows { window.hideForTermination() }
        windows.removeAll()
        keyWindow = nil
        delegate = nil
    }

    func windowDidHide(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = windows.last }
        StatusBarAppearance.update()
    }
}

/// The application delegate's launch and state callbacks; each has a default that
/// does nothing (the launch ones answer true).
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
