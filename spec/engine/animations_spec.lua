-- Animations in virtual time, from Lua (docs/uikit-behavior.md, R14): the model
-- changes at once, the presentation moves frame by frame, completions run once.
describe("animations", function()
  local function shownX(view) return view.layer:presentationLayer().position.x end

  it("change the model at once and the presentation over virtual time", function()
    local view = UIView(CGRect(0, 0, 100, 100))
    local finished = {}
    UIView:animateWithDurationDelayOptionsAnimationsCompletion(1, 0, UIViewAnimationOptionCurveLinear, function()
      view.center = CGPoint(250, 50)
    end, function(done) finished[#finished + 1] = done end)
    assert.are.equal(CGPoint(250, 50), view.center)
    assert.are.equal(50, shownX(view))
    RunLoop.main:runFor(0.5)
    assert.is_true(math.abs(shownX(view) - 150) < 1e-6)
    assert.are.same({}, finished)
    RunLoop.main:runUntilIdle()
    assert.are.same({ true }, finished)
    assert.are.equal(250, shownX(view))
  end)

  it("complete unfinished when removed, and after the commit when nothing animates", function()
    local view = UIView()
    local finished = {}
    UIView:animateWithDurationAnimationsCompletion(1, function() view.alpha = 0 end,
      function(done) finished[#finished + 1] = done end)
    view.layer:removeAllAnimations()
    assert.are.same({ false }, finished)
    UIView:animateWithDurationAnimationsCompletion(1, function() end,
      function(done) finished[#finished + 1] = done end)
    assert.are.same({ false }, finished)
    RunLoop.main:runOnce()
    assert.are.same({ false, true }, finished)
  end)

  it("animate transforms, and a spring", function()
    local view = UIView(CGRect(0, 0, 10, 10))
    UIView:animateWithDurationAnimations(0.5, function()
      view.transform = CGAffineTransformMakeScale(2, 2)
    end)
    assert.are.equal(CGRect(-5, -5, 20, 20), view.frame)
    assert.are.same({ "transform" }, view.layer:animationKeys())
    RunLoop.main:runUntilIdle()
    UIView:animateWithDurationDelayUsingSpringWithDampingInitialSpringVelocityOptionsAnimationsCompletion(
      1, 0, 0.3, 0, 0, function() view.center = CGPoint(105, 5) end, nil)
    local largest = 0
    for _ = 1, 50 do
      RunLoop.main:runFor(1 / 60)
      largest = math.max(largest, shownX(view))
    end
    assert.is_true(largest > 105)
  end)

  it("run Core Animation's animations on layers, with transactions", function()
    local layer = CALayer()
    layer.frame = CGRect(0, 0, 10, 10)
    local move = CABasicAnimation:animationWithKeyPath("position.x")
    move.fromValue = 0
    move.toValue = 100
    move.duration = 1
    move.timingFunction = CAMediaTimingFunction:functionWithName(kCAMediaTimingFunctionLinear)
    local done = 0
    CATransaction:begin()
    CATransaction:setCompletionBlock(function() done = done + 1 end)
    layer:addAnimationForKey(move, "move")
    CATransaction:commit()
    assert.are.equal(5, layer.position.x)
    RunLoop.main:runFor(0.25)
    assert.is_true(math.abs(layer:presentationLayer().position.x - 25) < 1e-6)
    assert.are.equal("position.x", layer:animationForKey("move").keyPath)
    RunLoop.main:runUntilIdle()
    assert.are.equal(1, done)
    assert.is_nil(layer:animationKeys())

    local frames = CAKeyframeAnimation:animationWithKeyPath("opacity")
    frames.values = { 1, 0, 1 }
    frames.duration = 2
    frames.fillMode = kCAFillModeForwards
    frames.removedOnCompletion = false
    layer:addAnimationForKey(frames, "blink")
    RunLoop.main:runFor(1)
    assert.is_true(math.abs(layer:presentationLayer().opacity) < 1e-6)
    assert.are.same({ 1, 0, 1 }, frames.values)
  end)

  it("show in snapshots where the presentation is", function()
    local root = UIView(CGRect(0, 0, 40, 10))
    local box = UIView(CGRect(0, 0, 10, 10))
    box.backgroundColor = UIColor.redColor
    root:addSubview(box)
    UIView:animateWithDurationDelayOptionsAnimationsCompletion(1, 0, UIViewAnimationOptionCurveLinear, function()
      box.frame = CGRect(30, 0, 10, 10)
    end, nil)
    RunLoop.main:runFor(0.5)
    assert.snapshot("midway", root)
  end)

  it("refuse bad input with a clear error", function()
    local view = UIView()
    assert.has_error(function() UIView:animateWithDurationAnimations("long", function() end) end)
    assert.has_error(function() UIView:animateWithDurationAnimations(1, nil) end)
    assert.has_error(function()
      UIView:animateWithDurationDelayOptionsAnimationsCompletion(1, 0, 1 << 40, function() end, nil)
    end)
    local move = CABasicAnimation:animationWithKeyPath("position")
    assert.has_error(function() move.fillMode = "sideways" end)
    assert.has_error(function() view.layer:addAnimationForKey("move", "key") end)
    assert.has_error(function() move.toValue = "text" end)
    assert.has_error(function() move.fromValue = move end, "bad value for property 'fromValue' of CABasicAnimation "
      .. "(fromValue takes numbers, points, sizes, rects, colours or transforms, not CABasicAnimation)")
    assert.has_error(function() move.byValue = view end)
    move.toValue = CGSize(1, 2)  -- of another kind than the position: the animation shows nothing of it
    view.layer:addAnimationForKey(move, "odd")
    RunLoop.main:runUntilIdle()
    assert.is_nil(view.layer:animationKeys())
    UIView:animateWithDurationAnimations(0 / 0, function() view.alpha = 0.5 end)
    assert.are.equal(0.5, view.alpha)
    assert.has_error(function()
      UIView:animateWithDurationAnimations(1, function() error("inside the block") end)
    end, "inside the block")
  end)
end)

describe("property animators", function()
  it("run, pause, scrub, reverse and finish with a position", function()
    local view = UIView(CGRect(0, 0, 10, 10))
    local positions = {}
    local animator = UIViewPropertyAnimator(1, UIViewAnimationCurveLinear, function() view.center = CGPoint(105, 5) end)
    animator:addCompletion(function(position) positions[#positions + 1] = position end)
    assert.are.equal(UIViewAnimatingStateInactive, animator.state)
    animator:startAnimation()
    assert.are.equal(105, view.center.x)
    RunLoop.main:runFor(0.25)
    assert.is_true(math.abs(view.layer:presentationLayer().position.x - 30) < 1e-6)
    animator.fractionComplete = 0.5
    assert.is_false(animator.running)
    assert.is_true(math.abs(view.layer:presentationLayer().position.x - 55) < 1e-6)
    animator:startAnimation()
    RunLoop.main:runUntilIdle()
    assert.are.same({ UIViewAnimatingPositionEnd }, positions)
  end)

  it("stop where they show", function()
    local view = UIView()
    local animator = UIViewPropertyAnimator:runningPropertyAnimatorWithDurationDelayOptionsAnimationsCompletion(
      1, 0, UIViewAnimationOptionCurveLinear, function() view.alpha = 0 end, nil)
    RunLoop.main:runFor(0.5)
    animator:stopAnimation(false)
    assert.are.equal(UIViewAnimatingStateStopped, animator.state)
    assert.is_true(math.abs(view.alpha - 0.5) < 1e-6)
    animator:finishAnimationAtPosition(UIViewAnimatingPositionStart)
    assert.are.equal(1, view.alpha)
    assert.has_error(function() animator:finishAnimationAtPosition(7) end)
    assert.has_error(function() UIViewPropertyAnimator("slow", 0) end)
  end)
end)

describe("keyframe blocks", function()
  it("animate each keyframe over its part, and complete once", function()
    local view = UIView(CGRect(0, 0, 10, 10))
    local finished = {}
    UIView:animateKeyframesWithDurationDelayOptionsAnimationsCompletion(1, 0, 0, function()
      UIView:addKeyframeWithRelativeStartTimeRelativeDurationAnimations(0, 0.5, function() view.center = CGPoint(105, 5) end)
      UIView:addKeyframeWithRelativeStartTimeRelativeDurationAnimations(0.5, 0.5, function() view.center = CGPoint(55, 5) end)
    end, function(done) finished[#finished + 1] = done end)
    RunLoop.main:runFor(0.75)
    assert.is_true(math.abs(view.layer:presentationLayer().position.x - 80) < 1e-6)
    RunLoop.main:runUntilIdle()
    assert.are.same({ true }, finished)
    assert.has_error(function()
      UIView:animateKeyframesWithDurationDelayOptionsAnimationsCompletion(1, 0, 1 << 30, function() end, nil)
    end)
  end)
end)
