it("matches its reference image", function()
  local view = UIView(CGRect(0, 0, 4, 4))
  view.backgroundColor = UIColor.redColor
  local inner = UIView(CGRect(2, 2, 2, 2))
  inner.backgroundColor = UIColor.blueColor
  view:addSubview(inner)
  assert.snapshot("square", view)
end)

it("matches within its tolerance", function()
  local view = UIView(CGRect(0, 0, 2, 2))
  view.backgroundColor = UIColor(1, 0, 0, 1)
  assert.snapshot("near", view, 8)
end)
