import Foundation

/// The search classes and their properties (UIKit's names).
extension NativeClasses {
    public static let searchTextField = RegisteredClass(
        name: "UISearchTextField", superclass: textField, swiftType: UISearchTextField.self,
        decode: { UISearchTextField(coder: $0) })

    public static let searchBar = RegisteredClass(
        name: "UISearchBar", superclass: view, swiftType: UISearchBar.self,
        properties: [
            Property("text", get: { (object: UISearchBar) in object.text }, set: { $0.text = $1 }),
            Property("placeholder", get: { (object: UISearchBar) in object.placeholder }, set: { $0.placeholder = $1 }),
            Property("prompt", get: { (object: UISearchBar) in object.prompt }, set: { $0.prompt = $1 }),
            Property("showsCancelButton", get: { (object: UISearchBar) in object.showsCancelButton },
                     set: { $0.showsCancelButton = $1 }),
            Property("scopeButtonTitles", get: { (object: UISearchBar) in object.scopeButtonTitles },
                     set: { $0.scopeButtonTitles = $1 }),
            Property("selectedScopeButtonIndex", get: { (object: UISearchBar) in object.selectedScopeButtonIndex },
                     set: { $0.selectedScopeButtonIndex = $1 }),
            Property("showsScopeBar", get: { (object: UISearchBar) in object.showsScopeBar }, set: { $0.showsScopeBar = $1 }),
            Property("searchBarStyle", get: { (object: UISearchBar) in object.searchBarStyle }, set: { $0.searchBarStyle = $1 }),
            Property("barTintColor", get: { (object: UISearchBar) in object.barTintColor }, set: { $0.barTintColor = $1 }),
            Property("searchTextField", get: { (object: UISearchBar) in object.searchTextField as UISearchTextField? }),
            Property("autocapitalizationType", get: { (object: UISearchBar) in object.autocapitalizationType },
                     set: { $0.autocapitalizationType = $1 }),
            Property("autocorrectionType", get: { (object: UISearchBar) in object.autocorrectionType },
                     set: { $0.autocorrectionType = $1 }),
            Property("spellCheckingType", get: { (object: UISearchBar) in object.spellCheckingType },
                     set: { $0.spellCheckingType = $1 }),
            Property("keyboardType", get: { (object: UISearchBar) in object.keyboardType }, set: { $0.keyboardType = $1 }),
            Property("keyboardAppearance", get: { (object: UISearchBar) in object.keyboardAppearance },
                     set: { $0.keyboardAppearance = $1 }),
            Property("returnKeyType", get: { (object: UISearchBar) in object.returnKeyType }, set: { $0.returnKeyType = $1 }),
            Property("enablesReturnKeyAutomatically", get: { (object: UISearchBar) in object.enablesReturnKeyAutomatically },
                     set: { $0.enablesReturnKeyAutomatically = $1 }),
            Property("textContentType", get: { (object: UISearchBar) in object.textContentType as UITextContentType? },
                     set: { $0.textContentType = $1 }),
        ],
        decode: { UISearchBar(coder: $0) })

    public static let searchController = RegisteredClass(
        name: "UISearchController", superclass: controller, swiftType: UISearchController.self,
        properties: [
            Property("searchBar", get: { (object: UISearchController) in object.searchBar as UISearchBar? }),
            Property("searchResultsController", get: { (object: UISearchController) in object.searchResultsController }),
            Property("active", get: { (object: UISearchController) in object.isActive }, set: { $0.isActive = $1 }),
            Property("obscuresBackgroundDuringPresentation",
                     get: { (object: UISearchController) in object.obscuresBackgroundDuringPresentation },
                     set: { $0.obscuresBackgroundDuringPresentation = $1 }),
            Property("hidesNavigationBarDuringPresentation",
                     get: { (object: UISearchController) in object.hidesNavigationBarDuringPresentation },
                     set: { $0.hidesNavigationBarDuringPresentation = $1 }),
            Property("automaticallyShowsCancelButton", get: { (object: UISearchController) in object.automaticallyShowsCancelButton },
                     set: { $0.automaticallyShowsCancelButton = $1 }),
            Property("automaticallyShowsScopeBar", get: { (object: UISearchController) in object.automaticallyShowsScopeBar },
                     set: { $0.automaticallyShowsScopeBar = $1 }),
            Property("automaticallyShowsSearchResultsController",
                     get: { (object: UISearchController) in object.automaticallyShowsSearchResultsController },
                     set: { $0.automaticallyShowsSearchResultsController = $1 }),
            Property("showsSearchResultsController", get: { (object: UISearchController) in object.showsSearchResultsController },
                     set: { $0.showsSearchResultsController = $1 }),
        ])
}
