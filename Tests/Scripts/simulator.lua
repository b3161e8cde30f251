-- lua-api.md, The world outside the app: memory warnings, background and
-- foreground, rotation, and the interactive edge swipe.
local Screen = UIViewController:subclass("Screen")
for _, name in ipairs({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
  Screen[name] = function(self, animated)
    print(self.title .. " " .. name .. ":")
    Screen.super[name](self, animated)
  end
end
function Screen:didReceiveMemoryWarning() print(self.title .. " didReceiveMemoryWarning") end
function Screen:didMoveToParentViewController(parent)
  print(self.title .. " didMoveToParentViewController: " .. (parent and parent.className or "nil"))
end
local function screen(title) local s = Screen(); s.title = title; return s end

UIApplication.sharedApplication.delegate = {
  applicationWillResignActive = function() print("delegate applicationWillResignActive:") end,
  applicationDidEnterBackground = function() print("delegate applicationDidEnterBackground:") end,
  applicationWillEnterForeground = function() print("delegate applicationWillEnterForeground:") end,
  applicationDidBecomeActive = function() print("delegate applicationDidBecomeActive:") end,
  applicationDidReceiveMemoryWarning = function() print("delegate applicationDidReceiveMemoryWarning:") end,
}

local a, b = screen("A"), screen("B")
local offscreen = screen("Offscreen")
local navigation = UINavigationController(a)
local window = UIWindow()
window.rootViewController = navigation
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- R10.1 memory warning: every live controller, in creation order")
Simulator.memoryWarning()

print("-- R10.2 background and foreground reach the delegate only")
Simulator.background()
print(UIApplication.sharedApplication.applicationState == UIApplicationStateBackground)
Simulator.foreground()

print("-- R8.4 edge swipe, finished")
navigation:pushViewControllerAnimated(b, false)
RunLoop.main:runUntilIdle()
local swipe = Simulator.beginEdgeSwipe()
swipe:update(0.5)
print("top during the swipe: " .. navigation.topViewController.title)
swipe:finish()
RunLoop.main:runUntilIdle()
print("top: " .. navigation.topViewController.title)

print("-- R8.4 edge swipe, cancelled")
local c = screen("C")
navigation:pushViewControllerAnimated(c, false)
RunLoop.main:runUntilIdle()
swipe = Simulator.beginEdgeSwipe()
swipe:update(0.3)
swipe:cancel()
RunLoop.main:runUntilIdle()
print("top: " .. navigation.topViewController.title)

print("-- nothing to swipe back to is an error")
navigation:popToRootViewControllerAnimated(false)
RunLoop.main:runUntilIdle()
print(pcall(Simulator.beginEdgeSwipe))
print(pcall(Simulator.rotate, 99))
