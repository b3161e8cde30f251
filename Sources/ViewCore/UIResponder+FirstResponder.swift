import Foundation

/// The first responder, as UIKit keeps it: one per window, the responder
/// that the keyboard's input goes to.
///
/// - `becomeFirstResponder()` succeeds at once for the first responder. A
///   responder must be in a window (a view, or a controller whose view is)
///   and answer `canBecomeFirstResponder` true; then the window's first
///   responder, if another, is asked `canResignFirstResponder` and sent
///   `resignFirstResponder()`, and a refusal of either leaves things as they
///   were. Only then does the window take the new one (Apple's
///   `becomeFirstResponder()` reference: "the responder object must be part
///   of the active view hierarchy… UIKit asks the current first responder to
///   resign"; the order is Chameleon's UIResponder.m, which reimplemented it).
/// - `resignFirstResponder()` of the first responder gives the window none;
///   of another responder it does nothing, and says yes.
/// - A first responder that leaves its window (itself or an ancestor
///   removed, its window changed) or is hidden (itself or an ancestor) is
///   sent `resignFirstResponder()`, and stops being the first responder
///   whatever it answers: UITextField.h says a text field's
///   `textFieldDidEndEditing:` "may be called if forced even if
///   shouldEndEditing returns NO (e.g. view removed from window)". That
///   hiding does the same is a decision.
/// - `UIView.endEditing(_:)` resigns the first responder found in the view
///   or below it; with `force` true it stops being first responder even if
///   it refused.
extension UIResponder {
    /// The window the responder would be first responder of.
    var firstResponderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    /// The view the responder is, or a controller's view.
    var firstResponderView: UIView? {
        if let view = self as? UIView { return view }
        if let controller = self as? UIViewController { return controller.viewIfLoaded }
        return nil
    }

    func becomeWindowsFirstResponder() -> Bool {
        guard let window = firstResponderWindow else { return false }
        if window.firstResponderStorage === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponderStorage {
            let keyboard = Keyboard.current
            keyboard.handOverDepth += 1
            let resigned = current.canResignFirstResponder && current.resignFirstResponder()
            keyboard.handOverDepth -= 1
            // A resignation that made another responder first, or moved this
            // one out of its window, ends the attempt; one that said yes
            // without calling super is taken at its word, as UIKit does.
            let other = window.firstResponderStorage
            guard resigned, other == nil || other === current, firstResponderWindow === window else {
                if resigned { keyboard.firstResponderDidChange() }
                return false
            }
        }
        window.firstResponderStorage = self
        Keyboard.current.noteFirstResponder(in: window)
        didBecomeWindowsFirstResponder()
        return true
    }

    func resignWindowsFirstResponder() -> Bool {
        guard let window = firstResponderWindow, window.firstResponderStorage === self else { return true }
        window.firstResponderStorage = nil
        didResignWindowsFirstResponder()
        return true
    }

    /// Resigns, and stops being first responder even if that was refused.
    func resignFirstResponderForcibly() {
        guard isFirstResponder else { return }
        _ = resignFirstResponder()
        guard let window = firstResponderWindow, window.firstResponderStorage === self else { return }
        window.firstResponderStorage = nil
        didResignWindowsFirstResponder()
    }
}

extension UIView {
    /// Resigns the first responder if it is this view or one below it (or a
    /// controller whose view is): whether none is left there. With `force`,
    /// a first responder that refuses is made to resign.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = firstResponderInSubtree else { return true }
        if force {
            responder.resignFirstResponderForcibly()
        } else {
            _ = responder.resignFirstResponder()
        }
        return !responder.isFirstResponder
    }

    /// The window's first responder, if it is this view, below it, or a
    /// controller whose view is.
    var firstResponderInSubtree: UIResponder? {
        guard let responder = windowStorage?.firstResponderStorage,
              let view = responder.firstResponderView, view.isDescendant(of: self) else { return nil }
        return responder
    }

    /// A view that leaves its window or is hidden takes the first responder
    /// below it out of that role.
    func resignFirstResponderLeavingView() {
        guard windowStorage?.firstResponderStorage != nil, !Session.current.hasEnded,
              let responder = firstResponderInSubtree else { return }
        responder.resignFirstResponderForcibly()
    }
}
