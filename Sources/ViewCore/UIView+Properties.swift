import Foundation

extension UIView {
    /// `UIView`'s properties by key (NativeClasses.swift).
    static let catalog: [AnyProperty] = [
        Property("frame", get: { (view: UIView) in view.frame }, set: { $0.frame = $1 }),
        Property("bounds", get: { (view: UIView) in view.bounds }, set: { $0.bounds = $1 }),
        Property("center", get: { (view: UIView) in view.center }, set: { $0.center = $1 }),
        Property("tag", get: { (view: UIView) in view.tag }, set: { $0.tag = $1 }),
        Property("hidden", get: { (view: UIView) in view.isHidden }, set: { $0.isHidden = $1 }),
        Property("alpha", get: { (view: UIView) in view.alpha }, set: { $0.alpha = $1 }),
        Property("opaque", get: { (view: UIView) in view.isOpaque }, set: { $0.isOpaque = $1 }),
        Property("clearsContextBeforeDrawing", get: { (view: UIView) in view.clearsContextBeforeDrawing },
                 set: { $0.clearsContextBeforeDrawing = $1 }),
        Property("contentMode", get: { (view: UIView) in view.contentMode }, set: { $0.contentMode = $1 }),
        Property("backgroundColor", get: { (view: UIView) in view.backgroundColor }, set: { $0.backgroundColor = $1 }),
        Property("autoresizingMask", get: { (view: UIView) in view.autoresizingMask }, set: { $0.autoresizingMask = $1 }),
        Property("autoresizesSubviews", get: { (view: UIView) in view.autoresizesSubviews },
                 set: { $0.autoresizesSubviews = $1 }),
        Property("clipsToBounds", get: { (view: UIView) in view.clipsToBounds }, set: { $0.clipsToBounds = $1 }),
        Property("userInteractionEnabled", get: { (view: UIView) in view.isUserInteractionEnabled },
                 set: { $0.isUserInteractionEnabled = $1 }),
        Property("layoutMargins", get: { (view: UIView) in view.layoutMargins }, set: { $0.layoutMargins = $1 }),
        Property("insetsLayoutMarginsFromSafeArea", get: { (view: UIView) in view.insetsLayoutMarginsFromSafeArea },
                 set: { $0.insetsLayoutMarginsFromSafeArea = $1 }),
        Property("superview", get: { (view: UIView) in view.superview }),
        Property("subviews", get: { (view: UIView) in view.subviews }),
        Property("window", get: { (view: UIView) in view.window }),
        Property("safeAreaInsets", get: { (view: UIView) in view.safeAreaInsets }),
        Property("effectiveLayoutMargins", get: { (view: UIView) in view.effectiveLayoutMargins }),
        Property("intrinsicContentSize", get: { (view: UIView) in view.intrinsicContentSize }),
        Property("traitCollection", get: { (view: UIView) in view.traitCollection }),
        Property("needsLayout", get: { (view: UIView) in view.needsLayout }),
        Property("needsDisplay", get: { (view: UIView) in view.needsDisplay }),
        Property("needsUpdateConstraints", get: { (view: UIView) in view.needsUpdateConstraints }),
        Property("contents", get: { (view: UIView) in view.contents }),
    ]
}
