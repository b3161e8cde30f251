-- The status bar's appearance (R18.18): the key window's top controller
-- decides when asked, a full-screen presentation takes it over.
describe("the status bar", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window
  before_each(function() window = UIWindow() end)
  after_each(function() window.hidden = true end)

  local Screen = UIViewController:subclass("StatusBarScreen")
  function Screen:preferredStatusBarStyle() return self.style or UIStatusBarStyleDefault end
  function Screen:prefersStatusBarHidden() return self.hide == true end

  it("follows the top controller when it asks", function()
    local screen = Screen()
    screen.style = UIStatusBarStyleLightContent
    window.rootViewController = screen
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    local application = UIApplication.sharedApplication
    assert.are.equal(UIStatusBarStyleLightContent, application.statusBarStyle)
    assert.are.equal(UIStatusBarStyleLightContent, screen.preferredStatusBarStyle)
    screen.style = UIStatusBarStyleDarkContent
    screen.hide = true
    assert.are.equal(UIStatusBarStyleLightContent, application.statusBarStyle)
    screen:setNeedsStatusBarAppearanceUpdate()
    assert.are.equal(UIStatusBarStyleDarkContent, application.statusBarStyle)
    assert.is_true(application.statusBarHidden)
  end)

  it("goes to a full-screen presentation, or a child a container names", function()
    local root = Screen()
    window.rootViewController = root
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    local cover = Screen()
    cover.style = UIStatusBarStyleLightContent
    cover.modalPresentationStyle = UIModalPresentationFullScreen
    root:presentViewControllerAnimatedCompletion(cover, false, nil)
    RunLoop.main:runUntilIdle()
    assert.are.equal(UIStatusBarStyleLightContent, UIApplication.sharedApplication.statusBarStyle)
    root:dismissViewControllerAnimatedCompletion(false, nil)
    RunLoop.main:runUntilIdle()
    assert.are.equal(UIStatusBarStyleDefault, UIApplication.sharedApplication.statusBarStyle)

    local Container = UIViewController:subclass("StatusBarContainer")
    function Container:childViewControllerForStatusBarStyle() return self.childViewControllers[1] end
    local container = Container()
    local child = Screen()
    child.style = UIStatusBarStyleDarkContent
    container:addChildViewController(child)
    window.rootViewController = container
    RunLoop.main:runUntilIdle()
    assert.are.equal(UIStatusBarStyleDarkContent, UIApplication.sharedApplication.statusBarStyle)
  end)

  it("reports a bad answer and keeps the default", function()
    local Bad = UIViewController:subclass("BadStatusBar")
    function Bad:preferredStatusBarStyle() return 42 end
    local bad = Bad()
    window.rootViewController = bad
    assert.is_truthy(errorOf(function() window:makeKeyAndVisible() end)
      :find("-[BadStatusBar preferredStatusBarStyle] returned a bad value (42 is not a valid UIStatusBarStyle)", 1, true))
    pcall(function() RunLoop.main:runUntilIdle() end)
    assert.are.equal(UIStatusBarStyleDefault, UIApplication.sharedApplication.statusBarStyle)
    assert.is_truthy(errorOf(function() bad.modalPresentationCapturesStatusBarAppearance = "yes" end))
  end)
end)
