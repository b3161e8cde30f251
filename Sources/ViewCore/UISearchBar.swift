import Foundation

/// What a search bar asks and tells its delegate, with UIKit's Swift
/// signatures. UIKit's methods are all optional; each has a default here
/// answering as UIKit does without it: editing may begin, end and change.
/// As with any Swift protocol default, a subclass's implementation of a
/// method its superclass left to the default is not seen: implement it
/// where the class declares the conformance.
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange,
                          replacementText text: String) -> Bool { true }
}

/// A bar for search text (R21.1, R21.2): a search text field, a cancel
/// button and a scope bar under it when asked for, a prompt above.
///
/// Its text is its field's, and its field is first responder when it is:
/// typing goes through the keyboard (`Simulator.typeText`) into the field,
/// and the bar tells its delegate in UIKit's order (the field's callbacks
/// translated: `searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`,
/// `searchBar(_:shouldChangeTextIn:replacementText:)` then
/// `searchBar(_:textDidChange:)`, the search key's
/// `searchBarSearchButtonClicked`, `searchBarShouldEndEditing`,
/// `searchBarTextDidEndEditing`). Code's changes (`text`,
/// `selectedScopeButtonIndex`) tell no one. A search bar of a search
/// controller tells its delegate first, then the controller (UIKit's bar
/// calls its delegate, then its controller).
///
/// Geometry (R21.1): 56 points high (UIKit's since iOS 11) plus 30 for a
/// prompt and 44 for a scope bar; the field 36 points high, centred in its
/// row 8 points in from the sides (16 in a navigation bar), the cancel
/// button at the right, 8 points after the field.
open class UISearchBar: UIView {
    /// How the bar draws its background: `.minimal` draws none.
    public enum Style: UInt, Sendable { case `default` = 0, prominent, minimal }

    static let height: CGFloat = 56
    /// The bar's height inside a navigation bar (R21.5).
    static let integratedHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let promptHeight: CGFloat = 30
    static let scopeBarHeight: CGFloat = 44
    static let spacing: CGFloat = 8

    open weak var delegate: UISearchBarDelegate?
    /// A delegate only the bar holds: a script's, which nothing else would.
    private var heldDelegate: UISearchBarDelegate?

    /// The field the text is typed into.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The field's delegate, which passes its questions on to the bar's.
    private let fieldDelegate = SearchFieldDelegate()
    /// The search controller this is the search bar of.
    weak var searchController: UISearchController?
    /// Whether a navigation bar shows this bar under its row.
    var isInNavigationBar: Bool { superview is UINavigationBar }
    /// Set while a navigation bar keeps this bar folded away (hidden) as
    /// its content has scrolled.
    var isFoldedAway = false

    private var cancelButtonStorage: UIButton?
    private var scopeBarStorage: UISegmentedControl?
    private var promptLabelStorage: UILabel?

    /// Never nil, as the field's: setting nil empties it. Tells no one.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line above the field, which makes the bar 30 points taller.
    open var prompt: String? {
        didSet { if prompt != oldValue { sizeInputsDidChange() } }
    }

    /// Shown at the right of the field on an iPhone; an iPad shows none
    /// whatever this says (Apple's `showsCancelButton`). Setting it takes
    /// the button from a search controller's care
    /// (`automaticallyShowsCancelButton`).
    open var showsCancelButton: Bool {
        get { showsCancelButtonStorage }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var showsCancelButtonStorage = false

    open var scopeButtonTitles: [String]? {
        didSet {
            if let titles = scopeButtonTitles, !titles.isEmpty, selectedScopeButtonIndex >= titles.count {
                selectedScopeButtonIndexStorage = 0
            }
            scopeBarStorage?.removeFromSuperview()
            scopeBarStorage = nil
            sizeInputsDidChange()
        }
    }

    /// The selected scope. An index outside the titles (or negative) is
    /// ignored; with no titles yet any index from 0 is kept, for titles set
    /// after it.
    open var selectedScopeButtonIndex: Int {
        get { selectedScopeButtonIndexStorage }
        set {
            guard newValue >= 0 else { return }
            if let titles = scopeButtonTitles, !titles.isEmpty, newValue >= titles.count { return }
            selectedScopeButtonIndexStorage = newValue
            scopeBarStorage?.selectedSegmentIndex = newValue
        }
    }
    private var selectedScopeButtonIndexStorage = 0

    /// Whether the scope bar shows (only with two titles or more). Setting
    /// it takes the scope bar from a search controller's care
    /// (`automaticallyShowsScopeBar`).
    open var showsScopeBar: Bool {
        get { showsScopeBarStorage }
        set {
            searchController?.automaticallyShowsScopeBar = false
            setShowsScopeBar(newValue)
        }
    }
    private var showsScopeBarStorage = false

    open var searchBarStyle: Style = .default {
        didSet { setNeedsDisplay() }
    }

    /// Kept; the bar draws its background from `barTintColor` alone.
    open var barStyle: UIBarStyle = .default
    /// Kept; there is no blur to show through here.
    open var isTranslucent = true

    /// The bar's background colour (none by default), not drawn with the
    /// minimal style.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    // MARK: UITextInputTraits, the field's

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    // MARK: Making one

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpField()
    }

