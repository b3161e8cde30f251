-- Simulator.tap: hit testing, then touchesBegan/touchesEnded up the responder chain.
local Button = UIView:subclass("Button")
function Button:touchesBeganWithEvent(touches, event)
  print("began on " .. self.name, #touches, touches[1]:locationInView(self), touches[1].phase == UITouchPhaseBegan)
end
function Button:touchesEndedWithEvent(touches, event)
  print("ended on " .. self.name, touches[1].view == self, #event.allTouches)
  Button.super.touchesEndedWithEvent(self, touches, event)   -- passes it to the next responder
end

local Screen = UIViewController:subclass("Screen")
function Screen:touchesEndedWithEvent(touches, event) print("the controller got it, at", touches[1]:locationInView(nil)) end
function Screen:viewDidLoad()
  local button = Button(CGRect(100, 200, 80, 40)); button.name = "button"
  self.view:addSubview(button)
  local hidden = Button(CGRect(0, 0, 400, 900)); hidden.name = "hidden"; hidden.hidden = true
  self.view:addSubview(hidden)
  local inert = Button(CGRect(0, 0, 50, 50)); inert.name = "inert"; inert.userInteractionEnabled = false
  self.view:addSubview(inert)
end

local window = UIWindow()
window.rootViewController = Screen()
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()
print("-- on the button")
Simulator.tap(110, 215)
print("-- on the controller's view (hidden and non-interactive views are not hit)")
Simulator.tap(20, 20)
print("-- hitTest from a script")
print(window:hitTestWithEvent(CGPoint(110, 215), nil).name, window:pointInsideWithEvent(CGPoint(-1, 0), nil))
