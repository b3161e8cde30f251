import Foundation

/// How a window hands touches to its views: each touch to the view it landed
/// in, for its whole life, unless one of UIKit's restrictions kept it from
/// that view when it landed (Event Handling Guide for iOS, "Regulating Touch
/// Event Delivery"; Neuburg, Programming iOS, "Restricting Touches"):
///
/// - a view with `isMultipleTouchEnabled` false that has a touch gets no
///   other until that one ends (a window takes every touch), though its
///   recognizers do ("This property does not affect the gesture recognizers
///   attached to the view", Apple's `isMultipleTouchEnabled`);
/// - a touch in an exclusive-touch view, or below one (UIKit's
///   `_isInExclusiveTouchSubviewTree`), reaches it only if no other view of
///   the window is being touched; and while it lasts, no touch that lands
///   elsewhere in the window reaches its view.
///
/// A touch kept from its view stays in the event (`allTouches`) and never
/// reaches the view, not even when the touch that blocked it ends.
extension UIWindow {
    /// UIKit's `sendEvent(_:)`: the touches of this window that changed go to
    /// their views, the views in the order their touches began, all the
    /// touches that began first, then those that moved, ended and were
    /// cancelled. A view that does not handle them passes them up the
    /// responder chain (UIResponder's defaults).
    public func sendEvent(_ event: UIEvent) {
        let all = event.application.activeTouches
        if all.count == 1 {
            let touch = all[0]
            guard touch.window === self, touch.isDelivered else { return }
            if touch.recognizers.isEmpty, touch.view != nil, touch.isPlainlyDelivered {
                handWithoutRecognizers([touch], event)
            } else {
                GestureEnvironment.shared.deliver([touch], event)
            }
            return
        }
        let touches = all.filter { $0.window === self && $0.isDelivered && $0.phase != .stationary }
        if touches.allSatisfy({ $0.recognizers.isEmpty && $0.isPlainlyDelivered }) {
            handWithoutRecognizers(touches, event)
        } else {
            GestureEnvironment.shared.deliver(touches, event)
        }
    }

    /// No recognizer watches the touches, nor held or cancelled them in their
    /// views: each phase's touches straight to their views.
    private func handWithoutRecognizers(_ touches: [UITouch], _ event: UIEvent) {
        if touches.count == 1, let view = touches[0].view {
            let touch = touches[0]
            touch.viewDelivery = touch.phase == .began || touch.phase == .moved ? .open : .over
            return hand([touch], in: touch.phase, to: view, event)
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var views: [UIView] = []
            for touch in touches where touch.phase == phase {
                touch.viewDelivery = phase == .began || phase == .moved ? .open : .over
                if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
            }
            for view in views {
                hand(Set(touches.filter { $0.phase == phase && $0.view === view }), in: phase, to: view, event)
            }
        }
    }

    private func hand(_ touches: Set<UITouch>, in phase: UITouch.Phase, to view: UIView, _ event: UIEvent) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    /// A point of the screen in the window's coordinates.
    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frameStorage.minX + bounds.minX, y: point.y - frameStorage.minY + bounds.minY)
    }

    /// Whether a touch landing in this window is delivered at all, to its
    /// recognizers and, unless `keepsFromView` says not, its view, given the
    /// touches under way (exclusive touch, above).
    func admits(_ touch: UITouch, among active: [UITouch]) -> Bool {
        guard let view = touch.view else { return false }
        guard active.contains(where: { $0 !== touch && $0.window === self && $0.isDelivered }) else { return true }
        let others = active.filter { $0 !== touch && $0.window === self && $0.isDelivered }
        if let root = view.exclusiveTouchRoot {
            return others.allSatisfy { $0.view === view || $0.view?.exclusiveTouchRoot === root }
        }
        return !others.contains { $0.view?.exclusiveTouchRoot != nil }
    }
}

extension UIWindow {
    /// Whether a delivered touch is kept from its view, which takes one touch
    /// at a time and has one (its recognizers still watch it).
    func keepsFromView(_ touch: UITouch, among active: [UITouch]) -> Bool {
        guard let view = touch.view, !view.isMultipleTouchEnabled, !(view is UIWindow) else { return false }
        return active.contains { $0 !== touch && $0.window === self && $0.isDelivered && $0.view === view }
    }
}

extension UITouch {
    /// Whether its view has been told all of it so far, as it would be with
    /// no recognizer.
    var isPlainlyDelivered: Bool {
        phase == .began ? viewDelivery == .awaitingBegan : viewDelivery == .open
    }
}

extension UIView {
    /// The nearest of the view and its ancestors that is an exclusive-touch
    /// view, if any.
    var exclusiveTouchRoot: UIView? {
        var current: UIView? = self
        while let view = current {
            if view.isExclusiveTouch { return view }
            current = view.superviewStorage
        }
        return nil
    }
}
