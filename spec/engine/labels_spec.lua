-- Labels and fonts from Lua: sizes rounded to pixels, wrapping, truncation,
-- NSString measuring with attribute tables, and a subclass's text rect.
describe("labels", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  it("measure one line with SF's line height, rounded up to the screen's pixels", function()
    local label = UILabel()
    label.text = "Hello"
    local size = label.intrinsicContentSize
    assert.are.equal(61 / 3, size.height)
    assert.are.equal(math.ceil(NSString.sizeWithAttributes("Hello", { [NSFontAttributeName] = label.font }).width * 3) / 3, size.width)
    assert.are.equal(17, label.font.pointSize)
    assert.are.equal(".SFUI-Regular", label.font.fontName)
    assert.matches("^<UILabel: #%d+; frame = %(0 0; 0 0%); text = 'Hello'>$", tostring(label))
  end)

  it("wrap many lines at the width given", function()
    local label = UILabel()
    label.text = "The quick brown fox jumps over the lazy dog"
    label.numberOfLines = 0
    local one = label:sizeThatFits(CGSize(0, 0))
    local wrapped = label:sizeThatFits(CGSize(100, 0))
    assert.are.equal(61 / 3, one.height)
    assert.is_true(wrapped.height > 3 * 20)
    assert.is_true(wrapped.width <= 100)
    label.numberOfLines = 2
    assert.are.equal(math.ceil(2 * label.font.lineHeight * 3) / 3, label:sizeThatFits(CGSize(100, 0)).height)
  end)

  it("measure strings with NSString's functions", function()
    local font = UIFont:boldSystemFontOfSize(20)
    local rect = NSString.boundingRectWithSizeOptionsAttributesContext("a b c d e f g", CGSize(30, 1000),
      NSStringDrawingUsesLineFragmentOrigin, { [NSFontAttributeName] = font }, nil)
    assert.is_true(rect.height > font.lineHeight)
    assert.are.equal(UIFont:systemFontOfSize(12).lineHeight, NSString.sizeWithAttributes("x").height)
    assert.are.equal("HERE: bad argument #2 to 'sizeWithAttributes' (table expected, got number)",
      errorOf(function() return NSString.sizeWithAttributes("x", 3) end))
  end)

  it("draw the text centred vertically, truncating the last line that fits", function()
    local window = UIWindow()
    window:makeKeyAndVisible()
    local label = UILabel(CGRect(0, 0, 80, 50))
    label.text = "The quick brown fox"
    label.numberOfLines = 0
    window:addSubview(label)
    RunLoop.main:runUntilIdle()
    local texts = {}
    for _, op in ipairs(label.drawing) do
      local text = op:match('^text "(.-)"')
      if text then texts[#texts + 1] = text end
    end
    assert.are.same({ "The quick", "brown…" }, texts)
  end)

  it("let a subclass place its text", function()
    local Inset = UILabel:subclass("InsetLabel")
    function Inset:textRectForBoundsLimitedToNumberOfLines(bounds, lines)
      local rect = UILabel.textRectForBoundsLimitedToNumberOfLines(self, bounds, lines)
      return CGRect(rect.x + 10, rect.y, rect.width, rect.height)
    end
    local label = Inset(CGRect(0, 0, 100, 30))
    label.text = "Hi"
    assert.are.equal(10, label:textRectForBoundsLimitedToNumberOfLines(label.bounds, 1).x)
  end)

  it("take fonts by weight, and refuse what is not a number", function()
    assert.are.equal(".SFUI-Semibold", UIFont:systemFontOfSizeWeight(15, UIFontWeightSemibold).fontName)
    assert.are.equal(17, UIFont:systemFontOfSize(0 / 0).pointSize)
    assert.is_nil(UIFont:fontWithNameSize("Papyrus", 12))
    assert.are.equal("HERE: bad argument #1 to 'systemFontOfSize' (number expected, got string)",
      errorOf(function() return UIFont:systemFontOfSize("big") end))
  end)
end)
