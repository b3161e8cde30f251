-- A tab switch (R8.7): only the first tab loads at launch; the switch runs
-- within the call that makes it.
local logging = require("logging")

local Tab = UIViewController:subclass("Tab")
logging.hooks(Tab, logging.appearance)

local function tab(title)
  local controller = Tab()
  controller.title = title
  return controller
end

local tabs = UITabBarController()
tabs.viewControllers = { tab("First"), tab("Second") }
local window = UIWindow()
window.rootViewController = tabs
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- select the second tab")
tabs.selectedIndex = 1
print("-- and back")
tabs.selectedIndex = 0
RunLoop.main:runUntilIdle()
