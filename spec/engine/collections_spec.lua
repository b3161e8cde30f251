-- UICollectionView from Lua: a flow layout, a data source and delegate as a
-- table or a script's object with methods named by the selectors, cells
-- registered by class (a script's class too, made with initWithFrame) and
-- reused while scrolling, selection by a tap, and bad answers from the script
-- as Lua errors or UIKit's exceptions (docs/tables-and-collections.md,
-- R13.10 and R13.11 in docs/uikit-behavior.md).
describe("UICollectionView", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window, layout, collectionView, log
  local function say(line) log[#log + 1] = line end
  local function name(indexPath) return indexPath.section .. "." .. indexPath.item end
  local function items(paths)
    local list = {}
    for _, path in ipairs(paths) do list[#list + 1] = path.item end
    return list
  end

  -- A data source and delegate of `count` items in one section, logging.
  local function source(count)
    return {
      numberOfSectionsInCollectionView = function(self, cv) say("sections") return 1 end,
      collectionViewNumberOfItemsInSection = function(self, cv, section) say("items " .. section) return count end,
      collectionViewCellForItemAtIndexPath = function(self, cv, indexPath)
        say("cell " .. name(indexPath))
        return cv:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
      end,
      collectionViewLayoutSizeForItemAtIndexPath = function(self, cv, cvLayout, indexPath)
        say("size " .. name(indexPath))
        return CGSize(100, 50)
      end,
      collectionViewWillDisplayCellForItemAtIndexPath = function(self, cv, cell, indexPath)
        say("willDisplay " .. name(indexPath))
      end,
      collectionViewDidEndDisplayingCellForItemAtIndexPath = function(self, cv, cell, indexPath)
        say("didEndDisplaying " .. name(indexPath))
      end,
    }
  end

  local function show(data)
    collectionView.dataSource = data
    collectionView.delegate = data
    RunLoop.main:runUntilIdle()
  end

  before_each(function()
    log = {}
    window = UIWindow(CGRect(0, 0, 320, 480))
    window:makeKeyAndVisible()
    layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(10, 10, 10, 10)
    collectionView = UICollectionView(CGRect(0, 0, 320, 200), layout)
    collectionView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever  -- under the status bar (R17.4)
    collectionView:registerClassForCellWithReuseIdentifier(UICollectionViewCell, "cell")
    window:addSubview(collectionView)
  end)

  it("asks the counts, every item's size, then the visible items' cells, in order", function()
    show(source(5))
    assert.are.same({ "sections", "items 0", "size 0.0", "size 0.1", "size 0.2", "size 0.3", "size 0.4",
                      "cell 0.0", "willDisplay 0.0", "cell 0.1", "willDisplay 0.1", "cell 0.2", "willDisplay 0.2",
                      "cell 0.3", "willDisplay 0.3", "cell 0.4", "willDisplay 0.4" }, log)
    assert.are.equal(5, #collectionView.visibleCells)
    assert.are.same({ 0, 1, 2, 3, 4 }, items(collectionView.indexPathsForVisibleItems))
    assert.are.equal(1, collectionView.numberOfSections)
    assert.are.equal(5, collectionView:numberOfItemsInSection(0))
    local cell = collectionView:cellForItemAtIndexPath(NSIndexPath(3, 0))
    assert.are.equal(NSIndexPath(3, 0), collectionView:indexPathForCell(cell))
    assert.is_nil(collectionView:indexPathForCell(UICollectionViewCell()))
    assert.are.equal(layout, collectionView.collectionViewLayout)
    assert.are.equal(collectionView, layout.collectionView)
  end)

  describe("UICollectionViewFlowLayout", function()
    it("has UIKit's defaults and the properties that change them", function()
      local fresh = UICollectionViewFlowLayout()
      assert.are.same({ CGSize(50, 50), 10, 10, UIEdgeInsetsZero, UICollectionViewScrollDirectionVertical },
        { fresh.itemSize, fresh.minimumLineSpacing, fresh.minimumInteritemSpacing, fresh.sectionInset, fresh.scrollDirection })
      fresh.scrollDirection = UICollectionViewScrollDirectionHorizontal
      assert.are.equal(UICollectionViewScrollDirectionHorizontal, fresh.scrollDirection)
    end)

    it("fills lines, spreads the full ones and keeps the last at the leading inset", function()
      layout.itemSize = CGSize(100, 50)
      show({
        collectionViewNumberOfItemsInSection = function() return 5 end,
        collectionViewCellForItemAtIndexPath = function(self, cv, indexPath)
          return cv:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
        end,
      })
      local frames = {}
      for item = 0, 4 do
        frames[#frames + 1] = collectionView:layoutAttributesForItemAtIndexPath(NSIndexPath(item, 0)).frame
      end
      assert.are.same({ CGRect(10, 10, 100, 50), CGRect(210, 10, 100, 50), CGRect(10, 70, 100, 50),
                        CGRect(210, 70, 100, 50), CGRect(10, 130, 100, 50) }, frames)
      assert.are.equal(CGSize(320, 190), collectionView.contentSize)
      assert.are.equal(CGRect(210, 70, 100, 50), collectionView:cellForItemAtIndexPath(NSIndexPath(3, 0)).frame)
      assert.are.equal(NSIndexPath(3, 0), collectionView:indexPathForItemAtPoint(CGPoint(250, 90)))
      assert.is_nil(collectionView:indexPathForItemAtPoint(CGPoint(150, 90)))
      local attributes = layout:layoutAttributesForItemAtIndexPath(NSIndexPath(4, 0))
      assert.are.same({ "UICollectionViewLayoutAttributes", NSIndexPath(4, 0), CGSize(100, 50), CGPoint(60, 155) },
        { attributes.className, attributes.indexPath, attributes.size, attributes.center })
      assert.are.equal(2, #layout:layoutAttributesForElementsInRect(CGRect(0, 0, 320, 60)))
    end)

    it("asks the delegate's sizes, insets and spacings, and lays out horizontally", function()
      layout.scrollDirection = UICollectionViewScrollDirectionHorizontal
      show({
        collectionViewNumberOfItemsInSection = function() return 3 end,
        collectionViewCellForItemAtIndexPath = function(self, cv, indexPath)
          return cv:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
        end,
        collectionViewLayoutSizeForItemAtIndexPath = function(self, cv, cvLayout, indexPath)
          assert.are.equal(layout, cvLayout)
          return CGSize(40 + 10 * indexPath.item, 80)
        end,
        collectionViewLayoutInsetForSectionAtIndex = function() return UIEdgeInsets(5, 0, 5, 0) end,
        collectionViewLayoutMinimumLineSpacingForSectionAtIndex = function() return 4 end,
        collectionViewLayoutMinimumInteritemSpacingForSectionAtIndex = function() return 20 end,
      })
      -- Lines are columns: two items of 80 fit in 190 points with 20 between them.
      -- A full line spreads its items to the insets; items are centred across their line.
      assert.are.same({ CGRect(5, 5, 40, 80), CGRect(0, 115, 50, 80), CGRect(54, 5, 60, 80) },
        (function()
          local frames = {}
          for _, cell in ipairs(collectionView.visibleCells) do frames[#frames + 1] = cell.frame end
          return frames
        end)())
      assert.are.equal(CGSize(114, 200), collectionView.contentSize)
    end)
  end)

  it("reuses the cells of a script's class while scrolling, sending prepareForReuse", function()
    local Cell = UICollectionViewCell:subclass("Cell")
    function Cell:initWithFrame(frame)
      Cell.super.initWithFrame(self, frame)
      self.label = UILabel(self.contentView.bounds)
      self.contentView:addSubview(self.label)
      self.uses = 0
      say("init " .. tostring(frame.size))
    end
    function Cell:prepareForReuse()
      Cell.super.prepareForReuse(self)
      self.uses = self.uses + 1
      say("prepareForReuse")
    end
    function Cell:layoutSubviews()
      Cell.super.layoutSubviews(self)
      self.label.frame = self.contentView.bounds
    end
    layout.itemSize = CGSize(100, 50)
    collectionView:registerClassForCellWithReuseIdentifier(Cell, "cell")
    local data = source(40)
    data.collectionViewLayoutSizeForItemAtIndexPath = nil
    data.collectionViewCellForItemAtIndexPath = function(self, cv, indexPath)
      say("cell " .. name(indexPath))
      local cell = cv:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
      cell.label.text = "Item " .. indexPath.item
      return cell
    end
    show(data)
    local first = collectionView.visibleCells[1]
    assert.are.same({ "Cell", "cell", CGRect(0, 0, 100, 50), "Item 0" },
      { first.className, first.reuseIdentifier, first.label.frame, first.label.text })
    assert.are.equal(8, #(function()
      local made = {}
      for _, line in ipairs(log) do if line == "init (100.0, 50.0)" then made[#made + 1] = line end end
      return made
    end)())
    log = {}
    collectionView.contentOffset = CGPoint(0, 120)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2", "didEndDisplaying 0.3",
                      "cell 0.8", "prepareForReuse", "willDisplay 0.8", "cell 0.9", "prepareForReuse", "willDisplay 0.9",
                      "cell 0.10", "prepareForReuse", "willDisplay 0.10", "cell 0.11", "prepareForReuse", "willDisplay 0.11" }, log)
    assert.are.same({ 4, 5, 6, 7, 8, 9, 10, 11 }, items(collectionView.indexPathsForVisibleItems))
    assert.are.equal("Item 8", collectionView:cellForItemAtIndexPath(NSIndexPath(8, 0)).label.text)
    local reused = collectionView:cellForItemAtIndexPath(NSIndexPath(11, 0))
    assert.are.equal(1, reused.uses)
    local lines = trace.capture(function()
      collectionView.contentOffset = CGPoint(0, 0)
      RunLoop.main:runUntilIdle()
    end)
    local prepared = {}
    for _, line in ipairs(lines) do if line:match("prepareForReuse") then prepared[#prepared + 1] = line end end
    assert.are.same({ "-[Cell prepareForReuse]", "-[Cell prepareForReuse]", "-[Cell prepareForReuse]",
                      "-[Cell prepareForReuse]" }, prepared)
  end)

  it("selects a tapped item, telling an object delegate by its methods and the cell by its setters", function()
    local Cell = UICollectionViewCell:subclass("SelectableCell")
    function Cell:setSelected(selected)
      Cell.super.setSelected(self, selected)
      say("setSelected " .. tostring(selected))
    end
    function Cell:setHighlighted(highlighted)
      Cell.super.setHighlighted(self, highlighted)
      say("setHighlighted " .. tostring(highlighted))
    end
    local Controller = UIViewController:subclass("GridController")
    function Controller:collectionViewNumberOfItemsInSection(cv, section) return 6 end
    function Controller:collectionViewCellForItemAtIndexPath(cv, indexPath)
      return cv:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
    end
    function Controller:collectionViewLayoutSizeForItemAtIndexPath(cv, cvLayout, indexPath) return CGSize(100, 50) end
    function Controller:collectionViewShouldHighlightItemAtIndexPath(cv, indexPath) say("shouldHighlight " .. name(indexPath)) return true end
    function Controller:collectionViewDidHighlightItemAtIndexPath(cv, indexPath) say("didHighlight " .. name(indexPath)) end
    function Controller:collectionViewDidUnhighlightItemAtIndexPath(cv, indexPath) say("didUnhighlight " .. name(indexPath)) end
    function Controller:collectionViewShouldSelectItemAtIndexPath(cv, indexPath)
      say("shouldSelect " .. name(indexPath))
      return indexPath.item ~= 5
    end
    function Controller:collectionViewDidSelectItemAtIndexPath(cv, indexPath) say("didSelect " .. name(indexPath)) end
    function Controller:collectionViewDidDeselectItemAtIndexPath(cv, indexPath) say("didDeselect " .. name(indexPath)) end
    collectionView:registerClassForCellWithReuseIdentifier(Cell, "cell")
    local controller = Controller()
    show(controller)
    assert.are.equal(controller, collectionView.delegate)
    assert.are.equal(controller, collectionView.dataSource)
    Simulator.tap(250, 90)
    assert.are.same({ "shouldHighlight 0.3", "setHighlighted true", "didHighlight 0.3", "setHighlighted false",
                      "didUnhighlight 0.3", "shouldSelect 0.3", "setSelected true", "didSelect 0.3" }, log)
    log = {}
    Simulator.tap(20, 20)
    assert.are.same({ "shouldHighlight 0.0", "setHighlighted true", "didHighlight 0.0", "setHighlighted false",
                      "didUnhighlight 0.0", "shouldSelect 0.0", "setSelected false", "didDeselect 0.3",
                      "setSelected true", "didSelect 0.0" }, log)
    assert.are.same({ NSIndexPath(0, 0) }, collectionView.indexPathsForSelectedItems)
    assert.is_true(collectionView:cellForItemAtIndexPath(NSIndexPath(0, 0)).selected)
    log = {}
    Simulator.tap(250, 150)
    assert.are.same({ 0 }, items(collectionView.indexPathsForSelectedItems), "shouldSelect refused item 5")
  end)

  it("selects, deselects and scrolls without telling the delegate", function()
    local data = source(40)
    data.collectionViewDidSelectItemAtIndexPath = function() say("didSelect") end
    show(data)
    log = {}
    collectionView.allowsMultipleSelection = true
    collectionView:selectItemAtIndexPathAnimatedScrollPosition(NSIndexPath(1, 0), false, UICollectionViewScrollPositionNone)
    collectionView:selectItemAtIndexPathAnimatedScrollPosition(NSIndexPath(30, 0), false,
      UICollectionViewScrollPositionCenteredVertically)
    assert.are.same({ 1, 30 }, items(collectionView.indexPathsForSelectedItems))
    -- Item 30 is on the 16th line, at 910 to 960: centred in 200 points.
    assert.are.equal(CGPoint(0, 835), collectionView.contentOffset)
    collectionView:deselectItemAtIndexPathAnimated(NSIndexPath(1, 0), false)
    assert.are.same({ 30 }, items(collectionView.indexPathsForSelectedItems))
    collectionView:scrollToItemAtIndexPathAtScrollPositionAnimated(NSIndexPath(0, 0), UICollectionViewScrollPositionTop, false)
    assert.are.equal(CGPoint(0, 10), collectionView.contentOffset)
    assert.is_true(collectionView.allowsSelection)
    collectionView.allowsSelection = false
    RunLoop.main:runUntilIdle()
    Simulator.tap(20, 20)
    assert.are.same({}, (function()
      local selects = {}
      for _, line in ipairs(log) do if line == "didSelect" then selects[#selects + 1] = line end end
      return selects
    end)())
  end)

  describe("refuses bad input", function()
    it("with Lua errors for arguments of the wrong type", function()
      assert.matches("bad argument #1 to 'registerClassForCellWithReuseIdentifier' %(class expected, got string%)",
        errorOf(function() collectionView:registerClassForCellWithReuseIdentifier("cell", "cell") end))
      assert.matches("NSIndexPath expected, got number",
        errorOf(function() collectionView:cellForItemAtIndexPath(3) end))
      assert.matches("UICollectionViewLayout expected, got string", errorOf(UICollectionView, CGRect(0, 0, 10, 10), "flow"))
      assert.matches("3 is not a valid UICollectionViewScrollPosition", errorOf(function()
        collectionView:selectItemAtIndexPathAnimatedScrollPosition(NSIndexPath(0, 0), false, 3)
      end))
      assert.matches("CGSize expected, got string", errorOf(function() layout.itemSize = "big" end))
    end)

    it("with UIKit's exceptions for a missing layout, an unregistered identifier and items out of range", function()
      assert.matches("UICollectionView must be initialized with a non%-nil layout parameter", errorOf(UICollectionView))
      assert.matches("must pass a class of kind UICollectionViewCell", errorOf(function()
        collectionView:registerClassForCellWithReuseIdentifier(UIView, "view")
      end))
      show(source(3))
      assert.matches("could not dequeue a view of kind: UICollectionElementKindCell with identifier other", errorOf(function()
        collectionView:dequeueReusableCellWithReuseIdentifierForIndexPath("other", NSIndexPath(0, 0))
      end))
      assert.matches("attempt to scroll to invalid index path: {0, 9}", errorOf(function()
        collectionView:scrollToItemAtIndexPathAtScrollPositionAnimated(NSIndexPath(9, 0), UICollectionViewScrollPositionTop, false)
      end))
      assert.matches("section %(2%) beyond bounds %(1%)", errorOf(function() collectionView:numberOfItemsInSection(2) end))
    end)

    it("with UIKit's exception for a nil cell, and a Lua error for a count that is no number", function()
      local data = source(3)
      data.collectionViewCellForItemAtIndexPath = function() return nil end
      assert.matches("the collection view's data source did not return a valid cell from "
        .. "%-collectionView:cellForItemAtIndexPath: for index path {0, 0}", errorOf(show, data))
      data = source(3)
      data.collectionViewNumberOfItemsInSection = function() return "many" end
      assert.matches("collectionViewNumberOfItemsInSection returned a bad value", errorOf(show, data))
      data = source(3)
      data.collectionViewCellForItemAtIndexPath = function() return UIView() end
      assert.matches("collectionViewCellForItemAtIndexPath returned a bad value %(UICollectionViewCell expected, got UIView%)",
        errorOf(show, data))
    end)

    it("with UIKit's exceptions for negative counts and sizes that are NaN or negative", function()
      assert.matches("negative number of items in section 0 %(%-4%)", errorOf(show, source(-4)))
      assert.are.equal(0, collectionView:numberOfItemsInSection(0))
      local data = source(2)
      data.numberOfSectionsInCollectionView = function() return -1 end
      assert.matches("negative number of sections %(%-1%)", errorOf(show, data))
      data = source(2)
      data.collectionViewLayoutSizeForItemAtIndexPath = function() return CGSize(0 / 0, 10) end
      assert.matches("an item's size must be finite and not negative, not %(nan 10%)", errorOf(show, data))
      data.collectionViewLayoutSizeForItemAtIndexPath = nil
      layout.itemSize = CGSize(-5, 10)
      assert.matches("not %(%-5 10%)", errorOf(show, data))
      layout.itemSize = CGSize(50, 50)
      layout.sectionInset = UIEdgeInsets(0 / 0, 10, 10, 10)
      RunLoop.main:runUntilIdle()
      assert.are.equal(CGRect(10, 0, 50, 50), collectionView.visibleCells[1].frame, "a NaN inset counts as 0")
    end)

    it("with the data source's own error, and a missing required method", function()
      local data = source(3)
      data.collectionViewCellForItemAtIndexPath = function() error("no cells today") end
      assert.matches("no cells today", errorOf(show, data))
      assert.matches("the collection view's data source has no collectionViewNumberOfItemsInSection",
        errorOf(show, {}))
      assert.matches("has no collectionViewCellForItemAtIndexPath",
        errorOf(show, { collectionViewNumberOfItemsInSection = function() return 1 end }))
    end)

    it("with a Lua error from a cell class whose initWithFrame fails", function()
      local Broken = UICollectionViewCell:subclass("BrokenCell")
      function Broken:initWithFrame(frame) error("no frame for me") end
      collectionView:registerClassForCellWithReuseIdentifier(Broken, "cell")
      assert.matches("no frame for me", errorOf(show, source(2)))
    end)

    it("without a crash once an object delegate is gone", function()
      local Source = NSObject:subclass("GridSource")
      function Source:collectionViewNumberOfItemsInSection() return 4 end
      function Source:collectionViewCellForItemAtIndexPath(cv, indexPath)
        return cv:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
      end
      show(Source())
      collectgarbage()
      collectionView:reloadData()
      RunLoop.main:runUntilIdle()
      assert.is_nil(collectionView.dataSource)
      assert.is_nil(collectionView.delegate)
      assert.are.equal(0, #collectionView.visibleCells)
      Simulator.tap(20, 20)
    end)
  end)

  it("keeps a cell's background views as its subviews, the selected one while selected", function()
    local cell = UICollectionViewCell(CGRect(0, 0, 40, 30))
    local background, selected = UIView(), UIView()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    assert.are.same({ background, cell.contentView }, cell.subviews)
    cell.highlighted = true
    assert.are.same({ background, selected, cell.contentView }, cell.subviews)
    cell:layoutIfNeeded()
    assert.are.same({ CGRect(0, 0, 40, 30), CGRect(0, 0, 40, 30) }, { background.frame, selected.frame })
    cell.highlighted = false
    assert.are.same({ background, cell.contentView }, cell.subviews)
    assert.matches("Can't add self as subview", errorOf(function() cell.backgroundView = cell end))
    assert.are.same({ cell.contentView }, cell.subviews)
    assert.is_nil(cell.backgroundView)
    window:addSubview(cell)
    assert.matches("can't add a view to one of its own descendants", errorOf(function() cell.selectedBackgroundView = window end))
    assert.is_nil(cell.selectedBackgroundView)
  end)

  it("has UIKit's constants", function()
    assert.are.same({ 0, 1 }, { UICollectionViewScrollDirectionVertical, UICollectionViewScrollDirectionHorizontal })
    assert.are.same({ 0, 1, 2, 4, 8, 16, 32 }, {
      UICollectionViewScrollPositionNone, UICollectionViewScrollPositionTop, UICollectionViewScrollPositionCenteredVertically,
      UICollectionViewScrollPositionBottom, UICollectionViewScrollPositionLeft,
      UICollectionViewScrollPositionCenteredHorizontally, UICollectionViewScrollPositionRight })
  end)
end)
