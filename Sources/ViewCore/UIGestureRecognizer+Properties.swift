import Foundation

/// The recognizers' properties as the class registry knows them (key-value
/// coding, scripts, nibs), by UIKit's property names.
extension UIGestureRecognizer {
    static let catalog: [AnyProperty] = [
        Property("state", get: { (object: UIGestureRecognizer) in object.state }, set: { $0.state = $1 }),
        Property("enabled", get: { (object: UIGestureRecognizer) in object.isEnabled }, set: { $0.isEnabled = $1 }),
        Property("view", get: { (object: UIGestureRecognizer) in object.view }),
        Property("cancelsTouchesInView", get: { (object: UIGestureRecognizer) in object.cancelsTouchesInView },
                 set: { $0.cancelsTouchesInView = $1 }),
        Property("delaysTouchesBegan", get: { (object: UIGestureRecognizer) in object.delaysTouchesBegan },
                 set: { $0.delaysTouchesBegan = $1 }),
        Property("delaysTouchesEnded", get: { (object: UIGestureRecognizer) in object.delaysTouchesEnded },
                 set: { $0.delaysTouchesEnded = $1 }),
        Property("requiresExclusiveTouchType", get: { (object: UIGestureRecognizer) in object.requiresExclusiveTouchType },
                 set: { $0.requiresExclusiveTouchType = $1 }),
        Property("numberOfTouches", get: { (object: UIGestureRecognizer) in object.numberOfTouches }),
        Property("name", get: { (object: UIGestureRecognizer) in object.name }, set: { $0.name = $1 }),
    ]
}

extension UITapGestureRecognizer {
    static let tapCatalog: [AnyProperty] = [
        Property("numberOfTapsRequired", get: { (object: UITapGestureRecognizer) in object.numberOfTapsRequired },
                 set: { $0.numberOfTapsRequired = $1 }),
        Property("numberOfTouchesRequired", get: { (object: UITapGestureRecognizer) in object.numberOfTouchesRequired },
                 set: { $0.numberOfTouchesRequired = $1 }),
    ]
}

extension UILongPressGestureRecognizer {
    static let pressCatalog: [AnyProperty] = [
        Property("minimumPressDuration", get: { (object: UILongPressGestureRecognizer) in object.minimumPressDuration },
                 set: { $0.minimumPressDuration = $1 }),
        Property("allowableMovement", get: { (object: UILongPressGestureRecognizer) in object.allowableMovement },
                 set: { $0.allowableMovement = $1 }),
        Property("numberOfTouchesRequired", get: { (object: UILongPressGestureRecognizer) in object.numberOfTouchesRequired },
                 set: { $0.numberOfTouchesRequired = $1 }),
        Property("numberOfTapsRequired", get: { (object: UILongPressGestureRecognizer) in object.numberOfTapsRequired },
                 set: { $0.numberOfTapsRequired = $1 }),
    ]
}

extension UIPanGestureRecognizer {
    static let panCatalog: [AnyProperty] = [
        Property("minimumNumberOfTouches", get: { (object: UIPanGestureRecognizer) in object.minimumNumberOfTouches },
                 set: { $0.minimumNumberOfTouches = $1 }),
        Property("maximumNumberOfTouches", get: { (object: UIPanGestureRecognizer) in object.maximumNumberOfTouches },
                 set: { $0.maximumNumberOfTouches = $1 }),
    ]
}

extension UISwipeGestureRecognizer {
    static let swipeCatalog: [AnyProperty] = [
        Property("direction", get: { (object: UISwipeGestureRecognizer) in object.direction }, set: { $0.direction = $1 }),
        Property("numberOfTouchesRequired", get: { (object: UISwipeGestureRecognizer) in object.numberOfTouchesRequired },
                 set: { $0.numberOfTouchesRequired = $1 }),
    ]
}

extension UIPinchGestureRecognizer {
    static let pinchCatalog: [AnyProperty] = [
        Property("scale", get: { (object: UIPinchGestureRecognizer) in object.scale }, set: { $0.scale = $1 }),
        Property("velocity", get: { (object: UIPinchGestureRecognizer) in object.velocity }),
    ]
}

extension UIRotationGestureRecognizer {
    static let rotationCatalog: [AnyProperty] = [
        Property("rotation", get: { (object: UIRotationGestureRecognizer) in object.rotation }, set: { $0.rotation = $1 }),
        Property("velocity", get: { (object: UIRotationGestureRecognizer) in object.velocity }),
    ]
}

extension UIScreenEdgePanGestureRecognizer {
    static let edgeCatalog: [AnyProperty] = [
        Property("edges", get: { (object: UIScreenEdgePanGestureRecognizer) in object.edges }, set: { $0.edges = $1 }),
    ]
}
