-- Bars, bar items and alerts (R16): what a navigation bar shows of its stack,
-- items tapped, a tab bar's taps and its delegate, hidesBottomBarWhenPushed,
-- alerts dismissed before their handlers, and bad input.
describe("bars", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window

  local function show(root)
    window = UIWindow()
    window.rootViewController = root
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end

  after_each(function()
    if window then window.hidden = true end
    window = nil
    RunLoop.main:runUntilIdle()
  end)

  local function tapView(view)
    local frame = view:convertRectToView(view.bounds, nil)
    Simulator.tap(frame.x + frame.width / 2, frame.y + frame.height / 2)
  end

  it("shows the top controller's title and items, and taps send their functions", function()
    local list = UIViewController()
    list.title = "Lists"
    local log = {}
    -- The function does not capture list: a controller holding its own item's
    -- function through an upvalue is a cycle the leak check reports.
    list.navigationItem.rightBarButtonItem = UIBarButtonItem(UIBarButtonSystemItemAdd, function(item)
      log[#log + 1] = "add " .. item.tag
    end)
    list.navigationItem.rightBarButtonItem.tag = 5
    local nav = UINavigationController(list)
    show(nav)
    assert.are.equal("Lists", list.navigationItem.title)
    assert.are.equal(nav.navigationBar.topItem, list.navigationItem)
    local add = list.navigationItem.rightBarButtonItem.view
    assert.are.equal(nav.navigationBar, add.superview)
    assert.are.equal(393 - 16, add.frame.x + add.frame.width)
    tapView(add)
    assert.are.same({ "add 5" }, log)

    local detail = UIViewController()
    nav:pushViewControllerAnimated(detail, false)
    RunLoop.main:runUntilIdle()
    assert.are.equal(nav.navigationBar.backItem, list.navigationItem)
    assert.are.equal(2, #nav.navigationBar.items)
  end)

  it("sends a selector to its target, and up the responder chain without one", function()
    local Screen = UIViewController:subclass("BarScreen")
    function Screen:save(sender) self.saved = sender end
    local screen = Screen()
    local save = UIBarButtonItem("Save", UIBarButtonItemStyleDone, screen, "save:")
    screen.navigationItem.leftBarButtonItem = save
    assert.are.equal("save:", save.action)
    assert.are.equal(screen, save.target)
    assert.are.equal(UIBarButtonItemStyleDone, save.style)
    show(UINavigationController(screen))
    assert.are.equal(16, save.view.frame.x)
    tapView(save.view)
    assert.are.equal(save, screen.saved)
  end)

  it("hides the tab bar while a controller that asks is on top, and its tabs take taps", function()
    local list, detail, other = UIViewController(), UIViewController(), UIViewController()
    detail.hidesBottomBarWhenPushed = true
    other.tabBarItem = UITabBarItem("Other", nil, 7)
    other.tabBarItem.badgeValue = "2"
    local nav = UINavigationController(list)
    nav.title = "Home"
    local tabs = UITabBarController()
    local asked = {}
    tabs.delegate = {
      tabBarControllerShouldSelectViewController = function(self, controller, chosen)
        asked[#asked + 1] = chosen.title or chosen.tabBarItem.title
        return chosen ~= other or self.allowOther
      end,
    }
    tabs.viewControllers = { nav, other }
    show(tabs)
    assert.are.equal("Home", nav.tabBarItem.title)
    assert.are.equal(2, #tabs.tabBar.items)
    assert.are.equal(tabs.tabBar.selectedItem, nav.tabBarItem)
    Simulator.tap(393 * 3 / 4, 852 - 34 - 20)
    assert.are.equal(0, tabs.selectedIndex)
    tabs.delegate.allowOther = true
    Simulator.tap(393 * 3 / 4, 852 - 34 - 20)
    assert.are.equal(1, tabs.selectedIndex)
    assert.are.same({ "Other", "Other" }, asked)

    tabs.selectedIndex = 0
    assert.are.equal(34 + 49, list.view.safeAreaInsets.bottom)
    nav:pushViewControllerAnimated(detail, true)
    RunLoop.main:runUntilIdle()
    assert.is_true(tabs.tabBar.hidden)
    assert.are.equal(34, detail.view.safeAreaInsets.bottom)
    nav:popViewControllerAnimated(true)
    RunLoop.main:runUntilIdle()
    assert.is_false(tabs.tabBar.hidden)
  end)

  it("hides its navigation bar and shows its toolbar, the safe area following", function()
    local screen = UIViewController()
    screen:setToolbarItemsAnimated({ UIBarButtonItem:flexibleSpaceItem(),
      UIBarButtonItem("Edit", UIBarButtonItemStylePlain, nil, nil) }, false)
    local nav = UINavigationController(screen)
    show(nav)
    assert.is_true(nav.toolbarHidden)
    nav:setNavigationBarHiddenAnimated(true, false)
    nav:setToolbarHiddenAnimated(false, false)
    RunLoop.main:runUntilIdle()
    assert.are.equal(59, screen.view.safeAreaInsets.top)
    assert.are.equal(34 + 44, screen.view.safeAreaInsets.bottom)
    local edit = screen.toolbarItems[2].view
    assert.are.equal(393 - 16, edit.frame.x + edit.frame.width)
  end)

  it("shows large titles in a taller bar", function()
    local screen = UIViewController()
    screen.title = "Settings"
    local nav = UINavigationController(screen)
    nav.navigationBar.prefersLargeTitles = true
    show(nav)
    assert.are.equal(96, nav.navigationBar.frame.height)
    screen.navigationItem.largeTitleDisplayMode = UINavigationItemLargeTitleDisplayModeNever
    RunLoop.main:runUntilIdle()
    assert.are.equal(44, nav.navigationBar.frame.height)
  end)

  describe("an alert", function()
    it("is dismissed before its handler runs", function()
      local presenter = UIViewController()
      show(presenter)
      local log = {}
      local alert = UIAlertController("Delete?", "It cannot be undone.", UIAlertControllerStyleAlert)
      alert:addAction(UIAlertAction("Cancel", UIAlertActionStyleCancel, nil))
      alert:addAction(UIAlertAction("Delete", UIAlertActionStyleDestructive, function(action)
        log[#log + 1] = action.title .. " " .. tostring(presenter.presentedViewController)
      end))
      assert.are.equal(UIModalPresentationCustom, alert.modalPresentationStyle)
      assert.are.equal(2, #alert.actions)
      presenter:presentViewControllerAnimatedCompletion(alert, true, nil)
      RunLoop.main:runUntilIdle()
      Simulator.tapAlertAction("Delete")
      assert.are.same({}, log)
      RunLoop.main:runUntilIdle()
      assert.are.same({ "Delete nil" }, log)
      assert.matches('no alert on screen has an action titled "Delete"', errorOf(Simulator.tapAlertAction, "Delete"))
    end)

    it("passes on its handler's error, and cannot be presented twice", function()
      local presenter = UIViewController()
      show(presenter)
      local alert = UIAlertController:alertControllerWithTitleMessagePreferredStyle("Oops", nil,
        UIAlertControllerStyleActionSheet)
      alert:addAction(UIAlertAction:actionWithTitleStyleHandler("Fail", UIAlertActionStyleDefault, function()
        error("the handler failed")
      end))
      presenter:presentViewControllerAnimatedCompletion(alert, false, nil)
      RunLoop.main:runUntilIdle()
      assert.matches("already presented",
        errorOf(function() presenter:presentViewControllerAnimatedCompletion(alert, false, nil) end))
      Simulator.tapAlertAction("Fail")
      assert.matches("the handler failed", errorOf(function() RunLoop.main:runUntilIdle() end))
      assert.is_nil(presenter.presentedViewController)
    end)

    it("refuses a second cancel action", function()
      local alert = UIAlertController("T", "M", UIAlertControllerStyleAlert)
      alert:addAction(UIAlertAction("Cancel", UIAlertActionStyleCancel, nil))
      assert.matches("can only have one action with a style of UIAlertActionStyleCancel",
        errorOf(function() alert:addAction(UIAlertAction("Again", UIAlertActionStyleCancel, nil)) end))
    end)
  end)

  describe("with bad input", function()
    it("never traps", function()
      local item = UIBarButtonItem("Wide", UIBarButtonItemStylePlain, nil, nil)
      item.width = 0 / 0
      assert.are.equal(0, item.width)
      item.width = -math.huge
      assert.are.equal(0, item.width)
      assert.matches("a title, an image, a system item",
        errorOf(function() return UIBarButtonItem(true) end))
      assert.matches("UIBarButtonSystemItem", errorOf(function() return UIBarButtonItem(99, nil, nil) end))
      local screen = UIViewController()
      screen.navigationItem.rightBarButtonItems = {}
      assert.is_nil(screen.navigationItem.rightBarButtonItems)
      screen.navigationItem.rightBarButtonItem = nil
      screen.toolbarItems = nil
      local nav = UINavigationController(screen)
      assert.matches("managed by a controller",
        errorOf(function() nav.navigationBar.items = { UINavigationItem("x") } end))
      local tabs = UITabBarController()
      tabs.viewControllers = { UIViewController() }
      assert.matches("managed by a tab bar controller", errorOf(function() tabs.tabBar.items = {} end))
    end)

    it("moves a custom view from elsewhere into the bar, and shows one item in two bars", function()
      local elsewhere = UIView(CGRect(0, 0, 100, 100))
      local custom = UIView(CGRect(0, 0, 30, 30))
      elsewhere:addSubview(custom)
      local shared = UIBarButtonItem("Both", UIBarButtonItemStylePlain, function() end, nil)
      local screen = UIViewController()
      screen.navigationItem.rightBarButtonItems = { UIBarButtonItem(custom), shared }
      screen.toolbarItems = { shared }
      local nav = UINavigationController(screen)
      nav.toolbarHidden = false
      show(nav)
      assert.are.equal(nav.navigationBar, custom.superview)
      assert.is_not_nil(shared.view)
    end)

    it("passes on a bar item's failing function", function()
      local screen = UIViewController()
      local item = UIBarButtonItem("Fail", UIBarButtonItemStylePlain, nil, function() error("item failed") end)
      screen.navigationItem.rightBarButtonItem = item
      show(UINavigationController(screen))
      assert.matches("item failed", errorOf(tapView, item.view))
    end)
  end)
end)
