-- A model for testing controllers: the appearance callbacks of a push on a
-- navigation controller, as UIKit delivers them (the example 03-navigation
-- prints the same sequence).
describe("a push on a navigation controller", function()
  local Screen = UIViewController:subclass("Screen")
  local log

  local function record(name)
    Screen[name] = function(self, animated)
      log[#log + 1] = self.title .. " " .. name
      Screen.super[name](self, animated)
    end
  end
  for _, name in ipairs({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
    record(name)
  end

  local nav, root
  before_each(function()
    log = {}
    root = Screen()
    root.title = "root"
    nav = UINavigationController(root)
    local window = UIWindow()
    window.rootViewController = nav
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  it("shows the root first", function()
    assert.are.same({ "root viewWillAppear", "root viewDidAppear" }, log)
  end)

  it("makes the old top disappear while the new one appears, animated", function()
    log = {}
    local detail = Screen()
    detail.title = "detail"
    nav:pushViewControllerAnimated(detail, true)
    RunLoop.main:runUntilIdle()
    assert.are.same({
      "root viewWillDisappear",
      "detail viewWillAppear",
      "root viewDidDisappear",
      "detail viewDidAppear",
    }, log)
    assert.are.equal(detail, nav.topViewController)
    assert.is_nil(root.view.window)
  end)
end)
