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
