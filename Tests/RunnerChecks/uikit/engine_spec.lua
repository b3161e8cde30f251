-- What luaui test adds to busted's outcomes, for the machine-read outputs
-- (TAP through prove, JUnit through its schema): a failed trace, an error
-- raised in a hook the engine called, and a golden file that is missing
-- (scripts/runner-checks runs this with -u none, so nothing is written).
describe("the engine's outcomes", function()
  local Broken = UIView:subclass("Broken")
  function Broken:layoutSubviews()
    error("layout broke")
  end

  it("passes a trace", function()
    assert.trace({ "-[Broken initWithFrame:]" }, function() Broken(CGRect(0, 0, 10, 10)) end)
  end)

  it("fails a trace", function()
    assert.trace({ "-[Broken dealloc]" }, function() Broken() end)
  end)

  it("fails in a hook the engine called", function()
    local window = UIWindow()
    window:addSubview(Broken(CGRect(0, 0, 10, 10)))
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  it("fails on a missing golden <&'\">", function()
    assert.golden("absent", "text\n")
  end)
end)
