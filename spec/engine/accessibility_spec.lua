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
