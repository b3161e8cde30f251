import Foundation

/// The key paths animations reach, with how a layer's value is read and set
/// under each: whole properties (`position`, `bounds`, `opacity`,
/// `backgroundColor`, `transform`…) and the parts Core Animation names in them
/// (`position.x`, `bounds.size`, `transform.scale`, `transform.rotation.z`…),
/// and those of shape and gradient layers (`strokeEnd`, `startPoint`…).
struct AnimatableKey {
    let get: (CALayer) -> AnimatedValue?
    let set: (CALayer, AnimatedValue) -> Void

    static func named(_ keyPath: String) -> AnimatableKey? {
        catalog[keyPath] ?? CAShapeLayer.animatableKeys[keyPath] ?? CAGradientLayer.animatableKeys[keyPath]
    }

    private static func scalar(_ get: @escaping (CALayer) -> CGFloat, _ set: @escaping (CALayer, CGFloat) -> Void) -> AnimatableKey {
        AnimatableKey(get: { .scalar(get($0)) }, set: { layer, value in
            if case .scalar(let v) = value { set(layer, v) }
        })
    }

    private static func point(_ get: @escaping (CALayer) -> CGPoint, _ set: @escaping (CALayer, CGPoint) -> Void) -> AnimatableKey {
        AnimatableKey(get: { .point(get($0)) }, set: { layer, value in
            if case .point(let v) = value { set(layer, v) }
        })
    }

    static func color(_ get: @escaping (CALayer) -> CGColor?, _ set: @escaping (CALayer, CGColor?) -> Void) -> AnimatableKey {
        // A missing colour animates as clear.
        AnimatableKey(get: { .color(get($0) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)) }, set: { layer, value in
            if case .color(let v) = value { set(layer, v) }
        })
    }

    /// The transform with one of its parts (scale, rotation about z,
    /// translation) replaced, as Core Animation's `transform.*` key paths set it.
    private static func transformPart(_ part: WritableKeyPath<TransformParts, CGFloat>) -> AnimatableKey {
        scalar({ TransformParts($0.transform)[keyPath: part] }, { layer, value in
            var parts = TransformParts(layer.transform)
            parts[keyPath: part] = value
            layer.transform = parts.transform
        })
    }

    private static let catalog: [String: AnimatableKey] = [
        "position": point({ $0.position }, { $0.position = $1 }),
        "position.x": scalar({ $0.position.x }, { $0.position.x = $1 }),
        "position.y": scalar({ $0.position.y }, { $0.position.y = $1 }),
        "anchorPoint": point({ $0.anchorPoint }, { $0.anchorPoint = $1 }),
        "bounds": AnimatableKey(get: { .rect($0.bounds) }, set: { layer, value in
            if case .rect(let v) = value { layer.bounds = v }
        }),
        "bounds.origin": point({ $0.bounds.origin }, { $0.bounds.origin = $1 }),
        "bounds.origin.x": scalar({ $0.bounds.origin.x }, { $0.bounds.origin.x = $1 }),
        "bounds.origin.y": scalar({ $0.bounds.origin.y }, { $0.bounds.origin.y = $1 }),
        "bounds.size": AnimatableKey(get: { .size($0.bounds.size) }, set: { layer, value in
            if case .size(let v) = value { layer.bounds.size = v }
        }),
        "bounds.size.width": scalar({ $0.bounds.width }, { $0.bounds.size.width = $1 }),
        "bounds.size.height": scalar({ $0.bounds.height }, { $0.bounds.size.height = $1 }),
        "opacity": scalar({ CGFloat($0.opacity) }, { $0.opacity = Float($1) }),
        "zPosition": scalar({ $0.zPosition }, { $0.zPosition = $1 }),
        "cornerRadius": scalar({ $0.cornerRadius }, { $0.cornerRadius = $1 }),
        "borderWidth": scalar({ $0.borderWidth }, { $0.borderWidth = $1 }),
        "shadowOpacity": scalar({ CGFloat($0.shadowOpacity) }, { $0.shadowOpacity = Float($1) }),
        "shadowRadius": scalar({ $0.shadowRadius }, { $0.shadowRadius = $1 }),
        "shadowOffset": AnimatableKey(get: { .size($0.shadowOffset) }, set: { layer, value in
            if case .size(let v) = value { layer.shadowOffset = v }
        }),
        "backgroundColor": color({ $0.backgroundColor }, { $0.backgroundColor = $1 }),
        "borderColor": color({ $0.borderColor }, { $0.borderColor = $1 }),
        "shadowColor": color({ $0.shadowColor }, { $0.shadowColor = $1 }),
        "transform": AnimatableKey(get: { .transform($0.transform) }, set: { layer, value in
            if case .transform(let v) = value { layer.transform = v }
        }),
        "transform.scale": transformPart(\.scale),
        "transform.scale.x": transformPart(\.scaleX),
        "transform.scale.y": transformPart(\.scaleY),
        "transform.rotation": transformPart(\.rotation),
        "transform.rotation.z": transformPart(\.rotation),
        "transform.translation.x": transformPart(\.translationX),
        "transform.translation.y": transformPart(\.translationY),
    ]
}

/// A flat transform's parts as Core Animation's `transform.*` key paths name
/// them: the scale is the mean of the two axes' scales.
private struct TransformParts {
    var translationX: CGFloat
    var translationY: CGFloat
    var rotation: CGFloat
    var scaleX: CGFloat
    var scaleY: CGFloat

    init(_ transform: CATransform3D) {
        let t = CATransform3DGetAffineTransform(transform)
        translationX = t.tx
        translationY = t.ty
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        rotation = scaleX == 0 ? 0 : atan2(t.b, t.a)
        scaleY = (t.c * t.c + t.d * t.d).squareRoot()
    }

    var scale: CGFloat {
        get { (scaleX + scaleY) / 2 }
        set { (scaleX, scaleY) = (newValue, newValue) }
    }

    var transform: CATransform3D {
        CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(CGAffineTransform(rotationAngle: rotation))
            .concatenating(CGAffineTransform(translationX: translationX, y: translationY)))
    }
}
