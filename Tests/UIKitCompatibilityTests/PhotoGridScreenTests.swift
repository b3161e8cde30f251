import UIKit
import XCTest

/// A photo library grid as iOS apps write it: a collection view controller with
/// a flow layout of three square photos a row, each album's title in a section
/// header view of its own class, sizes from UICollectionViewDelegateFlowLayout,
/// and a switch to a custom "list" layout (a UICollectionViewLayout subclass)
/// through setCollectionViewLayout. Nothing here knows it runs on Linux.
final class PhotoGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    struct Album {
        let title: String
        let photos: [String]
    }

    final class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            imageView.frame = contentView.bounds
        }
    }

    final class AlbumHeaderView: UICollectionReusableView {
        static let reuseIdentifier = "AlbumHeader"
        let titleLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            addSubview(titleLabel)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            titleLabel.text = nil
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
        }
    }

    /// One photo a row, 60 points tall, under a 30-point header per album.
    final class ListLayout: UICollectionViewLayout {
        private var attributes: [UICollectionViewLayoutAttributes] = []
        private var height: CGFloat = 0

        override func prepare() {
            super.prepare()
            attributes = []
            guard let collectionView else { return }
            var y: CGFloat = 0
            for section in 0..<collectionView.numberOfSections {
                let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                              with: IndexPath(item: 0, section: section))
                header.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: 30)
                attributes.append(header)
                y += 30
                for item in 0..<collectionView.numberOfItems(inSection: section) {
                    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    cell.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: 60)
                    attributes.append(cell)
                    y += 60
                }
            }
            height = y
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: height)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            attributes.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
        }

        override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                           at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
        }
    }

    let albums = [
        Album(title: "Holidays", photos: (1...7).map { "beach\($0)" }),
        Album(title: "Family", photos: (1...4).map { "family\($0)" }),
        Album(title: "Pets", photos: (1...30).map { "cat\($0)" }),
    ]
    private(set) var events: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.scrollDirection = UICollectionView.ScrollDirection.vertical
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(AlbumHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: AlbumHeaderView.reuseIdentifier)
        collectionView.contentInsetAdjustmentBehavior = .never
    }

    func showAsList() {
        collectionView.setCollectionViewLayout(ListLayout(), animated: false)
    }

    /// The grid as iOS 13+ apps write it: items a third wide inset by 1, rows
    /// a third of the width high, the album title in a header as wide as the
    /// section's content.
    static func compositionalGrid() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 16, trailing: 8)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    // MARK: UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int { albums.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums[section].photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell as? PhotoCell)?.imageView.image = UIImage(systemName: "photo")
        events.append("cell \(indexPath.section).\(indexPath.item)")
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: AlbumHeaderView.reuseIdentifier,
                                                                   for: indexPath)
        (view as? AlbumHeaderView)?.titleLabel.text = albums[indexPath.section].title
        events.append("header \(indexPath.section)")
        return view
    }

    // MARK: UICollectionViewDelegate

    override func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                                 forElementKind elementKind: String, at indexPath: IndexPath) {
        events.append("willDisplay header \(indexPath.section)")
    }

    override func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                                 forElementOfKind elementKind: String, at indexPath: IndexPath) {
        events.append("didEndDisplaying header \(indexPath.section)")
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = ((collectionView.bounds.width - 2 * 2) / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }
}

final class PhotoGridScreenTests: AppTestCase {
    private let header = UICollectionView.elementKindSectionHeader

