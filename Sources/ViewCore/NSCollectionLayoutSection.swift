import Foundation

/// How a section of a vertical compositional layout scrolls sideways (UIKit's values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: its group repeated until the
/// section's items are placed, `interGroupSpacing` between the groups, inside
/// `contentInsets`, with its headers and footers.
open class NSCollectionLayoutSection: NSObject, NSCopying {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the headers and footers are inset by `contentInsets`' leading
    /// and trailing edges too (UIKit's default: true).
    open var supplementariesFollowContentInsets = true
    /// Other than `.none`, the section's groups follow one another sideways
    /// in one row, as they start out in UIKit; the row does not scroll here,
    /// so groups past the collection view's width are not shown.
    /// `.groupPagingCentered` centres the first group.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
