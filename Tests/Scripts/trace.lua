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
-- An instance made before a capture is traced in it, in hooks no Lua class overrides.
local early = Card(CGRect(0, 0, 10, 10))
for _, line in ipairs(trace.capture(function() window:addSubview(early) end)) do print(line) end
print(#trace.capture(function() UIView() end))
print(pcall(trace.capture, function() error("inside capture") end))
