import Foundation

/// What on a phone comes from the user, the hardware or the OS, named after the
/// Simulator's Hardware menu. Each call delivers its event at once, the way UIKit
/// delivers it; the display cycle's work follows at the end of the run loop turn.
public enum Simulator {
    /// The simulated device's name.
    public static var device: String { UIScreen.main.device.name }

    /// R9.1. The device turns (`UIDevice.orientation`); the interface follows,
    /// unless the orientation is the one it has, or is no interface orientation
    /// (face up or down), or is upside down on an iPhone (not among its
    /// supported orientations).
    public static func rotate(_ orientation: UIDeviceOrientation) {
        let screen = UIScreen.main
        screen.deviceOrientation = orientation
        guard let target = orientation.interfaceOrientation, target != screen.interfaceOrientation else { return }
        if screen.device.idiom == .phone, target == .portraitUpsideDown { return }

        let oldTraits = screen.traitCollection
        let roots = UIApplication.shared.windows.compactMap(\.rootViewController)
        UITraitCollection.traitsDuringRotation = oldTraits  // until traitCollectionDidChange:
        screen.interfaceOrientation = target
        let newTraits = screen.traitCollection
        let newSize = screen.bounds.size
        let sizeClassChanged = oldTraits.sizeClasses != newTraits.sizeClasses
        let coordinator = SizeTransitionCoordinator(duration: 0.4)

        for root in roots {
            if sizeClassChanged { root.willTransition(to: newTraits, with: coordinator) }
            root.viewWillTransition(to: newSize, with: coordinator)
        }
        for window in UIApplication.shared.windows {
            window.frame = screen.bounds
            window.rootViewController?.viewIfLoaded?.setNeedsLayout()  // R3.3
        }
        UITraitCollection.traitsDuringRotation = nil
        if sizeClassChanged {
            for window in UIApplication.shared.windows { deliverTraitChange(in: window, from: oldTraits) }
        }
        coordinator.runAnimations()
        VirtualRunLoop.main.schedule(after: coordinator.transitionDuration) { _ in coordinator.complete() }
    }

    /// R9.1's `traitCollectionDidChange:`, parent first, as UIKit propagates
    /// traits down its hierarchies: down the window's view tree, each
    /// controller just before its root view (a controller has its new traits
    /// before its view does); then the root's controllers whose views are not
    /// in the window, in `controllerTree` order.
    private static func deliverTraitChange(in window: UIWindow, from oldTraits: UITraitCollection) {
        let reached = window.deliverTraitChange(from: oldTraits)
        for controller in window.rootViewController?.controllerTree ?? [] where !reached.contains(ObjectIdentifier(controller)) {
            controller.traitCollectionDidChange(oldTraits)
        }
    }

    /// R10.1: the application delegate first, then every live controller in the
    /// order they were created, on screen or not.
    public static func memoryWarning() {
        let application = UIApplication.shared
        application.delegate?.applicationDidReceiveMemoryWarning(application)
        for controller in LiveControllers.shared.all { controller.didReceiveMemoryWarning() }
    }

    /// R10.2: the application delegate's callbacks only.
    public static func background() {
        let application = UIApplication.shared
        guard application.applicationState != .background else { return }
        application.delegate?.applicationWillResignActive(application)
        application.applicationState = .background
        application.delegate?.applicationDidEnterBackground(application)
    }

    public static func foreground() {
        let application = UIApplication.shared
        guard application.applicationState == .background else { return }
        application.delegate?.applicationWillEnterForeground(application)
        application.applicationState = .active
        application.delegate?.applicationDidBecomeActive(application)
    }

    /// Starts an interactive pop on the key window's top navigation controller
    /// (R8.4). Raises when there is nothing to pop or a transition is running.
    public static func beginEdgeSwipe() -> InteractivePop? {
        guard let navigation = UIApplication.shared.keyWindow?.rootViewController?.topNavigationController,
              navigation.children.count > 1, navigation.isAppearingOrAppeared else {
            UIKitException.raise(.internalInconsistencyException, "An edge swipe needs a navigation controller on screen with a controller to pop")
            return nil
        }
        guard navigation.interactivePop == nil, TransitionQueue.shared.beginInteractive() else {
            UIKitException.raise(.internalInconsistencyException, "An edge swipe cannot start while a transition is running")
            return nil
        }
        let stack = navigation.children
        let pop = InteractivePop(navigation: navigation, popped: stack[stack.count - 1], uncovered: stack[stack.count - 2])
        navigation.interactivePop = pop
        return pop
    }
}

