/// A view's accessibility values, kept apart from the view (`accessibilityStorage`)
/// because few views have any: a nil field answers the class's default.
final class AccessibilityStorage {
    var isElement: Bool?
    var identifier: String?
    var label: String?
    var hint: String?
    var value: String?
}

extension UIView {
    /// The accessibility properties by key (UIView+Properties.swift).
    static let accessibilityCatalog: [AnyProperty] = [
        Property("isAccessibilityElement", get: { (view: UIView) in view.isAccessibilityElement },
                 set: { $0.isAccessibilityElement = $1 }),
        Property("accessibilityIdentifier", get: { (view: UIView) in view.accessibilityIdentifier },
                 set: { $0.accessibilityIdentifier = $1 }),
        Property("accessibilityLabel", get: { (view: UIView) in view.accessibilityLabel }, set: { $0.accessibilityLabel = $1 }),
        Property("accessibilityHint", get: { (view: UIView) in view.accessibilityHint }, set: { $0.accessibilityHint = $1 }),
        Property("accessibilityValue", get: { (view: UIView) in view.accessibilityValue }, set: { $0.accessibilityValue = $1 }),
    ]
}
