import XCTest
@testable import ViewCore

/// Bars, bar items and alerts (R16). Sources: Apple's `UIViewController`
/// (`navigationItem`, `tabBarItem`, `title`: "assigning a value to this property
/// updates the title text of those objects", `hidesBottomBarWhenPushed`: "the
/// value of this property on the topmost view controller determines whether the
/// toolbar is visible"), `UINavigationBar` (`topItem`, `backItem`, "you cannot
/// modify the items of a navigation bar managed by a navigation controller"),
/// `UINavigationItem` (`rightBarButtonItems`: "the first item in the array is the
/// rightmost", `backButtonTitle`, `largeTitleDisplayMode`), `UIBarButtonItem`,
/// `UITabBarController` and `UITabBarControllerDelegate` ("the tab bar controller
/// calls this method in response to the user tapping a tab bar item"), and
/// `UIAlertController` references; bar heights from Apple's Human Interface
/// Guidelines (44 points, 96 with a large title, 49 for a tab bar).
final class BarsTests: ControllerTestCase {
    private let width: CGFloat = 393

    private func barButtons(_ bar: UIView) -> [BarButton] {
        bar.subviews.compactMap { $0 as? BarButton }
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    // MARK: R16.1

    func test_R16_1_theItemsAreMadeOnFirstUseAndFollowTheTitle() {
        let a = UIViewController()
        a.title = "Inbox"
        XCTAssertEqual(a.navigationItem.title, "Inbox")
        XCTAssertTrue(a.navigationItem === a.navigationItem)
        XCTAssertEqual(a.tabBarItem.title, "Inbox")
        a.title = "Mail"
        XCTAssertEqual(a.navigationItem.title, "Mail")
        XCTAssertEqual(a.tabBarItem.title, "Mail")
        a.navigationItem.title = "Only the bar"
        XCTAssertEqual(a.title, "Mail")
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        a.tabBarItem = item
        a.title = "Other"
        XCTAssertEqual(item.title, "Favorites")
        XCTAssertEqual(item.tag, 3)
    }

    // MARK: R16.2

    func test_R16_2_theBarFollowsTheStackAndShowsTheTopItem() {
        let a = UIViewController(), b = UIViewController()
        a.title = "Lists"
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        a.navigationItem.rightBarButtonItems = [add, edit]
        let nav = UINavigationController(rootViewController: a)
        showInWindow(nav)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.items?.count, 1)
        XCTAssertTrue(bar.topItem === a.navigationItem)
        XCTAssertNil(bar.backItem)
        // The first right item is the rightmost, at the 16-point margin.
        let buttons = barButtons(bar)
        XCTAssertEqual(buttons.count, 2)
        let addButton = buttons.first { $0.item === add }, editButton = buttons.first { $0.item === edit }
        XCTAssertEqual(addButton?.frame.maxX, width - 16)
        XCTAssertEqual(addButton?.frame.height, 44)
        XCTAssertEqual(editButton.map { $0.frame.maxX + 8 }, addButton?.frame.minX)
        XCTAssertEqual(editButton?.currentTitle, "Edit")
        XCTAssertEqual(bar.titleLabel.text, "Lists")
        XCTAssertEqual(bar.titleLabel.frame.midX, width / 2, accuracy: 0.5)
        XCTAssertEqual(bar.titleLabel.superview, bar)

        nav.pushViewController(b, animated: false)
        drain()
        XCTAssertEqual(bar.items?.count, 2)
        XCTAssertTrue(bar.backItem === a.navigationItem)
        XCTAssertEqual(bar.backButton.currentTitle, "Lists")
        XCTAssertEqual(bar.backButton.frame.minX, 8)
        XCTAssertEqual(barButtons(bar).filter { $0 !== bar.backButton }.count, 0, "the items of the item below are gone")
        XCTAssertNil(bar.titleLabel.superview, "an item without a title shows none")
        a.navigationItem.backButtonTitle = "Back to lists"
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.backButton.currentTitle, "Back to lists")
        a.navigationItem.backButtonTitle = nil
        a.title = nil
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.backButton.currentTitle, "Back")
        b.navigationItem.hidesBackButton = true
        bar.layoutIfNeeded()
        XCTAssertNil(bar.backButton.superview)
    }

    func test_R16_2_leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        showInWindow(nav)
        nav.pushViewController(b, animated: false)
        drain()
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        b.navigationItem.leftBarButtonItem = cancel
        nav.navigationBar.layoutIfNeeded()
        XCTAssertNil(nav.navigationBar.backButton.superview)
        let button = barButtons(nav.navigationBar).first { $0.item === cancel }
        XCTAssertEqual(button?.frame.minX, 16)
        XCTAssertEqual(button?.currentTitle, "Cancel")
        b.navigationItem.leftItemsSupplementBackButton = true
        nav.navigationBar.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.backButton.superview, nav.navigationBar)
        XCTAssertEqual(button?.frame.minX, nav.navigationBar.backButton.frame.maxX + 8)
    }

    func test_R16_2_aManagedBarsItemsCannotBeSetDirectly() {
        let nav = UINavigationController(rootViewController: UIViewController())
        assertRaises(.internalInconsistencyException, "managed by a controller") {
            nav.navigationBar.items = [UINavigationItem(title: "X")]
        }
        XCTAssertEqual(nav.navigationBar.items?.count, 1)
        // A bar of the app's own keeps what it is given.
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UINavigationItem(title: "One"), UINavigationItem(title: "Two")]
        XCTAssertEqual(bar.topItem?.title, "Two")
        XCTAssertEqual(bar.backItem?.title, "One")
        XCTAssertEqual(bar.popItem(animated: false)?.title, "Two")
        XCTAssertEqual(bar.topItem?.title, "One")
    }

    // MARK: R16.3

    func test_R16_3_largeTitlesAndPromptsMakeTheBarTaller() {
        let a = UIViewController(), b = UIViewController()
        a.title = "Settings"
        let nav = UINavigationController(rootViewController: a)
        nav.navigationBar.prefersLargeTitles = true
        showInWindow(nav)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: width, height: 96))
        XCTAssertEqual(a.view.safeAreaInsets.top, 59 + 96)
        XCTAssertEqual(nav.navigationBar.largeTitleLabel.text, "Settings")
        XCTAssertEqual(nav.navigationBar.largeTitleLabel.frame.minX, 16)
        XCTAssertGreaterThanOrEqual(nav.navigationBar.largeTitleLabel.frame.minY, 44)
        XCTAssertNil(nav.navigationBar.titleLabel.superview)

        // .automatic follows the item below; .never shows the standard bar.
        nav.pushViewController(b, animated: false)
        drain()
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        b.navigationItem.largeTitleDisplayMode = .never
        drain()
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertEqual(b.view.safeAreaInsets.top, 59 + 44)

        b.navigationItem.prompt = "Choose one"
        drain()
        XCTAssertEqual(nav.navigationBar.frame.height, 44 + 30)
        XCTAssertEqual(b.view.safeAreaInsets.top, 59 + 74)
    }

    func test_R16_3_noLargeTitleInACompactHeight() {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.navigationBar.prefersLargeTitles = true
        showInWindow(nav)
        Simulator.rotate(.landscapeLeft)
        drain()
        XCTAssertEqual(nav.navigationBar.frame.height, 32)
    }

    // MARK: R16.4

    func test_R16_4_tappingAnItemSendsItsActionAndTheBackButtonPops() {
        final class Target: UIResponder {
            var calls: [String] = []
            override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
                calls.append("\(action) \(sender is UIBarButtonItem)")
                return true
            }
        }
        let target = Target()
        let a = UIViewController(), b = UIViewController()
        a.title = "A"
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: target, action: "save:")
        var performed: [String] = []
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { action in
            performed.append("add \(action.sender is UIBarButtonItem)")
        })
        b.navigationItem.rightBarButtonItems = [save, add]
        let nav = UINavigationController(rootViewController: a)
        showInWindow(nav)
        nav.pushViewController(b, animated: false)
        drain()
        let buttons = barButtons(nav.navigationBar)
        guard let saveButton = buttons.first(where: { $0.item === save }),
              let addButton = buttons.first(where: { $0.item === add }) else { return XCTFail("no buttons") }
        XCTAssertEqual(saveButton.className, "_UIButtonBarButton")
        Simulator.tap(center(of: saveButton))
        Simulator.tap(center(of: addButton))
        XCTAssertEqual(target.calls, ["save: true"])
        XCTAssertEqual(performed, ["add true"])
        save.isEnabled = false
        nav.navigationBar.layoutIfNeeded()
        Simulator.tap(center(of: saveButton))
        XCTAssertEqual(target.calls.count, 1, "a disabled item sends nothing")

        Simulator.tap(center(of: nav.navigationBar.backButton))
        drain()
        XCTAssertEqual(nav.viewControllers, [a])
        XCTAssertEqual(nav.navigationBar.topItem?.title, "A")
    }

    func test_R16_4_withoutATargetTheActionGoesUpTheResponderChain() {
        final class Screen: UIViewController {
            var added = 0
            override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
                guard action == "add:" else { return false }
                added += 1
                return true
            }
        }
        let screen = Screen()
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: "add:")
        let nav = UINavigationController(rootViewController: screen)
        showInWindow(nav)
        guard let button = barButtons(nav.navigationBar).first else { return XCTFail("no button") }
        Simulator.tap(center(of: button))
        XCTAssertEqual(screen.added, 0, "the bar is not in the screen's view: the chain reaches the navigation controller")
        final class Navigation: UINavigationController {
            var added = 0
            override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
                guard action == "add:" else { return false }
                added += 1
                return true
            }
        }
        let other = UIViewController()
        other.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: "add:")
        let navigation = Navigation(rootViewController: other)
        showInWindow(navigation)
        guard let otherButton = barButtons(navigation.navigationBar).first else { return XCTFail("no button") }
        Simulator.tap(center(of: otherButton))
        XCTAssertEqual(navigation.added, 1)
    }

    func test_R16_4_badWidthsAndViewsNeverTrap() {
        let item = UIBarButtonItem(title: "Wide", style: .plain, target: nil, action: nil)
        item.width = .nan
        XCTAssertEqual(item.width, 0)
        item.width = -.infinity
        XCTAssertEqual(item.width, 0)
        item.width = 70
        // A custom view that is a subview elsewhere moves into the bar.
        let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let custom = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        elsewhere.addSubview(custom)
        let a = UIViewController(), b = UIViewController()
        a.navigationItem.rightBarButtonItems = [item, UIBarButtonItem(customView: custom)]
        // The same item in a second bar: the toolbar.
        a.toolbarItems = [item]
        let nav = UINavigationController(rootViewController: a)
        nav.isToolbarHidden = false
        showInWindow(nav)
        XCTAssertEqual(custom.superview, nav.navigationBar)
        XCTAssertEqual(custom.frame, CGRect(x: width - 16 - 70 - 8 - 30, y: 7, width: 30, height: 30))
        let inBar = barButtons(nav.navigationBar).first { $0.item === item }
        let inToolbar = barButtons(nav.toolbar).first { $0.item === item }
        XCTAssertEqual(inBar?.frame.width, 70)
        XCTAssertEqual(inToolbar?.frame.width, 70)
        XCTAssertFalse(inBar === inToolbar)
        nav.pushViewController(b, animated: false)
        drain()
        XCTAssertNil(custom.superview, "the item's bar shows another item")
        _ = b
    }

    // MARK: R16.5

    func test_R16_5_hidingTheNavigationBarAndShowingTheToolbarMoveTheSafeArea() {
        let a = UIViewController()
        let flexible = UIBarButtonItem.flexibleSpace()
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        a.toolbarItems = [trash, flexible, compose]
        let nav = UINavigationController(rootViewController: a)
        showInWindow(nav)
        XCTAssertTrue(nav.isToolbarHidden)
        XCTAssertTrue(nav.toolbar.isHidden)
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))

        nav.setNavigationBarHidden(true, animated: true)
        nav.setToolbarHidden(false, animated: false)
        drain()
        XCTAssertTrue(nav.navigationBar.isHidden)
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34 + 44, right: 0))
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 852 - 34 - 44, width: width, height: 44 + 34))
        XCTAssertEqual(nav.toolbar.items?.count, 3)
        let buttons = barButtons(nav.toolbar)
        XCTAssertEqual(buttons.first { $0.item === trash }?.frame.minX, 16)
        XCTAssertEqual(buttons.first { $0.item === compose }?.frame.maxX, width - 16)
        a.setToolbarItems(nil, animated: true)
        drain()
        XCTAssertTrue(barButtons(nav.toolbar).isEmpty)
    }

    // MARK: R16.6

    func test_R16_6_hidesBottomBarWhenPushedHidesTheTabBarWhileOnTop() {
        let list = UIViewController(), detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let nav = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        showInWindow(tabs)
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 34 + 49)
        nav.pushViewController(detail, animated: true)
        drain()
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 0, width: width, height: 852))
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 34)
        nav.popViewController(animated: true)
        drain()
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 34 + 49)
    }

    // MARK: R16.7

    func test_R16_7_aTapOnATabAsksTheDelegateThenSelects() {
        final class Delegate: UITabBarControllerDelegate {
            var log: [String] = []
            var allows = true
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                log.append("should \(viewController.title ?? "")")
                return allows
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                log.append("did \(viewController.title ?? "")")
            }
        }
        let first = UIViewController(), second = UIViewController(), pushed = UIViewController()
        first.title = "First"
        second.title = "Second"
        let nav = UINavigationController(rootViewController: first)
        nav.title = "Nav"
        second.tabBarItem = UITabBarItem(title: "Second", image: UIImage(data: pngData(width: 25, height: 25)), tag: 2)
        second.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        let delegate = Delegate()
        tabs.delegate = delegate
        tabs.viewControllers = [nav, second]
        showInWindow(tabs)
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }
        XCTAssertEqual(buttons.count, 2)
        XCTAssertEqual(buttons.map(\.frame), [CGRect(x: 0, y: 0, width: width / 2, height: 49),
                                              CGRect(x: width / 2, y: 0, width: width / 2, height: 49)])
        XCTAssertEqual(buttons[1].titleLabel.text, "Second")
        XCTAssertEqual(buttons[1].badge.text, "3")
        XCTAssertEqual(buttons[1].badge.superview, buttons[1])
        XCTAssertEqual(buttons[1].badge.frame.height, 18)
        XCTAssertTrue(tabs.tabBar.selectedItem === nav.tabBarItem)

        delegate.allows = false
        Simulator.tap(center(of: buttons[1]))
        XCTAssertEqual(tabs.selectedIndex, 0)
        delegate.allows = true
        Simulator.tap(center(of: buttons[1]))
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.tabBar.selectedItem === second.tabBarItem)
        XCTAssertEqual(delegate.log, ["should Second", "should Second", "did Second"])

        // Selecting in code asks nothing; tapping the selected navigation tab pops to its root.
        tabs.selectedIndex = 0
        nav.pushViewController(pushed, animated: false)
        drain()
        delegate.log = []
        Simulator.tap(center(of: buttons[0]))
        drain()
        XCTAssertEqual(nav.viewControllers, [first])
        XCTAssertEqual(delegate.log, ["should Nav", "did Nav"])
    }

    func test_R16_7_aManagedTabBarCannotBeChangedDirectly() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        assertRaises(.internalInconsistencyException, "managed by a tab bar controller") {
            tabs.tabBar.items = []
        }
        XCTAssertEqual(tabs.tabBar.items?.count, 1)
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let one = UITabBarItem(title: "One", image: nil, tag: 1)
        bar.items = [one]
        bar.selectedItem = one
        XCTAssertTrue(bar.selectedItem === one)
        bar.selectedItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        XCTAssertNil(bar.selectedItem, "an item the bar does not have is not selected")
    }

    // MARK: R16.8

    func test_R16_8_anAlertIsPresentedOverItsPresenterAndATapDismissesItBeforeTheHandler() {
        let presenter = controller("P")
        showInWindow(presenter)
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        XCTAssertEqual(alert.modalPresentationStyle, .custom)
        var handled: [String] = []
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            handled.append("\(action.title ?? "") presented: \(presenter.presentedViewController != nil)")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        assertRaises(.internalInconsistencyException, "only have one action with a style of UIAlertActionStyleCancel") {
            alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        }
        assertRaises(.invalidArgumentException, "must be contained in its -actions") {
            alert.preferredAction = UIAlertAction(title: "Stray", style: .default)
        }
        presenter.present(alert, animated: true)
        drain()
        XCTAssertEqual(log.lines.filter { $0.hasPrefix("P ") && $0.contains("ppear") }, [], "the presenter stays, with no callbacks")
        XCTAssertEqual(alert.view.frame, CGRect(x: 0, y: 0, width: width, height: 852))
        XCTAssertEqual(alert.card.frame.width, 270)
        XCTAssertEqual(alert.card.frame.midX, width / 2)
        // Two actions side by side, cancel on the left.
        let cancelButton = alert.buttonView(for: alert.actions[0]), deleteButton = alert.buttonView(for: delete)
        XCTAssertEqual(cancelButton?.frame.minX, 0)
        XCTAssertEqual(deleteButton?.frame.minX, 135)
        XCTAssertEqual(deleteButton?.frame.height, 44)

        XCTAssertTrue(Simulator.tapAlertAction(titled: "Delete"))
        XCTAssertEqual(handled, [], "the handler waits for the dismissal")
        XCTAssertTrue(Simulator.tapAlertAction(titled: "Delete"), "a second tap during the dismissal does nothing")
        drain()
        XCTAssertEqual(handled, ["Delete presented: false"])
        XCTAssertNil(alert.viewIfLoaded?.window)
        XCTAssertFalse(Simulator.tapAlertAction(titled: "Delete"))
    }

    func test_R16_8_anActionSheetSitsAtTheBottomWithItsCancelApart() {
        let presenter = UIViewController()
        showInWindow(presenter)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let disabled = UIAlertAction(title: "Archive", style: .default)
        disabled.isEnabled = false
        sheet.addAction(disabled)
        presenter.present(sheet, animated: false)
        drain()
        XCTAssertEqual(sheet.cancelCard.frame, CGRect(x: 8, y: 852 - 34 - 57, width: width - 16, height: 57))
        XCTAssertEqual(sheet.card.frame.maxY, sheet.cancelCard.frame.minY - 8)
        XCTAssertEqual(sheet.card.frame.height, 2 * 57)
        Simulator.tapAlertAction(titled: "Archive")
        drain()
        XCTAssertTrue(presenter.presentedViewController === sheet, "a disabled action takes no tap")
        // Presenting it again while it is presented is refused.
        assertRaises(.invalidArgumentException, "already presented") {
            presenter.present(sheet, animated: false)
        }
        Simulator.tapAlertAction(titled: "Cancel")
        drain()
        XCTAssertNil(presenter.presentedViewController)
    }

    // MARK: R16.9 menus

    /// Sources: Apple's `UIButton.showsMenuAsPrimaryAction` and
    /// `changesSelectionAsPrimaryAction` ("The button presents the menu on
    /// touch"), `UIBarButtonItem.menu` (shown on a tap without a primary
    /// action), and `UIMenuElement.Attributes` (`disabled`, `hidden`).
    func test_R16_9_aButtonShowingItsMenuAsPrimaryActionPresentsItOnTouch() {
        var chosen: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        let window = showInWindow(UIViewController())
        window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        let sort = UIMenu(title: "Sort", children: [
            UIAction(title: "Name", state: .on) { action in chosen.append("\(action.title) \(action.sender === button)") },
            UIAction(title: "Date") { action in chosen.append(action.title) },
        ])
        button.menu = UIMenu(title: "", children: [
            sort,
            UIAction(title: "Delete", attributes: .destructive) { action in chosen.append(action.title) },
            UIAction(title: "Archive", attributes: .disabled) { action in chosen.append(action.title) },
            UIAction(title: "Secret", attributes: .hidden) { action in chosen.append(action.title) },
        ])
        Simulator.tap(center(of: button))
        XCTAssertEqual(events, ["primary"], "without showsMenuAsPrimaryAction a tap is the primary action")
        XCTAssertNil(Simulator.presentedMenu)

        button.showsMenuAsPrimaryAction = true
        events = []
        Simulator.tap(center(of: button))
        XCTAssertEqual(events, ["menu"])
        XCTAssertTrue(Simulator.presentedMenu === button.menu)
        XCTAssertFalse(Simulator.chooseMenuElement(titled: "Archive"), "disabled")
        XCTAssertFalse(Simulator.chooseMenuElement(titled: "Secret"), "hidden")
        XCTAssertFalse(Simulator.chooseMenuElement(titled: "Nothing"))
        XCTAssertTrue(Simulator.chooseMenuElement(titled: "Name"), "an action of a menu within it")
        XCTAssertEqual(chosen, ["Name true"])
        XCTAssertNil(Simulator.presentedMenu, "choosing closes the menu")
        XCTAssertFalse(Simulator.chooseMenuElement(titled: "Date"), "no menu on screen")
        Simulator.tap(center(of: button))
        Simulator.dismissMenu()
        XCTAssertNil(Simulator.presentedMenu)
        XCTAssertEqual(chosen, ["Name true"])
    }

    func test_R16_9_aBarButtonItemWithAMenuAndNoPrimaryActionPresentsItWhenTapped() {
        var chosen: [String] = []
        let item = UIBarButtonItem(title: "More", menu: UIMenu(children: [
            UIAction(title: "Share") { action in chosen.append("share \(action.sender is UIBarButtonItem)") },
        ]))
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: controller)
        showInWindow(nav)
        drain()
        guard let button = barButtons(nav.navigationBar).first(where: { $0.item === item }) else { return XCTFail("no button") }
        Simulator.tap(center(of: button))
        XCTAssertTrue(Simulator.presentedMenu === item.menu)
        XCTAssertTrue(Simulator.chooseMenuElement(titled: "Share"))
        XCTAssertEqual(chosen, ["share true"])
        let menu = UIMenu(title: "A", options: .displayInline, children: [])
        let replaced = menu.replacingChildren([UIAction(title: "B") { _ in }])
        XCTAssertEqual(replaced.identifier, menu.identifier)
        XCTAssertEqual(replaced.children.map(\.title), ["B"])
        XCTAssertEqual(replaced.options, .displayInline)
    }

    // MARK: R16.10 bar appearances

    private func opaque(_ color: UIColor, title: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        appearance.titleTextAttributes = [.foregroundColor: title]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: title]
        return appearance
    }

    /// Sources: Apple's `UINavigationBar.scrollEdgeAppearance` ("when a
    /// navigation controller contains a navigation bar and a scroll view, part
    /// of the scroll view's content appears underneath the navigation bar. If
    /// the edge of the scrolled content reaches that bar, UIKit applies the
    /// appearance settings in this property"; iOS 15: "If the value of this
    /// property is nil, UIKit uses the settings found in the standardAppearance
    /// property, modified to use a transparent background") and
    /// `UIBarAppearance`'s `configureWith…` methods.
    func test_R16_10_aScreenWithoutAScrollViewShowsTheScrollEdgeAppearance() throws {
        let controller = UIViewController()
        controller.title = "Home"
        let save = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in })
        controller.navigationItem.rightBarButtonItem = save
        let nav = UINavigationController(rootViewController: controller)
        showInWindow(nav)
        drain()
        let bar = nav.navigationBar
        XCTAssertNil(bar.backgroundColor, "no appearance set: the legacy looks")
        bar.standardAppearance = opaque(.systemRed, title: .white)
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.backgroundColor, .clear, "at the edge without a scroll-edge appearance: the standard one, transparent")
        let title = try XCTUnwrap(bar.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertEqual(title.textColor, .white)
        bar.scrollEdgeAppearance = opaque(.systemGreen, title: .black)
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.backgroundColor, .systemGreen)
        XCTAssertEqual(title.textColor, .black)
        let button = try XCTUnwrap(barButtons(bar).first { $0.item === save })
        XCTAssertEqual(button.titleColor(for: .normal), .black, "the appearance's button attributes where the item sets none")
        controller.navigationItem.scrollEdgeAppearance = opaque(.systemOrange, title: .white)
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.backgroundColor, .systemOrange, "the top item's appearance wins over the bar's")
    }

    func test_R16_10_scrollingTheContentOffTheEdgeShowsTheStandardAppearance() {
        let list = UITableViewController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.standardAppearance = opaque(.systemBlue, title: .white)
        showInWindow(nav)
        drain()
        let bar = nav.navigationBar
        let table = list.tableView!
        XCTAssertEqual(table.contentOffset.y, -table.adjustedContentInset.top, "a table starts at its top, below the bar (R17.4)")
        XCTAssertEqual(bar.backgroundColor, .clear, "content at the top, below the bar: transparent")
        table.contentSize = CGSize(width: 393, height: 2000)
        table.contentOffset = CGPoint(x: 0, y: 200)
        drain()
        XCTAssertEqual(bar.backgroundColor, .systemBlue, "content under the bar: the standard appearance")
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        drain()
        XCTAssertEqual(bar.backgroundColor, .clear)
        let copy = nav.navigationBar.standardAppearance.copy() as! UINavigationBarAppearance
        XCTAssertEqual(copy.backgroundColor, .systemBlue)
        XCTAssertEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .white)
        copy.configureWithDefaultBackground()
        XCTAssertNil(copy.backgroundColor)
        XCTAssertNotNil(copy.backgroundEffect)
        XCTAssertEqual(nav.navigationBar.standardAppearance.backgroundColor, .systemBlue, "a copy is its own")
    }

    /// Sources: Apple's `UITabBar.scrollEdgeAppearance` ("the appearance
    /// settings for the tab bar when the edge of scrollable content aligns
    /// with the edge of the tab bar"; nil: the standard appearance with a
    /// transparent background) and `UITabBarItemAppearance`.
    func test_R16_11_aTabBarShowsItsAppearancesItemColoursAndBadges() {
        let first = UIViewController(), second = UIViewController()
        first.title = "First"
        second.title = "Second"
        second.tabBarItem.badgeValue = "1"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        showInWindow(tabs)
        let bar = tabs.tabBar
        XCTAssertEqual(bar.backgroundColor, .systemGray6, "no appearance: the legacy look")
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemGreen
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.backgroundColor, .clear, "a screen without a scroll view is at the edge: transparent")
        bar.scrollEdgeAppearance = appearance
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.backgroundColor, .systemIndigo)
        let buttons = bar.subviews.compactMap { $0 as? TabBarButton }
        XCTAssertEqual(buttons.map { $0.titleLabel.textColor }, [.systemOrange, .white])
        XCTAssertEqual(buttons[1].badge.backgroundColor, .systemGreen)
        XCTAssertEqual(buttons[0].imageView.tintColor, .systemOrange, "the selected item's icon colour")
        XCTAssertEqual(buttons[1].imageView.tintColor, .systemGray, "no icon colour for the normal state: the default")
    }
}
