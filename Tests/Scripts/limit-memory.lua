-- --memory-limit counts Lua's memory and the engine's: past it, Lua's next
-- allocation fails with Lua's "not enough memory", which a pcall catches, and
-- memory freed can be used again. Uncaught, the error names the limit.
local strings = {}
print(pcall(function()
  for i = 1, 1e9 do strings[i] = string.rep("x", 100) .. i end
end))
strings = nil
collectgarbage()

-- Views that only the engine holds: Lua allocates little for them.
local root = UIView()
print(pcall(function()
  for _ = 1, 1e9 do root:addSubview(UIView()) end
end))
root = nil
collectgarbage()

local views = {}
for i = 1, 1e9 do views[i] = UIView() end
