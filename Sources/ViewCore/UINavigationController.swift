import Foundation

/// A stack of controllers with a bar on top (R8.1–R8.4). The stack is the
/// controller's `children`; it changes at once when asked, and the views and the
/// appearance callbacks follow in a transition (Transition.swift).
open class UINavigationController: UIViewController {
    public let navigationBar = UINavigationBar(frame: .zero)

    /// The swipe back from the left edge, on the controller's view (R8.4).
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = makePopGestureRecognizer()
    /// Whether the swipe back may begin (UINavigationController+PopGesture.swift).
    lazy var popGestureGate = PopGestureGate(navigation: self)
    /// The pop a swipe back drives, while it is under way.
    var popTransition: InteractivePopTransition?

    /// Asked for a custom animator and interaction controller for each animated
    /// push and pop (R22.6); held weakly, as UIKit holds it.
    open weak var delegate: UINavigationControllerDelegate?
    /// A script's delegate (a table), held as UIKit would not hold it.
    private var heldDelegate: UINavigationControllerDelegate?
    @_spi(Bridging) public func holdDelegate(_ delegate: UINavigationControllerDelegate?) { heldDelegate = delegate }

    /// The bar along the bottom showing the top controller's toolbar items,
    /// hidden unless `isToolbarHidden` is set to false (R16.5).
    public var toolbar: UIToolbar! {
        if let toolbar = toolbarStorage { return toolbar }
        let toolbar = UIToolbar(frame: .zero)
        toolbar.items = topViewController?.toolbarItems
        toolbar.isHidden = !showsToolbar
        toolbarStorage = toolbar
        return toolbar
    }
    /// Made when first asked for or shown.
    var toolbarStorage: UIToolbar?

