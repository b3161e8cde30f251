-- Issue 11: UIKit's own recursions at depth. hitTest:withEvent: asks each
-- subview's, and touches pass up the responder chain one responder at a time;
-- through 20,000 levels of a Lua class the engine's part moves to stacks of its
-- own (NativeStack.swift) and completes. Lua overrides that recurse themselves
-- stop at Lua's own bound of nested calls, with its error.
describe("a chain of 20,000 views of a Lua class", function()
  local Plain = UIView:subclass("Plain")
  local Toucher = UIView:subclass("Toucher")
  local touches
  function Toucher:touchesBeganWithEvent(set, event)
    touches = touches + 1
    Toucher.super.touchesBeganWithEvent(self, set, event)
  end

  local function chain(class, levels, window)
    local top = class(CGRect(0, 0, 10, 10))
    local bottom = top
    for _ = 2, levels do
      local view = class(CGRect(0, 0, 10, 10))
      bottom:addSubview(view)
      bottom = view
    end
    window:addSubview(top)
    return top, bottom
  end

  local window
  before_each(function()
    touches = 0
    window = UIWindow()
    window:makeKeyAndVisible()
  end)

  it("is hit-tested to its bottom, and a touch there reaches the leaf", function()
    local top, bottom = chain(Plain, 20000, window)
    assert.are.equal(bottom, window:hitTestWithEvent(CGPoint(5, 5), nil))
    local leaf = Toucher(CGRect(0, 0, 10, 10))
    bottom:addSubview(leaf)
    Simulator.tap(5, 5)
    assert.are.equal(1, touches)
    top:removeFromSuperview()
  end)

  it("stops overrides that recurse through it at Lua's bound, and the engine goes on", function()
    chain(Toucher, 300, window)
    -- Lua names the position when the bound is reached in a Lua function, not in a C one.
    local ok, message = pcall(Simulator.tap, 5, 5)
    assert.is_false(ok)
    assert.matches("C stack overflow$", message)
    assert.are.equal(window, window:hitTestWithEvent(CGPoint(50, 50), nil))
  end)
end)
