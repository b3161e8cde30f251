import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// Custom transitions as scripts write them (R22): an animator, an
/// interaction controller, a transitioning delegate or a navigation delegate
/// is a table or an object (of a Lua class) whose methods are named by
/// UIKit's selectors (`transitionDuration`, `animateTransition`,
/// `animationControllerForPresentedControllerPresentingControllerSourceController`,
/// `navigationControllerAnimationControllerForOperationFromViewControllerToViewController`…);
/// the context an animator gets is a `UIViewControllerContextTransitioning`,
/// a controller's `transitionCoordinator` a `UIViewControllerTransitionCoordinator`.
extension LuaRuntime {
    func registerTransitions() {
        registerNative(NativeClass(luaOnly: "UIViewControllerContextTransitioning", swiftType: ControllerTransition.self,
                                   properties: [
            Property("containerView", get: { (context: ControllerTransition) in context.containerView }),
            Property("animated", get: { (context: ControllerTransition) in context.isAnimated }),
            Property("interactive", get: { (context: ControllerTransition) in context.isInteractive }),
            Property("transitionWasCancelled", get: { (context: ControllerTransition) in context.transitionWasCancelled }),
            Property("presentationStyle", get: { (context: ControllerTransition) in context.presentationStyle }),
            Property("targetTransform", get: { (context: ControllerTransition) in context.targetTransform }),
        ]) { context in
            context.action("completeTransition") { (context: ControllerTransition, args) in
                context.completeTransition(try args[2])
            }
            context.action("updateInteractiveTransition") { (context: ControllerTransition, args) in
                context.updateInteractiveTransition(try args[2])
            }
            context.action("finishInteractiveTransition") { (context: ControllerTransition, _) in
                context.finishInteractiveTransition()
            }
            context.action("cancelInteractiveTransition") { (context: ControllerTransition, _) in
                context.cancelInteractiveTransition()
            }
            context.action("pauseInteractiveTransition") { (context: ControllerTransition, _) in
                context.pauseInteractiveTransition()
            }
            context.function("viewControllerForKey") { (context: ControllerTransition, args) in
                context.viewController(forKey: try args[2])
            }
            context.function("viewForKey") { (context: ControllerTransition, args) in
                context.view(forKey: try args[2])
            }
            context.function("initialFrameForViewController") { (context: ControllerTransition, args) in
                context.initialFrame(for: try args[2])
            }
            context.function("finalFrameForViewController") { (context: ControllerTransition, args) in
                context.finalFrame(for: try args[2])
            }
        })

        registerNative(NativeClass(UIPercentDrivenInteractiveTransition.self) { interaction in
            interaction.construct = { _ in UIPercentDrivenInteractiveTransition() }
            interaction.action("startInteractiveTransition") { (interaction: UIPercentDrivenInteractiveTransition, args) in
                interaction.startInteractiveTransition(try args[2] as ControllerTransition)
            }
            interaction.action("updateInteractiveTransition") { (interaction: UIPercentDrivenInteractiveTransition, args) in
                interaction.update(try args[2])
            }
            interaction.action("pauseInteractiveTransition") { (interaction: UIPercentDrivenInteractiveTransition, _) in
                interaction.pause()
            }
            interaction.action("finishInteractiveTransition") { (interaction: UIPercentDrivenInteractiveTransition, _) in
                interaction.finish()
            }
            interaction.action("cancelInteractiveTransition") { (interaction: UIPercentDrivenInteractiveTransition, _) in
                interaction.cancel()
            }
        })
    }

