-- Unsatisfiable constraints from Lua: UIKit's log, word for word (ids in place
-- of addresses), on standard error, then recovery by breaking the constraint
-- added last; the broken constraint holds again once the conflict is gone.
local window = UIWindow()
window:makeKeyAndVisible()
local container = UIView(CGRect(0, 0, 300, 400))
local view = UIView()
view.translatesAutoresizingMaskIntoConstraints = false
window:addSubview(container)
container:addSubview(view)

local hundred = view.widthAnchor:constraintEqualToConstant(100)
NSLayoutConstraint:activateConstraints{
  hundred,
  view.leadingAnchor:constraintEqualToAnchor(container.leadingAnchor),
  view.topAnchor:constraintEqualToAnchor(container.topAnchor),
  view.heightAnchor:constraintEqualToConstant(10),
}
RunLoop.main:runUntilIdle()
io.stderr:write("-- the trailing edge too\n")
local trailing = view.trailingAnchor:constraintEqualToAnchor(container.trailingAnchor)
trailing.identifier = "too wide"
trailing.active = true
RunLoop.main:runUntilIdle()
print("after the conflict", view.frame, trailing.active)
hundred.active = false
RunLoop.main:runUntilIdle()
print("without the width", view.frame)
