import UIKit
import XCTest

/// A list screen as iOS apps write it: a title, an add button and an edit
/// button in the navigation bar, set up in viewDidLoad; a detail screen that
/// hides the tab bar; an alert confirming a delete. Nothing here knows it runs
/// on Linux.
final class ShoppingListsViewController: UIViewController {
    private(set) var lists = ["Groceries", "Hardware", "Gifts"]
    private(set) var events: [String] = []
    private(set) var isEditingLists = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lists"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: Selector("addList"))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self,
                                                           action: Selector("toggleEditing"))
        navigationItem.largeTitleDisplayMode = .always
    }

    func addList() {
        lists.append("List \(lists.count + 1)")
        events.append("add")
    }

    func toggleEditing() {
        isEditingLists.toggle()
        navigationItem.leftBarButtonItem?.title = isEditingLists ? "Done" : "Edit"
        navigationItem.leftBarButtonItem?.style = isEditingLists ? .done : .plain
        events.append(isEditingLists ? "edit" : "done")
    }

    func showDetail(of index: Int) {
        let detail = ListDetailViewController(name: lists[index]) { [weak self] in self?.deleteList(at: index) }
        navigationController?.pushViewController(detail, animated: true)
    }

    private func deleteList(at index: Int) {
        lists.remove(at: index)
        events.append("deleted")
        navigationController?.popViewController(animated: true)
    }

    // Swift's selectors have no runtime to find them here; the class answers for its own.
    override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        switch action {
        case Selector("addList"): addList()
        case Selector("toggleEditing"): toggleEditing()
        default: return super.performAction(action, sender: sender, event: event)
        }
        return true
    }
}

final class ListDetailViewController: UIViewController {
    let name: String
    private let onDelete: () -> Void
    private(set) var handlerRanWhilePresenting: Bool?

    init(name: String, onDelete: @escaping () -> Void) {
        self.name = name
        self.onDelete = onDelete
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self,
                                                            action: Selector("confirmDelete"))
    }

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete \(name)?", message: "Its items will be gone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.handlerRanWhilePresenting = self.view.window?.rootViewController?.presentedViewController != nil
            self.onDelete()
        })
        present(alert, animated: true)
    }

    override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        guard action == Selector("confirmDelete") else { return super.performAction(action, sender: sender, event: event) }
        confirmDelete()
        return true
    }
}

final class ShoppingListsScreenTests: AppTestCase {
    private var lists: ShoppingListsViewController!
    private var navigation: UINavigationController!
    private var tabs: UITabBarController!

    override func setUp() {
        super.setUp()
        lists = ShoppingListsViewController()
        navigation = UINavigationController(rootViewController: lists)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: "Lists", image: nil, tag: 0)
        navigation.tabBarItem.badgeValue = "3"
        let settings = UIViewController()
        settings.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
        tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        show(tabs)
    }

    override func tearDown() {
        lists = nil
        navigation = nil
        tabs = nil
        super.tearDown()
    }

    private func tap(_ item: UIBarButtonItem?) {
        guard let view = item?.value(forKey: "view") as? UIView else { return XCTFail("the item has no view") }
        Simulator.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    func testTheBarShowsTheTitleAndTheButtonsSetUpInViewDidLoad() throws {
        let bar = navigation.navigationBar
        XCTAssertEqual(bar.topItem?.title, "Lists")
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
        XCTAssertEqual(lists.view.safeAreaInsets, UIEdgeInsets(top: 59 + 96, left: 0, bottom: 34 + 49, right: 0))
        let add = try XCTUnwrap(lists.navigationItem.rightBarButtonItem?.value(forKey: "view") as? UIView)
        let edit = try XCTUnwrap(lists.navigationItem.leftBarButtonItem?.value(forKey: "view") as? UIView)
        XCTAssertEqual(add.frame.maxX, 393 - 16)
        XCTAssertEqual(edit.frame.minX, 16)
        XCTAssertTrue(add.superview === bar)

        tap(lists.navigationItem.rightBarButtonItem)
        tap(lists.navigationItem.leftBarButtonItem)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(lists.events, ["add", "edit"])
        XCTAssertEqual(lists.lists.count, 4)
        XCTAssertEqual(lists.navigationItem.leftBarButtonItem?.title, "Done")
        XCTAssertEqual((edit as? UIButton)?.currentTitle, "Done")
    }

    func testTheTabsShowTheirItemsAndBadge() {
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Lists", "More"])
        XCTAssertEqual(tabs.tabBar.items?.first?.badgeValue, "3")
        XCTAssertTrue(tabs.tabBar.selectedItem === navigation.tabBarItem)
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 49 + 34))
        Simulator.tap(CGPoint(x: 393 * 3 / 4, y: 852 - 34 - 25))
        XCTAssertEqual(tabs.selectedIndex, 1)
    }

    func testTheDetailHidesTheTabBarAndItsAlertDeletesTheList() throws {
        lists.showDetail(of: 1)
        VirtualRunLoop.main.runUntilIdle()
        let detail = try XCTUnwrap(navigation.topViewController as? ListDetailViewController)
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertEqual(detail.view.safeAreaInsets, UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(navigation.navigationBar.backItem?.title, "Lists")

        tap(detail.navigationItem.rightBarButtonItem)
        VirtualRunLoop.main.runUntilIdle()
        // The tab bar controller, the root, presents on the detail's behalf.
        let alert = try XCTUnwrap(tabs.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Delete Hardware?")
        XCTAssertEqual(alert.actions.map(\.style), [.cancel, .destructive])
        XCTAssertTrue(Simulator.tapAlertAction(titled: "Delete"))
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(detail.handlerRanWhilePresenting, false)
        XCTAssertEqual(lists.lists, ["Groceries", "Gifts"])
        XCTAssertTrue(navigation.topViewController === lists)
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(lists.events, ["deleted"])
    }
}
