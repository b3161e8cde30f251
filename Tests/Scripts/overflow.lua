-- Runaway recursion ends in an error, never a hang or a crash.

-- Through the engine: a layoutSubviews that lays itself out again nests a
-- native call and a hook per level, until Lua's limit on nested C calls.
local Again = UIView:subclass("Again")
local depth = 0
function Again:layoutSubviews()
  depth = depth + 1
  self:setNeedsLayout()
  self:layoutIfNeeded()
end
local window = UIWindow()
local again = Again()
window:addSubview(again)
print(pcall(function() again:layoutIfNeeded() end))
print("levels before the limit:", depth > 10 and depth < 1000)
Again.layoutSubviews = nil
print(pcall(function() RunLoop.main:runOnce() end))

-- In Lua alone, uncaught: Lua's "stack overflow", and a traceback that, like
-- Lua's own, shows the first 10 levels and the last 11 (it once walked all
-- half a million, which took minutes).
local function down(n) return 1 + down(n + 1) end
down(1)
