import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// Animations as scripts write them: UIView's block animations as class
/// methods (`UIView:animateWithDurationAnimations(0.3, function() … end)`),
/// layers' animations, Core Animation's animation classes and transactions.
/// Their properties come from the class registry (ViewCore's CAAnimation.swift);
/// values (`fromValue`, `values`) are numbers, geometry, colours or transforms.
extension LuaRuntime {
    func registerAnimations() {
        registerNative(NativeClass(CAMediaTimingFunction.self) { function in
            function.classFunction("functionWithName") { args in
                CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: try args[2]))
            }
            function.classFunction("functionWithControlPoints") { args in
                CAMediaTimingFunction(controlPoints: try args[2], try args[3], try args[4], try args[5])
            }
        })
        registerNative(NativeClass(CAAnimation.self) { [unowned self] animation in
            animation.construct = { _ in CAAnimation() }
            animation.methods["animation"] = { [unowned self] args in
                let type = try luaClass(at: 1, in: args).registered.swiftType as? CAAnimation.Type ?? CAAnimation.self
                return args.push(type.init())
            }
        })
        registerNative(NativeClass(CAPropertyAnimation.self) { [unowned self] animation in
            animation.construct = { _ in CAPropertyAnimation() }
            animation.methods["animationWithKeyPath"] = { [unowned self] args in
                let type = try luaClass(at: 1, in: args).registered.swiftType as? CAPropertyAnimation.Type ?? CAPropertyAnimation.self
                let made = type.init()
                made.keyPath = try args[2]
                return args.push(made as CAAnimation)
            }
        })
        registerNative(NativeClass(CABasicAnimation.self) { [unowned self] animation in
            animation.construct = { _ in CABasicAnimation() }
            addValue("fromValue", to: animation, get: { $0.fromValue }, set: { $0.fromValue = $1 })
            addValue("toValue", to: animation, get: { $0.toValue }, set: { $0.toValue = $1 })
            addValue("byValue", to: animation, get: { $0.byValue }, set: { $0.byValue = $1 })
        })
        registerNative(NativeClass(CASpringAnimation.self) { animation in
            animation.construct = { _ in CASpringAnimation() }
        })
        registerNative(NativeClass(CAKeyframeAnimation.self) { [unowned self] animation in
            animation.construct = { _ in CAKeyframeAnimation() }
            animation.getters["values"] = { args in
                let keyframes = try args.object(1, CAKeyframeAnimation.self)
                return args.push(keyframes.values.map { $0.map(LuaAny.init) })
            }
            animation.setters["values"] = { [unowned self] args in
                let keyframes = try args.object(1, CAKeyframeAnimation.self)
                let values = try (args[2] as [LuaAny]?)?.map(\.value)
                for value in values ?? [] { try checkAnimationValue(value, "values", in: args) }
                keyframes.values = values?.map { $0 as Any }
                return 0
            }
        })
        registerNative(NativeClass(CAAnimationGroup.self) { group in
            group.construct = { _ in CAAnimationGroup() }
        })
        registerNative(NativeClass(UIViewPropertyAnimator.self) { animator in
            // UIViewPropertyAnimator(duration, curve [, animations]) or (duration, dampingRatio, animations) with a
            // ratio that is no curve's number: initWithDurationCurveAnimations, initWithDurationDampingRatioAnimations.
            animator.construct = { args in
                let duration: Double = try args[1]
                let block: LuaFunction? = try args[3]
                let animations = block.map { function in { function.call() } }
                if lua_isinteger(args.lua.state, 2) != 0, let curve = UIView.AnimationCurve(rawValue: try args[2]) {
                    return UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
                }
                return UIViewPropertyAnimator(duration: duration, dampingRatio: try args[2], animations: animations)
            }
            animator.classFunction("runningPropertyAnimatorWithDurationDelayOptionsAnimationsCompletion") { args in
                let animations: LuaFunction = try args[5]
                let completion: LuaFunction? = try args[6]
                return UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: try args[2], delay: try args[3], options: try args[4], animations: { animations.call() },
                    completion: completion.map { function in { position in function.call(with: position) } })
            }
            animator.action("addAnimations") { (animator: UIViewPropertyAnimator, args) in
                let function: LuaFunction = try args[2]
                animator.addAnimations { function.call() }
            }
            animator.action("addAnimationsDelayFactor") { (animator: UIViewPropertyAnimator, args) in
                let function: LuaFunction = try args[2]
                animator.addAnimations({ function.call() }, delayFactor: try args[3])
            }
            animator.action("addCompletion") { (animator: UIViewPropertyAnimator, args) in
                let function: LuaFunction = try args[2]
                animator.addCompletion { position in function.call(with: position) }
            }
            animator.action("startAnimation") { (animator: UIViewPropertyAnimator, _) in animator.startAnimation() }
            animator.action("startAnimationAfterDelay") { (animator: UIViewPropertyAnimator, args) in
                animator.startAnimation(afterDelay: try args[2])
            }
            animator.action("pauseAnimation") { (animator: UIViewPropertyAnimator, _) in animator.pauseAnimation() }
            animator.action("stopAnimation") { (animator: UIViewPropertyAnimator, args) in animator.stopAnimation(try args[2]) }
            animator.action("finishAnimationAtPosition") { (animator: UIViewPropertyAnimator, args) in
                animator.finishAnimation(at: try args[2])
            }
        })
        registerNative(NativeClass(luaOnly: "CATransaction", swiftType: CATransaction.self, properties: []) { transaction in
            transaction.classAction("begin") { _ in CATransaction.begin() }
            transaction.classAction("commit") { _ in CATransaction.commit() }
            transaction.classAction("flush") { _ in CATransaction.flush() }
            transaction.classFunction("animationDuration") { _ in CATransaction.animationDuration() }
            transaction.classAction("setAnimationDuration") { args in CATransaction.setAnimationDuration(try args[2]) }
            transaction.classFunction("animationTimingFunction") { _ in CATransaction.animationTimingFunction() }
            transaction.classAction("setAnimationTimingFunction") { args in
                CATransaction.setAnimationTimingFunction(try args[2])
            }
            transaction.classFunction("disableActions") { _ in CATransaction.disableActions() }
            transaction.classAction("setDisableActions") { args in CATransaction.setDisableActions(try args[2]) }
            transaction.classAction("setCompletionBlock") { args in
                let block: Block? = try args[2]
                CATransaction.setCompletionBlock(block?.body)
            }
        })
    }

    /// A value property of any kind an animation moves between.
    private func addValue(_ name: String, to animation: NativeClass, get: @escaping (CABasicAnimation) -> Any?,
                          set: @escaping (CABasicAnimation, Any?) -> Void) {
        animation.getters[name] = { args in args.push(LuaAny(get(try args.object(1, CABasicAnimation.self)))) }
        animation.setters[name] = { [unowned self] args in
            let value = (try args[2] as LuaAny).value
            try checkAnimationValue(value, name, in: args)
            set(try args.object(1, CABasicAnimation.self), value)
            return 0
        }
    }

    /// An animation holds only what it can animate: an object would be held
    /// by it past its life, and an animation holding itself never freed.
    private func checkAnimationValue(_ value: Any?, _ name: String, in args: LuaStack) throws {
        guard !CAAnimation.canAnimate(value) else { return }
        let given = args.lua.type(at: 2) == LUA_TTABLE ? "" : ", not \(typeName(at: 2, in: args.lua))"
        throw LuaError.argument(2, "\(name) takes numbers, points, sizes, rects, colours or transforms\(given)")
    }

    /// The layer's animation methods (registerLayer).
    func addAnimationMethods(to layer: NativeClass) {
        layer.action("addAnimationForKey") { (layer: CALayer, args) in layer.add(try args[2], forKey: try args[3]) }
        layer.action("removeAnimationForKey") { (layer: CALayer, args) in layer.removeAnimation(forKey: try args[2]) }
        layer.action("removeAllAnimations") { (layer: CALayer, _) in layer.removeAllAnimations() }
        layer.function("animationForKey") { (layer: CALayer, args) in layer.animation(forKey: try args[2]) }
        layer.function("animationKeys") { (layer: CALayer, _) in layer.animationKeys() }
        layer.function("presentationLayer") { (layer: CALayer, _) in layer.presentation() }
        layer.function("modelLayer") { (layer: CALayer, _) in layer.model() }
        layer.function("affineTransform") { (layer: CALayer, _) in layer.affineTransform() }
        layer.action("setAffineTransform") { (layer: CALayer, args) in layer.setAffineTransform(try args[2]) }
    }

    /// UIView's block animations, as class methods of every view class.
    func addBlockAnimations(to view: NativeClass) {
        func completion(_ args: LuaStack, at index: Int32) throws -> ((Bool) -> Void)? {
            guard let function: LuaFunction = try args[index] else { return nil }
            return { finished in function.call(with: finished) }
        }
        func animations(_ args: LuaStack, at index: Int32) throws -> () -> Void {
            let function: LuaFunction = try args[index]
            return { function.call() }
        }
        view.classAction("animateWithDurationAnimations") { args in
            UIView.animate(withDuration: try args[2], animations: try animations(args, at: 3))
        }
        view.classAction("animateWithDurationAnimationsCompletion") { args in
            UIView.animate(withDuration: try args[2], animations: try animations(args, at: 3), completion: try completion(args, at: 4))
        }
        view.classAction("animateWithDurationDelayOptionsAnimationsCompletion") { args in
            UIView.animate(withDuration: try args[2], delay: try args[3], options: try args[4],
                           animations: try animations(args, at: 5), completion: try completion(args, at: 6))
        }
        view.classAction("animateWithDurationDelayUsingSpringWithDampingInitialSpringVelocityOptionsAnimationsCompletion") { args in
            UIView.animate(withDuration: try args[2], delay: try args[3], usingSpringWithDamping: try args[4],
                           initialSpringVelocity: try args[5], options: try args[6],
                           animations: try animations(args, at: 7), completion: try completion(args, at: 8))
        }
        view.classAction("animateKeyframesWithDurationDelayOptionsAnimationsCompletion") { args in
            UIView.animateKeyframes(withDuration: try args[2], delay: try args[3], options: try args[4],
                                    animations: try animations(args, at: 5), completion: try completion(args, at: 6))
        }
        view.classAction("addKeyframeWithRelativeStartTimeRelativeDurationAnimations") { args in
            UIView.addKeyframe(withRelativeStartTime: try args[2], relativeDuration: try args[3],
                               animations: try animations(args, at: 4))
        }
        view.classAction("transitionWithViewDurationOptionsAnimationsCompletion") { args in
            let block: LuaFunction? = try args[5]
            UIView.transition(with: try args[2], duration: try args[3], options: try args[4],
                              animations: block.map { function in { function.call() } }, completion: try completion(args, at: 6))
        }
        view.classAction("transitionFromViewToViewDurationOptionsCompletion") { args in
            UIView.transition(from: try args[2], to: try args[3], duration: try args[4], options: try args[5],
                              completion: try completion(args, at: 6))
        }
        view.classAction("performWithoutAnimation") { args in
            let function: LuaFunction = try args[2]
            UIView.performWithoutAnimation { function.call() }
        }
        view.classAction("setAnimationsEnabled") { args in UIView.setAnimationsEnabled(try args[2]) }
        view.classProperty("areAnimationsEnabled") { args in args.push(UIView.areAnimationsEnabled) }
        view.classProperty("inheritedAnimationDuration") { args in args.push(UIView.inheritedAnimationDuration) }
    }
}
