import Foundation

/// The swipe back (R8.4): a screen-edge pan on the navigation controller's
/// view drives an interactive pop. At the gesture's beginning the top
/// controller will disappear and the one below will appear; as the finger
/// moves the pop follows it; when the finger lifts moving forward (or,
/// without movement, past halfway) the pop completes, otherwise it is undone.
/// A cancelled gesture undoes it too.
extension UINavigationController {
    func makePopGestureRecognizer() -> UIGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        recognizer.delegate = popGestureGate
        recognizer.addHandler { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.popGestureChanged(pan)
        }
        return recognizer
    }

    private func popGestureChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard popTransition == nil, children.count > 1, TransitionQueue.shared.beginInteractive() else { return }
            let stack = children
            popTransition = InteractivePopTransition(navigation: self, popped: stack[stack.count - 1],
                                                     uncovered: stack[stack.count - 2])
            popTransition?.update(popFraction(pan))
        case .changed:
            popTransition?.update(popFraction(pan))
        case .ended:
            let velocity = pan.velocity(in: viewIfLoaded).x
            let completes = velocity > 0 || (velocity == 0 && popFraction(pan) >= 0.5)
            if completes { popTransition?.finish() } else { popTransition?.cancel() }
        case .cancelled:
            popTransition?.cancel()
        default:
            break
        }
    }

    private func popFraction(_ pan: UIPanGestureRecognizer) -> CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        guard width > 0 else { return 0 }
        return pan.translation(in: viewIfLoaded).x / width
    }
}

/// UIKit's navigation controller is its swipe's delegate: the swipe begins
/// only with a controller to pop, the stack on screen and no transition
/// running. A script may set another delegate, as apps do to keep the swipe
/// with a custom back button; the pop still needs a controller to pop.
final class PopGestureGate: UIGestureRecognizerDelegate {
    unowned let navigation: UINavigationController

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigation.children.count > 1 && navigation.isAppearingOrAppeared && navigation.popTransition == nil
            && TransitionQueue.shared.canBeginInteractive
    }
}

/// A pop that follows a finger: begun at once, then completed or undone, the
/// rest of the 0.5 s animation in virtual time before the last callbacks.
/// Completing it, the popped controller did disappear and the uncovered one
/// did appear; undoing it, the uncovered controller will and did disappear
/// (it never gets did-appear), then the popped one will and did appear (the
/// navigation controller's `completeAppearance` and `undoAppearance`, which
/// an animator's transition ends with too). Its coordinator is interactive
/// until the finger lifts, and what animates alongside follows the finger.
///
/// Once over, it holds none of its controllers: a popped controller
/// deallocates when nothing else holds it.
final class InteractivePopTransition {
    private struct Participants {
        let navigation: UINavigationController
        let popped: UIViewController
        let uncovered: UIViewController
        /// False when the uncovered controller's view does not load (the load
        /// reports it): it then stays out of the appearance callbacks.
        let uncoveredAppears: Bool
        let record: ControllerTransition
        let timeline: TransitionTimeline
    }

    /// Until it completes or is undone; the completion holds them after that.
    private var participants: Participants?
    private var fraction: CGFloat = 0

    init(navigation: UINavigationController, popped: UIViewController, uncovered: UIViewController) {
        let record = ControllerTransition(animated: true, participants: [navigation, popped, uncovered], from: popped,
                                          to: uncovered, container: navigation.viewIfLoaded)
        TransitionQueue.shared.track(record)
        popped.willMove(toParent: nil)
        navigation.children.removeLast()
        navigation.stackDidChange()
        popped.isMovingFromParent = true
        // As in a pop (UINavigationController.transition), the uncovered controller
        // loads first if it never did (a stack set directly).
        let uncoveredAppears = uncovered.loadsView()
        let container = navigation.viewIfLoaded
        let timeline = TransitionTimeline(container: container?.layer, duration: TransitionQueue.duration)
        if let container {
            record.begin(container: container, fromInitialFrame: popped.viewIfLoaded?.frame ?? .zero,
                         toFinalFrame: container.bounds)
        }
        record.beginInteraction(timeline: timeline)
        participants = Participants(navigation: navigation, popped: popped, uncovered: uncovered,
                                    uncoveredAppears: uncoveredAppears, record: record, timeline: timeline)
        popped.beginAppearanceTransition(false, animated: true)
        if uncoveredAppears { uncovered.beginAppearanceTransition(true, animated: true) }
        if let container {
            navigation.install(uncovered, in: container, marking: false)
        }
        record.runStandardAnimations()
    }

    /// How far the finger has gone, clamped to 0…1; the rest of the animation
    /// is timed from it.
    func update(_ fraction: CGFloat) {
        guard fraction.isFinite else { return }
        self.fraction = min(max(fraction, 0), 1)
        guard let participants else { return }
        participants.record.updateInteractiveTransition(self.fraction)
        participants.timeline.hold(at: participants.timeline.offset(forFraction: self.fraction))
    }

    func finish() {
        guard let participants else { return }
        self.participants = nil
        participants.record.finishInteractiveTransition()
        participants.timeline.play(rate: 1)
        TransitionQueue.shared.finishInteractive(after: (1 - fraction) * TransitionQueue.duration) {
            let (navigation, popped, uncovered) = (participants.navigation, participants.popped, participants.uncovered)
            participants.record.end(didComplete: true) {
                navigation.completeAppearance(from: popped, to: uncovered, outgoingDisappears: true,
                                              incomingAppears: participants.uncoveredAppears, isPush: false)
                navigation.completeParentage(removed: [popped], added: [])
            }
            navigation.popTransition = nil
        }
    }

    /// UIKit sends no parent callbacks when a swipe is undone.
    func cancel() {
        guard let participants else { return }
        self.participants = nil
        participants.record.cancelInteractiveTransition()
        participants.timeline.play(rate: -1)
        TransitionQueue.shared.finishInteractive(after: fraction * TransitionQueue.duration) {
            let (navigation, popped, uncovered) = (participants.navigation, participants.popped, participants.uncovered)
            participants.record.end(didComplete: false) {
                navigation.children.append(popped)
                navigation.stackDidChange()
                navigation.undoAppearance(from: popped, to: uncovered, outgoingDisappears: true,
                                          incomingAppears: participants.uncoveredAppears, isPush: false)
            }
            navigation.popTransition = nil
        }
    }
}
