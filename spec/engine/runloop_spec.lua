-- lua-api.md, The run loop and time: marks only mark; the commit runs at the end
-- of a turn (constraints, layout, display); layoutIfNeeded runs now; virtual time.
describe("the run loop", function()
  local log
  local function record(...)
    local fields = table.pack(...)
    for index = 1, fields.n do fields[index] = tostring(fields[index]) end
    log[#log + 1] = table.concat(fields, "\t", 1, fields.n)
  end

  local Probe = UIView:subclass("Probe")
  function Probe:updateConstraints() record("updateConstraints", self.name) Probe.super.updateConstraints(self) end
  function Probe:layoutSubviews() record("layoutSubviews", self.name) end
  function Probe:drawRect(rect) record("drawRect", self.name, rect) end

  local window, parent, child
  before_each(function()
    log = {}
    window = UIWindow()
    window:makeKeyAndVisible()
    parent = Probe(CGRect(0, 0, 100, 100)); parent.name = "parent"
    child = Probe(CGRect(0, 0, 50, 50)); child.name = "child"
    parent:addSubview(child)
    window:addSubview(parent)
  end)

  -- Runs the first commit, which lays out and draws the new views.
  local function settle()
    RunLoop.main:runOnce()
    log = {}
  end

  it("commits at the end of a turn: nothing has run before it", function()
    assert.are.same({}, log)
    RunLoop.main:runOnce()
    assert.are.same({
      "layoutSubviews\tparent",
      "layoutSubviews\tchild",
      "drawRect\tparent\t(0.0, 0.0, 100.0, 100.0)",
      "drawRect\tchild\t(0.0, 0.0, 50.0, 50.0)",
    }, log)
  end)

  it("only marks with setNeeds…, and the commit updates constraints, lays out, then displays", function()
    settle()
    child:setNeedsLayout()
    child:setNeedsDisplay()
    child:setNeedsUpdateConstraints()
    parent:setNeedsUpdateConstraints()
    assert.is_true(child.needsUpdateConstraints)
    assert.are.same({}, log)
    RunLoop.main:runOnce()
    assert.are.same({
      "updateConstraints\tchild",
      "updateConstraints\tparent",
      "layoutSubviews\tparent",
      "layoutSubviews\tchild",
      "drawRect\tchild\t(0.0, 0.0, 50.0, 50.0)",
    }, log)
  end)

  it("lays out at once with layoutIfNeeded, only what is marked", function()
    settle()
    parent:layoutIfNeeded()
    assert.are.same({}, log)
    child:setNeedsLayout()
    parent:layoutIfNeeded()
    assert.are.same({ "layoutSubviews\tchild" }, log)
  end)

  it("draws the union of the rects given to setNeedsDisplayInRect", function()
    settle()
    child:setNeedsDisplayInRect(CGRect(0, 0, 10, 10))
    child:setNeedsDisplayInRect(CGRect(20, 20, 10, 10))
    RunLoop.main:runOnce()
    assert.are.same({ "drawRect\tchild\t(0.0, 0.0, 30.0, 30.0)" }, log)
  end)

  it("runs in virtual time", function()
    settle()
    assert.are.equal("0.0", tostring(RunLoop.main.currentTime))
    RunLoop.main:after(0.1, function() record("timer at", RunLoop.main.currentTime) end)
    RunLoop.main:perform(function() record("block at", RunLoop.main.currentTime) end)
    RunLoop.main:runFor(0.2)
    assert.are.equal("0.2", tostring(RunLoop.main.currentTime))
    RunLoop.main:after(5, function() record("one-shot timer at", RunLoop.main.currentTime) end)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "block at\t0.0", "timer at\t0.1", "one-shot timer at\t5.2" }, log)
  end)

  it("raises an error for a layout that never settles, and the next turn works", function()
    settle()
    local Restless = UIView:subclass("Restless")
    function Restless:layoutSubviews() self:setNeedsLayout() end
    local restless = Restless(CGRect(0, 0, 10, 10))
    window:addSubview(restless)
    local ok, message = pcall(function() RunLoop.main:runUntilIdle() end)
    assert.is_false(ok)
    assert.matches("^.-runloop_spec%.lua:%d+: The layout did not settle after 100 passes of the display cycle; "
      .. "still invalid: <Restless: #4; frame = %(0 0; 10 10%)>$", message)
    restless:removeFromSuperview()
    child:setNeedsLayout()
    RunLoop.main:runUntilIdle()
    assert.are.same({ "layoutSubviews\tchild" }, log)
    assert.are.same({ false, "bad argument #2 to '?' (seconds must be a finite number ≥ 0)" },
      { pcall(RunLoop.main.runFor, RunLoop.main, -1) })
  end)

  it("fires an after timer once and an every timer until invalidated, each given its timer", function()
    settle()
    local start = RunLoop.main.currentTime
    local once = RunLoop.main:after(0.5, function(timer)
      record("once at +" .. (RunLoop.main.currentTime - start), timer.valid, timer.repeats)
    end)
    assert.are.same({ "<Timer>", true, 0.5, 0.5 }, { tostring(once), once.valid, once.interval, once.fireTime - start })
    local ticks = 0
    local repeating = RunLoop.main:every(0.25, function(timer)
      ticks = ticks + 1
      record("tick " .. ticks .. " at +" .. (RunLoop.main.currentTime - start))
      if ticks == 3 then timer:invalidate() end
    end)
    RunLoop.main:runFor(1)
    assert.are.same({
      "tick 1 at +0.25",
      "once at +0.5\tfalse\tfalse",
      "tick 2 at +0.5",
      "tick 3 at +0.75",
    }, log)
    assert.are.same({ false, false, true }, { once.valid, repeating.valid, repeating.repeats })
    local ok, message = pcall(function() RunLoop.main:every(-1, print) end)
    assert.is_false(ok)
    assert.matches("^.-runloop_spec%.lua:%d+: bad argument #1 to 'every' %(seconds must be a finite number ≥ 0%)$", message)
    ok, message = pcall(function() RunLoop.main:after(1) end)
    assert.is_false(ok)
    assert.matches("^.-runloop_spec%.lua:%d+: bad argument #2 to 'after' %(function expected, got no value%)$", message)
  end)

  it("lets an invalidated timer's function go, which may hold the timer", function()
    local weak = setmetatable({}, { __mode = "v" })
    do
      local selfish
      selfish = RunLoop.main:every(1, function() record(selfish) end)
      weak.timer = selfish
      selfish:invalidate()
    end
    collectgarbage()
    assert.is_nil(weak.timer)
  end)

  it("calls an onFrame function at every frame, with the time, until it returns false", function()
    settle()
    local frames = {}
    local handler = RunLoop.main:onFrame(function(time)
      frames[#frames + 1] = time
      return #frames < 3
    end)
    RunLoop.main:runUntilIdle()
    assert.are.equal(3, #frames)
    assert.is_false(handler.valid)
    local stopped = RunLoop.main:onFrame(function() record("never") end)
    stopped:invalidate()
    RunLoop.main:runFor(0.1)
    assert.is_false(stopped.valid)
    assert.are.same({}, log)
  end)

  it("shows the marks until the commit does the work", function()
    local marked = UIView(CGRect(0, 0, 10, 10))
    window:addSubview(marked)
    RunLoop.main:runUntilIdle()
    marked:setNeedsLayout()
    marked:setNeedsDisplay()
    assert.are.same({ true, true }, { marked.needsLayout, marked.needsDisplay })
    RunLoop.main:runOnce()
    assert.are.same({ false, false }, { marked.needsLayout, marked.needsDisplay })
    assert.are.equal("(67.0, 8.0, 8.0, 8.0)", tostring(marked.effectiveLayoutMargins))
  end)
end)
