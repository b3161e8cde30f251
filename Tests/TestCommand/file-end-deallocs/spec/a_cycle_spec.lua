-- A view in a cycle through a Lua closure, left when the file ends: its dealloc
-- runs before the next file begins, with or without the leak check.
local Card = UIView:subclass("Card")
function Card:dealloc() print("dealloc Card") end
it("leaves a card in a cycle", function()
  local card = Card()
  card.handler = function() return card end
end)
