-- A logged view added to and removed from a view that is on screen: the classic
-- demonstration of UIView's hierarchy callbacks (uikit-behavior.md, R2.1, R2.2).
local LoggedView = UIView:subclass("LoggedView")

local function log(self, selector, detail)
  print(string.format("-[%s %s]%s", self.name, selector, detail and (" " .. detail) or ""))
end

function LoggedView:willMoveToSuperview(superview) log(self, "willMoveToSuperview:", superview and (superview.name or superview.className) or "nil") end
function LoggedView:didMoveToSuperview() log(self, "didMoveToSuperview") end
function LoggedView:willMoveToWindow(window) log(self, "willMoveToWindow:", window and window.className or "nil") end
function LoggedView:didMoveToWindow() log(self, "didMoveToWindow") end
function LoggedView:didAddSubview(subview) log(self, "didAddSubview:", subview.name) end
function LoggedView:willRemoveSubview(subview) log(self, "willRemoveSubview:", subview.name) end
function LoggedView:layoutSubviews()
  LoggedView.super.layoutSubviews(self)
  log(self, "layoutSubviews")
end

local window = UIWindow()
local container = LoggedView(window.bounds)
container.name = "container"
window:addSubview(container)
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- add")
local card = LoggedView(CGRect(20, 100, 200, 120))
card.name = "card"
container:addSubview(card)
RunLoop.main:runUntilIdle()

print("-- remove")
card:removeFromSuperview()
RunLoop.main:runUntilIdle()
