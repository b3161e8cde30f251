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
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
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
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// A layout of items in lines, one line after another in the scroll direction,
/// each section's items starting a new line inside its insets (R13.10).
///
/// UIKit's defaults: items 50 × 50, 10 points between lines and between items,
/// no section insets, no headers or footers, vertical scrolling. `prepare()`
/// asks the delegate (a `UICollectionViewDelegateFlowLayout`), per section, its
/// insets, its spacings, its header's and footer's reference sizes, then each
/// item's size (the order of PSTCollectionView's flow layout, which copied
/// UIKit's).
///
/// A section's header comes before its insets and its footer after them (the
/// insets lie "between the header view and the first line of items and between
/// the last line of items and the footer view", UICollectionViewDelegateFlowLayout
/// reference); of a reference size only the scrolling direction's dimension
/// counts, the other is the collection view's (a vertical flow's header is as
/// wide as the collection view), and 0 means no view (R13.14).
/// `layoutAttributesForElements(in:)` gives each section's header, its items,
/// then its footer. With `sectionHeadersPinToVisibleBounds` a header stays at
/// the top of the visible bounds while its section is under it, pushed up by
/// the section's end (footers likewise at the bottom).
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
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    /// Each section's header and footer (nil without), and its extent along
    /// the scrolling (header to footer), which pinning keeps a header inside.
    private var headers: [UICollectionViewLayoutAttributes?] = []
    private var footers: [UICollectionViewLayoutAttributes?] = []
    private var sectionExtents: [ClosedRange<CGFloat>] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        attributes = []
        headers = []
        footers = []
        sectionExtents = []
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
            let headerSize = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footerSize = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item -> CGSize in
                let path = IndexPath(item: item, section: section)
                return validated(flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize)
            }
            let leading = vertical ? inset.left : inset.top
            let available = breadth - leading - (vertical ? inset.right : inset.bottom)
            let sectionStart = depth
            headers.append(supplementary(UICollectionView.elementKindSectionHeader, section, headerSize, at: &depth, breadth))
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
            footers.append(supplementary(UICollectionView.elementKindSectionFooter, section, footerSize, at: &depth, breadth))
            attributes.append(sectionAttributes)
            sectionExtents.append(sectionStart...max(depth, sectionStart))
        }
        contentSize = vertical ? CGSize(width: breadth, height: depth) : CGSize(width: depth, height: breadth)
    }

    /// True when the length of the lines changes: the width in a vertical
    /// flow, the height in a horizontal one (PSTCollectionView's flow layout,
    /// which reproduced UIKit's). Pinned headers follow a scroll without.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = lastBounds else { return true }
        return scrollDirection == .vertical ? newBounds.width != old.width : newBounds.height != old.height
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for section in attributes.indices {
            if let header = headers[section].map({ pinned($0, section) }), header.frame.overlaps(rect) { found.append(header) }
            found += attributes[section].filter { $0.frame.overlaps(rect) }
            if let footer = footers[section].map({ pinned($0, section) }), footer.frame.overlaps(rect) { found.append(footer) }
        }
        return found
    }

    /// The section's header or footer (item 0 of the section's index path).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, headers.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headers[indexPath.section].map { pinned($0, indexPath.section) }
        case UICollectionView.elementKindSectionFooter: return footers[indexPath.section].map { pinned($0, indexPath.section) }
        default: return nil
        }
    }

    /// A header's or footer's attributes, from its reference size: nil when
    /// the scrolling direction's dimension is 0 (or not a finite positive
    /// number); else as long as the lines are, across from `depth`.
    private func supplementary(_ kind: String, _ section: Int, _ size: CGSize, at depth: inout CGFloat,
                               _ breadth: CGFloat) -> UICollectionViewLayoutAttributes? {
        let vertical = scrollDirection == .vertical
        let thickness = vertical ? size.height : size.width
        guard thickness.isFinite, thickness > 0 else { return nil }
        let view = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        view.frame = vertical ? CGRect(x: 0, y: depth, width: breadth, height: thickness)
                              : CGRect(x: depth, y: 0, width: thickness, height: breadth)
        depth += thickness
        return view
    }

    /// A header or footer moved to stay in the visible bounds, within its
    /// section, when pinned; the same attributes otherwise.
    private func pinned(_ view: UICollectionViewLayoutAttributes, _ section: Int) -> UICollectionViewLayoutAttributes {
        let isHeader = view.representedElementKind == UICollectionView.elementKindSectionHeader
        guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
              let collectionView, sectionExtents.indices.contains(section) else { return view }
        let vertical = scrollDirection == .vertical
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        let extent = sectionExtents[section]
        let length = vertical ? view.frame.height : view.frame.width
        let placed = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: view.representedElementKind ?? "",
                                                      with: view.indexPath)
        placed.frame = view.frame
        placed.zIndex = 1024
        var origin = vertical ? view.frame.minY : view.frame.minX
        if isHeader {
            let top = vertical ? visible.minY : visible.minX
            let limit = extent.upperBound - length - (footers[section].map { vertical ? $0.frame.height : $0.frame.width } ?? 0)
            origin = max(origin, min(top, limit))
        } else {
            let bottom = (vertical ? visible.maxY : visible.maxX) - length
            let limit = extent.lowerBound + (headers[section].map { vertical ? $0.frame.height : $0.frame.width } ?? 0)
            origin = min(origin, max(bottom, limit))
        }
        if vertical { placed.frame.origin.y = origin } else { placed.frame.origin.x = origin }
        return placed
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
        Property("headerReferenceSize", get: { (object: UICollectionViewFlowLayout) in object.headerReferenceSize },
                 set: { $0.headerReferenceSize = $1 }),
        Property("footerReferenceSize", get: { (object: UICollectionViewFlowLayout) in object.footerReferenceSize },
                 set: { $0.footerReferenceSize = $1 }),
        Property("sectionHeadersPinToVisibleBounds", get: { (object: UICollectionViewFlowLayout) in object.sectionHeadersPinToVisibleBounds },
                 set: { $0.sectionHeadersPinToVisibleBounds = $1 }),
        Property("sectionFootersPinToVisibleBounds", get: { (object: UICollectionViewFlowLayout) in object.sectionFootersPinToVisibleBounds },
                 set: { $0.sectionFootersPinToVisibleBounds = $1 }),
    ]
}
