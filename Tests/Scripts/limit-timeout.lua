-- --timeout: a loop that never ends is stopped where it is, with the
-- traceback; a pcall around it catches the stop only until its next
-- instruction, so the run ends.
print("before the loop")
local function spin()
  while true do end
end
local caught = pcall(spin)
print("not reached", caught)
