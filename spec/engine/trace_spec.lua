-- lua-api.md, Tracing: trace.capture returns the lines --trace prints.
describe("trace.capture", function()
  local Card = UIView:subclass("Card")
  function Card:layoutSubviews() Card.super.layoutSubviews(self) end
  local window

  before_each(function()
    window = UIWindow()
    window:makeKeyAndVisible()
  end)

  it("returns a view's lifecycle from creation to dealloc", function()
    assert.trace({
      "-[Card initWithFrame:]",
      "-[Card willMoveToWindow:]",
      "-[Card willMoveToSuperview:]",
      "-[Card didMoveToWindow]",
      "-[Card didMoveToSuperview]",
      "-[Card layoutMarginsDidChange]",
      "-[Card safeAreaInsetsDidChange]",
      "-[Card layoutSubviews]",
      "-[Card willMoveToSuperview:]",
      "-[Card willMoveToWindow:]",
      "-[Card didMoveToWindow]",
      "-[Card didMoveToSuperview]",
      "-[Card dealloc]",
    }, function()
      local card = Card(CGRect(0, 0, 10, 10))
      window:addSubview(card)
      RunLoop.main:runOnce()
      card:removeFromSuperview()
      card = nil -- luacheck: ignore (collected below)
      collectgarbage()
    end)
  end)

  it("traces an instance made before it, in hooks no Lua class overrides", function()
    local early = Card(CGRect(0, 0, 10, 10))
    assert.trace({
      "-[Card willMoveToWindow:]",
      "-[Card willMoveToSuperview:]",
      "-[Card didMoveToWindow]",
      "-[Card didMoveToSuperview]",
    }, function() window:addSubview(early) end)
  end)

  it("traces nothing for native classes", function()
    assert.are.equal(0, #trace.capture(function() UIView() end))
  end)

  it("lets an error inside it through", function()
    local ok, message = pcall(trace.capture, function() error("inside capture") end)
    assert.is_false(ok)
    assert.matches("^.-trace_spec%.lua:%d+: inside capture$", message)
  end)
end)
