-- Menus from Lua (Bindings/Bars+Lua.swift): actions and menus made by their
-- class functions, a button presenting its menu (R16.9), context menus of a
-- table's rows (R16.12), chosen with Simulator's menu functions.
local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

describe("menus", function()
  local window, log
  local function say(line) log[#log + 1] = line end

  before_each(function()
    log = {}
    window = UIWindow()
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  local function menu(name)
    return UIMenu:menuWithTitleChildren("", {
      UIAction:actionWithTitleImageIdentifierHandler("Copy", nil, nil, function(action)
        say("Copy " .. name .. " " .. action.title)
      end),
      UIAction:actionWithTitleImageIdentifierHandler("Delete", nil, "delete", function() say("Delete " .. name) end),
    })
  end

  it("a button presents its menu on touch, and an action chosen runs", function()
    local button = UIButton:buttonWithType(UIButtonTypeSystem)
    button.frame = CGRect(20, 100, 120, 44)
    button.menu = menu("button")
    button.showsMenuAsPrimaryAction = true
    window:addSubview(button)
    Simulator.tap(80, 122)
    local shown = Simulator.presentedMenu()
    assert.are.equal(button.menu, shown)
    assert.are.same({ "Copy", "Delete" }, { shown.children[1].title, shown.children[2].title })
    shown.children[2].attributes = UIMenuElementAttributesDisabled
    assert.is_false(Simulator.chooseMenuElement("Delete"))
    assert.is_true(Simulator.chooseMenuElement("Copy"))
    assert.is_nil(Simulator.presentedMenu())
    assert.are.same({ "Copy button Copy" }, log)
  end)

  it("a long press on a row opens its context menu", function()
    local tableView = UITableView(CGRect(0, 100, 393, 300), UITableViewStylePlain)
    tableView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever
    tableView:registerClassForCellReuseIdentifier(UITableViewCell, "cell")
    local source = {
      tableViewNumberOfRowsInSection = function() return 5 end,
      tableViewCellForRowAtIndexPath = function(self, tv, indexPath)
        return tv:dequeueReusableCellWithIdentifierForIndexPath("cell", indexPath)
      end,
      tableViewContextMenuConfigurationForRowAtIndexPathPoint = function(self, tv, indexPath, point)
        say("configuration " .. indexPath.row .. " " .. point.y)
        return UIContextMenuConfiguration:configurationWithIdentifierPreviewProviderActionProvider(nil, nil, function()
          return menu("row " .. indexPath.row)
        end)
      end,
      tableViewWillEndContextMenuInteractionWithConfigurationAnimator = function() say("ends") end,
    }
    tableView.dataSource = source
    tableView.delegate = source
    window:addSubview(tableView)
    RunLoop.main:runUntilIdle()
    assert.is_true(Simulator.openContextMenu(50, 200))
    assert.is_true(Simulator.chooseMenuElement("Delete"))
    assert.are.same({ "configuration 2 100.0", "ends", "Delete row 2" }, log)
    Simulator.dismissMenu()
    assert.is_false(Simulator.openContextMenu(50, 800))
  end)

  it("gives bad input a clear error", function()
    assert.matches("function expected", errorOf(function() UIAction:actionWithTitleImageIdentifierHandler("x", nil, nil, 3) end))
    assert.matches("number expected", errorOf(function() Simulator.openContextMenu("x", 1) end))
    assert.is_false(Simulator.chooseMenuElement("nothing"))
  end)

  it("an action provider that raises opens nothing and the error reaches the script", function()
    local tableView = UITableView(CGRect(0, 100, 393, 300), UITableViewStylePlain)
    tableView:registerClassForCellReuseIdentifier(UITableViewCell, "cell")
    local source = {
      tableViewNumberOfRowsInSection = function() return 5 end,
      tableViewCellForRowAtIndexPath = function(self, tv, indexPath)
        return tv:dequeueReusableCellWithIdentifierForIndexPath("cell", indexPath)
      end,
      tableViewContextMenuConfigurationForRowAtIndexPathPoint = function()
        return UIContextMenuConfiguration:configurationWithIdentifierPreviewProviderActionProvider("id", nil, function()
          error("boom")
        end)
      end,
    }
    tableView.dataSource = source
    tableView.delegate = source
    window:addSubview(tableView)
    RunLoop.main:runUntilIdle()
    assert.matches("boom", errorOf(function() return Simulator.openContextMenu(50, 300) end))
    assert.is_nil(Simulator.presentedMenu())
  end)
end)
