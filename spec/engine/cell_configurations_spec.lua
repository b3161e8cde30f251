-- A table cell's accessories and list content configurations (R18.11-R18.13).
describe("a cell", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  local function cell(style)
    local made = UITableViewCell(style or UITableViewCellStyleDefault, nil)
    made.frame = CGRect(0, 0, 375, 44)
    return made
  end

  it("places its accessory view at the trailing edge and shrinks its content view", function()
    local row = cell()
    local toggle = UISwitch()
    row.accessoryView = toggle
    row:layoutIfNeeded()
    assert.are.equal(row, toggle.superview)
    assert.are.equal("(308.0, 6.5, 51.0, 31.0)", tostring(toggle.frame))
    assert.are.equal(298, row.contentView.frame.width)
    row.accessoryView = nil
    row.accessoryType = UITableViewCellAccessoryDisclosureIndicator
    row:layoutIfNeeded()
    assert.are.equal(341, row.contentView.frame.width)
    assert.are.equal("HERE: Can't add self as subview", errorOf(function() row.accessoryView = row end))
  end)

  it("shows a list content configuration, a copy when read", function()
    local row = cell(UITableViewCellStyleValue1)
    local content = row:defaultContentConfiguration()
    assert.is_true(content.prefersSideBySideTextAndSecondaryText)
    content.text = "Storage"
    content.secondaryText = "64 GB"
    content.textProperties.color = UIColor.systemBlueColor
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.font = UIFont:preferredFontForTextStyle(UIFontTextStyleFootnote)
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(8, 20, 8, 20)
    assert.are.equal(UIColor.systemBlueColor, content.textProperties.color)
    assert.are.equal("(8.0, 20.0, 8.0, 20.0)", tostring(content.directionalLayoutMargins))
    row.contentConfiguration = content
    row:layoutIfNeeded()
    local labels = {}
    for _, view in ipairs(row.contentView.subviews) do labels[#labels + 1] = view.text end
    assert.are.same({ "Storage", "64 GB" }, labels)
    assert.are.equal(20, row.contentView.subviews[1].frame.x)

    local copy = row.contentConfiguration
    copy.text = "Changed"
    assert.are.equal("Storage", row.contentConfiguration.text, "a copy: the cell keeps its own until set back")
    row.contentConfiguration = copy
    assert.are.equal("Changed", row.contentView.subviews[1].text)
    row.contentConfiguration = nil
    assert.is_nil(row.contentConfiguration)
  end)

  it("refuses what is no list configuration", function()
    local row = cell()
    assert.is_truthy(errorOf(function() row.contentConfiguration = 5 end):find("UIListContentConfiguration expected", 1, true))
    local content = UIListContentConfiguration:subtitleCellConfiguration()
    assert.is_truthy(errorOf(function() content.textProperties.alignment = 9 end)
      :find("9 is not a valid UIListContentTextAlignment", 1, true))
    content.imageProperties.maximumSize = CGSize(0 / 0, 1 / 0)
    content.image = UIImage()
    row.contentConfiguration = content
    row:layoutIfNeeded()
    row:setNeedsUpdateConfiguration()
    row:layoutIfNeeded()
    assert.is_true(row.automaticallyUpdatesContentConfiguration)
  end)
end)
