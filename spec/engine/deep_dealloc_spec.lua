-- Issue 11, R2.6 at depth: a chain of 50,000 views (each the only chain view
-- below the one before), every 100th holding a view of a Lua class with a
-- dealloc, dropped and collected. Each dying view's deinit removes its subviews,
-- running the Lua class's hooks inside it, and deallocations nest only to a bound
-- (UIView+Deallocation.swift): it finishes, every dealloc runs once, and no
-- "C stack overflow" is reported.
describe("a chain of 50,000 views dropped at once", function()
  local Leaf = UIView:subclass("Leaf")
  local deallocs, removals
  function Leaf:dealloc() deallocs = deallocs + 1 end
  function Leaf:willMoveToSuperview(superview)
    if superview == nil then removals = removals + 1 end
    Leaf.super.willMoveToSuperview(self, superview)
  end

  it("deallocates every view of a Lua class once, without overflowing the C stack", function()
    deallocs, removals = 0, 0
    local levels, leaves = 50000, 0
    do
      local window = UIWindow()
      window:makeKeyAndVisible()
      local top = UIView()
      local bottom = top
      for level = 1, levels do
        if level % 100 == 0 then
          bottom:addSubview(Leaf())
          leaves = leaves + 1
        end
        local next = UIView()
        bottom:addSubview(next)
        bottom = next
      end
      window:addSubview(top)
      RunLoop.main:runUntilIdle()
      assert.are.equal(1, #window.subviews)
      assert.are.equal(window, bottom.window)
      top:removeFromSuperview()
      window.hidden = true
    end
    collectgarbage()
    assert.are.same({ leaves = 500, removed = 500, deallocated = 500 },
      { leaves = leaves, removed = removals, deallocated = deallocs })
    collectgarbage()
    assert.are.equal(500, deallocs)
  end)
end)
