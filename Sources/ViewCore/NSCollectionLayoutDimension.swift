import Foundation

/// One dimension of a compositional layout element's size: a fraction of its
/// container's width or height, a number of points, or an estimate (taken as
/// the size here: no cell sizes itself). A value that is not finite or is
/// negative raises NSInvalidArgumentException and counts as 0.
public final class NSCollectionLayoutDimension: NSObject, NSCopying {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction, or the points.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        if dimension.isFinite, dimension >= 0 {
            self.dimension = dimension
        } else {
            self.dimension = 0
            UIKitException.raise(.invalidArgumentException,
                "NSCollectionLayoutDimension: a dimension must be finite and not negative, not \(shortNumber(dimension))")
        }
        super.init()
    }

    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The points the dimension comes to in a container of the size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return max(container.width * dimension, 0)
        case .fractionalHeight: return max(container.height * dimension, 0)
        case .absolute, .estimated: return dimension
        }
    }
}

/// A compositional layout element's width and height.
open class NSCollectionLayoutSize: NSObject, NSCopying {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items: exactly so many points, or at least so
/// many, the room left spread between them.
public final class NSCollectionLayoutSpacing: NSObject, NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? spacing : 0
        isFlexibleSpacing = flexible
        super.init()
    }

    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, flexible: false) }
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, flexible: true) }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
