-- An application delegate written the UIKit way, as a Lua subclass of
-- UIResponder, launched by UIApplicationMain (launch order from recorded iOS
-- logs: didFinishLaunching, the root's viewDidLoad, viewWillAppear:, layout,
-- viewDidAppear:, then applicationDidBecomeActive:).
describe("an application delegate launched by UIApplicationMain", function()
  local log
  local function record(...)
    local fields = table.pack(...)
    for index = 1, fields.n do fields[index] = tostring(fields[index]) end
    log[#log + 1] = table.concat(fields, "\t", 1, fields.n)
  end

  local Root = UIViewController:subclass("Root")
  for _, hook in ipairs { "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear" } do
    Root[hook] = function() record("Root " .. hook) end
  end

  local AppDelegate = UIResponder:subclass("AppDelegate")
  function AppDelegate:applicationWillFinishLaunchingWithOptions(application, options)
    record("willFinishLaunching", application == UIApplication.sharedApplication, options,
      application.applicationState == UIApplicationStateInactive)
  end
  function AppDelegate:applicationDidFinishLaunchingWithOptions()
    record("didFinishLaunching")
    self.window = UIWindow()
    self.window.rootViewController = Root()
    self.window:makeKeyAndVisible()
    return true
  end
  function AppDelegate:applicationDidBecomeActive(application)
    record("didBecomeActive", application.applicationState == UIApplicationStateActive)
  end
  function AppDelegate:applicationWillResignActive() record("willResignActive") end
  function AppDelegate:applicationDidEnterBackground() record("didEnterBackground") end
  function AppDelegate:applicationWillEnterForeground() record("willEnterForeground") end

  before_each(function() log = {} end)

  it("launches in UIKit's order and returns once the app is idle", function()
    assert.are.equal(0, UIApplicationMain(0, {}, nil, "AppDelegate"))
    assert.are.same({
      "willFinishLaunching\ttrue\tnil\ttrue",
      "didFinishLaunching",
      "Root viewDidLoad",
      "Root viewWillAppear",
      "Root viewWillLayoutSubviews",
      "Root viewDidLayoutSubviews",
      "Root viewDidAppear",
      "didBecomeActive\ttrue",
    }, log)
    local delegate = UIApplication.sharedApplication.delegate
    assert.are.same({ "AppDelegate", true, false, true },
      { delegate.className, delegate:isKindOfClass(UIResponder), delegate:isKindOfClass(UIView), delegate.window.keyWindow })
  end)

  it("goes to the background and back, traced", function()
    UIApplicationMain(0, {}, nil, "AppDelegate")
    log = {}
    assert.trace({
      "-[AppDelegate applicationWillResignActive:]",
      "-[AppDelegate applicationDidEnterBackground:]",
      "-[AppDelegate applicationWillEnterForeground:]",
      "-[AppDelegate applicationDidBecomeActive:]",
    }, function() Simulator.background(); Simulator.foreground() end)
    assert.are.same({ "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive\ttrue" }, log)
  end)

  it("launches once", function()
    UIApplicationMain(0, {}, nil, "AppDelegate")
    local ok, message = pcall(UIApplicationMain, 0, {}, nil, AppDelegate)
    assert.is_false(ok)
    assert.matches("^.-app_delegate_spec%.lua:%d+: UIApplicationMain: the application has already launched$", message)
  end)

  it("checks its arguments before whether it has launched", function()
    UIApplicationMain(0, {}, nil, "AppDelegate")
    assert.are.same({ false, "bad argument #4 to 'UIApplicationMain' (no class named 'Nope')" },
      { pcall(UIApplicationMain, 0, {}, nil, "Nope") })
    assert.are.same({ false, "bad argument #3 to 'UIApplicationMain' (the principal class must be UIApplication, got MyApplication)" },
      { pcall(UIApplicationMain, 0, {}, "MyApplication", AppDelegate) })
  end)
end)
