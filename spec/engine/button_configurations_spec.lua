-- Buttons with a UIButtonConfiguration (R18.16, R18.17).
describe("a configured button", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  it("is sized by its configuration and shows its style's colors", function()
    local configuration = UIButtonConfiguration:filledButtonConfiguration()
    configuration.title = "Continue"
    assert.are.equal("(7.0, 12.0, 7.0, 12.0)", tostring(configuration.contentInsets))
    configuration.buttonSize = UIButtonConfigurationSizeLarge
    assert.are.equal("(14.0, 20.0, 14.0, 20.0)", tostring(configuration.contentInsets))
    configuration.cornerStyle = UIButtonConfigurationCornerStyleCapsule
    local taps = 0
    local button = UIButton:buttonWithConfigurationPrimaryAction(configuration, function(sender) taps = taps + 1 end)
    local holder = UIView(CGRect(0, 0, 300, 100))
    holder.tintColor = UIColor.systemOrangeColor
    holder:addSubview(button)
    button:sizeToFit()
    button:layoutIfNeeded()
    assert.is_true(button.frame.height > 48)
    assert.are.equal(UIColor.whiteColor, button.titleLabel.textColor)
    assert.are.equal(UIColor.systemOrangeColor, button.subviews[1].backgroundColor)
    assert.are.equal(button.frame.height / 2, button.subviews[1].layer.cornerRadius)
    button:sendActionsForControlEvents(UIControlEventPrimaryActionTriggered)
    assert.are.equal(1, taps)
  end)

  it("is a copy when read, and changes only when set back", function()
    local configuration = UIButtonConfiguration:plainButtonConfiguration()
    configuration.title = "One"
    local button = UIButton:buttonWithConfigurationPrimaryAction(configuration, nil)
    local copy = button.configuration
    copy.title = "Two"
    assert.are.equal("One", button.configuration.title)
    button.configuration = copy
    button:layoutIfNeeded()
    assert.are.equal("Two", button.titleLabel.text)
  end)

  it("runs its update handler on a change of state, and survives one that errors", function()
    local configuration = UIButtonConfiguration:tintedButtonConfiguration()
    configuration.title = "Follow"
    local button = UIButton:buttonWithConfigurationPrimaryAction(configuration, nil)
    local calls = 0
    button.configurationUpdateHandler = function(b)
      calls = calls + 1
      local updated = b.configuration
      updated.title = b.selected and "Following" or "Follow"
      b.configuration = updated
    end
    button:layoutIfNeeded()
    button.selected = true
    button:layoutIfNeeded()
    assert.are.equal(2, calls)
    assert.are.equal("Following", button.titleLabel.text)
    assert.are.equal("function", type(button.configurationUpdateHandler))

    button.configurationUpdateHandler = function() error("the handler failed") end
    assert.is_truthy(errorOf(function() button:layoutIfNeeded() end):find("the handler failed", 1, true))
    button:layoutIfNeeded()
    assert.are.equal("Following", button.titleLabel.text, "the configuration stays as it was")
    button.configurationUpdateHandler = nil
    assert.is_nil(button.configurationUpdateHandler)
  end)

  it("lets a subclass update its configuration", function()
    local Toggle = UIButton:subclass("ConfiguredToggle")
    function Toggle:updateConfiguration()
      UIButton.updateConfiguration(self)
      local configuration = self.configuration
      configuration.subtitle = self.highlighted and "pressed" or "idle"
      self.configuration = configuration
    end
    local toggle = Toggle()
    toggle.configuration = UIButtonConfiguration:grayButtonConfiguration()
    local lines = trace.capture(function() toggle:layoutIfNeeded() end)
    assert.is_truthy(table.concat(lines, "\n"):find("-[ConfiguredToggle updateConfiguration]", 1, true))
    assert.are.equal("idle", toggle.configuration.subtitle)
  end)

  it("refuses bad values", function()
    local configuration = UIButtonConfiguration:grayButtonConfiguration()
    assert.is_truthy(errorOf(function() configuration.buttonSize = 7 end):find("not a valid UIButtonConfigurationSize", 1, true))
    assert.is_truthy(errorOf(function() configuration.imagePlacement = 64 end):find("NSDirectionalRectEdge", 1, true))
    configuration.contentInsets = NSDirectionalEdgeInsets(0 / 0, 1 / 0, 0, 0)
    configuration.imagePadding = 0 / 0
    configuration.title = "Odd"
    local button = UIButton:buttonWithConfigurationPrimaryAction(configuration, nil)
    button:sizeToFit()
    assert.is_true(button.frame.width == button.frame.width)
    assert.is_truthy(errorOf(function() button.configuration = "gray" end):find("UIButtonConfiguration expected", 1, true))
  end)
end)
