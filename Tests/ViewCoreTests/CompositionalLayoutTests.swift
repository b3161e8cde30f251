import XCTest
@testable import ViewCore

/// UICollectionViewCompositionalLayout (R13.18): the list and grid layouts of
/// Apple's "Implementing Modern Collection Views" sample, a `count:` group, a
/// nested group, headers and footers, a section provider, and bad input.
///
///     W (window, visible)
///     └ C (UICollectionView, 0 0 320 400; compositional layout)
final class CompositionalLayoutTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var collection: UICollectionView!
    var source: ColumnSource!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        source = ColumnSource(log: log, items: [7])
    }

    override func tearDown() {
        window = nil; collection = nil; source = nil
        super.tearDown()
    }

    func show(_ layout: UICollectionViewLayout, items: [Int] = [7]) {
        source.items = items
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = source
        window.addSubview(collection)
        VirtualRunLoop.main.runOnce()
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The list: each item the full width and 44 high, one a group.
    func test_R13_18_aList() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        XCTAssertEqual((0..<3).compactMap { frame($0) }, [
            CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 44),
            CGRect(x: 0, y: 88, width: 320, height: 44),
        ])
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 7 * 44))
        XCTAssertEqual(collection.visibleCells.count, 7)
    }

    /// The grid: items a fifth of the group's width and its full height, inset
    /// by 2; the group as high as a fifth of the width, repeated down.
    func test_R13_18_aGridRepeatsTheSubitemAcrossTheGroup() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        XCTAssertEqual(frame(0), CGRect(x: 2, y: 2, width: 76, height: 76))
        XCTAssertEqual(frame(3), CGRect(x: 242, y: 2, width: 76, height: 76))
        XCTAssertEqual(frame(4), CGRect(x: 2, y: 82, width: 76, height: 76), "four a row")
        XCTAssertEqual(frame(6), CGRect(x: 162, y: 82, width: 76, height: 76))
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 160))
    }

    /// `count:` shares the group's width among the copies, spacing between.
    func test_R13_18_aCountGroupSharesItsLength() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(999), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 20
        show(UICollectionViewCompositionalLayout(section: section), items: [3])
        XCTAssertEqual((0..<3).compactMap { frame($0) }, [
            CGRect(x: 0, y: 0, width: 155, height: 100), CGRect(x: 165, y: 0, width: 155, height: 100),
            CGRect(x: 0, y: 120, width: 155, height: 100),
        ])
        XCTAssertEqual(collection.contentSize.height, 220)
    }

    /// A nested group: a large item on the leading side, a column of two on
    /// the trailing side.
    func test_R13_18_nestedGroups() {
        let leading = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75),
                                                                                heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(0.5)))
        let trailing = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [leading, trailing])
        show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [4])
        XCTAssertEqual((0..<4).compactMap { frame($0) }, [
            CGRect(x: 0, y: 0, width: 240, height: 200), CGRect(x: 240, y: 0, width: 80, height: 100),
            CGRect(x: 240, y: 100, width: 80, height: 100), CGRect(x: 0, y: 200, width: 240, height: 200),
        ])
    }

    /// Headers come before the section's insets, inset at the sides with the
    /// content (supplementariesFollowContentInsets is true by default); the
    /// section provider is asked per section; sections are
    /// `interSectionSpacing` apart.
    func test_R13_18_headersInsetsAndASectionProvider() {
        var asked: [Int] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            XCTAssertEqual(environment.container.contentSize, CGSize(width: 320, height: 400))
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            section.interGroupSpacing = 8
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        layout.configuration = configuration
        show(layout, items: [2, 1])
        XCTAssertEqual(asked, [0, 1])
        XCTAssertEqual(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                          at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 16, y: 0, width: 288, height: 30))
        XCTAssertEqual(frame(0), CGRect(x: 16, y: 40, width: 288, height: 50))
        XCTAssertEqual(frame(1), CGRect(x: 16, y: 98, width: 288, height: 50))
        // Section 0 ends at 158; 12 apart, section 1's header at 170.
        XCTAssertEqual(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                          at: IndexPath(item: 0, section: 1))?.frame.minY, 170)
        XCTAssertEqual(frame(0, 1), CGRect(x: 16, y: 210, width: 288, height: 50))
        XCTAssertEqual(collection.contentSize.height, 270)
        XCTAssertEqual(collection.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader),
                       [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        XCTAssertEqual(Array(log.take().filter { !$0.hasPrefix("-[") }.prefix(4)),
                       ["viewForSupplementary 0", "cellForItem 0.0", "cellForItem 0.1", "viewForSupplementary 1"])
    }

    /// A section that scrolls sideways lays its groups in one row, each group
    /// `interGroupSpacing` after the last, the section as high as a group;
    /// centred paging starts half the room the group leaves in (the
    /// orthogonal sections of IBPCollectionViewCompositionalLayout).
    func test_R13_18_anOrthogonalSectionLaysItsGroupsInARow() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
            subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        show(UICollectionViewCompositionalLayout(section: row), items: [3, 1])
        XCTAssertEqual((0..<3).compactMap { frame($0) }, [
            CGRect(x: 0, y: 0, width: 256, height: 100), CGRect(x: 266, y: 0, width: 256, height: 100),
            CGRect(x: 532, y: 0, width: 256, height: 100),
        ])
        XCTAssertEqual(frame(0, 1), CGRect(x: 0, y: 100, width: 256, height: 100))
        XCTAssertEqual(collection.indexPathsForVisibleItems, [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                                                              IndexPath(item: 0, section: 1)],
                       "the row does not scroll here: what lies past the width is not shown")
        row.orthogonalScrollingBehavior = .groupPagingCentered
        collection.collectionViewLayout.invalidateLayout()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(frame(0), CGRect(x: 32, y: 0, width: 256, height: 100))
        XCTAssertEqual(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue, 5)
    }

    /// Bad input: a dimension that is not finite or is negative, a count below
    /// 1, raise NSInvalidArgumentException and count as 0 and 1; a section
    /// provider's nil for a section with items raises UIKit's exception.
    func test_R13_18_badInputRaises() {
        assertRaises(.invalidArgumentException,
                     "NSCollectionLayoutDimension: a dimension must be finite and not negative, not nan") {
            XCTAssertEqual(NSCollectionLayoutDimension.absolute(.nan).dimension, 0)
        }
        assertRaises(.invalidArgumentException, "NSCollectionLayoutDimension: a dimension must be finite and not negative, not -1") {
            _ = NSCollectionLayoutDimension.fractionalWidth(-1)
        }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        assertRaises(.invalidArgumentException, "NSCollectionLayoutGroup: count must be at least 1, not 0") {
            _ = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, repeatingSubitem: item, count: 0)
        }
        // Items of no size fill no group without end.
        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: empty)), items: [3])
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 0))
        let layout = UICollectionViewCompositionalLayout { _, _ in nil }
        collection.collectionViewLayout = layout
        assertRaises(.internalInconsistencyException,
                     "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.") {
            VirtualRunLoop.main.runOnce()
        }
        XCTAssertEqual(collection.visibleCells, [])
    }
}
