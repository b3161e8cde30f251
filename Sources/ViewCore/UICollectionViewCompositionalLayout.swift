import Foundation

/// What a compositional layout's section provider is told: the size the
/// sections are laid out in.
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The container and traits a section provider lays a section out for.
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The collection view's size, as a section provider sees it.
@_spi(Bridging) public final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    public let contentSize: CGSize
    public let traitCollection: UITraitCollection
    public var effectiveContentSize: CGSize { contentSize }
    public var contentInsets: NSDirectionalEdgeInsets { .zero }
    public var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    public var container: NSCollectionLayoutContainer { self }

    init(contentSize: CGSize, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.traitCollection = traitCollection
        super.init()
    }
}

/// Gives a compositional layout the section of an index, for the environment;
/// nil for a section with items raises.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// What applies to a compositional layout as a whole: the space between its
/// sections. (It scrolls vertically only here.)
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    open var interSectionSpacing: CGFloat = 0

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.interSectionSpacing = interSectionSpacing
        return copy
    }
}

/// A layout composed of sections of groups of items (R13.18): each section's
/// top-level group is sized against the collection view's width (less the
/// section's leading and trailing insets) and height, then repeated down the
/// section until its items are placed, `interGroupSpacing` apart; a group's
/// subitems are sized against the group. A section's headers come first, then
/// its top inset, its groups, its bottom inset, its footers; the sections
/// follow one another `interSectionSpacing` apart. A section provider is
/// asked for each section as the layout prepares; nil for a section with
/// items raises UIKit's NSInternalInconsistencyException.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// Setting it lays the collection view out anew.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var cells: [[UICollectionViewLayoutAttributes]] = []
    private var boundaries: [[(item: NSCollectionLayoutBoundarySupplementaryItem, attributes: UICollectionViewLayoutAttributes)]] = []
    private var sectionExtents: [ClosedRange<CGFloat>] = []
    private var contentSize: CGSize = .zero

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// True for a new size: dimensions are fractions of the collection view's.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != lastBounds?.size
    }

    open override func prepare() {
        super.prepare()
        cells = []
        boundaries = []
        sectionExtents = []
        contentSize = .zero
        guard let collectionView else { return }
        let size = collectionView.bounds.size
        let environment = CompositionalLayoutEnvironment(contentSize: size, traitCollection: collectionView.traitCollection)
        let spacing = configuration.interSectionSpacing.isFinite ? configuration.interSectionSpacing : 0
        var y: CGFloat = 0
        for sectionIndex in 0..<collectionView.numberOfSections {
            let itemCount = collectionView.numberOfItems(inSection: sectionIndex)
            guard let section = sectionProvider(sectionIndex, environment) else {
                if itemCount > 0 {
                    UIKitException.raise(.internalInconsistencyException,
                        "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.")
                }
                cells.append([])
                boundaries.append([])
                sectionExtents.append(y...y)
                continue
            }
            if sectionIndex > 0 { y += spacing }
            let start = y
            let insets = finite(section.contentInsets)
            let contentWidth = max(size.width - insets.leading - insets.trailing, 0)
            let sideInsets = section.supplementariesFollowContentInsets ? insets : NSDirectionalEdgeInsets()
            let boundaryWidth = max(size.width - sideInsets.leading - sideInsets.trailing, 0)
            var sectionBoundaries: [(NSCollectionLayoutBoundarySupplementaryItem, UICollectionViewLayoutAttributes)] = []
            func place(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
                let itemSize = item.layoutSize.resolved(in: CGSize(width: boundaryWidth, height: size.height))
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind,
                                                                  with: IndexPath(item: 0, section: sectionIndex))
                attributes.frame = CGRect(x: sideInsets.leading + item.offset.x, y: y + item.offset.y,
                                          width: itemSize.width, height: itemSize.height)
                attributes.zIndex = item.zIndex
                sectionBoundaries.append((item, attributes))
                if item.extendsBoundary { y += itemSize.height }
            }
            for item in section.boundarySupplementaryItems where item.isTop { place(item) }
            y += insets.top
            var sectionCells: [UICollectionViewLayoutAttributes] = []
            let container = CGSize(width: contentWidth, height: max(size.height - insets.top - insets.bottom, 0))
            let groupSize = section.group.layoutSize.resolved(in: container)
            let groupInsets = section.group.contentInsets
            let groupInner = CGSize(width: max(groupSize.width - groupInsets.leading - groupInsets.trailing, 0),
                                    height: max(groupSize.height - groupInsets.top - groupInsets.bottom, 0))
            let interGroup = section.interGroupSpacing.isFinite ? section.interGroupSpacing : 0
            if section.orthogonalScrollingBehavior != .none {
                // One row of groups sideways (IBPCollectionViewCompositionalLayout's orthogonal
                // sections; its centred paging insets the row by half the room the group leaves).
                var x = insets.leading
                if section.orthogonalScrollingBehavior == .groupPagingCentered { x += max((size.width - groupSize.width) / 2, 0) }
                while sectionCells.count < itemCount {
                    let frames = section.group.leafFrames(in: groupInner, limit: itemCount - sectionCells.count)
                    guard !frames.isEmpty else { break }
                    for frame in frames {
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: sectionCells.count, section: sectionIndex))
                        attributes.frame = frame.offsetBy(dx: x + groupInsets.leading, dy: y + groupInsets.top)
                        sectionCells.append(attributes)
                    }
                    x += groupSize.width + interGroup
                    if groupSize.width <= 0, interGroup <= 0, sectionCells.count > UITableView.maximumRowCount { break }
                }
                if itemCount > 0 { y += groupSize.height }
            }
            while sectionCells.count < itemCount {
                let frames = section.group.leafFrames(in: groupInner, limit: itemCount - sectionCells.count)
                guard !frames.isEmpty else { break }
                for frame in frames {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: sectionCells.count, section: sectionIndex))
                    attributes.frame = frame.offsetBy(dx: insets.leading + groupInsets.leading, dy: y + groupInsets.top)
                    sectionCells.append(attributes)
                }
                y += groupSize.height
                if sectionCells.count < itemCount { y += interGroup }
                if groupSize.height <= 0, interGroup <= 0, sectionCells.count > UITableView.maximumRowCount { break }
            }
            y += insets.bottom
            for item in section.boundarySupplementaryItems where item.isBottom { place(item) }
            cells.append(sectionCells)
            boundaries.append(sectionBoundaries)
            sectionExtents.append(start...max(y, start))
        }
        contentSize = CGSize(width: size.width, height: y)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for section in cells.indices {
            for (item, attributes) in boundaries[section] where item.isTop {
                let placed = pinned(item, attributes, section)
                if placed.frame.overlaps(rect) { found.append(placed) }
            }
            found += cells[section].filter { $0.frame.overlaps(rect) }
            for (item, attributes) in boundaries[section] where item.isBottom && attributes.frame.overlaps(rect) {
                found.append(attributes)
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, cells.indices.contains(indexPath.section),
              cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, boundaries.indices.contains(indexPath.section),
              let found = boundaries[indexPath.section].first(where: { $0.item.elementKind == elementKind }) else { return nil }
        return found.item.isTop ? pinned(found.item, found.attributes, indexPath.section) : found.attributes
    }

    /// A pinned header moved to the top of the visible bounds while its
    /// section is under it; the same attributes otherwise.
    private func pinned(_ item: NSCollectionLayoutBoundarySupplementaryItem, _ attributes: UICollectionViewLayoutAttributes,
                        _ section: Int) -> UICollectionViewLayoutAttributes {
        guard item.pinToVisibleBounds, let collectionView, sectionExtents.indices.contains(section) else { return attributes }
        let top = collectionView.bounds.inset(by: collectionView.adjustedContentInset).minY
        let limit = sectionExtents[section].upperBound - attributes.frame.height
        let placed = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: attributes.indexPath)
        placed.frame = attributes.frame
        placed.frame.origin.y = max(attributes.frame.minY, min(top, limit))
        placed.zIndex = max(attributes.zIndex, 1024)
        return placed
    }

    private func finite(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        func value(_ number: CGFloat) -> CGFloat { number.isFinite ? number : 0 }
        return NSDirectionalEdgeInsets(top: value(insets.top), leading: value(insets.leading),
                                       bottom: value(insets.bottom), trailing: value(insets.trailing))
    }
}
