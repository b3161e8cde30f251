-- Callbacks that change the hierarchy while a view is being added (found by the
-- fuzzer): the view ends up in one superview, and no loop is ever made.

-- Detaching a view from its old superview runs that superview's setNeedsLayout;
-- an override that adds the view back does not leave it in two superviews.
local Old = UIView:subclass("Old")
local moving
function Old:setNeedsLayout()
  Old.super.setNeedsLayout(self)
  if moving then
    local view = moving
    moving = nil
    self:addSubview(view)
  end
end
local old, new, view = Old(), UIView(), UIView()
old:addSubview(view)
moving = view
new:addSubview(view)
print("moved:", view.superview == new, #old.subviews, #new.subviews)

-- A willMoveToSuperview: that makes the new superview a subview of the moving
-- view: the insertion that would close the loop is refused.
local Sneaky = UIView:subclass("Sneaky")
function Sneaky:willMoveToSuperview(superview)
  if superview and superview.superview == nil then self:addSubview(superview) end
end
local parent, sneaky = UIView(), Sneaky()
sneaky:addSubview(UIView())
print(pcall(parent.addSubview, parent, sneaky))
print("parent in sneaky:", parent.superview == sneaky, "sneaky in parent:", sneaky.superview == parent)

-- The old superview's setNeedsLayout, run as the view leaves it, makes the new
-- superview a subview of the moving view: the insertion is refused there too.
local Trap = UIView:subclass("Trap")
local sprung = false
local trap, moved, into = Trap(), UIView(), UIView()
function Trap:setNeedsLayout()
  Trap.super.setNeedsLayout(self)
  if moved.superview == nil and not sprung then
    sprung = true
    moved:addSubview(into)
  end
end
trap:addSubview(moved)
print(pcall(into.addSubview, into, moved))
print("into in moved:", into.superview == moved, "moved in into:", moved.superview == into)
