-- Full-screen and sheet presentations (R8.5, R8.6): the presenter disappears for
-- a full-screen presentation, and stays on screen for a sheet.
local logging = require("logging")

local Screen = UIViewController:subclass("Screen")
logging.hooks(Screen, logging.appearance)

local function screen(title, style)
  local controller = Screen()
  controller.title = title
  if style then controller.modalPresentationStyle = style end
  return controller
end

local home = screen("Home")
local window = UIWindow()
window.rootViewController = home
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- present full screen")
home:presentViewControllerAnimatedCompletion(screen("Full", UIModalPresentationFullScreen), true, function()
  print("completion: presented; home's view in the window: " .. tostring(home.view.window ~= nil))
end)
RunLoop.main:runUntilIdle()
print("-- dismiss")
home:dismissViewControllerAnimatedCompletion(true, function() print("completion: dismissed") end)
RunLoop.main:runUntilIdle()

print("-- present a page sheet")
local sheet = screen("Sheet", UIModalPresentationPageSheet)
home:presentViewControllerAnimatedCompletion(sheet, false, nil)
print("presentedViewController is set at once: " .. tostring(home.presentedViewController == sheet))
RunLoop.main:runUntilIdle()
print("sheet frame " .. tostring(sheet.view.frame))
sheet:dismissViewControllerAnimatedCompletion(false, nil)
RunLoop.main:runUntilIdle()
