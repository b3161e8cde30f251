import Foundation

/// The text field inside a search bar (`UISearchBar.searchTextField`): a
/// `UITextField` that edits as any does, through the keyboard's keys, and
/// tells its search bar of what it does, which tells the bar's delegate and
/// its search controller (R21.2).
///
/// As a search field it starts with the search key for its return key,
/// disabled while there is no text, a clear button while editing, and a
/// magnifying glass at its left (UIKit's search field; the return key's
/// state is the engine's reading of the keyboard iOS shows for it). It is
/// 36 points high in its bar (R21.1). Its delegate is its search bar's:
/// setting another cuts the bar off from its field, as in UIKit.
open class UISearchTextField: UITextField {
    /// The bar this field is the text field of.
    weak var searchBar: UISearchBar?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAsSearchField()
    }

    private func configureAsSearchField() {
        borderStyle = .roundedRect
        backgroundColor = .tertiarySystemFill
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        leftView = glass
        leftViewMode = .always
    }

    override func textDidChangeByEditing() {
        searchBar?.textDidChangeByEditing()
    }
}
