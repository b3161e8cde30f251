-- UIBezierPath, CGPath, CGAffineTransform, the context's state functions,
-- gradients, and shape and gradient layers, as scripts use them
-- (docs/uikit-behavior.md, R4.6, R4.7, R11.9, R11.10; docs/drawing.md).

-- What `body` draws in a 40 × 40 view's drawRect:, one string per operation,
-- and what it returned.
local Canvas = UIView:subclass("PathsCanvas")
local function drawn(body)
  local result
  function Canvas:drawRect()
    result = body(UIGraphicsGetCurrentContext())
  end
  local window = UIWindow()
  local canvas = Canvas(CGRect(0, 0, 40, 40))
  window:addSubview(canvas)
  window:makeKeyAndVisible()
  RunLoop.main:runOnce()
  local operations = canvas.drawing
  table.remove(operations, 1) -- the clear before drawRect:
  return operations, result
end

local function failure(f, ...)
  local ok, message = pcall(f, ...)
  assert.is_false(ok)
  return message
end

describe("UIBezierPath", function()
  it("is made by its class methods, named by their selectors", function()
    assert.are.equal("<UIBezierPath: R (1 2; 3 4)>", tostring(UIBezierPath:bezierPathWithRect(CGRect(1, 2, 3, 4))))
    assert.are.equal("<UIBezierPath: E (0 0; 8 4)>", tostring(UIBezierPath:bezierPathWithOvalInRect(CGRect(0, 0, 8, 4))))
    assert.are.equal("<UIBezierPath: RR (0 0; 8 4) r 2>",
      tostring(UIBezierPath:bezierPathWithRoundedRectCornerRadius(CGRect(0, 0, 8, 4), 2)))
    local corners = UIBezierPath:bezierPathWithRoundedRectByRoundingCornersCornerRadii(
      CGRect(0, 0, 100, 40), UIRectCornerTopLeft | UIRectCornerBottomRight, CGSize(8, 8))
    assert.are.equal("<UIBezierPath: RR (0 0; 100 40) r 8 tl br>", tostring(corners))
    local all = UIBezierPath:bezierPathWithRoundedRectByRoundingCornersCornerRadii(
      CGRect(0, 0, 10, 10), UIRectCornerAllCorners, CGSize(2, 2))
    assert.are.equal("<UIBezierPath: RR (0 0; 10 10) r 2 tl tr bl br>", tostring(all))
    local arc = UIBezierPath:bezierPathWithArcCenterRadiusStartAngleEndAngleClockwise(CGPoint(50, 50), 10, 0, math.pi, true)
    assert.are.equal(60, arc.bounds.y + arc.bounds.height)
    assert.is_true(UIBezierPath().empty)
    assert.is_true(UIBezierPath:bezierPath().empty)
    assert.are.equal("<UIBezierPath: E (0 0; 2 2)>",
      tostring(UIBezierPath:bezierPathWithCGPath(UIBezierPath:bezierPathWithOvalInRect(CGRect(0, 0, 2, 2)).CGPath)))
  end)

  it("is built with its instance methods and measured", function()
    local path = UIBezierPath()
    path:moveToPoint(CGPoint(0, 0))
    path:addLineToPoint(CGPoint(10, 0))
    path:addCurveToPointControlPoint1ControlPoint2(CGPoint(10, 10), CGPoint(14, 2), CGPoint(14, 8))
    path:addQuadCurveToPointControlPoint(CGPoint(0, 10), CGPoint(5, 14))
    path:closePath()
    assert.are.equal("<UIBezierPath: M 0 0 L 10 0 C 14 2 14 8 10 10 Q 5 14 0 10 Z>", tostring(path))
    assert.are.equal(CGRect(0, 0, 14, 14), path.bounds)
    assert.are.equal(CGPoint(0, 0), path.currentPoint)
    assert.is_false(path.empty)
    assert.is_true(path:containsPoint(CGPoint(5, 5)))
    assert.is_false(path:containsPoint(CGPoint(20, 5)))
    assert.are.equal("<UIBezierPath: M 0 10 C 3 13 7 13 10 10 C 14 8 14 2 10 0 L 0 0 Z>",
      tostring(path:bezierPathByReversingPath()):gsub("%d+%.%d+", function(n) return tostring(math.floor(n + 0.5)) end))

    path:applyTransform(CGAffineTransformMakeTranslation(100, 0))
    assert.are.equal(CGRect(100, 0, 14, 14), path.bounds)
    path:appendPath(UIBezierPath:bezierPathWithRect(CGRect(0, 0, 1, 1)))
    assert.are.equal(CGRect(0, 0, 114, 14), path.bounds)
    path:addArcWithCenterRadiusStartAngleEndAngleClockwise(CGPoint(0, 0), 5, 0, math.pi / 2, true)
    assert.are.equal(5, path.currentPoint.y)
    path:removeAllPoints()
    assert.is_true(path.empty)
  end)

  it("has UIKit's defaults and keeps its attributes", function()
    local path = UIBezierPath()
    assert.are.equal(1, path.lineWidth)
    assert.are.equal(10, path.miterLimit)
    assert.are.equal(kCGLineCapButt, path.lineCapStyle)
    assert.are.equal(kCGLineJoinMiter, path.lineJoinStyle)
    assert.is_false(path.usesEvenOddFillRule)
    path.lineCapStyle = kCGLineCapRound
    path.lineJoinStyle = kCGLineJoinBevel
    path:setLineDashCountPhase({ 4, 2, 9 }, 2, 1)
    assert.are.same({ 4, 2 }, path.lineDashPattern)
    assert.are.equal(1, path.lineDashPhase)
    path:setLineDashCountPhase(nil, 0, 0)
    assert.are.same({}, path.lineDashPattern)
  end)

  it("fills, strokes and clips in drawRect:, saving and restoring the state", function()
    local operations, after = drawn(function(c)
      UIColor.redColor:setFill()
      UIColor.blueColor:setStroke()
      local path = UIBezierPath:bezierPathWithOvalInRect(CGRect(0, 0, 20, 20))
      path.lineWidth = 3
      path:fill()
      path:stroke()
      path:fillWithBlendModeAlpha(kCGBlendModeMultiply, 0.5)
      path:strokeWithBlendModeAlpha(kCGBlendModeNormal, 1)
      UIBezierPath:bezierPathWithRect(CGRect(0, 0, 10, 10)):addClip()
      UIRectFrame(CGRect(1, 1, 5, 5))
      return CGContextGetCTM(c)
    end)
    assert.are.same({
      "fillPath E (0 0; 20 20) [1 0 0 1]",
      "strokePath E (0 0; 20 20) [0 0 1 1] width 3",
      "fillPath E (0 0; 20 20) [1 0 0 1]",
      "strokePath E (0 0; 20 20) [0 0 1 1] width 3",
      "stroke (1.5 1.5; 4 4) [1 0 0 1] width 1",
    }, operations)
    assert.are.equal(CGAffineTransformIdentity, after)
  end)

  it("refuses bad input with a clear error", function()
    local path = UIBezierPath()
    assert.matches("bad argument #2 to '%?' %(CGPoint expected, got no value%)", failure(path.moveToPoint, path))
    -- A method's arguments count from after the receiver, as Lua's own messages do.
    assert.matches("bad argument #1 to 'moveToPoint' %(CGPoint expected, got nil%)",
      failure(function() path:moveToPoint(nil) end))
    assert.matches("CGPoint expected, got number", failure(path.addLineToPoint, path, 5))
    assert.matches("bad argument #5 to 'bezierPathWithArcCenterRadiusStartAngleEndAngleClockwise' %(boolean expected, got no value%)",
      failure(function() UIBezierPath:bezierPathWithArcCenterRadiusStartAngleEndAngleClockwise(CGPoint(0, 0), 1, 0, 1) end))
    assert.matches("count 3 is outside the 2 lengths given", failure(path.setLineDashCountPhase, path, { 1, 2 }, 3, 0))
    assert.matches("count %-1 is outside", failure(path.setLineDashCountPhase, path, { 1, 2 }, -1, 0))
    assert.matches("count 9223372036854775807 is outside", failure(path.setLineDashCountPhase, path, { 1 }, math.maxinteger, 0))
    assert.matches("dash lengths must be finite and not negative, not nan",
      failure(path.setLineDashCountPhase, path, { 0 / 0 }, 1, 0))
    assert.matches("not %-1", failure(path.setLineDashCountPhase, path, { -1 }, 1, 0))
    assert.matches("the phase must be a finite number", failure(path.setLineDashCountPhase, path, { 1 }, 1, math.huge))
    assert.matches("number expected at position 2", failure(path.setLineDashCountPhase, path, { 1, "x" }, 1, 0))
    assert.matches("UIBezierPath expected, got nil", failure(path.appendPath, path, nil))
    assert.matches("CGAffineTransform expected, got CGRect", failure(path.applyTransform, path, CGRect(0, 0, 1, 1)))
    assert.matches("%-2 is not a valid CGBlendMode", failure(path.fillWithBlendModeAlpha, path, -2, 1))
    assert.matches("99 is not a valid CGLineCap", failure(function() path.lineCapStyle = 99 end))
    assert.matches("CGPath expected", failure(UIBezierPath.bezierPathWithCGPath, UIBezierPath, {}))
    -- Documented no-ops: a line with no current point (iOS logs it), and NaN, kept but never drawn.
    path:addLineToPoint(CGPoint(1, 1))
    assert.is_true(path.empty)
    local nan = 0 / 0
    path:moveToPoint(CGPoint(nan, 0))
    path:addArcWithCenterRadiusStartAngleEndAngleClockwise(CGPoint(0, 0), nan, 0, 1, true)
    assert.is_true(path.bounds.x ~= path.bounds.x or path.bounds.x == math.huge, "the null rect: nothing measurable")
    path.lineWidth = nan
    local operations = drawn(function() path:stroke() end)
    assert.are.equal(1, #operations)
  end)
end)

describe("CGAffineTransform", function()
  it("is an immutable value made and combined by CoreGraphics' functions", function()
    local t = CGAffineTransformMake(1, 2, 3, 4, 5, 6)
    assert.are.same({ 1, 2, 3, 4, 5, 6 }, { t.a, t.b, t.c, t.d, t.tx, t.ty })
    assert.is_nil(t.x)
    assert.matches("immutable", failure(function() t.a = 2 end))
    assert.are.equal("CGAffineTransform(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)", tostring(t))
    assert.are.equal(CGAffineTransformMake(1, 2, 3, 4, 5, 6), t)
    assert.is_true(CGAffineTransformIsIdentity(CGAffineTransformIdentity))
    assert.is_false(CGAffineTransformIsIdentity(t))

    local move = CGAffineTransformMakeTranslation(10, 20)
    assert.are.equal(CGPoint(11, 21), CGPointApplyAffineTransform(CGPoint(1, 1), move))
    assert.are.equal(CGSize(2, 6), CGSizeApplyAffineTransform(CGSize(1, 3), CGAffineTransformMakeScale(2, 2)))
    assert.are.equal(CGRect(10, 20, 2, 2), CGRectApplyAffineTransform(CGRect(0, 0, 2, 2), move))
    -- Translate, scale and rotate come before the transform they are given.
    local scaledThenMoved = CGAffineTransformScale(move, 2, 2)
    assert.are.equal(CGPoint(12, 22), CGPointApplyAffineTransform(CGPoint(1, 1), scaledThenMoved))
    assert.are.equal(CGPoint(12, 22), CGPointApplyAffineTransform(CGPoint(1, 1),
      CGAffineTransformConcat(CGAffineTransformMakeScale(2, 2), move)))
    assert.are.equal(CGPoint(15, 20), CGPointApplyAffineTransform(CGPoint(0, 0), CGAffineTransformTranslate(move, 5, 0)))
    local quarter = CGAffineTransformMakeRotation(math.pi / 2)
    local turned = CGPointApplyAffineTransform(CGPoint(1, 0), quarter)
    assert.is_true(math.abs(turned.x) < 1e-12 and turned.y == 1, "positive angles turn clockwise on the screen")
    local back = CGPointApplyAffineTransform(CGPoint(11, 21), CGAffineTransformInvert(move))
    assert.are.equal(CGPoint(1, 1), back)
    local flat = CGAffineTransformMake(0, 0, 0, 0, 0, 0)
    assert.are.equal(flat, CGAffineTransformInvert(flat))
    local rotated = CGAffineTransformRotate(CGAffineTransformIdentity, math.pi)
    assert.is_true(math.abs(rotated.a + 1) < 1e-12)
  end)

  it("refuses what is not a transform", function()
    assert.matches("bad argument #1 to 'CGAffineTransformInvert' %(CGAffineTransform expected, got no value%)",
      failure(CGAffineTransformInvert))
    assert.matches("CGAffineTransform expected, got CGRect", failure(CGAffineTransformConcat, CGRectZero, CGAffineTransformIdentity))
    assert.matches("bad argument #4 to 'CGAffineTransformMake' %(number expected, got no value%)",
      failure(CGAffineTransformMake, 1, 2, 3))
    assert.matches("CGAffineTransform expected, got table", failure(CGPointApplyAffineTransform, CGPointZero, {}))
  end)
end)

describe("the context's state", function()
  it("moves, scales and turns user space; concatenates; reads the CTM", function()
    local _, ctm = drawn(function(c)
      CGContextTranslateCTM(c, 10, 0)
      CGContextScaleCTM(c, 2, 2)
      CGContextRotateCTM(c, 0)
      CGContextConcatCTM(c, CGAffineTransformMakeTranslation(1, 1))
      CGContextConcatCTM(c, CGAffineTransformMake(0 / 0, 0, 0, 1, 0, 0)) -- not finite: ignored
      CGContextTranslateCTM(c, 0 / 0, 0)
      return CGContextGetCTM(c)
    end)
    assert.are.equal(CGAffineTransformMake(2, 0, 0, 2, 12, 2), ctm)
  end)

  it("sets lines, alpha and blend modes, clips, curves, arcs, paths and gradients", function()
    local operations = drawn(function(c)
      CGContextSetLineCap(c, kCGLineCapRound)
      CGContextSetLineJoin(c, kCGLineJoinRound)
      CGContextSetMiterLimit(c, 4)
      CGContextSetLineDash(c, 0, { 3, 1 }, 2)
      CGContextSetLineDash(c, 0, nil, 0)
      CGContextSetAlpha(c, 0.5)
      CGContextSetAlpha(c, 0 / 0)
      CGContextSetBlendMode(c, kCGBlendModeScreen)
      CGContextClipToRect(c, CGRect(0, 0, 30, 30))
      CGContextAddRect(c, CGRect(0, 0, 20, 20))
      CGContextClip(c)
      CGContextAddRect(c, CGRect(0, 0, 20, 20))
      CGContextEOClip(c)
      CGContextMoveToPoint(c, 0, 0)
      CGContextAddCurveToPoint(c, 1, 2, 3, 4, 5, 6)
      CGContextAddQuadCurveToPoint(c, 7, 8, 9, 10)
      CGContextAddArc(c, 20, 20, 5, 0, math.pi, 1)
      CGContextAddArc(c, 20, 20, 5, 0, math.pi, false)
      CGContextStrokePath(c)
      local path = CGPathCreateMutable()
      CGPathAddRect(path, nil, CGRect(1, 1, 2, 2))
      CGContextAddPath(c, path)
      CGContextEOFillPath(c)
      local gradient = CGGradientCreateWithColors(nil, { UIColor.redColor, UIColor.blueColor }, { 0, 1 })
      CGContextDrawLinearGradient(c, gradient, CGPoint(0, 0), CGPoint(0, 40),
        kCGGradientDrawsBeforeStartLocation | kCGGradientDrawsAfterEndLocation)
      CGContextDrawLinearGradient(c, CGGradientCreateWithColors(nil, { UIColor.whiteColor }, nil), CGPoint(0, 0), CGPoint(9, 0), 0)
    end)
    assert.are.same({
      "strokePath M 0 0 C 1 2 3 4 5 6 Q 7 8 9 10 A 20 20 r 5 0 3.14159 A 20 20 r 5 0 3.14159 cw [0 0 0 1] width 1",
      "fillPath R (1 1; 2 2) [0 0 0 1]",
      "linearGradient [1 0 0 1] at 0, [0 0 1 1] at 1 from (0 0) to (0 40) before after",
      "linearGradient [1 1 1 1] at 0 from (0 0) to (9 0)",
    }, operations)
  end)

  it("draws paths by mode, tangent arcs, shadows and radial gradients (R4.8)", function()
    local operations, result = drawn(function(c)
      CGContextMoveToPoint(c, 0, 0)
      CGContextAddArcToPoint(c, 20, 0, 20, 20, 5)
      local current = CGContextGetPathCurrentPoint(c)
      local box = CGContextGetPathBoundingBox(c)
      CGContextAddLines(c, { CGPoint(20, 30), CGPoint(0, 30), CGPoint(9, 9) }, 2)
      CGContextDrawPath(c, kCGPathFillStroke)
      CGContextSetShadowWithColor(c, CGSize(2, 2), 3, UIColor.blackColor)
      CGContextSetShadow(c, CGSize(1, 1), 0)
      CGContextSetShouldAntialias(c, false)
      local gradient = CGGradientCreateWithColors(nil, { UIColor.redColor, UIColor.blueColor }, nil)
      CGContextDrawRadialGradient(c, gradient, CGPoint(20, 20), 0, CGPoint(20, 20), 10, kCGGradientDrawsAfterEndLocation)
      return { current = current, box = box, empty = CGContextIsPathEmpty(c) }
    end)
    assert.are.equal(3, #operations)
    assert.matches("^fillPath M 0 0 L 15 0 A 15 5 r 5 %-1.5708 [-0-9.e]+ cw L 20 30 L 0 30", operations[1])
    assert.matches("^strokePath", operations[2])
    assert.are.equal("radialGradient [1 0 0 1] at 0, [0 0 1 1] at 1 from (20 20) r 0 to (20 20) r 10 after", operations[3])
    assert.are.equal(20, result.current.x)
    assert.is_true(math.abs(result.current.y - 5) < 1e-9)
    assert.are.equal(0, result.box.x)
    assert.is_true(result.empty)
  end)

  it("refuses bad arguments with a clear error", function()
    drawn(function(c)
      assert.matches("7 is not a valid CGPathDrawingMode", failure(CGContextDrawPath, c, 7))
      assert.matches("count 3 is outside the 1 points given", failure(CGContextAddLines, c, { CGPointZero }, 3))
      assert.matches("UIColor expected, got number", failure(CGContextSetShadowWithColor, c, CGSizeZero, 1, 2))
      assert.matches("bad argument #1 to 'CGContextTranslateCTM' %(CGContext expected, got nil%)",
        failure(CGContextTranslateCTM, nil, 1, 1))
      assert.matches("count 5 is outside the 2 lengths given", failure(CGContextSetLineDash, c, 0, { 1, 2 }, 5))
      assert.matches("count 1 is outside the 0 lengths given", failure(CGContextSetLineDash, c, 0, nil, 1))
      assert.matches("7 is not a valid CGLineJoin", failure(CGContextSetLineJoin, c, 7))
      assert.matches("boolean expected, got string", failure(CGContextAddArc, c, 0, 0, 1, 0, 1, "yes"))
      assert.matches("CGGradient expected, got nil", failure(CGContextDrawLinearGradient, c, nil, CGPointZero, CGPointZero, 0))
      assert.matches("4 is not a combination of CGGradientDrawingOptions",
        failure(CGContextDrawLinearGradient, c, CGGradientCreateWithColors(nil, { UIColor.redColor }, nil), CGPointZero,
          CGPointZero, 4))
      assert.matches("CGPath expected, got UIBezierPath", failure(CGContextAddPath, c, UIBezierPath()))
    end)
    assert.matches("a gradient needs at least one colour", failure(CGGradientCreateWithColors, nil, {}, nil))
    assert.matches("1 locations for 2 colours",
      failure(CGGradientCreateWithColors, nil, { UIColor.redColor, UIColor.blueColor }, { 0 }))
    assert.matches("UIColor expected at position 1", failure(CGGradientCreateWithColors, nil, { 1 }, nil))
    assert.matches("locations must be finite", failure(CGGradientCreateWithColors, nil, { UIColor.redColor }, { 0 / 0 }))
  end)
end)

describe("UIImage's drawing", function()
  it("draws at a point, at its size, or scaled into a rectangle", function()
    local image = UIImage()
    local operations = drawn(function()
      image:drawAtPoint(CGPoint(1, 2))
      image:drawInRect(CGRect(0, 0, 10, 5))
    end)
    assert.are.same({ "image {0, 0} in (1 2; 0 0)", "image {0, 0} in (0 0; 10 5)" }, operations)
    assert.matches("bad argument #1 to 'drawInRect' %(CGRect expected, got CGPoint%)",
      failure(function() image:drawInRect(CGPointZero) end))
    assert.matches("CGPoint expected, got nil", failure(function() image:drawAtPoint(nil) end))
    image:drawAtPoint(CGPointZero) -- outside drawRect: nothing to draw into, and no error
  end)
end)

describe("CGPath", function()
  it("is built by the CGPath functions, transformed by their m argument", function()
    local path = CGPathCreateMutable()
    assert.is_true(CGPathIsEmpty(path))
    CGPathMoveToPoint(path, nil, 0, 0)
    CGPathAddLineToPoint(path, nil, 10, 0)
    CGPathAddCurveToPoint(path, nil, 10, 5, 5, 10, 0, 10)
    CGPathAddQuadCurveToPoint(path, nil, 0, 5, 0, 0)
    CGPathCloseSubpath(path)
    CGPathAddRect(path, CGAffineTransformMakeTranslation(100, 0), CGRect(0, 0, 5, 5))
    CGPathAddEllipseInRect(path, nil, CGRect(0, 20, 4, 4))
    CGPathAddArc(path, nil, 50, 50, 5, 0, math.pi, false)
    assert.are.equal("<CGMutablePath: M 0 0 L 10 0 C 10 5 5 10 0 10 Q 0 5 0 0 Z M 100 0 L 105 0 L 105 5 L 100 5 Z E (0 20; 4 4) A 50 50 r 5 0 3.14159 cw>",
      tostring(path))
    assert.are.equal(CGRect(0, 0, 105, 55), CGPathGetBoundingBox(path))
    assert.is_true(CGPathContainsPoint(path, nil, CGPoint(2, 2), false))
    assert.is_true(CGPathContainsPoint(path, CGAffineTransformMakeTranslation(100, 0), CGPoint(102, 2), false))
    assert.is_false(CGPathContainsPoint(path, nil, CGPoint(50, 30), true))
    local bezier = UIBezierPath:bezierPathWithCGPath(path)
    assert.are.equal(CGPathGetBoundingBox(path), bezier.bounds)
  end)

  it("refuses to change an immutable path, or what is no path", function()
    local immutable = UIBezierPath:bezierPathWithRect(CGRect(0, 0, 1, 1)).CGPath
    assert.are.equal("CGPath", immutable.className)
    assert.matches("bad argument #1 to 'CGPathMoveToPoint' %(CGMutablePath expected, got CGPath%)",
      failure(CGPathMoveToPoint, immutable, nil, 0, 0))
    assert.matches("CGMutablePath expected, got nil", failure(CGPathCloseSubpath, nil))
    assert.matches("CGAffineTransform expected, got number", failure(CGPathAddRect, CGPathCreateMutable(), 1, CGRectZero))
    assert.matches("CGRect expected, got no value", failure(CGPathAddRect, CGPathCreateMutable(), nil))
    assert.are.equal(CGRect(0, 0, 1, 1), CGPathGetBoundingBox(immutable))
  end)
end)

describe("CAShapeLayer and CAGradientLayer", function()
  it("have Core Animation's defaults", function()
    local shape = CAShapeLayer()
    assert.is_nil(shape.path)
    assert.are.equal(tostring(UIColor.blackColor), tostring(shape.fillColor))
    assert.is_nil(shape.strokeColor)
    assert.are.equal(1, shape.lineWidth)
    assert.are.equal(kCALineCapButt, shape.lineCap)
    assert.are.equal(kCALineJoinMiter, shape.lineJoin)
    assert.are.equal(kCAFillRuleNonZero, shape.fillRule)
    assert.are.equal("non-zero", shape.fillRule)
    assert.are.equal(10, shape.miterLimit)
    assert.is_nil(shape.lineDashPattern)
    assert.are.same({ 0, 1 }, { shape.strokeStart, shape.strokeEnd })
    assert.is_true(shape:isKindOfClass(CALayer))

    local gradient = CAGradientLayer()
    assert.is_nil(gradient.colors)
    assert.is_nil(gradient.locations)
    assert.are.equal(CGPoint(0.5, 0), gradient.startPoint)
    assert.are.equal(CGPoint(0.5, 1), gradient.endPoint)
    assert.are.equal(kCAGradientLayerAxial, gradient.type)
  end)

  it("keep what is set, the path as a copy", function()
    local shape = CAShapeLayer()
    local path = CGPathCreateMutable()
    CGPathAddRect(path, nil, CGRect(0, 0, 10, 10))
    shape.path = path
    CGPathAddRect(path, nil, CGRect(0, 0, 50, 50))
    assert.are.equal(CGRect(0, 0, 10, 10), CGPathGetBoundingBox(shape.path))
    shape.strokeColor = UIColor.redColor
    shape.lineCap = kCALineCapRound
    shape.lineJoin = kCALineJoinBevel
    shape.fillRule = kCAFillRuleEvenOdd
    shape.lineDashPattern = { 4, 2 }
    shape.lineDashPhase = 1
    shape.strokeEnd = 0.5
    assert.are.equal("round", shape.lineCap)
    assert.are.equal("bevel", shape.lineJoin)
    assert.are.equal("even-odd", shape.fillRule)
    assert.are.same({ 4, 2 }, shape.lineDashPattern)
    assert.are.equal(0.5, shape.strokeEnd)
    shape.path = nil
    assert.is_nil(shape.path)

    local gradient = CAGradientLayer()
    gradient.colors = { UIColor.redColor, UIColor.blueColor }
    gradient.locations = { 0, 0.25 }
    gradient.type = kCAGradientLayerRadial
    gradient.startPoint = CGPoint(0, 0)
    assert.are.equal(2, #gradient.colors)
    assert.are.equal(tostring(UIColor.blueColor), tostring(gradient.colors[2]))
    assert.are.same({ 0, 0.25 }, gradient.locations)
    assert.are.equal("radial", gradient.type)
    local view = UIView(CGRect(0, 0, 40, 40))
    view.layer:addSublayer(gradient)
    view.layer:addSublayer(shape)
    assert.are.equal(2, #view.layer.sublayers)
  end)

  it("refuse what is not theirs with a clear error", function()
    local shape = CAShapeLayer()
    assert.matches("\"pointy\" is not a CAShapeLayerLineCap %(\"butt\", \"round\", \"square\"%)",
      failure(function() shape.lineCap = "pointy" end))
    assert.matches("is not a CAShapeLayerLineJoin", failure(function() shape.lineJoin = "sharp" end))
    assert.matches("is not a CAShapeLayerFillRule", failure(function() shape.fillRule = "nonzero" end))
    assert.matches("CAShapeLayerLineCap expected, got number", failure(function() shape.lineCap = 1 end))
    assert.matches("CGPath expected, got UIBezierPath", failure(function() shape.path = UIBezierPath() end))
    assert.matches("number expected at position 1", failure(function() shape.lineDashPattern = { "a" } end))
    local gradient = CAGradientLayer()
    assert.matches("is not a CAGradientLayerType", failure(function() gradient.type = "diagonal" end))
    assert.matches("UIColor expected at position 2", failure(function() gradient.colors = { UIColor.redColor, 3 } end))
    -- Numbers that are not finite are kept and drawn as UIKit clamps them.
    shape.strokeStart = 0 / 0
    shape.lineWidth = math.huge
    assert.is_true(shape.strokeStart ~= shape.strokeStart)
  end)
end)

describe("image contexts (R4.10)", function()
  it("make an image of what is drawn, nested, and a PNG of it", function()
    UIGraphicsBeginImageContextWithOptions(CGSize(4, 4), false, 1)
    UIColor.redColor:setFill()
    UIRectFill(CGRect(0, 0, 4, 4))
    local image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    assert.are.equal(CGSize(4, 4), image.size)
    local png = UIImagePNGRepresentation(image)
    assert.are.equal("\137PNG", png:sub(1, 4))
    assert.is_nil(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    local stretched = image:resizableImageWithCapInsetsResizingMode(UIEdgeInsets(1, 1, 1, 1), UIImageResizingModeStretch)
    assert.are.equal(CGSize(4, 4), stretched.size)
    assert.has_error(function() image:resizableImageWithCapInsetsResizingMode(UIEdgeInsets(1, 1, 1, 1), 7) end)
    assert.has_error(function() UIGraphicsBeginImageContextWithOptions("big", false, 1) end)
  end)
end)
