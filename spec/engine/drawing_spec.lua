-- drawRect: with the recording context (R4.2, R4.4).
describe("drawRect:", function()
  local log
  local function record(...)
    local fields = table.pack(...)
    for index = 1, fields.n do fields[index] = tostring(fields[index]) end
    log[#log + 1] = table.concat(fields, "\t", 1, fields.n)
  end

  local Canvas = UIView:subclass("Canvas")
  function Canvas:drawRect(rect)
    local context = UIGraphicsGetCurrentContext()
    record("drawRect", rect, context ~= nil)
    CGContextSetRGBFillColor(context, 1, 0, 0, 1)
    CGContextFillRect(context, CGRect(0, 0, 10, 10))
    CGContextSetLineWidth(context, 2)
    CGContextMoveToPoint(context, 0, 0)
    CGContextAddLineToPoint(context, 20, 20)
    CGContextStrokePath(context)
    UIColor.blueColor:set()
    UIRectFrame(CGRect(1, 1, 5, 5))
  end

  local window
  before_each(function()
    log = {}
    window = UIWindow()
    window:makeKeyAndVisible()
  end)

  it("is not called outside a window", function()
    local offscreen = Canvas(CGRect(0, 0, 40, 30))
    offscreen:setNeedsDisplay()
    RunLoop.main:runOnce()
    assert.are.same({}, log)
  end)

  it("records what it draws, in a context that exists only while it runs", function()
    local canvas = Canvas(CGRect(0, 0, 40, 30))
    window:addSubview(canvas)
    RunLoop.main:runOnce()
    assert.are.same({ "drawRect\t(0.0, 0.0, 40.0, 30.0)\ttrue" }, log)
    assert.are.same({
      "clear (0 0; 40 30)",
      "fill (0 0; 10 10) [1 0 0 1]",
      "strokePath M 0 0 L 20 20 [0 0 0 1] width 2",
      "stroke (1.5 1.5; 4 4) [0 0 1 1] width 1",
    }, canvas.drawing)
    assert.is_nil(UIGraphicsGetCurrentContext())
  end)

  it("runs again for a size change only with UIViewContentModeRedraw", function()
    local canvas = Canvas(CGRect(0, 0, 40, 30))
    window:addSubview(canvas)
    RunLoop.main:runOnce()
    log = {}
    canvas.frame = CGRect(0, 0, 50, 30)
    RunLoop.main:runOnce()
    assert.are.same({}, log)
    canvas.contentMode = UIViewContentModeRedraw
    canvas.frame = CGRect(0, 0, 60, 30)
    RunLoop.main:runOnce()
    assert.are.same({ "drawRect\t(0.0, 0.0, 60.0, 30.0)\ttrue" }, log)
  end)

  it("is not called for an empty view", function()
    window:addSubview(Canvas(CGRectZero))
    RunLoop.main:runOnce()
    assert.are.same({}, log)
  end)

  it("has more of the context's functions: line segments, the path test, pushing a context", function()
    local Segments = UIView:subclass("Segments")
    local operations
    function Segments:drawRect()
      local c = UIGraphicsGetCurrentContext()
      record("path empty:", CGContextIsPathEmpty(c))
      CGContextMoveToPoint(c, 0, 0)
      record("path empty:", CGContextIsPathEmpty(c))
      CGContextBeginPath(c)
      CGContextStrokeLineSegments(c, { CGPoint(0, 0), CGPoint(5, 5), CGPoint(1, 1), CGPoint(2, 2) }, 4)
      record(pcall(CGContextStrokeLineSegments, c, { CGPoint(0, 0) }, 3))
      record(pcall(CGContextStrokeLineSegments, c, { 1, 2 }, 2))
      UIGraphicsPushContext(c)
      record("pushed:", UIGraphicsGetCurrentContext() == c)
      UIGraphicsPopContext()
      operations = c.operations
    end
    local segments = Segments(CGRect(0, 0, 10, 10))
    window:addSubview(segments)
    RunLoop.main:runOnce()
    assert.are.same({
      "path empty:\ttrue",
      "path empty:\tfalse",
      "false\tbad argument #3 to 'CGContextStrokeLineSegments' (count 3 is outside the 1 points given)",
      "false\tbad argument #2 to 'CGContextStrokeLineSegments' (CGPoint expected at position 1, got number)",
      "pushed:\ttrue",
    }, log)
    local drawn = {
      "clear (0 0; 10 10)",
      "strokePath M 0 0 L 5 5 M 1 1 L 2 2 [0 0 0 1] width 1",
    }
    assert.are.same(drawn, operations)
    -- what a view last drew stays readable after drawRect:
    assert.are.same(drawn, segments.contents.operations)
    assert.is_nil(UIView().contents)
  end)

  it("makes colors with UIColor's class methods, called with a colon as every class method is", function()
    assert.are.equal(tostring(UIColor(1, 0.5, 0, 1)), tostring(UIColor:colorWithRedGreenBlueAlpha(1, 0.5, 0, 1)))
    assert.are.equal("UIExtendedSRGBColorSpace 0.5 0.5 0.5 0.25", tostring(UIColor:colorWithWhiteAlpha(0.5, 0.25)))
    local ok, message = pcall(function() return UIColor.colorWithWhiteAlpha(0.5, 1) end)
    assert.is_false(ok)
    assert.matches("bad argument #1 to 'colorWithWhiteAlpha' %(class expected, got number%)", message)
  end)
end)