    private func setUpField() {
        contentMode = .redraw
        fieldDelegate.bar = self
        searchTextField.searchBar = self
        searchTextField.delegate = fieldDelegate
        addSubview(searchTextField)
    }

    @_spi(Bridging) public func holdDelegate(_ delegate: UISearchBarDelegate?) { heldDelegate = delegate }

    /// Out of a navigation bar, shown again if the bar had folded it away.
    func leaveNavigationBar() {
        removeFromSuperview()
        if isFoldedAway {
            isFoldedAway = false
            isHidden = false
        }
    }

    override var viewsHeldBesidesSubviews: [UIView] {
        [searchTextField, cancelButtonStorage, scopeBarStorage, promptLabelStorage].compactMap { $0 }
    }

    // MARK: The first responder: the field's

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Buttons and the scope bar

    /// Animation would only slide the button in: it shows at once either way.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        searchController?.automaticallyShowsCancelButton = false
        showCancelButton(showsCancelButton)
    }

    /// A search controller's own change, which keeps the button in its care.
    func showCancelButton(_ shows: Bool) {
        guard shows != showsCancelButtonStorage else { return }
        showsCancelButtonStorage = shows
        setNeedsLayout()
    }

    /// A search controller's own change, which keeps the scope bar in its care.
    func setShowsScopeBar(_ shows: Bool) {
        guard shows != showsScopeBarStorage else { return }
        showsScopeBarStorage = shows
        sizeInputsDidChange()
    }

    /// Whether the cancel button shows: asked for, on a phone.
    var displaysCancelButton: Bool { showsCancelButtonStorage && UIScreen.main.device.idiom != .pad }

    /// Whether the scope bar shows: asked for, with two titles or more
    /// (Apple's `automaticallyShowsScopeBar`: none "if there are fewer than
    /// two titles").
    var displaysScopeBar: Bool { showsScopeBarStorage && (scopeButtonTitles?.count ?? 0) >= 2 }

    var cancelButton: UIButton {
        if let button = cancelButtonStorage { return button }
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.addHandler({ [weak self] _, _ in self?.cancelButtonTapped() }, for: .touchUpInside)
        cancelButtonStorage = button
        return button
    }

    var scopeBar: UISegmentedControl {
        if let control = scopeBarStorage { return control }
        let control = UISegmentedControl(items: scopeButtonTitles ?? [])
        if selectedScopeButtonIndex < control.numberOfSegments { control.selectedSegmentIndex = selectedScopeButtonIndex }
        control.addHandler({ [weak self] control, _ in
            guard let self, let control = control as? UISegmentedControl else { return }
            self.scopeSelectedByUser(control.selectedSegmentIndex)
        }, for: .valueChanged)
        scopeBarStorage = control
        return control
    }

    private var promptLabel: UILabel {
        if let label = promptLabelStorage { return label }
        let label = UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        promptLabelStorage = label
        return label
    }

    /// The cancel button's tap: the delegate hears of it, then the search
    /// controller ends the search.
    private func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonClicked()
    }

    private func scopeSelectedByUser(_ index: Int) {
        guard index >= 0, index != selectedScopeButtonIndexStorage else { return }
        selectedScopeButtonIndexStorage = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchBarScopeDidChange()
    }

    // MARK: What the field tells

    func textDidChangeByEditing() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchBarTextDidChange()
    }

    fileprivate func fieldDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarTextDidBeginEditing()
    }

    fileprivate func searchButtonClicked() {
        delegate?.searchBarSearchButtonClicked(self)
        searchController?.searchBarSearchButtonClicked()
    }

    // MARK: Size and layout

    private func sizeInputsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        searchController?.searchBarHeightMayHaveChanged()
    }

    /// The prompt's and the scope bar's rows.
    var extraHeight: CGFloat {
        (prompt != nil ? UISearchBar.promptHeight : 0) + (displaysScopeBar ? UISearchBar.scopeBarHeight : 0)
    }

    /// The height the bar takes: 56 points (52 in a navigation bar), more
    /// with a prompt or a scope bar.
    var preferredHeight: CGFloat { (isInNavigationBar ? UISearchBar.integratedHeight : UISearchBar.height) + extraHeight }

    /// Its height under a navigation bar's row: 52 points, more with a
    /// prompt or a scope bar.
    var heightInNavigationBar: CGFloat { UISearchBar.integratedHeight + extraHeight }

    /// As wide as it is asked to be (its own width when that is not a
    /// finite, non-negative number), as high as its rows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width >= 0 ? size.width : max(bounds.width, 0)
        return CGSize(width: width.isFinite ? width : 0, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.isFiniteRect else { return }
        let inset: CGFloat = isInNavigationBar ? 16 : UISearchBar.spacing
        let promptHeight = prompt != nil ? UISearchBar.promptHeight : 0
        let scopeHeight = displaysScopeBar ? UISearchBar.scopeBarHeight : 0
        let rowHeight = max(bounds.height - promptHeight - scopeHeight, 0)
        var fieldEnd = bounds.width - inset

        if let prompt {
            promptLabel.text = prompt
            if promptLabel.superview !== self { addSubview(promptLabel) }
            promptLabel.frame = CGRect(x: inset, y: 0, width: max(bounds.width - 2 * inset, 0), height: promptHeight)
        } else if let label = promptLabelStorage, label.superview === self {
            label.removeFromSuperview()
        }

        if displaysCancelButton {
            let button = cancelButton
            if button.superview !== self { addSubview(button) }
            let size = button.intrinsicContentSize
            let width = size.width.isFinite ? max(size.width, 0) : 0
            button.frame = CGRect(x: bounds.width - inset - width, y: promptHeight, width: width, height: rowHeight)
            fieldEnd = button.frame.minX - UISearchBar.spacing
        } else if let button = cancelButtonStorage, button.superview === self {
            button.removeFromSuperview()
        }

        let fieldHeight = min(UISearchBar.fieldHeight, rowHeight)
        searchTextField.frame = CGRect(x: inset, y: promptHeight + (rowHeight - fieldHeight) / 2,
                                       width: max(fieldEnd - inset, 0), height: fieldHeight)

        if displaysScopeBar {
            let control = scopeBar
            if control.superview !== self { addSubview(control) }
            let height = UISegmentedControl.height
            control.frame = CGRect(x: inset, y: promptHeight + rowHeight + (scopeHeight - height) / 2,
                                   width: max(bounds.width - 2 * inset, 0), height: height)
        } else if let control = scopeBarStorage, control.superview === self {
            control.removeFromSuperview()
        }
        searchController?.searchBarDidLayOut()
    }

    /// The bar's background in `barTintColor`, unless minimal.
    open override func draw(_ rect: CGRect) {
        guard searchBarStyle != .minimal, let color = barTintColor, bounds.isFiniteRect,
              let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(color.cgColor)
        context.fill(bounds)
    }

    override var descriptionDetails: [String] {
        ["text = '\(searchTextField.text ?? "")'"]
    }
}

/// The search field's delegate: its questions and news, passed on to the
/// bar's delegate in the bar's terms.
final class SearchFieldDelegate: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar?.fieldDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The search key: the bar's delegate hears of it; the field's events
    /// for return follow.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar?.searchButtonClicked()
        return true
    }
}
