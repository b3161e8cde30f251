import Foundation

/// The event touches travel in. As in UIKit, the application has one touch
/// event and sends it again for every change: `allTouches` holds every touch
/// under way (those that did not change are `stationary`), and `timestamp` is
/// the time of the latest change.
public final class UIEvent {
    /// The kinds of event; the engine sends touches.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    public let type: EventType = .touches
    public internal(set) var timestamp: TimeInterval = 0
    unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    public var allTouches: Set<UITouch>? { Set(application.activeTouches) }

    /// The touches that landed in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(application.activeTouches.filter { $0.view === view })
    }

    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(application.activeTouches.filter { $0.window === window })
    }
}
