-- Issue 11, transitions a script can drive into corners: a push in the turn of the
-- first appearance, a root replaced inside its own viewWillAppear:, a completion
-- that runs the run loop, an edge swipe given NaN and held after its end.
local Screen = UIViewController:subclass("Screen")
for _, name in ipairs({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
  Screen[name] = function(self, animated)
    print(self.title .. " " .. name .. (animated and " animated" or ""))
    if self.onAppearance then self.onAppearance(name) end
    return Screen.super[name](self, animated)
  end
end
function Screen:dealloc() print(self.title .. " dealloc") end

local function screen(title)
  local controller = Screen()
  controller.title = title
  return controller
end

local function viewsIn(window)
  local count = 0
  for line in window:recursiveDescription():gmatch("[^\n]+") do
    if line:find("<UIView:") then count = count + 1 end
  end
  return count
end

print("-- a push in the turn of the first appearance")
do
  local a, b = screen("A"), screen("B")
  local nav = UINavigationController(a)
  local window = UIWindow()
  window.rootViewController = nav
  window:makeKeyAndVisible()
  nav:pushViewControllerAnimated(b, true)
  RunLoop.main:runUntilIdle()
  print("A in the window:", a.view.window ~= nil, "controller views in the window:", viewsIn(window))
  window.hidden = true
end
collectgarbage()

print("-- a root replaced inside its viewWillAppear:")
do
  local window = UIWindow()
  local a, b = screen("A"), screen("B")
  a.onAppearance = function(name) if name == "viewWillAppear" then window.rootViewController = b end end
  window.rootViewController = a
  window:makeKeyAndVisible()
  RunLoop.main:runUntilIdle()
  print("subviews:", #window.subviews, window.subviews[1] == b.view)
  window.rootViewController = nil
  print("subviews:", #window.subviews)
  window.hidden = true
  a.onAppearance = nil
end
collectgarbage()

print("-- a completion that runs the run loop")
do
  local window = UIWindow()
  local a = screen("A")
  window.rootViewController = a
  window:makeKeyAndVisible()
  RunLoop.main:runUntilIdle()
  local runs = 0
  a:presentViewControllerAnimatedCompletion(screen("Sheet"), true, function()
    runs = runs + 1
    print("completion", runs)
    RunLoop.main:runUntilIdle()
  end)
  RunLoop.main:runUntilIdle()
  print("completion ran", runs, "time(s)")
  a:dismissViewControllerAnimatedCompletion(false, nil)
  RunLoop.main:runUntilIdle()
  window.hidden = true
end
collectgarbage()

print("-- an edge swipe")
do
  local a = screen("A")
  local nav = UINavigationController(a)
  local window = UIWindow()
  window.rootViewController = nav
  window:makeKeyAndVisible()
  nav:pushViewControllerAnimated(screen("B"), false)
  RunLoop.main:runUntilIdle()
  local swipe = Simulator.beginEdgeSwipe()
  swipe:update(0.5)
  print(pcall(function() swipe:update(0 / 0) end))
  print(pcall(function() swipe:update(math.huge) end))
  print("fraction:", swipe.fraction)
  swipe:finish()
  RunLoop.main:runUntilIdle()
  collectgarbage()
  print("finished; the script still holds the swipe:", swipe.fraction)
  window.hidden = true
end
collectgarbage()
print("done")
