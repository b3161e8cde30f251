import Foundation

extension CGRect {
    /// Whether the two rects share some area: rects that only touch do not
    /// (CoreGraphics' answer, which Foundation on Linux gives otherwise).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && maxX > other.minX && minY < other.maxY && maxY > other.minY
    }
}

/// Where one item of a collection view goes.
open class UICollectionViewLayoutAttributes {
    public let indexPath: IndexPath
    open var frame: CGRect
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var zIndex = 0

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
    }

    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}

/// The base of the objects that place a collection view's items: the
/// collection view calls `prepare()` before it asks anything else after an
/// invalidation, then `collectionViewContentSize` and the attributes of the
/// items in the visible rect. A subclass overrides these.
open class UICollectionViewLayout {
    /// Set when the layout is given to a collection view.
    open internal(set) weak var collectionView: UICollectionView?
    var isPrepared = false

    public init() {}

    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Asks for `prepare()` again before the next use, and lays the collection view out.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// True: a change of the bounds' size lays the items out again (UIKit's
    /// default answers false for a mere scroll; here any bounds change the
    /// collection view sees with a new size invalidates).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}

extension UICollectionViewLayout {
    static let layoutCatalog: [AnyProperty] = [
        Property("collectionView", get: { (object: UICollectionViewLayout) in object.collectionView }),
        Property("collectionViewContentSize", get: { (object: UICollectionViewLayout) in object.collectionViewContentSize }),
    ]
}

extension UICollectionViewLayoutAttributes {
    static let attributesCatalog: [AnyProperty] = [
        Property("indexPath", get: { (object: UICollectionViewLayoutAttributes) in object.indexPath }),
        Property("frame", get: { (object: UICollectionViewLayoutAttributes) in object.frame }, set: { $0.frame = $1 }),
        Property("size", get: { (object: UICollectionViewLayoutAttributes) in object.size }, set: { $0.size = $1 }),
        Property("center", get: { (object: UICollectionViewLayoutAttributes) in object.center }, set: { $0.center = $1 }),
        Property("hidden", get: { (object: UICollectionViewLayoutAttributes) in object.isHidden }, set: { $0.isHidden = $1 }),
        Property("alpha", get: { (object: UICollectionViewLayoutAttributes) in object.alpha }, set: { $0.alpha = $1 }),
        Property("zIndex", get: { (object: UICollectionViewLayoutAttributes) in object.zIndex }, set: { $0.zIndex = $1 }),
    ]
}
