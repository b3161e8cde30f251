import Foundation

/// The object a search controller asks to search: called when the search
/// becomes active, when its bar becomes first responder while active, and
/// when its text changes (R21.3).
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells of its automatic presentation and
/// dismissal, with UIKit's Swift signatures. Each method is optional in
/// UIKit; the defaults here do what UIKit does without them:
/// `presentSearchController(_:)`'s default presents the search controller
/// itself, which an implementation takes over (Apple: "The system performs
/// a default presentation if you don't implement this method").
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.presentAutomatically()
    }
}

/// A controller that runs a search from its search bar (R21.3–R21.6).
///
/// Editing its bar (a tap, `becomeFirstResponder`) or setting `isActive`
/// makes the search active: the delegate's `presentSearchController` (by
/// default the automatic presentation: `willPresentSearchController`, the
/// search controller presented over the context of the controller showing
/// its bar, `didPresentSearchController` once it is in), and the updater's
/// `updateSearchResults(for:)`. Setting `isActive` does not make the bar
/// first responder, as in UIKit. While active, each change of the bar's
/// text updates the results, and the results controller shows (a child of
/// this one, its view filling this one's) while there is text, or as
/// `showsSearchResultsController` says once set. The cancel button ends the
/// search: the bar's delegate hears of it, then `willDismissSearchController`,
/// the bar's editing ends, the text empties and the updater is asked once
/// more (a decision: apps rely on it to show everything again);
/// `didDismissSearchController` follows the dismissal. Presented or
/// dismissed by the app's own `present`/`dismiss`, the search is active or
/// not, without the delegate's will and did.
///
/// The search controller's view lies under its bar, from the bar's bottom
/// to the window's: dimmed, and taking touches, while
/// `obscuresBackgroundDuringPresentation` and no results show (a tap there
/// ends the search); otherwise transparent to touches where
/// the results do not show. The bar stays where the app put it: in a
/// navigation bar (`UINavigationItem.searchController`), or in the app's
/// views (a table's header). The engine does not move the bar to the top
/// of the screen; `hidesNavigationBarDuringPresentation` collapses a
/// navigation bar's row above an integrated bar (R21.5) and otherwise
/// hides the navigation bar of the controller showing the bar.
///
/// Making the search active with the bar in no window is a no-op, with a
/// warning: there is nothing to present over.
open class UISearchController: UIViewController {
    /// UIKit's is made with the controller; it cannot be replaced.
    public let searchBar = UISearchBar(frame: .zero)
    public private(set) var searchResultsController: UIViewController?
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    /// Objects only the controller holds: a script's, which nothing else would.
    private var heldUpdater: UISearchResultsUpdating?
    private var heldDelegate: UISearchControllerDelegate?

    /// Dims and blocks the content under the bar until results show; false
    /// by default since iOS 15 (ykws/SearchExample's table of the default
    /// by iOS version).
    open var obscuresBackgroundDuringPresentation = false {
        didSet { resultsVisibilityMayHaveChanged() }
    }
    /// The name before iOS 12 of `obscuresBackgroundDuringPresentation`.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// True by default (Apple's reference).
    open var hidesNavigationBarDuringPresentation = true
    /// Shows the bar's cancel button while active; setting the bar's
    /// `showsCancelButton` turns this off (Apple's reference).
    open var automaticallyShowsCancelButton = true
    /// Shows the bar's scope bar while active; setting the bar's
    /// `showsScopeBar` turns this off (Apple's reference).
    open var automaticallyShowsScopeBar = true
    /// Shows the results controller while the bar has text; setting
    /// `showsSearchResultsController` turns this off (Apple's reference).
    open var automaticallyShowsSearchResultsController = true {
        didSet { resultsVisibilityMayHaveChanged() }
    }

    /// Whether the results controller shows while active: while there is
    /// text, unless set, which makes the choice the app's.
    open var showsSearchResultsController: Bool {
        get { automaticallyShowsSearchResultsController ? !(searchBar.text ?? "").isEmpty : showsResultsStorage }
        set {
            showsResultsStorage = newValue
            automaticallyShowsSearchResultsController = false
            resultsVisibilityMayHaveChanged()
        }
    }
    private var showsResultsStorage = false

    /// Whether the search is under way: true from its activation (before
    /// `willPresentSearchController`), false from its end (before
    /// `willDismissSearchController`).
    open var isActive: Bool {
        get { activeStorage }
        set { setActive(newValue) }
    }
    private var activeStorage = false
    /// The navigation controller whose bar this search hid, to show again.
    private weak var hiddenNavigationController: UINavigationController?

