-- UIControl from Lua (UIControl.swift, Bindings/UIControl+Lua.swift): the
-- events a tracked touch sends, target-action by the naming rule, functions
-- as actions, the responder chain, and subclasses' tracking hooks.
describe("a control", function()
  local log
  local function say(line) log[#log + 1] = line end

  local Screen = UIViewController:subclass("Screen")
  function Screen:tapped(sender) say("tapped " .. sender.tag) end
  function Screen:touchedForEvent(sender, event) say("touched, " .. #event.allTouches .. " touch") end
  function Screen:fromChain() say("reached the controller") end

  local screen, control
  before_each(function()
    log = {}
    screen = Screen()
    local window = UIWindow()
    window.rootViewController = screen
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    control = UIControl(CGRect(20, 100, 100, 44))
    control.tag = 7
    screen.view:addSubview(control)
  end)

  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  it("calls a target's method by the naming rule, with the sender and the event", function()
    control:addTargetActionForControlEvents(screen, "tapped:", UIControlEventTouchUpInside)
    control:addTargetActionForControlEvents(screen, "touched:forEvent:", UIControlEventTouchDown)
    Simulator.tap(30, 110)
    assert.are.same({ "touched, 1 touch", "tapped 7" }, log)
    assert.are.same({ "tapped:" }, control:actionsForTargetForControlEvent(screen, UIControlEventTouchUpInside))
    assert.are.equal(screen, control.allTargets[1])
    assert.are.equal(UIControlEventTouchUpInside | UIControlEventTouchDown, control.allControlEvents)
  end)

  it("calls a function with the control and the event, highlighted while the finger is down", function()
    control:addTargetActionForControlEvents(nil, function(sender, event)
      say(string.format("%d %s %s", sender.tag, tostring(sender.highlighted), tostring(event ~= nil)))
    end, UIControlEventTouchDown | UIControlEventTouchUpInside)
    Simulator.tap(30, 110)
    assert.are.same({ "7 true true", "7 false true" }, log)
  end)

  it("sends a nil target's action up the responder chain", function()
    control:addTargetActionForControlEvents(nil, "fromChain", UIControlEventTouchUpInside)
    control:sendActionsForControlEvents(UIControlEventTouchUpInside)
    assert.are.same({ "reached the controller" }, log)
  end)

  it("sends drag and touch-up events by where the finger is, 70 points of margin included", function()
    for name, event in pairs({ exit = UIControlEventTouchDragExit, upOutside = UIControlEventTouchUpOutside,
                               upInside = UIControlEventTouchUpInside }) do
      control:addTargetActionForControlEvents(nil, function() say(name) end, event)
    end
    local finger = Simulator.touchDown(30, 110)
    finger:moveTo(180, 110) -- 60 points beyond the right edge: inside still
    finger:moveTo(300, 110)
    finger:lift()
    RunLoop.main:runOnce()
    assert.are.same({ "exit", "upOutside" }, log)
  end)

  it("lets a Lua subclass decide what it tracks", function()
    local Slider = UIControl:subclass("Slider")
    function Slider:beginTrackingWithTouchWithEvent(touch)
      say("begin at " .. tostring(touch:locationInView(self)))
      return touch:locationInView(self).x < 50
    end
    function Slider:endTrackingWithTouchWithEvent(touch, event)
      say("end")
      Slider.super.endTrackingWithTouchWithEvent(self, touch, event)
    end
    local slider = Slider(CGRect(20, 200, 100, 44))
    screen.view:addSubview(slider)
    slider:addTargetActionForControlEvents(nil, function() say("value changed") end, UIControlEventTouchUpInside)
    Simulator.tap(30, 210)
    RunLoop.main:runFor(1)
    Simulator.tap(100, 210)
    assert.are.same({ "begin at (10.0, 10.0)", "end", "value changed", "begin at (80.0, 10.0)" }, log)
  end)

  it("ignores touches while disabled", function()
    control:addTargetActionForControlEvents(nil, function() say("action") end, UIControlEventAllEvents)
    control.enabled = false
    assert.are.equal(UIControlStateDisabled, control.state)
    Simulator.tap(30, 110)
    assert.are.same({}, log)
  end)

  it("stops an action once removed", function()
    control:addTargetActionForControlEvents(screen, "tapped:", UIControlEventTouchUpInside)
    control:addTargetActionForControlEvents(nil, function() say("function") end, UIControlEventTouchUpInside)
    control:removeTargetActionForControlEvents(screen, "tapped:", UIControlEventTouchUpInside)
    control:sendActionsForControlEvents(UIControlEventTouchUpInside)
    control:removeTargetActionForControlEvents(nil, nil, UIControlEventAllEvents)
    control:sendActionsForControlEvents(UIControlEventTouchUpInside)
    assert.are.same({ "function" }, log)
  end)

  it("removes one function action, the others staying", function()
    local first = function() say("first") end
    control:addTargetActionForControlEvents(nil, first, UIControlEventTouchUpInside)
    control:addTargetActionForControlEvents(nil, function() say("second") end, UIControlEventTouchUpInside)
    control:removeTargetActionForControlEvents(nil, first, UIControlEventTouchUpInside)
    control:sendActionsForControlEvents(UIControlEventTouchUpInside)
    assert.are.same({ "second" }, log)
  end)

  it("refuses events that are not control events and actions of the wrong type", function()
    assert.are.equal("HERE: bad argument #3 to 'addTargetActionForControlEvents' (-1 is not a combination of UIControlEvents options)",
      errorOf(function() control:addTargetActionForControlEvents(nil, "x:", -1) end))
    assert.are.equal("HERE: bad argument #2 to 'addTargetActionForControlEvents' (string expected, got boolean)",
      errorOf(function() control:addTargetActionForControlEvents(nil, true, UIControlEventTouchDown) end))
  end)
end)

describe("a Lua subclass of a native view class other than UIView", function()
  it("is made with the frame it is given", function()
    local Scroller = UIScrollView:subclass("Scroller")
    local Switch = UIControl:subclass("Switch")
    assert.are.equal("(1.0, 2.0, 3.0, 4.0)", tostring(Scroller(CGRect(1, 2, 3, 4)).frame))
    assert.are.equal("(1.0, 2.0, 3.0, 4.0)", tostring(Switch(CGRect(1, 2, 3, 4)).frame))
  end)
end)
