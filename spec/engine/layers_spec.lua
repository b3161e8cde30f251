-- view.layer and CALayer: a view's geometry and appearance are its layer's
-- (docs/uikit-behavior.md, R11).
describe("layers", function()
  it("a view's layer is the view's geometry, with the view as its delegate", function()
    local view = UIView(CGRect(10, 20, 100, 50))
    local layer = view.layer
    assert.are.equal(view, layer.delegate)
    assert.are.equal(layer, view.layer)
    assert.are.equal(CGRect(10, 20, 100, 50), layer.frame)
    assert.are.equal(CGPoint(60, 45), layer.position)
    layer.anchorPoint = CGPoint(0, 0)
    assert.are.equal(CGPoint(60, 45), view.center)
    assert.are.equal(CGRect(60, 45, 100, 50), view.frame)
  end)

  it("keeps opacity, visibility, clipping and colour in the view", function()
    local view = UIView()
    view.layer.opacity = 0.5
    assert.are.equal(0.5, view.alpha)
    view.layer.masksToBounds = true
    assert.is_true(view.clipsToBounds)
    view.layer.backgroundColor = UIColor.redColor
    assert.are.equal(tostring(UIColor.redColor), tostring(view.backgroundColor))
    view.layer.cornerRadius = 8
    view.layer.borderWidth = 1
    assert.are.equal(8, view.layer.cornerRadius)
    assert.are.equal(tostring(UIColor.blackColor), tostring(view.layer.borderColor))
    assert.are.equal(CGSize(0, -3), view.layer.shadowOffset)
  end)

  it("puts the subviews' layers among its own sublayers", function()
    local view, a, b = UIView(), UIView(), UIView()
    local own = CALayer()
    view:addSubview(a)
    view.layer:addSublayer(own)
    view:addSubview(b)
    local sublayers = view.layer.sublayers
    assert.are.same({ a.layer, own, b.layer }, sublayers)
    assert.are.equal(view.layer, own.superlayer)
    b.layer:removeFromSuperlayer()
    assert.is_nil(b.superview)
    own.frame = CGRect(5, 5, 20, 10)
    assert.are.equal(CGPoint(15, 10), own.position)
  end)

  it("refuses a loop and bad arguments with an error", function()
    local outer, inner = CALayer(), CALayer()
    outer:addSublayer(inner)
    assert.has_error(function() inner:addSublayer(outer) end)
    assert.has_error(function() outer:addSublayer(nil) end)
    assert.has_error(function() outer:insertSublayerAtIndex(CALayer(), -1) end)
    assert.has_error(function() outer.opacity = "opaque" end)
    outer.anchorPoint = CGPoint(0 / 0, 0)
    assert.are.equal(CGPoint(0.5, 0.5), outer.anchorPoint)
  end)
end)

describe("a layer of its own", function()
  it("refuses NaN geometry as UIKit does, with CALayerInvalidGeometry", function()
    local layer = CALayer()
    local ok, message = pcall(function() layer.position = CGPoint(0 / 0, 1) end)
    assert.is_false(ok)
    assert.matches("CALayer position contains NaN", message)
    assert.are.equal(CGPoint(0, 0), layer.position)
    assert.has_error(function() layer.bounds = CGRect(0, 0, 0 / 0, 1) end)
    layer.frame = CGRect(0, 0, math.huge, 1)
    assert.are.equal(math.huge, layer.bounds.width)
  end)
end)
