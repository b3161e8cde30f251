import Foundation

/// A finger on an alert's button, found by its action's title.
extension Simulator {
    /// Taps the button of the action with this title in the alert presented on
    /// top in a window, as `tap` does at its centre. False when no alert on
    /// screen has such an action.
    @discardableResult
    public static func tapAlertAction(titled title: String) -> Bool {
        for window in UIApplication.shared.windows.reversed() {
            guard let alert = window.rootViewController?.presentedTop as? UIAlertController else { continue }
            alert.viewIfLoaded?.layoutIfNeeded()
            guard let action = alert.actions.first(where: { $0.title == title }),
                  let button = alert.buttonView(for: action), let buttonWindow = button.window else { continue }
            let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            tap(CGPoint(x: point.x + buttonWindow.frame.minX, y: point.y + buttonWindow.frame.minY))
            return true
        }
        return false
    }
}
