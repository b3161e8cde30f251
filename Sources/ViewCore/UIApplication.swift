import Foundation

/// The application object: the visible windows, the key window, and the delegate
/// that hears about the app's state (R10.2).
public final class UIApplication {
    /// The current session's application.
    public static var shared: UIApplication { Session.current.application }

    init() {}

    public enum State: Int { case active, inactive, background }

    public internal(set) var applicationState: State = .active
    public var delegate: UIApplicationDelegate?

    /// Visible windows, in the order they were shown; the app holds them.
    public private(set) var windows: [UIWindow] = []
    public private(set) weak var keyWindow: UIWindow?

    func makeKey(_ window: UIWindow) {
        guard keyWindow !== window else { return }
        keyWindow = window
    }

    func windowDidShow(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    /// The session's end: the windows are let go without appearance callbacks, and
    /// the delegate with them.
    func terminate() {
        for window in windows { window.hideForTermination() }
        windows.removeAll()
        keyWindow = nil
        delegate = nil
    }

    func windowDidHide(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = windows.last }
    }
}

/// The application delegate's state callbacks; each has a default that does nothing.
public protocol UIApplicationDelegate: AnyObject {
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
