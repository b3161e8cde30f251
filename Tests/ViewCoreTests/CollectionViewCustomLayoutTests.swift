import XCTest
@testable import ViewCore

/// A layout of one column of 100 × 50 items, 60 apart, with a 20-point header
/// above each section, that logs what the collection view asks it.
final class LoggingColumnLayout: UICollectionViewLayout {
    let log: CallLog
    var cache: [UICollectionViewLayoutAttributes] = []
    var height: CGFloat = 0
    var invalidatesOnScroll = false
    /// Attributes given as they are, to test what the collection view does with garbage.
    var extra: [UICollectionViewLayoutAttributes] = []

    init(log: CallLog) {
        self.log = log
        super.init()
    }

    override func prepare() {
        super.prepare()
        log.add("prepare")
        cache = []
        var y: CGFloat = 0
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: y, width: 320, height: 20)
            cache.append(header)
            y += 20
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 10, y: y, width: 100, height: 50)
                cache.append(attributes)
                y += 60
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        log.add("collectionViewContentSize")
        return CGSize(width: 320, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.add("layoutAttributesForElementsInRect \(Int(rect.minY))")
        return extra + cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.add("shouldInvalidateLayoutForBoundsChange \(Int(newBounds.minY)) \(Int(newBounds.width))")
        return invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func invalidateLayout() {
        log.add("invalidateLayout")
        super.invalidateLayout()
    }
}

/// A data source of sections of items, logging its cells and headers.
final class ColumnSource: NSObject, UICollectionViewDataSource {
    let log: CallLog
    var items: [Int]

