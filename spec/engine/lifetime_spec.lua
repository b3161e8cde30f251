-- lua-api.md, Lifetime: identity, fields as long as the object, closures through
-- self collected once native owners let go, dealloc once in UIKit's order, use
-- after dealloc, collectgarbage leaving nothing.
describe("an object's lifetime", function()
  local Tracked = UIView:subclass("Tracked")
  local deallocs
  function Tracked:dealloc() deallocs[#deallocs + 1] = self.name end

  local Logged = Tracked:subclass("Logged")
  function Logged:willRemoveSubview(sub) deallocs[#deallocs + 1] = self.name .. " willRemoveSubview " .. sub.name end
  function Logged:willMoveToSuperview(s) deallocs[#deallocs + 1] = self.name .. " willMoveToSuperview " .. tostring(s and s.name) end
  function Logged:didMoveToSuperview() deallocs[#deallocs + 1] = self.name .. " didMoveToSuperview" end

  local holder
  before_each(function()
    deallocs = {}
    local window = UIWindow()
    holder = UIView()
    window:addSubview(holder)
  end)

  it("gives the same object reached twice the same value", function()
    local v = Tracked()
    holder:addSubview(v)
    assert.are.equal(v, holder.subviews[1])
    assert.is_true(rawequal(holder.subviews[1], v))
    assert.are.equal(holder, v.superview)
  end)

  it("keeps fields while only a native owner holds the object, and collects a cycle through self once it lets go", function()
    local v = Tracked(); v.name = "v"
    holder:addSubview(v)
    v.note = "kept"
    v = nil -- luacheck: ignore (collected below)
    collectgarbage()
    assert.are.same({ "kept", "v", 0 }, { holder.subviews[1].note, holder.subviews[1].name, #deallocs })
    -- a closure capturing self: a cycle through Lua
    local child = holder.subviews[1]
    child.callback = function() return child.note end
    child = nil -- luacheck: ignore
    holder.subviews[1]:removeFromSuperview()
    collectgarbage()
    assert.are.same({ "v" }, deallocs)
  end)

  it("deallocates a tree nothing holds in UIKit's order (R2.6)", function()
    -- the parent's dealloc, then its subviews are removed, then each is deallocated
    do
      local parent = Logged(); parent.name = "parent"
      local a = Logged(); a.name = "a"
      local b = Logged(); b.name = "b"
      parent:addSubview(a)
      parent:addSubview(b)
      deallocs = {}
    end
    collectgarbage()
    assert.are.same({
      "parent",
      "parent willRemoveSubview b",
      "b willMoveToSuperview nil",
      "b didMoveToSuperview",
      "parent willRemoveSubview a",
      "a willMoveToSuperview nil",
      "a didMoveToSuperview",
      "a",
      "b",
    }, deallocs)
  end)

  it("raises an error on use after dealloc", function()
    local saved
    local Keeper = UIView:subclass("Keeper")
    function Keeper:dealloc() saved = self end
    do local _ = Keeper() end
    collectgarbage()
    local ok, message = pcall(function() return saved.frame end)
    assert.is_false(ok)
    assert.matches("^.-lifetime_spec%.lua:%d+: Keeper has been deallocated$", message)
    ok, message = pcall(function() saved:setNeedsLayout() end)
    assert.is_false(ok)
    assert.matches("^.-lifetime_spec%.lua:%d+: Keeper has been deallocated$", message)
    assert.are.equal("<Keeper (deallocated)>", tostring(saved))
  end)

  it("leaves nothing collectable after one collection", function()
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
    assert.are.same({ "root", "n1", "n2", "n3", "n4", "n5" }, deallocs)
    collectgarbage()
    assert.are.equal(6, #deallocs)
  end)

  it("deallocates a controller nothing holds, which releases its view", function()
    local log = {}
    local VC = UIViewController:subclass("VC")
    function VC:dealloc() log[#log + 1] = "VC dealloc, view loaded: " .. tostring(self.viewLoaded) end
    function VC:viewDidLoad()
      local t = Tracked(); t.name = "vc-subview"
      self.view:addSubview(t)
    end
    do local vc = VC(); local _ = vc.view end
    collectgarbage()
    assert.are.same({ "VC dealloc, view loaded: true" }, log)
    assert.are.same({ "vc-subview" }, deallocs)
  end)

  it("lets a hook reach its own object in a slot a deallocated object freed", function()
    local laidOut = {}
    local Slotted = UIView:subclass("Slotted")
    function Slotted:layoutSubviews() laidOut[#laidOut + 1] = self.name end
    do local gone = Slotted(); gone.name = "gone" end
    collectgarbage()
    local fresh = Slotted(); fresh.name = "fresh"
    local other = Slotted(); other.name = "other"
    fresh:setNeedsLayout(); fresh:layoutIfNeeded()
    other:setNeedsLayout(); other:layoutIfNeeded()
    assert.are.same({ "fresh", "other" }, laidOut)
  end)

  it("keeps a view Lua let go of while its superview holds it, and Lua reaching it holds it again", function()
    local log = {}
    local Kept = UIView:subclass("Kept")
    function Kept:dealloc() log[#log + 1] = "Kept dealloc " .. self.name end
    local keeper = UIView()
    do local kept = Kept(); kept.name = "kept"; keeper:addSubview(kept) end
    collectgarbage()
    local again = keeper.subviews[1]
    assert.are.equal("kept", again.name)
    again:removeFromSuperview()
    collectgarbage()
    assert.are.same({ "kept" }, { again.name, again.superview })
    assert.are.same({}, log)
    again = nil -- luacheck: ignore
    collectgarbage()
    assert.are.same({ "Kept dealloc kept" }, log)
  end)

  it("frees a chain of 20,000 Lua-class views in one collection, each dealloc once", function()
    local Link = UIView:subclass("Link")
    local deallocated = 0
    function Link:dealloc() deallocated = deallocated + 1 end
    do
      local top = Link()
      local bottom = top
      for _ = 1, 20000 do local link = Link(); bottom:addSubview(link); bottom = link end
    end
    collectgarbage()
    assert.are.equal(20001, deallocated)
  end)
end)
