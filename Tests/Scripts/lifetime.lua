-- lua-api.md, Lifetime: identity, fields as long as the object, closures through
-- self collected once native owners let go, dealloc once in UIKit's order, use
-- after dealloc, collectgarbage leaving nothing.
local Tracked = UIView:subclass("Tracked")
local deallocs = {}
function Tracked:dealloc() deallocs[#deallocs + 1] = self.name end

local window = UIWindow()
local holder = UIView()
window:addSubview(holder)

-- Identity: the same object reached twice is the same value.
local v = Tracked(); v.name = "v"
holder:addSubview(v)
print("identity:", holder.subviews[1] == v, rawequal(holder.subviews[1], v), v.superview == holder)

-- Fields live while only a native owner (the superview) holds the object.
v.note = "kept"
v = nil
collectgarbage()
print("fields kept:", holder.subviews[1].note, holder.subviews[1].name, #deallocs)

-- A closure capturing self (a cycle through Lua) is collected once the object
-- leaves its owner.
local child = holder.subviews[1]
child.callback = function() return child.note end
child = nil
holder.subviews[1]:removeFromSuperview()
collectgarbage()
print("after removal:", table.concat(deallocs, ","))

-- R2.6 order, for a tree nothing holds: the parent's dealloc, then its subviews
-- are removed, then each is deallocated.
deallocs = {}
local Logged = Tracked:subclass("Logged")
function Logged:willRemoveSubview(sub) deallocs[#deallocs + 1] = self.name .. " willRemoveSubview " .. sub.name end
function Logged:willMoveToSuperview(s) deallocs[#deallocs + 1] = self.name .. " willMoveToSuperview " .. tostring(s and s.name) end
function Logged:didMoveToSuperview() deallocs[#deallocs + 1] = self.name .. " didMoveToSuperview" end
do
  local parent = Logged(); parent.name = "parent"
  local a = Logged(); a.name = "a"
  local b = Logged(); b.name = "b"
  parent:addSubview(a)
  parent:addSubview(b)
  deallocs = {}
end
collectgarbage()
for _, line in ipairs(deallocs) do print(line) end

-- Using an object after its dealloc raises an error.
local saved
local Keeper = UIView:subclass("Keeper")
function Keeper:dealloc() saved = self end
do local k = Keeper() end
collectgarbage()
print(pcall(function() return saved.frame end))
print(pcall(function() saved:setNeedsLayout() end))
print(tostring(saved))

-- collectgarbage() leaves nothing collectable: a chain of views released together.
deallocs = {}
do
  local root = Tracked(); root.name = "root"
  local current = root
  for i = 1, 5 do
    local next = Tracked(); next.name = "n" .. i
    current:addSubview(next)
    current = next
  end
end
collectgarbage()
print("chain:", table.concat(deallocs, ","))
collectgarbage()
print("nothing more:", #deallocs)

-- Controllers: a controller nothing holds deallocates and releases its view.
local VC = UIViewController:subclass("VC")
function VC:dealloc() print("VC dealloc, view loaded:", self.viewLoaded) end
function VC:viewDidLoad() self.view:addSubview((function() local t = Tracked(); t.name = "vc-subview"; return t end)()) end
deallocs = {}
do local vc = VC(); local _ = vc.view end
collectgarbage()
print("vc:", table.concat(deallocs, ","))

-- A hook reaches its own object when objects of Lua classes come and go: the
-- engine finds an object's userdata in a slot that a deallocated object frees.
local Slotted = UIView:subclass("Slotted")
function Slotted:layoutSubviews() print("layoutSubviews of", self.name) end
do local gone = Slotted(); gone.name = "gone" end
collectgarbage()
local fresh = Slotted(); fresh.name = "fresh"
local other = Slotted(); other.name = "other"
fresh:setNeedsLayout(); fresh:layoutIfNeeded()
other:setNeedsLayout(); other:layoutIfNeeded()

-- Lua lets go of a view its superview still holds: the view lives on, fields and
-- all, and Lua reaching it again holds it again, past its superview's hold.
local Kept = UIView:subclass("Kept")
function Kept:dealloc() print("Kept dealloc", self.name) end
local holder = UIView()
do local kept = Kept(); kept.name = "kept"; holder:addSubview(kept) end
collectgarbage()
local again = holder.subviews[1]
print("reached again:", again.name)
again:removeFromSuperview()
collectgarbage()
print("still held by Lua:", again.name, again.superview)
again = nil
collectgarbage()

-- A chain of 20,000 Lua-class views that Lua drops is freed in one collection, each
-- view by its superview's deallocation: every dealloc runs once.
local Link = UIView:subclass("Link")
local deallocated = 0
function Link:dealloc() deallocated = deallocated + 1 end
do
  local top = Link()
  local bottom = top
  for _ = 1, 20000 do local link = Link(); bottom:addSubview(link); bottom = link end
end
collectgarbage()
print("chain deallocs:", deallocated)
