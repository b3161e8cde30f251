import XCTest
@testable import ViewCore

/// A data source and flow layout delegate that logs its calls.
final class LoggingCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let log: CallLog
    var items: [Int]
    var size = CGSize(width: 100, height: 50)

    init(log: CallLog, items: [Int]) {
        self.log = log
        self.items = items
    }

    private func name(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        log.add("numberOfSectionsInCollectionView:")
        return items.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        log.add("collectionView:numberOfItemsInSection: \(section)")
        return items[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.add("collectionView:cellForItemAtIndexPath: \(name(indexPath))")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        log.add("collectionView:layout:sizeForItemAtIndexPath: \(name(indexPath))")
        return size
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.add("collectionView:willDisplayCell:forItemAtIndexPath: \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.add("collectionView:didEndDisplayingCell:forItemAtIndexPath: \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.add("collectionView:didSelectItemAtIndexPath: \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.add("collectionView:didDeselectItemAtIndexPath: \(name(indexPath))")
    }
}

/// A cell that counts how often it is prepared for reuse.
final class CountingCollectionCell: UICollectionViewCell {
    static var made = 0
    private(set) var reuses = 0

    override init(frame: CGRect) {
        CountingCollectionCell.made += 1
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// UICollectionView with UICollectionViewFlowLayout (R13.10, R13.11): the flow
/// layout's lines, cells only for the visible items, reuse while scrolling,
/// selection by a tap.
///
///     W (window, visible)
///     └ C (UICollectionView, 0 0 320 200; flow layout, section insets 10, items 100 × 50)
final class CollectionViewTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var layout: UICollectionViewFlowLayout!
    var collection: UICollectionView!
    var source: LoggingCollectionSource!

    override func setUp() {
        super.setUp()
        CountingCollectionCell.made = 0
        window = makeWindow("W")
        layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "item")
        // Under the status bar: `.never` keeps the content's top at the view's (R17.4).
        collection.contentInsetAdjustmentBehavior = .never
        window.addSubview(collection)
        log.clear()
    }

    override func tearDown() {
        window = nil; layout = nil; collection = nil; source = nil
        super.tearDown()
    }

    func load(_ items: [Int]) {
        source = LoggingCollectionSource(log: log, items: items)
        collection.dataSource = source
        collection.delegate = source
    }

    /// UIKit's defaults (UICollectionViewFlowLayout reference): items 50 × 50, spacings of 10.
    func test_R13_10_theFlowLayoutFillsLinesAndSpreadsThem() {
        XCTAssertEqual(UICollectionViewFlowLayout().itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(UICollectionViewFlowLayout().minimumLineSpacing, 10)
        XCTAssertEqual(UICollectionViewFlowLayout().minimumInteritemSpacing, 10)
        load([5])
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [
            "numberOfSectionsInCollectionView:", "collectionView:numberOfItemsInSection: 0",
            "collectionView:layout:sizeForItemAtIndexPath: 0.0", "collectionView:layout:sizeForItemAtIndexPath: 0.1",
            "collectionView:layout:sizeForItemAtIndexPath: 0.2", "collectionView:layout:sizeForItemAtIndexPath: 0.3",
            "collectionView:layout:sizeForItemAtIndexPath: 0.4",
            "collectionView:cellForItemAtIndexPath: 0.0", "collectionView:willDisplayCell:forItemAtIndexPath: 0.0",
            "collectionView:cellForItemAtIndexPath: 0.1", "collectionView:willDisplayCell:forItemAtIndexPath: 0.1",
            "collectionView:cellForItemAtIndexPath: 0.2", "collectionView:willDisplayCell:forItemAtIndexPath: 0.2",
            "collectionView:cellForItemAtIndexPath: 0.3", "collectionView:willDisplayCell:forItemAtIndexPath: 0.3",
            "collectionView:cellForItemAtIndexPath: 0.4", "collectionView:willDisplayCell:forItemAtIndexPath: 0.4",
        ], "the counts, every item's size, then the visible items' cells in order")
    }

    func test_R13_10_framesOfTheLines() {
        load([5])
        VirtualRunLoop.main.runOnce()
        let frames = (0..<5).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Two items fit in 300 points with 10 between them; the full lines spread
        // them to the insets; the last line keeps its one item at the leading inset.
        XCTAssertEqual(frames, [
            CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 210, y: 10, width: 100, height: 50),
            CGRect(x: 10, y: 70, width: 100, height: 50), CGRect(x: 210, y: 70, width: 100, height: 50),
            CGRect(x: 10, y: 130, width: 100, height: 50),
        ])
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 190))
    }

    func test_R13_10_aSpacingOrInsetThatIsNotFiniteCountsAsZero() {
        layout.sectionInset = UIEdgeInsets(top: .nan, left: 10, bottom: .infinity, right: 10)
        layout.minimumLineSpacing = .nan
        load([3])
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(collection.visibleCells.map(\.frame), [
            CGRect(x: 10, y: 0, width: 100, height: 50), CGRect(x: 210, y: 0, width: 100, height: 50),
            CGRect(x: 10, y: 50, width: 100, height: 50),
        ])
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 100))
    }

    func test_R13_11_scrollingReusesCells() {
        load([40])
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(collection.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(CountingCollectionCell.made, 8)
        log.clear()
        collection.contentOffset = CGPoint(x: 0, y: 120)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(collection.indexPathsForVisibleItems.map(\.item), [4, 5, 6, 7, 8, 9, 10, 11])
        XCTAssertEqual(CountingCollectionCell.made, 8, "the cells of the lines that left serve the lines that entered")
        XCTAssertEqual(log.take().filter { !$0.contains("sizeForItem") }, [
            "collectionView:didEndDisplayingCell:forItemAtIndexPath: 0.0", "collectionView:didEndDisplayingCell:forItemAtIndexPath: 0.1",
            "collectionView:didEndDisplayingCell:forItemAtIndexPath: 0.2", "collectionView:didEndDisplayingCell:forItemAtIndexPath: 0.3",
            "collectionView:cellForItemAtIndexPath: 0.8", "collectionView:willDisplayCell:forItemAtIndexPath: 0.8",
            "collectionView:cellForItemAtIndexPath: 0.9", "collectionView:willDisplayCell:forItemAtIndexPath: 0.9",
            "collectionView:cellForItemAtIndexPath: 0.10", "collectionView:willDisplayCell:forItemAtIndexPath: 0.10",
            "collectionView:cellForItemAtIndexPath: 0.11", "collectionView:willDisplayCell:forItemAtIndexPath: 0.11",
        ])
        XCTAssertEqual(collection.visibleCells.compactMap { ($0 as? CountingCollectionCell)?.reuses }.reduce(0, +), 4)
        XCTAssertEqual(collection.subviews.filter { $0 is UICollectionViewCell }.count, 8)
    }

    func test_R13_11_aTapSelectsAnItem() {
        load([6])
        VirtualRunLoop.main.runOnce()
        log.clear()
        Simulator.tap(CGPoint(x: 250, y: 90))
        Simulator.tap(CGPoint(x: 20, y: 20))
        XCTAssertEqual(log.take(), [
            "collectionView:didSelectItemAtIndexPath: 0.3",
            "collectionView:didDeselectItemAtIndexPath: 0.3", "collectionView:didSelectItemAtIndexPath: 0.0",
        ])
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
    }

    /// UIKit: the background is the cell's bottom subview, the selected background
    /// is added above it while the cell is selected (UICollectionViewCell reference).
    func test_R13_11_aCellsBackgroundViewsAreItsSubviews() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        XCTAssertEqual(cell.subviews, [background, cell.contentView])
        cell.isSelected = true
        XCTAssertEqual(cell.subviews, [background, selected, cell.contentView])
        cell.isSelected = false
        XCTAssertEqual(cell.subviews, [background, cell.contentView])
        assertRaises(.invalidArgumentException, "Can't add self as subview") { cell.backgroundView = cell }
        XCTAssertNil(cell.backgroundView, "kept, the cell would hold itself")
        XCTAssertEqual(cell.subviews, [cell.contentView])
    }

    func test_R13_11_badInputRaises() {
        load([3])
        VirtualRunLoop.main.runOnce()
        assertRaises(.internalInconsistencyException,
                     "could not dequeue a view of kind: UICollectionElementKindCell with identifier other - must register a nib or a class for the identifier or connect a prototype cell in a storyboard") {
            _ = collection.dequeueReusableCell(withReuseIdentifier: "other", for: IndexPath(item: 0, section: 0))
        }
        assertRaises(.rangeException,
                     "-[UICollectionView scrollToItemAtIndexPath:atScrollPosition:animated:]: attempt to scroll to invalid index path: {0, 9}") {
            collection.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
        }
        source.items = [-4]
        collection.reloadData()
        assertRaises(.internalInconsistencyException,
                     "UICollectionView dataSource returned a negative number of items in section 0 (-4)") {
            VirtualRunLoop.main.runOnce()
        }
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 0)
        source.items = [2]
        source.size = CGSize(width: CGFloat.nan, height: 10)
        collection.reloadData()
        assertRaises(.internalInconsistencyException,
                     "UICollectionViewFlowLayout: an item's size must be finite and not negative, not (nan 10)") {
            VirtualRunLoop.main.runOnce()
        }
    }
}