    /// The coordinator as scripts see it: what it reports, and blocks that run
    /// with the transition, after it, and when its interaction changes, each
    /// called with the coordinator.
    func registerTransitionCoordinator() {
        registerNative(NativeClass(luaOnly: "UIViewControllerTransitionCoordinator", swiftType: TransitionCoordinator.self,
                                   properties: [
            Property("transitionDuration", get: { (object: TransitionCoordinator) in object.coordinator.transitionDuration }),
            Property("animated", get: { (object: TransitionCoordinator) in object.coordinator.isAnimated }),
            Property("interactive", get: { (object: TransitionCoordinator) in object.coordinator.isInteractive }),
            Property("cancelled", get: { (object: TransitionCoordinator) in object.coordinator.isCancelled }),
            Property("initiallyInteractive", get: { (object: TransitionCoordinator) in object.coordinator.initiallyInteractive }),
            Property("interruptible", get: { (object: TransitionCoordinator) in object.coordinator.isInterruptible }),
            Property("percentComplete", get: { (object: TransitionCoordinator) in object.coordinator.percentComplete }),
            Property("completionVelocity", get: { (object: TransitionCoordinator) in object.coordinator.completionVelocity }),
            Property("completionCurve", get: { (object: TransitionCoordinator) in object.coordinator.completionCurve }),
            Property("presentationStyle", get: { (object: TransitionCoordinator) in object.coordinator.presentationStyle }),
            Property("containerView", get: { (object: TransitionCoordinator) in object.coordinator.containerView }),
            Property("targetTransform", get: { (object: TransitionCoordinator) in object.coordinator.targetTransform }),
        ]) { coordinator in
            coordinator.function("animateAlongsideTransitionCompletion") { (object: TransitionCoordinator, args) in
                let animation: LuaFunction? = try args[2]
                let completion: LuaFunction? = try args[3]
                return object.coordinator.animate(alongsideTransition: animation.map(TransitionCoordinator.block),
                                                  completion: completion.map(TransitionCoordinator.block))
            }
            coordinator.function("animateAlongsideTransitionInViewAnimationCompletion") { (object: TransitionCoordinator, args) in
                let view: UIView? = try args[2]
                let animation: LuaFunction? = try args[3]
                let completion: LuaFunction? = try args[4]
                return object.coordinator.animateAlongsideTransition(in: view, animation: animation.map(TransitionCoordinator.block),
                                                                     completion: completion.map(TransitionCoordinator.block))
            }
            coordinator.action("notifyWhenInteractionChangesUsingBlock") { (object: TransitionCoordinator, args) in
                object.coordinator.notifyWhenInteractionChanges(TransitionCoordinator.block(try args[2]))
            }
            coordinator.action("notifyWhenInteractionEndsUsingBlock") { (object: TransitionCoordinator, args) in
                object.coordinator.notifyWhenInteractionEnds(TransitionCoordinator.block(try args[2]))
            }
            coordinator.function("viewControllerForKey") { (object: TransitionCoordinator, args) in
                object.coordinator.viewController(forKey: try args[2])
            }
            coordinator.function("viewForKey") { (object: TransitionCoordinator, args) in
                object.coordinator.view(forKey: try args[2])
            }
        })
    }

    /// The controllers' side: the transitioning delegate and the coordinator.
    func addTransitionMethods(controller: NativeClass) {
        controller.getters["transitioningDelegate"] = { args in
            let controller = try args.object(1, UIViewController.self)
            if let adapter = controller.transitioningDelegate as? LuaTransitioningDelegate { return adapter.push(on: args.lua) }
            args.runtime.push(controller.transitioningDelegate, on: args.lua)
            return 1
        }
        controller.setters["transitioningDelegate"] = { [unowned self] args in
            let controller = try args.object(1, UIViewController.self)
            let delegate = try protocolAdapter(LuaTransitioningDelegate.self, owner: "controller", at: 2, in: args) {
                $0 is UIViewControllerTransitioningDelegate
            }
            controller.holdTransitioningDelegate(delegate as? LuaTransitioningDelegate)
            controller.transitioningDelegate = delegate as? UIViewControllerTransitioningDelegate
            return 0
        }
        controller.getters["transitionCoordinator"] = { args in
            let controller = try args.object(1, UIViewController.self)
            return args.push(controller.transitionCoordinator.map(TransitionCoordinator.init))
        }
    }

