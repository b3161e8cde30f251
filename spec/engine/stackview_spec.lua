-- UIStackView and the visual format language from Lua (issue 14): a stack
-- view arranges its views with the constraints it makes, at the next commit;
-- a visual format string gives inactive constraints, and UIKit's parse errors
-- reach Lua as errors.
describe("UIStackView", function()
  local window, stack, a, b, c
  before_each(function()
    window = UIWindow(CGRect(0, 0, 320, 480))
    window:makeKeyAndVisible()
    a, b, c = UIView(), UIView(), UIView()
    stack = UIStackView{a, b, c}
    stack.translatesAutoresizingMaskIntoConstraints = false
    window:addSubview(stack)
    NSLayoutConstraint:activateConstraints{
      stack.leadingAnchor:constraintEqualToAnchor(window.leadingAnchor),
      stack.trailingAnchor:constraintEqualToAnchor(window.trailingAnchor),
      stack.topAnchor:constraintEqualToAnchor(window.topAnchor),
      stack.heightAnchor:constraintEqualToConstant(44),
    }
  end)

  local function frames()
    RunLoop.main:runUntilIdle()
    local list = {}
    for _, view in ipairs(stack.arrangedSubviews) do list[#list + 1] = view.frame end
    return list
  end

  it("makes its arranged views subviews that no longer translate their autoresizing masks", function()
    assert.are.same({a, b, c}, stack.subviews)
    assert.is_false(a.translatesAutoresizingMaskIntoConstraints)
    assert.are.equal(UILayoutConstraintAxisHorizontal, stack.axis)
  end)

  it("shares its width equally with fillEqually, spacing between the views", function()
    stack.distribution = UIStackViewDistributionFillEqually
    stack.spacing = 10
    assert.are.same({CGRect(0, 0, 100, 44), CGRect(110, 0, 100, 44), CGRect(220, 0, 100, 44)}, frames())
  end)

  it("collapses a hidden arranged view and its spacing, and brings it back when shown", function()
    stack.distribution = UIStackViewDistributionFillEqually
    stack.spacing = 10
    b.hidden = true
    local collapsed = frames()
    assert.are.equal(0, collapsed[2].width)
    assert.are.equal(CGRect(0, 0, 155, 44), collapsed[1])
    assert.are.equal(CGRect(165, 0, 155, 44), collapsed[3])
    b.hidden = false
    assert.are.equal(CGRect(110, 0, 100, 44), frames()[2])
  end)

  it("stacks along the vertical axis and centres across it", function()
    stack.axis = UILayoutConstraintAxisVertical
    stack.distribution = UIStackViewDistributionFillEqually
    stack.alignment = UIStackViewAlignmentCenter
    for _, view in ipairs{a, b, c} do
      view.widthAnchor:constraintEqualToConstant(20).active = true
    end
    local list = frames()
    assert.are.equal(CGRect(150, 0, 20, 44 / 3), list[1])
    assert.are.equal(150, list[3].x)
  end)

  it("keeps a removed arranged view as a subview", function()
    stack:removeArrangedSubview(b)
    assert.are.same({a, c}, stack.arrangedSubviews)
    assert.are.equal(stack, b.superview)
  end)

  it("takes a custom spacing after one view", function()
    stack.distribution = UIStackViewDistributionFillEqually
    stack:setCustomSpacingAfterView(20, a)
    assert.are.equal(20, stack:customSpacingAfterView(a))
    assert.are.equal(UIStackViewSpacingUseDefault, stack:customSpacingAfterView(b))
    local list = frames()
    assert.are.equal(list[1].width + 20, list[2].x)
  end)

  it("refuses an arranged subview list with something other than views", function()
    assert.has_error(function() UIStackView{a, 42} end)
    assert.has_error(function() stack.distribution = 99 end,
      "bad value for property 'distribution' of UIStackView (99 is not a valid UIStackViewDistribution)")
  end)
end)

describe("the visual format language", function()
  local window, box, other
  before_each(function()
    window = UIWindow(CGRect(0, 0, 320, 480))
    box, other = UIView(), UIView()
    window:addSubview(box)
    window:addSubview(other)
  end)

  local function descriptions(list)
    local lines = {}
    for _, constraint in ipairs(list) do lines[#lines + 1] = tostring(constraint):gsub("#%d+", "#") end
    return lines
  end

  it("gives the constraints of a format, inactive, with metrics and alignment options", function()
    local list = NSLayoutConstraint:constraintsWithVisualFormatOptionsMetricsViews(
      "H:|-m-[box(==50)]-8-[other]", NSLayoutFormatAlignAllTop, {m = 12}, {box = box, other = other})
    assert.are.same({
      "<NSLayoutConstraint:# UIView:#.leading == UIWindow:#.leading + 12   (inactive)>",
      "<NSLayoutConstraint:# UIView:#.width == 50   (inactive)>",
      "<NSLayoutConstraint:# UIView:#.leading == UIView:#.trailing + 8   (inactive)>",
      "<NSLayoutConstraint:# UIView:#.top == UIView:#.top   (inactive)>",
    }, descriptions(list))
    NSLayoutConstraint:activateConstraints(list)
    assert.is_true(list[1].active)
  end)

  it("raises UIKit's parse error, with the format and a caret under the place", function()
    local ok, message = pcall(NSLayoutConstraint.constraintsWithVisualFormatOptionsMetricsViews, NSLayoutConstraint,
      "H:|-[nope]", 0, nil, {box = box})
    assert.is_false(ok)
    assert.are.equal("Unable to parse constraint format: \nnope is not a key in the views dictionary. \nH:|-[nope] \n         ^",
      message:gsub("^[^:]-:%d+: ", ""))
  end)

  it("refuses metrics that are not numbers and views that are not views", function()
    assert.has_error(function()
      NSLayoutConstraint:constraintsWithVisualFormatOptionsMetricsViews("H:[box]", 0, {m = "x"}, {box = box})
    end)
    assert.has_error(function()
      NSLayoutConstraint:constraintsWithVisualFormatOptionsMetricsViews("H:[box]", 0, nil, {box = 3})
    end)
    assert.has_error(function()
      NSLayoutConstraint:constraintsWithVisualFormatOptionsMetricsViews("H:[box]", -1, nil, {box = box})
    end)
  end)
end)
