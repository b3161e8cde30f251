import XCTest
@testable import ViewCore

/// R18.9–R18.10: UITableViewController and UICollectionViewController.
/// Source: Apple's `UITableViewController` reference ("When the table view is
/// about to appear the first time it's loaded, the table-view controller
/// reloads the table view's data. It also clears its selection … every time
/// the table view is displayed. You can disable this behavior by changing the
/// value in the clearsSelectionOnViewWillAppear property"; `init(style:)`;
/// `tableView`) and `UICollectionViewController` reference
/// (`init(collectionViewLayout:)`, `clearsSelectionOnViewWillAppear`: "The
/// default value of this property is true").
final class ListControllerTests: ViewCoreTestCase {
    private final class Fruits: UITableViewController {
        var calls: [String] = []
        let fruits = ["Apple", "Banana", "Cherry"]

        override func numberOfSections(in tableView: UITableView) -> Int {
            calls.append("sections")
            return 1
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            calls.append("rows \(section)")
            return fruits.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("selected \(fruits[indexPath.row])")
        }
    }

    func test_R18_9_itsViewIsATableOfItsStyleWhoseDataSourceAndDelegateItIs() {
        let controller = Fruits(style: .insetGrouped)
        XCTAssertFalse(controller.isViewLoaded)
        let table = controller.tableView
        XCTAssertTrue(controller.isViewLoaded, "reading tableView loads the view")
        XCTAssertTrue(controller.view === table)
        XCTAssertEqual(table?.style, .insetGrouped)
        XCTAssertEqual(table?.frame, UIScreen.main.bounds)
        XCTAssertEqual(table?.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertTrue(table?.dataSource === controller)
        XCTAssertTrue(table?.delegate === controller)
        XCTAssertEqual(UITableViewController().tableView.style, .plain)
        XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)

        let other = UITableView(frame: .zero, style: .grouped)
        controller.tableView = other
        XCTAssertTrue(controller.view === other)
        XCTAssertTrue(other.dataSource === controller, "a table set gets the controller where it has none")
    }

    /// Covered by a full-screen presentation and uncovered again, the
    /// controller appears again: its `viewWillAppear(_:)` deselects.
    func test_R18_9_aSubclassAnswersTheTableAndClearsTheSelectionAsItAppears() throws {
        let controller = Fruits(style: .plain)
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        let window = makeWindow("window")
        window.rootViewController = controller
        window.makeKey()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(controller.calls, ["sections", "rows 0"])
        let table = try XCTUnwrap(controller.tableView)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Apple", "Banana", "Cherry"])

        let second = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        Simulator.tap(second.convert(CGPoint(x: 20, y: 20), to: nil))
        XCTAssertEqual(controller.calls.last, "selected Banana")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))

        func coverAndUncover() {
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            controller.present(cover, animated: false)
            VirtualRunLoop.main.runUntilIdle()
            XCTAssertNotNil(table.indexPathForSelectedRow, "kept while covered")
            controller.dismiss(animated: false)
            VirtualRunLoop.main.runUntilIdle()
        }
        coverAndUncover()
        XCTAssertNil(table.indexPathForSelectedRow, "viewWillAppear deselected it")
        XCTAssertEqual(controller.calls.filter { $0.hasPrefix("selected") }, ["selected Banana"], "without telling the delegate")

        controller.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        coverAndUncover()
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    func test_R18_9_theDefaultsAnswerAsTheProtocolsDo() {
        let controller = UITableViewController(style: .plain)
        let table = controller.tableView!
        XCTAssertEqual(controller.numberOfSections(in: table), 1)
        XCTAssertEqual(controller.tableView(table, numberOfRowsInSection: 0), 0)
        XCTAssertEqual(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), table.rowHeight)
        XCTAssertEqual(controller.tableView(table, willSelectRowAt: IndexPath(row: 3, section: 0)), IndexPath(row: 3, section: 0))
        XCTAssertNil(controller.tableView(table, titleForHeaderInSection: 0))
        XCTAssertEqual(table.numberOfSections, 1)
    }

    private final class Palette: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        }
    }

    func test_R18_10_aCollectionControllerManagesACollectionViewWithItsLayout() throws {
        let layout = UICollectionViewFlowLayout()
        let controller = Palette(collectionViewLayout: layout)
        let collection = try XCTUnwrap(controller.collectionView)
        XCTAssertTrue(collection.collectionViewLayout === layout)
        XCTAssertTrue(controller.collectionViewLayout === layout)
        XCTAssertTrue(collection.dataSource === controller)
        XCTAssertTrue(collection.delegate === controller)
        XCTAssertTrue(controller.installsStandardGestureForInteractiveMovement)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        let window = makeWindow("window")
        window.rootViewController = controller
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(collection.visibleCells.count, 4)
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .top)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        controller.present(cover, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        controller.dismiss(animated: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(collection.indexPathsForSelectedItems, [], "viewWillAppear deselected it")
    }

    func test_R18_10_aCollectionControllerWithoutALayoutRaisesAsItsViewLoads() {
        let controller = UICollectionViewController(nibName: nil, bundle: nil)
        assertRaises(.invalidArgumentException, "UICollectionView must be initialized with a non-nil layout parameter") {
            controller.loadViewIfNeeded()
        }
        XCTAssertNotNil(controller.collectionView, "it still has a view, with a flow layout")
    }
}
