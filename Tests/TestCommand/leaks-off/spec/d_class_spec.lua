-- A class's methods hold what their upvalues hold; the file's classes lose
-- their methods when it ends, and what only they held is freed.
local Holder = UIView:subclass("Holder")
local held = UIView()
function Holder:layoutSubviews() return held end
it("defines a class whose method holds a view", function() Holder():layoutIfNeeded() end)
