import Foundation

/// Converting points and rects between views' coordinate spaces. Views have no
/// transforms here, so a conversion is a translation: by each frame origin on the
/// way up, less each bounds origin (scroll position). Between a view and its
/// superview that is one step, which hit-testing takes at every level; other
/// conversions go through the root.
extension UIView {
    /// `view` nil means the window's base coordinates (the root's, outside a window).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let view {
            if view === superviewStorage { return pointToSuperview(point) }
            if view.superviewStorage === self { return view.pointFromSuperview(point) }
        }
        let target = view ?? rootView
        return target.pointFromRootSpace(pointToRootSpace(point))
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view {
            if view === superviewStorage { return pointFromSuperview(point) }
            if view.superviewStorage === self { return view.pointToSuperview(point) }
        }
        let source = view ?? rootView
        return pointFromRootSpace(source.pointToRootSpace(point))
    }

    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + (frameStorage.origin.x - boundsOrigin.x), y: point.y + (frameStorage.origin.y - boundsOrigin.y))
    }

    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - (frameStorage.origin.x - boundsOrigin.x), y: point.y - (frameStorage.origin.y - boundsOrigin.y))
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A view in a window has the window as its root, known without a walk.
    var rootView: UIView {
        if let windowStorage { return windowStorage }
        var view = self
        while let parent = view.superviewStorage { view = parent }
        return view
    }

    /// "Root space" is the coordinate space the root's frame is in: for a window,
    /// the screen. Views in different windows convert through it.
    private func pointToRootSpace(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view {
            result.x += current.frameStorage.origin.x - current.boundsOrigin.x
            result.y += current.frameStorage.origin.y - current.boundsOrigin.y
            view = current.superviewStorage
        }
        return result
    }

    private func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        let origin = pointToRootSpace(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

// MARK: Refusing NaN

/// Core Animation keeps a layer's position and bounds and refuses NaN in either
/// with `CALayerInvalidGeometry` ("CALayer position contains NaN: [nan 333.5]",
/// "CALayer bounds contains NaN: [0 nan; 320 291]", as crash reports quote it);
/// an infinite position is accepted (a layer given `width / 0` as its position
/// does not raise; only drawing it later fails), so infinite values are kept
/// here too, and every computation on geometry goes through the total functions
/// of Geometry.swift. A frame is refused by the position it gives the layer
/// (its center), which is NaN if any of its numbers is, or if an infinite origin
/// meets an infinite size of the other sign.
extension UIView {
    /// True when refused (and raised).
    static func refusesPosition(_ position: CGPoint) -> Bool {
        guard position.containsNaN else { return false }
        UIKitException.raise(.layerInvalidGeometry,
            "CALayer position contains NaN: [\(shortNumber(position.x)) \(shortNumber(position.y))]")
        return true
    }

    static func refusesFrame(_ frame: CGRect) -> Bool {
        refusesPosition(CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2))
    }

    static func refusesBounds(_ bounds: CGRect) -> Bool {
        guard bounds.containsNaN else { return false }
        UIKitException.raise(.layerInvalidGeometry, "CALayer bounds contains NaN: [\(shortNumber(bounds.origin.x)) \(shortNumber(bounds.origin.y)); \(shortNumber(bounds.size.width)) \(shortNumber(bounds.size.height))]")
        return true
    }
}
