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

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        installRoot(rootViewController)
    }

    /// The root joins the stack at once: the controller is not on screen yet.
    func installRoot(_ rootViewController: UIViewController) {
        guard validateForStack(rootViewController, caller: "initWithRootViewController:") else { return }
        addChild(rootViewController)
        rootViewController.containerSafeAreaInsets = barInsets
        rootViewController.didMove(toParent: self)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
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
        addChild(viewController)  // willMove(toParent:) during the call (R8.2)
        viewController.containerSafeAreaInsets = barInsets
        transition(from: from, to: viewController, removed: [], added: [viewController], animated: animated)
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
        let removed = children.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !children.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { controller.willMove(toParent: self) }
        // The popped keep their parent until the transition ends (they may still
        // ask for their navigation controller in viewWillDisappear:).
        adoptChildren(viewControllers)
        for controller in added { controller.containerSafeAreaInsets = barInsets }
        for controller in removed where controller.parent == nil { controller.parent = self }
        transition(from: oldTop, to: topViewController, removed: removed, added: added, animated: animated)
    }

    // MARK: Transitions

    private func popTo(index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(children[(index + 1)...])
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        let from = topViewController
        children.removeSubrange((index + 1)...)
        for controller in popped { controller.parent = self }
        transition(from: from, to: topViewController, removed: popped.reversed(), added: [], animated: animated)
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
    private func transition(from: UIViewController?, to: UIViewController?, removed: [UIViewController],
                            added: [UIViewController], animated: Bool) {
        let isPush = to.map { incoming in added.contains { $0 === incoming } } ?? false
        var outgoingDisappears = false
        TransitionQueue.shared.enqueue(animated: animated, start: { [self] in
            guard from !== to, let to, isAppearingOrAppeared, let container = viewIfLoaded else { return }
            let moving = isPush ? to : from
            moving?.setMoving(isPush ? .toParent : .fromParent, true)
            to.loadViewIfNeeded()
            guard to.viewIfLoaded != nil, !to.isAppearingOrAppeared else {
                moving?.setMoving(isPush ? .toParent : .fromParent, false)
                return
            }
            outgoingDisappears = from?.isAppearingOrAppeared ?? false
            if outgoingDisappears { from?.beginAppearanceTransition(false, animated: animated) }
            to.beginAppearanceTransition(true, animated: animated)
            install(to, in: container, marking: isPush)
            if animated {
                // The pushed view comes in from the right over the one it covers, which
                // moves a third of the way left; a pop reverses both.
                let width = container.bounds.width
                TransitionQueue.slide(to.viewIfLoaded, from: CGPoint(x: isPush ? width : -width / 3, y: 0))
                TransitionQueue.slide(from?.viewIfLoaded, to: CGPoint(x: isPush ? -width / 3 : width, y: 0))
            }
        }, finish: { [self] in
            if from !== to, let to, to.appearanceState == .appearing {
                if let fromView = from?.viewIfLoaded, fromView.superviewStorage === viewIfLoaded {
                    fromView.removeFromSuperview()
                }
                if outgoingDisappears { from?.endAppearanceTransition() }
                to.endAppearanceTransition()
                (isPush ? to : from)?.setMoving(isPush ? .toParent : .fromParent, false)
            }
            // A removed controller pushed back meanwhile stays a child.
            for controller in removed where controller.parent === self && !children.contains(where: { $0 === controller }) {
                controller.parent = nil
                controller.didMove(toParent: nil)
            }
            for controller in added where controller.parent === self { controller.didMove(toParent: self) }
        })
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

    /// The bar below the status bar; the top controller's view fills the container
    /// under it, its safe area inset by the bar.
    private func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let top = container.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: barHeight)
        for child in children {
            child.containerSafeAreaInsets = barInsets
            if let childView = child.viewIfLoaded, childView.superviewStorage === container {
                childView.frame = container.bounds
            }
        }
    }

    /// 44 points, 32 in a compact height (a phone in landscape).
    var barHeight: CGFloat { traitCollection.verticalSizeClass == .compact ? 32 : 44 }

    var barInsets: UIEdgeInsets { UIEdgeInsets(top: barHeight, left: 0, bottom: 0, right: 0) }

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

/// The bar itself: a view with a frame; titles and items are not drawn.
open class UINavigationBar: UIView {}

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
