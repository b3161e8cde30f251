-- A rotation (R9.1): the size and trait callbacks, the new layout, and the
-- coordinator's completion when the 0.4 s animation ends.
local Rotating = UIViewController:subclass("Rotating")

function Rotating:viewWillTransitionToSizeWithTransitionCoordinator(size, coordinator)
  print("-[Rotating viewWillTransitionToSize:withTransitionCoordinator:] " .. tostring(size))
  Rotating.super.viewWillTransitionToSizeWithTransitionCoordinator(self, size, coordinator)
  coordinator:animateAlongsideTransitionCompletion(function()
    print("alongside the animation: view " .. tostring(self.view.bounds))
  end, function()
    print("completion at " .. RunLoop.main.currentTime .. " s")
  end)
end

function Rotating:willTransitionToTraitCollectionWithTransitionCoordinator(traits, coordinator)
  print("-[Rotating willTransitionToTraitCollection:withTransitionCoordinator:] vertical size class " .. traits.verticalSizeClass)
  Rotating.super.willTransitionToTraitCollectionWithTransitionCoordinator(self, traits, coordinator)
end

function Rotating:traitCollectionDidChange(previous)
  print("-[Rotating traitCollectionDidChange:] was " .. previous.verticalSizeClass .. ", now " .. self.traitCollection.verticalSizeClass)
  Rotating.super.traitCollectionDidChange(self, previous)
end

function Rotating:viewWillLayoutSubviews()
  print("-[Rotating viewWillLayoutSubviews] " .. tostring(self.view.bounds))
  Rotating.super.viewWillLayoutSubviews(self)
end

-- A view hears of the change after its controller (parent first).
local Badge = UIView:subclass("Badge")

function Badge:traitCollectionDidChange(previous)
  print("-[Badge traitCollectionDidChange:] was " .. previous.verticalSizeClass .. ", now " .. self.traitCollection.verticalSizeClass)
  Badge.super.traitCollectionDidChange(self, previous)
end

function Rotating:viewDidLoad()
  Rotating.super.viewDidLoad(self)
  self.view:addSubview(Badge(CGRect(16, 16, 44, 44)))
end

local window = UIWindow()
window.rootViewController = Rotating()
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- rotate to landscape")
Simulator.rotate(UIDeviceOrientationLandscapeLeft)
RunLoop.main:runUntilIdle()
print("screen " .. tostring(UIScreen.mainScreen.bounds))
