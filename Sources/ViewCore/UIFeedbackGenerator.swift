import Foundation

/// The base of UIKit's haptic feedback generators (R17.14). Headless there
/// is nothing to feel: each feedback a generator gives is recorded in the
/// session, in order, with the virtual time it came at, where tests and
/// scripts read it (`Simulator.hapticEvents`). `prepare()` readies the
/// Taptic Engine on a phone; here it has nothing to do and records nothing.
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    open func prepare() {}

    func record(_ kind: HapticEvent.Kind) {
        Session.current.hapticEvents.append(HapticEvent(kind: kind, time: VirtualRunLoop.main.currentTime))
    }
}

/// Feedback for a collision of a given weight.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weight of the collision felt.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact, as UIKit's `init()`.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// At full intensity.
    open func impactOccurred() {
        record(.impact(style, intensity: 1))
    }

    /// An intensity outside 0…1 is clamped to it; one that is not a number
    /// is refused.
    open func impactOccurred(intensity: CGFloat) {
        guard !intensity.isNaN else {
            return UIKitException.raise(.invalidArgumentException,
                "-[\(type(of: self)) impactOccurredWithIntensity:]: the intensity must be a number, not nan")
        }
        record(.impact(style, intensity: min(max(intensity, 0), 1)))
    }
}

/// Feedback for the outcome of a task.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome told of.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        record(.notification(notificationType))
    }
}

/// Feedback for a change of selection (a picker's wheel, a segment).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        record(.selection)
    }
}

/// One feedback a generator gave, as the session records it.
public struct HapticEvent: Equatable, CustomStringConvertible, Sendable {
    /// Which generator's feedback, with what it was given.
    public enum Kind: Equatable, Sendable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        case selection
    }

    public let kind: Kind
    /// In the run loop's virtual time.
    public let time: TimeInterval

    /// `impact medium 1`, `notification success`, `selection`.
    public var description: String {
        switch kind {
        case .impact(let style, let intensity): return "impact \(style) \(shortNumber(intensity))"
        case .notification(let type): return "notification \(type)"
        case .selection: return "selection"
        }
    }
}

extension Simulator {
    /// The haptic feedback the app's generators gave since the session
    /// began, in order.
    public static var hapticEvents: [HapticEvent] { Session.current.hapticEvents }
}
