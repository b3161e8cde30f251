-- A model of how to test a view class: the order of UIView's hierarchy
-- callbacks when a view is added to and removed from a view on screen (the
-- example 01-view-lifecycle shows the same). Each test starts in a fresh app:
-- no window until the test makes one.
describe("a view added to a view on screen", function()
  local CardView = UIView:subclass("CardView")
  local window, container

  before_each(function()
    window = UIWindow()
    container = UIView(window.bounds)
    window:addSubview(container)
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  it("moves to the window, then to the superview", function()
    local card
    assert.trace({ "-[CardView initWithFrame:]" }, function() card = CardView(CGRect(20, 100, 200, 120)) end)
    assert.trace({
      "-[CardView willMoveToWindow:]",
      "-[CardView willMoveToSuperview:]",
      "-[CardView didMoveToWindow]",
      "-[CardView didMoveToSuperview]",
    }, function() container:addSubview(card) end)
    assert.are.equal(window, card.window)
  end)

  it("leaves the superview, then the window, when removed", function()
    local card = CardView(CGRect(20, 100, 200, 120))
    container:addSubview(card)
    assert.trace({
      "-[CardView willMoveToSuperview:]",
      "-[CardView willMoveToWindow:]",
      "-[CardView didMoveToWindow]",
      "-[CardView didMoveToSuperview]",
    }, function() card:removeFromSuperview() end)
    assert.is_nil(card.superview)
    assert.is_nil(card.window)
  end)

  it("is laid out at the next commit, not at once", function()
    local card = CardView(CGRect(20, 100, 200, 120))
    container:addSubview(card)
    assert.trace({}, function() end)
    assert.trace({ "-[CardView layoutSubviews]" }, function() RunLoop.main:runUntilIdle() end)
  end)
end)
