-- Drawing under the finger: touchesMoved adds the finger's point and calls
-- setNeedsDisplay, which only marks the canvas; drawRect: runs at the end of
-- the run loop turn, once per frame however many points arrived, and strokes
-- the path so far. What it drew is in the view's contents.
local Canvas = UIView:subclass("Canvas")

function Canvas:touchesBeganWithEvent(touches)
  self.points = { touches[1]:locationInView(self) }
  self:setNeedsDisplay()
end

function Canvas:touchesMovedWithEvent(touches)
  local point = touches[1]:locationInView(self)
  self.points[#self.points + 1] = point
  print(string.format("-[Canvas touchesMoved:withEvent:] %s at %.3f s", tostring(point), touches[1].timestamp))
  self:setNeedsDisplay()
end

function Canvas:drawRect(rect)
  if not self.points then
    print("-[Canvas drawRect:] an empty canvas")
    return
  end
  local context = UIGraphicsGetCurrentContext()
  CGContextSetLineWidth(context, 4)
  local first = self.points[1]
  CGContextMoveToPoint(context, first.x, first.y)
  for index = 2, #self.points do
    CGContextAddLineToPoint(context, self.points[index].x, self.points[index].y)
  end
  CGContextStrokePath(context)
  print(string.format("-[Canvas drawRect:] a path through %d point(s), at %.3f s", #self.points, RunLoop.main.currentTime))
end

local window = UIWindow()
local canvas = Canvas(CGRect(0, 100, 300, 300))
window:addSubview(canvas)
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- a finger draws a line across the canvas in a tenth of a second")
Simulator.drag(10, 150, 190, 150, 0.1)
RunLoop.main:runUntilIdle()

print("-- what the last drawRect: drew")
for _, operation in ipairs(canvas.contents.operations) do print(operation) end
