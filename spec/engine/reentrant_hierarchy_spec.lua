-- Callbacks that change the hierarchy while a view is being added (found by the
-- fuzzer): the view ends up in one superview, and no loop is ever made.
describe("a hierarchy changed by the callbacks of an insertion", function()
  local refusal = "^.-reentrant_hierarchy_spec%.lua:%d+: %-%[UIView addSubview:%]: "
    .. "the view's callbacks made the receiver one of its descendants$"

  it("leaves a view added back by its old superview's setNeedsLayout in one superview", function()
    -- Detaching a view from its old superview runs that superview's setNeedsLayout.
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
    assert.are.equal(new, view.superview)
    assert.are.equal(0, #old.subviews)
    assert.are.equal(1, #new.subviews)
  end)

  it("refuses the insertion when willMoveToSuperview: made the superview a subview", function()
    local Sneaky = UIView:subclass("Sneaky")
    function Sneaky:willMoveToSuperview(superview)
      if superview and superview.superview == nil then self:addSubview(superview) end
    end
    local parent, sneaky = UIView(), Sneaky()
    sneaky:addSubview(UIView())
    local ok, message = pcall(parent.addSubview, parent, sneaky)
    assert.is_false(ok)
    assert.matches(refusal, message)
    assert.are.equal(sneaky, parent.superview)
    assert.are_not.equal(parent, sneaky.superview)
  end)

  it("refuses it when the old superview's setNeedsLayout did", function()
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
    local ok, message = pcall(into.addSubview, into, moved)
    assert.is_false(ok)
    assert.matches(refusal, message)
    assert.are.equal(moved, into.superview)
    assert.are_not.equal(into, moved.superview)
  end)
end)
