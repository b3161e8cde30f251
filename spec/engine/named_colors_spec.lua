-- UIColor:colorNamed reads the asset catalogs of the script's folder
-- (spec/engine/assets/Colors.xcassets), as UIColor(named:) reads an app's.
describe("named colors", function()
  it("reads a color set's light appearance", function()
    assert.are.equal("UIExtendedSRGBColorSpace 0.8 0.4 0.2 1", tostring(UIColor:colorNamed("Brand")))
  end)

  it("prefixes a namespace group's sets and reads 8-bit components", function()
    assert.is_nil(UIColor:colorNamed("Accent"))
    local accent = UIColor:colorNamed("Palette/Accent")
    assert.are.equal("UIExtendedSRGBColorSpace 0 0.501961 1 0.5", tostring(accent))
  end)

  it("answers nil for a name no catalog has, and an error for a name that is no string", function()
    assert.is_nil(UIColor:colorNamed("Missing"))
    assert.has_error(function() UIColor:colorNamed(nil) end)
  end)
end)
