-- Errors: Lua's standard messages for bad arguments, UIKit's exceptions as Lua
-- errors, an error in a hook surfacing where the engine was entered, and the
-- engine still consistent afterwards.
local view = UIView()
print(pcall(view.addSubview, view, 5))
print(pcall(function() view:addSubview(5) end))
print(pcall(function() view:addSubview() end))
-- Userdata that are not objects: a file, a geometry value, and a light userdata
-- (an object's address, a key of one of the bridge's tables).
print(pcall(function() view:addSubview(io.stdout) end))
print(pcall(function() view:addSubview(CGRect(0, 0, 1, 1)) end))
local light
for _, value in pairs(debug.getregistry()) do
  if type(value) == "table" then
    for key in pairs(value) do
      if type(key) == "userdata" and getmetatable(key) == nil then light = key end
    end
  end
end
print(light ~= nil, pcall(function() view:addSubview(light) end))
-- Functions registered after start-up read their id from an upvalue, which a
-- script can reach: it is a number, never a userdata taken for an object.
local upvalue
for i = 1, 400 do
  local class = UIView:subclass("Late" .. i)
  local name, value = debug.getupvalue(getmetatable(class).__call, 1)
  if name then upvalue = value break end
end
print(type(upvalue), pcall(function() view:addSubview(upvalue) end))
print(pcall(function() view:addSubview(view) end))
local child = UIView()
view:addSubview(child)
print(pcall(function() child:addSubview(view) end))
print(pcall(function() view:insertSubviewAtIndex(UIView(), -1) end))
print(pcall(function() view:exchangeSubviewAtIndexWithSubviewAtIndex(0, 3) end))
print(pcall(function() view:insertSubviewAboveSubview(UIView(), UIView()) end))
print(pcall(function() view.frame = "wide" end))
print(pcall(function() view.superview = UIView() end))
print(pcall(function() view.tag = 1.5 end))
print(pcall(function() UIView.frame(view) end))

local Bad = UIView:subclass("Bad")
function Bad:layoutSubviews() error("layout exploded") end
local window = UIWindow()
local bad = Bad(CGRect(0, 0, 10, 10))
window:addSubview(bad)
local ok, message = pcall(function() RunLoop.main:runOnce() end)
print(ok, message)
print("flags cleared:", bad.superview == window)
Bad.layoutSubviews = nil
bad:setNeedsLayout()
print(pcall(function() RunLoop.main:runOnce() end))

local NoSuper = UIView:subclass("NoSuper")
function NoSuper:updateConstraints() end
local lazy = NoSuper()
lazy:setNeedsUpdateConstraints()
print(pcall(function() lazy:updateConstraintsIfNeeded() end))

local NilView = UIViewController:subclass("NilView")
function NilView:loadView() end
print(pcall(function() return NilView().view end))

local Wrong = UIView:subclass("Wrong")
function Wrong:sizeThatFits() return 42 end
print(pcall(function() Wrong():sizeToFit() end))

-- A per-instance field needs a key a table can hold: the messages Lua gives
-- for a table, raised where the script assigned.
local keyed = UIView()
print(pcall(function() keyed[nil] = 1 end))
print(pcall(function() keyed[0/0] = 1 end))
keyed[1] = "one"
print(keyed[1])
