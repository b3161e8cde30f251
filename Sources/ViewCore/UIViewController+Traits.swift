import Foundation

/// The coordinator of a rotation (R9.1): alongside-animations run when the new
/// sizes are applied; completions when the animation's duration has passed.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    var isAnimated: Bool { transitionDuration > 0 }
    let isInteractive = false
    let isCancelled = false
    let initiallyInteractive = false
    let isInterruptible = false
    var presentationStyle: UIModalPresentationStyle { .none }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// A rotation has no controller of its own going or coming.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    /// The key window, where the rotation shows; made only when asked for.
    lazy var containerView: UIView = UIApplication.shared.keyWindow ?? UIView(frame: UIScreen.main.bounds)
    var targetTransform: CGAffineTransform { .identity }

    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsRan = false

    init(duration: TimeInterval) { transitionDuration = duration }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return !animationsRan
    }

    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A rotation is never interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    func runAnimations() {
        animationsRan = true
        let pending = animations
        animations.removeAll()
        for animation in pending { animation(self) }
    }

    func complete() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(self) }
    }
}

/// Size and trait changes (R9.1): UIKit's default implementations forward to the
/// children and to the presented controller, which is why overrides call super.
extension UIViewController {
    func forwardViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        if let presented = presentedViewController, presented.presentingViewController === self {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }

    func forwardWillTransition(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: traits, with: coordinator) }
        if let presented = presentedViewController, presented.presentingViewController === self {
            presented.willTransition(to: traits, with: coordinator)
        }
    }

    /// This controller, its children and what it presents, depth first.
    var controllerTree: [UIViewController] {
        var result = [self]
        for child in children { result += child.controllerTree }
        if let presented = presentedViewController, presented.presentingViewController === self {
            result += presented.controllerTree
        }
        return result
    }
}
