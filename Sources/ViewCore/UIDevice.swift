/// The simulated device as apps see it: its name, model and idiom come from the
/// screen's device (`--device`), and so does its physical orientation
/// (`UIScreen.deviceOrientation`).
public final class UIDevice {
    /// The current session's device.
    public static var current: UIDevice { Session.current.device }

    init() {}

    public var name: String { UIScreen.main.device.name }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.traitCollection.userInterfaceIdiom }

    /// Apple's documentation of `orientation`: "always returns 0 unless
    /// orientation notifications have been enabled by calling
    /// beginGeneratingDeviceOrientationNotifications()".
    public var orientation: UIDeviceOrientation {
        isGeneratingDeviceOrientationNotifications ? UIScreen.main.deviceOrientation : .unknown
    }

    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Calls nest; each must be matched by an `end…` call (Apple's documentation).
    public func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }

    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(orientationNotificationRequests - 1, 0)
    }

    private var orientationNotificationRequests = 0
}
