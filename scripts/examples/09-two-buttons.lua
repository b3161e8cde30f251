-- Two buttons tapped at the same instant: on a navigation screen, "push"
-- pushes a new screen and "pop" pops this one. Two fingers in one event reach
-- both buttons, so the app pushes and pops in the same instant. The fix apps
-- use is one line at launch, [[UIView appearance] setExclusiveTouch:YES]:
-- every view that enters a window from then on is exclusive-touch, and the
-- first finger's button keeps the other out while it is touched.
local logging = require("logging")

local Screen = UIViewController:subclass("Screen")
logging.hooks(Screen, { "viewDidAppear:", "viewDidDisappear:" })

local count = 0

local function screen()
  count = count + 1
  local controller = Screen()
  controller.title = "Screen " .. count
  return controller
end

function Screen:viewDidLoad()
  Screen.super.viewDidLoad(self)
  -- Each button sends its action with no target: up the responder chain, to
  -- the first responder with a method of that name, this controller. (A
  -- function capturing the controller would make a cycle through the
  -- controller's view, as a block capturing self does in UIKit.)
  local function button(title, action, frame)
    local b = UIButton:buttonWithType(UIButtonTypeSystem)
    b:setTitleForState(title, UIControlStateNormal)
    b.frame = frame
    b:addTargetActionForControlEvents(nil, action, UIControlEventTouchUpInside)
    self.view:addSubview(b)
  end
  button("Push", "push:", CGRect(20, 200, 150, 44))
  button("Pop", "pop:", CGRect(220, 200, 150, 44))
end

function Screen:push()
  print(self.title .. ": push")
  self.navigationController:pushViewControllerAnimated(screen(), true)
end

function Screen:pop()
  print(self.title .. ": pop")
  self.navigationController:popViewControllerAnimated(true)
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

print("-- again, after UIView:appearance().exclusiveTouch = true")
UIView:appearance().exclusiveTouch = true
navigation = freshStack()
Simulator.tapTogether(50, 220, 250, 220)
RunLoop.main:runUntilIdle()
print("-- " .. #navigation.viewControllers .. " screens on the stack")
