-- Sheets and popovers from Lua (Bindings/UIPresentationController+Lua.swift):
-- a controller's presentation controller made for its style, detents a
-- sheet rests at, a popover's source kept (R8.12).
local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

describe("presentation controllers", function()
  local window, root

  before_each(function()
    window = UIWindow()
    root = UIViewController()
    window.rootViewController = root
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  it("a sheet rests at its selected detent", function()
    local filters = UIViewController()
    local sheet = filters.sheetPresentationController
    assert.are.equal(sheet, filters.presentationController)
    assert.is_nil(filters.popoverPresentationController)
    sheet.detents = { UISheetPresentationControllerDetent:mediumDetent(), UISheetPresentationControllerDetent:largeDetent() }
    sheet.prefersGrabberVisible = true
    root:presentViewControllerAnimatedCompletion(filters, false, nil)
    RunLoop.main:runUntilIdle()
    assert.are.same(CGRect(0, 426, 393, 426), filters.view.frame)
    sheet:animateChanges(function() sheet.selectedDetentIdentifier = UISheetPresentationControllerDetentIdentifierLarge end)
    assert.are.same(CGRect(0, 69, 393, 783), filters.view.frame)
    assert.are.equal(root, sheet.presentingViewController)
    assert.are.equal("com.apple.UIKit.medium", sheet.detents[1].identifier)
  end)

  it("a popover keeps its source", function()
    local pop = UIViewController()
    pop.modalPresentationStyle = UIModalPresentationPopover
    pop.popoverPresentationController.sourceRect = CGRect(1, 2, 3, 4)
    pop.popoverPresentationController.sourceView = root.view
    assert.are.same(CGRect(1, 2, 3, 4), pop.popoverPresentationController.sourceRect)
    assert.is_nil(pop.sheetPresentationController)
  end)

  it("gives bad input a clear error", function()
    local sheet = UIViewController().sheetPresentationController
    assert.matches("function expected", errorOf(function() sheet:animateChanges(5) end))
    assert.matches("boom", errorOf(function() sheet:animateChanges(function() error("boom") end) end))
    sheet.selectedDetentIdentifier = "no such detent"
    assert.are.equal("no such detent", sheet.selectedDetentIdentifier)
  end)
end)
