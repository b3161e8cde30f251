-- Issue 11: NaN and infinite numbers never trap. CoreGraphics' functions answer for
-- a rect with a NaN in it as for CGRectNull; NaN geometry is refused as Core
-- Animation refuses it, and the old value stays; infinite geometry is kept.
describe("NaN and infinite numbers", function()
  local nan, inf = 0 / 0, math.huge
  local r = CGRect(0, 0, 10, 10)
  local undefined = CGRect(nan, 0, 10, 10)
  local function isNull(rect) return rect.x == inf and rect.y == inf end
  -- The message of the error fn raises, its position in this file shown as HERE.
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  it("make CoreGraphics' functions answer as for CGRectNull", function()
    assert.is_true(isNull(CGRectIntersection(r, undefined)))
    assert.is_true(isNull(CGRectIntersection(undefined, r)))
    assert.are.equal("(0.0, 0.0, 10.0, 10.0)", tostring(CGRectUnion(r, undefined)))
    assert.is_true(isNull(CGRectUnion(undefined, undefined)))
    assert.are.same({ false, false, true, false }, {
      CGRectContainsPoint(undefined, CGPoint(1, 1)), CGRectContainsPoint(r, CGPoint(nan, 1)),
      CGRectContainsRect(r, undefined), CGRectContainsRect(undefined, r),
    })
    assert.is_false(CGRectIntersectsRect(r, undefined))
    assert.is_false(CGRectIntersectsRect(CGRect(-inf, 0, inf, 10), r))
    assert.is_true(CGRectIsEmpty(undefined))
    assert.is_false(CGRectIsEmpty(r))
    assert.is_true(isNull(CGRectInset(r, nan, 1)))
    assert.is_true(isNull(CGRectOffset(undefined, 1, 1)))
    assert.are.equal("(1.0, 2.0, 10.0, 10.0)", tostring(CGRectOffset(r, 1, 2)))
    assert.are.equal("(0.0, 0.0, 10.0, 10.0)", tostring(CGRectIntersection(CGRect(0, 0, inf, 10), r)))
    assert.are.equal("(0.0, 0.0, inf, 10.0)", tostring(CGRectUnion(CGRect(0, 0, inf, 10), r)))
  end)

  -- One test: the last description names a view by its id in the session.
  it("in geometry are refused as Core Animation refuses them, and infinite geometry is kept", function()
    local window = UIWindow()
    window:makeKeyAndVisible()
    local v = UIView(CGRect(10, 20, 30, 40))
    window:addSubview(v)
    RunLoop.main:runUntilIdle()
    assert.are.equal("HERE: CALayer position contains NaN: [nan 40]", errorOf(function() v.frame = CGRect(nan, 20, 30, 40) end))
    assert.are.equal("HERE: CALayer bounds contains NaN: [0 nan; 30 40]", errorOf(function() v.bounds = CGRect(0, nan, 30, 40) end))
    assert.are.equal("HERE: CALayer position contains NaN: [nan nan]", errorOf(function() v.center = CGPoint(nan, nan) end))
    assert.are.equal("HERE: -[UIView setAlpha:]: alpha is NaN", errorOf(function() v.alpha = nan end))
    assert.are.equal("HERE: -[UIView setLayoutMargins:]: {1, nan, 1, 1} contains NaN",
      errorOf(function() v.layoutMargins = UIEdgeInsets(1, nan, 1, 1) end))
    assert.is_true(pcall(function() v:setNeedsDisplayInRect(CGRect(0, 0, nan, 1)) end))
    assert.is_false(v.needsDisplay)
    assert.are.equal("HERE: CALayer position contains NaN: [nan 5]", errorOf(function() return UIView(CGRect(0, 0, nan, 10)).frame end))
    assert.are.same({ "(10.0, 20.0, 30.0, 40.0)", "1.0", "(8.0, 8.0, 8.0, 8.0)" },
      { tostring(v.frame), tostring(v.alpha), tostring(v.layoutMargins) })

    local scroll = UIScrollView(CGRect(0, 0, 50, 50))
    assert.are.equal("HERE: CALayer bounds contains NaN: [nan 0; 50 50]", errorOf(function() scroll.contentOffset = CGPoint(nan, 0) end))
    assert.are.equal("HERE: -[UIScrollView setContentSize:]: (nan 1) contains NaN", errorOf(function() scroll.contentSize = CGSize(nan, 1) end))
    assert.are.equal("HERE: -[UIScrollView setContentInset:]: {nan, 0, 0, 0} contains NaN",
      errorOf(function() scroll.contentInset = UIEdgeInsets(nan, 0, 0, 0) end))
    assert.are.same({ "(0.0, 0.0)", "(0.0, 0.0)", "(0.0, 0.0, 0.0, 0.0)" },
      { tostring(scroll.contentOffset), tostring(scroll.contentSize), tostring(scroll.contentInset) })
    assert.are.equal("HERE: -[UIViewController setAdditionalSafeAreaInsets:]: {0, 0, nan, 0} contains NaN",
      errorOf(function() UIViewController().additionalSafeAreaInsets = UIEdgeInsets(0, 0, nan, 0) end))

    local Fits = UIView:subclass("Fits")
    function Fits:sizeThatFits() return CGSize(nan, 4) end
    local fits = Fits(CGRect(0, 0, 10, 10))
    assert.are.equal("HERE: CALayer position contains NaN: [nan 2]", errorOf(function() fits:sizeToFit() end))
    assert.are.equal("(0.0, 0.0, 10.0, 10.0)", tostring(fits.frame))

    -- infinite geometry is kept, drawn, hit-tested and described
    local wide = UIView(CGRect(0, 0, inf, 100))
    window:addSubview(wide)
    wide.alpha = -inf
    scroll.contentOffset = CGPoint(inf, -inf)
    assert.are.same({ "(0.0, 0.0, inf, 100.0)", "-inf", "(inf, -inf)" },
      { tostring(wide.frame), tostring(wide.alpha), tostring(scroll.contentOffset) })
    RunLoop.main:runUntilIdle()
    wide.alpha = 1
    assert.are.equal(wide, window:hitTestWithEvent(CGPoint(5, 5), nil))
    assert.is_nil(window:hitTestWithEvent(CGPoint(nan, 5), nil))
    assert.are.equal("1.0", tostring(wide:convertPointToView(CGPoint(nan, 1), nil).y))
    assert.are.equal("<UIView: #7; frame = (0 0; inf 100)>", wide.description)
    -- a finger can only touch the screen somewhere
    assert.has_error(function() Simulator.tap(nan, nan) end, "bad argument #1 to 'tap' (x must be a finite number)")
  end)
end)
