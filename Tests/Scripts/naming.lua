-- lua-api.md, Naming: selectors lose their colons and join their keywords;
-- properties use their Objective-C names; class properties; className; enum
-- globals; C functions.
local parent = UIView(CGRect(0, 0, 100, 100))
local a, b = UIView(), UIView()
parent:addSubview(a)
parent:insertSubviewAtIndex(b, 0)                  -- insertSubview:atIndex:, UIKit's 0-based index
print(parent.subviews[1] == b, parent.subviews[2] == a)   -- arrays are fresh 1-based sequences
parent:exchangeSubviewAtIndexWithSubviewAtIndex(0, 1)
print(parent.subviews[1] == a)
print(parent.subviews ~= parent.subviews)         -- a fresh sequence each read

local controller = UIViewController()
print(controller.viewLoaded)                       -- the property name, not the getter (isViewLoaded)
print(a.hidden, a.opaque, a.userInteractionEnabled)
a.hidden = true
print(a.hidden)

print(UIScreen.mainScreen.bounds, UIScreen.mainScreen.scale)
print(UIApplication.sharedApplication.className, UIDevice.currentDevice.name)
print(UIView.className, a.className, UIScreen.mainScreen.className)
local Card = UIView:subclass("Card")
print(Card.className, Card().className, Card.super == UIView, tostring(Card))

print(UIViewContentModeRedraw, UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight)
print(UIModalPresentationPageSheet, UIModalPresentationAutomatic, UILayoutPriorityDefaultHigh)
print(UIDeviceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeLeft)
print(UIGraphicsGetCurrentContext())              -- nil outside drawRect:
print(CGRectGetMidX(CGRect(10, 0, 100, 40)), CGRectGetMaxY(CGRect(10, 5, 100, 40)))
a.contentMode = UIViewContentModeRedraw
a.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleBottomMargin
print(a.contentMode, a.autoresizingMask)

-- The responder chain, and UIKit's class hierarchy above views and controllers.
local owner = UIViewController()
local inner = UIView()
owner.view:addSubview(inner)
print(inner.nextResponder == owner.view, owner.view.nextResponder == owner, owner.nextResponder)
print(UIView.super == UIResponder, UIViewController.super == UIResponder, UIResponder.super == NSObject)

-- UIKit's orientation macros, as functions.
print(UIDeviceOrientationIsLandscape(UIDeviceOrientationLandscapeLeft), UIDeviceOrientationIsPortrait(UIDeviceOrientationFaceUp),
      UIDeviceOrientationIsFlat(UIDeviceOrientationFaceUp), UIDeviceOrientationIsValidInterfaceOrientation(UIDeviceOrientationFaceDown))
print(UIInterfaceOrientationIsPortrait(UIInterfaceOrientationPortraitUpsideDown), UIInterfaceOrientationIsLandscape(0),
      pcall(UIInterfaceOrientationIsLandscape, "left"))
