import Foundation

/// A value an animation moves between, as the numbers it interpolates: a
/// scalar, a point, a size, a rectangle, a colour or a transform. Values of
/// different kinds do not mix; an animation between them shows its end value.
enum AnimatedValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor)
    case transform(CATransform3D)

    /// What an animation's `fromValue`, `toValue` or `values` may hold:
    /// numbers, geometry, `CGColor` or `UIColor`, `CATransform3D` or
    /// `CGAffineTransform`; nil for anything else.
    init?(_ value: Any?) {
        switch value {
        case let number as CGFloat: self = .scalar(number)
        case let number as Double: self = .scalar(CGFloat(number))
        case let number as Float: self = .scalar(CGFloat(number))
        case let number as Int: self = .scalar(CGFloat(number))
        case let number as NSNumber: self = .scalar(CGFloat(number.doubleValue))
        case let point as CGPoint: self = .point(point)
        case let size as CGSize: self = .size(size)
        case let rect as CGRect: self = .rect(rect)
        case let color as CGColor: self = .color(color)
        case let color as UIColor: self = .color(color.cgColor)
        case let transform as CATransform3D: self = .transform(transform)
        case let transform as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(transform))
        default: return nil
        }
    }

    /// The value as the layer's property holds it.
    var boxed: Any {
        switch self {
        case .scalar(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .color(let v): return v
        case .transform(let v): return v
        }
    }

    var components: [CGFloat] {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        case .transform(let t): return t.entries
        }
    }

    /// A value of this kind with other numbers.
    func with(_ c: [CGFloat]) -> AnimatedValue {
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .transform: return .transform(CATransform3D(entries: c))
        }
    }

    func isSameKind(as other: AnimatedValue) -> Bool { components.count == other.components.count && kindIndex == other.kindIndex }

    private var kindIndex: Int {
        switch self {
        case .scalar: return 0
        case .point: return 1
        case .size: return 2
        case .rect: return 3
        case .color: return 4
        case .transform: return 5
        }
    }

    /// The value `fraction` of the way from this one to `other` (beyond 0…1
    /// for a spring's overshoot). Transforms go through their translation,
    /// rotation and scale, as Core Animation interpolates them, so that a
    /// half turn turns rather than collapsing.
    func interpolated(to other: AnimatedValue, _ fraction: CGFloat) -> AnimatedValue {
        guard isSameKind(as: other) else { return fraction < 1 ? self : other }
        if case .transform(let a) = self, case .transform(let b) = other,
           CATransform3DIsAffine(a), CATransform3DIsAffine(b) {
            return .transform(CATransform3DMakeAffineTransform(
                AffineParts(CATransform3DGetAffineTransform(a)).interpolated(
                    to: AffineParts(CATransform3DGetAffineTransform(b)), fraction).transform))
        }
        return with(zip(components, other.components).map { $0 + ($1 - $0) * fraction })
    }

    func adding(_ other: AnimatedValue) -> AnimatedValue {
        guard isSameKind(as: other) else { return self }
        if case .transform(let a) = self, case .transform(let b) = other { return .transform(CATransform3DConcat(b, a)) }
        return with(zip(components, other.components).map { $0 + $1 })
    }

    func subtracting(_ other: AnimatedValue) -> AnimatedValue {
        guard isSameKind(as: other) else { return self }
        if case .transform(let a) = self, case .transform(let b) = other {
            return .transform(CATransform3DConcat(CATransform3DInvert(b), a))
        }
        return with(zip(components, other.components).map { $0 - $1 })
    }

    /// A value of this kind that adds nothing.
    var zero: AnimatedValue {
        if case .transform = self { return .transform(CATransform3DIdentity) }
        return with(components.map { _ in 0 })
    }

    var isFinite: Bool { components.allSatisfy(\.isFinite) }
}

/// An affine transform as translation, rotation, scale and shear: the parts
/// an interpolation moves separately.
private struct AffineParts {
    var tx: CGFloat, ty: CGFloat, angle: CGFloat, sx: CGFloat, sy: CGFloat, shear: CGFloat

    init(_ t: CGAffineTransform) {
        tx = t.tx
        ty = t.ty
        sx = (t.a * t.a + t.b * t.b).squareRoot()
        angle = sx == 0 ? 0 : atan2(t.b, t.a)
        let determinant = t.a * t.d - t.b * t.c
        sy = sx == 0 ? t.d : determinant / sx
        shear = sx == 0 ? 0 : (t.a * t.c + t.b * t.d) / (sx * sx)
    }

    private init(tx: CGFloat, ty: CGFloat, angle: CGFloat, sx: CGFloat, sy: CGFloat, shear: CGFloat) {
        (self.tx, self.ty, self.angle, self.sx, self.sy, self.shear) = (tx, ty, angle, sx, sy, shear)
    }

    /// The shorter way round between the two angles.
    func interpolated(to other: AffineParts, _ f: CGFloat) -> AffineParts {
        var turn = other.angle - angle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        return AffineParts(tx: tx + (other.tx - tx) * f, ty: ty + (other.ty - ty) * f, angle: angle + turn * f,
                           sx: sx + (other.sx - sx) * f, sy: sy + (other.sy - sy) * f, shear: shear + (other.shear - shear) * f)
    }

    var transform: CGAffineTransform {
        CGAffineTransform(a: sx, b: 0, c: shear * sx, d: sy, tx: 0, ty: 0)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: tx, y: ty))
    }
}

extension CAAnimation {
    /// Whether `value` is one an animation can move between, or nil: what a
    /// bridge lets a script put in `fromValue`, `toValue`, `byValue` and
    /// `values`, so that no animation holds an object it cannot animate
    /// (an animation that held itself, or the view it animates, would never
    /// be freed).
    @_spi(Bridging) public static func canAnimate(_ value: Any?) -> Bool {
        value == nil || AnimatedValue(value) != nil
    }
}
