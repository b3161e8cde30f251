-- What only the file's functions, the app and Lua cycles hold is freed: no leak.
local Card = UIView:subclass("Card")
local kept
it("leaves a window, a timer and a cycle", function()
  local window = UIWindow()
  window.rootViewController = UIViewController()
  window:makeKeyAndVisible()
  local card = Card()
  card.me = card
  card.handler = function() return card end
  window:addSubview(card)
  kept = card
  RunLoop.main:every(1, function() return kept end)
  RunLoop.main:runUntilIdle()
end)
