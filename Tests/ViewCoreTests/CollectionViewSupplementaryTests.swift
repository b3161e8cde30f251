import XCTest
@testable import ViewCore

/// A data source and flow layout delegate with section headers and footers
/// that logs every call, the supplementary ones included.
final class SupplementaryCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let log: CallLog
    var items: [Int]
    var headerHeight: CGFloat = 30
    var footerHeight: CGFloat = 20
    var returnsNoView = false

    init(log: CallLog, items: [Int]) {
        self.log = log
        self.items = items
    }

    private func name(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
    private func short(_ kind: String) -> String { kind == UICollectionView.elementKindSectionHeader ? "header" : "footer" }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        log.add("numberOfSections")
        return items.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        log.add("numberOfItems \(section)")
        return items[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.add("cellForItem \(name(indexPath))")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        log.add("viewForSupplementary \(short(kind)) \(name(indexPath))")
        if returnsNoView { return UICollectionReusableView(frame: .zero) }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: short(kind), for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        log.add("insetForSection \(section)")
        return UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        log.add("referenceSizeForHeader \(section)")
        return CGSize(width: 999, height: headerHeight)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        log.add("referenceSizeForFooter \(section)")
        return CGSize(width: 0, height: footerHeight)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        log.add("sizeForItem \(name(indexPath))")
        return CGSize(width: 100, height: 50)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.add("willDisplayCell \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.add("didEndDisplayingCell \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        log.add("willDisplaySupplementary \(short(elementKind)) \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        log.add("didEndDisplayingSupplementary \(short(elementKind)) \(name(indexPath))")
    }
}

/// A header view that counts how often it is made, reused and given attributes.
final class CountingHeaderView: UICollectionReusableView {
    static var made = 0
    private(set) var reuses = 0
    private(set) var applied: [UICollectionViewLayoutAttributes] = []

    override init(frame: CGRect) {
        CountingHeaderView.made += 1
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes)
    }
}

/// Supplementary views in a flow layout (R13.14, R13.15): section headers and
/// footers placed around each section's insets, asked of the data source as
/// they come into the bounds and reused as they leave.
///
///     W (window, visible)
///     └ C (UICollectionView, 0 0 320 200; flow layout, insets 10, items 100 × 50,
///          headers 30 high, footers 20 high)
final class CollectionViewSupplementaryTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var collection: UICollectionView!
    var source: SupplementaryCollectionSource!

    override func setUp() {
        super.setUp()
        CountingHeaderView.made = 0
        window = makeWindow("W")
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                      collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(CountingHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                            withReuseIdentifier: "footer")
        window.addSubview(collection)
        log.clear()
    }

    override func tearDown() {
        window = nil; collection = nil; source = nil
        super.tearDown()
    }

    func load(_ items: [Int]) {
        source = SupplementaryCollectionSource(log: log, items: items)
        collection.dataSource = source
        collection.delegate = source
    }

    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    /// UIKit: the kinds' strings (PSTCollectionView's constants copy them);
    /// no header or footer by default (UICollectionViewFlowLayout reference:
    /// reference sizes default to zero).
    func test_R13_14_theKindsAndDefaults() {
        XCTAssertEqual(UICollectionView.elementKindSectionHeader, "UICollectionElementKindSectionHeader")
        XCTAssertEqual(UICollectionView.elementKindSectionFooter, "UICollectionElementKindSectionFooter")
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.headerReferenceSize, .zero)
        XCTAssertEqual(layout.footerReferenceSize, .zero)
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds)
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: header, with: IndexPath(item: 0, section: 2))
        XCTAssertEqual(attributes.representedElementCategory, .supplementaryView)
        XCTAssertEqual(attributes.representedElementKind, header)
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        XCTAssertEqual(cell.representedElementCategory, .cell)
        XCTAssertNil(cell.representedElementKind)
        XCTAssertTrue(UICollectionViewCell(frame: .zero) is UICollectionReusableView)
    }

    /// The insets lie between the header and the first line and between the
    /// last line and the footer; a vertical flow's header is as wide as the
    /// collection view, its height the reference size's
    /// (UICollectionViewDelegateFlowLayout reference).
    func test_R13_14_headersAndFootersFramedAroundTheInsets() {
        load([3, 2])
        VirtualRunLoop.main.runOnce()
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        XCTAssertEqual(frame(header, 0), CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 10, y: 40, width: 100, height: 50))
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 10, y: 100, width: 100, height: 50))
        XCTAssertEqual(frame(footer, 0), CGRect(x: 0, y: 160, width: 320, height: 20))
        XCTAssertEqual(frame(header, 1), CGRect(x: 0, y: 180, width: 320, height: 30))
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 10, y: 220, width: 100, height: 50))
        XCTAssertEqual(frame(footer, 1), CGRect(x: 0, y: 280, width: 320, height: 20))
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 300))
        XCTAssertNil(frame(header, 2))
        XCTAssertNil(frame("other", 0))
        XCTAssertNil(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 1, section: 0)))
    }

    /// A reference size of 0 in the scrolling direction means no view; a
    /// horizontal flow uses the width and spans the height.
    func test_R13_14_aZeroSizeMeansNoViewAndAHorizontalFlowUsesTheWidth() {
        load([1])
        source.footerHeight = 0
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        collection.collectionViewLayout = layout
        VirtualRunLoop.main.runOnce()
        // The source's header is 999 wide: a horizontal flow takes that.
        XCTAssertEqual(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 999, height: 200))
        XCTAssertNil(collection.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: header).count, 1)
        XCTAssertEqual(collection.indexPathsForVisibleSupplementaryElements(ofKind: footer), [])
    }

    /// The flow layout asks per section its insets, spacings, the header's and
    /// footer's sizes, then the items' sizes (PSTCollectionView's order); the
    /// collection view then makes each element in the layout's order: the
    /// header, the items, the footer, each view followed by its willDisplay.
    func test_R13_15_firstDisplayAsksInOrder() {
        load([2])
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [
            "numberOfSections", "numberOfItems 0",
            "insetForSection 0", "referenceSizeForHeader 0", "referenceSizeForFooter 0",
            "sizeForItem 0.0", "sizeForItem 0.1",
            "viewForSupplementary header 0.0", "willDisplaySupplementary header 0.0",
            "cellForItem 0.0", "willDisplayCell 0.0",
            "cellForItem 0.1", "willDisplayCell 0.1",
            "viewForSupplementary footer 0.0", "willDisplaySupplementary footer 0.0",
        ])
        let headerView = collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        XCTAssertTrue(headerView is CountingHeaderView)
        XCTAssertEqual(headerView?.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(headerView?.reuseIdentifier, "header")
        XCTAssertTrue(headerView?.superview === collection)
        XCTAssertEqual((headerView as? CountingHeaderView)?.applied.map(\.frame), [CGRect(x: 0, y: 0, width: 320, height: 30)])
        XCTAssertEqual(collection.indexPathsForVisibleSupplementaryElements(ofKind: footer), [IndexPath(item: 0, section: 0)])
    }

    /// Headers leave and enter with scrolling as cells do, through the pool:
    /// `didEndDisplayingSupplementaryView` for the one that left, the pooled
    /// view sent `prepareForReuse()` as the next section's header takes it.
    func test_R13_15_scrollingReusesHeaders() {
        load([2, 2, 2, 2])
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(collection.indexPathsForVisibleSupplementaryElements(ofKind: header), [IndexPath(item: 0, section: 0),
                                                                                            IndexPath(item: 0, section: 1)])
        XCTAssertEqual(CountingHeaderView.made, 2)
        log.clear()
        collection.contentOffset = CGPoint(x: 0, y: 200)
        VirtualRunLoop.main.runOnce()
        // Sections are 120 tall: header 1 is at 120..150, header 2 at 240..270, header 3 at 360..390.
        XCTAssertEqual(collection.indexPathsForVisibleSupplementaryElements(ofKind: header), [IndexPath(item: 0, section: 2),
                                                                                            IndexPath(item: 0, section: 3)])
        XCTAssertEqual(CountingHeaderView.made, 2, "the headers that left serve the sections that entered")
        let lines = log.take().filter { $0.contains("Supplementary") && $0.contains("header") }
        XCTAssertEqual(lines, [
            "didEndDisplayingSupplementary header 0.0", "didEndDisplayingSupplementary header 1.0",
            "viewForSupplementary header 2.0", "willDisplaySupplementary header 2.0",
            "viewForSupplementary header 3.0", "willDisplaySupplementary header 3.0",
        ])
        XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: header).compactMap { ($0 as? CountingHeaderView)?.reuses },
                       [1, 1])
    }

    /// Sticky headers: pinned, a section's header stays at the top of the
    /// bounds while the section is under it, and is pushed up by its end.
    func test_R13_14_pinnedHeadersStayAtTheTop() {
        load([4, 4])
        source.footerHeight = 0
        let layout = UICollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        collection.collectionViewLayout = layout
        collection.contentInsetAdjustmentBehavior = .never
        VirtualRunLoop.main.runOnce()
        // Section 0: header 0..30, items 40..150 (two lines), ends at 160.
        collection.contentOffset = CGPoint(x: 0, y: 60)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 60, width: 320, height: 30))
        let pinned = collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        let above = collection.subviews.firstIndex { $0 === pinned } ?? -1
        XCTAssertTrue(collection.visibleCells.allSatisfy { cell in (collection.subviews.firstIndex { $0 === cell } ?? .max) < above },
                      "a pinned header lies above the cells")
        collection.contentOffset = CGPoint(x: 0, y: 145)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 130, width: 320, height: 30), "pushed up by the section's end")
    }

    /// UIKit's exceptions: an unregistered kind or identifier (the message of
    /// a cell's, with the kind), a view class that is no reusable view, a
    /// data source that gives no dequeued view.
    func test_R13_15_badInputRaises() {
        load([1])
        VirtualRunLoop.main.runOnce()
        assertRaises(.internalInconsistencyException,
                     "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard") {
            _ = collection.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
        assertRaises(.internalInconsistencyException,
                     "could not dequeue a view of kind: Badge with identifier header - must register a nib or a class for the identifier or connect a prototype cell in a storyboard") {
            _ = collection.dequeueReusableSupplementaryView(ofKind: "Badge", withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        }
        assertRaises(.invalidArgumentException,
                     "-[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]: must pass a class of kind UICollectionReusableView") {
            collection.register(UIView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "x")
        }
        // A data source without the method, under a layout with headers.
        final class Bare: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
        }
        let bare = Bare()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        collection.collectionViewLayout = layout
        collection.delegate = nil
        collection.dataSource = bare
        assertRaises(.internalInconsistencyException,
                     "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (UICollectionElementKindSectionHeader, {0, 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))") {
            VirtualRunLoop.main.runOnce()
        }
        XCTAssertEqual(collection.visibleCells.count, 1, "the cells are shown all the same")
        XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: header), [])
    }

    /// A reload and a section change ask for the views again.
    func test_R13_15_reloadAsksAgain() {
        load([1])
        VirtualRunLoop.main.runOnce()
        log.clear()
        collection.reloadData()
        VirtualRunLoop.main.runOnce()
        let lines = log.take().filter { $0.contains("Supplementary") }
        XCTAssertEqual(lines, [
            "didEndDisplayingSupplementary header 0.0", "didEndDisplayingSupplementary footer 0.0",
            "viewForSupplementary header 0.0", "willDisplaySupplementary header 0.0",
            "viewForSupplementary footer 0.0", "willDisplaySupplementary footer 0.0",
        ])
    }

    /// iOS 14's registrations, as Apple's "Implementing Modern Collection
    /// Views" sample uses them with a diffable data source: the class is
    /// registered at the first dequeue, each view goes to the handler, and
    /// views are reused through the registration as through an identifier.
    func test_R13_19_cellAndSupplementaryRegistrations() {
        var configured: [String] = []
        let cells = UICollectionView.CellRegistration<CountingCollectionCell, String> { cell, indexPath, item in
            configured.append("cell \(indexPath.item) \(item)")
        }
        let headers = UICollectionView.SupplementaryRegistration<CountingHeaderView>(elementKind: header) { view, kind, indexPath in
            configured.append("header \(indexPath.section) \(kind == UICollectionView.elementKindSectionHeader)")
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        collection.collectionViewLayout = layout
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { view, kind, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<8).map { "photo \($0)" })
        source.apply(snapshot, animatingDifferences: false)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(Array(configured.prefix(3)), ["header 0 true", "cell 0 photo 0", "cell 1 photo 1"])
        XCTAssertTrue(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) is CountingHeaderView)
        let shown = collection.visibleCells
        XCTAssertTrue(shown.allSatisfy { $0 is CountingCollectionCell })
        XCTAssertEqual(Set(shown.compactMap(\.reuseIdentifier)).count, 1, "one identifier for the registration")
        configured.removeAll()
        collection.contentOffset = CGPoint(x: 0, y: 200)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(configured.first, "cell 3 photo 3")
        XCTAssertGreaterThan(collection.visibleCells.compactMap { ($0 as? CountingCollectionCell)?.reuses }.reduce(0, +), 0,
                             "cells come back from the pool through the registration")
    }
}
