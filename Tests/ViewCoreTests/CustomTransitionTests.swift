import XCTest
@testable @_spi(Bridging) import ViewCore

/// R22: custom controller transitions: animators, interaction controllers,
/// the transitioning and navigation delegates, and the transition coordinator.
final class CustomTransitionTests: ControllerTestCase {
    // MARK: Helpers

    /// An animator that logs its calls and, as typical ones do, adds the
    /// incoming view to the container, fades it in (or the outgoing one out)
    /// with `UIView.animate`, and completes the transition in that block's
    /// completion with whether it was cancelled.
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        let name: String
        let log: ControllerLog
        var duration: TimeInterval = 0.3
        /// False: it animates but never calls `completeTransition(_:)`.
        var completes = true
        private(set) var context: UIViewControllerContextTransitioning?

        init(_ name: String, log: ControllerLog) {
            self.name = name
            self.log = log
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            log.add("\(name) transitionDuration")
            return duration
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            log.add("\(name) animateTransition" + (transitionContext.isAnimated ? "" : " not animated")
                    + (transitionContext.isInteractive ? " interactive" : ""))
            context = transitionContext
            let container = transitionContext.containerView
            let toView = transitionContext.view(forKey: .to)
            let fromView = transitionContext.view(forKey: .from)
            let dismissing = transitionContext.viewController(forKey: .from)?.isBeingDismissed ?? false
            if let toView, let toController = transitionContext.viewController(forKey: .to), !dismissing {
                container.addSubview(toView)
                toView.frame = transitionContext.finalFrame(for: toController)
                toView.alpha = 0
            }
            UIView.animate(withDuration: duration, animations: {
                if dismissing { fromView?.alpha = 0 } else { toView?.alpha = 1 }
            }, completion: { [self] _ in
                log.add("\(name) animations ended")
                guard completes else { return }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

        func animationEnded(_ transitionCompleted: Bool) {
            log.add("\(name) animationEnded: \(transitionCompleted)")
        }
    }

    /// A transitioning delegate that logs what it is asked and gives its animators.
    final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let log: ControllerLog
        var presenting: UIViewControllerAnimatedTransitioning?
        var dismissing: UIViewControllerAnimatedTransitioning?
        var presentingInteraction: UIViewControllerInteractiveTransitioning?
        var dismissingInteraction: UIViewControllerInteractiveTransitioning?

        init(log: ControllerLog) { self.log = log }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.add("delegate animationControllerForPresented: \(ControllerLog.name(presented)) presenting: \(ControllerLog.name(presenting)) source: \(ControllerLog.name(source))")
            return self.presenting
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.add("delegate animationControllerForDismissed: \(ControllerLog.name(dismissed))")
            return dismissing
        }

        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { presentingInteraction }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { dismissingInteraction }
    }

    /// A navigation delegate that logs what it is asked.
    final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
        let log: ControllerLog
        var animator: UIViewControllerAnimatedTransitioning?
        var interaction: UIViewControllerInteractiveTransitioning?