    /// Hidden, the bar leaves the content's safe area (R16.5).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHiddenStorage = false

    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHiddenStorage = true

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        manageBars()
        installRoot(rootViewController)
    }

    /// The bars show this controller's stack.
    private func manageBars() {
        navigationBar.managingController = self
    }

    /// The root joins the stack at once: the controller is not on screen yet.
    func installRoot(_ rootViewController: UIViewController) {
        guard validateForStack(rootViewController, caller: "initWithRootViewController:") else { return }
        addChild(rootViewController)
        rootViewController.containerSafeAreaInsets = barInsets
        rootViewController.didMove(toParent: self)
        stackDidChange()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        manageBars()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        manageBars()
    }

    /// The bar leaves (or comes back) at once, animated or not; the content's
    /// safe area follows at the next layout.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: The stack

    public var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    public var topViewController: UIViewController? { children.last }

    /// What is presented modally on top of the navigation controller itself (as a
    /// child's presentation is, by default) or of its top controller, else the top
    /// controller, as UIKit documents it.
    public var visibleViewController: UIViewController? {
        if let presented = presentedViewController, presented.presentingViewController === self {
            return presented.presentedTop
        }
        return topViewController?.presentedTop
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard validateForStack(viewController, caller: "pushViewController:animated:") else { return }
        if children.contains(where: { $0 === viewController }) {
            UIKitException.raise(.invalidArgumentException, "Pushing the same view controller instance (\(viewController.className) #\(viewController.objectID)) more than once is not supported")
            return
        }
        let from = topViewController
        let before = children
        addChild(viewController)  // willMove(toParent:) during the call (R8.2)
        viewController.containerSafeAreaInsets = barInsets
        stackDidChange()
        transition(from: from, to: viewController, removed: [], added: [viewController], stackBefore: before,
                   animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return popTo(index: children.count - 2, animated: animated).first
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return [] }
        return popTo(index: 0, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            UIKitException.raise(.invalidArgumentException, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        return popTo(index: index, animated: animated)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() {
            guard validateForStack(controller, caller: "setViewControllers:animated:") else { return }
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                UIKitException.raise(.invalidArgumentException, "All view controllers in a navigation controller must be distinct (\(controller.className) #\(controller.objectID) appears twice)")
                return
            }
        }
        let oldTop = topViewController
        let before = children
        let removed = children.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !children.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { controller.willMove(toParent: self) }
        // The popped keep their parent until the transition ends (they may still
        // ask for their navigation controller in viewWillDisappear:).
        adoptChildren(viewControllers)
        for controller in added { controller.containerSafeAreaInsets = barInsets }
        for controller in removed where controller.parent == nil { controller.parent = self }
        stackDidChange()
        transition(from: oldTop, to: topViewController, removed: removed, added: added, stackBefore: before,
                   animated: animated)
    }

    // MARK: Transitions

    private func popTo(index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(children[(index + 1)...])
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        let from = topViewController
        let before = children
        children.removeSubrange((index + 1)...)
        for controller in popped { controller.parent = self }
        stackDidChange()
        transition(from: from, to: topViewController, removed: popped.reversed(), added: [], stackBefore: before,
                   animated: animated)
        return popped
    }

    /// R8.2, R8.3: at the start, the incoming controller loads, the outgoing one
    /// will disappear, the incoming one will appear and its view joins (laid out by
    /// the commit); at the end the outgoing view leaves, did-disappear, did-appear,
    /// then the parent callbacks. Off screen only the parent callbacks happen, and
    /// so it is when the incoming view does not load (the load reports it): the
    /// outgoing controller stays on screen. An outgoing controller that is not on
    /// screen (its own view never loaded) gets no disappearance, and an incoming one
    /// still on screen (it stayed when that view did not load) no appearance.
    ///
    /// R22: animated, the delegate may give an animator, asked after the load
    /// and before the appearance callbacks; the animator then puts the incoming
    /// view in the container and ends the transition, completed or not.
    private func transition(from: UIViewController?, to: UIViewController?, removed: [UIViewController],
                            added: [UIViewController], stackBefore: [UIViewController], animated: Bool) {
        let isPush = to.map { incoming in added.contains { $0 === incoming } } ?? false
        let record = ControllerTransition(animated: animated, participants: [self, from, to], from: from, to: to,
                                          container: viewIfLoaded)
        var outgoingDisappears = false
        TransitionQueue.shared.enqueue(animated: animated, record: record, start: { [self] in
            guard from !== to, let to, isAppearingOrAppeared, let container = viewIfLoaded else { return }
            let moving = isPush ? to : from
            moving?.setMoving(isPush ? .toParent : .fromParent, true)
            to.loadViewIfNeeded()
            guard to.viewIfLoaded != nil, !to.isAppearingOrAppeared else {
                moving?.setMoving(isPush ? .toParent : .fromParent, false)
                return
            }
            outgoingDisappears = from?.isAppearingOrAppeared ?? false
            let fromFrame = from?.viewIfLoaded.flatMap { $0.superviewStorage === container ? $0.frame : nil } ?? .zero
            record.begin(container: container, fromInitialFrame: fromFrame, toFinalFrame: container.bounds)
            if animated, let from, let animator = delegate?.navigationController(self, animationControllerFor:
                                                                                  isPush ? .push : .pop, from: from, to: to) {
                let interactor = delegate?.navigationController(self, interactionControllerFor: animator)
                record.adopt(animator, interactor: interactor) { [self] didComplete in
                    endCustomTransition(from: from, to: to, removed: removed, added: added, stackBefore: stackBefore,
                                        isPush: isPush, outgoingDisappears: outgoingDisappears, didComplete: didComplete)
                }
            }
            if outgoingDisappears { from?.beginAppearanceTransition(false, animated: animated) }
            to.beginAppearanceTransition(true, animated: animated)
            if record.ranByAnimator {
                record.runAnimator()
                if viewIfLoaded === container { keepBarsOnTop(in: container) }
                return
            }
            install(to, in: container, marking: isPush)
            if animated {
                // The pushed view comes in from the right over the one it covers, which
                // moves a third of the way left; a pop reverses both.
                let width = container.bounds.width
                TransitionQueue.slide(to.viewIfLoaded, from: CGPoint(x: isPush ? width : -width / 3, y: 0))
                TransitionQueue.slide(from?.viewIfLoaded, to: CGPoint(x: isPush ? -width / 3 : width, y: 0))
            }
            record.runStandardAnimations()
        }, finish: { [self] in
            record.end(didComplete: true) {
                if from !== to, let to, to.appearanceState == .appearing {
                    completeAppearance(from: from, to: to, outgoingDisappears: outgoingDisappears, incomingAppears: true,
                                       isPush: isPush)
                }
                completeParentage(removed: removed, added: added)
            }
        })
    }

    /// A transition an animator ran is over (R22.5). Completed, it ends as a
    /// standard one, the incoming view put under the bars if the animator left
    /// it out; undone, the stack is as it was and the appearance is undone as
    /// a cancelled swipe undoes it (R8.4), with no parent callbacks.
    private func endCustomTransition(from: UIViewController, to: UIViewController, removed: [UIViewController],
                                     added: [UIViewController], stackBefore: [UIViewController], isPush: Bool,
                                     outgoingDisappears: Bool, didComplete: Bool) {
        if didComplete {
            if let container = viewIfLoaded {
                if to.viewIfLoaded?.superviewStorage !== container { install(to, in: container, marking: true) }
                keepBarsOnTop(in: container)
            }
            if to.appearanceState == .appearing {
                completeAppearance(from: from, to: to, outgoingDisappears: outgoingDisappears, incomingAppears: true,
                                   isPush: isPush)
            }
            completeParentage(removed: removed, added: added)
        } else {
            let restored = stackBefore.filter { $0.parent === self }
            for controller in children where !restored.contains(where: { $0 === controller }) && controller.parent === self {
                controller.parent = nil
            }
            children = restored
            stackDidChange()
            undoAppearance(from: from, to: to, outgoingDisappears: outgoingDisappears,
                           incomingAppears: to.appearanceState == .appearing, isPush: isPush)
        }
    }

    /// The end of a transition's appearance (R8.2–R8.4): the outgoing view
    /// leaves, then did-disappear and did-appear.
    func completeAppearance(from: UIViewController?, to: UIViewController, outgoingDisappears: Bool,
                            incomingAppears: Bool, isPush: Bool) {
        if let fromView = from?.viewIfLoaded, fromView.superviewStorage === viewIfLoaded {
            fromView.removeFromSuperview()
        }
        if outgoingDisappears { from?.endAppearanceTransition() }
        if incomingAppears { to.endAppearanceTransition() }
        (isPush ? to : from)?.setMoving(isPush ? .toParent : .fromParent, false)
    }

    /// An undone transition's appearance (R8.4, R22.5): the incoming controller
    /// will and did disappear (it never did appear) and its view leaves; the
    /// outgoing one will and did appear again.
    func undoAppearance(from: UIViewController?, to: UIViewController, outgoingDisappears: Bool,
                        incomingAppears: Bool, isPush: Bool) {
        if incomingAppears { to.beginAppearanceTransition(false, animated: true) }
        if let toView = to.viewIfLoaded, toView.superviewStorage === viewIfLoaded { toView.removeFromSuperview() }
        if incomingAppears { to.endAppearanceTransition() }
        (isPush ? to : from)?.setMoving(isPush ? .toParent : .fromParent, false)
        if outgoingDisappears, let from {
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
        }
    }

    /// The parent callbacks at a transition's end. A removed controller
    /// pushed back meanwhile stays a child.
    func completeParentage(removed: [UIViewController], added: [UIViewController]) {
        for controller in removed where controller.parent === self && !children.contains(where: { $0 === controller }) {
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in added where controller.parent === self { controller.didMove(toParent: self) }
    }

    /// An animator adds the incoming view to the container, over the bars;
    /// UIKit's container lies under them.
    private func keepBarsOnTop(in container: UIView) {
        let bars = [navigationBar, toolbarStorage].compactMap { $0 as UIView? }.filter { $0.superviewStorage === container }
        guard !container.subviewStorage.suffix(bars.count).elementsEqual(bars, by: ===) else { return }
        for bar in bars { container.bringSubviewToFront(bar) }
    }

    /// Puts a child's view under the bar. A controller coming back on a pop keeps
    /// its layout unless its size changed (R8.3), so its view is inserted unmarked.
    /// A controller whose view does not load (reported by the load) is not installed.
    func install(_ controller: UIViewController, in container: UIView, marking: Bool) {
        guard let view = controller.view, view.superviewStorage !== container else { return }
        container.insert(view, at: container.subviewStorage.firstIndex { $0 === navigationBar } ?? container.subviewStorage.count,
                         caller: "insertSubview:atIndex:", marksInsertedView: marking)
        container.setNeedsLayout()
    }

    // MARK: The container view

    /// The bars show the new top at the next layout, and a tab bar around
    /// hides or shows for its `hidesBottomBarWhenPushed` (R16.6).
    func stackDidChange() {
        navigationBar.itemsDidChange()
        toolbarStorage?.setItems(topViewController?.toolbarItems, animated: false)
        barsMayHaveChanged()
    }

    /// Lays the containers out again only when a bar's height or visibility
    /// changed: a new top item, a prompt, a large title, hidesBottomBarWhenPushed.
    func barsMayHaveChanged() {
        if let container = viewIfLoaded,
           navigationBar.frame.height != barHeight || (toolbarStorage?.superview === container) != showsToolbar {
            container.setNeedsLayout()
        }
        if let tabs = tabBarController, tabs.tabBar.isHidden != tabs.selectedHidesBar {
            tabs.viewIfLoaded?.setNeedsLayout()
        }
    }

    open override func loadView() {
        // Weak: a script may keep the container view after the controller is gone.
        let container = ContainerView(bar: navigationBar) { [weak self] in self?.layoutContainer() }
        if let swipe = interactivePopGestureRecognizer { container.addGestureRecognizer(swipe) }
        view = container
    }

    override func prepareChildrenForAppearance() {
        guard let top = topViewController, let container = viewIfLoaded else { return }
        install(top, in: container, marking: true)
    }

    /// The bar below the status bar, the toolbar along the bottom; the top
    /// controller's view fills the container under them, its safe area inset
    /// by the bars shown.
    private func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let top = container.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: navigationBar.preferredHeight)
        // The toolbar is in the container only while it shows.
        let toolbarShown = showsToolbar
        if !toolbarShown, let toolbar = toolbarStorage {
            toolbar.isHidden = true
            if toolbar.superview === container { toolbar.removeFromSuperview() }
        }
        if toolbarShown, let toolbar {
            toolbar.isHidden = false
            if toolbar.superview !== container { container.addSubview(toolbar) }
            // Along the screen's bottom it reaches under the home indicator;
            // above a tab bar it does not.
            let bottom = container.safeAreaInsets.bottom
            let reach = containerSafeAreaInsets.bottom > 0 ? 0 : bottom
            toolbar.frame = CGRect(x: 0, y: container.bounds.height - bottom - toolbarHeight,
                                   width: container.bounds.width, height: toolbarHeight + reach)
            toolbar.setNeedsLayout()
        }
        for child in children {
            child.containerSafeAreaInsets = barInsets
            if let childView = child.viewIfLoaded, childView.superviewStorage === container {
                childView.frame = container.bounds
            }
        }
    }

    /// The bar's: 44 points, 32 in a compact height (a phone in landscape), more
    /// with a prompt or a large title (UINavigationBar.preferredHeight).
    var barHeight: CGFloat { navigationBar.preferredHeight }

    /// 44 points, 32 in a compact height.
    var toolbarHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? UINavigationBar.compactRowHeight : UINavigationBar.rowHeight
    }

    /// Unless hidden, or the top controller hides the bottom bar.
    var showsToolbar: Bool { !isToolbarHidden && topViewController?.hidesBottomBarWhenPushed != true }

    var barInsets: UIEdgeInsets {
        UIEdgeInsets(top: isNavigationBarHidden ? 0 : barHeight, left: 0, bottom: showsToolbar ? toolbarHeight : 0, right: 0)
    }

    private func validateForStack(_ controller: UIViewController, caller: String) -> Bool {
        if controller is UINavigationController {
            UIKitException.raise(.invalidArgumentException, "Pushing a navigation controller is not supported (-[\(className) \(caller)])")
            return false
        }
        if let problem = containmentProblem(adding: controller) {
            UIKitException.raise(.invalidArgumentException, "-[\(className) \(caller)]: \(problem)")
            return false
        }
        if let other = controller.parent, other !== self {
            UIKitException.raise(.invalidArgumentException, "-[\(className) \(caller)]: \(controller.className) #\(controller.objectID) is already a child of \(other.className) #\(other.objectID)")
            return false
        }
        return true
    }
}

/// A container controller's root view: its layout is the controller's.
/// Screen-sized and resizing with its superview, like a default root view.
final class ContainerView: UIView {
    private let layoutHandler: () -> Void

    init(bar: UIView, layout: @escaping () -> Void) {
        layoutHandler = layout
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(bar)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        layoutHandler()
        super.layoutSubviews()
    }
    override var className: String { "UILayoutContainerView" }
}

extension UIViewController {
    enum MovingDirection { case toParent, fromParent }

    func setMoving(_ direction: MovingDirection, _ value: Bool) {
        switch direction {
        case .toParent: isMovingToParent = value
        case .fromParent: isMovingFromParent = value
        }
    }
}
