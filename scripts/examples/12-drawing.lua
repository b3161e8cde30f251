-- Drawing in drawRect: with UIBezierPath and UIKit's functions: a card with
-- rounded corners, a ring, a dashed rule and a frame. drawRect: runs when the
-- view first appears, and its context records each operation; a snapshot
-- turns them into pixels. A shape layer and a gradient layer draw without
-- drawRect:, as Core Animation content.
local Card = UIView:subclass("Card")

function Card:drawRect(rect)
  local bounds = self.bounds

  -- A rounded card, filled with the current fill colour.
  UIColor.systemBlueColor:setFill()
  UIBezierPath:bezierPathWithRoundedRectCornerRadius(CGRectInset(bounds, 4, 4), 12):fill()

  -- A ring: the path's own line width; stroke() saves and restores the state.
  UIColor.whiteColor:setStroke()
  local ring = UIBezierPath:bezierPathWithOvalInRect(CGRect(16, 16, 48, 48))
  ring.lineWidth = 4
  ring:stroke()

  -- A dashed rule with round caps.
  local rule = UIBezierPath()
  rule:moveToPoint(CGPoint(80, 40))
  rule:addLineToPoint(CGPoint(bounds.width - 16, 40))
  rule.lineCapStyle = kCGLineCapRound
  rule:setLineDashCountPhase({ 6, 4 }, 2, 0)
  rule:stroke()

  -- Only the top-right corner rounded; the clip stays until the state is restored.
  local context = UIGraphicsGetCurrentContext()
  CGContextSaveGState(context)
  UIBezierPath:bezierPathWithRoundedRectByRoundingCornersCornerRadii(
    CGRect(80, 52, 60, 20), UIRectCornerTopRight, CGSize(10, 10)):addClip()
  UIColor.orangeColor:setFill()
  UIRectFill(bounds)
  CGContextRestoreGState(context)

  -- UIRectFrame draws a one-point frame with the fill colour.
  UIColor.blackColor:setFill()
  UIRectFrame(bounds)
end

local window = UIWindow()
local card = Card(CGRect(20, 100, 200, 80))
card.opaque = false
window:addSubview(card)
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- what the card's drawRect: drew")
for _, operation in ipairs(card.contents.operations) do print(operation) end

print("-- a progress ring: a shape layer stroking three quarters of a circle")
local progress = CAShapeLayer()
progress.frame = CGRect(20, 200, 60, 60)
progress.path = UIBezierPath:bezierPathWithArcCenterRadiusStartAngleEndAngleClockwise(
  CGPoint(30, 30), 26, -math.pi / 2, 3 * math.pi / 2, true).CGPath
progress.fillColor = nil
progress.strokeColor = UIColor.systemGreenColor
progress.lineWidth = 6
progress.lineCap = kCALineCapRound
progress.strokeEnd = 0.75
window.layer:addSublayer(progress)
print(progress.path, progress.lineCap, progress.strokeEnd)

print("-- a gradient layer behind it, top to bottom")
local gradient = CAGradientLayer()
gradient.frame = CGRect(100, 200, 120, 60)
gradient.colors = { UIColor.whiteColor, UIColor.systemBlueColor }
gradient.cornerRadius = 8
window.layer:insertSublayerBelow(gradient, progress)
print(gradient.startPoint, gradient.endPoint, gradient.type, #window.layer.sublayers)
