-- `--device`: the simulated screen, safe area and traits.
print(Simulator.device, UIDevice.currentDevice.name, UIDevice.currentDevice.model)
print(UIScreen.mainScreen.bounds, UIScreen.mainScreen.scale)
local window = UIWindow()
local controller = UIViewController()
window.rootViewController = controller
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()
print(window.frame, controller.view.frame, controller.view.safeAreaInsets)
local traits = controller.traitCollection
print(traits.horizontalSizeClass, traits.verticalSizeClass, traits.displayScale)

-- The screen's orientation and status bar follow a rotation.
print(UIScreen.mainScreen.interfaceOrientation == UIInterfaceOrientationPortrait, UIScreen.mainScreen.statusBarHeight)
Simulator.rotate(UIDeviceOrientationLandscapeLeft)
print(UIScreen.mainScreen.interfaceOrientation == UIInterfaceOrientationLandscapeRight, UIScreen.mainScreen.statusBarHeight)
Simulator.rotate(UIDeviceOrientationPortrait)

-- The device's physical orientation: UIKit reports 0 (unknown) until orientation
-- notifications are on (Apple's documentation of UIDevice.orientation), and the
-- device turns even where the interface does not follow (face up).
local device = UIDevice.currentDevice
print(device.orientation, device.generatesDeviceOrientationNotifications, device.userInterfaceIdiom)
device:beginGeneratingDeviceOrientationNotifications()
print(device.orientation == UIDeviceOrientationPortrait, device.generatesDeviceOrientationNotifications)
Simulator.rotate(UIDeviceOrientationFaceUp)
print(device.orientation == UIDeviceOrientationFaceUp, UIScreen.mainScreen.interfaceOrientation == UIInterfaceOrientationPortrait)
Simulator.rotate(UIDeviceOrientationLandscapeLeft)
print(device.orientation == UIDeviceOrientationLandscapeLeft, UIScreen.mainScreen.interfaceOrientation == UIInterfaceOrientationLandscapeRight)
device:beginGeneratingDeviceOrientationNotifications()
device:endGeneratingDeviceOrientationNotifications()
print(device.generatesDeviceOrientationNotifications, "(calls nest)")
device:endGeneratingDeviceOrientationNotifications()
print(device.orientation, device.generatesDeviceOrientationNotifications)
Simulator.rotate(UIDeviceOrientationPortrait)
