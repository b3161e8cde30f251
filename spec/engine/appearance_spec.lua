-- Appearance proxies from Lua (UIAppearance.swift): recorded values reach a
-- view as it enters a window; its own values win; the most specific proxy wins.
describe("an appearance proxy", function()
  local Card = UIView:subclass("Card")
  local Screen = UIViewController:subclass("Screen")
  local window
  before_each(function()
    window = UIWindow()
    window:makeKeyAndVisible()
  end)

  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  it("gives its values to views as they enter a window, not before nor after", function()
    UIView:appearance().exclusiveTouch = true
    local early = UIView()
    window:addSubview(early)
    local offscreen = UIView()
    assert.is_true(early.exclusiveTouch)
    assert.is_false(offscreen.exclusiveTouch)
    UIView:appearance().backgroundColor = UIColor.redColor
    assert.is_nil(early.backgroundColor, "already in the window")
  end)

  it("never replaces a value set on the view itself", function()
    Card:appearance().backgroundColor = UIColor.redColor
    local mine = Card()
    mine.backgroundColor = UIColor.greenColor
    window:addSubview(mine)
    assert.are.equal(UIColor.greenColor, mine.backgroundColor)
  end)

  it("of a Lua class wins over its superclass's, and a contained one over both", function()
    UIView:appearance().backgroundColor = UIColor.redColor
    Card:appearance().backgroundColor = UIColor.blueColor
    Card:appearanceWhenContainedInInstancesOfClasses({ Screen }).backgroundColor = UIColor.greenColor
    local screen = Screen()
    local inScreen, plain, card = Card(), UIView(), Card()
    screen.view:addSubview(inScreen)
    window.rootViewController = screen
    window:addSubview(plain)
    window:addSubview(card)
    assert.are.equal(UIColor.greenColor, inScreen.backgroundColor)
    assert.are.equal(UIColor.blueColor, card.backgroundColor)
    assert.are.equal(UIColor.redColor, plain.backgroundColor)
  end)

  it("is one per class and containment, and reads back what it recorded", function()
    assert.are.equal(Card:appearance(), Card:appearance())
    assert.are_not.equal(Card:appearance(), UIView:appearance())
    assert.is_nil(Card:appearanceWhenContainedInInstancesOfClasses({ Card }).exclusiveTouch)
  end)

  it("takes only appearance properties, of their types", function()
    assert.are.equal("HERE: 'alpha' is not an appearance property of any view class",
      errorOf(function() UIView:appearance().alpha = 0.5 end))
    assert.are.equal("HERE: -[_UIAppearance setValue:forKey:]: textColor is not an appearance property of UIView",
      errorOf(function() UIView:appearance().textColor = UIColor.redColor end))
    assert.are.equal("HERE: bad value for property 'exclusiveTouch' of _UIAppearance (boolean expected, got string)",
      errorOf(function() UIView:appearance().exclusiveTouch = "yes" end))
    assert.are.equal("HERE: bad argument #1 to 'appearanceWhenContainedInInstancesOfClasses' (element 2 is not a class)",
      errorOf(function() UIView:appearanceWhenContainedInInstancesOfClasses({ Card, "Screen" }) end))
    assert.are.equal("HERE: bad argument #1 to 'appearanceWhenContainedInInstancesOfClasses' (sequence of classes expected, got no value)",
      errorOf(function() UIView:appearanceWhenContainedInInstancesOfClasses() end))
  end)

  it("gives labels, switches and buttons their own appearance properties", function()
    UILabel:appearance().textColor = UIColor.grayColor
    UIButton:appearance():setTitleColorForState(UIColor.redColor, UIControlStateNormal)
    UISwitch:appearance().onTintColor = UIColor.greenColor
    local window = UIWindow()
    window:makeKeyAndVisible()
    local label, own = UILabel(), UILabel()
    own.textColor = UIColor.blueColor
    local button, mine = UIButton:buttonWithType(UIButtonTypeSystem), UIButton:buttonWithType(UIButtonTypeSystem)
    mine:setTitleColorForState(UIColor.blackColor, UIControlStateNormal)
    local switch = UISwitch()
    for _, view in ipairs({ label, own, button, mine, switch }) do window:addSubview(view) end
    assert.are.equal(UIColor.grayColor, label.textColor)
    assert.are.equal(UIColor.blueColor, own.textColor)
    assert.are.equal(UIColor.redColor, button:titleColorForState(UIControlStateNormal))
    assert.are.equal(UIColor.blackColor, mine:titleColorForState(UIControlStateNormal))
    assert.are.equal(UIColor.greenColor, switch.onTintColor)
    assert.are.equal("HERE: -[_UIAppearance setTitleColor:forState:]: setTitleColor:forState: is not an appearance method of UILabel",
      errorOf(function() UILabel:appearance():setTitleColorForState(UIColor.redColor, UIControlStateNormal) end))
  end)
end)
