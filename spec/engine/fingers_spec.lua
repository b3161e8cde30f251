-- Fingers on the simulated screen: Simulator.touchDown, drag and tapTogether,
-- delivered as UIKit delivers touches (UIApplication+Events.swift).
describe("fingers", function()
  local log
  local function say(line) log[#log + 1] = line end

  local Pad = UIView:subclass("Pad")
  local function note(phase)
    return function(self, touches, event)
      local points = {}
      for _, touch in ipairs(touches) do points[#points + 1] = tostring(touch:locationInView(self)) end
      say(self.name .. " " .. phase .. " " .. table.concat(points, " "))
    end
  end
  Pad.touchesBeganWithEvent = note("began")
  Pad.touchesMovedWithEvent = note("moved")
  Pad.touchesEndedWithEvent = note("ended")
  Pad.touchesCancelledWithEvent = note("cancelled")

  local window, left, right
  before_each(function()
    log = {}
    window = UIWindow()
    left = Pad(CGRect(0, 100, 100, 100)); left.name = "left"
    right = Pad(CGRect(200, 100, 100, 100)); right.name = "right"
    window:addSubview(left)
    window:addSubview(right)
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  it("land, move and lift at the run loop's next turns, the touch staying in its view", function()
    local finger = Simulator.touchDown(10, 110)
    assert.are.same({}, log)
    RunLoop.main:runOnce()
    finger:moveTo(250, 150)
    RunLoop.main:runOnce()
    assert.are.equal("(10.0, 10.0)", tostring(finger.touch:previousLocationInView(left)))
    finger:lift()
    RunLoop.main:runOnce()
    assert.are.same({ "left began (10.0, 10.0)", "left moved (250.0, 50.0)", "left ended (250.0, 50.0)" }, log)
    assert.is_false(finger.down)
    assert.are.equal(UITouchPhaseEnded, finger.touch.phase)
  end)

  it("can be cancelled, and not moved once up", function()
    local finger = Simulator.touchDown(210, 110)
    finger:cancel()
    RunLoop.main:runOnce()
    assert.are.same({ "right began (10.0, 10.0)", "right cancelled (10.0, 10.0)" }, log)
    assert.are.equal("HERE: Cannot move a finger that has already lifted or been cancelled", errorOf(finger.moveTo, finger, 1, 1))
  end)

  it("drag a frame at a time over virtual seconds", function()
    Simulator.drag(10, 110, 40, 110, 0.05)
    RunLoop.main:runUntilIdle()
    assert.are.same({
      "left began (10.0, 10.0)", "left moved (20.0, 10.0)", "left moved (30.0, 10.0)", "left moved (40.0, 10.0)",
      "left ended (40.0, 10.0)",
    }, log)
  end)

  it("land together in one event, each view getting its own", function()
    local counts = {}
    function Pad:touchesEndedWithEvent(touches, event)
      counts[#counts + 1] = self.name .. " " .. #event.allTouches .. " " .. #event:touchesForView(self)
    end
    Simulator.tapTogether(10, 110, 210, 110)
    assert.are.same({ "left 2 1", "right 2 1" }, counts)
    Pad.touchesEndedWithEvent = note("ended")
  end)

  it("take one touch at a time per view unless multipleTouchEnabled", function()
    Simulator.tapTogether(10, 110, 50, 150)
    assert.are.same({ "left began (10.0, 10.0)", "left ended (10.0, 10.0)" }, log)
    log = {}
    left.multipleTouchEnabled = true
    Simulator.tapTogether(10, 110, 50, 150)
    assert.are.same({ "left began (10.0, 10.0) (50.0, 50.0)", "left ended (10.0, 10.0) (50.0, 50.0)" }, log)
  end)

  it("on exclusive-touch views: the first one touched keeps the others out", function()
    left.exclusiveTouch = true
    right.exclusiveTouch = true
    Simulator.tapTogether(210, 110, 10, 110)
    assert.are.same({ "right began (10.0, 10.0)", "right ended (10.0, 10.0)" }, log)
  end)

  it("count taps at one spot in quick succession", function()
    local counts = {}
    function Pad:touchesBeganWithEvent(touches) counts[#counts + 1] = touches[1].tapCount end
    Simulator.tap(10, 110)
    Simulator.tap(10, 110)
    RunLoop.main:runFor(1)
    Simulator.tap(10, 110)
    assert.are.same({ 1, 2, 1 }, counts)
    Pad.touchesBeganWithEvent = note("began")
  end)

  it("refuse points that are not on any screen", function()
    assert.are.equal("HERE: bad argument #1 to 'touchDown' (x must be a finite number)", errorOf(function() Simulator.touchDown(0 / 0, 1) end))
    assert.are.equal("HERE: bad argument #2 to 'tap' (y must be a finite number)", errorOf(function() Simulator.tap(1, math.huge) end))
    assert.are.equal("HERE: bad argument #5 to 'drag' (seconds must be a finite number ≥ 0)", errorOf(function() Simulator.drag(1, 2, 3, 4, -1) end))
    assert.are.same({}, log)
  end)

  it("pass what no view handles up to the window and the application", function()
    assert.are.equal(UIApplication.sharedApplication, window.nextResponder)
    Simulator.tap(150, 500)
    assert.are.same({}, log)
  end)
end)
