-- The device's physical orientation: UIKit reports 0 (unknown) until orientation
-- notifications are on (Apple's documentation of UIDevice.orientation), and the
-- device turns even where the interface does not follow (face up). The screen
-- of a device given with --device stays in Tests/Scripts/device.lua.
describe("UIDevice.orientation", function()
  local device
  before_each(function() device = UIDevice.currentDevice end)

  it("is unknown until orientation notifications are on", function()
    assert.are.same({ 0, false, 0 },
      { device.orientation, device.generatesDeviceOrientationNotifications, device.userInterfaceIdiom })
    device:beginGeneratingDeviceOrientationNotifications()
    assert.are.equal(UIDeviceOrientationPortrait, device.orientation)
    assert.is_true(device.generatesDeviceOrientationNotifications)
  end)

  it("turns where the interface does not follow, and with it where it does", function()
    device:beginGeneratingDeviceOrientationNotifications()
    Simulator.rotate(UIDeviceOrientationFaceUp)
    assert.are.equal(UIDeviceOrientationFaceUp, device.orientation)
    assert.are.equal(UIInterfaceOrientationPortrait, UIScreen.mainScreen.interfaceOrientation)
    Simulator.rotate(UIDeviceOrientationLandscapeLeft)
    assert.are.equal(UIDeviceOrientationLandscapeLeft, device.orientation)
    assert.are.equal(UIInterfaceOrientationLandscapeRight, UIScreen.mainScreen.interfaceOrientation)
  end)

  it("counts nested calls to begin and end the notifications", function()
    device:beginGeneratingDeviceOrientationNotifications()
    Simulator.rotate(UIDeviceOrientationLandscapeLeft)
    device:beginGeneratingDeviceOrientationNotifications()
    device:endGeneratingDeviceOrientationNotifications()
    assert.is_true(device.generatesDeviceOrientationNotifications)
    device:endGeneratingDeviceOrientationNotifications()
    assert.are.same({ 0, false }, { device.orientation, device.generatesDeviceOrientationNotifications })
  end)
end)

-- R9.4: the interface turns only where the deciding controller allows it.
describe("supportedInterfaceOrientations", function()
  it("is asked of the root controller, which a Lua class may override", function()
    local Portrait = UIViewController:subclass("PortraitOnly")
    local allowed = UIInterfaceOrientationMaskPortrait
    function Portrait:supportedInterfaceOrientations() return allowed end
    local window = UIWindow()
    window.rootViewController = Portrait()
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    assert.are.equal(UIInterfaceOrientationMaskAllButUpsideDown, UIViewController():supportedInterfaceOrientations())
    Simulator.rotate(UIDeviceOrientationLandscapeLeft)
    assert.are.equal(UIInterfaceOrientationPortrait, UIScreen.mainScreen.interfaceOrientation)
    allowed = UIInterfaceOrientationMaskAll
    window.rootViewController:setNeedsUpdateOfSupportedInterfaceOrientations()
    assert.are.equal(UIInterfaceOrientationLandscapeRight, UIScreen.mainScreen.interfaceOrientation)
    allowed = 1 << 9
    local ok, message = pcall(Simulator.rotate, UIDeviceOrientationPortrait)
    assert.is_false(ok)
    assert.matches("supportedInterfaceOrientations%] returned a bad value %(512 is not a combination", message)
    assert.are.equal(UIInterfaceOrientationPortrait, UIScreen.mainScreen.interfaceOrientation,
      "the default answers in place of the bad value")
    UIViewController:attemptRotationToDeviceOrientation()
  end)
end)
