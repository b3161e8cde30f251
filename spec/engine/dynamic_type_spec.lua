-- Dynamic Type (R18.5-R18.8): text styles' fonts, the content size category
-- and its changes, font metrics, monospaced fonts and font descriptors.
describe("Dynamic Type", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  it("gives each text style its size at the session's category", function()
    assert.are.equal(17, UIFont:preferredFontForTextStyle(UIFontTextStyleBody).pointSize)
    assert.are.equal(".SFUI-Semibold", UIFont:preferredFontForTextStyle(UIFontTextStyleHeadline).fontName)
    assert.are.equal(34, UIFont:preferredFontForTextStyle(UIFontTextStyleLargeTitle).pointSize)
    assert.are.equal(UIContentSizeCategoryLarge, UIApplication.sharedApplication.preferredContentSizeCategory)
    local traits = { preferredContentSizeCategory = UIContentSizeCategoryAccessibilityExtraExtraExtraLarge }
    assert.are.equal(53, UIFont:preferredFontForTextStyleCompatibleWithTraitCollection(UIFontTextStyleBody, traits).pointSize)
    assert.is_true(UIContentSizeCategoryIsAccessibilityCategory(UIContentSizeCategoryAccessibilityMedium))
    assert.is_false(UIContentSizeCategoryIsAccessibilityCategory(UIContentSizeCategoryExtraExtraExtraLarge))
  end)

  it("refuses text styles and categories UIKit does not have", function()
    assert.is_truthy(errorOf(function() return UIFont:preferredFontForTextStyle("UICTFontTextStyleHuge") end)
      :find('"UICTFontTextStyleHuge" is not a UIFontTextStyle', 1, true))
    assert.is_truthy(errorOf(function() return UIFont:preferredFontForTextStyle(17) end)
      :find("UIFontTextStyle expected", 1, true))
    assert.is_truthy(errorOf(function() Simulator.setPreferredContentSizeCategory("XXL") end)
      :find('"XXL" is not a UIContentSizeCategory', 1, true))
    assert.is_truthy(errorOf(function() Simulator.setPreferredContentSizeCategory(UIContentSizeCategoryUnspecified) end)
      :find("is not a content size category", 1, true))
  end)

  it("changes traits, then labels that adjust their fonts take the new size", function()
    local log = {}
    local Screen = UIViewController:subclass("DynamicTypeScreen")
    function Screen:traitCollectionDidChange(previous)
      log[#log + 1] = previous.preferredContentSizeCategory .. " -> " .. self.traitCollection.preferredContentSizeCategory
    end
    local screen = Screen()
    local label = UILabel()
    label.font = UIFont:preferredFontForTextStyle(UIFontTextStyleBody)
    label.adjustsFontForContentSizeCategory = true
    label.text = "Hello"
    screen.view:addSubview(label)
    local window = UIWindow()
    window.rootViewController = screen
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    Simulator.setPreferredContentSizeCategory(UIContentSizeCategoryExtraExtraExtraLarge)
    assert.are.same({ "UICTContentSizeCategoryL -> UICTContentSizeCategoryXXXL" }, log)
    assert.are.equal(23, label.font.pointSize)
    assert.are.equal(UIContentSizeCategoryExtraExtraExtraLarge, label.traitCollection.preferredContentSizeCategory)
    window.hidden = true
  end)

  it("scales fonts and values with font metrics", function()
    Simulator.setPreferredContentSizeCategory(UIContentSizeCategoryExtraLarge)
    local metrics = UIFontMetrics(UIFontTextStyleBody)
    local font = metrics:scaledFontForFont(UIFont:systemFontOfSize(17))
    assert.are.equal(19, font.pointSize)
    assert.are.equal(18, metrics:scaledFontForFontMaximumPointSize(UIFont:systemFontOfSize(17), 18).pointSize)
    assert.are.equal(19, UIFontMetrics.defaultMetrics:scaledValueForValue(17))
    assert.are.equal(17, UIFontMetrics:metricsForTextStyle(UIFontTextStyleBody)
      :scaledValueForValueCompatibleWithTraitCollection(17, { preferredContentSizeCategory = UIContentSizeCategoryLarge }))
    assert.is_true(metrics:scaledValueForValue(0 / 0) ~= metrics:scaledValueForValue(0 / 0))
    assert.are.equal(19, metrics:scaledFontForFont(UIFont:systemFontOfSize(0 / 0)).pointSize)
  end)

  it("has monospaced system fonts and bold descriptors", function()
    local mono = UIFont:monospacedSystemFontOfSizeWeight(10, UIFontWeightRegular)
    assert.are.equal(24, NSString.sizeWithAttributes("iiii", { [NSFontAttributeName] = mono }).width)
    local digits = UIFont:monospacedDigitSystemFontOfSizeWeight(12, UIFontWeightRegular)
    assert.are.equal(NSString.sizeWithAttributes("111", { [NSFontAttributeName] = digits }).width,
      NSString.sizeWithAttributes("888", { [NSFontAttributeName] = digits }).width)
    local body = UIFont:preferredFontForTextStyle(UIFontTextStyleBody)
    local bold = body.fontDescriptor:fontDescriptorWithSymbolicTraits(UIFontDescriptorTraitBold)
    assert.are.equal(UIFontDescriptorTraitBold, bold.symbolicTraits)
    assert.are.equal(".SFUI-Bold", UIFont:fontWithDescriptorSize(bold, 0).fontName)
    assert.is_nil(body.fontDescriptor:fontDescriptorWithSymbolicTraits(UIFontDescriptorTraitCondensed))
    assert.has_error(function() body.fontDescriptor:fontDescriptorWithSymbolicTraits(-1) end)
  end)
end)
