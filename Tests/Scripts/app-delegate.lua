-- An application delegate written the UIKit way, as a Lua subclass of
-- UIResponder, launched by UIApplicationMain (launch order from recorded iOS
-- logs: didFinishLaunching, the root's viewDidLoad, viewWillAppear:, layout,
-- viewDidAppear:, then applicationDidBecomeActive:).
local Root = UIViewController:subclass("Root")
for _, hook in ipairs{"viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"} do
  Root[hook] = function(self, ...) print("Root " .. hook) end
end

local AppDelegate = UIResponder:subclass("AppDelegate")
function AppDelegate:applicationWillFinishLaunchingWithOptions(application, options)
  print("willFinishLaunching", application == UIApplication.sharedApplication, options,
        application.applicationState == UIApplicationStateInactive)
end
function AppDelegate:applicationDidFinishLaunchingWithOptions(application, options)
  print("didFinishLaunching")
  self.window = UIWindow()
  self.window.rootViewController = Root()
  self.window:makeKeyAndVisible()
  return true
end
function AppDelegate:applicationDidBecomeActive(application)
  print("didBecomeActive", application.applicationState == UIApplicationStateActive)
end
function AppDelegate:applicationWillResignActive() print("willResignActive") end
function AppDelegate:applicationDidEnterBackground() print("didEnterBackground") end
function AppDelegate:applicationWillEnterForeground() print("willEnterForeground") end

print(UIApplicationMain(#arg, arg, nil, "AppDelegate"))
local delegate = UIApplication.sharedApplication.delegate
print(delegate.className, delegate:isKindOfClass(UIResponder), delegate:isKindOfClass(UIView), delegate.window.keyWindow)
print(table.concat(trace.capture(function() Simulator.background(); Simulator.foreground() end), "\n"))
print("a second launch:", pcall(UIApplicationMain, 0, {}, nil, AppDelegate))
print("no such class:", pcall(UIApplicationMain, 0, {}, nil, "Nope"))
print("another principal class:", pcall(UIApplicationMain, 0, {}, "MyApplication", AppDelegate))
