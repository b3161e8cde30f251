-- Tint (R18.1-R18.4): view.tintColor inherited down the hierarchy, the
-- adjustment mode, the tintColorDidChange hook, and what shows a tint.
describe("a tint", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local log
  local Swatch = UIView:subclass("Swatch")
  function Swatch:tintColorDidChange()
    Swatch.super.tintColorDidChange(self)
    log[#log + 1] = self.name
  end

  local function swatch(name)
    local view = Swatch()
    view.name = name
    return view
  end

  before_each(function() log = {} end)

  it("is inherited from the superview, system blue where none is set", function()
    local outer, inner = swatch("outer"), swatch("inner")
    outer:addSubview(inner)
    assert.are.equal(UIColor.systemBlueColor, inner.tintColor)
    outer.tintColor = UIColor.redColor
    assert.are.equal(UIColor.redColor, inner.tintColor)
    assert.are.same({ "outer", "inner" }, log)
    outer.tintColor = nil
    assert.are.equal(UIColor.systemBlueColor, inner.tintColor)
    assert.are.same({ "outer", "inner", "outer", "inner" }, log)
  end)

  it("is dimmed by an inherited adjustment mode", function()
    local outer, inner = swatch("outer"), swatch("inner")
    outer:addSubview(inner)
    assert.are.equal(UIViewTintAdjustmentModeNormal, inner.tintAdjustmentMode)
    outer.tintAdjustmentMode = UIViewTintAdjustmentModeDimmed
    assert.are.equal(UIViewTintAdjustmentModeDimmed, inner.tintAdjustmentMode)
    assert.are_not.equal(UIColor.systemBlueColor, inner.tintColor)
    local white = inner.tintColor:getWhiteAlpha()
    assert.is_true(white > 0 and white < 1)
    assert.are.equal("HERE: bad value for property 'tintAdjustmentMode' of Swatch (9 is not a valid UIViewTintAdjustmentMode)",
      errorOf(function() outer.tintAdjustmentMode = 9 end))
  end)

  it("reaches a moved view and its subviews, and shows in traces", function()
    local tinted, moved, inner = swatch("tinted"), swatch("moved"), swatch("inner")
    tinted.tintColor = UIColor.greenColor
    moved:addSubview(inner)
    log = {}
    local lines = trace.capture(function() tinted:addSubview(moved) end)
    assert.are.same({ "moved", "inner" }, log)
    assert.is_truthy(table.concat(lines, "\n"):find("-[Swatch tintColorDidChange]", 1, true))
  end)

  it("set again in tintColorDidChange does not loop", function()
    local Restless = UIView:subclass("Restless")
    local calls = 0
    function Restless:tintColorDidChange()
      calls = calls + 1
      self.tintColor = UIColor:colorWithWhiteAlpha(calls / 100, 1)
    end
    local view = Restless()
    view.tintColor = UIColor.redColor
    assert.are.equal(1, calls)
  end)

  it("colors a system button's title and a template image", function()
    local button = UIButton:buttonWithType(UIButtonTypeSystem)
    button:setTitleForState("Go", UIControlStateNormal)
    local holder = UIView()
    holder.tintColor = UIColor.orangeColor
    holder:addSubview(button)
    assert.are.equal(UIColor.orangeColor, button.currentTitleColor)
    local image = UIImage()
    assert.are.equal(UIImageRenderingModeAutomatic, image.renderingMode)
    local template = image:imageWithRenderingMode(UIImageRenderingModeAlwaysTemplate)
    assert.are.equal(UIImageRenderingModeAlwaysTemplate, template.renderingMode)
    assert.are.equal(UIImageRenderingModeAlwaysTemplate,
      template:imageWithTintColor(UIColor.redColor).renderingMode)
    assert.are.equal(UIImageRenderingModeAlwaysOriginal,
      image:imageWithTintColorRenderingMode(UIColor.redColor, UIImageRenderingModeAlwaysOriginal).renderingMode)
    assert.has_error(function() image:imageWithRenderingMode(5) end)
    assert.has_error(function() image:imageWithTintColor("red") end)
  end)
end)
