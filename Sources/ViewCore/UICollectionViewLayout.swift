import Foundation

extension CGRect {
    /// Whether the two rects share some area: rects that only touch do not
    /// (CoreGraphics' answer, which Foundation on Linux gives otherwise).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && maxX > other.minX && minY < other.maxY && maxY > other.minY
    }
}

/// Where one element of a collection view goes: a cell (an item) or a
/// supplementary view of a kind (a section's header or footer), by its index
/// path; a supplementary view's index path is its section's, with item 0 for
/// a section's one view of the kind.
open class UICollectionViewLayoutAttributes: NSObject {
    open var indexPath: IndexPath
    open var frame: CGRect
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var zIndex = 0
    /// Whether the attributes are a cell's or a supplementary view's.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary view's kind; nil for a cell's attributes.
    open private(set) var representedElementKind: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
        super.init()
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
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

/// The base of the objects that place a collection view's elements: after an
/// invalidation the collection view calls `prepare()` before it asks anything
/// else, then `collectionViewContentSize`, then the attributes of the elements
/// in the visible rect (R13.16). A subclass overrides these.
open class UICollectionViewLayout: NSObject {
    /// Set when the layout is given to a collection view.
    open internal(set) weak var collectionView: UICollectionView?
    var isPrepared = false
    /// The collection view's bounds at the last layout pass, which a bounds
    /// change is compared with.
    var lastBounds: CGRect?

    public override init() { super.init() }

    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of the kind at the index path;
    /// nil (none) by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Asks for `prepare()` again before the next use, and lays the collection view out.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Asked by the collection view as its bounds change (a scroll, a new
    /// size), before it lays its elements out; true invalidates the layout.
    /// False, as UIKit documents: a subclass that depends on the collection
    /// view's size says so (the flow and compositional layouts do).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}

extension UICollectionViewLayout {
    static let layoutCatalog: [AnyProperty] = [
        Property("collectionView", get: { (object: UICollectionViewLayout) in object.collectionView }),
        Property("collectionViewContentSize", get: { (object: UICollectionViewLayout) in object.collectionViewContentSize }),
    ]
}

extension UICollectionViewLayoutAttributes {
    static let attributesCatalog: [AnyProperty] = [
        Property("indexPath", get: { (object: UICollectionViewLayoutAttributes) in object.indexPath }, set: { $0.indexPath = $1 }),
        Property("representedElementCategory", get: { (object: UICollectionViewLayoutAttributes) in object.representedElementCategory }),
        Property("representedElementKind", get: { (object: UICollectionViewLayoutAttributes) in object.representedElementKind }),
        Property("frame", get: { (object: UICollectionViewLayoutAttributes) in object.frame }, set: { $0.frame = $1 }),
        Property("size", get: { (object: UICollectionViewLayoutAttributes) in object.size }, set: { $0.size = $1 }),
        Property("center", get: { (object: UICollectionViewLayoutAttributes) in object.center }, set: { $0.center = $1 }),
        Property("hidden", get: { (object: UICollectionViewLayoutAttributes) in object.isHidden }, set: { $0.isHidden = $1 }),
        Property("alpha", get: { (object: UICollectionViewLayoutAttributes) in object.alpha }, set: { $0.alpha = $1 }),
        Property("zIndex", get: { (object: UICollectionViewLayoutAttributes) in object.zIndex }, set: { $0.zIndex = $1 }),
    ]
}
