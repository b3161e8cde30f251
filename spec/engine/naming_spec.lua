-- lua-api.md, Naming: selectors lose their colons and join their keywords;
-- properties use their Objective-C names; class properties; className; enum
-- globals; C functions.
describe("the Lua names of UIKit", function()
  it("join a selector's keywords and keep UIKit's 0-based indexes", function()
    local parent = UIView(CGRect(0, 0, 100, 100))
    local a, b = UIView(), UIView()
    parent:addSubview(a)
    parent:insertSubviewAtIndex(b, 0)
    -- arrays come back as fresh 1-based sequences
    assert.are.equal(b, parent.subviews[1])
    assert.are.equal(a, parent.subviews[2])
    parent:exchangeSubviewAtIndexWithSubviewAtIndex(0, 1)
    assert.are.equal(a, parent.subviews[1])
    assert.are_not.equal(parent.subviews, parent.subviews)
  end)

  it("use a property's name, not its getter's", function()
    local controller = UIViewController()
    assert.is_false(controller.viewLoaded)
    local a = UIView()
    assert.are.same({ false, true, true }, { a.hidden, a.opaque, a.userInteractionEnabled })
    a.hidden = true
    assert.is_true(a.hidden)
  end)

  it("read class properties with a dot", function()
    assert.are.equal("(0.0, 0.0, 393.0, 852.0)", tostring(UIScreen.mainScreen.bounds))
    assert.are.equal(3, UIScreen.mainScreen.scale)
    assert.are.equal("UIApplication", UIApplication.sharedApplication.className)
    assert.are.equal("iPhone 15", UIDevice.currentDevice.name)
  end)

  it("give classes and instances their class's name", function()
    assert.are.same({ "UIView", "UIView", "UIScreen" },
      { UIView.className, UIView().className, UIScreen.mainScreen.className })
    local Card = UIView:subclass("Card")
    assert.are.same({ "Card", "Card", true, "Card" }, { Card.className, Card().className, Card.super == UIView, tostring(Card) })
  end)

  it("have enumerations and options as globals with their values", function()
    assert.are.equal(3, UIViewContentModeRedraw)
    assert.are.equal(18, UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight)
    assert.are.same({ 1, -2, 750 }, { UIModalPresentationPageSheet, UIModalPresentationAutomatic, UILayoutPriorityDefaultHigh })
    assert.are.same({ 3, 4 }, { UIDeviceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeLeft })
    local a = UIView()
    a.contentMode = UIViewContentModeRedraw
    a.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleBottomMargin
    assert.are.same({ 3, 34 }, { a.contentMode, a.autoresizingMask })
  end)

  it("keep C functions' names", function()
    assert.is_nil(UIGraphicsGetCurrentContext()) -- outside drawRect:
    assert.are.equal("60.0", tostring(CGRectGetMidX(CGRect(10, 0, 100, 40))))
    assert.are.equal("45.0", tostring(CGRectGetMaxY(CGRect(10, 5, 100, 40))))
  end)

  it("follow the responder chain and UIKit's classes above views and controllers", function()
    local owner = UIViewController()
    local inner = UIView()
    owner.view:addSubview(inner)
    assert.are.equal(owner.view, inner.nextResponder)
    assert.are.equal(owner, owner.view.nextResponder)
    assert.is_nil(owner.nextResponder)
    assert.are.same({ true, true, true },
      { UIView.super == UIResponder, UIViewController.super == UIResponder, UIResponder.super == NSObject })
  end)

  it("make UIKit's orientation macros functions", function()
    assert.are.same({ true, false, true, false }, {
      UIDeviceOrientationIsLandscape(UIDeviceOrientationLandscapeLeft),
      UIDeviceOrientationIsPortrait(UIDeviceOrientationFaceUp),
      UIDeviceOrientationIsFlat(UIDeviceOrientationFaceUp),
      UIDeviceOrientationIsValidInterfaceOrientation(UIDeviceOrientationFaceDown),
    })
    assert.is_true(UIInterfaceOrientationIsPortrait(UIInterfaceOrientationPortraitUpsideDown))
    assert.is_false(UIInterfaceOrientationIsLandscape(0))
    assert.are.same({ false, "bad argument #1 to 'UIInterfaceOrientationIsLandscape' (number expected, got string)" },
      { pcall(UIInterfaceOrientationIsLandscape, "left") })
  end)
end)
