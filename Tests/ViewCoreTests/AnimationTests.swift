import XCTest
@testable import ViewCore

private final class AnimationLog: CAAnimationDelegate {
    var lines: [String] = []
    func animationDidStart(_ anim: CAAnimation) { lines.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(flag)") }
}

/// R14: animations in virtual time. Sources: Apple's `UIView.animate(withDuration:…)`
/// ("changes to the view's properties take effect immediately… the animation
/// runs on the view's presentation"), `completion` ("a Boolean value that
/// indicates whether or not the animations actually finished before the
/// completion handler was called"), `CALayer.presentation()`, `CAAnimation`'s
/// `fillMode` and `isRemovedOnCompletion`, `CATransaction.setCompletionBlock(_:)`,
/// WWDC 2014 session 236 (view animations are additive from iOS 8).
final class AnimationTests: ViewCoreTestCase {
    private var time: TimeInterval { VirtualRunLoop.main.currentTime }

    private func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

    func test_R14_1_theModelChangesAtOnceAndThePresentationMovesOverVirtualTime() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 250, y: 50) }
        XCTAssertEqual(view.center, CGPoint(x: 250, y: 50), "the model is the end value at once")
        XCTAssertEqual(view.frame, CGRect(x: 200, y: 0, width: 100, height: 100))
        XCTAssertEqual(presentedX(view), 50, accuracy: 1e-9, "what shows has not moved yet")
        XCTAssertEqual(view.layer.animationKeys(), ["position"])

        VirtualRunLoop.main.run(for: 0.5)
        XCTAssertEqual(presentedX(view), 150, accuracy: 1e-4, "half-way, on a curve that eases in and out symmetrically")
        VirtualRunLoop.main.run(for: 0.25)
        XCTAssertGreaterThan(presentedX(view), 200)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(presentedX(view), 250)
        XCTAssertNil(view.layer.animationKeys())
    }

    func test_R14_1_linearCurveAndTheAnimatedProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
            view.bounds.size = CGSize(width: 200, height: 100)
            view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        XCTAssertEqual(Set(view.layer.animationKeys() ?? []), ["opacity", "bounds", "backgroundColor", "transform"])
        VirtualRunLoop.main.run(for: 0.25)
        let shown = view.layer.presentation()
        XCTAssertEqual(shown?.opacity ?? .nan, 0.75, accuracy: 1e-6)
        XCTAssertEqual(shown?.bounds.width ?? .nan, 125, accuracy: 1e-6)
        XCTAssertEqual(shown?.backgroundColor?.alpha ?? .nan, 0.25, accuracy: 1e-6, "from clear")
        let angle = atan2(shown?.affineTransform().b ?? .nan, shown?.affineTransform().a ?? .nan)
        XCTAssertEqual(angle, .pi / 8, accuracy: 1e-6, "a transform turns through its angle")
    }

    func test_R14_2_theCompletionRunsOnceWithFinishedTrueAtTheEnd() {
        let view = UIView()
        var calls: [(Bool, TimeInterval)] = []
        let start = time
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { calls.append(($0, self.time - start)) })
        XCTAssertTrue(calls.isEmpty)
        VirtualRunLoop.main.run(for: 0.2)
        XCTAssertTrue(calls.isEmpty)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(calls.map(\.0), [true])
        XCTAssertEqual(calls.first?.1 ?? 0, 0.3, accuracy: 1.0 / 60 + 1e-9, "at the first frame at or after its end")
        VirtualRunLoop.main.run(for: 1)
        XCTAssertEqual(calls.count, 1)
    }

    func test_R14_2_anAnimationRemovedBeforeItsEndCompletesUnfinished() {
        let view = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        VirtualRunLoop.main.run(for: 0.5)
        view.layer.removeAllAnimations()
        XCTAssertEqual(finished, [false])
        XCTAssertEqual(view.layer.presentation()?.opacity, 0, "what shows jumps to the model")
    }

    func test_R14_2_aBlockThatAnimatesNothingCompletesAfterTheCommitNotWithinTheCall() {
        let view = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.tag = 4 }, completion: { finished.append($0) })
        XCTAssertEqual(finished, [])
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(finished, [true])
        UIView.animate(withDuration: .nan, animations: { view.alpha = 0.2 }, completion: { finished.append($0) })
        XCTAssertEqual(view.alpha, 0.2)
        XCTAssertNil(view.layer.animationKeys(), "a duration that is no positive number does not animate")
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(finished, [true, true])
    }

    func test_R14_3_layoutIfNeededInsideTheBlockAnimatesTheLayout() {
        final class Column: UIView {
            var wide = false
            override func layoutSubviews() {
                super.layoutSubviews()
                subviews.first?.frame = CGRect(x: 0, y: 0, width: wide ? 200 : 100, height: 10)
            }
        }
        let column = Column(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let bar = UIView()
        column.addSubview(bar)
        column.layoutIfNeeded()
        column.wide = true
        column.setNeedsLayout()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { column.layoutIfNeeded() })
        XCTAssertEqual(bar.frame.width, 200)
        VirtualRunLoop.main.run(for: 0.5)
        XCTAssertEqual(bar.layer.presentation()?.bounds.width ?? .nan, 150, accuracy: 1e-6)
    }

    func test_R14_4_aDelayShowsTheOldValueUntilTheAnimationBegins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 105 })
        VirtualRunLoop.main.run(for: 0.4)
        XCTAssertEqual(presentedX(view), 5, accuracy: 1e-9)
        VirtualRunLoop.main.run(for: 0.6)
        XCTAssertEqual(presentedX(view), 55, accuracy: 1e-6)
    }

    func test_R14_5_aSpringOvershootsAndRestsAtItsValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 105 }, completion: { finished.append($0) })
        var largest: CGFloat = 0
        for _ in 0..<55 {
            VirtualRunLoop.main.run(for: 1.0 / 60)
            largest = max(largest, presentedX(view))
        }
        XCTAssertGreaterThan(largest, 110, "underdamped: past the end")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(presentedX(view), 105)
    }

    func test_R14_6_aSecondAnimationOfTheSamePropertyAddsToTheFirst() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 },
                       completion: { finished.append($0) })
        VirtualRunLoop.main.run(for: 0.5)
        let before = presentedX(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 5 },
                       completion: { finished.append($0) })
        XCTAssertEqual(presentedX(view), before, accuracy: 1e-6, "no jump where the second begins")
        XCTAssertEqual(view.layer.animationKeys(), ["position", "position-2"])
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(finished, [true, true], "neither cut the other short")
        XCTAssertEqual(presentedX(view), 5)
    }

    func test_R14_7_aLayerAnimationMovesThePresentationNotTheModel() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let log = AnimationLog()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.delegate = log
        layer.add(move, forKey: "move")
        move.toValue = 1_000
        XCTAssertEqual(layer.position.x, 5, "the model stays")
        VirtualRunLoop.main.run(for: 0.5)
        XCTAssertEqual(layer.presentation()?.position.x ?? .nan, 50, accuracy: 1e-6, "linear by default; the copy added runs")
        XCTAssertEqual(log.lines, ["start"])
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(log.lines, ["start", "stop true"])
        XCTAssertNil(layer.animation(forKey: "move"))
        XCTAssertEqual(layer.presentation()?.position.x, 5, "removed on completion: the model shows again")
    }

    func test_R14_7_aForwardsFillKeepsTheEndValue() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(layer.presentation()?.opacity, 0)
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.animationKeys(), ["fade"])
    }

    func test_R14_7_keyframesGroupsAndRepeats() {
        let layer = CALayer()
        let frames = CAKeyframeAnimation(keyPath: "position.x")
        frames.values = [0, 100, 50]
        frames.keyTimes = [0, 0.5, 1]
        frames.duration = 1
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 0
        grow.toValue = 40
        grow.duration = 2
        let group = CAAnimationGroup()
        group.animations = [frames, grow]
        group.duration = 2
        layer.add(group, forKey: "group")
        VirtualRunLoop.main.run(for: 0.25)
        XCTAssertEqual(layer.presentation()?.position.x ?? .nan, 50, accuracy: 1e-6)
        VirtualRunLoop.main.run(for: 0.5)
        XCTAssertEqual(layer.presentation()?.position.x ?? .nan, 75, accuracy: 1e-6)
        XCTAssertEqual(layer.presentation()?.bounds.width ?? .nan, 15, accuracy: 1e-6)

        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = 2
        let other = CALayer()
        other.add(pulse, forKey: "pulse")
        VirtualRunLoop.main.run(for: 1.5)
        XCTAssertEqual(other.presentation()?.opacity ?? .nan, 0.5, accuracy: 1e-6, "on its way back")
        let start = time
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(time - start, 2.5, accuracy: 1.0 / 60 + 1e-9, "two passes there and back")
    }

    func test_R14_7_aShapeLayersStrokeEndAnimatesItsPresentation() {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        shape.add(draw, forKey: "draw")
        VirtualRunLoop.main.run(for: 0.5)
        let shown = shape.presentation()
        XCTAssertEqual(shown?.strokeEnd ?? .nan, 0.5, accuracy: 1e-6)
        XCTAssertEqual(shown?.path, shape.path, "the presentation keeps the model's path")
        XCTAssertEqual(shape.strokeEnd, 1)
    }

    func test_R14_8_aTransactionsCompletionWaitsForItsAnimations() {
        let layer = CALayer()
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { order.append("completion at \(self.time)") }
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 10
        layer.add(move, forKey: nil)
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "animation-1")?.duration, 2, "the transaction's duration")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(order.count, 1)
        XCTAssertTrue(order.first?.hasPrefix("completion at 2.0") == true, order.description)

        var empty = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { empty += 1 }
        CATransaction.commit()
        XCTAssertEqual(empty, 0)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(empty, 1)
    }

    func test_R14_9_withoutAnimationsChangesDoNotAnimate() {
        let view = UIView()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }
        XCTAssertNil(view.layer.animationKeys())
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        XCTAssertNil(view.layer.animationKeys())
        UIView.setAnimationsEnabled(true)
        XCTAssertTrue(UIView.areAnimationsEnabled)
    }

    func test_R14_10_aSnapshotShowsThePresentation() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .red
        root.addSubview(box)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 30 })
        VirtualRunLoop.main.run(for: 0.5)
        let midway = try root.snapshot(scale: 1)
        XCTAssertEqual(midway.pixel(x: 20, y: 5).red, 255, "at 15…25 half-way")
        XCTAssertEqual(midway.pixel(x: 35, y: 5).alpha, 0)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(try root.snapshot(scale: 1).pixel(x: 35, y: 5).red, 255)
    }

    func test_R14_11_anAnimationThatNeverEndsKeepsRunUntilIdleFromReturningAndIsReported() {
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi * 2
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        var raised: [String] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0.reason) }
        VirtualRunLoop.main.runUntilIdle()
        UIKitException.handler = saved
        XCTAssertEqual(raised.count, 1)
        layer.removeAnimation(forKey: "spin")
        VirtualRunLoop.main.runUntilIdle()
    }

    func test_R14_11_badValuesNeverTrap() {
        let layer = CALayer()
        let odd = CABasicAnimation(keyPath: "no.such.key")
        odd.toValue = "text"
        layer.add(odd, forKey: "odd")
        let nan = CABasicAnimation(keyPath: "opacity")
        nan.fromValue = Double.nan
        nan.duration = -.infinity
        nan.speed = .nan
        layer.add(nan, forKey: "nan")
        let mixed = CABasicAnimation(keyPath: "position")
        mixed.fromValue = 3
        mixed.toValue = CGRect.zero
        layer.add(mixed, forKey: "mixed")
        let curve = CAMediaTimingFunction(controlPoints: .nan, 5, -3, .infinity)
        XCTAssertEqual(curve.progress(at: 0.5).isFinite, true)
        XCTAssertEqual(layer.presentation()?.opacity, 1, "a NaN leaves the value alone")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertNil(layer.animationKeys())
    }

    // MARK: R14.12 Property animators

    func test_R14_12_anAnimatorRunsPausesScrubsAndFinishes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(view.center.x, 5, "nothing runs before it starts")
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        XCTAssertEqual(view.center.x, 105, "started: the model is the end")
        XCTAssertEqual(animator.state, .active)
        VirtualRunLoop.main.run(for: 0.25)
        XCTAssertEqual(presentedX(view), 30, accuracy: 1e-6)
        animator.pauseAnimation()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(presentedX(view), 30, accuracy: 1e-6, "paused, it keeps nothing busy and stays")
        animator.fractionComplete = 0.5
        XCTAssertEqual(presentedX(view), 55, accuracy: 1e-6)
        animator.isReversed = true
        animator.startAnimation()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center.x, 5, "reversed to its start, the model goes back")
        XCTAssertEqual(animator.state, .inactive)
    }

    func test_R14_12_stoppingLeavesTheViewsWhereTheyShow() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: .curveLinear,
                                                                      animations: { view.alpha = 0 },
                                                                      completion: { positions.append($0) })
        VirtualRunLoop.main.run(for: 0.5)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(view.alpha, 0.5, accuracy: 1e-6, "stopped: the model is where it showed")
        animator.finishAnimation(at: .end)
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(positions, [.end])

        let other = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.alpha = 1 }
        other.startAnimation()
        VirtualRunLoop.main.run(for: 0.5)
        other.stopAnimation(true)
        XCTAssertEqual(other.state, .inactive)
        XCTAssertGreaterThan(view.alpha, 0)
        XCTAssertLessThan(view.alpha, 1)
        XCTAssertNil(view.layer.animationKeys())
        VirtualRunLoop.main.runUntilIdle()
    }

    // MARK: R14.13 Keyframe blocks

    func test_R14_13_keyframesAnimateOverTheirPartOfTheBlock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 55 }
        }, completion: { finished.append($0) })
        XCTAssertEqual(view.center.x, 55, "the model is the last keyframe's at once")
        VirtualRunLoop.main.run(for: 0.25)
        XCTAssertEqual(presentedX(view), 55, accuracy: 1e-6, "half-way through the first keyframe")
        VirtualRunLoop.main.run(for: 0.5)
        XCTAssertEqual(presentedX(view), 80, accuracy: 1e-6, "half-way through the second")
        XCTAssertEqual(finished, [])
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(finished, [true], "once, when the last keyframe ends")
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        XCTAssertNil(view.layer.animationKeys(), "outside a keyframe block a keyframe does not animate")
    }
}

