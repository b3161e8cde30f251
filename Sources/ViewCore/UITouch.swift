import Foundation

/// A finger on the screen, from the moment it lands until it lifts or is
/// cancelled: where it is, where it was at the previous event, and the view it
/// landed in, which keeps it for its whole life wherever it moves.
public final class UITouch: Hashable {
    /// The phases of a touch, from landing to lifting or cancellation.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    /// The kinds of touch; the simulated finger is direct.
    public enum TouchType: Int, Sendable { case direct, indirect, pencil }

    public internal(set) var phase: Phase = .began
    /// Taps at one spot in quick succession (UITouch+TapCount below).
    public internal(set) var tapCount = 1
    /// When the touch began or last changed, in virtual seconds since launch.
    public internal(set) var timestamp: TimeInterval
    public let type: TouchType = .direct
    /// The view hit-testing found where the touch began; nil if it found none.
    public internal(set) var view: UIView?
    public internal(set) var window: UIWindow?
    /// In the window's coordinates.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Where it landed.
    var startLocationInWindow: CGPoint
    /// Whether the touch is delivered, to its recognizers and its view: not if
    /// exclusive touch stands in the way (UIWindow+Events.swift). A view that
    /// takes one touch at a time and has one is never told of it
    /// (`viewDelivery` is over from the start), though its recognizers are.
    var isDelivered = false
    /// The gesture recognizers watching it (GestureEnvironment.swift).
    var recognizers: [UIGestureRecognizer] = []
    /// How far its view has been told of it, which recognizers may hold back.
    var viewDelivery: ViewDelivery = .awaitingBegan
    enum ViewDelivery { case awaitingBegan, open, endHeld, over }
    /// Creation order, so that sets of touches can be listed deterministically.
    @_spi(Bridging) public let sequence: Int

    init(location: CGPoint, timestamp: TimeInterval) {
        locationInWindow = location
        previousLocationInWindow = location
        startLocationInWindow = location
        self.timestamp = timestamp
        sequence = Session.current.nextTouchSequence()
    }

    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers }

    /// The location in `view`'s coordinates (the window's, for nil).
    public func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    /// Where the touch was at the previous event that moved it.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let window else { return point }
        return (view ?? window).convert(point, from: window)
    }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's shape, with stable ids where UIKit prints addresses:
/// `<UITouch:#1 phase: Began tap count: 1 window: UIWindow:#1 view: Pad:#2
/// location in window: {20, 140} previous location in window: {20, 140}>`.
extension UITouch: CustomStringConvertible {
    public var description: String {
        func name(_ view: UIView?) -> String { view.map { "\($0.className):#\($0.objectID)" } ?? "nil" }
        func point(_ point: CGPoint) -> String { "{\(shortNumber(point.x)), \(shortNumber(point.y))}" }
        return "<UITouch:#\(sequence) phase: \(phase.name) tap count: \(tapCount) window: \(name(window)) view: \(name(view))"
            + " location in window: \(point(locationInWindow)) previous location in window: \(point(previousLocationInWindow))>"
    }
}

extension UITouch.Phase {
    var name: String {
        switch self {
        case .began: return "Began"
        case .moved: return "Moved"
        case .stationary: return "Stationary"
        case .ended: return "Ended"
        case .cancelled: return "Cancelled"
        }
    }
}
