-- An uncaught error in a hook: the message, and a traceback naming the hook.
local Bad = UIView:subclass("Bad")
function Bad:layoutSubviews()
  error("boom")
end
local window = UIWindow()
window:addSubview(Bad(CGRect(0, 0, 10, 10)))
RunLoop.main:runOnce()
print("not reached")
