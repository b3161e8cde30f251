import Foundation

/// A touch: where a finger is, in which view and window, and in which phase.
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    public internal(set) var phase: Phase = .began
    public let tapCount: Int
    public let view: UIView?
    public let window: UIWindow?
    /// In the window's coordinates.
    let locationInWindow: CGPoint
    /// Creation order, so that sets of touches can be listed deterministically.
    @_spi(Bridging) public let sequence: Int

    init(view: UIView?, window: UIWindow?, location: CGPoint, tapCount: Int = 1) {
        self.view = view
        self.window = window
        locationInWindow = location
        self.tapCount = tapCount
        sequence = Session.current.nextTouchSequence()
    }

    /// The location in `view`'s coordinates (the window's, for nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let window else { return locationInWindow }
        return (view ?? window).convert(locationInWindow, from: window)
    }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event the touches of one gesture belong to.
public final class UIEvent {
    public let allTouches: Set<UITouch>?
    public let timestamp: TimeInterval

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        allTouches = touches
        self.timestamp = timestamp
    }
}

extension UIView {
    /// UIKit's rule: a hidden view, one that ignores interaction, or one nearly
    /// transparent (alpha ≤ 0.01) is not hit, nor is anything below it.
    func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviewStorage.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}

extension Simulator {
    /// A tap at a point of the key window: the view `hitTest(_:with:)` finds gets
    /// `touchesBegan` and then `touchesEnded`, which pass up the responder chain
    /// unless overridden. A tap that hits nothing does nothing.
    public static func tap(_ point: CGPoint) {
        guard let window = UIApplication.shared.keyWindow, !window.isHidden,
              let view = window.hitTest(point, with: nil) else { return }
        let touch = UITouch(view: view, window: window, location: point)
        let touches: Set<UITouch> = [touch]
        let event = UIEvent(touches: touches, timestamp: VirtualRunLoop.main.currentTime)
        view.touchesBegan(touches, with: event)
        touch.phase = .ended
        view.touchesEnded(touches, with: event)
    }
}
