-- Issue 11, transitions a script can drive into corners: a push in the turn of the
-- first appearance, a root replaced inside its own viewWillAppear:, a completion
-- that runs the run loop, an edge swipe given NaN and held after its end.
describe("a transition driven into a corner", function()
  local log
  local function say(line) log[#log + 1] = line end

  local Screen = UIViewController:subclass("Screen")
  for _, name in ipairs({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
    Screen[name] = function(self, animated)
      say(self.title .. " " .. name .. (animated and " animated" or ""))
      if self.onAppearance then self.onAppearance(name) end
      return Screen.super[name](self, animated)
    end
  end
  function Screen:dealloc() say(self.title .. " dealloc") end

  local function screen(title)
    local controller = Screen()
    controller.title = title
    return controller
  end

  local function viewsIn(window)
    local count = 0
    for line in window:recursiveDescription():gmatch("[^\n]+") do
      if line:find("<UIView:") then count = count + 1 end
    end
    return count
  end

  before_each(function() log = {} end)

  it("a push in the turn of the first appearance", function()
    do
      local a, b = screen("A"), screen("B")
      local nav = UINavigationController(a)
      local window = UIWindow()
      window.rootViewController = nav
      window:makeKeyAndVisible()
      nav:pushViewControllerAnimated(b, true)
      RunLoop.main:runUntilIdle()
      assert.is_nil(a.view.window)
      assert.are.equal(1, viewsIn(window), "controller views in the window")
      window.hidden = true
    end
    collectgarbage()
    assert.are.same({
      "A viewWillAppear",
      "A viewDidAppear",
      "A viewWillDisappear animated",
      "B viewWillAppear animated",
      "A viewDidDisappear animated",
      "B viewDidAppear animated",
      "B viewWillDisappear",
      "B viewDidDisappear",
      "B dealloc",
      "A dealloc",
    }, log)
  end)

  it("a root replaced inside its viewWillAppear:", function()
    do
      local window = UIWindow()
      local a, b = screen("A"), screen("B")
      a.onAppearance = function(name) if name == "viewWillAppear" then window.rootViewController = b end end
      window.rootViewController = a
      window:makeKeyAndVisible()
      RunLoop.main:runUntilIdle()
      assert.are.equal(1, #window.subviews)
      assert.are.equal(b.view, window.subviews[1])
      window.rootViewController = nil
      assert.are.equal(0, #window.subviews)
      window.hidden = true
      a.onAppearance = nil
    end
    collectgarbage()
    assert.are.same({
      "A viewWillAppear",
      "A viewWillDisappear",
      "A viewDidDisappear",
      "B viewWillAppear",
      "B viewDidAppear",
      "B viewWillDisappear",
      "B viewDidDisappear",
      "B dealloc",
      "A dealloc",
    }, log)
  end)

  it("a completion that runs the run loop", function()
    do
      local window = UIWindow()
      local a = screen("A")
      window.rootViewController = a
      window:makeKeyAndVisible()
      RunLoop.main:runUntilIdle()
      local runs = 0
      a:presentViewControllerAnimatedCompletion(screen("Sheet"), true, function()
        runs = runs + 1
        say("completion " .. runs)
        RunLoop.main:runUntilIdle()
      end)
      RunLoop.main:runUntilIdle()
      assert.are.equal(1, runs)
      a:dismissViewControllerAnimatedCompletion(false, nil)
      RunLoop.main:runUntilIdle()
      window.hidden = true
    end
    collectgarbage()
    assert.are.same({
      "A viewWillAppear",
      "A viewDidAppear",
      "Sheet viewWillAppear animated",
      "Sheet viewDidAppear animated",
      "completion 1",
      "Sheet viewWillDisappear",
      "Sheet viewDidDisappear",
      "A viewWillDisappear",
      "A viewDidDisappear",
      "Sheet dealloc",
      "A dealloc",
    }, log)
  end)

  it("an edge swipe given NaN and held after its end", function()
    do
      local a = screen("A")
      local nav = UINavigationController(a)
      local window = UIWindow()
      window.rootViewController = nav
      window:makeKeyAndVisible()
      nav:pushViewControllerAnimated(screen("B"), false)
      RunLoop.main:runUntilIdle()
      local swipe = Simulator.beginEdgeSwipe()
      swipe:update(0.5)
      local ok, message = pcall(function() swipe:update(0 / 0) end)
      assert.is_false(ok)
      assert.matches("^.-transitions_spec%.lua:%d+: %-%[InteractivePop update:%]: the fraction must be a finite number, not nan$", message)
      ok, message = pcall(function() swipe:update(math.huge) end)
      assert.is_false(ok)
      assert.matches("^.-transitions_spec%.lua:%d+: %-%[InteractivePop update:%]: the fraction must be a finite number, not inf$", message)
      assert.are.equal(0.5, swipe.fraction)
      swipe:finish()
      RunLoop.main:runUntilIdle()
      collectgarbage()
      say("finished; the script still holds the swipe: " .. swipe.fraction)
      window.hidden = true
    end
    collectgarbage()
    assert.are.same({
      "A viewWillAppear",
      "A viewDidAppear",
      "A viewWillDisappear",
      "B viewWillAppear",
      "A viewDidDisappear",
      "B viewDidAppear",
      "B viewWillDisappear animated",
      "A viewWillAppear animated",
      "B viewDidDisappear animated",
      "A viewDidAppear animated",
      "B dealloc",
      "finished; the script still holds the swipe: 0.5",
      "A viewWillDisappear",
      "A viewDidDisappear",
      "A dealloc",
    }, log)
  end)
end)

-- R22: custom transitions written in Lua: animators, interaction controllers
-- and delegates as tables or objects, named by UIKit's selectors.
describe("a custom transition", function()
  local log
  local function say(line) log[#log + 1] = line end

  local Screen = UIViewController:subclass("CustomScreen")
  for _, name in ipairs({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
    Screen[name] = function(self, animated)
      say(self.title .. " " .. name)
      if self.onAppearance then self.onAppearance(self, name) end
      return Screen.super[name](self, animated)
    end
  end

  local function screen(title)
    local controller = Screen()
    controller.title = title
    return controller
  end

  -- A fade: the incoming view joins the container and fades in (or the
  -- outgoing one fades out), and the transition completes in the block's
  -- completion with whether it was cancelled.
  local function fade(name, duration)
    return {
      transitionDuration = function(self, context) return duration or 0.3 end,
      animateTransition = function(self, context)
        say(name .. " animateTransition" .. (context.interactive and " interactive" or ""))
        local from = context:viewControllerForKey(UITransitionContextFromViewControllerKey)
        local to = context:viewControllerForKey(UITransitionContextToViewControllerKey)
        local dismissing = from.beingDismissed
        local fromView, toView = context:viewForKey(UITransitionContextFromViewKey), context:viewForKey(UITransitionContextToViewKey)
        if toView and not dismissing then
          context.containerView:addSubview(toView)
          toView.frame = context:finalFrameForViewController(to)
          toView.alpha = 0
        end
        UIView:animateWithDurationAnimationsCompletion(duration or 0.3, function()
          if dismissing then fromView.alpha = 0 else toView.alpha = 1 end
        end, function()
          say(name .. " completes")
          context:completeTransition(not context.transitionWasCancelled)
        end)
      end,
      animationEnded = function(self, completed) say(name .. " ended " .. tostring(completed)) end,
    }
  end

  local window
  local function show(root)
    window = UIWindow()
    window.rootViewController = root
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    log = {}
  end

  before_each(function() log = {} end)
  after_each(function()
    if window then window.hidden = true end
    window = nil
    RunLoop.main:runUntilIdle()
  end)

  it("is a presentation a table's animator runs until it completes it", function()
    local a, b = screen("A"), screen("B")
    show(a)
    b.modalPresentationStyle = UIModalPresentationCustom
    b.transitioningDelegate = {
      animationControllerForPresentedControllerPresentingControllerSourceController = function(self, presented, presenting, source)
        say("asked for " .. presented.title .. " on " .. presenting.title)
        return fade("present")
      end,
    }
    a:presentViewControllerAnimatedCompletion(b, true, function() say("completion") end)
    RunLoop.main:runOnce()
    assert.matches("^<UITransitionView", tostring(b.view.superview))
    RunLoop.main:runFor(0.29)
    assert.are.same({ "asked for B on A", "B viewWillAppear", "present animateTransition" }, log)
    RunLoop.main:runFor(0.02)
    assert.are.same({ "asked for B on A", "B viewWillAppear", "present animateTransition",
                      "present completes", "B viewDidAppear", "completion", "present ended true" }, log)
    assert.are.equal(a.view.window, window)
  end)

  it("gives both sides a coordinator whose blocks run with the transition", function()
    local a, b = screen("A"), screen("B")
    local nav = UINavigationController(a)
    show(nav)
    local seen = {}
    local onAppearance = function(self, name)
      local coordinator = self.transitionCoordinator
      seen[#seen + 1] = self.title .. " " .. name .. " " .. (coordinator and "coordinator" or "none")
      if coordinator and name:find("Will") then
        coordinator:animateAlongsideTransitionCompletion(function(context)
          seen[#seen + 1] = self.title .. " alongside " .. context.transitionDuration
        end, function(context)
          seen[#seen + 1] = self.title .. " completion cancelled " .. tostring(context.cancelled)
        end)
      end
    end
    a.onAppearance, b.onAppearance = onAppearance, onAppearance
    nav:pushViewControllerAnimated(b, true)
    assert.is_not_nil(nav.transitionCoordinator)
    RunLoop.main:runUntilIdle()
    assert.is_nil(nav.transitionCoordinator)
    assert.are.same({
      "A viewWillDisappear coordinator", "B viewWillAppear coordinator",
      "A alongside 0.5", "B alongside 0.5",
      "A completion cancelled false", "B completion cancelled false",
      "A viewDidDisappear none", "B viewDidAppear none",
    }, seen)
    a.onAppearance, b.onAppearance = nil, nil
  end)

  it("takes an object of a Lua class as animator and navigation delegate", function()
    local Animator = NSObject:subclass("FadeAnimator")
    function Animator:transitionDuration(context) return 0.2 end
    function Animator:animateTransition(context) return fade("object", 0.2):animateTransition(context) end
    local Delegate = NSObject:subclass("NavigationDelegate")
    function Delegate:navigationControllerAnimationControllerForOperationFromViewControllerToViewController(nav, operation, from, to)
      say("operation " .. operation)
      return Animator()  -- held by the transition, not by the script
    end
    local a, b = screen("A"), screen("B")
    local nav = UINavigationController(a)
    show(nav)
    local delegate = Delegate()
    nav.delegate = delegate
    assert.are.equal(delegate, nav.delegate)
    nav:pushViewControllerAnimated(b, true)
    RunLoop.main:runOnce()
    collectgarbage()
    RunLoop.main:runUntilIdle()
    assert.are.same({ "operation " .. UINavigationControllerOperationPush, "A viewWillDisappear", "B viewWillAppear",
                      "object animateTransition", "object completes", "A viewDidDisappear", "B viewDidAppear" }, log)
    assert.are.equal(nav.navigationBar, nav.view.subviews[#nav.view.subviews])
    assert.is_nil(a.view.superview)
  end)

  it("follows a percent-driven interaction, cancelled back to the start", function()
    local a, b = screen("A"), screen("B")
    show(a)
    local Swipe = UIPercentDrivenInteractiveTransition:subclass("SwipeDown")
    local swipe = Swipe()
    b.modalPresentationStyle = UIModalPresentationFullScreen
    b.transitioningDelegate = {
      animationControllerForDismissedController = function(self, dismissed) return fade("dismiss") end,
      interactionControllerForDismissal = function(self, animator) return swipe end,
    }
    a:presentViewControllerAnimatedCompletion(b, false, nil)
    RunLoop.main:runUntilIdle()
    log = {}
    b:dismissViewControllerAnimatedCompletion(true, function() say("dismissed") end)
    RunLoop.main:runUntilIdle()
    swipe:updateInteractiveTransition(0.5)
    assert.are.equal(0.5, swipe.percentComplete)
    assert.are.equal(0.3, swipe.duration)
    assert.are.equal(0, b.view.alpha, "the model is at the end")
    RunLoop.main:runUntilIdle()
    assert.is_true(b.transitionCoordinator.interactive)
    swipe:cancelInteractiveTransition()
    RunLoop.main:runUntilIdle()
    assert.are.same({
      "B viewWillDisappear", "A viewWillAppear", "dismiss animateTransition interactive",
      "dismiss completes", "B viewWillAppear", "B viewDidAppear", "A viewWillDisappear", "A viewDidDisappear",
      "dismiss ended false",
    }, log)
    assert.are.equal(1, b.view.alpha, "back where the block found it")
    assert.are.equal(b, a.presentedViewController)
  end)

  it("survives hostile animators", function()
    local a = screen("A")
    local nav = UINavigationController(a)
    show(nav)
    local contexts = {}
    local animator
    nav.delegate = {
      navigationControllerAnimationControllerForOperationFromViewControllerToViewController = function() return animator end,
    }

    -- nil, NaN and negative durations count as 0.
    for _, duration in ipairs({ "nil", 0 / 0, -1 }) do
      animator = fade("odd")
      animator.transitionDuration = function() if duration ~= "nil" then return duration end end
      local b = screen("B")
      local reported
      b.onAppearance = function(self, name)
        if name == "viewWillAppear" then reported = self.transitionCoordinator.transitionDuration end
      end
      nav:pushViewControllerAnimated(b, true)
      RunLoop.main:runUntilIdle()
      assert.are.equal(0, reported)
      assert.are.equal(b, nav.topViewController)
      b.onAppearance = nil
      nav:popViewControllerAnimated(false)
      RunLoop.main:runUntilIdle()
    end

    -- An animator that errors: the error reaches the script; the transition,
    -- never completed, stays running, and the run loop still becomes idle.
    animator = {
      transitionDuration = function() return 0.3 end,
      animateTransition = function(self, context) contexts[#contexts + 1] = context; error("the animator failed") end,
    }
    nav:pushViewControllerAnimated(screen("C"), true)
    local ok, message = pcall(function() RunLoop.main:runUntilIdle() end)
    assert.is_false(ok)
    assert.matches("the animator failed$", message)
    RunLoop.main:runUntilIdle()
    assert.is_not_nil(nav.transitionCoordinator, "still running")

    -- Completed late, it ends; completed again, it raises.
    contexts[1]:completeTransition(true)
    assert.are.equal("C", nav.topViewController.title)
    assert.is_nil(nav.transitionCoordinator)
    ok, message = pcall(function() contexts[1]:completeTransition(true) end)
    assert.is_false(ok)
    assert.matches("completeTransition: called on a transition that is already over", message)

    -- A delegate answering something that is no animator: an error, and the
    -- standard transition.
    animator = 42
    nav:pushViewControllerAnimated(screen("D"), true)
    ok, message = pcall(function() RunLoop.main:runUntilIdle() end)
    assert.is_false(ok)
    assert.matches("returned a bad value %(an animator %(a table or an object%) expected, got number%)$", message)
    RunLoop.main:runUntilIdle()
    assert.are.equal("D", nav.topViewController.title)
    assert.is_nil(nav.transitionCoordinator)

    -- Missing methods are errors too.
    animator = { transitionDuration = function() return 0 end }
    nav:popViewControllerAnimated(true)
    ok, message = pcall(function() RunLoop.main:runUntilIdle() end)
    assert.is_false(ok)
    assert.matches("the animator has no animateTransition", message)
    nav.delegate = nil
  end)
end)
