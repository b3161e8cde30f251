import Foundation

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in a light interface, light content in a dark one.
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar animates as it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}

/// The status bar's appearance, as view controller-based status bar
/// appearance decides it (Apple's `preferredStatusBarStyle`,
/// `childForStatusBarStyle` and `modalPresentationCapturesStatusBarAppearance`
/// references): from the key window's root controller, down through what it
/// presents that takes the status bar (a full-screen presentation, or one
/// that captures it), then through each controller's `childForStatusBarStyle`
/// (`childForStatusBarHidden`), to the controller whose `preferredStatusBarStyle`
/// (`prefersStatusBarHidden`) it shows. Containers (navigation and tab bar
/// controllers) decide it themselves unless a subclass names a child, as in
/// UIKit, where a controller in a container is not asked ("The
/// preferredStatusBarStyle property won't get called if the view controller
/// is embedded in another container view controller", sarunw.com).
///
/// The appearance is asked when a controller calls
/// `setNeedsStatusBarAppearanceUpdate()`, when a window becomes key, shows, hides
/// or gets a root, and at the start and end of each transition; a controller
/// whose preference changes without asking keeps the status bar as it was, as
/// in UIKit.
enum StatusBarAppearance {
    /// Ours: how many steps the walk takes before it stops, so that a
    /// `childForStatusBarStyle` that names an ancestor cannot loop.
    static let maximumSteps = 64

    static func update() {
        let session = Session.current
        guard let root = UIApplication.shared.keyWindow?.rootViewController else {
            session.statusBarStyle = .default
            session.isStatusBarHidden = false
            return
        }
        session.statusBarStyle = controller(from: root, child: \.childForStatusBarStyle).preferredStatusBarStyle
        session.isStatusBarHidden = controller(from: root, child: \.childForStatusBarHidden).prefersStatusBarHidden
    }

    private static func controller(from root: UIViewController, child: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
        var current = root
        for _ in 0..<maximumSteps {
            if let presented = current.presentedViewController, presented.capturesStatusBarAppearance {
                current = presented
            } else if let next = current[keyPath: child], next !== current {
                current = next
            } else {
                break
            }
        }
        return current
    }
}

extension UIViewController {
    /// A presented controller takes the status bar when it covers the screen,
    /// or when it says it captures it.
    var capturesStatusBarAppearance: Bool {
        modalPresentationStyle.resolved == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }
}

extension UIApplication {
    /// The status bar's style, as the key window's controllers prefer it.
    public var statusBarStyle: UIStatusBarStyle { Session.current.statusBarStyle }
    /// Whether the key window's controllers hide the status bar.
    public var isStatusBarHidden: Bool { Session.current.isStatusBarHidden }
}