        init(log: ControllerLog) { self.log = log }

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController)
            -> UIViewControllerAnimatedTransitioning? {
            let name = operation == .push ? "push" : operation == .pop ? "pop" : "none"
            log.add("delegate animationControllerFor: \(name) from: \(ControllerLog.name(fromVC)) to: \(ControllerLog.name(toVC))")
            return animator
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    /// The log without layout, window moves and loading: the appearance
    /// callbacks, the parent callbacks and what the objects of these tests say.
    private func calls() -> [String] {
        log.take().filter { line in
            !["Layout", "layout", "Window", "safeArea", "SafeArea", "loadView", "viewDidLoad"].contains { line.contains($0) }
        }
    }

    private func showNavigation(_ root: UIViewController) -> LogNavigationController {
        let nav = LogNavigationController("nav", log: log, root: root)
        showInWindow(nav)
        return nav
    }

    private func settledPush(_ controller: UIViewController, on nav: UINavigationController) {
        nav.pushViewController(controller, animated: false)
        drain()
        log.clear()
    }

    // MARK: R22.1 A custom presentation

    /// The transitioning delegate is asked at the transition's start, after the
    /// presented view loads; the animator's duration before the appearance
    /// callbacks (the coordinator reports it), its `animateTransition` after
    /// them; the did-callbacks wait for `completeTransition(_:)`, which the
    /// animator calls from its `UIView.animate` completion 0.3 s later, and
    /// `animationEnded(_:)` comes last. Sources: Apple's
    /// `UIViewControllerTransitioningDelegate` and
    /// `UIViewControllerContextTransitioning.completeTransition(_:)` references
    /// ("You must call this method after your animations have completed"; it
    /// "calls the animator object's animationEnded(_:) method"); the animator
    /// adds the "to" view itself (`containerView`'s reference).
    func test_R22_1_aCustomPresentationEndsWhenTheAnimatorCompletesIt() throws {
        let a = controller("A"), b = controller("B")
        let window = showInWindow(a)
        let delegate = TransitioningDelegate(log: log)
        delegate.presenting = Animator("present", log: log)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        var completed = false
        a.present(b, animated: true) { completed = true }
        XCTAssertEqual(calls(), [])
        turn()
        XCTAssertEqual(calls(), [
            "delegate animationControllerForPresented: B presenting: A source: A",
            "present transitionDuration",
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "present animateTransition",
        ])
        let container = try XCTUnwrap(b.view.superview)
        XCTAssertEqual(container.className, "UITransitionView", "UIKit's container, in the window")
        XCTAssertTrue(container.superview === window)
        XCTAssertEqual(b.view.frame, window.bounds, "the animator placed it at its final frame")
        advance(0.29)
        XCTAssertEqual(calls(), [])
        XCTAssertTrue(TransitionQueue.shared.isRunning)
        advance(0.02)
        XCTAssertEqual(calls(), [
            "present animations ended",
            "B viewDidAppear: animated",
            "A viewDidDisappear: animated",
            "present animationEnded: true",
        ])
        XCTAssertTrue(completed)
        XCTAssertNil(a.viewIfLoaded?.superview, "full screen: the presenter's view leaves the window")
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertFalse(TransitionQueue.shared.isRunning)
    }

    /// Dismissing with the delegate's animator: the presenter's view returns
    /// below the container before the will-callbacks, the animator fades the
    /// presented view out, and the container leaves with it.
    func test_R22_1_aCustomDismissal() throws {
        let a = controller("A"), b = controller("B")
        let window = showInWindow(a)
        let delegate = TransitioningDelegate(log: log)
        delegate.presenting = Animator("present", log: log)
        delegate.dismissing = Animator("dismiss", log: log)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        drain()
        log.clear()
        let container = try XCTUnwrap(b.view.superview)

        b.dismiss(animated: true)
        turn()
        XCTAssertEqual(calls(), [
            "delegate animationControllerForDismissed: B",
            "dismiss transitionDuration",
            "B viewWillDisappear: animated",
            "A viewWillAppear: animated",
            "dismiss animateTransition",
        ])
        XCTAssertTrue(a.view.superview === window)
        XCTAssertEqual(window.subviews.firstIndex { $0 === a.view }, window.subviews.firstIndex { $0 === container }.map { $0 - 1 })
        drain()
        XCTAssertEqual(calls(), [
            "dismiss animations ended",
            "A viewDidAppear: animated",
            "B viewDidDisappear: animated",
            "dismiss animationEnded: true",
        ])
        XCTAssertNil(container.superview, "the emptied container leaves the window")
        XCTAssertNil(b.viewIfLoaded?.superview)
        XCTAssertNil(a.presentedViewController)
    }

    // MARK: R22.2 The transition coordinator

    /// `transitionCoordinator` is the transition's from its request (the iOS
    /// idiom `push(…); transitionCoordinator?.animate(alongsideTransition: nil)
    /// { … }` gives a push a completion: ekazaev/route-composer#62) until it is
    /// over (its completions ran), in both sides' will-callbacks, found through
    /// a parent; nil before, in the did-callbacks and after, and for a
    /// transition not animated. Its completions run before the did-callbacks (ours:
    /// Apple's `animate(alongsideTransition:completion:)` reference says only
    /// "The block of code to execute after the transition finishes", and no
    /// recorded trace of the order was found), and one given once it is over
    /// is refused (returns false).
    func test_R22_2_theCoordinatorLastsFromTheRequestToTheEnd() throws {
        let a = controller("A"), b = controller("B"), child = controller("child")
        b.addChild(child)
        b.view.addSubview(child.view)
        child.didMove(toParent: b)
        let nav = showNavigation(a)
        XCTAssertNil(a.transitionCoordinator)
        XCTAssertNil(nav.transitionCoordinator)

        var seen: [String] = []
        for side in [a, b, child] {
            side.onCallback = { controller, selector in
                guard ["viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:"]
                        .contains(selector) else { return }
                guard let coordinator = controller.transitionCoordinator else {
                    seen.append("\(controller.name) \(selector) no coordinator")
                    return
                }
                seen.append("\(controller.name) \(selector) \(coordinator.isAnimated ? "animated" : "not animated")")
                if selector.hasPrefix("viewWill") {
                    coordinator.animate(alongsideTransition: nil) { context in
                        self.log.add("\(controller.name) completion cancelled: \(context.isCancelled)")
                    }
                }
            }
        }
        nav.pushViewController(b, animated: true)
        let coordinator = try XCTUnwrap(nav.transitionCoordinator, "from the request on")
        XCTAssertTrue(a.transitionCoordinator === coordinator)
        XCTAssertTrue(b.transitionCoordinator === coordinator)
        XCTAssertTrue(coordinator.viewController(forKey: .from) === a)
        XCTAssertTrue(coordinator.viewController(forKey: .to) === b)
        XCTAssertEqual(coordinator.transitionDuration, 0.5)
        XCTAssertFalse(coordinator.isInteractive)
        var pushCompleted = false
        XCTAssertTrue(coordinator.animate(alongsideTransition: nil) { _ in pushCompleted = true })
        drain()
        XCTAssertTrue(pushCompleted)
        XCTAssertEqual(calls(), [
            "B willMoveToParent: nav",
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "child viewWillAppear: animated",
            "A completion cancelled: false",
            "B completion cancelled: false",
            "child completion cancelled: false",
            "A viewDidDisappear: animated",
            "B viewDidAppear: animated",
            "child viewDidAppear: animated",
            "B didMoveToParent: nav",
        ])
        XCTAssertEqual(seen, [
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "child viewWillAppear: animated",
            "A viewDidDisappear: no coordinator",
            "B viewDidAppear: no coordinator",
            "child viewDidAppear: no coordinator",
        ], "over once its completions ran")
        XCTAssertFalse(coordinator.animate(alongsideTransition: nil, completion: { _ in XCTFail("over") }))
        XCTAssertNil(nav.transitionCoordinator)
        XCTAssertNil(b.transitionCoordinator)

        seen = []
        nav.popViewController(animated: false)
        XCTAssertNil(nav.transitionCoordinator, "not animated: none")
        drain()
        XCTAssertEqual(seen, ["B viewWillDisappear: no coordinator", "child viewWillDisappear: no coordinator",
                              "A viewWillAppear: no coordinator", "B viewDidDisappear: no coordinator",
                              "child viewDidDisappear: no coordinator", "A viewDidAppear: no coordinator"])
    }

    /// Alongside animations run in the transition's own animation block: over
    /// its 0.5 s for a standard one, the view showing the way in virtual time.
    /// Source: Apple's `UIViewControllerTransitionCoordinator` reference ("The
    /// animation runs in the same animation context as the transition itself").
    func test_R22_2_alongsideAnimationsRunWithTheTransition() throws {
        let a = controller("A"), b = controller("B")
        let window = showInWindow(a)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(badge)
        b.onCallback = { controller, selector in
            guard selector == "viewWillAppear:", let coordinator = controller.transitionCoordinator else { return }
            XCTAssertTrue(coordinator.containerView === window, "a standard presentation's container is the window")
            XCTAssertTrue(coordinator.view(forKey: .to) === controller.view)
            XCTAssertNil(coordinator.view(forKey: .from), "a sheet leaves the presenter's view alone")
            coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        }
        a.present(b, animated: true)
        turn()
        XCTAssertEqual(badge.alpha, 0, "the model takes the end value at once")
        advance(0.25)
        let shown = try XCTUnwrap(badge.layer.presentation()?.opacity)
        XCTAssertGreaterThan(shown, 0.2)
        XCTAssertLessThan(shown, 0.8)
        drain()
        XCTAssertEqual(badge.layer.presentation()?.opacity, 0)
    }

    /// A custom transition's coordinator reports the animator's duration and
    /// the custom container; its views are the context's.
    func test_R22_2_theCoordinatorOfACustomTransitionIsItsContext() throws {
        let a = controller("A"), b = controller("B")
        showInWindow(a)
        let delegate = TransitioningDelegate(log: log)
        delegate.presenting = Animator("present", log: log)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .custom
        var reported: (TimeInterval, String, Bool)?
        b.onCallback = { controller, selector in
            guard selector == "viewWillAppear:", let coordinator = controller.transitionCoordinator else { return }
            reported = (coordinator.transitionDuration, coordinator.containerView.className,
                        coordinator.view(forKey: .from) == nil)
        }
        a.present(b, animated: true)
        drain()
        XCTAssertEqual(reported?.0, 0.3)
        XCTAssertEqual(reported?.1, "UITransitionView")
        XCTAssertEqual(reported?.2, true, "a custom presentation leaves the presenter's view out of it")
    }

    // MARK: R22.3 The animator ends the transition

    /// An animator that never calls `completeTransition(_:)` leaves the
    /// transition running, as UIKit's is (the app stays in it), but the run
    /// loop becomes idle; transitions requested meanwhile wait. Completing it
    /// late ends it then.
    func test_R22_3_anAnimatorThatNeverCompletesLeavesTheTransitionRunning() throws {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let nav = showNavigation(a)
        let delegate = NavigationDelegate(log: log)
        let animator = Animator("push", log: log)
        animator.completes = false
        delegate.animator = animator
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        drain()
        XCTAssertEqual(calls(), [
            "B willMoveToParent: nav",
            "delegate animationControllerFor: push from: A to: B",
            "push transitionDuration",
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "push animateTransition",
            "push animations ended",
        ])
        XCTAssertTrue(TransitionQueue.shared.isRunning)
        XCTAssertNotNil(nav.transitionCoordinator)
        nav.pushViewController(c, animated: false)
        advance(5)
        XCTAssertEqual(calls(), ["C willMoveToParent: nav"], "the push waits")

        try XCTUnwrap(animator.context).completeTransition(true)
        XCTAssertEqual(calls(), [
            "A viewDidDisappear: animated",
            "B viewDidAppear: animated",
            "B didMoveToParent: nav",
            "push animationEnded: true",
        ])
        delegate.animator = nil
        drain()
        XCTAssertTrue(nav.topViewController === c)
        XCTAssertEqual(c.appearanceState, .appeared)
    }

    /// Completing a transition twice, or through a context whose transition is
    /// over, or a standard transition's coordinator, raises; the transitions
    /// go on.
    func test_R22_3_completingTwiceOrTheWrongTransitionRaises() throws {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        let delegate = NavigationDelegate(log: log)
        let animator = Animator("push", log: log)
        delegate.animator = animator
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        drain()
        let context = try XCTUnwrap(animator.context)
        assertRaises(.internalInconsistencyException, "already over") { context.completeTransition(true) }
        assertRaises(.internalInconsistencyException, "already over") { context.completeTransition(false) }
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(nav.topViewController === b)

        delegate.animator = nil
        nav.popViewController(animated: true)
        let standard = try XCTUnwrap(nav.transitionCoordinator as? UIViewControllerContextTransitioning)
        turn()
        assertRaises(.internalInconsistencyException, "standard transition") { standard.completeTransition(true) }
        drain()
        XCTAssertTrue(nav.topViewController === a)
    }

    /// Completing the transition before its animator was asked to animate
    /// it (from `transitionDuration(using:)`, or a will-callback through the
    /// coordinator) raises: the transition goes on, and the animator ends it.
    func test_R22_3_completingBeforeTheAnimationStartsRaises() throws {
        final class Hasty: NSObject, UIViewControllerAnimatedTransitioning {
            var raised: UIKitException?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                raised = UIKitException.capture { transitionContext?.completeTransition(true) }
                return 0.2
            }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(true)
            }
        }
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        let delegate = NavigationDelegate(log: log)
        let animator = Hasty()
        delegate.animator = animator
        nav.delegate = delegate
        var raised: UIKitException?
        b.onCallback = { controller, selector in
            guard selector == "viewWillAppear:" else { return }
            raised = UIKitException.capture {
                (controller.transitionCoordinator as? UIViewControllerContextTransitioning)?.completeTransition(true)
            }
        }
        nav.pushViewController(b, animated: true)
        drain()
        XCTAssertEqual(animator.raised?.reason.contains("before the transition's animator"), true)
        XCTAssertEqual(raised?.reason.contains("before the transition's animator"), true)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
    }

    /// Durations that are not a positive finite number count as 0: the
    /// coordinator says 0 and the animator's blocks change their views at once.
    func test_R22_3_aBadDurationCountsAsZero() throws {
        for duration in [TimeInterval.nan, -1, .infinity] {
            let a = controller("A"), b = controller("B")
            let nav = showNavigation(a)
            let delegate = NavigationDelegate(log: log)
            let animator = Animator("push", log: log)
            animator.duration = duration
            delegate.animator = animator
            nav.delegate = delegate
            var reported: TimeInterval?
            b.onCallback = { controller, selector in
                if selector == "viewWillAppear:" { reported = controller.transitionCoordinator?.transitionDuration }
            }
            nav.pushViewController(b, animated: true)
            drain()
            XCTAssertEqual(reported, 0, "\(duration)")
            XCTAssertEqual(b.appearanceState, .appeared, "\(duration)")
            XCTAssertFalse(TransitionQueue.shared.isRunning)
            nav.view.window?.isHidden = true
            drain()
        }
    }

    // MARK: R22.4 Percent-driven interaction

    /// A percent-driven interaction controller holds the animator's animations
    /// at the fraction given (before the start too); finished, the rest plays
    /// in virtual time at `completionSpeed` and the animator's completion ends
    /// the transition. Source: Apple's `UIPercentDrivenInteractiveTransition`
    /// reference (update, finish, cancel, completionSpeed).
    func test_R22_4_aPercentDrivenTransitionFollowsItsFraction() throws {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        let delegate = NavigationDelegate(log: log)
        let animator = Animator("push", log: log)
        animator.duration = 0.4
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = animator
        delegate.interaction = interaction
        nav.delegate = delegate
        var changes: [String] = []
        b.onCallback = { controller, selector in
            guard selector == "viewWillAppear:", let coordinator = controller.transitionCoordinator else { return }
            XCTAssertTrue(coordinator.isInteractive)
            XCTAssertTrue(coordinator.initiallyInteractive)
            coordinator.notifyWhenInteractionChanges { context in
                changes.append("interactive \(context.isInteractive) cancelled \(context.isCancelled)")
            }
        }
        nav.pushViewController(b, animated: true)
        interaction.update(0.25)
        turn()
        XCTAssertEqual(calls(), [
            "B willMoveToParent: nav",
            "delegate animationControllerFor: push from: A to: B",
            "push transitionDuration",
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "push animateTransition interactive",
        ])
        XCTAssertEqual(interaction.duration, 0.4)
        XCTAssertEqual(b.view.alpha, 1, "the model is at the end")
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        XCTAssertEqual(Double(b.view.layer.presentation()?.opacity ?? -1), curve.progress(at: 0.25),
                       accuracy: 0.01, "held at a quarter, along the ease-in-out curve")
        drain()
        XCTAssertEqual(calls(), [], "held: the run loop is idle, the transition waits")
        XCTAssertTrue(TransitionQueue.shared.isRunning)
        interaction.update(0.5)
        XCTAssertEqual(Double(b.view.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.02)
        XCTAssertEqual(nav.transitionCoordinator?.percentComplete, 0.5)

        interaction.completionSpeed = 2
        interaction.finish()
        XCTAssertEqual(changes, ["interactive false cancelled false"])
        let start = now
        drain()
        XCTAssertEqual(now - start, 0.1, accuracy: 0.02, "the remaining 0.2 s at twice the speed")
        XCTAssertEqual(calls(), [
            "push animations ended",
            "A viewDidDisappear: animated",
            "B viewDidAppear: animated",
            "B didMoveToParent: nav",
            "push animationEnded: true",
        ])
        XCTAssertEqual(b.view.layer.presentation()?.opacity, 1)
    }

    /// Cancelled, the animations play back to the start, the views take back
    /// the values from before their blocks, and the transition is undone.
    func test_R22_4_aCancelledPercentDrivenPopPlaysBack() throws {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        settledPush(b, on: nav)
        let delegate = NavigationDelegate(log: log)
        let animator = Animator("pop", log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = animator
        delegate.interaction = interaction
        nav.delegate = delegate
        nav.popViewController(animated: true)
        drain()
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===), "the stack changed at the request")
        interaction.update(0.6)
        interaction.cancel()
        advance(0.17)
        XCTAssertFalse(log.lines.contains("pop animations ended"), "0.6 × 0.3 s back")
        advance(0.02)
        XCTAssertTrue(log.lines.contains("pop animations ended"))
        drain()
        XCTAssertEqual(calls(), [
            "B willMoveToParent: nil",
            "delegate animationControllerFor: pop from: B to: A",
            "pop transitionDuration",
            "B viewWillDisappear: animated",
            "A viewWillAppear: animated",
            "pop animateTransition interactive",
            "pop animations ended",
            "A viewWillDisappear: animated",
            "A viewDidDisappear: animated",
            "B viewWillAppear: animated",
            "B viewDidAppear: animated",
            "pop animationEnded: false",
        ])
        XCTAssertEqual(a.view.alpha, 0, "back where the animator's block found it")
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(b.view.superview === nav.view)
        XCTAssertTrue(nav.viewControllers.elementsEqual([a, b], by: ===), "the stack is as it was")
        XCTAssertTrue(b.parent === nav)
        XCTAssertFalse(TransitionQueue.shared.isRunning)
    }

    /// Finish or cancel asked before the transition starts take effect at its start.
    func test_R22_4_finishBeforeTheStartFinishesAtTheStart() throws {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        let delegate = NavigationDelegate(log: log)
        delegate.animator = Animator("push", log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        interaction.update(.nan)
        interaction.update(2)
        interaction.finish()
        XCTAssertEqual(interaction.percentComplete, 1, "NaN ignored, 2 clamped")
        drain()
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(b.appearanceState, .appeared)
    }

    // MARK: R22.5 Undone transitions

    /// An interactive dismissal cancelled: the presented controller stays,
    /// will and did appear again, and the presenter (full screen) will and did
    /// disappear again; the dismissal's completion does not run. The order is
    /// the cancelled swipe's (wangling.me, "The Inconsistent Order of View
    /// Transition Events": cancelled interactive popping).
    func test_R22_5_aCancelledDismissalLeavesThePresentationInPlace() throws {
        let a = controller("A"), b = controller("B")
        let window = showInWindow(a)
        let delegate = TransitioningDelegate(log: log)
        delegate.dismissing = Animator("dismiss", log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissingInteraction = interaction
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        drain()
        log.clear()
        var completed = false
        b.dismiss(animated: true) { completed = true }
        interaction.update(0.5)
        interaction.cancel()
        drain()
        XCTAssertEqual(calls(), [
            "delegate animationControllerForDismissed: B",
            "dismiss transitionDuration",
            "B viewWillDisappear: animated",
            "A viewWillAppear: animated",
            "dismiss animateTransition interactive",
            "dismiss animations ended",
            "B viewWillAppear: animated",
            "B viewDidAppear: animated",
            "A viewWillDisappear: animated",
            "A viewDidDisappear: animated",
            "dismiss animationEnded: false",
        ])
        XCTAssertFalse(completed)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.view.window === window)
        XCTAssertEqual(b.view.alpha, 1)
        XCTAssertNil(a.viewIfLoaded?.superview)
    }

    /// An animator that completes with false undoes a push: the pushed
    /// controller leaves the stack with no parent callback.
    func test_R22_5_aPushCompletedWithFalseIsUndone() throws {
        final class Refusing: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(false)
            }
        }
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        let delegate = NavigationDelegate(log: log)
        delegate.animator = Refusing()
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        drain()
        XCTAssertEqual(calls(), [
            "B willMoveToParent: nav",
            "delegate animationControllerFor: push from: A to: B",
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "B viewWillDisappear: animated",
            "B viewDidDisappear: animated",
            "A viewWillAppear: animated",
            "A viewDidAppear: animated",
        ])
        XCTAssertTrue(nav.viewControllers.elementsEqual([a], by: ===))
        XCTAssertNil(b.parent)
        XCTAssertTrue(a.view.superview === nav.view)
    }

    // MARK: R22.6 The navigation delegate

    /// The delegate's animator runs animated pushes and pops; the incoming view
    /// ends under the bars, the outgoing one leaves; not animated, the delegate
    /// is not asked.
    func test_R22_6_theNavigationDelegatesAnimatorRunsAnimatedPushesAndPops() throws {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        let delegate = NavigationDelegate(log: log)
        delegate.animator = Animator("fade", log: log)
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        turn()
        XCTAssertTrue(nav.navigationBar.superview === nav.view)
        XCTAssertTrue(nav.view.subviews.last === nav.navigationBar, "the bar stays over the incoming view")
        drain()
        XCTAssertEqual(calls(), [
            "B willMoveToParent: nav",
            "delegate animationControllerFor: push from: A to: B",
            "fade transitionDuration",
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "fade animateTransition",
            "fade animations ended",
            "A viewDidDisappear: animated",
            "B viewDidAppear: animated",
            "B didMoveToParent: nav",
            "fade animationEnded: true",
        ])
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.view.frame, nav.view.bounds)

        nav.popViewController(animated: false)
        drain()
        XCTAssertEqual(calls(), [
            "B willMoveToParent: nil",
            "B viewWillDisappear:", "A viewWillAppear:", "B viewDidDisappear:", "A viewDidAppear:",
            "B didMoveToParent: nil",
        ], "not animated: the standard transition")
    }

    /// Once a custom pop is over nothing of the transition holds the popped
    /// controller or the animator (R8.3 for the standard pop).
    func test_R22_6_aControllerPoppedByAnAnimatorIsFreed() throws {
        final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let toView = transitionContext.view(forKey: .to) else { return }
                transitionContext.containerView.addSubview(toView)
                UIView.animate(withDuration: 0.2, animations: { toView.alpha = 1 }) { _ in
                    transitionContext.completeTransition(true)
                }
            }
        }
        let a = controller("A")
        let nav = showNavigation(a)
        weak var popped: UIViewController?
        weak var animator: Slide?
        do {
            let b = controller("B")
            popped = b
            settledPush(b, on: nav)
            let delegate = NavigationDelegate(log: log)
            let slide = Slide()
            animator = slide
            delegate.animator = slide
            nav.delegate = delegate
            nav.popViewController(animated: true)
            drain()
            delegate.animator = nil
            nav.delegate = nil
        }
        XCTAssertNil(popped)
        XCTAssertNil(animator)
        XCTAssertTrue(nav.topViewController === a)
    }

    /// An edge swipe's coordinator is interactive until the finger lifts; its
    /// interaction handlers hear of the lift.
    func test_R22_6_theSwipeBacksCoordinatorIsInteractive() throws {
        let a = controller("A"), b = controller("B")
        let nav = showNavigation(a)
        settledPush(b, on: nav)
        var events: [String] = []
        a.onCallback = { controller, selector in
            guard selector == "viewWillAppear:", let coordinator = controller.transitionCoordinator else { return }
            events.append("interactive \(coordinator.isInteractive)")
            coordinator.notifyWhenInteractionChanges { events.append("changed cancelled \($0.isCancelled)") }
            coordinator.animate(alongsideTransition: nil) { events.append("completion cancelled \($0.isCancelled)") }
        }
        let swipe = try XCTUnwrap(Simulator.beginEdgeSwipe())
        swipe.update(0.5)
        XCTAssertEqual(nav.transitionCoordinator?.percentComplete, 0.5)
        swipe.cancel()
        drain()
        XCTAssertEqual(events, ["interactive true", "changed cancelled true", "completion cancelled true"])
        XCTAssertNil(nav.transitionCoordinator)
    }

    // MARK: R22.7 Presentation styles

    /// A custom presentation leaves the presenter on screen with no callbacks;
    /// not animated, its animator still runs, told it is not animated (UIKit's
    /// header: "For custom transitions that use the new UIModalPresentationCustom
    /// presentation type we will invoke the animateTransition: even though the
    /// transition should not be animated"); a full-screen one not animated
    /// asks no animator.
    func test_R22_7_aCustomPresentationRunsItsAnimatorEvenNotAnimated() throws {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let window = showInWindow(a)
        let delegate = TransitioningDelegate(log: log)
        delegate.presenting = Animator("present", log: log)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .custom
        a.present(b, animated: false)
        drain()
        XCTAssertEqual(calls(), [
            "delegate animationControllerForPresented: B presenting: A source: A",
            "present transitionDuration",
            "B viewWillAppear:",
            "present animateTransition not animated",
            "present animations ended",
            "B viewDidAppear:",
            "present animationEnded: true",
        ])
        XCTAssertTrue(a.view.superview === window, "the presenter stays")
        b.dismiss(animated: false)
        drain()
        log.clear()

        c.transitioningDelegate = delegate
        c.modalPresentationStyle = .fullScreen
        a.present(c, animated: false)
        drain()
        XCTAssertEqual(calls(), ["A viewWillDisappear:", "C viewWillAppear:", "C viewDidAppear:", "A viewDidDisappear:"])
    }
}
