-- The accessibility properties UI tests find views by (docs/uikit-behavior.md, R12).
describe("accessibility", function()
  it("gives labels and controls their defaults, and keeps what a script sets", function()
    local view, label, button = UIView(), UILabel(), UIButton:buttonWithType(UIButtonTypeSystem)
    label.text = "Total"
    button:setTitleForState("Pay", UIControlStateNormal)
    assert.is_false(view.isAccessibilityElement)
    assert.is_nil(view.accessibilityLabel)
    assert.is_true(label.isAccessibilityElement)
    assert.are.equal("Total", label.accessibilityLabel)
    assert.are.equal("Pay", button.accessibilityLabel)
    view.accessibilityIdentifier = "profile.card"
    view.accessibilityLabel = "Profile"
    assert.are.equal("profile.card", view.accessibilityIdentifier)
    assert.are.equal("Profile", view.accessibilityLabel)
    assert.has_error(function() view.accessibilityIdentifier = 42 end)
  end)
end)

describe("accessibility traits and notifications", function()
  it("gives each kind of view its traits until set, and refuses unknown bits", function()
    assert.are.equal(UIAccessibilityTraitStaticText, UILabel().accessibilityTraits)
    local button = UIButton:buttonWithType(UIButtonTypeSystem)
    button.enabled = false
    assert.are.equal(UIAccessibilityTraitButton | UIAccessibilityTraitNotEnabled, button.accessibilityTraits)
    local heading = UILabel()
    heading.accessibilityTraits = heading.accessibilityTraits | UIAccessibilityTraitHeader
    assert.are.equal(UIAccessibilityTraitStaticText | UIAccessibilityTraitHeader, heading.accessibilityTraits)
    assert.has_error(function() heading.accessibilityTraits = 1 << 40 end)
    heading.accessibilityElementsHidden = true
    assert.is_true(heading.accessibilityElementsHidden)
  end)

  it("records what the app posts", function()
    UIAccessibilityPostNotification(UIAccessibilityAnnouncementNotification, "Saved")
    local posted = Simulator.accessibilityNotifications()
    assert.are.equal(1, #posted)
    assert.are.same({ notification = UIAccessibilityAnnouncementNotification, argument = "Saved" }, posted[1])
    assert.has_error(function() UIAccessibilityPostNotification(-1, nil) end)
  end)
end)
