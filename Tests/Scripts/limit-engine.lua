-- The run loop turns in Swift, where Lua's count hook never fires: it asks
-- between its turns whether the run was stopped, and says what it had left.

-- Not a hang: a repeating timer beside a one-shot timer far ahead. Time jumps
-- to the one-shot timer and the repeating one skips its missed firings.
local ticks = 0
local every = RunLoop.main:every(1, function() ticks = ticks + 1 end)
RunLoop.main:after(1e12, function() print("the far timer fired at", RunLoop.main.currentTime) end)
RunLoop.main:runUntilIdle()
print("idle at", RunLoop.main.currentTime, "after", ticks, "tick")
every:invalidate()

-- A hang: a run of 1e300 virtual seconds goes frame by frame, until --timeout
-- stops it (the virtual time it reached varies from run to run: see .sed).
RunLoop.main:every(0.5, function() ticks = ticks + 1 end)
RunLoop.main:runFor(1e300)
print("not reached")
