-- A class of the same name as one in a_spec.lua: each file has its own.
local Card = UIView:subclass("Card")
function Card:sizeThatFits() return CGSize(2, 2) end
it("b's Card", function() assert.are.same(CGSize(2, 2), Card():sizeThatFits(CGSize(0, 0))) end)
it("names a class only once per file", function()
  assert.has_error(function() UIView:subclass("Card") end, "a class named 'Card' already exists")
end)
