-- --max-instructions counts Lua's instructions across the run, coroutines
-- included, and stops it where the count runs out: always at the same place.
local count = 0
local producer = coroutine.wrap(function()
  while true do
    count = count + 1
    coroutine.yield(count)
  end
end)
for _ = 1, 100 do producer() end
print("100 values, well within the limit:", count)
while true do
  producer()
end
