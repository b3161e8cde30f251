-- A controller that adds a subview in viewDidLoad, shown as the window's root,
-- then torn down with its controller (R6, R7.2, R8.9, R2.6).
local ContentView = UIView:subclass("ContentView")
function ContentView:willMoveToSuperview(s) print("-[ContentView willMoveToSuperview:]", s and s.className) end
function ContentView:didMoveToSuperview() print("-[ContentView didMoveToSuperview]") end
function ContentView:willMoveToWindow(w) print("-[ContentView willMoveToWindow:]", w and "window" or "nil") end
function ContentView:didMoveToWindow() print("-[ContentView didMoveToWindow]") end
function ContentView:dealloc() print("-[ContentView dealloc]") end

local ViewController = UIViewController:subclass("ViewController")
for _, hook in ipairs({ "loadView", "viewWillLayoutSubviews", "viewDidLayoutSubviews" }) do
  ViewController[hook] = function(self)
    print("-[ViewController " .. hook .. "]")
    ViewController.super[hook](self)
  end
end
for _, hook in ipairs({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
  ViewController[hook] = function(self, animated)
    print("-[ViewController " .. hook .. ":]", animated)
    ViewController.super[hook](self, animated)
  end
end
function ViewController:viewDidLoad()
  ViewController.super.viewDidLoad(self)
  print("-[ViewController viewDidLoad]", self.view.frame)
  self.view:addSubview(ContentView(CGRect(0, 0, 100, 100)))
end
function ViewController:dealloc() print("-[ViewController dealloc]") end

local window = UIWindow()
window.rootViewController = ViewController()
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- replace the root")
window.rootViewController = UIViewController()
RunLoop.main:runUntilIdle()
collectgarbage()
