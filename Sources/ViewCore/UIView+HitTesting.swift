import Foundation

extension UIView {
    /// UIKit's `hitTest:withEvent:`: nil for a hidden view, one that ignores
    /// interaction, one nearly transparent (alpha ≤ 0.01) or one the point is not
    /// inside; else the first subview's answer that is not nil, front to back; else
    /// the view itself.
    ///
    /// Each subview's `hitTest(_:with:)` is called, a level of recursion (through
    /// `NativeStack`), unless its class is one of the engine's own, which override
    /// neither `hitTest(_:with:)` nor `point(inside:with:)`: those subviews are
    /// tested here, with the same answer. Such a subview that accepts the point
    /// answers with itself or something below it, so the walk goes down into it
    /// and never comes back up.
    func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsHit(at: point, with: event) else { return nil }
        var current = HitTestStep(view: self, point: point)
        while current.next > 0 {
            current.next -= 1
            let subview = current.subviews[current.next]
            let local = subview.convert(current.point, from: current.view)
            if subview.hasEngineHitTesting {
                if subview.acceptsHit(at: local, with: event) { current = HitTestStep(view: subview, point: local) }
            } else if let hit = NativeStack.nest({ subview.hitTest(local, with: event) }) {
                return hit
            }
        }
        return current.view  // none of its subviews was hit
    }

    private func acceptsHit(at point: CGPoint, with event: UIEvent?) -> Bool {
        !isHidden && isUserInteractionEnabled && alpha > 0.01 && self.point(inside: point, with: event)
    }

    /// A view whose class is one of the engine's own (not a subclass): its hit-testing
    /// is the default.
    private var hasEngineHitTesting: Bool {
        let type = ObjectIdentifier(Swift.type(of: self))
        return type == ObjectIdentifier(UIView.self) || type == ObjectIdentifier(UIWindow.self)
            || type == ObjectIdentifier(UIScrollView.self) || type == ObjectIdentifier(UINavigationBar.self)
            || type == ObjectIdentifier(UITabBar.self) || type == ObjectIdentifier(ContainerView.self)
    }
}

/// A view of the hit-test walk: the point in its coordinates, its subviews as
/// they were when the walk reached it, and how many are still to try (the front
/// ones first).
private struct HitTestStep {
    let view: UIView
    let point: CGPoint
    let subviews: [UIView]
    var next: Int

    init(view: UIView, point: CGPoint) {
        self.view = view
        self.point = point
        subviews = view.subviewStorage
        next = subviews.count
    }
}
