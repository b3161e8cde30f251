import Foundation

/// A pan that starts at an edge of the screen and moves away from it, as the
/// navigation controller's swipe back does. The finger must land within
/// `edgeRegion` points of one of `edges` (UIKit does not document the width;
/// this is the width of the area its swipe back answers in), and its first
/// movement must lead away from that edge more than along it.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    static let edgeRegion: CGFloat = 20

    /// The edge its first finger landed at, if one of `edges`.
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startEdge.isEmpty, let touch = touches.min(by: { $0.sequence < $1.sequence }) {
            startEdge = edge(at: touch)
            if startEdge.isEmpty { return state = .failed }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }

    /// The first of `edges` the touch landed near, in screen coordinates.
    private func edge(at touch: UITouch) -> UIRectEdge {
        guard let window = touch.window else { return [] }
        let screen = UIScreen.main.bounds
        let frame = window.frame
        let point = CGPoint(x: touch.startLocationInWindow.x - window.bounds.minX + frame.minX,
                            y: touch.startLocationInWindow.y - window.bounds.minY + frame.minY)
        let region = UIScreenEdgePanGestureRecognizer.edgeRegion
        if edges.contains(.left), point.x - screen.minX <= region { return .left }
        if edges.contains(.right), screen.maxX - point.x <= region { return .right }
        if edges.contains(.top), point.y - screen.minY <= region { return .top }
        if edges.contains(.bottom), screen.maxY - point.y <= region { return .bottom }
        return []
    }

    override func beginning(after translation: CGPoint) -> Beginning {
        guard super.beginning(after: translation) == .begin else { return .wait }
        let (away, along): (CGFloat, CGFloat)
        switch startEdge {
        case .left: (away, along) = (translation.x, translation.y)
        case .right: (away, along) = (-translation.x, translation.y)
        case .top: (away, along) = (translation.y, translation.x)
        default: (away, along) = (-translation.y, translation.x)
        }
        return away > abs(along) ? .begin : .fail
    }
}
