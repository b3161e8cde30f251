-- A storyboard scene designed at 375×667 (Main.storyboard), its contentView
-- pinned to the top and bottom layout guides and the edges, and a CustomView
-- from CustomView.xib added in viewDidLoad; run on an iPhone 6 Plus (08-storyboard.flags).
-- (Not View.xib: in this folder, which every example shares as its main bundle,
-- that would be the nib of 02's ViewController, which UIKit finds by class name.)
-- The controller comes from the archive (initWithCoder:, awakeFromNib) before
-- its view loads (R6.1); the view keeps its designed size through viewDidLoad
-- and viewWillAppear: and has the screen's by viewDidAppear: (R6.4).
local CustomView = UIView:subclass("CustomView")
function CustomView:initWithCoder(coder)
  print("-[CustomView initWithCoder:]")
  CustomView.super.initWithCoder(self, coder)
end
function CustomView:awakeFromNib() print("-[CustomView awakeFromNib]") end
function CustomView:willMoveToSuperview(s) print("-[CustomView willMoveToSuperview:]", s and s.className) end
function CustomView:didMoveToSuperview() print("-[CustomView didMoveToSuperview]") end
function CustomView:willMoveToWindow(w) print("-[CustomView willMoveToWindow:]", w and "window" or "nil") end
function CustomView:didMoveToWindow() print("-[CustomView didMoveToWindow]") end

local ViewController = UIViewController:subclass("ViewController")
function ViewController:initWithCoder(coder)
  print("-[ViewController initWithCoder:]")
  ViewController.super.initWithCoder(self, coder)
end
function ViewController:awakeFromNib() print("-[ViewController awakeFromNib]", "view loaded:", self.viewLoaded) end
function ViewController:viewDidLoad()
  print("-[ViewController viewDidLoad]", self.contentView.frame)
  local custom = UINib:nibWithNibNameBundle("CustomView", nil):instantiateWithOwnerOptions(nil, nil)[1]
  self.contentView:addSubview(custom)
end
function ViewController:viewWillAppear(animated) print("-[ViewController viewWillAppear:]", self.contentView.frame) end
function ViewController:viewDidAppear(animated) print("-[ViewController viewDidAppear:]", self.contentView.frame) end

local storyboard = UIStoryboard:storyboardWithNameBundle("Main", nil)
local window = UIWindow()
window.rootViewController = storyboard:instantiateInitialViewController()
window:makeKeyAndVisible()
