-- Issue 11: Lua drops a userdata without calling its finalizer when the call
-- fails, as it does for a collection step taken at Lua's C-call limit (200
-- nested C calls): "error in __gc (C stack overflow)", a warning only. The
-- object must not leak: the next collectgarbage() finds that no userdata holds
-- it any more and deallocates it, its dealloc run once with a handle that
-- answers (the Lua fields of the lost userdata are gone with it).
warn("@on")

-- How deep pcall can nest here before it fails with "C stack overflow".
local function limit()
  local depth = 0
  local function nest()
    depth = depth + 1
    pcall(nest)
  end
  nest()
  return depth
end

local Gone = UIView:subclass("Gone")
local deallocs = {}
function Gone:dealloc()
  deallocs[#deallocs + 1] = string.format("tag %d note %s", self.tag, tostring(self.note))
end

-- Collection steps taken at `depth` nested pcalls, where the finalizer of the
-- view dropped before is called (one C call deeper) or fails to be.
local function dropAndStep(depth)
  do
    local view = Gone()
    view.tag = depth
    view.note = "a Lua field"
  end
  collectgarbage("stop")
  local function nest(remaining)
    if remaining == 0 then
      collectgarbage("restart")
      collectgarbage("step", 100000)
    else
      pcall(nest, remaining - 1)
    end
  end
  nest(depth)
  print("after the steps:", #deallocs == 0 and "not deallocated" or deallocs[1])
  collectgarbage()
  print("after collectgarbage():", #deallocs == 1 and deallocs[1] or #deallocs .. " deallocs")
  deallocs = {}
end

local depth = limit() - 1
dropAndStep(depth - 10)  -- far from the limit: finalized as usual
dropAndStep(depth)       -- at it: the finalizer's call fails
