import Foundation

/// A view's accessibility values, kept apart from the view (`accessibilityStorage`)
/// because few views have any: a nil field answers the class's default.
final class AccessibilityStorage {
    var isElement: Bool?
    var identifier: String?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var frame: CGRect?
    var elements: [Any]?
}

/// What an accessibility element is and does, as VoiceOver reads it: one bit
/// each, with UIKit's values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)

    /// Every trait there is.
    public static let known = UIAccessibilityTraits(rawValue: (1 << 17) - 1)
}

/// UIKit's accessibility settings and announcements. Headless there is no
/// VoiceOver and no Settings app: every setting reads as its default (off),
/// and what the app posts is recorded in the session (`postedNotifications`)
/// for tests to read.
public enum UIAccessibility {
    /// What `post(notification:argument:)` announces.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")

    /// Records the notification and its argument (the text of an
    /// announcement, the element a screen or layout change moves to).
    public static func post(notification: Notification, argument: Any?) {
        Session.current.accessibilityNotifications.append((notification, argument))
    }

    /// What the app has posted in the session, oldest first.
    public static var postedNotifications: [(notification: Notification, argument: Any?)] {
        Session.current.accessibilityNotifications
    }
}

extension UIView {
    /// The accessibility properties by key (UIView+Properties.swift).
    static let accessibilityCatalog: [AnyProperty] = [
        Property("isAccessibilityElement", get: { (view: UIView) in view.isAccessibilityElement },
                 set: { $0.isAccessibilityElement = $1 }),
        Property("accessibilityIdentifier", get: { (view: UIView) in view.accessibilityIdentifier },
                 set: { $0.accessibilityIdentifier = $1 }),
        Property("accessibilityLabel", get: { (view: UIView) in view.accessibilityLabel }, set: { $0.accessibilityLabel = $1 }),
        Property("accessibilityHint", get: { (view: UIView) in view.accessibilityHint }, set: { $0.accessibilityHint = $1 }),
        Property("accessibilityValue", get: { (view: UIView) in view.accessibilityValue }, set: { $0.accessibilityValue = $1 }),
        Property("accessibilityTraits", get: { (view: UIView) in view.accessibilityTraits }, set: { $0.accessibilityTraits = $1 }),
        Property("accessibilityElementsHidden", get: { (view: UIView) in view.accessibilityElementsHidden },
                 set: { $0.accessibilityElementsHidden = $1 }),
        Property("accessibilityViewIsModal", get: { (view: UIView) in view.accessibilityViewIsModal },
                 set: { $0.accessibilityViewIsModal = $1 }),
        Property("shouldGroupAccessibilityChildren", get: { (view: UIView) in view.shouldGroupAccessibilityChildren },
                 set: { $0.shouldGroupAccessibilityChildren = $1 }),
        Property("accessibilityFrame", get: { (view: UIView) in view.accessibilityFrame }, set: { $0.accessibilityFrame = $1 }),
    ]
}
