-- lua-api.md, Values: geometry constructors, fields, shortcuts, equality and
-- Swift-style tostring; immutability; nil and booleans.
describe("geometry values", function()
  local r = CGRect(0, 20, 375, 647)

  it("print like Swift's debugPrint of the CoreGraphics value", function()
    assert.are.equal("(0.0, 20.0, 375.0, 647.0)", tostring(r))
    assert.are.equal("(10.0, 20.0)", tostring(CGPoint(10, 20)))
    assert.are.equal("(10.0, 20.0)", tostring(CGSize(10, 20)))
    assert.are.equal("(1.0, 2.0, 3.0, 4.0)", tostring(UIEdgeInsets(1, 2, 3, 4)))
    assert.are.equal("(0.5, 0.1, 1e-05, 12345678.25)", tostring(CGRect(0.5, 0.1, 1e-5, 12345678.25)))
  end)

  it("have fields and shortcuts", function()
    assert.are.same({ 0, 20, 375, 647 }, { r.origin.x, r.origin.y, r.size.width, r.size.height })
    assert.are.same({ 0, 20, 375, 647 }, { r.x, r.y, r.width, r.height })
    assert.are.equal("0.0\t20.0\t375.0\t647.0",
      table.concat({ tostring(r.x), tostring(r.y), tostring(r.width), tostring(r.height) }, "\t"))
    assert.are.equal("(0.0, 20.0)", tostring(r.origin))
    assert.are.equal("(375.0, 647.0)", tostring(r.size))
  end)

  it("compare with ==", function()
    assert.is_true(r == CGRect(0, 20, 375, 647))
    assert.is_false(r == CGRect(0, 20, 375, 646))
    assert.is_true(CGPoint(1, 2) == CGPoint(1, 2))
  end)

  it("have UIKit's zero constants", function()
    assert.are.equal("(0.0, 0.0, 0.0, 0.0)", tostring(CGRectZero))
    assert.are.equal("(0.0, 0.0)", tostring(CGPointZero))
    assert.are.equal("(0.0, 0.0)", tostring(CGSizeZero))
  end)

  it("are immutable", function()
    local ok, message = pcall(function() r.x = 5 end)
    assert.is_false(ok)
    assert.matches("^.-values_spec%.lua:%d+: CGRect values are immutable; make a new one with "
      .. "CGRect%(x, y, width, height%)$", message)
  end)

  it("reject arguments that are not numbers", function()
    assert.are.same({ false, "bad argument #1 to 'CGRect' (number expected, got string)" },
      { pcall(CGRect, "a") })
  end)

  it("cross into views and back", function()
    local view = UIView(r)
    assert.is_true(view.frame == r)
    assert.is_true(view.frame ~= view.frame == false)
    assert.are.equal("(187.5, 343.5)", tostring(view.center))
    assert.are.equal("(0.0, 0.0, 375.0, 647.0)", tostring(view.bounds))
  end)

  it("work with CoreGraphics' and UIKit's C functions", function()
    assert.is_true(CGRectContainsPoint(r, CGPoint(1, 30)))
    assert.are.equal("(100.0, 20.0, 275.0, 30.0)", tostring(CGRectIntersection(r, CGRect(100, 0, 500, 50))))
    assert.are.equal("(20.0, 10.0, 40.0, 60.0)",
      tostring(UIEdgeInsetsInsetRect(CGRect(0, 0, 100, 100), UIEdgeInsets(10, 20, 30, 40))))
  end)
end)
