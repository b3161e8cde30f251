import Foundation

/// What on a phone comes from the user, the hardware or the OS, named after the
/// Simulator's Hardware menu. Each call delivers its event at once, the way UIKit
/// delivers it; the display cycle's work follows at the end of the run loop turn.
public enum Simulator {
    /// The simulated device's name.
    public static var device: String { UIScreen.main.device.name }

    /// Whether the controller that decides the key window's orientation
    /// (its root, or the topmost controller presented full screen over it)
    /// turns with the device and supports `target` (R9.4).
    private static func allowsRotation(to target: UIInterfaceOrientation) -> Bool {
        let windows = UIApplication.shared.windows
        guard var deciding = (windows.first { $0.isKeyWindow } ?? windows.first)?.rootViewController else {
            return UIScreen.main.device.idiom == .pad || target != .portraitUpsideDown
        }
        while let presented = deciding.presentedViewController, presented.modalPresentationStyle.resolved == .fullScreen {
            deciding = presented
        }
        return deciding.shouldAutorotate && deciding.supportedInterfaceOrientations.allows(target)
    }

    /// R9.1. The device turns (`UIDevice.orientation`); the interface follows,
    /// unless the orientation is the one it has, or is no interface orientation
    /// (face up or down), or the deciding controller does not support it
    /// (R9.4: upside down on an iPhone by default).
    public static func rotate(_ orientation: UIDeviceOrientation) {
        let screen = UIScreen.main
        screen.deviceOrientation = orientation
        guard let target = orientation.interfaceOrientation, target != screen.interfaceOrientation,
              allowsRotation(to: target) else { return }

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

    /// R18.5. The user picks another text size in Settings: each window's
    /// views and controllers hear of the new traits (`traitCollectionDidChange:`,
    /// parent first, as for a rotation), a label that adjusts its font having
    /// taken the new size just before; then the application posts
    /// `UIContentSizeCategory.didChangeNotification` with the new category.
    /// The category it has already changes nothing; unspecified, or a raw
    /// value UIKit does not have, is refused.
    public static func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category.orderIndex != nil else {
            UIKitException.raise(.invalidArgumentException,
                "Simulator.setPreferredContentSizeCategory: '\(category.rawValue)' is not a content size category")
            return
        }
        let session = Session.current
        guard category != session.preferredContentSizeCategory else { return }
        let oldTraits = UIScreen.main.traitCollection
        session.preferredContentSizeCategory = category
        for window in UIApplication.shared.windows { deliverTraitChange(in: window, from: oldTraits) }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
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
        application.post(UIApplication.didReceiveMemoryWarningNotification)
        for controller in LiveControllers.shared.all { controller.didReceiveMemoryWarning() }
    }

    /// R10.2: the application delegate's callbacks only.
    public static func background() {
        let application = UIApplication.shared
        guard application.applicationState != .background else { return }
        application.delegate?.applicationWillResignActive(application)
        application.post(UIApplication.willResignActiveNotification)
        application.applicationState = .background
        application.delegate?.applicationDidEnterBackground(application)
        application.post(UIApplication.didEnterBackgroundNotification)
    }

    public static func foreground() {
        let application = UIApplication.shared
        guard application.applicationState == .background else { return }
        application.delegate?.applicationWillEnterForeground(application)
        application.post(UIApplication.willEnterForegroundNotification)
        application.applicationState = .active
        application.delegate?.applicationDidBecomeActive(application)
        application.post(UIApplication.didBecomeActiveNotification)
    }

    /// A finger lands at the left edge of the screen, halfway down, and moves
    /// far enough right for the key window's top navigation controller's
    /// `interactivePopGestureRecognizer` to begin (R8.4); what this returns
    /// moves it on and lifts it. Raises when there is nothing to pop or a
    /// transition is running. The steps are delivered at once, as a tap's are.
    public static func beginEdgeSwipe() -> InteractivePop? {
        guard let navigation = UIApplication.shared.keyWindow?.rootViewController?.topNavigationController,
              navigation.children.count > 1, navigation.isAppearingOrAppeared else {
            UIKitException.raise(.internalInconsistencyException, "An edge swipe needs a navigation controller on screen with a controller to pop")
            return nil
        }
        guard navigation.popTransition == nil, TransitionQueue.shared.canBeginInteractive else {
            UIKitException.raise(.internalInconsistencyException, "An edge swipe cannot start while a transition is running")
            return nil
        }
        let screen = UIScreen.main.bounds
        let start = CGPoint(x: screen.minX, y: screen.midY)
        let finger = Finger(start)
        finger.deliver(.began, at: start)
        let beginning = CGPoint(x: start.x + UIPanGestureRecognizer.hysteresis, y: start.y)
        finger.deliver(.moved, at: beginning)
        return InteractivePop(finger: finger, from: start, at: beginning, width: screen.width)
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

/// The finger of an edge swipe (`Simulator.beginEdgeSwipe`): `update` drags
/// it to a fraction of the screen's width from the edge, `finish` and `cancel`
/// flick it forward or back and lift it, which is how the navigation
/// controller's recognizer decides between completing the pop and undoing it
/// (UINavigationController+PopGesture.swift).
public final class InteractivePop {
    /// Until it lifts; holding nothing after that, the swipe holds no view
    /// or controller.
    private var finger: Finger?
    private let start: CGPoint
    private var location: CGPoint
    private let width: CGFloat
    /// As last given to `update`, clamped to 0…1.
    public private(set) var fraction: CGFloat = 0

    /// How far the last flick moves: a direction for the recognizer's
    /// velocity, too little to change the fraction the pop is timed from.
    static let flick: CGFloat = 0.01

    init(finger: Finger, from start: CGPoint, at location: CGPoint, width: CGFloat) {
        self.finger = finger
        self.start = start
        self.location = location
        self.width = width
    }

    /// A fraction that is not a finite number is refused: the finger cannot
    /// go there.
    public func update(_ fraction: CGFloat) {
        guard let finger else { return }
        guard fraction.isFinite else {
            UIKitException.raise(.invalidArgumentException,
                "-[InteractivePop update:]: the fraction must be a finite number, not \(shortNumber(fraction))")
            return
        }
        self.fraction = min(max(fraction, 0), 1)
        location = CGPoint(x: start.x + self.fraction * width, y: start.y)
        finger.deliver(.moved, at: location)
    }

    public func finish() { lift(flicking: InteractivePop.flick) }
    public func cancel() { lift(flicking: -InteractivePop.flick) }

    private func lift(flicking distance: CGFloat) {
        guard let finger else { return }
        self.finger = nil
        let end = CGPoint(x: location.x + distance, y: location.y)
        finger.deliver(.moved, at: end)
        finger.deliver(.ended, at: end)
    }
}
