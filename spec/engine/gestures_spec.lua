-- Gesture recognizers from Lua: made with a function or a target and selector,
-- subclassed (touches, reset), with table or object delegates, and the
-- navigation controller's swipe back driven by a finger (GestureEnvironment.swift).
describe("gesture recognizers", function()
  local log
  local function say(line) log[#log + 1] = line end

  local Pad = UIView:subclass("GesturePad")
  function Pad:touchesBeganWithEvent() say(self.name .. " began") end
  function Pad:touchesEndedWithEvent() say(self.name .. " ended") end
  function Pad:touchesCancelledWithEvent() say(self.name .. " cancelled") end

  local window, pad
  before_each(function()
    log = {}
    window = UIWindow()
    pad = Pad(CGRect(0, 100, 200, 200)); pad.name = "pad"
    window:addSubview(pad)
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  it("call a function with the recognizer, before the view's touch is cancelled", function()
    local tap = UITapGestureRecognizer(function(recognizer)
      say("tap " .. recognizer.state .. " at " .. tostring(recognizer:locationInView(pad)))
    end)
    pad:addGestureRecognizer(tap)
    assert.are.equal(tap, pad.gestureRecognizers[1])
    assert.are.equal(pad, tap.view)
    Simulator.tap(10, 110)
    assert.are.same({ "pad began", "tap 3 at (10.0, 10.0)", "pad cancelled" }, log)
    assert.are.equal(UIGestureRecognizerStatePossible, tap.state)
  end)

  it("remove one function action, the others staying", function()
    local first = function() say("first") end
    local tap = UITapGestureRecognizer(first)
    tap:addTargetAction(nil, function() say("second") end)
    tap:removeTargetAction(nil, first)
    tap.cancelsTouchesInView = false
    pad:addGestureRecognizer(tap)
    Simulator.tap(10, 110)
    assert.are.same({ "pad began", "second", "pad ended" }, log)
  end)

  it("send a target's action by the naming rule", function()
    local Screen = UIViewController:subclass("GestureScreen")
    function Screen:padTapped(recognizer) say("padTapped " .. tostring(recognizer == self.tap)) end
    local screen = Screen()
    screen.tap = UITapGestureRecognizer(screen, "padTapped:")
    screen.tap.cancelsTouchesInView = false
    pad:addGestureRecognizer(screen.tap)
    Simulator.tap(10, 110)
    assert.are.same({ "pad began", "padTapped true", "pad ended" }, log)
  end)

  it("wait for another to fail (a single tap and a double tap)", function()
    local double = UITapGestureRecognizer(function() say("double") end)
    double.numberOfTapsRequired = 2
    local single = UITapGestureRecognizer(function() say("single") end)
    single:requireGestureRecognizerToFail(double)
    pad:addGestureRecognizer(double)
    pad:addGestureRecognizer(single)
    Simulator.tap(10, 110)
    RunLoop.main:runFor(0.5)
    Simulator.tap(10, 110)
    Simulator.tap(10, 110)
    RunLoop.main:runFor(0.5)
    assert.are.same({ "pad began", "single", "pad cancelled", "pad began", "pad began", "double", "pad cancelled" }, log)
  end)

  it("pan with a translation and a velocity in virtual time", function()
    local pan = UIPanGestureRecognizer(function(recognizer)
      local translation = recognizer:translationInView(pad)
      say(recognizer.state .. " " .. translation.x .. " " .. recognizer:velocityInView(pad).x)
    end)
    pad:addGestureRecognizer(pan)
    Simulator.drag(10, 150, 70, 150, 0.1)
    RunLoop.main:runUntilIdle()
    assert.are.same("pad began", log[1])
    assert.are.same("1 10.0 600.0", log[2])
    assert.are.same("pad cancelled", log[3])
    assert.are.same("3 60.0 600.0", log[#log])
  end)

  it("long press after half a second of virtual time", function()
    local press = UILongPressGestureRecognizer(function(recognizer) say("press " .. recognizer.state) end)
    pad:addGestureRecognizer(press)
    local finger = Simulator.touchDown(10, 110)
    RunLoop.main:runFor(0.4)
    assert.are.same({ "pad began" }, log)
    RunLoop.main:runFor(0.2)
    finger:lift()
    RunLoop.main:runOnce()
    assert.are.same({ "pad began", "press 1", "pad cancelled", "press 3" }, log)
    assert.are.equal("HERE: minimumPressDuration must be a finite number not below 0, not nan",
      errorOf(function() press.minimumPressDuration = 0 / 0 end))
  end)

  it("subclass: touches and reset reach the script, and state set there takes effect", function()
    local Swipe = UIGestureRecognizer:subclass("RightSwipe")
    function Swipe:touchesBeganWithEvent(touches) self.start = touches[1]:locationInView(nil).x end
    function Swipe:touchesMovedWithEvent(touches)
      if touches[1]:locationInView(nil).x - self.start > 50 then self.state = UIGestureRecognizerStateRecognized end
    end
    function Swipe:touchesEndedWithEvent() self.state = UIGestureRecognizerStateFailed end
    function Swipe:reset() say("reset") end
    local swipe = Swipe(function(recognizer) say("swiped " .. tostring(recognizer)) end)
    pad:addGestureRecognizer(swipe)
    Simulator.drag(10, 150, 110, 150, 0.1)
    RunLoop.main:runUntilIdle()
    assert.are.equal(4, #log)
    assert.matches("^swiped <RightSwipe: state = Ended, view = <GesturePad:#%d+>, target= <%(action=function%)>>$", log[2])
    assert.are.same({ "pad began", "pad cancelled", "reset" }, { log[1], log[3], log[4] })
  end)

  it("ask a table delegate only what it answers", function()
    local tap = UITapGestureRecognizer(function() say("tap") end)
    local delegate = { gestureRecognizerShouldBegin = function(self, recognizer) say("asked"); return false end }
    tap.delegate = delegate
    assert.are.equal(delegate, tap.delegate)
    pad:addGestureRecognizer(tap)
    Simulator.tap(10, 110)
    assert.are.same({ "pad began", "asked", "pad ended" }, log)
    log = {}
    delegate.gestureRecognizerShouldReceiveTouch = function() return false end
    Simulator.tap(10, 110)
    assert.are.same({ "pad began", "pad ended" }, log)
  end)

  it("refuse what is not a recognizer, a target or a function", function()
    assert.are.equal("HERE: bad argument #1 to 'addGestureRecognizer' (UIGestureRecognizer expected, got number)",
      errorOf(function() pad:addGestureRecognizer(7) end))
    assert.are.equal("HERE: bad argument #2 to 'UITapGestureRecognizer' (string expected, got no value)",
      errorOf(function() UITapGestureRecognizer(pad) end))
    local tap = UITapGestureRecognizer()
    assert.are.equal("HERE: bad argument #1 to 'addTargetAction' (a target is needed with a selector)",
      errorOf(function() tap:addTargetAction(nil, "tapped:") end))
  end)

  it("drive the navigation controller's swipe back with a finger", function()
    local nav = UINavigationController(UIViewController())
    window.rootViewController = nav
    RunLoop.main:runUntilIdle()
    nav:pushViewControllerAnimated(UIViewController(), false)
    RunLoop.main:runUntilIdle()
    assert.are.equal(UIRectEdgeLeft, nav.interactivePopGestureRecognizer.edges)
    local finger = Simulator.touchDown(1, 400)
    RunLoop.main:runOnce()
    finger:moveTo(250, 400)
    RunLoop.main:runOnce()
    finger:moveTo(300, 400)
    finger:lift()
    RunLoop.main:runUntilIdle()
    assert.are.equal(1, #nav.viewControllers)
  end)

  it("recognize a swipe in an allowed direction as the finger moves (R20.1)", function()
    local swipe = UISwipeGestureRecognizer(function(recognizer) say("swipe " .. recognizer.state) end)
    assert.are.equal(UISwipeGestureRecognizerDirectionRight, swipe.direction)
    swipe.direction = UISwipeGestureRecognizerDirectionLeft | UISwipeGestureRecognizerDirectionRight
    pad:addGestureRecognizer(swipe)
    local finger = Simulator.touchDown(150, 200)
    finger:moveTo(90, 205)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "pad began", "swipe " .. UIGestureRecognizerStateEnded, "pad cancelled" }, log)
    finger:lift()
    RunLoop.main:runUntilIdle()
    assert.matches("is not a combination of UISwipeGestureRecognizerDirection options",
                   errorOf(function() swipe.direction = 16 end))
  end)

  it("follow two fingers' scale and rotation, though the view takes one (R20.2, R20.3)", function()
    local pinch = UIPinchGestureRecognizer(function(recognizer) say(string.format("pinch %d %.2f", recognizer.state, recognizer.scale)) end)
    local rotation = UIRotationGestureRecognizer(function(recognizer)
      say(string.format("rotation %d %.2f", recognizer.state, recognizer.rotation))
    end)
    local both = { gestureRecognizerShouldRecognizeSimultaneouslyWithGestureRecognizer = function() return true end }
    pinch.delegate = both
    pad:addGestureRecognizer(pinch)
    pad:addGestureRecognizer(rotation)
    local first = Simulator.touchDown(50, 200)
    local second = Simulator.touchDown(150, 200)
    second:moveTo(50, 350)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "pad began", "pinch 1 1.50", "pad cancelled", "rotation 1 1.57" }, log)
    first:lift()
    second:lift()
    RunLoop.main:runUntilIdle()
    assert.are.same({ "pinch 3 1.50", "rotation 3 1.57" }, { log[5], log[6] })
    assert.matches("the scale must be finite", errorOf(function() pinch.scale = 0/0 end))
    assert.matches("velocity", errorOf(function() pinch.velocity = 2 end))
  end)
end)
