import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

extension UISearchBar.Style: LuaEnumeration { static let objectiveCName = "UISearchBarStyle" }

/// Search as scripts see it: `UISearchBar` (its delegate a table or an
/// object whose methods are named by their selectors: `searchBarTextDidChange`,
/// `searchBarSearchButtonClicked`, `searchBarShouldChangeTextInRangeReplacementText`…),
/// its `UISearchTextField`, and `UISearchController(resultsController)`
/// with its `searchResultsUpdater` (`updateSearchResultsForSearchController`)
/// and `delegate` (`willPresentSearchController`…). Properties come from the
/// class registry (NativeClasses+Search.swift).
extension LuaRuntime {
    func registerSearch() {
        registerNative(NativeClass(UISearchTextField.self) { field in
            field.construct = { args in args.count == 0 ? UISearchTextField() : UISearchTextField(frame: try args[1]) }
        })

        registerNative(NativeClass(UISearchBar.self) { [unowned self] bar in
            bar.construct = { args in args.count == 0 ? UISearchBar() : UISearchBar(frame: try args[1]) }
            bar.getters["delegate"] = { args in
                let bar = try args.object(1, UISearchBar.self)
                if let adapter = bar.delegate as? LuaSearchBarDelegate { return adapter.push(on: args.lua) }
                args.runtime.push(bar.delegate as AnyObject?, on: args.lua)
                return 1
            }
            bar.setters["delegate"] = { [unowned self] args in
                let bar = try args.object(1, UISearchBar.self)
                let delegate = try protocolAdapter(LuaSearchBarDelegate.self, owner: "search bar", at: 2, in: args) {
                    $0 is UISearchBarDelegate
                }
                bar.holdDelegate(delegate as? LuaSearchBarDelegate)
                bar.delegate = delegate as? UISearchBarDelegate
                return 0
            }
            bar.action("setShowsCancelButtonAnimated") { (bar: UISearchBar, args) in
                bar.setShowsCancelButton(try args[2], animated: try args[3])
            }
        })

        registerNative(NativeClass(UISearchController.self) { [unowned self] search in
            search.construct = { args in
                UISearchController(searchResultsController: args.lua.isNoneOrNil(1) ? nil : try args.object(1, UIViewController.self))
            }
            search.getters["searchResultsUpdater"] = { args in
                let search = try args.object(1, UISearchController.self)
                if let adapter = search.searchResultsUpdater as? LuaSearchResultsUpdater { return adapter.push(on: args.lua) }
                args.runtime.push(search.searchResultsUpdater as AnyObject?, on: args.lua)
                return 1
            }
            search.setters["searchResultsUpdater"] = { [unowned self] args in
                let search = try args.object(1, UISearchController.self)
                let updater = try protocolAdapter(LuaSearchResultsUpdater.self, owner: "search controller", at: 2, in: args) {
                    $0 is UISearchResultsUpdating
                }
                search.holdSearchResultsUpdater(updater as? LuaSearchResultsUpdater)
                search.searchResultsUpdater = updater as? UISearchResultsUpdating
                return 0
            }
            search.getters["delegate"] = { args in
                let search = try args.object(1, UISearchController.self)
                if let adapter = search.delegate as? LuaSearchControllerDelegate { return adapter.push(on: args.lua) }
                args.runtime.push(search.delegate as AnyObject?, on: args.lua)
                return 1
            }
            search.setters["delegate"] = { [unowned self] args in
                let search = try args.object(1, UISearchController.self)
                let delegate = try protocolAdapter(LuaSearchControllerDelegate.self, owner: "search controller", at: 2, in: args) {
                    $0 is UISearchControllerDelegate
                }
                search.holdDelegate(delegate as? LuaSearchControllerDelegate)
                search.delegate = delegate as? UISearchControllerDelegate
                return 0
            }
        })

        let constants: [(String, Int)] = [
            ("UISearchBarStyleDefault", 0), ("UISearchBarStyleProminent", 1), ("UISearchBarStyleMinimal", 2),
        ]
        for (name, value) in constants {
            main.push(value)
            lua_setglobal(main.state, name)
        }
    }
}

/// A search bar's delegate written in Lua (LuaProtocolAdapter says how).
final class LuaSearchBarDelegate: LuaProtocolAdapter, UISearchBarDelegate {
    private func answer(_ selector: String, _ bar: UISearchBar) -> Bool {
        ask(selector, bar, LuaAny.self, count: 0) { _ in }.map { Self.truth($0.value) } ?? true
    }

    private func tell(_ selector: String, _ bar: UISearchBar) {
        tell(selector, bar, count: 0) { _ in }
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        tell("searchBar:textDidChange:", searchBar, count: 1) { $0.push(searchText) }
    }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { answer("searchBarShouldBeginEditing:", searchBar) }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { tell("searchBarTextDidBeginEditing:", searchBar) }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { answer("searchBarShouldEndEditing:", searchBar) }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { tell("searchBarTextDidEndEditing:", searchBar) }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { tell("searchBarSearchButtonClicked:", searchBar) }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { tell("searchBarCancelButtonClicked:", searchBar) }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        tell("searchBar:selectedScopeButtonIndexDidChange:", searchBar, count: 1) { $0.push(selectedScope) }
    }

    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        ask("searchBar:shouldChangeTextInRange:replacementText:", searchBar, LuaAny.self, count: 2) { stack in
            stack.push(range)
            stack.push(text)
        }.map { Self.truth($0.value) } ?? true
    }
}

/// A search controller's results updater written in Lua: its one method is
/// required, as in UIKit, and a missing one is a Lua error.
final class LuaSearchResultsUpdater: LuaProtocolAdapter, UISearchResultsUpdating {
    override class var role: String { "results updater" }

    func updateSearchResults(for searchController: UISearchController) {
        _ = ask("updateSearchResultsForSearchController:", searchController, LuaAny.self, required: true, count: 0) { _ in }
    }
}

/// A search controller's delegate written in Lua. Without
/// `presentSearchController`, the search controller presents itself.
final class LuaSearchControllerDelegate: LuaProtocolAdapter, UISearchControllerDelegate {
    private func tell(_ selector: String, _ search: UISearchController) {
        tell(selector, search, count: 0) { _ in }
    }

    func willPresentSearchController(_ searchController: UISearchController) {
        tell("willPresentSearchController:", searchController)
    }
    func didPresentSearchController(_ searchController: UISearchController) {
        tell("didPresentSearchController:", searchController)
    }
    func willDismissSearchController(_ searchController: UISearchController) {
        tell("willDismissSearchController:", searchController)
    }
    func didDismissSearchController(_ searchController: UISearchController) {
        tell("didDismissSearchController:", searchController)
    }

    func presentSearchController(_ searchController: UISearchController) {
        if responds(to: "presentSearchController:") {
            tell("presentSearchController:", searchController)
        } else {
            searchController.presentAutomatically()
        }
    }
}
