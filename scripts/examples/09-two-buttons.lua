-- Two buttons tapped at the same instant (issue 16's seed): on a navigation
-- screen, "push" pushes a new screen and "pop" pops this one. Two fingers in
-- one event reach both buttons, so the app pushes and pops in the same
-- instant. With exclusiveTouch set on each button, the first finger's button
-- keeps the other out while it is touched: one action, not two.
local logging = require("logging")

-- A button before UIKit's controls exist here: it acts when the touch that
-- landed in it lifts inside it.
local Button = UIView:subclass("Button")
function Button:touchesEndedWithEvent(touches)
  local point = touches[1]:locationInView(self)
  if self:pointInsideWithEvent(point, nil) then self.action() end
end

local Screen = UIViewController:subclass("Screen")
logging.hooks(Screen, { "viewDidAppear:", "viewDidDisappear:" })

local exclusive = false
local count = 0

local function screen()
  count = count + 1
  local controller = Screen()
  controller.title = "Screen " .. count
  return controller
end

function Screen:viewDidLoad()
  Screen.super.viewDidLoad(self)
  local function button(title, frame, action)
    local b = Button(frame)
    b.exclusiveTouch = exclusive
    b.action = function()
      print(self.title .. ": " .. title)
      action()
    end
    self.view:addSubview(b)
  end
  button("push", CGRect(20, 200, 150, 44), function()
    self.navigationController:pushViewControllerAnimated(screen(), true)
  end)
  button("pop", CGRect(220, 200, 150, 44), function()
    self.navigationController:popViewControllerAnimated(true)
  end)
end

-- A fresh app: a navigation controller with two screens, the second on top.
local window = UIWindow()
window:makeKeyAndVisible()
local function freshStack()
  count = 0
  local navigation = UINavigationController(screen())
  navigation:pushViewControllerAnimated(screen(), false)
  window.rootViewController = navigation
  RunLoop.main:runUntilIdle()
  return navigation
end

print("-- both buttons at once")
local navigation = freshStack()
Simulator.tapTogether(50, 220, 250, 220)
RunLoop.main:runUntilIdle()
print("-- " .. #navigation.viewControllers .. " screens on the stack")

print("-- again, each button exclusiveTouch")
exclusive = true
navigation = freshStack()
Simulator.tapTogether(50, 220, 250, 220)
RunLoop.main:runUntilIdle()
print("-- " .. #navigation.viewControllers .. " screens on the stack")
