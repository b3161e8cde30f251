import Foundation

/// One instance of the app's user interface. The engine's app has one scene,
/// a window scene on the main screen (`UIApplication.connectedScenes`), made
/// with the session; every window belongs to it.
open class UIScene: UIResponder {
    /// The scene's state, as the app's: foreground active while the app is
    /// active.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    open var activationState: ActivationState {
        switch UIApplication.shared.applicationState {
        case .active: return .foregroundActive
        case .inactive: return .foregroundInactive
        case .background: return .background
        }
    }

    /// Shown in the app switcher; kept.
    open var title: String = ""
}

/// The window scene: the screen's geometry and traits, and its windows.
open class UIWindowScene: UIScene {
    open var screen: UIScreen { UIScreen.main }
    open var interfaceOrientation: UIInterfaceOrientation { UIScreen.main.interfaceOrientation }
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection }
    /// The app's visible windows.
    open var windows: [UIWindow] { UIApplication.shared.windows }
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
    /// The status bar's frame and visibility on the scene's screen.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// The status bar as a scene reports it: its frame in screen coordinates
/// (none while hidden or in an iPhone's landscape, as the device has it).
open class UIStatusBarManager: NSObject {
    open var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.statusBarHeight)
    }

    open var isStatusBarHidden: Bool { UIScreen.main.statusBarHeight == 0 }
}
