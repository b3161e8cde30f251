-- A timer that never returns, run by the app's settling after the main chunk:
-- the stop raised in it is reported by the run loop, which says where it was.
RunLoop.main:after(1, function()
  while true do end
end)
print("scheduled")
