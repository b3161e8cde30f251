-- Section headers and footers from Lua (R13.12, R13.13): a title shown in a
-- UITableViewHeaderFooterView, header-footer views registered by class (a
-- script's too), reused while scrolling, and bad registrations
-- (docs/tables-and-collections.md).
describe("UITableViewHeaderFooterView", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window, tableView, log
  local function say(line) log[#log + 1] = line end

  -- Sections of three rows with 30-point headers that `header` makes.
  local function source(sections, header)
    return {
      numberOfSectionsInTableView = function() return sections end,
      tableViewNumberOfRowsInSection = function() return 3 end,
      tableViewCellForRowAtIndexPath = function(self, tv, indexPath)
        return tv:dequeueReusableCellWithIdentifierForIndexPath("cell", indexPath)
      end,
      tableViewTitleForHeaderInSection = function(self, tv, section) return "Section " .. section end,
      tableViewHeightForHeaderInSection = function() return 30 end,
      tableViewViewForHeaderInSection = header and function(self, tv, section) return header(tv, section) end,
      tableViewWillDisplayHeaderViewForSection = function(self, tv, view, section)
        say("willDisplay " .. section .. " " .. view.className)
      end,
      tableViewDidEndDisplayingHeaderViewForSection = function(self, tv, view, section) say("didEnd " .. section) end,
    }
  end

  before_each(function()
    log = {}
    window = UIWindow(CGRect(0, 0, 320, 480))
    window:makeKeyAndVisible()
    tableView = UITableView(CGRect(0, 0, 320, 200), UITableViewStyleGrouped)
    tableView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever  -- under the status bar (R17.4)
    tableView:registerClassForCellReuseIdentifier(UITableViewCell, "cell")
    window:addSubview(tableView)
  end)

  it("shows a section's title in a header-footer view's text label", function()
    tableView.dataSource = source(4)
    tableView.delegate = tableView.dataSource
    RunLoop.main:runUntilIdle()
    local header = tableView:headerViewForSection(0)
    assert.are.equal("UITableViewHeaderFooterView", header.className)
    assert.are.equal("SECTION 0", header.textLabel.text)
    assert.are.equal(header.contentView, header.textLabel.superview)
    assert.are.equal(tableView:rectForHeaderInSection(0), header.frame)
    assert.are.same({ "willDisplay 0 UITableViewHeaderFooterView", "willDisplay 1 UITableViewHeaderFooterView" }, log)
  end)

  it("makes a script's class with initWithReuseIdentifier and reuses it with prepareForReuse", function()
    local Header = UITableViewHeaderFooterView:subclass("Header")
    local made = 0
    function Header:initWithReuseIdentifier(identifier)
      Header.super.initWithReuseIdentifier(self, identifier)
      made = made + 1
      self.number = made
    end
    function Header:prepareForReuse()
      Header.super.prepareForReuse(self)
      say("prepareForReuse " .. self.number)
    end
    tableView:registerClassForHeaderFooterViewReuseIdentifier(Header, "header")
    tableView.dataSource = source(10, function(tv, section)
      local header = tv:dequeueReusableHeaderFooterViewWithIdentifier("header")
      header.textLabel.text = "Header " .. section
      return header
    end)
    tableView.delegate = tableView.dataSource
    RunLoop.main:runUntilIdle()
    assert.are.equal(2, made)
    assert.are.equal("header", tableView:headerViewForSection(1).reuseIdentifier)
    log = {}
    tableView.contentOffset = CGPoint(0, 400)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "didEnd 0", "didEnd 1", "prepareForReuse 2", "willDisplay 3 Header" }, log)
    assert.are.equal(2, made)
    assert.are.equal("Header 3", tableView:headerViewForSection(3).textLabel.text)
  end)

  it("answers nil for a plain view as header and for an identifier without a class", function()
    local plain = UIView()
    tableView.dataSource = source(2, function(tv, section) if section == 0 then return plain end end)
    tableView.delegate = tableView.dataSource
    RunLoop.main:runUntilIdle()
    assert.are.equal(tableView, plain.superview)
    assert.is_nil(tableView:headerViewForSection(0))
    assert.is_not_nil(tableView:headerViewForSection(1))
    assert.is_nil(tableView:dequeueReusableHeaderFooterViewWithIdentifier("none"))
  end)

  it("refuses bad registrations and bad arguments", function()
    assert.matches("must pass a class of kind UITableViewHeaderFooterView",
                   errorOf(tableView.registerClassForHeaderFooterViewReuseIdentifier, tableView, UIView, "v"))
    assert.matches("bad argument", errorOf(tableView.registerClassForHeaderFooterViewReuseIdentifier, tableView, 42, "v"))
    assert.matches("bad argument", errorOf(tableView.dequeueReusableHeaderFooterViewWithIdentifier, tableView, nil))
    tableView:registerClassForHeaderFooterViewReuseIdentifier(UITableViewHeaderFooterView, "h")
    tableView:registerClassForHeaderFooterViewReuseIdentifier(nil, "h")
    assert.is_nil(tableView:dequeueReusableHeaderFooterViewWithIdentifier("h"))
  end)

  it("has a list configuration for headers", function()
    local header = UITableViewHeaderFooterView("h")
    assert.are.equal("h", header.reuseIdentifier)
    local content = header:defaultContentConfiguration()
    content.text = "Recent"
    header.contentConfiguration = content
    assert.are.equal("Recent", header.contentConfiguration.text)
    assert.are.equal(UIColor.secondaryLabelColor, UIListContentConfiguration:groupedHeaderConfiguration().textProperties.color)
    local background = UIView()
    header.backgroundView = background
    assert.are.equal(background, header.subviews[1])
  end)
end)
