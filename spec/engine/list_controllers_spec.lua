-- UITableViewController and UICollectionViewController (R18.9, R18.10):
-- script subclasses answering their tables as hooks.
describe("a table controller", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window
  before_each(function() window = UIWindow() end)
  after_each(function() window.hidden = true end)

  local Planets = UITableViewController:subclass("Planets")
  Planets.names = { "Mercury", "Venus", "Earth" }
  function Planets:viewDidLoad()
    UITableViewController.viewDidLoad(self)
    self.tableView:registerClassForCellReuseIdentifier(UITableViewCell, "planet")
  end
  function Planets:tableViewNumberOfRowsInSection(tableView, section)
    return #Planets.names
  end
  function Planets:tableViewCellForRowAtIndexPath(tableView, indexPath)
    local cell = tableView:dequeueReusableCellWithIdentifierForIndexPath("planet", indexPath)
    cell.textLabel.text = Planets.names[indexPath.row + 1]
    return cell
  end
  function Planets:tableViewTitleForHeaderInSection(tableView, section)
    return "Inner"
  end
  function Planets:tableViewDidSelectRowAtIndexPath(tableView, indexPath)
    self.picked = Planets.names[indexPath.row + 1]
  end

  it("is its table's data source and delegate, a script's methods answering", function()
    local planets = Planets(UITableViewStyleGrouped)
    local table = planets.tableView
    assert.are.equal(UITableViewStyleGrouped, table.style)
    assert.are.equal(planets, table.dataSource)
    assert.are.equal(planets, table.delegate)
    assert.is_true(planets.clearsSelectionOnViewWillAppear)
    window.rootViewController = planets
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    local texts = {}
    for _, cell in ipairs(table.visibleCells) do texts[#texts + 1] = cell.textLabel.text end
    assert.are.same({ "Mercury", "Venus", "Earth" }, texts)
    assert.are.equal(38, table:rectForHeaderInSection(0).height)
    local venus = table:cellForRowAtIndexPath(NSIndexPath(1, 0))
    local point = venus:convertPointToView(CGPoint(20, 20), nil)
    Simulator.tap(point.x, point.y)
    assert.are.equal("Venus", planets.picked)
  end)

  it("shows its data source calls in traces and deselects as it appears", function()
    local planets = Planets()
    window.rootViewController = planets
    local lines = trace.capture(function()
      window:makeKeyAndVisible()
      RunLoop.main:runUntilIdle()
    end)
    local text = table.concat(lines, "\n")
    assert.is_truthy(text:find("-[Planets tableView:numberOfRowsInSection:]", 1, true))
    assert.is_truthy(text:find("-[Planets tableView:cellForRowAtIndexPath:]", 1, true))
    local tableView = planets.tableView
    tableView:selectRowAtIndexPathAnimatedScrollPosition(NSIndexPath(0, 0), false, UITableViewScrollPositionNone)
    local cover = UIViewController()
    cover.modalPresentationStyle = UIModalPresentationFullScreen
    planets:presentViewControllerAnimatedCompletion(cover, false, nil)
    RunLoop.main:runUntilIdle()
    assert.is_not_nil(tableView.indexPathForSelectedRow)
    planets:dismissViewControllerAnimatedCompletion(false, nil)
    RunLoop.main:runUntilIdle()
    assert.is_nil(tableView.indexPathForSelectedRow)
  end)

  it("answers with a plain cell where a script's method fails", function()
    local Broken = UITableViewController:subclass("BrokenTable")
    function Broken:tableViewNumberOfRowsInSection() return 1 end
    function Broken:tableViewCellForRowAtIndexPath() error("no cell today") end
    local broken = Broken()
    window.rootViewController = broken
    window:makeKeyAndVisible()
    assert.is_truthy(errorOf(function() RunLoop.main:runUntilIdle() end):find("no cell today", 1, true))
    assert.are.equal(1, #broken.tableView.visibleCells)
    assert.has_error(function() UITableViewController(9) end)
  end)
end)

describe("a collection controller", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  it("manages a collection view with its layout, a script's methods answering", function()
    local Tiles = UICollectionViewController:subclass("Tiles")
    function Tiles:collectionViewNumberOfItemsInSection() return 3 end
    function Tiles:collectionViewCellForItemAtIndexPath(collectionView, indexPath)
      return collectionView:dequeueReusableCellWithReuseIdentifierForIndexPath("tile", indexPath)
    end
    local layout = UICollectionViewFlowLayout()
    local tiles = Tiles(layout)
    assert.are.equal(layout, tiles.collectionViewLayout)
    tiles.collectionView:registerClassForCellWithReuseIdentifier(UICollectionViewCell, "tile")
    local window = UIWindow()
    window.rootViewController = tiles
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    assert.are.equal(3, #tiles.collectionView.visibleCells)
    assert.is_true(tiles.installsStandardGestureForInteractiveMovement)
    window.hidden = true
    assert.are.equal("HERE: UICollectionView must be initialized with a non-nil layout parameter",
      errorOf(function() return UICollectionViewController().view end))
  end)
end)
