-- Storyboards from Interface Builder's XML (docs/nibs.md): scenes of Lua
-- classes, relationship, show, presentation and embed segues, prepareForSegue.
describe("a storyboard", function()
  local log
  local function say(line) log[#log + 1] = line end
  before_each(function() log = {} end)

  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  local app = NSBundle:bundleWithPath(NSBundle.mainBundle.bundlePath .. "/../../Tests/Fixtures/app")
  local function storyboard() return UIStoryboard:storyboardWithNameBundle("Main", app) end

  local ViewController = UIViewController:subclass("ViewController")
  function ViewController:initWithCoder(coder)
    ViewController.super.initWithCoder(self, coder)
    say("ViewController initWithCoder, title " .. self.title)
  end
  function ViewController:awakeFromNib() say("ViewController awakeFromNib, viewLoaded " .. tostring(self.viewLoaded)) end
  function ViewController:viewDidLoad() say("viewDidLoad " .. tostring(self.contentView.frame)) end
  function ViewController:viewDidAppear(animated) say("viewDidAppear " .. tostring(self.contentView.frame)) end

  local function logging(name)
    local class = UIViewController:subclass(name)
    function class:awakeFromNib() say(name .. " awakeFromNib") end
    function class:viewDidLoad() say(name .. " viewDidLoad") end
    function class:prepareForSegueSender(segue, sender)
      say(name .. " prepareForSegueSender " .. tostring(segue.identifier) .. " → "
          .. segue.destinationViewController.className .. ", sender " .. tostring(sender and sender.className))
    end
    return class
  end
  local ListController = logging("ListController")
  logging("DetailController")
  logging("ChildController")
  UIView:subclass("CustomView")

  local function show(controller)
    local window = UIWindow()
    window.rootViewController = controller
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    return window
  end

  it("makes its initial controller through initWithCoder and awakeFromNib, and its view from the scene (R6.1, R6.4)", function()
    local controller = storyboard():instantiateInitialViewController()
    assert.are.equal("ViewController", controller.className)
    assert.is_false(controller.viewLoaded)
    assert.is_not_nil(controller.storyboard)
    show(controller)
    assert.are.same({
      "ViewController initWithCoder, title Main",
      "ViewController awakeFromNib, viewLoaded false",
      "viewDidLoad (0.0, 20.0, 375.0, 647.0)",
      "viewDidAppear (0.0, 59.0, 393.0, 759.0)",
    }, log)
  end)

  it("gives a navigation controller its root, and pushes with a show segue after prepareForSegueSender", function()
    local navigation = storyboard():instantiateViewControllerWithIdentifier("Navigation")
    assert.are.equal("UINavigationController", navigation.className)
    local list = navigation.topViewController
    assert.are.equal("ListController", list.className)
    assert.are.same({ "ListController awakeFromNib" }, log)
    show(navigation)
    assert.are.equal("UIButton", list.openButton.className)
    log = {}
    local lines = trace.capture(function()
      list:performSegueWithIdentifierSender("open", list)
      RunLoop.main:runFor(1)
    end)
    assert.are.equal("DetailController", navigation.topViewController.className)
    assert.are.same({
      "DetailController awakeFromNib",
      "ListController prepareForSegueSender open → DetailController, sender ListController",
      "ChildController awakeFromNib",
      "DetailController prepareForSegueSender embedChild → ChildController, sender nil",
      "ChildController viewDidLoad",
      "DetailController viewDidLoad",
    }, log)
    assert.are.equal("-[DetailController initWithCoder:]", lines[1])
    local detail = navigation.topViewController
    assert.are.equal("ChildController", detail.childViewControllers[1].className)
  end)

  it("presents with a presentation segue", function()
    local navigation = storyboard():instantiateViewControllerWithIdentifier("Navigation")
    show(navigation)
    navigation.topViewController:performSegueWithIdentifierSender("present", nil)
    RunLoop.main:runUntilIdle()
    assert.are.equal("DetailController", navigation.presentedViewController.className)
  end)

  it("gives a tab bar controller its tabs", function()
    local tabs = storyboard():instantiateViewControllerWithIdentifier("Tabs")
    local names = {}
    for _, child in ipairs(tabs.viewControllers) do names[#names + 1] = child.className end
    assert.are.same({ "ChildController", "ViewController" }, names)
  end)

  it("reports what it lacks", function()
    assert.matches("^HERE: Nowhere%.storyboard could not be found",
                   errorOf(function() UIStoryboard:storyboardWithNameBundle("Nowhere", app) end))
    assert.are.equal("HERE: Main.storyboard doesn't contain a view controller with identifier 'Missing'",
                     errorOf(function() storyboard():instantiateViewControllerWithIdentifier("Missing") end))
    local list = storyboard():instantiateViewControllerWithIdentifier("Navigation").topViewController
    assert.matches("has no segue with identifier 'nowhere'",
                   errorOf(function() list:performSegueWithIdentifierSender("nowhere", nil) end))
  end)

  it("lets a Lua class answer shouldPerformSegueWithIdentifierSender", function()
    function ListController:shouldPerformSegueWithIdentifierSender(identifier, sender) return identifier ~= "open" end
    local list = storyboard():instantiateViewControllerWithIdentifier("Navigation").topViewController
    assert.is_false(list:shouldPerformSegueWithIdentifierSender("open", nil))
    assert.is_true(list:shouldPerformSegueWithIdentifierSender("present", nil))
    ListController.shouldPerformSegueWithIdentifierSender = nil
  end)
end)
