import Foundation

/// Converting points and rects between views' coordinate spaces. Views have no
/// transforms here, so a conversion is a translation: by each frame origin on the
/// way up, less each bounds origin (scroll position).
extension UIView {
    /// `view` nil means the window's base coordinates (the root's, outside a window).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? rootView
        return target.pointFromRootSpace(pointToRootSpace(point))
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view ?? rootView
        return pointFromRootSpace(source.pointToRootSpace(point))
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    var rootView: UIView {
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
