import Foundation

/// CoreGraphics' affine transform, which Foundation on Linux lacks: the matrix
/// `[a b 0; c d 0; tx ty 1]` that maps a point `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)`. Composition reads as CoreGraphics':
/// `t1.concatenating(t2)` applies `t1`, then `t2`.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init() { self = .identity }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Positive angles turn clockwise on a screen, whose y axis points down.
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (cos(angle), sin(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; a transform that has none (its determinant is zero) is
    /// returned unchanged, as CoreGraphics returns it.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant,
                                 c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// Whether every entry is finite.
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// Swift's description of the struct, as `print` shows it on iOS.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The transform's linear part only, as CoreGraphics applies it to a size.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that holds the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
        return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
}
