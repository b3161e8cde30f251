import Foundation

/// Converting points and rects between views' coordinate spaces. Between a view
/// and its superview a conversion is a translation, by the frame origin less
/// the bounds origin (scroll position), unless the view has a transform: then
/// the point goes about the layer's anchor point through the transform. Between
/// a view and its superview that is one step, which hit-testing takes at every
/// level; other conversions go through the root.
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
        if let layer = layerStorage, layer.hasTransform {
            let anchor = layer.anchorPointStorage, size = frameStorage.size, center = self.center
            let local = CGPoint(x: point.x - boundsOrigin.x - anchor.x * size.width,
                                y: point.y - boundsOrigin.y - anchor.y * size.height)
            let moved = local.applying(CATransform3DGetAffineTransform(layer.transformStorage))
            return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
        }
        return CGPoint(x: point.x + (frameStorage.origin.x - boundsOrigin.x), y: point.y + (frameStorage.origin.y - boundsOrigin.y))
    }

    /// A transform without an inverse leaves the point where it is, as
    /// CoreGraphics' inversion does.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        if let layer = layerStorage, layer.hasTransform {
            let anchor = layer.anchorPointStorage, size = frameStorage.size, center = self.center
            let local = CGPoint(x: point.x - center.x, y: point.y - center.y)
                .applying(CATransform3DGetAffineTransform(layer.transformStorage).inverted())
            return CGPoint(x: local.x + boundsOrigin.x + anchor.x * size.width,
                           y: local.y + boundsOrigin.y + anchor.y * size.height)
        }
        return CGPoint(x: point.x - (frameStorage.origin.x - boundsOrigin.x), y: point.y - (frameStorage.origin.y - boundsOrigin.y))
    }

    /// Through transforms, the smallest rectangle holding the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard isTransformedOnTheWay(to: view) else { return CGRect(origin: convert(rect.origin, to: view), size: rect.size) }
        return UIView.boundingBox(of: rect) { convert($0, to: view) }
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard isTransformedOnTheWay(to: view) else { return CGRect(origin: convert(rect.origin, from: view), size: rect.size) }
        return UIView.boundingBox(of: rect) { convert($0, from: view) }
    }

    private func isTransformedOnTheWay(to view: UIView?) -> Bool {
        func transformedAbove(_ start: UIView?) -> Bool {
            var current = start
            while let view = current {
                if view.layerStorage?.hasTransform == true { return true }
                current = view.superviewStorage
            }
            return false
        }
        return transformedAbove(self) || transformedAbove(view)
    }

    private static func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
        return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }

    /// The frame with the transform applied about the anchor point.
    func transformedFrame(_ layer: CALayer) -> CGRect {
        let anchor = layer.anchorPointStorage, size = frameStorage.size, center = self.center
        return CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
            .applying(CATransform3DGetAffineTransform(layer.transformStorage))
            .offsetBy(dx: center.x, dy: center.y)
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
            result = current.pointToSuperview(result)
            view = current.superviewStorage
        }
        return result
    }

    /// Without transforms on the way, a translation by the root-space origin;
    /// with one, each step inverted from the root down.
    private func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        var origin = CGPoint.zero
        var view: UIView? = self
        while let current = view {
            if current.layerStorage?.hasTransform == true {
                var chain: [UIView] = []
                var step: UIView? = self
                while let next = step {
                    chain.append(next)
                    step = next.superviewStorage
                }
                return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
            }
            origin.x += current.frameStorage.origin.x - current.boundsOrigin.x
            origin.y += current.frameStorage.origin.y - current.boundsOrigin.y
            view = current.superviewStorage
        }
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