    init(log: CallLog, items: [Int]) {
        self.log = log
        self.items = items
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.add("cellForItem \(indexPath.section).\(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        log.add("viewForSupplementary \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// A layout of a subclass's own drives the collection view (R13.16, R13.17):
/// prepare, the content size, then the elements in the bounds, in UIKit's
/// order; views placed and reused from its attributes; garbage refused.
///
///     W (window, visible)
///     └ C (UICollectionView, 0 0 320 200; LoggingColumnLayout)
final class CollectionViewCustomLayoutTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var layout: LoggingColumnLayout!
    var collection: UICollectionView!
    var source: ColumnSource!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        layout = LoggingColumnLayout(log: log)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        // Under the status bar: `.never` keeps the content's top at the view's (R17.4).
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        source = ColumnSource(log: log, items: [10])
        collection.dataSource = source
        window.addSubview(collection)
        log.clear()
    }

    override func tearDown() {
        window = nil; layout = nil; collection = nil; source = nil
        super.tearDown()
    }

    /// UIKit's order on first display: prepareLayout, collectionViewContentSize,
    /// layoutAttributesForElementsInRect (runxinzhi.com/ceasar-p-5264892.html,
    /// the UICollectionViewLayout reference's "The Core Layout Process").
    func test_R13_16_theCollectionViewAsksInUIKitsOrder() {
        XCTAssertTrue(layout.collectionView === collection)
        VirtualRunLoop.main.runOnce()
        let asked = log.take().filter { !$0.hasPrefix("-[") }
        XCTAssertEqual(Array(asked.prefix(7)), [
            "prepare", "collectionViewContentSize", "layoutAttributesForElementsInRect 0",
            "viewForSupplementary 0", "cellForItem 0.0", "cellForItem 0.1", "cellForItem 0.2",
        ])
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 620))
        XCTAssertEqual(collection.visibleCells.map(\.frame), [
            CGRect(x: 10, y: 20, width: 100, height: 50), CGRect(x: 10, y: 80, width: 100, height: 50),
            CGRect(x: 10, y: 140, width: 100, height: 50),
        ])
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame,
                       CGRect(x: 10, y: 320, width: 100, height: 50))
    }

    /// A bounds change asks `shouldInvalidateLayout(forBoundsChange:)`: false
    /// (UIKit's documented default, even for a new size) keeps the prepared
    /// layout, the new rect's elements are asked and the cells reused; true
    /// invalidates and prepares again. Apple's reference: "The default
    /// implementation of this method returns false"; the flow layout answers
    /// true for a new width (PSTCollectionView).
    func test_R13_16_boundsChangesAskTheLayout() {
        VirtualRunLoop.main.runOnce()
        let made = collection.visibleCells
        log.clear()
        collection.contentOffset = CGPoint(x: 0, y: 240)
        VirtualRunLoop.main.runOnce()
        let asked = log.take().filter { !$0.hasPrefix("-[") }
        XCTAssertEqual(Array(asked.prefix(2)), ["shouldInvalidateLayoutForBoundsChange 240 320", "layoutAttributesForElementsInRect 240"])
        XCTAssertFalse(asked.contains("prepare"))
        XCTAssertEqual(collection.indexPathsForVisibleItems.map(\.item), [3, 4, 5, 6])
        XCTAssertEqual(collection.visibleCells.filter { cell in made.contains { $0 === cell } }.count, 3,
                       "the cells that left are reused")
        layout.invalidatesOnScroll = true
        collection.contentOffset = CGPoint(x: 0, y: 250)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(Array(log.take().filter { !$0.hasPrefix("-[") }.prefix(5)), [
            "shouldInvalidateLayoutForBoundsChange 250 320", "invalidateLayout", "prepare", "collectionViewContentSize",
            "layoutAttributesForElementsInRect 250",
        ])
        layout.invalidatesOnScroll = false
        collection.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(Array(log.take().filter { !$0.hasPrefix("-[") }.prefix(2)), [
            "shouldInvalidateLayoutForBoundsChange 250 300", "layoutAttributesForElementsInRect 250",
        ], "a new size does not invalidate a layout that does not say so")
        let flow = UICollectionViewFlowLayout()
        XCTAssertFalse(UICollectionViewLayout().shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 1, height: 1)))
        collection.collectionViewLayout = flow
        VirtualRunLoop.main.runOnce()
        XCTAssertFalse(flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 90, width: 300, height: 500)),
                       "a vertical flow depends on the width alone")
        XCTAssertTrue(flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 320, height: 200)))
    }

    /// `invalidateLayout()` and `reloadData()` prepare the layout again at the
    /// next pass; `setCollectionViewLayout` hands the collection view to the
    /// new layout, whose attributes place the views.
    func test_R13_16_invalidatingAndReplacingTheLayout() {
        VirtualRunLoop.main.runOnce()
        log.clear()
        layout.invalidateLayout()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(Array(log.take().filter { !$0.hasPrefix("-[") }.prefix(3)), [
            "invalidateLayout", "prepare", "collectionViewContentSize",
        ])
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 300, height: 30)
        var finished: Bool?
        collection.setCollectionViewLayout(flow, animated: true) { finished = $0 }
        XCTAssertEqual(finished, true)
        XCTAssertTrue(flow.collectionView === collection)
        XCTAssertNil(layout.collectionView, "the old layout lets go of the collection view")
        XCTAssertEqual(collection.visibleCells.first?.frame, CGRect(x: 0, y: 0, width: 300, height: 30))
        XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader), [],
                       "the flow layout has no headers")
        log.clear()
        collection.setCollectionViewLayout(layout, animated: false)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(Array(log.take().filter { !$0.hasPrefix("-[") }.prefix(2)), ["invalidateLayout", "prepare"])
        XCTAssertEqual(collection.visibleCells.first?.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    /// Garbage from a layout: a frame with NaN or a negative size raises,
    /// naming the element, and is left out; an index path the data has not,
    /// or not of two indexes, is left out; a duplicate counts once; a content
    /// size that is not finite raises and leaves the content size as it was.
    func test_R13_17_garbageAttributesAreRefused() {
        let nan = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        nan.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        let negative = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "Badge", with: IndexPath(item: 0, section: 0))
        negative.frame = CGRect(x: 0, y: 0, width: -5, height: 10)
        let outside = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 99, section: 0))
        outside.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let noSection = UICollectionViewLayoutAttributes(forCellWith: IndexPath(index: 0))
        noSection.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let duplicate = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        duplicate.frame = CGRect(x: 200, y: 20, width: 100, height: 50)
        layout.extra = [nan, outside, noSection, duplicate]
        assertRaises(.internalInconsistencyException,
                     "UICollectionView: the layout gave the cell at {0, 1} an invalid frame (nan 0 10 10)") {
            VirtualRunLoop.main.runOnce()
        }
        XCTAssertEqual(collection.indexPathsForVisibleItems.map(\.item), [0, 1, 2])
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 200, y: 20, width: 100, height: 50), "the first attributes for an item count")
        layout.extra = [negative]
        collection.contentOffset = CGPoint(x: 0, y: 1)
        assertRaises(.internalInconsistencyException,
                     "UICollectionView: the layout gave the supplementary view of kind Badge at {0, 0} an invalid frame (0 0 -5 10)") {
            VirtualRunLoop.main.runOnce()
        }
        layout.extra = []

        final class BadSizeLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: CGFloat.infinity, height: -3) }
        }
        collection.collectionViewLayout = BadSizeLayout()
        assertRaises(.internalInconsistencyException,
                     "UICollectionView: the layout's collectionViewContentSize must be finite and not negative, not (inf -3)") {
            VirtualRunLoop.main.runOnce()
        }
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 620))
        XCTAssertEqual(collection.visibleCells, [], "a layout that gives no attributes shows nothing")
    }
}