    func testTheGridShowsEachAlbumUnderItsHeader() throws {
        let grid = PhotoGridViewController()
        show(grid)
        let collection = try XCTUnwrap(grid.collectionView)
        let width = collection.bounds.width
        let side = ((width - 4) / 3).rounded(.down)
        XCTAssertEqual(collection.numberOfSections, 3)

        let first = try XCTUnwrap(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
            as? PhotoGridViewController.AlbumHeaderView)
        XCTAssertEqual(first.titleLabel.text, "Holidays")
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: width, height: 44), "a header spans the collection view")
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 44, width: side, height: side))
        // Three a row, the full rows spread to the edges.
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX, width)
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 44 + side + 2)
        // Seven photos make three rows; the next album's header follows at once (no insets).
        let family = try XCTUnwrap(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(family.frame.minY, 44 + 3 * side + 2 * 2)
        XCTAssertEqual(family.representedElementCategory, .supplementaryView)
        XCTAssertEqual(family.representedElementKind, header)

        // The header first, then its photos, each view before the next.
        XCTAssertEqual(Array(grid.events.prefix(4)), ["header 0", "willDisplay header 0", "cell 0.0", "cell 0.1"])
        XCTAssertTrue(collection.visibleCells.allSatisfy { $0 is PhotoGridViewController.PhotoCell })
    }

    func testScrollingReusesTheHeaders() throws {
        let grid = PhotoGridViewController()
        show(grid)
        let collection = try XCTUnwrap(grid.collectionView)
        let shownHeaders = collection.visibleSupplementaryViews(ofKind: header)
        let bottom = collection.contentSize.height - collection.bounds.height
        collection.contentOffset = CGPoint(x: 0, y: bottom)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(collection.indexPathsForVisibleSupplementaryElements(ofKind: header), [], "deep in the pets")
        XCTAssertTrue(grid.events.contains("didEndDisplaying header 2"))
        collection.contentOffset = .zero
        VirtualRunLoop.main.runUntilIdle()
        let holidays = collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        XCTAssertTrue(shownHeaders.contains { $0 === holidays }, "a header from the pool, no new one")
        XCTAssertEqual((holidays as? PhotoGridViewController.AlbumHeaderView)?.titleLabel.text, "Holidays")
    }

    func testACustomLayoutReplacesTheGrid() throws {
        let grid = PhotoGridViewController()
        show(grid)
        let collection = try XCTUnwrap(grid.collectionView)
        grid.showAsList()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(collection.collectionViewLayout is PhotoGridViewController.ListLayout)
        XCTAssertTrue(collection.collectionViewLayout.collectionView === collection)
        XCTAssertEqual(collection.contentSize.height, 3 * 30 + 41 * 60)
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 0, y: 90, width: collection.bounds.width, height: 60))
        XCTAssertEqual(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.height, 30)
    }

    func testACompositionalGridWithPinnedHeaders() throws {
        let grid = PhotoGridViewController()
        show(grid)
        let collection = try XCTUnwrap(grid.collectionView)
        collection.setCollectionViewLayout(PhotoGridViewController.compositionalGrid(), animated: false)
        VirtualRunLoop.main.runUntilIdle()
        let width = collection.bounds.width
        let room = (width - 16) / 3
        XCTAssertEqual(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 8, y: 0, width: width - 16, height: 44))
        func assertClose(_ frame: CGRect?, _ expected: CGRect, line: UInt = #line) {
            let values = [frame?.minX, frame?.minY, frame?.width, frame?.height].map { $0 ?? .nan }
            for (value, wanted) in zip(values, [expected.minX, expected.minY, expected.width, expected.height]) {
                XCTAssertEqual(value, wanted, accuracy: 0.001, "\(String(describing: frame))", line: line)
            }
        }
        assertClose(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                    CGRect(x: 9, y: 45, width: room - 2, height: room - 2))
        assertClose(collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame,
                    CGRect(x: 8 + room + 1, y: 44 + room + 1, width: room - 2, height: room - 2))
        // Holidays: a header, three rows, the bottom inset; then Family's header.
        XCTAssertEqual(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY ?? 0,
                       44 + 3 * room + 16, accuracy: 0.001)
        collection.contentOffset = CGPoint(x: 0, y: 100)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY, 100,
                       "the pinned header stays at the top while its album is under it")
    }

    /// The same grid as iOS 14+ apps write it: a diffable data source whose
    /// cells and headers come from registrations.
    func testRegistrationsWithADiffableDataSource() throws {
        let grid = PhotoGridViewController()
        show(grid)
        let collection = try XCTUnwrap(grid.collectionView)
        var titles: [String] = []
        let photos = UICollectionView.CellRegistration<PhotoGridViewController.PhotoCell, String> { cell, _, name in
            cell.imageView.image = UIImage(systemName: "photo")
            cell.accessibilityLabel = name
        }
        let headers = UICollectionView.SupplementaryRegistration<PhotoGridViewController.AlbumHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            header.titleLabel.text = grid.albums[indexPath.section].title
            titles.append(grid.albums[indexPath.section].title)
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) { view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: photos, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for album in grid.albums {
            snapshot.appendSections([album.title])
            snapshot.appendItems(album.photos, toSection: album.title)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(titles.first, "Holidays")
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityLabel, "beach3")
        XCTAssertEqual((collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
            as? PhotoGridViewController.AlbumHeaderView)?.titleLabel.text, "Holidays")
    }
}
