-- A UICollectionViewLayout subclass written in Lua drives a collection view:
-- prepareLayout, collectionViewContentSize, then layoutAttributesForElementsInRect
-- in UIKit's order; cells shown and reused from its attributes;
-- shouldInvalidateLayoutForBoundsChange and invalidateLayout; another layout
-- set with setCollectionViewLayoutAnimated; garbage from the layout as errors
-- (docs/tables-and-collections.md, R13.16 and R13.17 in docs/uikit-behavior.md).
describe("a script's collection view layout", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window, collectionView, log, Column
  local classes = 0
  local function say(line) log[#log + 1] = line end

  before_each(function()
    log = {}
    -- One column of 100 x 50 items, 60 apart.
    classes = classes + 1
    Column = UICollectionViewLayout:subclass("ColumnLayout" .. classes)
    function Column:prepareLayout()
      Column.super.prepareLayout(self)
      say("prepare")
      self.cache = {}
      for item = 0, self.collectionView:numberOfItemsInSection(0) - 1 do
        local attributes = UICollectionViewLayoutAttributes:layoutAttributesForCellWithIndexPath(NSIndexPath(item, 0))
        attributes.frame = CGRect(10, item * 60, 100, 50)
        self.cache[#self.cache + 1] = attributes
      end
    end
    function Column:collectionViewContentSize()
      say("contentSize")
      return CGSize(320, #self.cache * 60)
    end
    function Column:layoutAttributesForElementsInRect(rect)
      say("elements " .. rect.origin.y)
      local found = {}
      for _, attributes in ipairs(self.cache) do
        if CGRectIntersectsRect(attributes.frame, rect) then found[#found + 1] = attributes end
      end
      return found
    end
    function Column:layoutAttributesForItemAtIndexPath(indexPath) return self.cache[indexPath.item + 1] end
    function Column:shouldInvalidateLayoutForBoundsChange(bounds)
      say("shouldInvalidate " .. bounds.origin.y)
      return Column.super.shouldInvalidateLayoutForBoundsChange(self, bounds)
    end

    window = UIWindow(CGRect(0, 0, 320, 480))
    window:makeKeyAndVisible()
    collectionView = UICollectionView(CGRect(0, 0, 320, 200), Column())
    collectionView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever  -- under the status bar (R17.4)
    collectionView:registerClassForCellWithReuseIdentifier(UICollectionViewCell, "cell")
    collectionView.dataSource = {
      collectionViewNumberOfItemsInSection = function(self, cv, section) return 20 end,
      collectionViewCellForItemAtIndexPath = function(self, cv, indexPath)
        say("cell " .. indexPath.item)
        return cv:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
      end,
    }
    window:addSubview(collectionView)
  end)

  it("is asked in UIKit's order and places the cells", function()
    assert.are.equal(collectionView, collectionView.collectionViewLayout.collectionView)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "prepare", "contentSize", "elements 0.0", "cell 0", "cell 1", "cell 2", "cell 3" },
      { table.unpack(log, 1, 7) })
    assert.are.same(CGSize(320, 1200), collectionView.contentSize)
    assert.are.same(CGRect(10, 180, 100, 50), collectionView:cellForItemAtIndexPath(NSIndexPath(3, 0)).frame)
    assert.are.same(CGRect(10, 300, 100, 50), collectionView:layoutAttributesForItemAtIndexPath(NSIndexPath(5, 0)).frame)
  end)

  it("is asked about a scroll, reuses the cells, and prepares again when invalidated", function()
    RunLoop.main:runUntilIdle()
    local first = collectionView:cellForItemAtIndexPath(NSIndexPath(0, 0))
    log = {}
    collectionView.contentOffset = CGPoint(0, 240)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "shouldInvalidate 240.0", "elements 240.0" }, { table.unpack(log, 1, 2) })
    local items = {}
    for _, path in ipairs(collectionView.indexPathsForVisibleItems) do items[#items + 1] = path.item end
    assert.are.same({ 4, 5, 6, 7 }, items)
    assert.is_not_nil(collectionView:indexPathForCell(first), "the cell that left serves an item that entered")
    log = {}
    collectionView.collectionViewLayout:invalidateLayout()
    RunLoop.main:runUntilIdle()
    assert.are.same({ "prepare", "contentSize", "elements 240.0" }, { table.unpack(log, 1, 3) })
  end)

  it("gives way to another layout", function()
    RunLoop.main:runUntilIdle()
    local old = collectionView.collectionViewLayout
    local flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(300, 30)
    local finished
    collectionView:setCollectionViewLayoutAnimatedCompletion(flow, true, function(done) finished = done end)
    assert.is_true(finished)
    assert.are.equal(flow, collectionView.collectionViewLayout)
    assert.is_nil(old.collectionView)
    assert.are.same(CGRect(0, 0, 300, 30), collectionView:cellForItemAtIndexPath(NSIndexPath(0, 0)).frame)
    collectionView:setCollectionViewLayoutAnimated(old, false)
    RunLoop.main:runUntilIdle()
    assert.are.same(CGRect(10, 0, 100, 50), collectionView:cellForItemAtIndexPath(NSIndexPath(0, 0)).frame)
  end)

  it("may be a flow layout's subclass adjusting super's attributes", function()
    local Left = UICollectionViewFlowLayout:subclass("LeftAligned" .. classes)
    function Left:layoutAttributesForElementsInRect(rect)
      local attributes = Left.super.layoutAttributesForElementsInRect(self, rect)
      local x = 0
      for _, element in ipairs(attributes) do
        if element.frame.origin.x == 0 then x = 0 end
        element.frame = CGRect(x, element.frame.origin.y, element.frame.size.width, element.frame.size.height)
        x = x + element.frame.size.width + 10
      end
      return attributes
    end
    local layout = Left()
    layout.itemSize = CGSize(90, 50)
    collectionView.collectionViewLayout = layout
    RunLoop.main:runUntilIdle()
    -- The flow layout spreads a full line of three to the edges; the subclass packs it to the left.
    assert.are.same({ CGRect(0, 0, 90, 50), CGRect(100, 0, 90, 50), CGRect(200, 0, 90, 50) },
      { collectionView.visibleCells[1].frame, collectionView.visibleCells[2].frame, collectionView.visibleCells[3].frame })
  end)

  describe("garbage from the layout", function()
    it("is an error, never a crash", function()
      local function pass()
        collectionView:setNeedsLayout()
        RunLoop.main:runUntilIdle()
      end
      function Column:layoutAttributesForElementsInRect(rect) return "lots" end
      assert.matches("layoutAttributesForElementsInRect:%] returned a bad value %(table expected, got string%)",
        errorOf(pass))
      function Column:layoutAttributesForElementsInRect(rect) return { 1, 2 } end
      assert.matches("UICollectionViewLayoutAttributes", errorOf(pass))
      function Column:layoutAttributesForElementsInRect(rect)
        local attributes = UICollectionViewLayoutAttributes:layoutAttributesForCellWithIndexPath(NSIndexPath(0, 0))
        attributes.frame = CGRect(0 / 0, 0, 10, 10)
        return { attributes }
      end
      collectionView.contentOffset = CGPoint(0, 1)
      assert.matches("the layout gave the cell at {0, 0} an invalid frame %(nan 0 10 10%)",
        errorOf(pass))
      assert.are.same({}, collectionView.visibleCells)
      function Column:collectionViewContentSize() return CGSize(-1, 10) end
      collectionView.collectionViewLayout:invalidateLayout()
      assert.matches("collectionViewContentSize must be finite and not negative",
        errorOf(pass))
      assert.matches("NSIndexPath expected, got nil", errorOf(function()
        UICollectionViewLayoutAttributes:layoutAttributesForCellWithIndexPath(nil)
      end))
      local attributes = UICollectionViewLayoutAttributes:layoutAttributesForCellWithIndexPath(NSIndexPath(0, 0))
      assert.matches("bad value for property 'indexPath' of UICollectionViewLayoutAttributes %(NSIndexPath expected, got nil%)",
        errorOf(function() attributes.indexPath = nil end))
      assert.matches("CGRect expected, got nil", errorOf(function() attributes.frame = nil end))
    end)
  end)
end)
