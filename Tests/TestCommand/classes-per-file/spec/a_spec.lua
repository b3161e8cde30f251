local Card = UIView:subclass("Card")
function Card:sizeThatFits() return CGSize(1, 1) end
it("a's Card", function() assert.are.same(CGSize(1, 1), Card():sizeThatFits(CGSize(0, 0))) end)
