import Foundation

extension UIResponder {
    // UIKit's keyboard notifications, posted on `NotificationCenter.default`
    // with a nil object and the user info keys below.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// An `NSValue` of the keyboard's frame in screen coordinates before its animation.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// An `NSValue` of the keyboard's frame in screen coordinates after its animation.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// An `NSNumber` of the animation's duration in seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// An `NSNumber` of the animation's curve, as a `UIView.AnimationCurve` raw value.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// An `NSNumber` of a Boolean: whether the keyboard is this app's.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// UIKit's additions to `NSValue`, in which keyboard notifications carry
/// their frames.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}

/// The virtual keyboard: on screen while a text input (a `UIKeyInput`) is
/// the first responder, announced by UIKit's notifications.
///
/// - Showing: `keyboardWillChangeFrameNotification` then
///   `keyboardWillShowNotification`, from a frame just below the screen to
///   one along its bottom edge; 0.25 s of virtual time later
///   `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification`.
///   Hiding is the same with the frames swapped and the hide notifications.
///   The user info holds both frames (screen coordinates), the duration
///   (0.25) and the curve (7, the undocumented curve iOS reports), as logged
///   on iOS (Stack Overflow 19482573). The will-notifications are posted
///   inside an animation block of that duration, so that layout a handler
///   forces animates with the keyboard, as on iOS (Apple Developer Forums
///   thread 701769).
/// - Another text input becoming first responder while it shows keeps it on
///   screen: `keyboardWillShowNotification` and `keyboardDidShowNotification`
///   again, with the same frame before and after, and no hide.
/// - Heights, with the suggestion bar, in portrait: 254 points on a 4-inch
///   iPhone, 260 on a 4.7-inch, 271 on a 5.5-inch, 336 on the 5.8- and
///   6.1-inch notched phones, 346 on the 6.5- and 6.7-inch (a keyboard
///   extension's table of the system keyboard, KeyboardHeight.swift on
///   GitHub; SwiftyComponents' UIScreen+Keyboard.swift agrees within 2
///   points); on a 9.7-inch-class iPad 313 in portrait and 398 in landscape
///   (openradar 38117524's log). In landscape on iPhones, a decision: the 162
///   points of the keyboard's rows the same sources give without the bar,
///   and 21 more below them on the notched phones (their home indicator's
///   inset). A screen of another size gets 216 and 162.
final class Keyboard {
    static var current: Keyboard { Session.current.keyboard }

    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    private(set) var isVisible = false
    /// The text input typing goes to: the last to become first responder,
    /// while it is.
    private(set) weak var client: UIResponder?
    /// Above 0 while a responder that is becoming first makes the one before
    /// it resign: the keyboard stays up for the next text input.
    var handOverDepth = 0
    /// Counts shows and hides, so that a did-notification scheduled for one
    /// that another followed is not posted.
    private var generation = 0
    /// The windows that have a first responder, which a session's end makes
    /// let go without callbacks.
    private var windows: [WeakWindow] = []
    /// The views with a keyboard layout guide, which follows each show and hide.
    private var guideOwners: [WeakView] = []

