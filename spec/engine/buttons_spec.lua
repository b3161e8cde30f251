-- Buttons from Lua: titles per state, sizes, target-action by the naming
-- rule, the primary action, and a subclass.
describe("buttons", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window
  before_each(function()
    window = UIWindow()
    window:makeKeyAndVisible()
  end)

  it("show the normal state's title in a state without one", function()
    local button = UIButton:buttonWithType(UIButtonTypeSystem)
    button:setTitleForState("Save", UIControlStateNormal)
    assert.are.equal("Save", button:titleForState(UIControlStateHighlighted))
    assert.are.equal(UIButtonTypeSystem, button.buttonType)
    assert.are.equal(UIColor.systemBlueColor, button.currentTitleColor)
    assert.are.equal(30, button.intrinsicContentSize.height)
    assert.are.equal(15, button.titleLabel.font.pointSize)
  end)

  it("send a target's action and the primary action when tapped", function()
    local log = {}
    local Screen = UIViewController:subclass("ButtonScreen")
    function Screen:saveTapped(sender) log[#log + 1] = "saveTapped " .. sender.currentTitle end
    local screen = Screen()
    window.rootViewController = screen
    RunLoop.main:runUntilIdle()
    local button = UIButton(CGRect(10, 100, 100, 44))
    button:setTitleForState("Save", UIControlStateNormal)
    screen.view:addSubview(button)
    button:addTargetActionForControlEvents(screen, "saveTapped:", UIControlEventTouchUpInside)
    button:addTargetActionForControlEvents(nil, function() log[#log + 1] = "primary" end, UIControlEventPrimaryActionTriggered)
    Simulator.tap(20, 110)
    assert.are.same({ "saveTapped Save", "primary" }, log)
  end)

  it("can be subclassed, its tracking hooks reaching the script", function()
    local Counting = UIButton:subclass("CountingButton")
    function Counting:beginTrackingWithTouchWithEvent(touch, event)
      self.began = (self.began or 0) + 1
      return UIButton.beginTrackingWithTouchWithEvent(self, touch, event)
    end
    local button = Counting(CGRect(0, 100, 50, 50))
    window:addSubview(button)
    Simulator.tap(10, 110)
    assert.are.equal(1, button.began)
    assert.are.equal("HERE: bad argument #2 to 'setTitleForState' (number expected, got string)",
      errorOf(function() button:setTitleForState("x", "normal") end))
  end)
end)
