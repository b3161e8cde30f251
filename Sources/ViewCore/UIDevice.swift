import Foundation

/// The simulated device as apps see it: its name, model and idiom come from the
/// screen's device (`--device`), and so does its physical orientation
/// (`UIScreen.deviceOrientation`).
public final class UIDevice {
    /// The current session's device.
    public static var current: UIDevice { Session.current.device }

    init() {}

    public var name: String { UIScreen.main.device.name }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    /// The system the devices of the engine's catalog run: iOS 17, as an
    /// iPad's reports itself since iPadOS 15.
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    public var systemVersion: String { "17.0" }
    /// The same for every run, so that output is deterministic.
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    /// A simulated device reports its battery as unknown, as the Simulator does.
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    public var isBatteryMonitoringEnabled = false
    public var isMultitaskingSupported: Bool { true }

    /// The battery's states.
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }
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
