-- `--device`: the simulated screen, safe area and traits of the device a run
-- was given. The device's physical orientation: spec/engine/device_orientation_spec.lua.
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
