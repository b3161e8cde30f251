import XCTest
@testable import ViewCore

/// A session owns what UIKit keeps process-wide; ending one and starting the next
/// carries nothing over.
final class SessionTests: ViewCoreTestCase {
    func testIdsStartAgainInEachSession() {
        let first = [UIView(), UIView()].map(\.objectID)
        Session.start()
        let second = [UIView(), UIView()].map(\.objectID)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, first)
    }

    func testTheAppStateBelongsToTheSession() {
        let old = Session.current
        XCTAssertTrue(UIApplication.shared === old.application)
        XCTAssertTrue(UIScreen.main === old.screen)
        XCTAssertTrue(UIDevice.current === old.device)
        XCTAssertTrue(VirtualRunLoop.main === old.runLoop)
        XCTAssertTrue(DisplayCycle.shared === old.displayCycle)

        let new = Session.start(device: Device.named("iPad")!)
        XCTAssertTrue(old.hasEnded)
        XCTAssertTrue(Session.current === new)
        XCTAssertFalse(UIApplication.shared === old.application)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 810, height: 1080))
    }

    func testEndingDropsWindowsWorkAndControllersWithoutCallbacks() {
        let window = makeWindow("W")
        let root = LoggingView(name: "R", log: log)
        window.addSubview(root)
        VirtualRunLoop.main.runUntilIdle()
        log.clear()
        var ran: [String] = []
        VirtualRunLoop.main.perform { ran.append("block") }
        VirtualRunLoop.main.schedule(after: 1) { _ in ran.append("timer") }
        VirtualRunLoop.main.addFrameHandler { _ in ran.append("frame"); return true }
        root.setNeedsLayout()
        let held = UIViewController()

        Session.start()
        XCTAssertEqual(log.take(), [], "no hook runs at the end of a session")
        XCTAssertTrue(UIApplication.shared.windows.isEmpty)
        XCTAssertNil(UIApplication.shared.keyWindow)
        XCTAssertFalse(window.isKeyWindow)
        XCTAssertTrue(window.isHidden)
        XCTAssertFalse(VirtualRunLoop.main.hasWorkNow)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(ran, [], "the old session's blocks, timers and frames never run")
        XCTAssertEqual(log.take(), [], "the old session's marks are not committed by the new one")
        XCTAssertFalse(LiveControllers.shared.all.contains { $0 === held })

        // A view still held can be marked again in the new session.
        let newWindow = makeWindow("N")
        newWindow.addSubview(root)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(log.take().contains("-[R layoutSubviews]"))
    }

    func testEndingRunsTheEndHandlersOnce() {
        var ends = 0
        let session = Session.current
        session.onEnd { ends += 1 }
        session.end()
        session.end()
        Session.start()
        XCTAssertEqual(ends, 1)
    }

    /// The iOS idiom: a turn of Foundation's main run loop runs the work due now,
    /// as UIKit's commit rides on the main run loop. Virtual time does not move.
    func testFoundationsRunLoopTurnsTheEngine() {
        let window = makeWindow("W")
        let view = LoggingView(name: "V", log: log)
        window.addSubview(view)
        var ran: [String] = []
        VirtualRunLoop.main.perform { ran.append("block") }
        VirtualRunLoop.main.schedule(after: 0.5) { _ in ran.append("timer") }
        log.clear()

        Foundation.RunLoop.main.run(until: Date())
        XCTAssertEqual(ran, ["block"])
        XCTAssertTrue(log.take().contains("-[V layoutSubviews]"))
        XCTAssertEqual(VirtualRunLoop.main.currentTime, 0)

        view.setNeedsLayout()
        Foundation.RunLoop.main.run(until: Date())
        XCTAssertEqual(log.take(), ["-[V layoutSubviews]"])
    }

    /// The fuzzer's leak check: objects a script left in a cycle among
    /// themselves are theirs (UIKit would leak them too); one something else
    /// holds is reported.
    func testRespondersHeldFromOutsideAreReportedAndCyclesAreNot() {
        Session.tracksResponders = true
        defer {
            Session.tracksResponders = false
            UIResponder.tracked.removeAll()
        }
        do {
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            root.view = window
            window.addSubview(UIView())
        }
        let held = UIView()
        XCTAssertEqual(Session.respondersHeldFromOutside(), ["UIView #\(held.objectID)"])
    }

    /// The fuzzer's seed 81: a script made a cell its own background view.
    /// UIKit's cell holds its background view strongly and would leak the
    /// cell too; the cell, and the content view it holds, are held from inside.
    func testACellRefusesItselfAsItsBackgroundAndNothingIsHeld() {
        Session.tracksResponders = true
        defer {
            Session.tracksResponders = false
            UIResponder.tracked.removeAll()
        }
        do {
            let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
            let refused = UIKitException.capture { cell.backgroundView = cell }
            XCTAssertEqual(refused?.reason, "Can't add self as subview", "a background view is a subview, as in UIKit")
            XCTAssertNil(cell.backgroundView)
        }
        XCTAssertEqual(Session.respondersHeldFromOutside(), [])
    }

    /// Besides their subviews, UIKit's classes hold views in strong
    /// properties: a cell its content view, background views, accessory view
    /// and standard views (shown or not); a button its label and image view,
    /// which are its subviews only while they show something; a stack view
    /// its arranged views; a table its header and footer, background, the
    /// cells of its rows and those in its reuse pool; a collection view its
    /// items' cells and its pool. Objects a script left in a cycle hold all
    /// these from inside; a reference from outside is still reported.
    func testViewsInUIKitsStrongPropertiesAreHeldFromInside() {
        Session.tracksResponders = true
        defer {
            Session.tracksResponders = false
            UIResponder.tracked.removeAll()
        }
        let tableSource = LoggingTableSource(log: log, rows: [6])
        let collectionSource = LoggingCollectionSource(log: log, items: [6])
        var pooled: (table: Int, collection: Int) = (0, 0)
        let heldFromOutside: UIView
        do {
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            root.view = window

            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.backgroundView = UIView()
            cell.selectedBackgroundView = UIView()
            cell.accessoryView = UIView()
            _ = cell.textLabel
            _ = cell.detailTextLabel
            cell.imageView?.removeFromSuperview()
            cell.contentView.removeFromSuperview()
            window.addSubview(cell)

            let item = UICollectionViewCell(frame: .zero)
            item.backgroundView = UIView()
            item.selectedBackgroundView = UIView()
            item.contentView.removeFromSuperview()
            window.addSubview(item)

            let button = UIButton(type: .system)
            _ = button.titleLabel
            _ = button.imageView
            window.addSubview(button)

            let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
            window.addSubview(stack)

            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
            table.backgroundView = UIView()
            table.tableHeaderView?.removeFromSuperview()
            table.dataSource = tableSource
            table.layoutIfNeeded()
            tableSource.rows = [1]
            table.reloadData()
            table.layoutIfNeeded()
            table.visibleCells.first?.removeFromSuperview()
            window.addSubview(table)
            pooled.table = table.reusePool.values.joined().count

            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                              collectionViewLayout: UICollectionViewFlowLayout())
            CountingCollectionCell.made = 0
            collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = collectionSource
            collection.layoutIfNeeded()
            collectionSource.items = [1]
            collection.reloadData()
            collection.layoutIfNeeded()
            collection.visibleCells.first?.removeFromSuperview()
            window.addSubview(collection)
            pooled.collection = CountingCollectionCell.made - collection.visibleCells.count

            heldFromOutside = cell.contentView
        }
        XCTAssertGreaterThan(pooled.table, 0, "the table's pool holds cells")
        XCTAssertGreaterThan(pooled.collection, 0, "the collection view's pool holds cells")
        XCTAssertEqual(Session.respondersHeldFromOutside(), ["UIView #\(heldFromOutside.objectID)"])
    }
}
