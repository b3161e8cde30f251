-- Runaway recursion in Lua alone, uncaught: Lua's "stack overflow", and a
-- traceback that, like Lua's own, shows the first 10 levels and the last 11 (it
-- once walked all half a million, which took minutes). Through the engine:
-- spec/engine/overflow_spec.lua.
local function down(n) return 1 + down(n + 1) end
down(1)