    func addTransitionMethods(navigation: NativeClass) {
        navigation.getters["delegate"] = { args in
            let navigation = try args.object(1, UINavigationController.self)
            if let adapter = navigation.delegate as? LuaNavigationControllerDelegate { return adapter.push(on: args.lua) }
            args.runtime.push(navigation.delegate, on: args.lua)
            return 1
        }
        navigation.setters["delegate"] = { [unowned self] args in
            let navigation = try args.object(1, UINavigationController.self)
            let delegate = try protocolAdapter(LuaNavigationControllerDelegate.self, owner: "navigation controller",
                                               at: 2, in: args) { $0 is UINavigationControllerDelegate }
            navigation.holdDelegate(delegate as? LuaNavigationControllerDelegate)
            navigation.delegate = delegate as? UINavigationControllerDelegate
            return 0
        }
    }
}

extension TransitionCoordinator {
    /// A script's block, called with the coordinator (its context).
    static func block(_ function: LuaFunction) -> (UIViewControllerTransitionCoordinatorContext) -> Void {
        { context in
            if let coordinator = context as? UIViewControllerTransitionCoordinator {
                function.call(with: TransitionCoordinator(coordinator))
            } else {
                function.call()
            }
        }
    }
}

/// An animator written in Lua (LuaProtocolAdapter says how): `transitionDuration`
/// and `animateTransition`, called with the context, are required (missing,
/// each is a Lua error and the transition lasts 0 s, or is never animated);
/// `animationEnded` is told if it is there. Unlike a delegate, it is held
/// strongly, as UIKit's transition holds its animator.
final class LuaAnimatedTransitioning: LuaProtocolAdapter, UIViewControllerAnimatedTransitioning {
    /// The script's object it stands for, kept while the transition needs it.
    var heldObject: AnyObject?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard has("transitionDuration:") else {
            report("the animator has no transitionDuration (transitionDuration:)")
            return 0
        }
        let duration = ask("transitionDuration:", TimeInterval?.self, arguments: 1) { stack in
            LuaAnimatedTransitioning.push(transitionContext, onto: stack)
        }
        return (duration ?? nil) ?? 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard has("animateTransition:") else {
            report("the animator has no animateTransition (animateTransition:)")
            return
        }
        _ = ask("animateTransition:", LuaAny.self, arguments: 1) { stack in
            LuaAnimatedTransitioning.push(transitionContext, onto: stack)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        _ = ask("animationEnded:", LuaAny.self, arguments: 1) { $0.push(transitionCompleted) }
    }

    /// The engine's context as itself; another (a Swift container's own) as nil.
    static func push(_ context: UIViewControllerContextTransitioning?, onto stack: LuaStack) {
        if let context = context as? ControllerTransition { stack.push(context) } else { stack.lua.pushNil() }
    }
}

/// An interaction controller written in Lua: `startInteractiveTransition`,
/// called with the context, drives the transition through the context's
/// methods; the optional properties take UIKit's defaults. Held strongly.
final class LuaInteractiveTransitioning: LuaProtocolAdapter, UIViewControllerInteractiveTransitioning {
    var heldObject: AnyObject?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard has("startInteractiveTransition:") else {
            report("the interaction controller has no startInteractiveTransition (startInteractiveTransition:)")
            return
        }
        _ = ask("startInteractiveTransition:", LuaAny.self, arguments: 1) { stack in
            LuaAnimatedTransitioning.push(transitionContext, onto: stack)
        }
    }
}

/// Nil, a table or an object, or a Lua error naming what was expected.
private func checkTableOrObject(_ stack: LuaStack, at index: Int32, _ expected: String) throws {
    switch stack.lua.type(at: index) {
    case LUA_TNIL, LUA_TNONE, LUA_TTABLE, LUA_TUSERDATA: return
    default: throw stack.typeError(index, expected: expected)
    }
}

/// What a delegate method answers for an animator: nil, a table or an
/// object of a Lua class (standing in as `LuaAnimatedTransitioning`).
struct AnimatorValue: LuaValue {
    let animator: UIViewControllerAnimatedTransitioning?

    static func typeName(in stack: LuaStack) -> String { "UIViewControllerAnimatedTransitioning" }

