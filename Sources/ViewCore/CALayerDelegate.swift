import Foundation

/// What a layer asks of the object it works for: a view, for the layer that
/// backs it. Core Animation's methods here are optional; Swift on Linux has no
/// optional requirements, so each has a default that does what Core Animation
/// does when the delegate lacks the method.
public protocol CALayerDelegate: NSObjectProtocol {
    /// Sets the layer's `contents` itself, in place of drawing. Without it the
    /// layer draws into a backing store (`draw(_:in:)`).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's bounds coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Told just before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers: a view lays out its subviews.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of the layer under `event`: nil lets the
    /// search go on, `NSNull()` ends it with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Something a layer does when one of its properties changes: an animation
/// adds itself to the layer (`CAAnimation`), `NSNull` does nothing.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Runs a copy of the animation on the layer under `event`, as
    /// `add(_:forKey:)` does.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}
