import Foundation

/// The compositional layout's classes and their properties (UIKit's names).
extension NativeClasses {
    public static let collectionViewCompositionalLayout = RegisteredClass(
        name: "UICollectionViewCompositionalLayout", superclass: collectionViewLayout,
        swiftType: UICollectionViewCompositionalLayout.self,
        properties: [
            Property("configuration", get: { (object: UICollectionViewCompositionalLayout) in object.configuration },
                     set: { $0.configuration = $1 }),
        ])

    public static let compositionalLayoutConfiguration = RegisteredClass(
        name: "UICollectionViewCompositionalLayoutConfiguration", superclass: object,
        swiftType: UICollectionViewCompositionalLayoutConfiguration.self,
        properties: [
            Property("interSectionSpacing", get: { (object: UICollectionViewCompositionalLayoutConfiguration) in object.interSectionSpacing },
                     set: { $0.interSectionSpacing = $1 }),
        ])

    public static let collectionLayoutDimension = RegisteredClass(
        name: "NSCollectionLayoutDimension", superclass: object, swiftType: NSCollectionLayoutDimension.self,
        properties: [
            Property("isFractionalWidth", get: { (object: NSCollectionLayoutDimension) in object.isFractionalWidth }),
            Property("isFractionalHeight", get: { (object: NSCollectionLayoutDimension) in object.isFractionalHeight }),
            Property("isAbsolute", get: { (object: NSCollectionLayoutDimension) in object.isAbsolute }),
            Property("isEstimated", get: { (object: NSCollectionLayoutDimension) in object.isEstimated }),
            Property("dimension", get: { (object: NSCollectionLayoutDimension) in object.dimension }),
        ])

    public static let layoutSize = RegisteredClass(
        name: "NSCollectionLayoutSize", superclass: object, swiftType: NSCollectionLayoutSize.self,
        properties: [
            Property("widthDimension", get: { (object: NSCollectionLayoutSize) in object.widthDimension }),
            Property("heightDimension", get: { (object: NSCollectionLayoutSize) in object.heightDimension }),
        ])

    public static let layoutSpacing = RegisteredClass(
        name: "NSCollectionLayoutSpacing", superclass: object, swiftType: NSCollectionLayoutSpacing.self,
        properties: [
            Property("spacing", get: { (object: NSCollectionLayoutSpacing) in object.spacing }),
            Property("isFixedSpacing", get: { (object: NSCollectionLayoutSpacing) in object.isFixedSpacing }),
            Property("isFlexibleSpacing", get: { (object: NSCollectionLayoutSpacing) in object.isFlexibleSpacing }),
        ])

    public static let layoutItem = RegisteredClass(
        name: "NSCollectionLayoutItem", superclass: object, swiftType: NSCollectionLayoutItem.self,
        properties: [
            Property("layoutSize", get: { (object: NSCollectionLayoutItem) in object.layoutSize }),
            Property("contentInsets", get: { (object: NSCollectionLayoutItem) in object.contentInsets }, set: { $0.contentInsets = $1 }),
        ])

    public static let layoutGroup = RegisteredClass(
        name: "NSCollectionLayoutGroup", superclass: layoutItem, swiftType: NSCollectionLayoutGroup.self,
        properties: [
            Property("subitems", get: { (object: NSCollectionLayoutGroup) in object.subitems }),
            Property("interItemSpacing", get: { (object: NSCollectionLayoutGroup) in object.interItemSpacing },
                     set: { $0.interItemSpacing = $1 }),
        ])

    public static let layoutSupplementaryItem = RegisteredClass(
        name: "NSCollectionLayoutSupplementaryItem", superclass: layoutItem, swiftType: NSCollectionLayoutSupplementaryItem.self,
        properties: [
            Property("elementKind", get: { (object: NSCollectionLayoutSupplementaryItem) in object.elementKind }),
            Property("zIndex", get: { (object: NSCollectionLayoutSupplementaryItem) in object.zIndex }, set: { $0.zIndex = $1 }),
        ])

    public static let layoutBoundarySupplementaryItem = RegisteredClass(
        name: "NSCollectionLayoutBoundarySupplementaryItem", superclass: layoutSupplementaryItem,
        swiftType: NSCollectionLayoutBoundarySupplementaryItem.self,
        properties: [
            Property("alignment", get: { (object: NSCollectionLayoutBoundarySupplementaryItem) in object.alignment }),
            Property("offset", get: { (object: NSCollectionLayoutBoundarySupplementaryItem) in object.offset }),
            Property("extendsBoundary", get: { (object: NSCollectionLayoutBoundarySupplementaryItem) in object.extendsBoundary },
                     set: { $0.extendsBoundary = $1 }),
            Property("pinToVisibleBounds", get: { (object: NSCollectionLayoutBoundarySupplementaryItem) in object.pinToVisibleBounds },
                     set: { $0.pinToVisibleBounds = $1 }),
        ])

    public static let layoutSection = RegisteredClass(
        name: "NSCollectionLayoutSection", superclass: object, swiftType: NSCollectionLayoutSection.self,
        properties: [
            Property("group", get: { (object: NSCollectionLayoutSection) in object.group }),
            Property("contentInsets", get: { (object: NSCollectionLayoutSection) in object.contentInsets }, set: { $0.contentInsets = $1 }),
            Property("interGroupSpacing", get: { (object: NSCollectionLayoutSection) in object.interGroupSpacing },
                     set: { $0.interGroupSpacing = $1 }),
            Property("boundarySupplementaryItems", get: { (object: NSCollectionLayoutSection) in object.boundarySupplementaryItems },
                     set: { $0.boundarySupplementaryItems = $1 }),
            Property("orthogonalScrollingBehavior", get: { (object: NSCollectionLayoutSection) in object.orthogonalScrollingBehavior },
                     set: { $0.orthogonalScrollingBehavior = $1 }),
            Property("supplementariesFollowContentInsets",
                     get: { (object: NSCollectionLayoutSection) in object.supplementariesFollowContentInsets },
                     set: { $0.supplementariesFollowContentInsets = $1 }),
        ])

    /// A protocol in UIKit; here the one class a section provider is given.
    static let collectionLayoutEnvironment = RegisteredClass(
        name: "NSCollectionLayoutEnvironment", superclass: object, swiftType: CompositionalLayoutEnvironment.self,
        properties: [
            Property("container", get: { (object: CompositionalLayoutEnvironment) in object }),
            Property("contentSize", get: { (object: CompositionalLayoutEnvironment) in object.contentSize }),
            Property("effectiveContentSize", get: { (object: CompositionalLayoutEnvironment) in object.effectiveContentSize }),
            Property("traitCollection", get: { (object: CompositionalLayoutEnvironment) in object.traitCollection }),
        ])

    static let compositionalClasses: [RegisteredClass] = [
        collectionLayoutEnvironment,
        collectionViewCompositionalLayout, compositionalLayoutConfiguration, collectionLayoutDimension, layoutSize, layoutSpacing,
        layoutItem, layoutGroup, layoutSupplementaryItem, layoutBoundarySupplementaryItem, layoutSection,
    ]
}
