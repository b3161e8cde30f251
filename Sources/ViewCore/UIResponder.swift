/// The root of UIKit's view and controller classes. Here it also hands out the
/// stable per-run ids that descriptions print in place of addresses.
open class UIResponder {
    /// A number unique to this object within the run, in creation order, so that the
    /// same script describes the same objects with the same ids on every machine.
    public let objectID: Int

    nonisolated(unsafe) private static var lastObjectID = 0

    public init() {
        UIResponder.lastObjectID += 1
        objectID = UIResponder.lastObjectID
    }

    /// Set as the object's teardown begins, so that a bridge never hands out a new
    /// strong reference to an object that is being destroyed.
    @_spi(LuaBridge) public var isDeallocating = false

    /// The next responder in the chain: a view's controller or superview.
    open var next: UIResponder? { nil }

    // MARK: Touches (UIEvent.swift)
    // Each default passes the touches up the responder chain, as UIKit's does.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// The class name as scripts and descriptions show it. A bridged subclass reports
    /// its own (for instance a Lua class's) name.
    open var className: String { String(describing: type(of: self)) }
}