    public init(searchResultsController: UIViewController?) {
        super.init(nibName: nil, bundle: nil)
        setUp(resultsController: searchResultsController)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp(resultsController: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp(resultsController: nil)
    }

    private func setUp(resultsController: UIViewController?) {
        searchBar.searchController = self
        modalPresentationStyle = .overCurrentContext
        guard let resultsController else { return }
        // A controller that already has a parent, or is on screen (an app
        // passing the searching screen itself), stays where it is: its view
        // shows here all the same.
        if resultsController.parent == nil, resultsController.viewIfLoaded?.window == nil,
           resultsController.presentingViewController == nil {
            addChild(resultsController)
            resultsController.didMove(toParent: self)
        }
        searchResultsController = resultsController
    }

    @_spi(Bridging) public func holdSearchResultsUpdater(_ updater: UISearchResultsUpdating?) { heldUpdater = updater }
    @_spi(Bridging) public func holdDelegate(_ delegate: UISearchControllerDelegate?) { heldDelegate = delegate }

    /// The view the search lays over the content under the bar.
    open override func loadView() {
        let view = SearchPresentationView(frame: UIScreen.main.bounds)
        view.controller = self
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
        resultsVisibilityMayHaveChanged()
    }

    // MARK: Activation

    private func setActive(_ active: Bool) {
        guard active != activeStorage else { return }
        if active { activate() } else { deactivate(clearingText: false) }
    }

    /// The controller the search presents over: the top of the navigation
    /// controller whose bar shows the search bar, else the controller whose
    /// view holds it.
    var contextController: UIViewController? {
        var view: UIView? = searchBar
        while let current = view {
            if let bar = current as? UINavigationBar, let navigation = bar.managingController {
                return navigation.topViewController ?? navigation
            }
            if let controller = current.viewDelegate { return controller }
            view = current.superview
        }
        return nil
    }

    private func activate() {
        guard searchBar.window != nil, let context = contextController, context.viewIfLoaded?.window != nil else {
            UIKitWarning.log("Cannot make the search of \(className) #\(objectID) active: its search bar is not in a window.")
            return
        }
        activeStorage = true
        if let delegate {
            delegate.presentSearchController(self)
        } else {
            presentAutomatically()
        }
        guard activeStorage else { return }
        barsForPresentation(active: true)
        updateSearchResults()
    }

    /// The default presentation: over the context of the controller
    /// showing the bar, telling the delegate before and after.
    @_spi(Bridging) public func presentAutomatically() {
        guard activeStorage, presentingViewController == nil, let context = contextController else { return }
        delegate?.willPresentSearchController(self)
        guard activeStorage, presentingViewController == nil else { return }
        context.presentController(self, animated: true) { [weak self] in
            guard let self, self.activeStorage else { return }
            self.delegate?.didPresentSearchController(self)
        }
    }

    /// Presented by the app's own `present(_:animated:)`: the search is active.
    func wasPresented() {
        guard !activeStorage else { return }
        activeStorage = true
        barsForPresentation(active: true)
        updateSearchResults()
    }

    /// Dismissed by the app's own `dismiss(animated:)`: the search is over.
    func wasDismissed() {
        guard activeStorage else { return }
        activeStorage = false
        if searchBar.searchTextField.isFirstResponder { searchBar.endEditing(true) }
        barsForPresentation(active: false)
        resultsVisibilityMayHaveChanged()
    }

    private func deactivate(clearingText: Bool) {
        activeStorage = false
        delegate?.willDismissSearchController(self)
        // The search's end forces the field to end editing, whatever its delegate says.
        if searchBar.searchTextField.isFirstResponder { searchBar.endEditing(true) }
        if clearingText { searchBar.text = "" }
        barsForPresentation(active: false)
        resultsVisibilityMayHaveChanged()
        let done = { [weak self] in
            guard let self, !self.activeStorage else { return }
            self.delegate?.didDismissSearchController(self)
        }
        if let presenter = presentingViewController {
            presenter.dismissController(animated: true, completion: done)
        } else {
            done()
        }
        if clearingText { updateSearchResults() }
    }

    /// The cancel button, the scope bar and the navigation bar as the search
    /// starts or ends.
    private func barsForPresentation(active: Bool) {
        if automaticallyShowsCancelButton { searchBar.showCancelButton(active) }
        if automaticallyShowsScopeBar { searchBar.setShowsScopeBar(active) }
        if active {
            if hidesNavigationBarDuringPresentation, !searchBar.isInNavigationBar,
               let navigation = contextController?.navigationController, !navigation.isNavigationBarHidden {
                navigation.setNavigationBarHidden(true, animated: true)
                hiddenNavigationController = navigation
            }
        } else if let navigation = hiddenNavigationController {
            hiddenNavigationController = nil
            navigation.setNavigationBarHidden(false, animated: true)
        }
        searchBarHeightMayHaveChanged()
    }

    private func updateSearchResults() {
        resultsVisibilityMayHaveChanged()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: What the search bar tells

    func searchBarTextDidBeginEditing() {
        if activeStorage {
            updateSearchResults()
        } else {
            setActive(true)
        }
    }

    func searchBarTextDidChange() {
        guard activeStorage else { return }
        updateSearchResults()
    }

    func searchBarScopeDidChange() {
        guard activeStorage else { return }
        updateSearchResults()
    }

    /// The search key: the keyboard goes, the search stays (a decision: the
    /// keyboard iOS shows goes away with it).
    func searchBarSearchButtonClicked() {
        guard activeStorage, searchBar.searchTextField.isFirstResponder else { return }
        _ = searchBar.resignFirstResponder()
    }

    func searchBarCancelButtonClicked() {
        guard activeStorage else { return }
        deactivate(clearingText: true)
    }

    /// The bar grew or shrank (a prompt, a scope bar): a navigation bar
    /// showing it lays out again.
    func searchBarHeightMayHaveChanged() {
        guard searchBar.isInNavigationBar, let bar = searchBar.superview as? UINavigationBar else { return }
        bar.setNeedsLayout()
        bar.managingController?.barsMayHaveChanged()
    }

    /// The bar was laid out, perhaps somewhere else: the view under it follows.
    func searchBarDidLayOut() {
        guard let view = viewIfLoaded, let window = view.window, presentingViewController != nil else { return }
        let frame = presentationFrame(in: window.bounds)
        if view.frame != frame { view.frame = frame }
    }

    /// Under the search bar, to the window's bottom; the whole window when
    /// the bar is in none.
    func searchFrame(in bounds: CGRect) -> CGRect {
        guard searchBar.window != nil, !(viewIfLoaded.map { searchBar.isDescendant(of: $0) } ?? false) else { return bounds }
        let barFrame = searchBar.convert(searchBar.bounds, to: nil)
        guard barFrame.isFiniteRect else { return bounds }
        let top = min(max(barFrame.maxY, bounds.minY), bounds.maxY)
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
    }

    // MARK: The results

    /// Whether the view under the bar is dimmed.
    var dimsContent: Bool { activeStorage && obscuresBackgroundDuringPresentation && !showsResults }

    private var showsResults: Bool { activeStorage && searchResultsController != nil && showsSearchResultsController }

    /// The results controller's view comes in or goes, at once.
    func resultsVisibilityMayHaveChanged() {
        (viewIfLoaded as? SearchPresentationView)?.dimmingChanged()
        guard let results = searchResultsController, let container = viewIfLoaded else { return }
        if showsResults {
            guard let resultsView = results.view, resultsView.superview !== container else { return }
            resultsView.frame = container.bounds
            resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(resultsView)
        } else if let resultsView = results.viewIfLoaded, resultsView.superview === container {
            resultsView.removeFromSuperview()
        }
    }

    /// A tap on the dimmed content ends the search (it shows only while
    /// there are no results, so there is no text to keep or clear).
    func dimmingTapped() {
        guard activeStorage else { return }
        deactivate(clearingText: false)
    }
}

/// The search controller's view: dimmed while the content is obscured;
/// where it shows neither the dimming nor results, touches go through to
/// the content under it.
final class SearchPresentationView: UIView {
    weak var controller: UISearchController?
    private var dimming: UIView?

    override var className: String { "_UISearchControllerView" }

    override var viewsHeldBesidesSubviews: [UIView] { [dimming].compactMap { $0 } }

    func dimmingChanged() {
        let dims = controller?.dimsContent ?? false
        if dims {
            let view = dimming ?? makeDimming()
            if view.superview !== self {
                view.frame = bounds
                insertSubview(view, at: 0)
            }
        } else if let view = dimming, view.superview === self {
            view.removeFromSuperview()
        }
    }

    private func makeDimming() -> UIView {
        let view = UIView(frame: bounds)
        view.backgroundColor = UIColor(white: 0, alpha: 0.2)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.addHandler { [weak self] recognizer in
            guard recognizer.state == .ended else { return }
            self?.controller?.dimmingTapped()
        }
        view.addGestureRecognizer(tap)
        dimming = view
        return view
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
