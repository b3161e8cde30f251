import Foundation

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

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
