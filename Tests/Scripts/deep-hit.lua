-- Issue 11: UIKit's own recursions at depth. hitTest:withEvent: asks each
-- subview's, and touches pass up the responder chain one responder at a time;
-- through 20,000 levels of a Lua class the engine's part moves to stacks of its
-- own (NativeStack.swift) and completes. Lua overrides that recurse themselves
-- stop at Lua's own bound of nested calls, with its error. The chains stay held
-- to the end: they go when the script's Lua state closes.
local Plain = UIView:subclass("Plain")
local Toucher = UIView:subclass("Toucher")
local touches = 0
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

local window = UIWindow()
window:makeKeyAndVisible()
held = {}
local top, bottom = chain(Plain, 20000, window)
held[1] = top
print("hit the bottom:", window:hitTestWithEvent(CGPoint(5, 5), nil) == bottom)
local leaf = Toucher(CGRect(0, 0, 10, 10))
bottom:addSubview(leaf)
Simulator.tap(5, 5)
print("the leaf's touches:", touches)
top:removeFromSuperview()

touches = 0
top = chain(Toucher, 300, window)
held[2] = top
print(pcall(Simulator.tap, 5, 5))
print("then the engine goes on:", window:hitTestWithEvent(CGPoint(50, 50), nil) == window)
