-- lua-api.md, Tracing: trace.capture returns the lines --trace prints.
local Card = UIView:subclass("Card")
function Card:layoutSubviews() Card.super.layoutSubviews(self) end
local window = UIWindow()
window:makeKeyAndVisible()
local lines = trace.capture(function()
  local card = Card(CGRect(0, 0, 10, 10))
  window:addSubview(card)
  RunLoop.main:runOnce()
  card:removeFromSuperview()
  card = nil
  collectgarbage()
end)
for _, line in ipairs(lines) do print(line) end
print(#trace.capture(function() UIView() end))
print(pcall(trace.capture, function() error("inside capture") end))
