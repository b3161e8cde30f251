-- Interface styles (overrideUserInterfaceStyle, inherited down the hierarchy),
-- window levels, and UIColor's other initializers and component getters.
describe("an interface style", function()
  local log
  local Panel = UIView:subclass("Panel")
  function Panel:traitCollectionDidChange(previous)
    log[#log + 1] = self.name .. " " .. previous.userInterfaceStyle .. "->" .. self.traitCollection.userInterfaceStyle
  end

  before_each(function() log = {} end)

  it("is light on the screen and the override's below one", function()
    local outer, inner = Panel(), Panel()
    outer.name, inner.name = "outer", "inner"
    outer:addSubview(inner)
    assert.are.equal(UIUserInterfaceStyleLight, inner.traitCollection.userInterfaceStyle)
    assert.are.equal(UIUserInterfaceStyleUnspecified, inner.overrideUserInterfaceStyle)
    outer.overrideUserInterfaceStyle = UIUserInterfaceStyleDark
    assert.are.equal(UIUserInterfaceStyleDark, inner.traitCollection.userInterfaceStyle)
    assert.are.same({ "outer 1->2", "inner 1->2" }, log)
  end)

  it("of a controller reaches its view", function()
    local controller = UIViewController()
    controller.overrideUserInterfaceStyle = UIUserInterfaceStyleDark
    assert.are.equal(UIUserInterfaceStyleDark, controller.traitCollection.userInterfaceStyle)
    assert.are.equal(UIUserInterfaceStyleDark, controller.view.traitCollection.userInterfaceStyle)
    assert.has_error(function() controller.overrideUserInterfaceStyle = 7 end)
  end)
end)

describe("window levels", function()
  it("put a touch in the frontmost window, whichever is key", function()
    local taps = {}
    local Target = UIView:subclass("Target")
    function Target:touchesEndedWithEvent() taps[#taps + 1] = self.name end
    local main = UIWindow()
    local mainTarget = Target(main.bounds); mainTarget.name = "main"
    main:addSubview(mainTarget)
    main:makeKeyAndVisible()
    local banner = UIWindow(CGRect(0, 0, 400, 100))
    banner.windowLevel = UIWindowLevelStatusBar + 1
    local bannerTarget = Target(banner.bounds); bannerTarget.name = "banner"
    banner:addSubview(bannerTarget)
    banner.hidden = false
    assert.are.equal(1001, banner.windowLevel)
    assert.are.equal(UIWindowLevelNormal, main.windowLevel)
    Simulator.tap(50, 50)
    Simulator.tap(50, 300)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "banner", "main" }, taps)
    assert.is_true(main.keyWindow)
    banner.hidden = true
    main.hidden = true
  end)
end)

describe("a color", function()
  it("is made from hue, saturation and brightness, and gives its components back", function()
    local teal = UIColor:colorWithHueSaturationBrightnessAlpha(0.5, 0.5, 0.8, 1)
    assert.are.equal("UIExtendedSRGBColorSpace 0.4 0.8 0.8 1", tostring(teal))
    local r, g, b, a = teal:getRedGreenBlueAlpha()
    assert.are.same({ 0.4, 0.8, 0.8, 1 }, { r, g, b, a })
    local h, s, v = UIColor.redColor:getHueSaturationBrightnessAlpha()
    assert.are.same({ 0, 1, 1 }, { h, s, v })
  end)

  it("gives a gray's white, and nothing for a color of red, green and blue", function()
    local w, a = UIColor:colorWithWhiteAlpha(0.25, 0.5):getWhiteAlpha()
    assert.are.same({ 0.25, 0.5 }, { w, a })
    assert.are.equal(0, select("#", UIColor.redColor:getWhiteAlpha()))
  end)

  it("converts Display P3 and resolves against traits as itself", function()
    assert.are.equal("UIExtendedSRGBColorSpace 1 1 1 1", tostring(UIColor:colorWithDisplayP3RedGreenBlueAlpha(1, 1, 1, 1)))
    local blue = UIColor.systemBlueColor
    assert.are.equal(blue, blue:resolvedColorWithTraitCollection({ userInterfaceStyle = UIUserInterfaceStyleDark }))
    assert.are.equal(UIColor.systemBlueColor, UIColor.tintColor)
  end)
end)

describe("descriptions", function()
  it("stay as they were now that views and controllers are NSObjects", function()
    local view = UIView(CGRect(0, 20, 375, 647))
    assert.is_truthy(tostring(view):match("^<UIView: #%d+; frame = %(0 20; 375 647%)>$"))
    assert.is_truthy(tostring(UIViewController()):match("^<UIViewController: #%d+>$"))
    assert.are.equal(view, view)
  end)
end)
