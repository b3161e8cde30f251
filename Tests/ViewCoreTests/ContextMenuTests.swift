import XCTest
@testable import ViewCore

/// A table's delegate and a view's context menu delegate that log what the
/// menu asks and tells.
private final class MenuLog: NSObject, UITableViewDataSource, UITableViewDelegate, UIContextMenuInteractionDelegate {
    let log: CallLog
    var offersMenu = true

    init(log: CallLog) { self.log = log }

    func menu(_ name: String) -> UIMenu {
        UIMenu(title: "", children: [
            UIAction(title: "Copy") { [log] action in log.add("Copy \(name) from \(type(of: action.sender!))") },
            UIAction(title: "Delete", attributes: .destructive) { [log] _ in log.add("Delete \(name)") },
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        log.add("contextMenuConfigurationForRowAt \(indexPath.row) \(point.y)")
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in menu("row \(indexPath.row)") }
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.add("willDisplayContextMenu \(configuration.identifier)")
    }

    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.add("willEndContextMenuInteraction \(configuration.identifier)")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.add("configurationForMenuAtLocation \(location.x) \(location.y)")
        return offersMenu ? UIContextMenuConfiguration(identifier: "photo" as NSString) { [unowned self] _ in menu("photo") } : nil
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.add("willEndFor \(configuration.identifier)")
    }
}

/// R16.12: context menus, opened by a long press (`Simulator.openContextMenu`).
final class ContextMenuTests: ViewCoreTestCase {
    private var window: UIWindow!
    private var menus: MenuLog!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        menus = MenuLog(log: log)
    }

    override func tearDown() {
        window = nil; menus = nil
        super.tearDown()
    }

    /// Apple's `tableView(_:contextMenuConfigurationForRowAt:point:)`: the
    /// table asks for the row pressed, at the point in its own coordinates;
    /// `willDisplayContextMenu` as it opens and `willEndContextMenuInteraction`
    /// as it closes, before a chosen action runs.
    func test_R16_12_aLongPressOnARowOpensItsContextMenu() {
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: 300), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = menus
        table.delegate = menus
        window.addSubview(table)
        settle()
        XCTAssertTrue(Simulator.openContextMenu(at: CGPoint(x: 50, y: 200)))
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [
            "contextMenuConfigurationForRowAt 2 100.0", "willDisplayContextMenu UIContextMenuConfiguration-1",
        ])
        XCTAssertEqual(Simulator.presentedMenu?.children.map(\.title), ["Copy", "Delete"])
        XCTAssertFalse(Simulator.openContextMenu(at: CGPoint(x: 50, y: 150)), "one menu at a time")
        XCTAssertTrue(Simulator.chooseMenuElement(titled: "Copy"))
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [
            "willEndContextMenuInteraction UIContextMenuConfiguration-1", "Copy row 2 from UITableView",
        ])
        XCTAssertNil(Simulator.presentedMenu)

        menus.offersMenu = false
        XCTAssertFalse(Simulator.openContextMenu(at: CGPoint(x: 50, y: 120)), "a nil configuration opens nothing")
        XCTAssertNil(Simulator.presentedMenu)
    }

    /// UIKit gives an action, a menu or a configuration made without an
    /// identifier a unique one; the engine's count from 1 in each session,
    /// so that a run names them the same whatever ran before it.
    func test_R16_12_unnamedIdentifiersCountFromOneInEachSession() {
        XCTAssertEqual(UIAction { _ in }.identifier.rawValue, "UIAction-1")
        XCTAssertEqual(UIAction { _ in }.identifier.rawValue, "UIAction-2")
        XCTAssertEqual(UIMenu(children: []).identifier.rawValue, "UIMenu-1")
        XCTAssertEqual("\(UIContextMenuConfiguration().identifier)", "UIContextMenuConfiguration-1")
        Session.start()
        XCTAssertEqual(UIAction { _ in }.identifier.rawValue, "UIAction-1")
        XCTAssertEqual("\(UIContextMenuConfiguration().identifier)", "UIContextMenuConfiguration-1")
    }

    /// Apple's `UIContextMenuInteraction`: the view's interaction asks its
    /// delegate for the location pressed in the view; a press on a subview
    /// without one reaches it; `dismissMenu()` closes it, telling the delegate.
    func test_R16_12_aViewsInteractionOffersItsMenuAtThePointPressed() {
        let photo = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 200))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        photo.addSubview(badge)
        window.addSubview(photo)
        let interaction = UIContextMenuInteraction(delegate: menus)
        photo.addInteraction(interaction)
        XCTAssertTrue(photo.interactions.first === interaction)
        XCTAssertTrue(interaction.view === photo)
        settle()
        XCTAssertTrue(Simulator.openContextMenu(at: CGPoint(x: 45, y: 325)))
        XCTAssertEqual(log.take(), ["configurationForMenuAtLocation 25.0 25.0"])
        XCTAssertEqual(interaction.location(in: window), CGPoint(x: 45, y: 325))
        interaction.dismissMenu()
        XCTAssertEqual(log.take(), ["willEndFor photo"])
        XCTAssertNil(Simulator.presentedMenu)

        photo.removeInteraction(interaction)
        XCTAssertNil(interaction.view)
        XCTAssertFalse(Simulator.openContextMenu(at: CGPoint(x: 45, y: 325)))
        XCTAssertFalse(Simulator.openContextMenu(at: CGPoint(x: CGFloat.nan, y: 0)), "no point: nothing")
    }
}
