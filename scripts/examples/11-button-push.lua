-- A button whose tap pushes a screen. The list screen's system button sends
-- "showDetails:" with no target: the action goes up the responder chain from
-- the button to the list's controller, which pushes the details screen,
-- animated. A tap recognizer on the list's view does not take the button's
-- tap (a single tap on a control is the control's), but takes one beside it.
local logging = require("logging")

local List = UIViewController:subclass("List")
local Details = UIViewController:subclass("Details")
logging.hooks(List, { "viewWillDisappear:", "viewDidDisappear:" })
logging.hooks(Details, { "viewWillAppear:", "viewDidAppear:" })

function List:viewDidLoad()
  List.super.viewDidLoad(self)
  local button = UIButton:buttonWithType(UIButtonTypeSystem)
  button:setTitleForState("Show details", UIControlStateNormal)
  button:sizeToFit()
  button.center = CGPoint(self.view.bounds.width / 2, 300)
  button:addTargetActionForControlEvents(nil, "showDetails:", UIControlEventTouchUpInside)
  self.view:addSubview(button)
  self.button = button
  self.view:addGestureRecognizer(UITapGestureRecognizer(self, "backgroundTapped:"))
end

function List:showDetails(sender)
  print(self.title .. ": " .. sender.currentTitle .. " tapped")
  local details = Details()
  details.title = "Details"
  self.navigationController:pushViewControllerAnimated(details, true)
end

function List:backgroundTapped(recognizer)
  print(self.title .. ": background tapped at " .. tostring(recognizer:locationInView(self.view)))
end

function Details:viewDidLoad()
  Details.super.viewDidLoad(self)
  local label = UILabel()
  label.text = "Pushed by a button"
  label:sizeToFit()
  label.center = CGPoint(self.view.bounds.width / 2, 300)
  self.view:addSubview(label)
  print(tostring(label))
end

local list = List()
list.title = "List"
local navigation = UINavigationController(list)
local window = UIWindow()
window.rootViewController = navigation
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

local button = list.button
print(tostring(button))
Simulator.tap(40, 600)
Simulator.tap(button.center.x, button.center.y)
RunLoop.main:runUntilIdle()
print(#navigation.viewControllers .. " screens; on top: " .. navigation.topViewController.title)
