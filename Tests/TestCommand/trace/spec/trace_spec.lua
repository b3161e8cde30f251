local Card = UIView:subclass("Card")
it("matches the lifecycle", function()
  local window = UIWindow()
  assert.trace({
    "-[Card initWithFrame:]",
    "-[Card willMoveToWindow:]",
    "-[Card willMoveToSuperview:]",
    "-[Card didMoveToWindow]",
    "-[Card didMoveToSuperview]",
  }, function() window:addSubview(Card(CGRect(0, 0, 10, 10))) end)
end)
it("shows where it differs", function()
  local window = UIWindow()
  assert.trace({
    "-[Card initWithFrame:]",
    "-[Card willMoveToSuperview:]",
    "-[Card willMoveToWindow:]",
    "-[Card didMoveToWindow]",
    "-[Card didMoveToSuperview]",
  }, function() window:addSubview(Card(CGRect(0, 0, 10, 10))) end)
end)
it("takes a list and a function", function() assert.trace("x", function() end) end)
it("compares two lists of lines", function()
  assert.lines({ "one", "two", "three" }, { "one", "2", "three" })
end)
