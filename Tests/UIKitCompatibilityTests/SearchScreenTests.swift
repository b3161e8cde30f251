import UIKit
import XCTest

/// A searchable list as iOS apps write it: a table view controller with a
/// search controller in its navigation item, filtering its rows in
/// `updateSearchResults(for:)` by the text and the scope bar's category,
/// showing the results in the table itself (`searchResultsController` nil,
/// `obscuresBackgroundDuringPresentation` false), and keeping its scope in
/// step through the search bar's delegate.
final class CandyListViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    struct Candy: Equatable {
        let name: String
        let category: String
    }

    static let categories = ["All", "Chocolate", "Hard", "Other"]

    let candies = [
        Candy(name: "Chocolate Bar", category: "Chocolate"),
        Candy(name: "Chocolate Chip", category: "Chocolate"),
        Candy(name: "Dark Chocolate", category: "Chocolate"),
        Candy(name: "Lollipop", category: "Hard"),
        Candy(name: "Candy Cane", category: "Hard"),
        Candy(name: "Jaw Breaker", category: "Hard"),
        Candy(name: "Caramel", category: "Other"),
        Candy(name: "Sour Chew", category: "Other"),
        Candy(name: "Gummi Bear", category: "Other"),
    ]
    private(set) var filteredCandies: [Candy] = []
    private(set) var searches: [String] = []
    let searchController = UISearchController(searchResultsController: nil)

    var isSearchBarEmpty: Bool { searchController.searchBar.text?.isEmpty ?? true }

    var isFiltering: Bool {
        let scopeFiltering = searchController.searchBar.selectedScopeButtonIndex != 0
        return searchController.isActive && (!isSearchBarEmpty || scopeFiltering)
    }

    var shownCandies: [Candy] { isFiltering ? filteredCandies : candies }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Candy"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "candy")

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"
        searchController.searchBar.scopeButtonTitles = Self.categories
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        definesPresentationContext = true
    }

    func filterContentForSearchText(_ searchText: String, category: String = "All") {
        filteredCandies = candies.filter { candy in
            let matchesCategory = category == "All" || candy.category == category
            if isSearchBarEmpty { return matchesCategory }
            return matchesCategory && candy.name.lowercased().contains(searchText.lowercased())
        }
        tableView.reloadData()
    }

    // MARK: UISearchResultsUpdating

    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let category = Self.categories[searchBar.selectedScopeButtonIndex]
        searches.append(searchBar.text ?? "")
        filterContentForSearchText(searchBar.text ?? "", category: category)
    }

    // MARK: UISearchBarDelegate

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        filterContentForSearchText(searchBar.text ?? "", category: Self.categories[selectedScope])
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shownCandies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "candy", for: indexPath)
        let candy = shownCandies[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = candy.name
        content.secondaryText = candy.category
        cell.contentConfiguration = content
        return cell
    }
}

final class SearchScreenTests: AppTestCase {
    private func names(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "" }
    }

    private func tap(_ view: UIView) {
        Simulator.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    func testTheSearchBarSitsUnderTheTitleAndTypingFiltersTheRows() throws {
        let list = CandyListViewController()
        let navigation = UINavigationController(rootViewController: list)
        show(navigation)
        let table = try XCTUnwrap(list.tableView)
        let searchBar = list.searchController.searchBar
        XCTAssertTrue(searchBar.superview === navigation.navigationBar)
        XCTAssertEqual(navigation.navigationBar.frame.height, 44 + 52)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 9)

        tap(searchBar.searchTextField)
        XCTAssertTrue(list.searchController.isActive)
        XCTAssertTrue(searchBar.searchTextField.isFirstResponder)
        XCTAssertNotNil(Simulator.keyboardFrame)
        XCTAssertTrue(searchBar.showsCancelButton)
        XCTAssertTrue(searchBar.showsScopeBar, "the search shows the scope bar")
        Simulator.typeText("choc")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(list.searches, ["", "c", "ch", "cho", "choc"])
        XCTAssertEqual(names(table), ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate"])
        XCTAssertTrue(list.presentedViewController === list.searchController, "the list defines the presentation context")

        for _ in 0..<4 { Simulator.deleteBackward() }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 9, "no text: every row")
        Simulator.typeText("ar")
        XCTAssertEqual(names(table), ["Chocolate Bar", "Dark Chocolate", "Caramel", "Gummi Bear"])
    }

    func testTheScopeBarNarrowsToACategoryAndCancelShowsEverything() throws {
        let list = CandyListViewController()
        let navigation = UINavigationController(rootViewController: list)
        show(navigation)
        let table = try XCTUnwrap(list.tableView)
        let searchBar = list.searchController.searchBar
        tap(searchBar.searchTextField)
        VirtualRunLoop.main.runUntilIdle()
        navigation.view.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 52 + 44, "the search bar and its scope bar alone")

        let scope = try XCTUnwrap(searchBar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        let hardCenter = CGPoint(x: scope.bounds.width * 2.5 / 4, y: scope.bounds.midY)
        Simulator.tap(scope.convert(hardCenter, to: nil))
        XCTAssertEqual(searchBar.selectedScopeButtonIndex, 2)
        XCTAssertEqual(names(table), ["Lollipop", "Candy Cane", "Jaw Breaker"])
        Simulator.typeText("lol")
        XCTAssertEqual(names(table), ["Lollipop"])

        let cancel = try XCTUnwrap(searchBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" })
        tap(cancel)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertFalse(list.searchController.isActive)
        XCTAssertEqual(searchBar.text, "")
        XCTAssertNil(Simulator.keyboardFrame)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 9)
        XCTAssertFalse(searchBar.showsScopeBar)
        XCTAssertEqual(navigation.navigationBar.frame.height, 44 + 52)
    }
}
