-- Push and pop on a navigation controller (R8.2, R8.3), animated, in virtual time.
local logging = require("logging")

local Screen = UIViewController:subclass("Screen")
logging.hooks(Screen, logging.appearance)
logging.hooks(Screen, { "willMoveToParentViewController:", "didMoveToParentViewController:" })
function Screen:dealloc() print(self.title .. " -[Screen dealloc]") end

local function screen(title)
  local controller = Screen()
  controller.title = title
  return controller
end

local navigation = UINavigationController(screen("A"))
local window = UIWindow()
window.rootViewController = navigation
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- push B, animated")
navigation:pushViewControllerAnimated(screen("B"), true)
print("(the push returned; the transition starts at the next turn)")
RunLoop.main:runFor(0.25)
print("-- halfway through, at " .. RunLoop.main.currentTime .. " s")
RunLoop.main:runFor(0.25)

print("-- pop B")
navigation:popViewControllerAnimated(true)
RunLoop.main:runUntilIdle()
collectgarbage()
