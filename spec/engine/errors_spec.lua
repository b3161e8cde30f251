-- Errors: Lua's standard messages for bad arguments, UIKit's exceptions as Lua
-- errors, an error in a hook surfacing where the engine was entered, and the
-- engine still consistent afterwards.
describe("errors", function()
  -- The message of the error fn raises, its position in this file shown as
  -- HERE: each is raised at the line of the script that made the call.
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  describe("of bad arguments", function()
    local view
    before_each(function() view = UIView() end)

    it("are Lua's standard messages", function()
      assert.are.same({ false, "bad argument #2 to '?' (UIView expected, got number)" }, { pcall(view.addSubview, view, 5) })
      assert.are.equal("HERE: bad argument #1 to 'addSubview' (UIView expected, got number)",
        errorOf(function() view:addSubview(5) end))
      assert.are.equal("HERE: bad argument #1 to 'addSubview' (UIView expected, got no value)",
        errorOf(function() view:addSubview() end))
    end)

    it("name userdata that are not objects: a file, a geometry value, a light userdata", function()
      assert.are.equal("HERE: bad argument #1 to 'addSubview' (UIView expected, got FILE*)",
        errorOf(function() view:addSubview(io.stdout) end))
      assert.are.equal("HERE: bad argument #1 to 'addSubview' (UIView expected, got CGRect)",
        errorOf(function() view:addSubview(CGRect(0, 0, 1, 1)) end))
      -- an object's address, a key of one of the bridge's tables
      local light
      for _, value in pairs(debug.getregistry()) do
        if type(value) == "table" then
          for key in pairs(value) do
            if type(key) == "userdata" and getmetatable(key) == nil then light = key end
          end
        end
      end
      assert.is_not_nil(light)
      assert.are.equal("HERE: bad argument #1 to 'addSubview' (UIView expected, got userdata)",
        errorOf(function() view:addSubview(light) end))
    end)

    it("never take a function's id, which a script can reach, for an object", function()
      -- Functions registered after start-up read their id from an upvalue.
      local upvalue
      for i = 1, 400 do
        local class = UIView:subclass("Late" .. i)
        local name, value = debug.getupvalue(getmetatable(class).__call, 1)
        if name then upvalue = value break end
      end
      assert.are.equal("number", type(upvalue))
      assert.are.equal("HERE: bad argument #1 to 'addSubview' (UIView expected, got number)",
        errorOf(function() view:addSubview(upvalue) end))
    end)

    it("of properties name the property", function()
      assert.are.equal("HERE: bad value for property 'frame' of UIView (CGRect expected, got string)",
        errorOf(function() view.frame = "wide" end))
      assert.are.equal("HERE: property 'superview' of UIView is read-only",
        errorOf(function() view.superview = UIView() end))
      assert.are.equal("HERE: bad value for property 'tag' of UIView (number has no integer representation)",
        errorOf(function() view.tag = 1.5 end))
      assert.are.equal("HERE: attempt to call a nil value (field 'frame')",
        errorOf(function() UIView.frame(view) end))
    end)
  end)

  it("of UIKit are its exceptions, as Lua errors", function()
    local view = UIView()
    assert.are.equal("HERE: Can't add self as subview", errorOf(function() view:addSubview(view) end))
    local child = UIView()
    view:addSubview(child)
    assert.are.equal("HERE: -[UIView addSubview:]: can't add a view to one of its own descendants",
      errorOf(function() child:addSubview(view) end))
    assert.are.equal("HERE: -[UIView insertSubview:atIndex:]: index -1 beyond bounds [0 .. 1]",
      errorOf(function() view:insertSubviewAtIndex(UIView(), -1) end))
    assert.are.equal("HERE: -[UIView exchangeSubviewAtIndex:withSubviewAtIndex:]: index 3 beyond bounds [0 .. 0]",
      errorOf(function() view:exchangeSubviewAtIndexWithSubviewAtIndex(0, 3) end))
    -- objects are named by their ids in the session, which began with the test
    assert.are.equal("HERE: -[UIView insertSubview:aboveSubview:]: UIView #5 is not a subview of UIView #1",
      errorOf(function() view:insertSubviewAboveSubview(UIView(), UIView()) end))
  end)

  it("in a hook surface where the engine was entered, and the engine goes on", function()
    local Bad = UIView:subclass("Bad")
    function Bad:layoutSubviews() error("layout exploded") end
    local window = UIWindow()
    local bad = Bad(CGRect(0, 0, 10, 10))
    window:addSubview(bad)
    assert.are.equal("HERE: layout exploded", errorOf(function() RunLoop.main:runOnce() end))
    -- the display cycle's flags were cleared
    assert.are.equal(window, bad.superview)
    Bad.layoutSubviews = nil
    bad:setNeedsLayout()
    assert.is_true(pcall(function() RunLoop.main:runOnce() end))
  end)

  it("of overrides that break UIKit's rules name the rule", function()
    local NoSuper = UIView:subclass("NoSuper")
    function NoSuper:updateConstraints() end
    local lazy = NoSuper()
    lazy:setNeedsUpdateConstraints()
    assert.matches("^HERE: NoSuper #1 did not call super's %-updateConstraints; "
      .. "an override must call %[super updateConstraints%] as its final step$",
      errorOf(function() lazy:updateConstraintsIfNeeded() end))

    local NilView = UIViewController:subclass("NilView")
    function NilView:loadView() end
    assert.are.equal("HERE: -[NilView loadView] did not set the view; an override of loadView must assign self.view",
      errorOf(function() return NilView().view end))

    local Wrong = UIView:subclass("Wrong")
    function Wrong:sizeThatFits() return 42 end
    assert.are.equal("HERE: -[Wrong sizeThatFits:] returned a bad value (CGSize expected, got number)",
      errorOf(function() Wrong():sizeToFit() end))
  end)

  it("of per-instance fields are a table's, raised where the script assigned", function()
    local keyed = UIView()
    assert.are.equal("HERE: table index is nil", errorOf(function() keyed[nil] = 1 end))
    assert.are.equal("HERE: table index is NaN", errorOf(function() keyed[0 / 0] = 1 end))
    keyed[1] = "one"
    assert.are.equal("one", keyed[1])
  end)
end)
