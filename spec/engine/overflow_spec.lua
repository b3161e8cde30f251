-- Runaway recursion ends in an error, never a hang or a crash. (The uncaught
-- overflow of Lua alone, whose point is the process's report, stays in
-- Tests/Scripts/overflow.lua.)
describe("runaway recursion through the engine", function()
  it("stops at Lua's limit on nested C calls, and the engine goes on", function()
    -- a layoutSubviews that lays itself out again nests a native call and a hook per level
    local Again = UIView:subclass("Again")
    local depth = 0
    function Again:layoutSubviews()
      depth = depth + 1
      self:setNeedsLayout()
      self:layoutIfNeeded()
    end
    local window = UIWindow()
    local again = Again()
    window:addSubview(again)
    assert.are.same({ false, "C stack overflow" }, { pcall(function() again:layoutIfNeeded() end) })
    assert.is_true(depth > 10 and depth < 1000, "levels before the limit: " .. depth)
    Again.layoutSubviews = nil
    assert.is_true(pcall(function() RunLoop.main:runOnce() end))
  end)
end)
