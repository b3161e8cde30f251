-- UIScrollView from Lua (UIScrollView.swift and its neighbours,
-- Bindings/UIScrollView+Lua.swift): a delegate as a table or an object by
-- selector names, a finger's drag with its calls in UIKit's order, paging,
-- the rubber band, animated scrolls, the refresh control, zooming, the
-- status bar's scroll to top, and bad input.
local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

describe("a scroll view", function()
  local window, scroll, log
  local function say(line) log[#log + 1] = line end

  before_each(function()
    log = {}
    window = UIWindow()
    window:makeKeyAndVisible()
    scroll = UIScrollView(CGRect(0, 100, 300, 400))
    scroll.contentSize = CGSize(300, 2000)
    window:addSubview(scroll)
    RunLoop.main:runUntilIdle()
  end)

  -- Each call by name with the offset's y, runs of scrollViewDidScroll counted.
  local function recorder()
    local delegate = {}
    local function note(name, scrollView, extra)
      local line = name .. " " .. string.format("%g", scrollView.contentOffset.y) .. (extra and (" " .. extra) or "")
      if name == "didScroll" and log[#log] and log[#log]:match("^didScroll") then
        local count = tonumber(log[#log]:match("×(%d+)$") or "1")
        log[#log] = line .. " ×" .. (count + 1)
      else
        say(line)
      end
    end
    function delegate:scrollViewDidScroll(sv) note("didScroll", sv) end
    function delegate:scrollViewWillBeginDragging(sv) note("willBeginDragging", sv) end
    function delegate:scrollViewWillEndDraggingWithVelocityTargetContentOffset(sv, velocity, target)
      note("willEndDragging", sv, string.format("v=%g target=%g", velocity.y, target.y))
    end
    function delegate:scrollViewDidEndDraggingWillDecelerate(sv, decelerate) note("didEndDragging", sv, tostring(decelerate)) end
    function delegate:scrollViewWillBeginDecelerating(sv) note("willBeginDecelerating", sv) end
    function delegate:scrollViewDidEndDecelerating(sv) note("didEndDecelerating", sv) end
    function delegate:scrollViewDidEndScrollingAnimation(sv) note("didEndScrollingAnimation", sv) end
    return delegate
  end

  it("tells a table delegate of every scroll, in UIKit's order for a finger's flick", function()
    scroll.delegate = recorder()
    assert.is_table(scroll.delegate)
    Simulator.drag(150, 450, 150, 150, 0.3)
    RunLoop.main:runUntilIdle()
    assert.are.same({
      "willBeginDragging 0", "didScroll 290 ×18", "willEndDragging 290 v=1 target=789", "didEndDragging 290 true",
      "willBeginDecelerating 290",
    }, { table.unpack(log, 1, 5) })
    assert.are.equal("didEndDecelerating 789", log[#log])
    assert.is_false(scroll.dragging or scroll.decelerating or scroll.tracking)
  end)

  it("lets the delegate change where the content rests by returning a point", function()
    local delegate = recorder()
    function delegate:scrollViewWillEndDraggingWithVelocityTargetContentOffset() return CGPoint(0, 500) end
    scroll.delegate = delegate
    Simulator.drag(150, 450, 150, 150, 0.3)
    RunLoop.main:runUntilIdle()
    assert.are.equal(500, scroll.contentOffset.y)
  end)

  it("takes an object delegate, held weakly, whose class's methods are asked", function()
    local Screen = UIViewController:subclass("ScrollScreen")
    function Screen:scrollViewDidScroll(sv) say(string.format("scrolled to %g", sv.contentOffset.y)) end
    local screen = Screen()
    scroll.delegate = screen
    scroll.contentOffset = CGPoint(0, 40)
    assert.are.same({ "scrolled to 40" }, log)
    assert.are.equal(screen, scroll.delegate)
  end)

  it("pages, and pulls past an edge with the rubber band before settling back", function()
    scroll.contentSize = CGSize(900, 400)
    scroll.pagingEnabled = true
    Simulator.drag(250, 300, 50, 300, 0.2)
    RunLoop.main:runUntilIdle()
    assert.are.equal(300, scroll.contentOffset.x)
    local finger = Simulator.touchDown(150, 300)
    RunLoop.main:runOnce()
    finger:moveTo(350, 300)
    RunLoop.main:runOnce()
    -- 190 points of finger past the pan's first 10: from 300 to 110, inside the content.
    assert.are.equal(110, scroll.contentOffset.x)
    finger:lift()
    RunLoop.main:runUntilIdle()
    assert.are.equal(0, scroll.contentOffset.x)
    scroll.contentOffset = CGPoint(0, 0)
    finger = Simulator.touchDown(150, 300)
    RunLoop.main:runOnce()
    finger:moveTo(350, 300)
    RunLoop.main:runOnce()
    assert.is_true(math.abs(scroll.contentOffset.x + (1 - 1 / (190 * 0.55 / 300 + 1)) * 300) < 1e-9)
    finger:lift()
    RunLoop.main:runUntilIdle()
    assert.are.equal(0, scroll.contentOffset.x)
  end)

  it("animates setContentOffsetAnimated in virtual time, and scrolls a rect into view", function()
    scroll.delegate = recorder()
    scroll:setContentOffsetAnimated(CGPoint(0, 300), true)
    assert.are.equal(0, scroll.contentOffset.y)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "didScroll 300 ×18", "didEndScrollingAnimation 300" }, log)
    scroll:scrollRectToVisibleAnimated(CGRect(0, 900, 10, 100), false)
    assert.are.equal(600, scroll.contentOffset.y)
  end)

  it("starts a refresh control when a finger pulls past it", function()
    scroll.contentSize = CGSize(300, 1000)
    local refresh = UIRefreshControl()
    refresh:addTargetActionForControlEvents(nil, function(sender) say("refresh " .. tostring(sender.refreshing)) end,
      UIControlEventValueChanged)
    scroll.refreshControl = refresh
    Simulator.drag(150, 200, 150, 500, 0.3)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "refresh true" }, log)
    assert.are.equal(-60, scroll.contentOffset.y)
    refresh:endRefreshing()
    RunLoop.main:runUntilIdle()
    assert.are.equal(0, scroll.contentOffset.y)
  end)

  it("zooms the view the delegate names", function()
    local image = UIView(CGRect(0, 0, 600, 600))
    scroll:addSubview(image)
    scroll.contentSize = CGSize(600, 600)
    scroll.minimumZoomScale = 0.5
    scroll.delegate = {
      viewForZoomingInScrollView = function() return image end,
      scrollViewDidZoom = function(_, sv) say(string.format("zoom %g", sv.zoomScale)) end,
    }
    scroll.zoomScale = 0.5
    assert.are.same({ "zoom 0.5" }, log)
    assert.are.equal(CGRect(0, 0, 300, 300), image.frame)
    assert.are.equal(CGSize(300, 300), scroll.contentSize)
  end)

  it("scrolls to its top when the status bar is tapped", function()
    scroll.contentOffset = CGPoint(0, 800)
    scroll.delegate = { scrollViewDidScrollToTop = function(_, sv) say(string.format("top %g", sv.contentOffset.y)) end }
    Simulator.tapStatusBar()
    RunLoop.main:runUntilIdle()
    assert.are.same({ "top 0" }, log)
  end)

  it("lets a Lua subclass hear its adjusted insets change", function()
    local Inset = UIScrollView:subclass("InsetScroll")
    function Inset:adjustedContentInsetDidChange()
      say(string.format("adjusted %g", self.adjustedContentInset.top))
      Inset.super.adjustedContentInsetDidChange(self)
    end
    local full = Inset(UIScreen.mainScreen.bounds)
    window:addSubview(full)
    full.contentSize = CGSize(393, 3000)
    full.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever
    assert.are.same({ "adjusted 59", "adjusted 0" }, log)
  end)

  it("survives a delegate that errors or takes it off screen", function()
    scroll.delegate = { scrollViewDidScroll = function() error("broken delegate") end }
    assert.has_error(function() scroll.contentOffset = CGPoint(0, 10) end)
    assert.are.equal(10, scroll.contentOffset.y)
    scroll.delegate = { scrollViewDidScroll = function(_, sv) sv:removeFromSuperview() end }
    scroll:setContentOffsetAnimated(CGPoint(0, 200), true)
    RunLoop.main:runUntilIdle()
    assert.is_nil(scroll.window)
    assert.are.equal(200, scroll.contentOffset.y)
  end)

  it("refuses what is not a number", function()
    assert.are.equal("HERE: -[UIScrollView setContentOffset:animated:]: the offset must be finite, not {nan, 0}",
      errorOf(function() scroll:setContentOffsetAnimated(CGPoint(0 / 0, 0), true) end))
    assert.are.equal("HERE: -[UIScrollView setZoomScale:animated:]: the scale must be a finite number, not nan",
      errorOf(function() scroll.zoomScale = 0 / 0 end))
    assert.are.equal("HERE: -[UIScrollView setDecelerationRate:]: the rate must be a number between 0 and 1, not 2",
      errorOf(function() scroll.decelerationRate = 2 end))
    assert.are.equal(UIScrollViewDecelerationRateNormal, scroll.decelerationRate)
    assert.has_error(function() scroll.contentOffset = CGPoint(0 / 0, 0) end)
    assert.has_error(function() scroll.indicatorStyle = 7 end)
    assert.are.equal(0, scroll.contentOffset.y)
  end)
end)
