import Foundation

extension UIView {
    /// `UIView`'s properties by key (NativeClasses.swift).
    static let catalog: [AnyProperty] = [
        Property("frame", get: { (view: UIView) in view.frame }, set: { $0.frame = $1 }),
        Property("bounds", get: { (view: UIView) in view.bounds }, set: { $0.bounds = $1 }),
        Property("center", get: { (view: UIView) in view.center }, set: { $0.center = $1 }),
        Property("transform", get: { (view: UIView) in view.transform }, set: { $0.transform = $1 }),
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
        Property("semanticContentAttribute", get: { (view: UIView) in view.semanticContentAttribute },
                 set: { $0.semanticContentAttribute = $1 }),
        Property("effectiveUserInterfaceLayoutDirection", get: { (view: UIView) in view.effectiveUserInterfaceLayoutDirection }),
        Property("userInteractionEnabled", get: { (view: UIView) in view.isUserInteractionEnabled },
                 set: { $0.isUserInteractionEnabled = $1 }),
        Property("multipleTouchEnabled", get: { (view: UIView) in view.isMultipleTouchEnabled },
                 set: { $0.isMultipleTouchEnabled = $1 }),
        Property("exclusiveTouch", get: { (view: UIView) in view.isExclusiveTouch }, set: { $0.isExclusiveTouch = $1 }),
        Property("gestureRecognizers", get: { (view: UIView) in view.gestureRecognizers }, set: { $0.gestureRecognizers = $1 }),
        Property("layer", get: { (view: UIView) in view.layer }),
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
        Property("overrideUserInterfaceStyle", get: { (view: UIView) in view.overrideUserInterfaceStyle },
                 set: { $0.overrideUserInterfaceStyle = $1 }),
        Property("needsLayout", get: { (view: UIView) in view.needsLayout }),
        Property("needsDisplay", get: { (view: UIView) in view.needsDisplay }),
        Property("needsUpdateConstraints", get: { (view: UIView) in view.needsUpdateConstraints }),
        Property("contents", get: { (view: UIView) in view.contents }),
        // Constraint-based layout (UIView+Constraints.swift).
        Property("translatesAutoresizingMaskIntoConstraints",
                 get: { (view: UIView) in view.translatesAutoresizingMaskIntoConstraints },
                 set: { $0.translatesAutoresizingMaskIntoConstraints = $1 }),
        Property("constraints", get: { (view: UIView) in view.constraints }),
        Property("layoutGuides", get: { (view: UIView) in view.layoutGuides }),
        Property("safeAreaLayoutGuide", get: { (view: UIView) in view.safeAreaLayoutGuide }),
        Property("layoutMarginsGuide", get: { (view: UIView) in view.layoutMarginsGuide }),
        Property("hasAmbiguousLayout", get: { (view: UIView) in view.hasAmbiguousLayout }),
        Property("leadingAnchor", get: { (view: UIView) in view.leadingAnchor }),
        Property("trailingAnchor", get: { (view: UIView) in view.trailingAnchor }),
        Property("leftAnchor", get: { (view: UIView) in view.leftAnchor }),
        Property("rightAnchor", get: { (view: UIView) in view.rightAnchor }),
        Property("topAnchor", get: { (view: UIView) in view.topAnchor }),
        Property("bottomAnchor", get: { (view: UIView) in view.bottomAnchor }),
        Property("centerXAnchor", get: { (view: UIView) in view.centerXAnchor }),
        Property("centerYAnchor", get: { (view: UIView) in view.centerYAnchor }),
        Property("firstBaselineAnchor", get: { (view: UIView) in view.firstBaselineAnchor }),
        Property("lastBaselineAnchor", get: { (view: UIView) in view.lastBaselineAnchor }),
        Property("widthAnchor", get: { (view: UIView) in view.widthAnchor }),
        Property("heightAnchor", get: { (view: UIView) in view.heightAnchor }),
    ] + accessibilityCatalog
}

extension NSLayoutConstraint {
    /// `NSLayoutConstraint`'s properties by key (NativeClasses.swift). Priorities
    /// are numbers, as a script or a nib writes them.
    static let catalog: [AnyProperty] = [
        Property("constant", get: { (object: NSLayoutConstraint) in object.constant }, set: { $0.constant = $1 }),
        Property("priority", get: { (object: NSLayoutConstraint) in Double(object.priority.rawValue) },
                 set: { $0.priority = UILayoutPriority(Float($1)) }),
        Property("active", get: { (object: NSLayoutConstraint) in object.isActive }, set: { $0.isActive = $1 }),
        Property("identifier", get: { (object: NSLayoutConstraint) in object.identifier }, set: { $0.identifier = $1 }),
        Property("multiplier", get: { (object: NSLayoutConstraint) in object.multiplier }),
        Property("firstItem", get: { (object: NSLayoutConstraint) in object.firstItem }),
        Property("secondItem", get: { (object: NSLayoutConstraint) in object.secondItem }),
        Property("firstAttribute", get: { (object: NSLayoutConstraint) in object.firstAttribute }),
        Property("secondAttribute", get: { (object: NSLayoutConstraint) in object.secondAttribute }),
        Property("relation", get: { (object: NSLayoutConstraint) in object.relation }),
        Property("firstAnchor", get: { (object: NSLayoutConstraint) in object.firstAnchor }),
        Property("secondAnchor", get: { (object: NSLayoutConstraint) in object.secondAnchor }),
    ]
}

extension UILayoutGuide {
    /// `UILayoutGuide`'s properties by key (NativeClasses.swift).
    static let catalog: [AnyProperty] = [
        Property("identifier", get: { (object: UILayoutGuide) in object.identifier }, set: { $0.identifier = $1 }),
        Property("owningView", get: { (object: UILayoutGuide) in object.owningView }),
        Property("layoutFrame", get: { (object: UILayoutGuide) in object.layoutFrame }),
        Property("leadingAnchor", get: { (object: UILayoutGuide) in object.leadingAnchor }),
        Property("trailingAnchor", get: { (object: UILayoutGuide) in object.trailingAnchor }),
        Property("leftAnchor", get: { (object: UILayoutGuide) in object.leftAnchor }),
        Property("rightAnchor", get: { (object: UILayoutGuide) in object.rightAnchor }),
        Property("topAnchor", get: { (object: UILayoutGuide) in object.topAnchor }),
        Property("bottomAnchor", get: { (object: UILayoutGuide) in object.bottomAnchor }),
        Property("centerXAnchor", get: { (object: UILayoutGuide) in object.centerXAnchor }),
        Property("centerYAnchor", get: { (object: UILayoutGuide) in object.centerYAnchor }),
        Property("widthAnchor", get: { (object: UILayoutGuide) in object.widthAnchor }),
        Property("heightAnchor", get: { (object: UILayoutGuide) in object.heightAnchor }),
    ]
}
