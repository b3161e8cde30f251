-- Issue 11: NaN and infinite numbers never trap. CoreGraphics' functions answer for
-- a rect with a NaN in it as for CGRectNull; NaN geometry is refused as Core
-- Animation refuses it, and the old value stays; infinite geometry is kept.
local nan, inf = 0 / 0, math.huge
local r = CGRect(0, 0, 10, 10)
local undefined = CGRect(nan, 0, 10, 10)
local function isNull(rect) return rect.x == inf and rect.y == inf end

print("intersection", isNull(CGRectIntersection(r, undefined)), isNull(CGRectIntersection(undefined, r)))
print("union", CGRectUnion(r, undefined), isNull(CGRectUnion(undefined, undefined)))
print("contains", CGRectContainsPoint(undefined, CGPoint(1, 1)), CGRectContainsPoint(r, CGPoint(nan, 1)),
      CGRectContainsRect(r, undefined), CGRectContainsRect(undefined, r))
print("intersects", CGRectIntersectsRect(r, undefined), CGRectIntersectsRect(CGRect(-inf, 0, inf, 10), r))
print("empty", CGRectIsEmpty(undefined), CGRectIsEmpty(r))
print("inset, offset", isNull(CGRectInset(r, nan, 1)), isNull(CGRectOffset(undefined, 1, 1)), CGRectOffset(r, 1, 2))
print("infinite", CGRectIntersection(CGRect(0, 0, inf, 10), r), CGRectUnion(CGRect(0, 0, inf, 10), r))

local window = UIWindow()
window:makeKeyAndVisible()
local v = UIView(CGRect(10, 20, 30, 40))
window:addSubview(v)
RunLoop.main:runUntilIdle()
print(pcall(function() v.frame = CGRect(nan, 20, 30, 40) end))
print(pcall(function() v.bounds = CGRect(0, nan, 30, 40) end))
print(pcall(function() v.center = CGPoint(nan, nan) end))
print(pcall(function() v.alpha = nan end))
print(pcall(function() v.layoutMargins = UIEdgeInsets(1, nan, 1, 1) end))
print(pcall(function() v:setNeedsDisplayInRect(CGRect(0, 0, nan, 1)) end), v.needsDisplay)
print(pcall(function() return UIView(CGRect(0, 0, nan, 10)).frame end))
print(v.frame, v.alpha, v.layoutMargins)

local scroll = UIScrollView(CGRect(0, 0, 50, 50))
print(pcall(function() scroll.contentOffset = CGPoint(nan, 0) end))
print(pcall(function() scroll.contentSize = CGSize(nan, 1) end))
print(pcall(function() scroll.contentInset = UIEdgeInsets(nan, 0, 0, 0) end))
print(scroll.contentOffset, scroll.contentSize, scroll.contentInset)
print(pcall(function() UIViewController().additionalSafeAreaInsets = UIEdgeInsets(0, 0, nan, 0) end))

local Fits = UIView:subclass("Fits")
function Fits:sizeThatFits(size) return CGSize(nan, 4) end
local fits = Fits(CGRect(0, 0, 10, 10))
print(pcall(function() fits:sizeToFit() end))
print(fits.frame)

-- Infinite geometry is kept, drawn, hit-tested and described.
local wide = UIView(CGRect(0, 0, inf, 100))
window:addSubview(wide)
wide.alpha = -inf
scroll.contentOffset = CGPoint(inf, -inf)
print(wide.frame, wide.alpha, scroll.contentOffset)
RunLoop.main:runUntilIdle()
wide.alpha = 1
print(window:hitTestWithEvent(CGPoint(5, 5), nil) == wide, window:hitTestWithEvent(CGPoint(nan, 5), nil))
print(wide:convertPointToView(CGPoint(nan, 1), nil).y, wide.description)
Simulator.tap(nan, nan)
print("done")
