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
