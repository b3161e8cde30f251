import Foundation

/// A discrete gesture: `numberOfTouchesRequired` fingers moving mostly in one
/// of the allowed `direction`s far enough, quickly enough. Apple documents
/// the shape ("moved mostly in an allowable direction far enough to be
/// considered a swipe") but not the figures; the engine's, the same on every
/// run: the fingers' centroid must travel `minimumDistance` points along an
/// allowed direction within `maximumDuration` seconds of the first landing,
/// never straying sideways more than half as far as it has gone. It is
/// recognized at the move that gets there, before the fingers lift, as on
/// a phone; lifting first, too many fingers, too slow or too crooked fail it.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go; several allow any of them.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// UIKit's default: right.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?
    private var landing: TimeInterval = 0
    private var fingersDown = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown += touches.count
        guard state == .possible else { return }
        if fingersDown > numberOfTouchesRequired { return state = .failed }
        if start == nil { landing = event.timestamp }
        // The centroid counts from where every required finger is down.
        start = fingersDown == numberOfTouchesRequired ? centroidInWindow : nil
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, fingersDown == numberOfTouchesRequired else { return }
        if event.timestamp - landing > UISwipeGestureRecognizer.maximumDuration { return state = .failed }
        let now = centroidInWindow
        let dx = now.x - start.x, dy = now.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy)
        let across = horizontal ? abs(dy) : abs(dx)
        if across > max(along / 2, UIPanGestureRecognizer.hysteresis) { return state = .failed }
        guard along >= UISwipeGestureRecognizer.minimumDistance else { return }
        let went: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        state = direction.contains(went) ? .recognized : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown = max(fingersDown - touches.count, 0)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown = max(fingersDown - touches.count, 0)
        if state == .possible { state = .failed }
    }

    open override func reset() {
        start = nil
        fingersDown = 0
    }
}