    /// The keyboard's frame on screen, in screen coordinates, for the
    /// device and orientation now: the system keyboard's height, or the text
    /// input's `inputView`'s in its place, and its `inputAccessoryView`'s
    /// above (each view's frame height, else its intrinsic height).
    var frame: CGRect {
        let screen = UIScreen.main
        let bounds = screen.bounds
        var height = Keyboard.height(of: screen.device, landscape: screen.interfaceOrientation.isLandscape)
        if let input = client?.inputView { height = Keyboard.height(of: input) }
        if let accessory = client?.inputAccessoryView { height += Keyboard.height(of: accessory) }
        height = min(height, bounds.height)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    private static func height(of view: UIView) -> CGFloat {
        var height = view.frameStorage.height
        if height <= 0 || !height.isFinite {
            let intrinsic = view.intrinsicContentSize.height
            height = intrinsic.isFinite && intrinsic > 0 ? intrinsic : 0
        }
        return height.isFinite ? max(height, 0) : 0
    }

    /// Where a keyboard of that frame goes to hide: just below the screen.
    private func hidden(_ frame: CGRect) -> CGRect {
        var frame = frame
        frame.origin.y = UIScreen.main.bounds.height
        return frame
    }

    static func height(of device: Device, landscape: Bool) -> CGFloat {
        let portrait = device.portraitSize
        if device.idiom == .pad { return landscape ? 398 : 313 }
        let notched = portrait.height >= 812
        if landscape { return notched ? 183 : 162 }
        switch portrait.height {
        case 568: return 254
        case 667: return 260
        case 736: return 271
        case 812, 844, 852: return 336
        case 896, 926, 932: return 346
        default: return 216
        }
    }

    func watch(_ owner: UIView) {
        guideOwners.removeAll { $0.view == nil }
        if !guideOwners.contains(where: { $0.view === owner }) { guideOwners.append(WeakView(view: owner)) }
    }

    /// The guides move within the keyboard's animation: marked, then laid
    /// out from their windows, so that the frames the move changes animate.
    private func moveGuides() {
        let owners = guideOwners.compactMap(\.view)
        for owner in owners { owner.constraintGuidesDidChange() }
        var windows: [UIWindow] = []
        for owner in owners {
            if let window = owner.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.layoutIfNeeded() }
    }

    func noteFirstResponder(in window: UIWindow) {
        windows.removeAll { $0.window == nil }
        if !windows.contains(where: { $0.window === window }) { windows.append(WeakWindow(window: window)) }
    }

    /// The first responder of a window changed: the keyboard comes up for a
    /// text input that became first responder, and goes once none is.
    func firstResponderDidChange(becoming responder: UIResponder? = nil) {
        guard !Session.current.hasEnded else { return }
        if let responder, responder.takesKeyboardInput, responder.isFirstResponder {
            let before = frame
            client = responder
            if isVisible {
                // Another input's accessory or input view changes the frame.
                let after = frame
                let changes = before != after
                post(will: (changes ? [UIResponder.keyboardWillChangeFrameNotification] : []) + [UIResponder.keyboardWillShowNotification],
                     did: (changes ? [UIResponder.keyboardDidChangeFrameNotification] : []) + [UIResponder.keyboardDidShowNotification],
                     from: before, to: after)
            } else {
                isVisible = true
                post(will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
                     did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification],
                     from: hidden(frame), to: frame)
            }
            return
        }
        guard handOverDepth == 0 else { return }
        if let client, client.isFirstResponder { return }
        let shown = frame
        client = nil
        guard isVisible else { return }
        isVisible = false
        post(will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
             did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification],
             from: shown, to: hidden(shown))
    }

    private func post(will: [Notification.Name], did: [Notification.Name], from begin: CGRect, to end: CGRect) {
        generation += 1
        let current = generation
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Keyboard.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Keyboard.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        UIView.animate(withDuration: Keyboard.animationDuration, delay: 0,
                       options: UIView.AnimationOptions(rawValue: UInt(Keyboard.animationCurve) << 16), animations: {
            for name in will { center.post(name: name, object: nil, userInfo: userInfo) }
            if begin != end { self.moveGuides() }
        })
        VirtualRunLoop.main.schedule(after: Keyboard.animationDuration) { [weak self] _ in
            guard let self, self.generation == current else { return }
            for name in did { center.post(name: name, object: nil, userInfo: userInfo) }
        }
    }

    /// The session's end: the windows let go of their first responders
    /// silently, as nothing reaches an app that is gone.
    func discardPendingWork() {
        for entry in windows { entry.window?.firstResponderStorage = nil }
        windows.removeAll()
        guideOwners.removeAll()
        client = nil
        isVisible = false
        generation += 1
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    private struct WeakView {
        weak var view: UIView?
    }
}