    static func read(from stack: LuaStack, at index: Int32) throws -> AnimatorValue {
        try checkTableOrObject(stack, at: index, "an animator (a table or an object)")
        let made = try stack.runtime.protocolAdapter(LuaAnimatedTransitioning.self, owner: "animator", at: index, in: stack) {
            $0 is UIViewControllerAnimatedTransitioning
        }
        if let adapter = made as? LuaAnimatedTransitioning, stack.lua.type(at: index) != LUA_TTABLE {
            adapter.heldObject = try? stack.object(index, AnyObject.self)
        }
        return AnimatorValue(animator: made as? UIViewControllerAnimatedTransitioning)
    }

    func push(onto stack: LuaStack) {
        if let adapter = animator as? LuaAnimatedTransitioning { _ = adapter.push(on: stack.lua) }
        else { stack.runtime.push(animator as AnyObject?, on: stack.lua) }
    }
}

/// What a delegate method answers for an interaction controller: nil, a
/// `UIPercentDrivenInteractiveTransition` (of a Lua subclass too), a table or
/// an object of a Lua class.
struct InteractorValue: LuaValue {
    let interactor: UIViewControllerInteractiveTransitioning?

    static func typeName(in stack: LuaStack) -> String { "UIViewControllerInteractiveTransitioning" }

    static func read(from stack: LuaStack, at index: Int32) throws -> InteractorValue {
        try checkTableOrObject(stack, at: index, "an interaction controller (a table or an object)")
        if let percentDriven = try? stack.object(index, UIPercentDrivenInteractiveTransition.self) {
            return InteractorValue(interactor: percentDriven)
        }
        let made = try stack.runtime.protocolAdapter(LuaInteractiveTransitioning.self, owner: "interaction controller",
                                                     at: index, in: stack) { $0 is UIViewControllerInteractiveTransitioning }
        if let adapter = made as? LuaInteractiveTransitioning, stack.lua.type(at: index) != LUA_TTABLE {
            adapter.heldObject = try? stack.object(index, AnyObject.self)
        }
        return InteractorValue(interactor: made as? UIViewControllerInteractiveTransitioning)
    }

    func push(onto stack: LuaStack) {
        if let adapter = interactor as? LuaInteractiveTransitioning { _ = adapter.push(on: stack.lua) }
        else { stack.runtime.push(interactor as AnyObject?, on: stack.lua) }
    }
}

/// A transitioning delegate written in Lua (LuaProtocolAdapter says how): each
/// method answers an animator or an interaction controller, or nil for the
/// standard transition.
final class LuaTransitioningDelegate: LuaProtocolAdapter, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ask("animationControllerForPresentedController:presentingController:sourceController:", presented,
            AnimatorValue.self, count: 2) { stack in
            self.push(presenting, onto: stack)
            self.push(source, onto: stack)
        }?.animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ask("animationControllerForDismissedController:", dismissed, AnimatorValue.self, count: 0) { _ in }?.animator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        ask("interactionControllerForPresentation:", InteractorValue.self, arguments: 1) { stack in
            AnimatorValue(animator: animator).push(onto: stack)
        }?.interactor
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        ask("interactionControllerForDismissal:", InteractorValue.self, arguments: 1) { stack in
            AnimatorValue(animator: animator).push(onto: stack)
        }?.interactor
    }
}

/// A navigation controller's delegate written in Lua (LuaProtocolAdapter
/// says how): the animator of an animated push or pop, and its interaction
/// controller.
final class LuaNavigationControllerDelegate: LuaProtocolAdapter, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? {
        ask("navigationController:animationControllerForOperation:fromViewController:toViewController:",
            navigationController, AnimatorValue.self, count: 3) { stack in
            stack.push(operation)
            self.push(fromVC, onto: stack)
            self.push(toVC, onto: stack)
        }?.animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        ask("navigationController:interactionControllerForAnimationController:", navigationController,
            InteractorValue.self, count: 1) { stack in
            AnimatorValue(animator: animationController).push(onto: stack)
        }?.interactor
    }
}
