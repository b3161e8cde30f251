-- lua-api.md, The world outside the app: memory warnings, background and
-- foreground, rotation, and the interactive edge swipe.
describe("the Simulator", function()
  local log
  local function record(line) log[#log + 1] = line end

  local Screen = UIViewController:subclass("Screen")
  for _, name in ipairs({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
    Screen[name] = function(self, animated)
      record(self.title .. " " .. name .. ":")
      Screen.super[name](self, animated)
    end
  end
  function Screen:didReceiveMemoryWarning() record(self.title .. " didReceiveMemoryWarning") end
  function Screen:didMoveToParentViewController(parent)
    record(self.title .. " didMoveToParentViewController: " .. (parent and parent.className or "nil"))
  end
  local function screen(title) local s = Screen(); s.title = title; return s end

  local a, b, navigation
  before_each(function()
    log = {}
    UIApplication.sharedApplication.delegate = {
      applicationWillResignActive = function() record("delegate applicationWillResignActive:") end,
      applicationDidEnterBackground = function() record("delegate applicationDidEnterBackground:") end,
      applicationWillEnterForeground = function() record("delegate applicationWillEnterForeground:") end,
      applicationDidBecomeActive = function() record("delegate applicationDidBecomeActive:") end,
      applicationDidReceiveMemoryWarning = function() record("delegate applicationDidReceiveMemoryWarning:") end,
    }
    a, b = screen("A"), screen("B")
    local offscreen = screen("Offscreen")
    navigation = UINavigationController(a)
    navigation.offscreen = offscreen -- alive, off screen, until the test ends
    local window = UIWindow()
    window.rootViewController = navigation
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  it("shows the root as the test begins", function()
    assert.are.same({
      "A didMoveToParentViewController: UINavigationController",
      "A viewWillAppear:",
      "A viewDidAppear:",
    }, log)
  end)

  it("sends a memory warning to the delegate, then to every live controller in creation order (R10.1)", function()
    log = {}
    Simulator.memoryWarning()
    assert.are.same({
      "delegate applicationDidReceiveMemoryWarning:",
      "A didReceiveMemoryWarning",
      "B didReceiveMemoryWarning",
      "Offscreen didReceiveMemoryWarning",
    }, log)
  end)

  it("sends background and foreground to the delegate only (R10.2)", function()
    log = {}
    Simulator.background()
    assert.are.equal(UIApplicationStateBackground, UIApplication.sharedApplication.applicationState)
    Simulator.foreground()
    assert.are.same({
      "delegate applicationWillResignActive:",
      "delegate applicationDidEnterBackground:",
      "delegate applicationWillEnterForeground:",
      "delegate applicationDidBecomeActive:",
    }, log)
  end)

  it("pops with an edge swipe that finishes (R8.4)", function()
    navigation:pushViewControllerAnimated(b, false)
    RunLoop.main:runUntilIdle()
    log = {}
    local swipe = Simulator.beginEdgeSwipe()
    swipe:update(0.5)
    assert.are.equal("A", navigation.topViewController.title)
    swipe:finish()
    RunLoop.main:runUntilIdle()
    assert.are.equal("A", navigation.topViewController.title)
    assert.are.same({
      "B viewWillDisappear:",
      "A viewWillAppear:",
      "B viewDidDisappear:",
      "A viewDidAppear:",
      "B didMoveToParentViewController: nil",
    }, log)
  end)

  it("stays with an edge swipe that is cancelled (R8.4)", function()
    local c = screen("C")
    navigation:pushViewControllerAnimated(c, false)
    RunLoop.main:runUntilIdle()
    assert.are.same({
      "A didMoveToParentViewController: UINavigationController",
      "A viewWillAppear:",
      "A viewDidAppear:",
      "A viewWillDisappear:",
      "C viewWillAppear:",
      "A viewDidDisappear:",
      "C viewDidAppear:",
      "C didMoveToParentViewController: UINavigationController",
    }, log)
    log = {}
    local swipe = Simulator.beginEdgeSwipe()
    swipe:update(0.3)
    swipe:cancel()
    RunLoop.main:runUntilIdle()
    assert.are.equal("C", navigation.topViewController.title)
    assert.are.same({
      "C viewWillDisappear:",
      "A viewWillAppear:",
      "A viewWillDisappear:",
      "A viewDidDisappear:",
      "C viewWillAppear:",
      "C viewDidAppear:",
    }, log)
  end)

  it("refuses an edge swipe with nothing to swipe back to, and an orientation that does not exist", function()
    local c = screen("C")
    navigation:pushViewControllerAnimated(c, false)
    RunLoop.main:runUntilIdle()
    log = {}
    navigation:popToRootViewControllerAnimated(false)
    RunLoop.main:runUntilIdle()
    assert.are.same({
      "C viewWillDisappear:",
      "A viewWillAppear:",
      "C viewDidDisappear:",
      "A viewDidAppear:",
      "C didMoveToParentViewController: nil",
    }, log)
    local ok, message = pcall(Simulator.beginEdgeSwipe)
    assert.is_false(ok)
    assert.matches("^.-simulator_spec%.lua:%d+: An edge swipe needs a navigation controller on screen with a controller to pop$", message)
    assert.are.same({ false, "bad argument #1 to '?' (99 is not a valid UIDeviceOrientation)" }, { pcall(Simulator.rotate, 99) })
  end)
end)
