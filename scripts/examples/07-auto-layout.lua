-- A small screen laid out by Auto Layout (issue 14): a header pinned under the
-- status bar with the safe area layout guide, a badge sized by its own
-- intrinsicContentSize (a Lua override) and centered in the space below, and a
-- footer whose height keeps a ratio to the screen's width. The constraints are
-- made in updateViewConstraints, solved in the same commit, and the frames are
-- there when layoutSubviews returns from super; a rotation lays them out again.
local Badge = UIView:subclass("Badge")

function Badge:intrinsicContentSize()
  -- eight points of width per character of the text, 24 points high
  return CGSize(8 * #self.text + 16, 24)
end

function Badge:setText(text)
  self.text = text
  self:invalidateIntrinsicContentSize()
end

local Screen = UIView:subclass("Screen")

function Screen:layoutSubviews()
  Screen.super.layoutSubviews(self)
  print("-[Screen layoutSubviews] " .. tostring(self.bounds))
  for _, subview in ipairs(self.subviews) do
    print(string.format("  %-6s %s", subview.name, tostring(subview.frame)))
  end
end

local Controller = UIViewController:subclass("Controller")

function Controller:loadView()
  self.view = Screen()
end

function Controller:viewDidLoad()
  Controller.super.viewDidLoad(self)
  local function add(view, name)
    view.name = name
    view.translatesAutoresizingMaskIntoConstraints = false
    self.view:addSubview(view)
    return view
  end
  self.header = add(UIView(), "header")
  self.badge = add(Badge(), "badge")
  self.badge.text = "Auto Layout"
  self.footer = add(UIView(), "footer")
  -- the constraints come in the constraint phase of the first commit
  self.view:setNeedsUpdateConstraints()
end

function Controller:updateViewConstraints()
  if not self.constraints then
    print("-[Controller updateViewConstraints] making the constraints")
    local view, safe = self.view, self.view.safeAreaLayoutGuide
    local header, badge, footer = self.header, self.badge, self.footer
    self.constraints = {
      header.topAnchor:constraintEqualToAnchor(safe.topAnchor),
      header.leadingAnchor:constraintEqualToAnchorConstant(safe.leadingAnchor, 16),
      header.trailingAnchor:constraintEqualToAnchorConstant(safe.trailingAnchor, -16),
      header.heightAnchor:constraintEqualToConstant(44),
      footer.leadingAnchor:constraintEqualToAnchor(view.leadingAnchor),
      footer.trailingAnchor:constraintEqualToAnchor(view.trailingAnchor),
      footer.bottomAnchor:constraintEqualToAnchor(safe.bottomAnchor),
      footer.heightAnchor:constraintEqualToAnchorMultiplier(view.widthAnchor, 0.25),
      badge.centerXAnchor:constraintEqualToAnchor(view.centerXAnchor),
      -- centered between the header and the footer: equal gaps above and below
      badge.topAnchor:constraintGreaterThanOrEqualToAnchorConstant(header.bottomAnchor, 8),
    }
    local gapAbove, gapBelow = UILayoutGuide(), UILayoutGuide()
    view:addLayoutGuide(gapAbove)
    view:addLayoutGuide(gapBelow)
    for _, constraint in ipairs{
      gapAbove.topAnchor:constraintEqualToAnchor(header.bottomAnchor),
      gapAbove.bottomAnchor:constraintEqualToAnchor(badge.topAnchor),
      gapBelow.topAnchor:constraintEqualToAnchor(badge.bottomAnchor),
      gapBelow.bottomAnchor:constraintEqualToAnchor(footer.topAnchor),
      gapAbove.heightAnchor:constraintEqualToAnchor(gapBelow.heightAnchor),
    } do
      self.constraints[#self.constraints + 1] = constraint
    end
    NSLayoutConstraint:activateConstraints(self.constraints)
  end
  Controller.super.updateViewConstraints(self)
end

local controller = Controller()
local window = UIWindow()
window.rootViewController = controller
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

print("-- a longer text: the badge grows")
controller.badge:setText("Constraints from Lua")
RunLoop.main:runUntilIdle()

print("-- rotate to landscape")
Simulator.rotate(UIDeviceOrientationLandscapeLeft)
RunLoop.main:runUntilIdle()

print("-- " .. #controller.view.constraints .. " constraints held by the screen; the first:")
print(controller.view.constraints[1])