extension UIViewController {
    /// The navigation controller a swipe would act on: through what is presented,
    /// the selected tab, and down navigation stacks to the innermost.
    var topNavigationController: UINavigationController? {
        let visible = presentedTop
        if let tabs = visible as? UITabBarController { return tabs.selectedViewController?.topNavigationController }
        if let navigation = visible as? UINavigationController {
            return navigation.topViewController?.topNavigationController ?? navigation
        }
        return nil
    }
}

/// An edge swipe popping the top controller (R8.4). At its start the top controller
/// will disappear and the one below will appear; `finish()` completes the pop,
/// `cancel()` puts things back: the uncovered controller will and did disappear
/// (it never gets did-appear), then the top one will and did appear. Either runs
/// the rest of the 0.5 s animation in virtual time before its callbacks.
///
/// Once the transition has ended the swipe holds none of its controllers, as a
/// gesture recognizer holds none once its transition is over: a popped controller
/// deallocates when nothing else holds it, whoever still holds the swipe.
public final class InteractivePop {
    private struct Participants {
        let navigation: UINavigationController
        let popped: UIViewController
        let uncovered: UIViewController
        /// False when the uncovered controller's view does not load (the load
        /// reports it): it then stays out of the appearance callbacks.
        let uncoveredAppears: Bool
    }

    /// Until the swipe finishes or is cancelled; the completion holds them after that.
    private var participants: Participants?
    public private(set) var fraction: CGFloat = 0

    init(navigation: UINavigationController, popped: UIViewController, uncovered: UIViewController) {
        popped.willMove(toParent: nil)
        navigation.children.removeLast()
        popped.isMovingFromParent = true
        // As in a pop (UINavigationController.transition), the uncovered controller
        // loads first if it never did (a stack set directly).
        let uncoveredAppears = uncovered.loadsView()
        participants = Participants(navigation: navigation, popped: popped, uncovered: uncovered,
                                    uncoveredAppears: uncoveredAppears)
        popped.beginAppearanceTransition(false, animated: true)
        if uncoveredAppears { uncovered.beginAppearanceTransition(true, animated: true) }
        if let container = navigation.viewIfLoaded {
            navigation.install(uncovered, in: container, marking: false)
        }
    }

    /// How far the finger has dragged, 0 to 1 (clamped). A fraction that is not a
    /// finite number is refused: the rest of the animation is timed from it.
    public func update(_ fraction: CGFloat) {
        guard participants != nil else { return }
        guard fraction.isFinite else {
            UIKitException.raise(.invalidArgumentException,
                "-[InteractivePop update:]: the fraction must be a finite number, not \(shortNumber(fraction))")
            return
        }
        self.fraction = min(max(fraction, 0), 1)
    }

    public func finish() {
        guard let participants else { return }
        self.participants = nil
        TransitionQueue.shared.finishInteractive(after: (1 - fraction) * TransitionQueue.duration) {
            let (navigation, popped, uncovered) = (participants.navigation, participants.popped, participants.uncovered)
            popped.viewIfLoaded?.removeFromSuperview()
            popped.endAppearanceTransition()
            if participants.uncoveredAppears { uncovered.endAppearanceTransition() }
            popped.isMovingFromParent = false
            // Unless it was pushed back meanwhile.
            if popped.parent === navigation, !navigation.children.contains(where: { $0 === popped }) {
                popped.parent = nil
                popped.didMove(toParent: nil)
            }
            navigation.interactivePop = nil
        }
    }

    /// UIKit sends no parent callbacks when a swipe is cancelled.
    public func cancel() {
        guard let participants else { return }
        self.participants = nil
        TransitionQueue.shared.finishInteractive(after: fraction * TransitionQueue.duration) {
            let (navigation, popped, uncovered) = (participants.navigation, participants.popped, participants.uncovered)
            navigation.children.append(popped)
            if participants.uncoveredAppears { uncovered.beginAppearanceTransition(false, animated: true) }
            uncovered.viewIfLoaded?.removeFromSuperview()
            if participants.uncoveredAppears { uncovered.endAppearanceTransition() }
            popped.isMovingFromParent = false
            popped.beginAppearanceTransition(true, animated: true)
            popped.endAppearanceTransition()
            navigation.interactivePop = nil
        }
    }
}
