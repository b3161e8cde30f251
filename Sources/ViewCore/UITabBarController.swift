import Foundation

/// Tabs (R8.7). A tab switch completes within the call that makes it, as UIKit's
/// does when tabs change without an animator: will-appear, will-disappear, the
/// views swap, the incoming view is laid out (R7.2), did-disappear, did-appear.
/// Only the selected tab's view is loaded when the controller appears; switching
/// unloads nothing.
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar(frame: .zero)
    private var selectedStorage: Int = 0
    /// Asked before a tab the user taps is selected, and told after (R16.7);
    /// selecting in code asks nothing, as in UIKit.
    open weak var delegate: UITabBarControllerDelegate?
    /// A script's delegate (a table), held as UIKit would not hold it.
    private var heldDelegate: UITabBarControllerDelegate?
    @_spi(Bridging) public func holdDelegate(_ delegate: UITabBarControllerDelegate?) { heldDelegate = delegate }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.managingController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.managingController = self
    }

    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let incoming = viewControllers ?? []
        for (index, controller) in incoming.enumerated() {
            if let problem = containmentProblem(adding: controller) {
                return UIKitException.raise(.invalidArgumentException, "-[\(className) setViewControllers:animated:]: \(problem)")
            }
            if incoming[..<index].contains(where: { $0 === controller }) {
                return UIKitException.raise(.invalidArgumentException,
                    "-[\(className) setViewControllers:animated:]: \(controller.className) #\(controller.objectID) appears twice")
            }
        }
        let visibleBefore = selectedViewController
        for old in children where !incoming.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === visibleBefore, isAppearingOrAppeared { hide(old) }
            old.viewIfLoaded.map { if $0.superviewStorage === viewIfLoaded { $0.removeFromSuperview() } }
            old.removeFromParent()
        }
        for new in incoming where new.parent !== self {
            addChild(new)
            new.containerSafeAreaInsets = barInsets
            new.didMove(toParent: self)
        }
        adoptChildren(incoming)
        selectedStorage = incoming.isEmpty ? 0 : min(selectedStorage, incoming.count - 1)
        tabBar.setNeedsLayout()
        viewIfLoaded?.setNeedsLayout()
        if let selected = selectedViewController, selected !== visibleBefore, isAppearingOrAppeared,
           let container = viewIfLoaded, selected.loadsView() {
            selected.beginAppearanceTransition(true, animated: false)
            install(selected, in: container)
            container.layoutIfNeeded()  // R7.2: laid out before it did appear
            selected.endAppearanceTransition()
        }
    }

    open var selectedIndex: Int {
        get { selectedStorage }
        set {
            guard children.indices.contains(newValue) else {
                UIKitException.raise(.rangeException, "-[\(className) setSelectedIndex:]: index \(newValue) beyond bounds [0 .. \(children.count - 1)]")
                return
            }
            select(newValue)
        }
    }

    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedStorage) ? children[selectedStorage] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else {
                UIKitException.raise(.invalidArgumentException, "-[\(className) setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
                return
            }
            select(index)
        }
    }

    /// R8.7: B loads if needed, B will appear, A will disappear, the views swap,
    /// A did disappear, B did appear. On screen, a tab whose view does not load (the
    /// load reports it) is not selected. A tab that is not on screen (its view never
    /// loaded) gets no disappearance.
    private func select(_ index: Int) {
        guard index != selectedStorage else { return }
        let from = selectedViewController
        let to = children[index]
        guard isAppearingOrAppeared, let container = viewIfLoaded else {
            selectedStorage = index
            tabBar.setNeedsLayout()
            viewIfLoaded?.setNeedsLayout()
            return
        }
        guard to.loadsView() else { return }
        selectedStorage = index
        tabBar.setNeedsLayout()
        container.setNeedsLayout()
        let outgoingDisappears = from?.isAppearingOrAppeared ?? false
        to.beginAppearanceTransition(true, animated: false)
        if outgoingDisappears { from?.beginAppearanceTransition(false, animated: false) }
        if let fromView = from?.viewIfLoaded, fromView.superviewStorage === container { fromView.removeFromSuperview() }
        install(to, in: container)
        // R7.2: the incoming view's safe-area changes and layout come before its
        // viewDidAppear:, so the switch lays the container out now, within the call.
        container.layoutIfNeeded()
        if outgoingDisappears { from?.endAppearanceTransition() }
        to.endAppearanceTransition()
        StatusBarAppearance.update()
    }

    /// R16.7: a tap on a tab asks the delegate; the tab then is selected, or,
    /// already selected and a navigation controller, pops to its root; the
    /// delegate hears of it either way.
    func userSelected(_ index: Int) {
        guard children.indices.contains(index) else { return }
        let controller = children[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == selectedStorage {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func hide(_ controller: UIViewController) {
        controller.beginAppearanceTransition(false, animated: false)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.endAppearanceTransition()
    }

    /// A controller whose view does not load (reported by the load) is not installed.
    private func install(_ controller: UIViewController, in container: UIView) {
        guard let view = controller.view, view.superviewStorage !== container else { return }
        container.insertSubview(view, belowSubview: tabBar)
    }

    // MARK: The container view

    open override func loadView() {
        // Weak: a script may keep the container view after the controller is gone.
        view = ContainerView(bar: tabBar) { [weak self] in self?.layoutContainer() }
    }

    override func prepareChildrenForAppearance() {
        guard let selected = selectedViewController, let container = viewIfLoaded else { return }
        install(selected, in: container)
    }

    /// The bar along the bottom, above the home indicator; the selected view fills
    /// the container, its safe area inset by the bar. While the selected tab is a
    /// navigation controller whose top hides the bottom bar, the bar hides and
    /// leaves the safe area (R16.6).
    private func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let bottom = container.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - barHeight - bottom,
                              width: container.bounds.width, height: barHeight + bottom)
        let hidden = selectedHidesBar
        tabBar.isHidden = hidden
        for child in children {
            child.containerSafeAreaInsets = child === selectedViewController && hidden ? .zero : barInsets
            if let childView = child.viewIfLoaded, childView.superviewStorage === container {
                childView.frame = container.bounds
            }
        }
    }

    /// Whether the selected tab's top controller hides the bar.
    var selectedHidesBar: Bool {
        (selectedViewController as? UINavigationController)?.topViewController?.hidesBottomBarWhenPushed ?? false
    }

    /// 49 points, 32 in a compact height on a phone.
    var barHeight: CGFloat { UITabBar.rowHeight(for: traitCollection) }

    var barInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: barHeight, right: 0) }
}

/// What a tab bar controller asks and tells of the tabs the user taps.
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

