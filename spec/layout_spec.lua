-- A model for testing layout: a layoutSubviews that lays out its subviews,
-- and a sizeThatFits: that a parent asks with sizeToFit.
describe("a view that lays out its subviews", function()
  local Row = UIView:subclass("Row")
  function Row:layoutSubviews()
    Row.super.layoutSubviews(self)
    local width = self.bounds.size.width / #self.subviews
    for index, subview in ipairs(self.subviews) do
      subview.frame = CGRect((index - 1) * width, 0, width, self.bounds.size.height)
    end
  end
  function Row:sizeThatFits(size)
    return CGSize(size.width, 44)
  end

  it("splits its width between its subviews at the next commit", function()
    local window = UIWindow()
    local row = Row(CGRect(0, 0, 300, 50))
    for _ = 1, 3 do row:addSubview(UIView()) end
    window:addSubview(row)
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    assert.are.same({ 0, 100, 200 }, {
      row.subviews[1].frame.origin.x, row.subviews[2].frame.origin.x, row.subviews[3].frame.origin.x,
    })
    assert.are.equal(50, row.subviews[3].frame.size.height)
  end)

  it("lays out again when its bounds change", function()
    local row = Row(CGRect(0, 0, 300, 50))
    row:addSubview(UIView())
    row:layoutIfNeeded()
    row.bounds = CGRect(0, 0, 120, 50)
    assert.is_true(row.needsLayout)
    row:layoutIfNeeded()
    assert.are.equal(120, row.subviews[1].frame.size.width)
  end)

  it("answers sizeThatFits:, which sizeToFit uses", function()
    local row = Row(CGRect(0, 0, 300, 50))
    assert.are.same(CGSize(300, 44), row:sizeThatFits(CGSize(300, 1000)))
    row:sizeToFit()
    assert.are.equal(44, row.frame.size.height)
  end)
end)
