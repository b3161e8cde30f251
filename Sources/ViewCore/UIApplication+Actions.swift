import Foundation

/// Target-action delivery: how a control's action reaches a method by name.
extension UIApplication {
    /// UIKit's `sendAction(_:to:from:for:)`: the action goes to the target or,
    /// for a nil target, up the responder chain from the sender to the first
    /// responder that has the method. False if none took it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: AnyObject?, from sender: AnyObject?, for event: UIEvent?) -> Bool {
        sendAction(action, to: target, from: sender, startingAt: sender as? UIResponder, for: event)
    }

    /// A sender that is no responder (a bar button item) starts the chain at
    /// the view that stands for it.
    @discardableResult
    func sendAction(_ action: Selector, to target: AnyObject?, from sender: AnyObject?, startingAt first: UIResponder?,
                    for event: UIEvent?) -> Bool {
        if let target { return perform(action, on: target, sender: sender, event: event) }
        var responder = first
        while let current = responder {
            if perform(action, on: current, sender: sender, event: event) { return true }
            responder = current.next
        }
        return false
    }

    private func perform(_ action: Selector, on target: AnyObject, sender: AnyObject?, event: UIEvent?) -> Bool {
        if let script = Session.current.scriptActionPerformer, script(target, action, sender, event) { return true }
        return (target as? UIResponder)?.performAction(action, sender: sender, event: event) ?? false
    }
}
