import Foundation

/// The delegate methods a flow layout asks, each with UIKit's default (the
/// layout's own property) when the delegate does not implement it.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? UICollectionViewFlowLayout.defaultItemSize
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
}

/// A layout of items in lines, one line after another in the scroll direction,
/// each section's items starting a new line inside its insets (R13.10).
///
/// UIKit's defaults: items 50 × 50, 10 points between lines and between items,
/// no section insets, vertical scrolling. `prepare()` asks the delegate (a
/// `UICollectionViewDelegateFlowLayout`), per section, its insets, its
/// spacings, then each item's size.
///
/// Decisions (UIKit's exact placement could not be found): a line takes items
/// while they fit with the minimum spacing between them (the first always);
/// a full line with more than one item spreads the room left evenly between
/// its items, the section's last line and a line of one item keep the minimum
/// spacing from the leading inset; items are centred across their line. A
/// size that is negative or not finite raises NSInternalInconsistencyException
/// and counts as zero; a spacing or an inset that is not finite counts as zero.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the lines follow one another in.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal
    }

    static let defaultItemSize = CGSize(width: 50, height: 50)

    open var itemSize = UICollectionViewFlowLayout.defaultItemSize { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        attributes = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        // Along the lines (across the scroll direction) and along the scrolling.
        let breadth = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var depth: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let given = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let inset = UIEdgeInsets(top: finite(given.top), left: finite(given.left),
                                     bottom: finite(given.bottom), right: finite(given.right))
            let lineSpacing = finite(flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                                     ?? minimumLineSpacing)
            let itemSpacing = finite(flowDelegate?.collectionView(collectionView, layout: self,
                                                                  minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing)
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item -> CGSize in
                let path = IndexPath(item: item, section: section)
                return validated(flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize)
            }
            let leading = vertical ? inset.left : inset.top
            let available = breadth - leading - (vertical ? inset.right : inset.bottom)
            depth += vertical ? inset.top : inset.left
            var sectionAttributes: [UICollectionViewLayoutAttributes] = []
            var start = 0
            var firstLine = true
            while start < sizes.count {
                var end = start + 1
                var used = vertical ? sizes[start].width : sizes[start].height
                while end < sizes.count {
                    let next = vertical ? sizes[end].width : sizes[end].height
                    guard used + itemSpacing + next <= available else { break }
                    used += itemSpacing + next
                    end += 1
                }
                if !firstLine { depth += lineSpacing }
                firstLine = false
                let line = start..<end
                let thickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let count = line.count
                let spread = end < sizes.count && count > 1
                let gap = spread ? itemSpacing + (available - used) / CGFloat(count - 1) : itemSpacing
                var along = leading
                for item in line {
                    let size = sizes[item]
                    let itemBreadth = vertical ? size.width : size.height
                    let itemDepth = vertical ? size.height : size.width
                    let across = depth + (thickness - itemDepth) / 2
                    let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    item.frame = vertical ? CGRect(x: along, y: across, width: size.width, height: size.height)
                                          : CGRect(x: across, y: along, width: size.width, height: size.height)
                    sectionAttributes.append(item)
                    along += itemBreadth + gap
                }
                depth += thickness
                start = end
            }
            depth += vertical ? inset.bottom : inset.right
            attributes.append(sectionAttributes)
        }
        contentSize = vertical ? CGSize(width: breadth, height: depth) : CGSize(width: depth, height: breadth)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.joined().filter { $0.frame.overlaps(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, attributes.indices.contains(indexPath.section),
              attributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.section][indexPath.item]
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    private func validated(_ size: CGSize) -> CGSize {
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            UIKitException.raise(.internalInconsistencyException,
                "UICollectionViewFlowLayout: an item's size must be finite and not negative, not (\(shortNumber(size.width)) \(shortNumber(size.height)))")
            return .zero
        }
        return size
    }
}

extension UICollectionViewFlowLayout {
    static let flowCatalog: [AnyProperty] = [
        Property("itemSize", get: { (object: UICollectionViewFlowLayout) in object.itemSize }, set: { $0.itemSize = $1 }),
        Property("minimumLineSpacing", get: { (object: UICollectionViewFlowLayout) in object.minimumLineSpacing },
                 set: { $0.minimumLineSpacing = $1 }),
        Property("minimumInteritemSpacing", get: { (object: UICollectionViewFlowLayout) in object.minimumInteritemSpacing },
                 set: { $0.minimumInteritemSpacing = $1 }),
        Property("sectionInset", get: { (object: UICollectionViewFlowLayout) in object.sectionInset }, set: { $0.sectionInset = $1 }),
        Property("scrollDirection", get: { (object: UICollectionViewFlowLayout) in object.scrollDirection },
                 set: { $0.scrollDirection = $1 }),
    ]
}
