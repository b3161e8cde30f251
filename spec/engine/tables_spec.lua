-- UITableView from Lua (issue 19): a data source and delegate as a table or a
-- script's object with methods named by the selectors, cells registered by
-- class (a script's class too) and reused while scrolling, NSIndexPath values,
-- selection by a tap, and bad answers from the script as Lua errors or UIKit's
-- exceptions (docs/tables-and-collections.md, R13 in docs/uikit-behavior.md).
describe("UITableView", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window, tableView, log
  local function say(line) log[#log + 1] = line end

  -- A data source and delegate of `rows` rows in one section, logging.
  local function source(rows)
    return {
      tableViewNumberOfRowsInSection = function(self, tv, section) say("rows " .. section) return rows end,
      tableViewCellForRowAtIndexPath = function(self, tv, indexPath)
        say("cell " .. indexPath.row)
        local cell = tv:dequeueReusableCellWithIdentifierForIndexPath("cell", indexPath)
        cell.textLabel.text = "Row " .. indexPath.row
        return cell
      end,
      tableViewWillDisplayCellForRowAtIndexPath = function(self, tv, cell, indexPath)
        say("willDisplay " .. indexPath.row .. " " .. cell.textLabel.text)
      end,
      tableViewDidEndDisplayingCellForRowAtIndexPath = function(self, tv, cell, indexPath)
        say("didEndDisplaying " .. indexPath.row)
      end,
      tableViewDidSelectRowAtIndexPath = function(self, tv, indexPath) say("didSelect " .. tostring(indexPath)) end,
    }
  end

  before_each(function()
    log = {}
    window = UIWindow(CGRect(0, 0, 320, 480))
    window:makeKeyAndVisible()
    tableView = UITableView(CGRect(0, 0, 320, 200), UITableViewStylePlain)
    tableView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever  -- under the status bar (R17.4)
    tableView:registerClassForCellReuseIdentifier(UITableViewCell, "cell")
    window:addSubview(tableView)
  end)

  it("has index paths as values with a row, an item and a section", function()
    local path = NSIndexPath(3, 1)
    assert.are.equal(3, path.row)
    assert.are.equal(3, path.item)
    assert.are.equal(1, path.section)
    assert.are.equal(NSIndexPath(3, 1), path)
    assert.are.equal("[1, 3]", tostring(path))
    assert.matches("number has no integer representation", errorOf(NSIndexPath, 1.5, 0))
  end)

  it("asks a table data source and shows the visible rows' cells", function()
    tableView.estimatedRowHeight = 0
    tableView.dataSource = source(20)
    tableView.delegate = tableView.dataSource
    RunLoop.main:runUntilIdle()
    assert.are.same({ "rows 0", "cell 0", "willDisplay 0 Row 0", "cell 1", "willDisplay 1 Row 1",
                      "cell 2", "willDisplay 2 Row 2", "cell 3", "willDisplay 3 Row 3",
                      "cell 4", "willDisplay 4 Row 4" }, log)
    assert.are.equal(5, #tableView.visibleCells)
    assert.are.equal(CGSize(320, 20 * 44), tableView.contentSize)
    assert.are.equal(CGRect(0, 88, 320, 44), tableView:rectForRowAtIndexPath(NSIndexPath(2, 0)))
    assert.are.equal("Row 2", tableView:cellForRowAtIndexPath(NSIndexPath(2, 0)).textLabel.text)
  end)

  it("reuses the cells of rows scrolled away", function()
    tableView.dataSource = source(20)
    tableView.delegate = tableView.dataSource
    RunLoop.main:runUntilIdle()
    local first = tableView:cellForRowAtIndexPath(NSIndexPath(0, 0))
    log = {}
    tableView.contentOffset = CGPoint(0, 50)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "didEndDisplaying 0", "cell 5", "willDisplay 5 Row 5" }, log)
    assert.are.equal(first, tableView:cellForRowAtIndexPath(NSIndexPath(5, 0)))
    assert.are.same({ 1, 2, 3, 4, 5 }, (function()
      local rows = {}
      for _, path in ipairs(tableView.indexPathsForVisibleRows) do rows[#rows + 1] = path.row end
      return rows
    end)())
  end)

  it("makes a script's cell class with initWithStyleReuseIdentifier and sends it prepareForReuse", function()
    local Cell = UITableViewCell:subclass("Cell")
    function Cell:initWithStyleReuseIdentifier(style, identifier)
      Cell.super.initWithStyleReuseIdentifier(self, UITableViewCellStyleSubtitle, identifier)
      say("init " .. identifier)
      self.uses = 0
    end
    function Cell:prepareForReuse()
      Cell.super.prepareForReuse(self)
      self.uses = self.uses + 1
      say("prepareForReuse")
    end
    tableView:registerClassForCellReuseIdentifier(Cell, "cell")
    tableView.dataSource = source(20)
    RunLoop.main:runUntilIdle()
    assert.are.equal(5, #(function() local n = {} for _, l in ipairs(log) do if l:match("^init") then n[#n + 1] = l end end return n end)())
    local first = tableView.visibleCells[1]
    assert.are.equal("Cell", first.className)
    assert.are.equal(UITableViewCellStyleSubtitle, first.style)
    assert.are.equal("cell", first.reuseIdentifier)
    assert.is_not_nil(first.detailTextLabel)
    log = {}
    tableView.contentOffset = CGPoint(0, 50)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "cell 5", "prepareForReuse" }, log)
    assert.are.equal(1, first.uses)
  end)

  it("selects a tapped row and tells an object delegate by its methods", function()
    local Controller = UIViewController:subclass("Controller")
    function Controller:tableViewNumberOfRowsInSection(tv, section) return 3 end
    function Controller:tableViewCellForRowAtIndexPath(tv, indexPath)
      return tv:dequeueReusableCellWithIdentifierForIndexPath("cell", indexPath)
    end
    function Controller:tableViewWillSelectRowAtIndexPath(tv, indexPath) say("willSelect " .. indexPath.row) return indexPath end
    function Controller:tableViewDidSelectRowAtIndexPath(tv, indexPath) say("didSelect " .. indexPath.row) end
    local controller = Controller()
    tableView.dataSource = controller
    tableView.delegate = controller
    RunLoop.main:runUntilIdle()
    Simulator.tap(100, 60)
    assert.are.same({ "willSelect 1", "didSelect 1" }, log)
    assert.are.equal(NSIndexPath(1, 0), tableView.indexPathForSelectedRow)
    assert.is_true(tableView:cellForRowAtIndexPath(NSIndexPath(1, 0)).selected)
    assert.are.equal(controller, tableView.delegate)
  end)

  it("checks updates against the data source's counts", function()
    local rows = 3
    local data = source(3)
    data.tableViewNumberOfRowsInSection = function() return rows end
    tableView.dataSource = data
    RunLoop.main:runUntilIdle()
    rows = 4
    tableView:insertRowsAtIndexPathsWithRowAnimation({ NSIndexPath(0, 0) }, UITableViewRowAnimationAutomatic)
    assert.are.equal(4, tableView:numberOfRowsInSection(0))
    assert.matches("Invalid update: invalid number of rows in section 0", errorOf(function()
      tableView:performBatchUpdatesCompletion(function()
        tableView:deleteRowsAtIndexPathsWithRowAnimation({ NSIndexPath(0, 0) }, UITableViewRowAnimationFade)
      end, nil)
    end))
  end)

  describe("refuses bad answers", function()
    it("with UIKit's exception for a missing cell", function()
      local data = source(3)
      data.tableViewCellForRowAtIndexPath = function() return nil end
      tableView.dataSource = data
      assert.matches("failed to obtain a cell from its dataSource", errorOf(function() RunLoop.main:runUntilIdle() end))
    end)

    it("with a Lua error for a count that is no number", function()
      local data = source(3)
      data.tableViewNumberOfRowsInSection = function() return "many" end
      tableView.dataSource = data
      assert.matches("tableViewNumberOfRowsInSection returned a bad value", errorOf(function() RunLoop.main:runUntilIdle() end))
    end)

    it("with UIKit's exception for a negative count or a NaN height", function()
      local data = source(-1)
      tableView.dataSource = data
      assert.matches("negative number of rows in section 0 %(%-1%)", errorOf(function() RunLoop.main:runUntilIdle() end))
      data = source(2)
      data.tableViewHeightForRowAtIndexPath = function() return 0 / 0 end
      tableView.estimatedRowHeight = 0
      tableView.dataSource = data
      tableView.delegate = data
      assert.matches("Invalid row height provided by table delegate", errorOf(function() RunLoop.main:runUntilIdle() end))
      assert.are.equal(2, #tableView.visibleCells)
    end)

    it("with the data source's own error, and a missing required method", function()
      local data = source(3)
      data.tableViewCellForRowAtIndexPath = function() error("no cells today") end
      tableView.dataSource = data
      assert.matches("no cells today", errorOf(function() RunLoop.main:runUntilIdle() end))
      tableView.dataSource = {}
      assert.matches("has no tableViewNumberOfRowsInSection", errorOf(function() RunLoop.main:runUntilIdle() end))
    end)

    it("with UIKit's exceptions for unregistered identifiers and rows out of range", function()
      tableView.dataSource = source(3)
      RunLoop.main:runUntilIdle()
      assert.is_nil(tableView:dequeueReusableCellWithIdentifier("other"))
      assert.matches("unable to dequeue a cell with identifier other", errorOf(function()
        tableView:dequeueReusableCellWithIdentifierForIndexPath("other", NSIndexPath(0, 0))
      end))
      assert.matches("row %(7%) beyond bounds %(3%) for section %(0%)", errorOf(function()
        tableView:scrollToRowAtIndexPathAtScrollPositionAnimated(NSIndexPath(7, 0), UITableViewScrollPositionTop, false)
      end))
      assert.matches("must pass a class of kind UITableViewCell", errorOf(function()
        tableView:registerClassForCellReuseIdentifier(UIView, "view")
      end))
    end)
  end)

  it("keeps a cell's background views as its subviews, and refuses the cell itself", function()
    local cell = UITableViewCell(UITableViewCellStyleDefault, "x")
    local background, selected = UIView(), UIView()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    assert.are.same({ background, cell.contentView }, cell.subviews)
    cell.selected = true
    assert.are.same({ background, selected, cell.contentView }, cell.subviews)
    assert.matches("Can't add self as subview", errorOf(function() cell.accessoryView = cell end))
    assert.matches("Can't add self as subview", errorOf(function() cell.selectedBackgroundView = cell end))
    assert.are.same({ background, cell.contentView }, cell.subviews)
  end)

  it("has UIKit's constants", function()
    assert.are.equal(3, UITableViewCellAccessoryCheckmark)
    assert.are.equal(3, UITableViewCellStyleSubtitle)
    assert.are.equal(1, UITableViewScrollPositionTop)
    assert.are.equal(100, UITableViewRowAnimationAutomatic)
    assert.are.equal(-1, UITableViewAutomaticDimension)
    local cell = UITableViewCell(UITableViewCellStyleValue1, "x")
    cell.accessoryType = UITableViewCellAccessoryCheckmark
    assert.are.equal(UITableViewCellAccessoryCheckmark, cell.accessoryType)
    assert.are.equal(UITableViewCellStyleValue1, cell.style)
  end)
end)
