-- lua-api.md, The run loop and time: marks only mark; the commit runs at the end
-- of a turn (constraints, layout, display); layoutIfNeeded runs now; virtual time.
local Probe = UIView:subclass("Probe")
function Probe:updateConstraints() print("updateConstraints", self.name) Probe.super.updateConstraints(self) end
function Probe:layoutSubviews() print("layoutSubviews", self.name) end
function Probe:drawRect(rect) print("drawRect", self.name, rect) end

local window = UIWindow()
window:makeKeyAndVisible()
local parent = Probe(CGRect(0, 0, 100, 100)); parent.name = "parent"
local child = Probe(CGRect(0, 0, 50, 50)); child.name = "child"
parent:addSubview(child)
window:addSubview(parent)
print("-- nothing has run yet")
RunLoop.main:runOnce()
print("-- marks only mark")
child:setNeedsLayout()
child:setNeedsDisplay()
child:setNeedsUpdateConstraints()
parent:setNeedsUpdateConstraints()
print("needsUpdateConstraints", child.needsUpdateConstraints)
RunLoop.main:runOnce()
print("-- layoutIfNeeded runs now, only what is marked")
parent:layoutIfNeeded()
child:setNeedsLayout()
parent:layoutIfNeeded()
print("-- setNeedsDisplayInRect accumulates a union")
child:setNeedsDisplayInRect(CGRect(0, 0, 10, 10))
child:setNeedsDisplayInRect(CGRect(20, 20, 10, 10))
RunLoop.main:runOnce()

print("-- virtual time")
print(RunLoop.main.currentTime)
RunLoop.main:after(0.1, function() print("timer at", RunLoop.main.currentTime) end)
RunLoop.main:perform(function() print("block at", RunLoop.main.currentTime) end)
RunLoop.main:runFor(0.2)
print(RunLoop.main.currentTime)
RunLoop.main:after(5, function() print("one-shot timer at", RunLoop.main.currentTime) end)
RunLoop.main:runUntilIdle()

print("-- a layout that never settles is an error, and the next turn works")
local Restless = UIView:subclass("Restless")
function Restless:layoutSubviews() self:setNeedsLayout() end
local restless = Restless(CGRect(0, 0, 10, 10))
window:addSubview(restless)
local ok, message = pcall(function() RunLoop.main:runUntilIdle() end)
print(ok, message)
restless:removeFromSuperview()
child:setNeedsLayout()
RunLoop.main:runUntilIdle()
print(pcall(RunLoop.main.runFor, RunLoop.main, -1))

print("-- timers: after fires once, every repeats; each gets its timer and returns it")
local start = RunLoop.main.currentTime
local once = RunLoop.main:after(0.5, function(timer)
  print("once at +" .. (RunLoop.main.currentTime - start), timer.valid, timer.repeats)
end)
print(once, once.valid, once.interval, once.fireTime - start)
local ticks = 0
local repeating = RunLoop.main:every(0.25, function(timer)
  ticks = ticks + 1
  print("tick " .. ticks .. " at +" .. (RunLoop.main.currentTime - start))
  if ticks == 3 then timer:invalidate() end
end)
RunLoop.main:runFor(1)
print(once.valid, repeating.valid, repeating.repeats)
print(pcall(function() RunLoop.main:every(-1, print) end))
print(pcall(function() RunLoop.main:after(1) end))

print("-- an invalidated timer lets go of its function, which may hold the timer")
local weak = setmetatable({}, {__mode = "v"})
do
  local selfish
  selfish = RunLoop.main:every(1, function() print(selfish) end)
  weak.timer, weak.fn = selfish, nil
  selfish:invalidate()
end
collectgarbage()
print("collected:", weak.timer == nil)

print("-- onFrame: a function at every frame, with the time, until it returns false")
local frames = {}
local handler = RunLoop.main:onFrame(function(time)
  frames[#frames + 1] = time - start
  return #frames < 3
end)
RunLoop.main:runUntilIdle()
print(#frames, handler.valid)
local stopped = RunLoop.main:onFrame(function() print("never") end)
stopped:invalidate()
RunLoop.main:runFor(0.1)
print(stopped.valid)

print("-- marks are visible until the commit does the work")
local marked = UIView(CGRect(0, 0, 10, 10))
window:addSubview(marked)
RunLoop.main:runUntilIdle()
marked:setNeedsLayout()
marked:setNeedsDisplay()
print(marked.needsLayout, marked.needsDisplay)
RunLoop.main:runOnce()
print(marked.needsLayout, marked.needsDisplay, marked.effectiveLayoutMargins)
