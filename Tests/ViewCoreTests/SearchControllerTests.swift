import XCTest
@testable @_spi(Bridging) import ViewCore

/// A search bar delegate, a results updater and a search controller delegate
/// that log each call (`"bar searchBarTextDidBeginEditing"`,
/// `"updater update 'ab' active"`, `"search willPresent"`).
final class LoggingSearchDelegate: UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate {
    let log: CallLog
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true

    init(log: CallLog) { self.log = log }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        log.add("bar textDidChange '\(searchText)'")
    }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        log.add("bar searchBarShouldBeginEditing")
        return allowsBegin
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.add("bar searchBarTextDidBeginEditing") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        log.add("bar searchBarShouldEndEditing")
        return allowsEnd
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.add("bar searchBarTextDidEndEditing") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.add("bar searchBarSearchButtonClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.add("bar searchBarCancelButtonClicked") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.add("bar selectedScopeButtonIndexDidChange \(selectedScope)")
    }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.add("bar shouldChangeTextIn \(range.location),\(range.length) '\(text)'")
        return allowsChange
    }

    func updateSearchResults(for searchController: UISearchController) {
        log.add("updater update '\(searchController.searchBar.text ?? "")'\(searchController.isActive ? " active" : "")")
    }

    func willPresentSearchController(_ searchController: UISearchController) { log.add("search willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.add("search didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.add("search willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.add("search didDismiss") }
}

/// A delegate that presents the search controller itself, as
/// `presentSearchController(_:)` lets it.
final class PresentingSearchDelegate: UISearchControllerDelegate {
    let log: CallLog
    weak var presenter: UIViewController?
    init(log: CallLog) { self.log = log }

    func presentSearchController(_ searchController: UISearchController) {
        log.add("search presentSearchController")
        presenter?.present(searchController, animated: false)
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.add("search willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.add("search didPresent") }
}

/// R21: the search bar and the search controller. Sources, by rule: the
/// search bar's height, 56 points since iOS 11 (Esri/maps-app-ios issue 67,
/// "the UISearchBar's intrinsic content size has increased from 44 to 56";
/// jdisho/Papr pull request 67; tidev/titanium-sdk pull request 9496), its
/// field's 36 (Automattic/simplenote-ios pull request 941, "the expected
/// standard 36pt"); Apple's `UISearchBarDelegate` (`searchBar(_:textDidChange:)`
/// "is also invoked when text is cleared"), `UISearchBar.showsCancelButton`
/// (none on an iPad), `UISearchController.automaticallyShowsScopeBar` (no
/// scope bar with fewer than two titles), `automaticallyShowsCancelButton`,
/// `showsSearchResultsController`, `automaticallyShowsSearchResultsController`,
/// `searchResultsController` ("displays this view controller immediately and
/// without any animations"), `UISearchResultsUpdating.updateSearchResults(for:)`
/// ("when the search bar becomes the first responder or the search bar's text
/// changes"), `UISearchControllerDelegate` (will and did "only" for the
/// automatic presentation; `presentSearchController(_:)`: "the system performs
/// a default presentation if you don't implement this method"),
/// `UINavigationItem.hidesSearchBarWhenScrolling` ("visible only when the
/// scroll position equals the top of your content view");
/// `hidesNavigationBarDuringPresentation`'s default, true; the default of
/// `obscuresBackgroundDuringPresentation`, false since iOS 15
/// (ykws/SearchExample); an analysis of UISearchBar's private methods
/// (exchangetuts.com, "How does UISearchController work": the bar calls its
/// delegate first, then its search controller, whose begin-editing starts the
/// automatic presentation); and Stack Overflow answers on `isActive` not
/// bringing up the keyboard (the bar must be made first responder).
///
/// Not confirmed, so decisions: the 52 points of a search bar under a
/// navigation bar's row, the 44 of a scope bar and the 30 of a prompt, the
/// insets inside the bar (8 points, 16 in a navigation bar), the search
/// key's ending the editing of a search controller's bar, the update after
/// Cancel empties the text, the order of `searchBar(_:textDidChange:)` after
/// the field's own events, and a dimmed view whose tap ends the search.
final class SearchControllerTests: ControllerTestCase {
    private let width: CGFloat = 393
    private var delegates: [AnyObject] = []

    override func tearDown() {
        delegates = []
        super.tearDown()
    }

    private func loggingDelegate() -> LoggingSearchDelegate {
        let delegate = LoggingSearchDelegate(log: log)
        delegates.append(delegate)
        return delegate
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// A search bar alone in a window, its delegate logging.
    private func barInWindow() -> (UISearchBar, LoggingSearchDelegate) {
        let root = UIViewController()
        showInWindow(root)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: width, height: 56))
        let delegate = loggingDelegate()
        bar.delegate = delegate
        root.view.addSubview(bar)
        root.view.layoutIfNeeded()
        return (bar, delegate)
    }

    /// A list screen in a navigation controller with a search controller in
    /// its navigation item, everything logging.
    private func searchScreen(results: UIViewController? = nil) -> (UINavigationController, UISearchController, UITableViewController) {
        let list = UITableViewController(style: .plain)
        list.title = "Fruit"
        let search = UISearchController(searchResultsController: results)
        let delegate = loggingDelegate()
        search.searchResultsUpdater = delegate
        search.delegate = delegate
        search.searchBar.delegate = delegate
        list.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: list)
        showInWindow(nav)
        nav.view.layoutIfNeeded()
        return (nav, search, list)
    }

    // MARK: R21.1 The bar's size

    /// Source: 56 points since iOS 11 (Esri/maps-app-ios issue 67: "the
    /// UISearchBar's intrinsic content size has increased from 44 to 56";
    /// jdisho/Papr pull request 67; tidev/titanium-sdk pull request 9496);
    /// Apple's `automaticallyShowsScopeBar` (no scope bar with fewer than two
    /// titles). Not confirmed, so decisions: the scope bar's 44 points and the
    /// prompt's 30 (a navigation bar's prompt, R16.3).
    func test_R21_1_aSearchBarIs56PointsHighPlusItsPromptAndScopeBar() {
        let bar = UISearchBar()
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)), CGSize(width: 320, height: 56))
        XCTAssertEqual(bar.intrinsicContentSize.height, 56)
        XCTAssertEqual(bar.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        bar.frame = CGRect(x: 0, y: 0, width: 300, height: 10)
        bar.sizeToFit()
        XCTAssertEqual(bar.frame.size, CGSize(width: 300, height: 56), "sizeToFit keeps the width")
        bar.scopeButtonTitles = ["All"]
        bar.showsScopeBar = true
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)).height, 56, "one title shows no scope bar")
        bar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)).height, 100)
        bar.prompt = "Find a fruit"
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)).height, 130)
        bar.showsScopeBar = false
        bar.prompt = nil
        XCTAssertEqual(bar.intrinsicContentSize.height, 56)
    }

    /// Source: the field's 36 points (Automattic/simplenote-ios pull request
    /// 941, "the expected standard 36pt"); Apple's `showsCancelButton` ("no
    /// cancel button is displayed, for apps running on iPad"). Not
    /// confirmed, so decisions: the 8-point insets and spacing, the search
    /// key off without text.
    func test_R21_1_theFieldAndTheCancelButtonShareTheRow() {
        let (bar, _) = barInWindow()
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: width - 16, height: 36))
        XCTAssertTrue(bar.searchTextField.superview === bar)
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancel = bar.cancelButton
        XCTAssertTrue(cancel.superview === bar)
        XCTAssertEqual(cancel.title(for: .normal), "Cancel")
        XCTAssertEqual(cancel.frame.maxX, width - 8)
        XCTAssertEqual(bar.searchTextField.frame.maxX, cancel.frame.minX - 8)
        bar.scopeButtonTitles = ["All", "Fruit"]
        bar.showsScopeBar = true
        bar.frame.size = bar.sizeThatFits(bar.bounds.size)
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.scopeBar.frame, CGRect(x: 8, y: 56 + 6, width: width - 16, height: 32))
        XCTAssertEqual(bar.searchTextField.frame.minY, 10)
        XCTAssertEqual(bar.searchTextField.returnKeyType, .search)
        XCTAssertTrue(bar.searchTextField.enablesReturnKeyAutomatically)
        XCTAssertEqual(bar.searchTextField.clearButtonMode, .whileEditing)

        Session.start(device: Device.named("iPad")!)
        let padBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 500, height: 56))
        padBar.showsCancelButton = true
        padBar.layoutIfNeeded()
        XCTAssertTrue(padBar.showsCancelButton)
        XCTAssertFalse(padBar.subviews.contains { $0 is UIButton }, "an iPad shows no cancel button")
        XCTAssertEqual(padBar.searchTextField.frame.width, 500 - 16)
    }

    /// Source: Interface Builder's archive of a search bar (`<searchBar>`
    /// with `placeholder`, `text`, `prompt`, `showsCancelButton` and
    /// `searchBarStyle` attributes and a `textInputTraits` element).
    func test_R21_1_aSearchBarFromANibIsOne() throws {
        let objects = nib("""
            <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search" text="pear" prompt="Fruit" showsCancelButton="YES" id="s">
                <rect key="frame" x="0.0" y="0.0" width="320" height="86"/>
                <textInputTraits key="traits" autocapitalizationType="none" returnKeyType="done"/>
            </searchBar>
            """).instantiate(withOwner: nil)
        let bar = try XCTUnwrap(objects.first as? UISearchBar)
        XCTAssertEqual(bar.searchBarStyle, .minimal)
        XCTAssertEqual(bar.placeholder, "Search")
        XCTAssertEqual(bar.text, "pear")
        XCTAssertEqual(bar.prompt, "Fruit")
        XCTAssertTrue(bar.showsCancelButton)
        XCTAssertEqual(bar.autocapitalizationType, .none)
        XCTAssertEqual(bar.returnKeyType, .done)
        XCTAssertEqual(bar.sizeThatFits(bar.bounds.size), CGSize(width: 320, height: 86))
        XCTAssertTrue(bar.searchTextField.superview === bar)
    }

    // MARK: R21.2 Typing

    func test_R21_2_typingAsksAndTellsTheDelegateInUIKitsOrder() {
        let (bar, _) = barInWindow()
        bar.placeholder = "Search"
        XCTAssertEqual(bar.searchTextField.placeholder, "Search")
        Simulator.tap(center(of: bar.searchTextField))
        XCTAssertTrue(bar.searchTextField.isFirstResponder)
        XCTAssertFalse(bar.isFirstResponder, "the field is first responder, not the bar")
        XCTAssertEqual(log.take(), ["bar searchBarShouldBeginEditing", "bar searchBarTextDidBeginEditing"])
        Simulator.typeText("ki")
        XCTAssertEqual(log.take(), [
            "bar shouldChangeTextIn 0,0 'k'", "bar textDidChange 'k'",
            "bar shouldChangeTextIn 1,0 'i'", "bar textDidChange 'ki'",
        ])
        XCTAssertEqual(bar.text, "ki")
        Simulator.deleteBackward()
        XCTAssertEqual(log.take(), ["bar shouldChangeTextIn 1,1 ''", "bar textDidChange 'k'"])
        Simulator.pressReturn()
        XCTAssertEqual(log.take(), ["bar searchBarSearchButtonClicked"])
        XCTAssertTrue(bar.searchTextField.isFirstResponder, "a bar without a search controller keeps the keyboard")
        // The clear button clears, and the delegate hears of it.
        bar.layoutIfNeeded()
        Simulator.tap(bar.searchTextField.convert(center(ofRect: bar.searchTextField.clearButtonRect(forBounds: bar.searchTextField.bounds)), to: nil))
        XCTAssertEqual(bar.text, "")
        XCTAssertEqual(log.take(), ["bar textDidChange ''"])
        Simulator.pressReturn()
        XCTAssertEqual(log.take(), [], "the search key is off with no text")
        XCTAssertTrue(bar.resignFirstResponder())
        XCTAssertEqual(log.take(), ["bar searchBarShouldEndEditing", "bar searchBarTextDidEndEditing"])
    }

    private func center(ofRect rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    func test_R21_2_codeChangesTellNoOneAndARefusalKeepsThingsAsTheyAre() {
        let (bar, delegate) = barInWindow()
        bar.text = "apple"
        bar.text = nil
        XCTAssertEqual(bar.text, "", "nil empties it")
        bar.selectedScopeButtonIndex = 0
        XCTAssertEqual(log.take(), [])
        delegate.allowsBegin = false
        XCTAssertFalse(bar.becomeFirstResponder())
        XCTAssertEqual(log.take(), ["bar searchBarShouldBeginEditing"])
        delegate.allowsBegin = true
        XCTAssertTrue(bar.becomeFirstResponder())
        _ = log.take()
        delegate.allowsChange = false
        Simulator.typeText("x")
        XCTAssertEqual(bar.text, "")
        XCTAssertEqual(log.take(), ["bar shouldChangeTextIn 0,0 'x'"])
        delegate.allowsEnd = false
        XCTAssertFalse(bar.resignFirstResponder())
        XCTAssertTrue(bar.searchTextField.isFirstResponder)
        bar.endEditing(true)
        XCTAssertFalse(bar.searchTextField.isFirstResponder, "a forced end ends it")
        XCTAssertEqual(log.take(), ["bar searchBarShouldEndEditing", "bar searchBarShouldEndEditing", "bar searchBarTextDidEndEditing"])
    }

    func test_R21_2_aTapOnAScopeButtonTellsTheDelegate() {
        let (bar, _) = barInWindow()
        bar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        bar.showsScopeBar = true
        bar.frame.size = bar.sizeThatFits(bar.bounds.size)
        bar.layoutIfNeeded()
        let scope = bar.scopeBar
        let segmentWidth = scope.bounds.width / 3
        Simulator.tap(scope.convert(CGPoint(x: segmentWidth * 2.5, y: 16), to: nil))
        XCTAssertEqual(bar.selectedScopeButtonIndex, 2)
        XCTAssertEqual(log.take(), ["bar selectedScopeButtonIndexDidChange 2"])
        Simulator.tap(scope.convert(CGPoint(x: segmentWidth * 2.5, y: 16), to: nil))
        XCTAssertEqual(log.take(), [], "the selected scope again tells nothing")
        bar.selectedScopeButtonIndex = 1
        XCTAssertEqual(scope.selectedSegmentIndex, 1)
        XCTAssertEqual(log.take(), [])
    }

    // MARK: R21.3 The search controller

    func test_R21_3_aTapOnTheBarActivatesTheSearch() {
        let (nav, search, list) = searchScreen()
        XCTAssertFalse(search.isActive)
        XCTAssertTrue(search.searchBar.superview === nav.navigationBar)
        Simulator.tap(center(of: search.searchBar.searchTextField))
        XCTAssertTrue(search.isActive)
        XCTAssertEqual(log.take(), [
            "bar searchBarShouldBeginEditing", "bar searchBarTextDidBeginEditing",
            "search willPresent", "updater update '' active",
        ])
        XCTAssertTrue(search.searchBar.showsCancelButton, "automaticallyShowsCancelButton")
        drain()
        XCTAssertEqual(log.take(), ["search didPresent"])
        XCTAssertTrue(search.presentingViewController === nav, "presented over the navigation controller's context")
        XCTAssertNotNil(search.view.window)
        XCTAssertEqual(search.view.frame, CGRect(x: 0, y: nav.navigationBar.frame.maxY, width: width,
                                                 height: 852 - nav.navigationBar.frame.maxY), "under the bar")
        // Not obscured: touches go through to the list.
        XCTAssertTrue(nav.view.window?.hitTest(CGPoint(x: 100, y: 400), with: nil)?.isDescendant(of: list.tableView) ?? false)

        Simulator.typeText("ap")
        XCTAssertEqual(log.take(), [
            "bar shouldChangeTextIn 0,0 'a'", "bar textDidChange 'a'", "updater update 'a' active",
            "bar shouldChangeTextIn 1,0 'p'", "bar textDidChange 'ap'", "updater update 'ap' active",
        ])
        // The search key ends editing; the search stays.
        Simulator.pressReturn()
        XCTAssertEqual(log.take(), ["bar searchBarSearchButtonClicked", "bar searchBarShouldEndEditing", "bar searchBarTextDidEndEditing"])
        XCTAssertTrue(search.isActive)
        // Becoming first responder again while active updates the results.
        XCTAssertTrue(search.searchBar.becomeFirstResponder())
        XCTAssertEqual(log.take(), ["bar searchBarShouldBeginEditing", "bar searchBarTextDidBeginEditing", "updater update 'ap' active"])
    }

    func test_R21_3_cancelEndsTheSearchAndEmptiesTheText() {
        let (nav, search, _) = searchScreen()
        Simulator.tap(center(of: search.searchBar.searchTextField))
        Simulator.typeText("pear")
        drain()
        _ = log.take()
        nav.navigationBar.layoutIfNeeded()
        Simulator.tap(center(of: search.searchBar.cancelButton))
        XCTAssertFalse(search.isActive)
        XCTAssertEqual(search.searchBar.text, "")
        XCTAssertEqual(log.take(), [
            "bar searchBarCancelButtonClicked", "search willDismiss",
            "bar searchBarShouldEndEditing", "bar searchBarTextDidEndEditing", "updater update ''",
        ])
        XCTAssertFalse(search.searchBar.showsCancelButton)
        drain()
        XCTAssertEqual(log.take(), ["search didDismiss"])
        XCTAssertNil(search.presentingViewController)
        XCTAssertNil(search.viewIfLoaded?.window)
        XCTAssertNil(Simulator.keyboardFrame)
    }

    func test_R21_3_theResultsControllerShowsWhileThereIsText() {
        let results = controller("R")
        let (_, search, _) = searchScreen(results: results)
        XCTAssertTrue(results.parent === search, "the results controller is the search controller's child")
        XCTAssertTrue(search.searchResultsController === results)
        XCTAssertTrue(search.automaticallyShowsSearchResultsController)
        Simulator.tap(center(of: search.searchBar.searchTextField))
        drain()
        XCTAssertFalse(search.showsSearchResultsController)
        XCTAssertNil(results.viewIfLoaded?.superview, "no text, no results")
        Simulator.typeText("k")
        XCTAssertTrue(search.showsSearchResultsController)
        XCTAssertTrue(results.view.superview === search.view, "at once, with the first character")
        XCTAssertEqual(results.view.frame, search.view.bounds)
        drain()
        XCTAssertTrue(log.lines.contains("R viewDidAppear:"), "the results appear as a child in the window")
        Simulator.deleteBackward()
        XCTAssertNil(results.view.superview)
        // Set by the app, the choice is the app's.
        search.showsSearchResultsController = true
        XCTAssertFalse(search.automaticallyShowsSearchResultsController)
        XCTAssertTrue(results.view.superview === search.view)
        search.isActive = false
        drain()
        XCTAssertNil(results.view.window)
    }

    // MARK: R21.4 isActive and the delegate

    func test_R21_4_settingIsActivePresentsWithoutTheKeyboard() {
        let (nav, search, _) = searchScreen()
        search.isActive = true
        XCTAssertTrue(search.isActive)
        XCTAssertEqual(log.take(), ["search willPresent", "updater update '' active"])
        XCTAssertFalse(search.searchBar.searchTextField.isFirstResponder, "isActive does not bring the keyboard")
        XCTAssertNil(Simulator.keyboardFrame)
        search.isActive = true
        XCTAssertEqual(log.take(), [], "already active: nothing")
        drain()
        XCTAssertEqual(log.take(), ["search didPresent"])
        XCTAssertTrue(search.searchBar.becomeFirstResponder())
        XCTAssertEqual(log.take(), ["bar searchBarShouldBeginEditing", "bar searchBarTextDidBeginEditing", "updater update '' active"])
        search.isActive = false
        XCTAssertEqual(log.take(), ["search willDismiss", "bar searchBarShouldEndEditing", "bar searchBarTextDidEndEditing"])
        drain()
        XCTAssertEqual(log.take(), ["search didDismiss"])
        XCTAssertNil(nav.presentedViewController)
        // Presented by the app itself: active, without the delegate's will and did.
        nav.present(search, animated: false)
        XCTAssertTrue(search.isActive)
        XCTAssertEqual(log.take(), ["updater update '' active"])
        drain()
        nav.dismiss(animated: false)
        drain()
        XCTAssertFalse(search.isActive)
        XCTAssertEqual(log.take(), [])
    }

    func test_R21_4_aDelegatePresentingItselfTakesOver() {
        let (nav, search, _) = searchScreen()
        let presenting = PresentingSearchDelegate(log: log)
        presenting.presenter = nav
        search.delegate = presenting
        search.isActive = true
        XCTAssertEqual(log.take(), ["search presentSearchController", "updater update '' active"])
        drain()
        XCTAssertTrue(nav.presentedViewController === search)
        XCTAssertEqual(log.take(), [], "no will or did: the presentation was not automatic")
        search.isActive = false
        drain()
        XCTAssertNil(nav.presentedViewController)
    }

    func test_R21_4_obscuringDimsTheContentAndATapThereEndsTheSearch() {
        let results = controller("R")
        let (_, search, _) = searchScreen(results: results)
        XCTAssertFalse(search.obscuresBackgroundDuringPresentation, "false by default since iOS 15")
        search.obscuresBackgroundDuringPresentation = true
        search.isActive = true
        drain()
        let window = search.view.window
        let dimmed = window?.hitTest(CGPoint(x: 100, y: 500), with: nil)
        XCTAssertTrue(dimmed?.superview === search.view, "the dimmed view takes the touch")
        XCTAssertEqual(dimmed?.backgroundColor, UIColor(white: 0, alpha: 0.2))
        search.searchBar.text = "x"
        search.showsSearchResultsController = true
        XCTAssertNil(dimmed?.superview, "results show in its place")
        search.showsSearchResultsController = false
        _ = log.take()
        Simulator.tap(CGPoint(x: 100, y: 500))
        XCTAssertFalse(search.isActive)
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("R ") }, ["search willDismiss"])
        drain()
    }

    // MARK: R21.5 In a navigation bar

    /// Source: Apple's `UINavigationItem.searchController` ("integrates the
    /// search bar ... into the navigation bar interface"). Not confirmed, so
    /// a decision: the search bar's 52 points under the row and its 16-point
    /// insets there.
    func test_R21_5_theSearchBarSitsUnderTheNavigationBarsRow() {
        let (nav, search, list) = searchScreen()
        let bar = nav.navigationBar
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 59, width: width, height: 44 + 52))
        XCTAssertEqual(search.searchBar.frame, CGRect(x: 0, y: 44, width: width, height: 52))
        XCTAssertEqual(search.searchBar.searchTextField.frame, CGRect(x: 16, y: 8, width: width - 32, height: 36))
        XCTAssertEqual(list.view.safeAreaInsets.top, 59 + 96, "the content's safe area follows the bar")
        XCTAssertTrue(list.navigationItem.hidesSearchBarWhenScrolling)
        // With a large title, under it.
        bar.prefersLargeTitles = true
        nav.view.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 44 + 52 + 52)
        XCTAssertEqual(search.searchBar.frame.minY, 96)
        // Another screen on top: the bar goes.
        nav.pushViewController(UIViewController(), animated: false)
        drain()
        nav.view.layoutIfNeeded()
        XCTAssertNil(search.searchBar.superview)
        XCTAssertEqual(bar.frame.height, 96, "the pushed screen's large title, no search bar")
        nav.popViewController(animated: false)
        drain()
        nav.view.layoutIfNeeded()
        XCTAssertTrue(search.searchBar.superview === bar)
        // Taken from the item, it leaves the bar.
        list.navigationItem.searchController = nil
        nav.view.layoutIfNeeded()
        XCTAssertNil(search.searchBar.superview)
        XCTAssertEqual(bar.frame.height, 96)
    }

    func test_R21_5_theSearchBarFoldsAwayWhenTheContentScrolls() {
        let (nav, search, list) = searchScreen()
        let table = list.tableView!
        table.contentSize = CGSize(width: width, height: 3000)
        table.contentOffset = CGPoint(x: 0, y: 200)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 44, "scrolled: folded away")
        XCTAssertTrue(search.searchBar.superview === nav.navigationBar, "still in the bar")
        XCTAssertTrue(search.searchBar.isHidden)
        XCTAssertEqual(search.searchBar.frame.height, 0)
        XCTAssertEqual(list.view.safeAreaInsets.top, 59 + 44)
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 96, "back at the top")
        XCTAssertFalse(search.searchBar.isHidden)
        // Made active while folded away, it comes back.
        table.contentOffset = CGPoint(x: 0, y: 200)
        nav.view.layoutIfNeeded()
        search.isActive = true
        nav.view.layoutIfNeeded()
        XCTAssertTrue(search.isActive)
        XCTAssertFalse(search.searchBar.isHidden)
        XCTAssertEqual(nav.navigationBar.frame.height, 52)
        search.isActive = false
        nav.view.layoutIfNeeded()
        XCTAssertTrue(search.searchBar.isHidden, "folded away again: the content is still scrolled")
        drain()
        table.contentOffset = .zero
        list.navigationItem.hidesSearchBarWhenScrolling = false
        table.contentOffset = CGPoint(x: 0, y: 200)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 96, "kept while scrolled")
    }

    func test_R21_5_anActiveSearchHidesTheNavigationBarsRow() {
        let (nav, search, list) = searchScreen()
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        nav.view.layoutIfNeeded()
        search.isActive = true
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: width, height: 52))
        XCTAssertEqual(nav.navigationBar.subviews.map { $0 === search.searchBar }, [true], "the search bar alone")
        drain()
        XCTAssertEqual(search.view.frame.minY, 59 + 52)
        search.isActive = false
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        XCTAssertEqual(nav.navigationBar.subviews.count, 3, "the title, the add button and the search bar")
        drain()
        // Not hiding the bar: the row stays.
        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        search.isActive = false
        drain()
    }

    func test_R21_5_aBarElsewhereHidesTheNavigationBarWhileActive() {
        let list = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.sizeToFit()
        list.tableView.tableHeaderView = search.searchBar
        let nav = UINavigationController(rootViewController: list)
        showInWindow(nav)
        search.isActive = true
        XCTAssertTrue(nav.isNavigationBarHidden)
        drain()
        XCTAssertTrue(search.presentingViewController === nav)
        search.isActive = false
        XCTAssertFalse(nav.isNavigationBarHidden, "shown again")
        drain()
        // A bar the app hid stays hidden.
        nav.isNavigationBarHidden = true
        search.isActive = true
        search.isActive = false
        XCTAssertTrue(nav.isNavigationBarHidden)
        drain()
    }

    // MARK: R21.6 Bad input

    func test_R21_6_badNumbersAndNilNeverTrap() {
        assertRaises(.layerInvalidGeometry, "CALayer position contains NaN") {
            _ = UISearchBar(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: .infinity))
        }
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity))
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: CGFloat.nan, height: .nan)).height, 56)
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: -5, height: 0)).width, 0)
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: CGFloat.infinity, height: 0)).width, 0)
        bar.frame = CGRect(x: 0, y: 0, width: 1e12, height: 1e12)
        bar.showsCancelButton = true
        bar.prompt = ""
        bar.layoutIfNeeded()
        bar.frame = CGRect(x: 0, y: 0, width: 10, height: 3)
        bar.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(bar.searchTextField.frame.width, 0)
        XCTAssertGreaterThanOrEqual(bar.searchTextField.frame.height, 0)
        bar.scopeButtonTitles = ["A", "B"]
        bar.selectedScopeButtonIndex = 5
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0, "outside the titles: ignored")
        bar.selectedScopeButtonIndex = -1
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
        bar.scopeButtonTitles = nil
        bar.selectedScopeButtonIndex = 7
        XCTAssertEqual(bar.selectedScopeButtonIndex, 7, "kept for titles set later")
        bar.scopeButtonTitles = ["A", "B"]
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0, "then brought into them")
        bar.scopeButtonTitles = []
        bar.text = String(repeating: "x", count: 100_000)
        XCTAssertEqual(bar.text?.count, 100_000)
        bar.placeholder = nil
        bar.barTintColor = nil
        bar.delegate = nil
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = nil
        search.delegate = nil
        search.showsSearchResultsController = true
        search.isActive = false
        XCTAssertFalse(search.isActive)
    }

    func test_R21_6_activeWithoutAWindowIsANoOpWithAWarning() {
        let search = UISearchController(searchResultsController: UIViewController())
        let delegate = loggingDelegate()
        search.searchResultsUpdater = delegate
        search.delegate = delegate
        search.isActive = true
        XCTAssertFalse(search.isActive)
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("not in a window") ?? false)
        // A bar in a view that is in no window: the same.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.addSubview(search.searchBar)
        search.isActive = true
        XCTAssertFalse(search.isActive)
        XCTAssertFalse(search.searchBar.becomeFirstResponder(), "no window, no first responder")
        XCTAssertEqual(log.take(), [])
    }
}
