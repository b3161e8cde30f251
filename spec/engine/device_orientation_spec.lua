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
