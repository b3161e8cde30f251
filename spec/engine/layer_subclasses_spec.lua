-- Lua subclasses of CALayer: what a layer draws (drawInContext, display) and
-- when, its layout (layoutSublayers), and its implicit animations
-- (docs/uikit-behavior.md, R11.12-R11.14).
local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

local function windowWith(layer)
  local window = UIWindow(CGRect(0, 0, 100, 100))
  window.backgroundColor = UIColor.whiteColor
  window.layer:addSublayer(layer)
  window.hidden = false
  return window
end

describe("a CALayer subclass", function()
  it("draws in drawInContext when marked, at the next commit, in its bounds", function()
    local Dot = CALayer:subclass("Dot")
    local calls = {}
    function Dot:drawInContext(context)
      calls[#calls + 1] = "drawInContext"
      CGContextSetFillColorWithColor(context, UIColor.redColor)
      CGContextFillRect(context, CGRectInset(self.bounds, 5, 5))
    end
    local dot = Dot()
    dot.frame = CGRect(10, 10, 40, 40)
    local window = windowWith(dot)
    RunLoop.main:runUntilIdle()
    assert.are.same({}, calls)
    dot:setNeedsDisplay()
    assert.is_true(dot:needsDisplay())
    RunLoop.main:runUntilIdle()
    assert.are.same({ "drawInContext" }, calls)
    assert.are.equal(1, #dot.drawing)
    assert.matches("fill", dot.drawing[1])
  end)

  it("runs its own display in place of drawing, and super draws", function()
    local Counted = CALayer:subclass("Counted")
    local displays = 0
    function Counted:display()
      displays = displays + 1
      CALayer.display(self)
    end
    function Counted:drawInContext(context)
      CGContextFillRect(context, self.bounds)
    end
    local layer = Counted()
    layer.frame = CGRect(0, 0, 10, 10)
    local window = windowWith(layer)
    layer:setNeedsDisplay()
    layer:displayIfNeeded()
    assert.are.equal(1, displays)
    assert.are.equal(1, #layer.drawing)
    layer:displayIfNeeded()
    assert.are.equal(1, displays, "nothing marked, nothing drawn")
  end)

  it("lays out its sublayers in layoutSublayers when resized or marked", function()
    local Row = CALayer:subclass("Row")
    local passes = 0
    function Row:layoutSublayers()
      passes = passes + 1
      local sublayers = self.sublayers or {}
      local width = self.bounds.width / #sublayers
      for index, sublayer in ipairs(sublayers) do
        sublayer.frame = CGRect((index - 1) * width, 0, width, self.bounds.height)
      end
    end
    local row = Row()
    row:addSublayer(CALayer())
    row:addSublayer(CALayer())
    row.frame = CGRect(0, 0, 100, 20)
    assert.is_true(row:needsLayout())
    RunLoop.main:runUntilIdle()
    assert.are.equal(1, passes)
    assert.are.equal(CGRect(50, 0, 50, 20), row.sublayers[2].frame)
    row.frame = CGRect(5, 5, 100, 20)
    RunLoop.main:runUntilIdle()
    assert.are.equal(1, passes, "moving it lays nothing out")
    row:setNeedsLayout()
    row:layoutIfNeeded()
    assert.are.equal(2, passes)
  end)

  it("is made for shape and gradient layers too, with their own properties", function()
    local Ring = CAShapeLayer:subclass("Ring")
    function Ring:layoutSublayers()
      self.path = UIBezierPath:bezierPathWithOvalInRect(self.bounds).CGPath
    end
    local ring = Ring()
    ring.frame = CGRect(0, 0, 20, 20)
    ring:layoutIfNeeded()
    assert.is_not_nil(ring.path)
    assert.are.equal(1, ring.strokeEnd)
    local Fade = CAGradientLayer:subclass("Fade")
    assert.are.equal(CGPoint(0.5, 0), Fade().startPoint)
  end)

  it("reports an error in a hook with the script's position, and the engine goes on", function()
    local Broken = CALayer:subclass("Broken")
    function Broken:layoutSublayers() error("no room") end
    local layer = Broken()
    layer.frame = CGRect(0, 0, 10, 10)
    assert.matches("no room", errorOf(function() layer:layoutIfNeeded() end))
    assert.is_false(layer:needsLayout())
  end)
end)

describe("a layer of its own", function()
  it("animates a change implicitly once it has been committed", function()
    local shape = CAShapeLayer()
    shape.strokeEnd = 0
    assert.is_nil(shape:animationKeys())
    local window = windowWith(shape)
    RunLoop.main:runOnce()
    shape.strokeEnd = 1
    assert.are.equal(1, shape.strokeEnd)
    assert.are.same({ "strokeEnd" }, shape:animationKeys())
    RunLoop.main:runFor(0.5)
    assert.is_nil(shape:animationKeys())
  end)

  it("does not animate with actions disabled, nor a view's layer", function()
    local layer = CALayer()
    RunLoop.main:runOnce()
    CATransaction:begin()
    CATransaction:setDisableActions(true)
    layer.opacity = 0.5
    CATransaction:commit()
    assert.is_nil(layer:animationKeys())
    local view = UIView(CGRect(0, 0, 10, 10))
    RunLoop.main:runOnce()
    view.layer.cornerRadius = 3
    assert.is_nil(view.layer:animationKeys())
  end)

  it("redraws on a new size only with needsDisplayOnBoundsChange", function()
    local Sized = CALayer:subclass("Sized")
    local drawn = 0
    function Sized:drawInContext(context) drawn = drawn + 1 end
    local layer = Sized()
    local window = windowWith(layer)
    layer.frame = CGRect(0, 0, 10, 10)
    RunLoop.main:runUntilIdle()
    assert.are.equal(0, drawn)
    layer.needsDisplayOnBoundsChange = true
    layer.frame = CGRect(0, 0, 20, 10)
    RunLoop.main:runUntilIdle()
    assert.are.equal(1, drawn)
    assert.has_error(function() layer:setNeedsDisplayInRect("everything") end)
    layer:setNeedsDisplayInRect(CGRect(0 / 0, 0, 1, 1))
    assert.is_false(layer:needsDisplay())
  end)
end)

describe("corners and masks", function()
  it("rounds only the corners named, and keeps the corner curve", function()
    local layer = CALayer()
    assert.are.equal(15, layer.maskedCorners)
    layer.maskedCorners = kCALayerMinXMinYCorner | kCALayerMaxXMinYCorner
    assert.are.equal(3, layer.maskedCorners)
    assert.has_error(function() layer.maskedCorners = 16 end)
    assert.are.equal(kCACornerCurveCircular, layer.cornerCurve)
    layer.cornerCurve = kCACornerCurveContinuous
    assert.are.equal("continuous", layer.cornerCurve)
    assert.has_error(function() layer.cornerCurve = "squircle" end)
  end)

  it("shows a layer through its mask's alpha, and refuses a layer as its own mask", function()
    local view = UIView(CGRect(0, 0, 40, 40))
    view.backgroundColor = UIColor.redColor
    local mask = CALayer()
    mask.frame = CGRect(0, 0, 20, 40)
    mask.backgroundColor = UIColor.blackColor
    view.layer.mask = mask
    assert.are.equal(mask, view.layer.mask)
    assert.is_nil(mask.superlayer)
    local file = os.tmpname()
    view:snapshotPNG(file, 1)
    os.remove(file)
    assert.matches("own mask", errorOf(function() mask.mask = mask end))
  end)
end)
