import Foundation

/// Actions: what a layer does when a property changes. A layer of its own
/// that has been through a commit animates a change of an animatable
/// property implicitly, over the current transaction's duration (a quarter
/// of a second unless `CATransaction.setAnimationDuration` says otherwise),
/// unless `CATransaction.setDisableActions(true)` is in force or the search
/// finds another action. A view's layer never does: its view, as the
/// delegate, answers `NSNull` outside an animation block, and animates its
/// changes itself inside one (UIView+Animation.swift).
extension CALayer {
    /// The search `action(forKey:)` documents, in Core Animation's order.
    func searchAction(forKey event: String) -> CAAction? {
        if let found = delegate?.action(for: self, forKey: event) {
            return found is NSNull ? nil : found
        }
        if let found = actions?[event] {
            return found is NSNull ? nil : found
        }
        if let found = type(of: self).defaultAction(forKey: event) {
            return found is NSNull ? nil : found
        }
        return implicitAnimation(forKey: event)
    }

    /// Core Animation's own action for an animatable property: a basic
    /// animation from the value shown now.
    private func implicitAnimation(forKey event: String) -> CAAction? {
        guard owningView == nil, let key = AnimatableKey.named(event),
              let shown = key.get(isAnimated ? presentationCopy() : self) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = shown.boxed
        return animation
    }

    /// Whether a change of this layer looks for an action: a layer of its
    /// own, not a presentation copy, made before the last commit, with
    /// actions enabled.
    private var runsActions: Bool {
        owningView == nil && modelLayerStorage == nil && DisplayCycle.shared.commitCount > bornInCommit
            && !CATransaction.disableActions()
    }

    /// Changes the property under `key` with `apply`, running the action the
    /// search finds for it: looked for before the change, run after it, as
    /// Core Animation does.
    func change(_ key: String, _ apply: () -> Void) {
        VisibleChanges.note()
        guard runsActions else {
            apply()
            return
        }
        let action = action(forKey: key)
        apply()
        action?.run(forKey: key, object: self, arguments: nil)
    }
}
