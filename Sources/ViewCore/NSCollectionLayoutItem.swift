import Foundation

/// The smallest element of a compositional layout: one cell's size, resolved
/// against the group it is in, and its content insets, which shrink the
/// cell's frame inside the room the item takes.
open class NSCollectionLayoutItem: NSObject, NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Items side by side (horizontal) or one under another (vertical) in a
/// group's size. With `subitems`, the subitems are placed in turn, repeated
/// while the next fits (a group of one item a fifth wide holds five); with
/// `repeatingSubitem:count:`, exactly `count` copies share the group's length
/// (their own length is not asked), `interItemSpacing` between them.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// The number of subitems a `count:` group holds; nil for a group that fills.
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: validCount(count))
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: validCount(count))
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A count below 1 raises NSInvalidArgumentException (ours) and counts as 1.
    private static func validCount(_ count: Int) -> Int {
        guard count >= 1 else {
            UIKitException.raise(.invalidArgumentException, "NSCollectionLayoutGroup: count must be at least 1, not \(count)")
            return 1
        }
        return min(count, UITableView.maximumVisibleCells)
    }

    /// The frames of the cells the group places in a frame of `size` at the
    /// origin, at most `limit` of them, in order.
    func leafFrames(in size: CGSize, limit: Int) -> [CGRect] {
        guard limit > 0, !subitems.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = interItemSpacing?.spacing ?? 0
        // The subitems placed, with their sizes, before spacing is settled.
        var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var leaves = 0
        if let count {
            let share = max((length - CGFloat(count - 1) * spacing) / CGFloat(count), 0)
            let item = subitems[0]
            for _ in 0..<count {
                var itemSize = item.layoutSize.resolved(in: size)
                if horizontal { itemSize.width = share } else { itemSize.height = share }
                placed.append((item, itemSize))
                leaves += 1
                if leaves >= limit { break }
            }
        } else {
            var used: CGFloat = 0
            var index = 0
            while leaves < limit, placed.count < UITableView.maximumVisibleCells {
                let item = subitems[index % subitems.count]
                let itemSize = item.layoutSize.resolved(in: size)
                let itemLength = horizontal ? itemSize.width : itemSize.height
                let start = placed.isEmpty ? 0 : used + spacing
                // Whole points decide whether it fits, as IBPCollectionViewCompositionalLayout's solver
                // (a backport of UIKit's) decides: a third of a width fits three times.
                guard placed.isEmpty || (start + itemLength).rounded(.down) <= length.rounded(.down) else { break }
                // A subitem with no length would fill the group without end.
                if !placed.isEmpty, itemLength <= 0, spacing <= 0 { break }
                placed.append((item, itemSize))
                used = start + itemLength
                leaves += 1
                index += 1
            }
        }
        // Flexible spacing spreads the room left, at least its minimum.
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, placed.count > 1 {
            let total = placed.reduce(CGFloat(0)) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap = max(spacing, (length - total) / CGFloat(placed.count - 1))
        }
        var frames: [CGRect] = []
        var position: CGFloat = 0
        for (item, itemSize) in placed {
            let room = horizontal ? CGRect(x: position, y: 0, width: itemSize.width, height: itemSize.height)
                                  : CGRect(x: 0, y: position, width: itemSize.width, height: itemSize.height)
            position += (horizontal ? itemSize.width : itemSize.height) + gap
            let insets = item.contentInsets
            let inner = CGRect(x: room.minX + insets.leading, y: room.minY + insets.top,
                               width: max(room.width - insets.leading - insets.trailing, 0),
                               height: max(room.height - insets.top - insets.bottom, 0))
            if let group = item as? NSCollectionLayoutGroup {
                frames += group.leafFrames(in: inner.size, limit: limit - frames.count)
                    .map { $0.offsetBy(dx: inner.minX, dy: inner.minY) }
            } else {
                frames.append(inner)
            }
            if frames.count >= limit { break }
        }
        return Array(frames.prefix(limit))
    }
}

/// Where a boundary supplementary item goes on its section's edges (UIKit's values).
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// An element of a compositional layout that is not a cell: its kind names
/// the supplementary view the collection view asks the data source for.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A section's header (aligned to the top) or footer (to the bottom), as
/// wide as the section's content by default (it follows the section's
/// insets), taking room above or below the section's groups unless
/// `extendsBoundary` is false; pinned, it stays at the top of the visible
/// bounds while its section is under it.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var extendsBoundary = true
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    var isTop: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    var isBottom: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}
