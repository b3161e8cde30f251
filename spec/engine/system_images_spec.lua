-- System images (R18.14, R18.15): UIImage:systemImageNamed, symbol
-- configurations, and the box a snapshot draws in the tint.
describe("a system image", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  it("is a template sized as its configuration's font", function()
    local star = UIImage:systemImageNamed("star.fill")
    assert.is_true(star.symbolImage)
    assert.are.equal("<UIImage: symbol(system: star.fill) {20.3333, 20.3333}>", tostring(star))
    assert.is_nil(UIImage:systemImageNamed("Not A Symbol"))
    local bold = UIImageSymbolConfiguration:configurationWithPointSizeWeightScale(34, UIImageSymbolWeightBold,
      UIImageSymbolScaleLarge)
    local big = UIImage:systemImageNamedWithConfiguration("star", bold)
    assert.is_true(big.size.width > 50)
    assert.are.equal("<UIImageSymbolConfiguration: pointSize=34, weight=bold, scale=large>", tostring(big.symbolConfiguration))
    local small = big:imageWithConfiguration(UIImageSymbolConfiguration:configurationWithScale(UIImageSymbolScaleSmall))
    assert.is_true(small.size.width < star.size.width)
    local styled = UIImage:systemImageNamedWithConfiguration("star",
      UIImageSymbolConfiguration:configurationWithTextStyle(UIFontTextStyleLargeTitle))
    assert.are.equal(styled.size.width, big:imageByApplyingSymbolConfiguration(
      UIImageSymbolConfiguration:configurationWithPointSizeWeightScale(34, UIImageSymbolWeightRegular, UIImageSymbolScaleMedium)).size.width)
    assert.is_nil(UIImage():imageByApplyingSymbolConfiguration(UIImageSymbolConfiguration.unspecifiedConfiguration))
  end)

  it("follows an image view's preferred configuration", function()
    local view = UIImageView(UIImage:systemImageNamed("bell"))
    local before = view.intrinsicContentSize.width
    view.preferredSymbolConfiguration = UIImageSymbolConfiguration:configurationWithPointSize(40)
    assert.is_true(view.intrinsicContentSize.width > before)
  end)

  it("refuses bad configurations", function()
    assert.is_truthy(errorOf(function() return UIImageSymbolConfiguration:configurationWithWeight(42) end)
      :find("42 is not a valid UIImageSymbolWeight", 1, true))
    assert.is_truthy(errorOf(function() return UIImageSymbolConfiguration:configurationWithTextStyle("huge") end)
      :find('"huge" is not a UIFontTextStyle', 1, true))
    assert.are.equal("<UIImageSymbolConfiguration: unspecified>",
      tostring(UIImageSymbolConfiguration:configurationWithPointSize(0 / 0)))
    assert.is_truthy(errorOf(function() return UIImage:systemImageNamed(nil) end):find("string expected", 1, true))
  end)
end)
