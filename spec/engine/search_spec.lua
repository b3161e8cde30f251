-- Search from Lua (R21; UISearchBar.swift, UISearchController.swift,
-- Bindings/UISearchController+Lua.swift): a search bar's delegate as a table,
-- typing through its field, a search controller in a navigation item with its
-- results updater and delegate as a Lua controller's methods, and bad input
-- (a delegate that errors, isActive with no window, bad values) as Lua errors
-- or UIKit's no-ops.
describe("search", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window, log
  local function say(line) log[#log + 1] = line end

  local function show(root)
    window = UIWindow()
    window.rootViewController = root
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end

  local function tapView(view)
    local frame = view:convertRectToView(view.bounds, nil)
    Simulator.tap(frame.x + frame.width / 2, frame.y + frame.height / 2)
  end

  before_each(function() log = {} end)

  after_each(function()
    if window then window.hidden = true end
    window = nil
    RunLoop.main:runUntilIdle()
  end)

  describe("a search bar", function()
    local bar
    before_each(function()
      local screen = UIViewController()
      show(screen)
      bar = UISearchBar(CGRect(0, 100, 393, 56))
      screen.view:addSubview(bar)
      RunLoop.main:runUntilIdle()
    end)

    it("is 56 points high, more with a scope bar of two titles", function()
      assert.are.equal(56, bar:sizeThatFits(CGSize(320, 0)).height)
      bar.scopeButtonTitles = { "All", "Fruit" }
      bar.showsScopeBar = true
      assert.are.equal(100, bar:sizeThatFits(CGSize(320, 0)).height)
      assert.are.same({ "All", "Fruit" }, bar.scopeButtonTitles)
      bar.searchBarStyle = UISearchBarStyleMinimal
      assert.are.equal(UISearchBarStyleMinimal, bar.searchBarStyle)
      bar:setShowsCancelButtonAnimated(true, false)
      assert.is_true(bar.showsCancelButton)
      assert.are.equal("UISearchTextField", bar.searchTextField.className)
      assert.are.equal(UIReturnKeySearch, bar.returnKeyType)
    end)

    it("tells its delegate, a table, in UIKit's order as the keyboard types", function()
      bar.delegate = {
        searchBarShouldBeginEditing = function() say("shouldBegin") return true end,
        searchBarTextDidBeginEditing = function() say("didBegin") end,
        searchBarShouldChangeTextInRangeReplacementText = function(self, b, range, text)
          say("shouldChange " .. range.location .. " " .. text)
          return text ~= "!"
        end,
        searchBarTextDidChange = function(self, b, text) say("didChange " .. text) end,
        searchBarSearchButtonClicked = function(self, b) say("search " .. b.text) end,
        searchBarTextDidEndEditing = function() say("didEnd") end,
      }
      tapView(bar.searchTextField)
      Simulator.typeText("fig!\n")
      assert.are.same({
        "shouldBegin", "didBegin",
        "shouldChange 0 f", "didChange f", "shouldChange 1 i", "didChange fi", "shouldChange 2 g", "didChange fig",
        "shouldChange 3 !", "search fig",
      }, log)
      bar.text = "kiwi"
      assert.are.equal(10, #log, "code's text tells no one")
      assert.is_true(bar:resignFirstResponder())
      assert.are.equal("didEnd", log[#log])
    end)
  end)

  describe("a search controller", function()
    local List = UITableViewController:subclass("SearchList")
    function List:viewDidLoad()
      self.all = { "Apple", "Apricot", "Banana", "Cherry" }
      self.shown = self.all
      self.search = UISearchController(nil)
      self.search.searchResultsUpdater = self
      self.search.delegate = self
      self.search.obscuresBackgroundDuringPresentation = false
      self.navigationItem.searchController = self.search
      self.tableView:registerClassForCellReuseIdentifier(UITableViewCell, "fruit")
    end
    function List:tableViewNumberOfRowsInSection() return #self.shown end
    function List:tableViewCellForRowAtIndexPath(table, path)
      local cell = table:dequeueReusableCellWithIdentifierForIndexPath("fruit", path)
      cell.textLabel.text = self.shown[path.row + 1]
      return cell
    end
    function List:updateSearchResultsForSearchController(search)
      local text = search.searchBar.text:lower()
      self.shown = {}
      for _, name in ipairs(self.all) do
        if text == "" or name:lower():find(text, 1, true) then self.shown[#self.shown + 1] = name end
      end
      self.tableView:reloadData()
      say("update '" .. search.searchBar.text .. "' " .. tostring(search.active))
    end
    function List:willPresentSearchController() say("willPresent") end
    function List:didPresentSearchController() say("didPresent") end
    function List:willDismissSearchController() say("willDismiss") end
    function List:didDismissSearchController() say("didDismiss") end

    it("filters through its results updater, a Lua controller", function()
      local list = List()
      local nav = UINavigationController(list)
      show(nav)
      local search = list.search
      assert.are.equal(list, search.searchResultsUpdater)
      assert.are.equal(list, search.delegate)
      assert.are.equal(nav.navigationBar, search.searchBar.superview)
      assert.are.equal(44 + 52, nav.navigationBar.frame.height)
      tapView(search.searchBar.searchTextField)
      assert.is_true(search.active)
      Simulator.typeText("ap")
      RunLoop.main:runUntilIdle()
      assert.are.same({ "willPresent", "update '' true", "update 'a' true", "update 'ap' true", "didPresent" }, log)
      assert.are.equal(2, list.tableView:numberOfRowsInSection(0))
      log = {}
      local cancel
      for _, view in ipairs(search.searchBar.subviews) do
        if view.className == "UIButton" then cancel = view end
      end
      assert.are.equal("Cancel", cancel:titleForState(UIControlStateNormal))
      tapView(cancel)
      assert.is_false(search.active)
      RunLoop.main:runUntilIdle()
      assert.are.same({ "willDismiss", "update '' false", "didDismiss" }, log)
      assert.are.equal(4, list.tableView:numberOfRowsInSection(0))
    end)

    it("presents when made active, without the keyboard, and shows its results controller with text", function()
      local results = UIViewController()
      local search = UISearchController(results)
      assert.are.equal(results, search.searchResultsController)
      search.searchResultsUpdater = { updateSearchResultsForSearchController = function(self, s) say("update") end }
      local screen = UIViewController()
      screen.navigationItem.searchController = search
      local nav = UINavigationController(screen)
      show(nav)
      search.active = true
      RunLoop.main:runUntilIdle()
      assert.are.equal(nav, search.presentingViewController)
      assert.is_false(search.searchBar.searchTextField.isFirstResponder)
      assert.are.equal(52, nav.navigationBar.frame.height, "the search bar alone")
      assert.is_nil(results.view.superview)
      search.searchBar.text = "x"
      search.showsSearchResultsController = true
      assert.are.equal(search.view, results.view.superview)
      search.active = false
      RunLoop.main:runUntilIdle()
      assert.are.same({ "update" }, log)
    end)

    it("never traps: errors from Lua, a missing updater method, no window, bad values", function()
      local search = UISearchController(nil)
      search.active = true
      assert.is_false(search.active, "no window: nothing")
      local screen = UIViewController()
      screen.navigationItem.searchController = search
      show(UINavigationController(screen))
      search.searchResultsUpdater = {}
      assert.matches("the search controller's results updater has no updateSearchResultsForSearchController",
        errorOf(function() search.active = true end))
      assert.is_true(search.active)
      search.searchResultsUpdater = nil
      search.searchBar.delegate = {
        searchBarShouldBeginEditing = function() error("not now") end,
        searchBarTextDidChange = function() error("no changes") end,
      }
      assert.matches("not now", errorOf(function() search.searchBar:becomeFirstResponder() end))
      assert.is_true(search.searchBar.searchTextField.isFirstResponder, "the error answers UIKit's default")
      assert.matches("no changes", errorOf(Simulator.typeText, "a"))
      assert.are.equal("a", search.searchBar.text)
      search.delegate = { willDismissSearchController = function() error("stay") end }
      assert.matches("stay", errorOf(function() search.active = false end))
      assert.is_false(search.active)
      RunLoop.main:runUntilIdle()
      assert.matches("UISearchBarStyle", errorOf(function() search.searchBar.searchBarStyle = 7 end))
      assert.matches("expected", errorOf(function() search.searchBar.delegate = 5 end))
      assert.matches("expected", errorOf(function() search.active = "yes" end))
      assert.matches("expected", errorOf(UISearchController, 5))
      search.searchBar.selectedScopeButtonIndex = -3
      assert.are.equal(0, search.searchBar.selectedScopeButtonIndex)
      search.searchBar.text = nil
      assert.are.equal("", search.searchBar.text)
      assert.are.equal(56, UISearchBar(CGRect(0, 0, 1 / 0, 1 / 0)):sizeThatFits(CGSize(0 / 0, 0)).height)
    end)
  end)
end)
