-- `luaui run --trace`: every lifecycle call on a Lua-subclass instance, as it is made.
local Card = UIView:subclass("Card")
local window = UIWindow()
local card = Card()
print("-- add")
window:addSubview(card)
print("-- commit")
RunLoop.main:runOnce()
