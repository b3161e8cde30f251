-- Auto Layout from Lua (issue 14, R5): constraints made with anchors and with
-- NSLayoutConstraint's class methods, guides, priorities, intrinsic sizes from
-- Lua overrides, the constraint phase of the commit, and UIKit's errors as Lua
-- errors. The screen is the default device's, an iPhone 15: 393 × 852, its safe
-- area 59 points from the top and 34 from the bottom.
describe("Auto Layout", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  -- window
  -- └ container (0 0; 300 400), translating its autoresizing mask
  --   └ view, placed by constraints only
  local window, container, view
  before_each(function()
    window = UIWindow()
    window:makeKeyAndVisible()
    container = UIView(CGRect(0, 0, 300, 400))
    view = UIView(CGRect(1, 2, 3, 4))
    view.translatesAutoresizingMaskIntoConstraints = false
    window:addSubview(container)
    container:addSubview(view)
    RunLoop.main:runUntilIdle()
  end)

  local function settle() RunLoop.main:runUntilIdle() end

  it("pins a view to its superview's edges with anchors, and follows the superview when it resizes", function()
    NSLayoutConstraint:activateConstraints{
      view.leadingAnchor:constraintEqualToAnchorConstant(container.leadingAnchor, 8),
      view.trailingAnchor:constraintEqualToAnchorConstant(container.trailingAnchor, -8),
      view.topAnchor:constraintEqualToAnchorConstant(container.topAnchor, 10),
      view.bottomAnchor:constraintEqualToAnchorConstant(container.bottomAnchor, -10),
    }
    settle()
    assert.are.equal(CGRect(8, 10, 284, 380), view.frame)
    assert.is_false(view.hasAmbiguousLayout)
    container.frame = CGRect(0, 0, 200, 100)
    settle()
    assert.are.equal(CGRect(8, 10, 184, 80), view.frame)
  end)

  it("holds an active constraint in its items' nearest common ancestor, and describes it as UIKit does", function()
    local leading = view.leadingAnchor:constraintEqualToAnchorConstant(container.leadingAnchor, 8)
    local width = view.widthAnchor:constraintEqualToConstant(100)
    assert.is_false(leading.active)
    assert.are.same({}, container.constraints)
    NSLayoutConstraint:activateConstraints{ leading, width }
    assert.are.same({ leading }, container.constraints)
    assert.are.same({ width }, view.constraints)
    assert.are.same({ view, container, NSLayoutAttributeLeading, NSLayoutAttributeLeading, NSLayoutRelationEqual, 1, 8, 1000 },
      { leading.firstItem, leading.secondItem, leading.firstAttribute, leading.secondAttribute, leading.relation,
        leading.multiplier, leading.constant, leading.priority })
    assert.are.same({ nil, NSLayoutAttributeNotAnAttribute, "NSLayoutDimension" },
      { width.secondItem, width.secondAttribute, width.firstAnchor.className })
    assert.are.equal(view, leading.firstAnchor.item)
    width.identifier = "fixed"
    local viewID = tostring(view):match("#(%d+)")
    assert.matches("^<NSLayoutConstraint:#%d+ 'fixed' UIView:#" .. viewID .. "%.width == 100   %(active%)>$", tostring(width))
    assert.are.equal('<NSLayoutXAxisAnchor "UIView:#' .. viewID .. '.leading">', tostring(view.leadingAnchor))
  end)

  it("places a view under the status bar with the safe area layout guide, grown from its design size before viewDidAppear", function()
    local Designed = UIViewController:subclass("Designed")
    function Designed:loadView() self.view = UIView(CGRect(0, 0, 375, 667)) end
    function Designed:viewDidLoad()
      Designed.super.viewDidLoad(self)
      local content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      self.view:addSubview(content)
      local guide = self.view.safeAreaLayoutGuide
      NSLayoutConstraint:activateConstraints{
        content.topAnchor:constraintEqualToAnchor(guide.topAnchor),
        content.bottomAnchor:constraintEqualToAnchor(guide.bottomAnchor),
        content.leadingAnchor:constraintEqualToAnchor(guide.leadingAnchor),
        content.trailingAnchor:constraintEqualToAnchor(guide.trailingAnchor),
      }
      self.content = content
    end
    function Designed:viewDidAppear(animated)
      Designed.super.viewDidAppear(self, animated)
      self.contentFrameAtViewDidAppear = self.content.frame
    end
    local controller = Designed()
    local screen = UIWindow()
    screen.rootViewController = controller
    screen:makeKeyAndVisible()
    settle()
    assert.are.equal(CGRect(0, 59, 393, 759), controller.contentFrameAtViewDidAppear)
    local guide = controller.view.safeAreaLayoutGuide
    assert.are.same({ CGRect(0, 59, 393, 759), controller.view, "UIViewSafeAreaLayoutGuide" },
      { guide.layoutFrame, guide.owningView, guide.identifier })
  end)

  it("centers a view on another's centers", function()
    NSLayoutConstraint:activateConstraints{
      view.centerXAnchor:constraintEqualToAnchor(container.centerXAnchor),
      view.centerYAnchor:constraintEqualToAnchorConstant(container.centerYAnchor, -20),
      view.widthAnchor:constraintEqualToConstant(100),
      view.heightAnchor:constraintEqualToConstant(50),
    }
    settle()
    assert.are.equal(CGRect(100, 155, 100, 50), view.frame)
  end)

  it("spaces views by the system spacing, 8 points between views without text", function()
    local other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    container:addSubview(other)
    NSLayoutConstraint:activateConstraints{
      view.leadingAnchor:constraintEqualToAnchor(container.leadingAnchor),
      view.topAnchor:constraintEqualToAnchor(container.topAnchor),
      view.widthAnchor:constraintEqualToConstant(10),
      view.heightAnchor:constraintEqualToConstant(10),
      other.leadingAnchor:constraintEqualToSystemSpacingAfterAnchorMultiplier(view.trailingAnchor, 2),
      other.topAnchor:constraintGreaterThanOrEqualToSystemSpacingBelowAnchorMultiplier(view.bottomAnchor, 1),
      other.widthAnchor:constraintEqualToConstant(10),
      other.heightAnchor:constraintEqualToConstant(10),
    }
    settle()
    assert.are.equal(CGRect(26, 18, 10, 10), other.frame)
  end)

  it("puts leading on the right in a right-to-left app, and follows a view's forced direction", function()
    Simulator.setUserInterfaceLayoutDirection(UIUserInterfaceLayoutDirectionRightToLeft)
    assert.are.equal(UIUserInterfaceLayoutDirectionRightToLeft, UIApplication.sharedApplication.userInterfaceLayoutDirection)
    assert.are.equal(UITraitEnvironmentLayoutDirectionRightToLeft, view.traitCollection.layoutDirection)
    NSLayoutConstraint:activateConstraints{
      view.leadingAnchor:constraintEqualToAnchorConstant(container.leadingAnchor, 8),
      view.widthAnchor:constraintEqualToConstant(50),
      view.topAnchor:constraintEqualToAnchor(container.topAnchor),
      view.heightAnchor:constraintEqualToConstant(10),
    }
    settle()
    assert.are.equal(242, view.frame.x)
    assert.are.equal(UIUserInterfaceLayoutDirectionRightToLeft, view.effectiveUserInterfaceLayoutDirection)
    view.semanticContentAttribute = UISemanticContentAttributeForceLeftToRight
    container.semanticContentAttribute = UISemanticContentAttributeForceLeftToRight
    settle()
    assert.are.equal(8, view.frame.x)
    assert.are.equal(UIUserInterfaceLayoutDirectionLeftToRight,
      UIView:userInterfaceLayoutDirectionForSemanticContentAttribute(UISemanticContentAttributePlayback))
    Simulator.setUserInterfaceLayoutDirection(UIUserInterfaceLayoutDirectionLeftToRight)
  end)

  it("keeps an aspect ratio with a multiplier between dimensions", function()
    NSLayoutConstraint:activateConstraints{
      view.leadingAnchor:constraintEqualToAnchor(container.leadingAnchor),
      view.topAnchor:constraintEqualToAnchor(container.topAnchor),
      view.widthAnchor:constraintEqualToAnchorMultiplier(container.widthAnchor, 0.5),
      view.heightAnchor:constraintEqualToAnchorMultiplierConstant(view.widthAnchor, 0.75, 10),
    }
    settle()
    -- 122.5 points, placed on the 3x screen's pixel grid as UIKit does: 368 pixels.
    assert.are.equal(CGRect(0, 0, 150, 368 / 3), view.frame)
  end)

  it("makes the same constraint from constraintWithItem…, with the attribute and relation constants", function()
    NSLayoutConstraint:activateConstraints{
      NSLayoutConstraint:constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant(
        view, NSLayoutAttributeLeft, NSLayoutRelationEqual, container, NSLayoutAttributeLeft, 1, 20),
      NSLayoutConstraint:constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant(
        view, NSLayoutAttributeTop, NSLayoutRelationGreaterThanOrEqual, container, NSLayoutAttributeTop, 1, 30),
      NSLayoutConstraint:constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant(
        view, NSLayoutAttributeWidth, NSLayoutRelationEqual, nil, NSLayoutAttributeNotAnAttribute, 1, 40),
      NSLayoutConstraint:constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant(
        view, NSLayoutAttributeHeight, NSLayoutRelationLessThanOrEqual, nil, NSLayoutAttributeNotAnAttribute, 1, 50),
    }
    local height = NSLayoutConstraint:constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant(
      view, NSLayoutAttributeHeight, NSLayoutRelationEqual, nil, NSLayoutAttributeNotAnAttribute, 1, 50)
    height.priority = UILayoutPriorityDefaultLow
    height.active = true
    settle()
    assert.are.equal(CGRect(20, 30, 40, 50), view.frame)
  end)

  it("lets the higher priority win between conflicting constraints, and a priority change decide again", function()
    local narrow = view.widthAnchor:constraintEqualToConstant(100)
    local wide = view.widthAnchor:constraintEqualToConstant(200)
    narrow.priority = UILayoutPriorityDefaultLow
    wide.priority = UILayoutPriorityDefaultHigh
    NSLayoutConstraint:activateConstraints{
      narrow, wide,
      view.leadingAnchor:constraintEqualToAnchor(container.leadingAnchor),
      view.topAnchor:constraintEqualToAnchor(container.topAnchor),
      view.heightAnchor:constraintEqualToConstant(10),
    }
    settle()
    assert.are.equal(200, view.frame.width)
    narrow.priority = 800
    settle()
    assert.are.equal(100, view.frame.width)
    assert.are.equal("HERE: Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 1000 and the existing priority was 800.",
      errorOf(function() narrow.priority = UILayoutPriorityRequired end))
  end)

  describe("intrinsic content size from a Lua override", function()
    local Label = UIView:subclass("Label")
    function Label:intrinsicContentSize() return self.size or CGSize(UIViewNoIntrinsicMetric, UIViewNoIntrinsicMetric) end

    local label
    before_each(function()
      label = Label()
      label.size = CGSize(120, 20)
      label.translatesAutoresizingMaskIntoConstraints = false
      container:addSubview(label)
      NSLayoutConstraint:activateConstraints{
        label.leadingAnchor:constraintEqualToAnchor(container.leadingAnchor),
        label.topAnchor:constraintEqualToAnchor(container.topAnchor),
      }
    end)

    it("sizes the view, and again after invalidateIntrinsicContentSize", function()
      settle()
      assert.are.equal(CGRect(0, 0, 120, 20), label.frame)
      label.size = CGSize(80, 30)
      settle()
      assert.are.equal(CGRect(0, 0, 120, 20), label.frame, "asked again only once invalidated")
      label:invalidateIntrinsicContentSize()
      settle()
      assert.are.equal(CGRect(0, 0, 80, 30), label.frame)
    end)

    it("gives way to a constraint above its hugging priority, and not below its compression resistance", function()
      assert.are.same({ 250, 750 }, { label:contentHuggingPriorityForAxis(UILayoutConstraintAxisHorizontal),
                                      label:contentCompressionResistancePriorityForAxis(UILayoutConstraintAxisHorizontal) })
      local wider = label.widthAnchor:constraintEqualToConstant(200)
      wider.priority = 500
      wider.active = true
      settle()
      assert.are.equal(200, label.frame.width, "hugging at 250 gives way to 500")
      label:setContentHuggingPriorityForAxis(600, UILayoutConstraintAxisHorizontal)
      settle()
      assert.are.equal(120, label.frame.width, "hugging at 600 holds against 500")
      wider.active = false
      local narrower = label.widthAnchor:constraintEqualToConstant(50)
      narrower.priority = UILayoutPriorityDefaultLow
      narrower.active = true
      settle()
      assert.are.equal(120, label.frame.width, "compression resistance at 750 holds against 250")
      label:setContentCompressionResistancePriorityForAxis(UILayoutPriorityFittingSizeLevel, UILayoutConstraintAxisHorizontal)
      settle()
      assert.are.equal(50, label.frame.width)
    end)

    it("gives the fitting size of a view whose content is constrained inside it", function()
      local card = UIView()
      label:removeFromSuperview()
      card:addSubview(label)
      NSLayoutConstraint:activateConstraints{
        label.leadingAnchor:constraintEqualToAnchorConstant(card.leadingAnchor, 8),
        label.trailingAnchor:constraintEqualToAnchorConstant(card.trailingAnchor, -8),
        label.topAnchor:constraintEqualToAnchorConstant(card.topAnchor, 4),
        label.bottomAnchor:constraintEqualToAnchorConstant(card.bottomAnchor, -4),
      }
      assert.are.equal(CGSize(136, 28), card:systemLayoutSizeFittingSize(UILayoutFittingCompressedSize))
      assert.are.equal(CGSize(300, 28), card:systemLayoutSizeFittingSizeWithHorizontalFittingPriorityVerticalFittingPriority(
        CGSize(300, 0), UILayoutPriorityRequired, UILayoutPriorityFittingSizeLevel))
    end)
  end)

  it("runs updateConstraints bottom-up, a root view's through its controller's updateViewConstraints, before layout", function()
    local log = {}
    local Probe = UIView:subclass("Probe")
    function Probe:updateConstraints()
      log[#log + 1] = "-[Probe updateConstraints] " .. self.name
      Probe.super.updateConstraints(self)
    end
    function Probe:layoutSubviews()
      Probe.super.layoutSubviews(self)
      log[#log + 1] = "-[Probe layoutSubviews] " .. self.name
    end
    local Screen = UIViewController:subclass("Screen")
    function Screen:loadView() self.view = Probe(); self.view.name = "root" end
    function Screen:viewDidLoad()
      Screen.super.viewDidLoad(self)
      local child = Probe()
      child.name = "child"
      child.translatesAutoresizingMaskIntoConstraints = false
      self.view:addSubview(child)
      self.child = child
    end
    function Screen:updateViewConstraints()
      log[#log + 1] = "-[Screen updateViewConstraints]"
      if not self.made then
        self.made = true
        NSLayoutConstraint:activateConstraints{
          self.child.leadingAnchor:constraintEqualToAnchorConstant(self.view.leadingAnchor, 10),
          self.child.topAnchor:constraintEqualToAnchorConstant(self.view.topAnchor, 10),
          self.child.widthAnchor:constraintEqualToConstant(30),
          self.child.heightAnchor:constraintEqualToConstant(40),
        }
      end
      Screen.super.updateViewConstraints(self)
    end
    local controller = Screen()
    local screen = UIWindow()
    screen.rootViewController = controller
    screen:makeKeyAndVisible()
    settle()
    log = {}
    controller.child:setNeedsUpdateConstraints()
    controller.view:setNeedsUpdateConstraints()
    assert.is_true(controller.child.needsUpdateConstraints)
    settle()
    assert.are.same({
      "-[Probe updateConstraints] child",
      "-[Screen updateViewConstraints]",
      "-[Probe updateConstraints] root", -- UIViewController's updateViewConstraints sends it
      "-[Probe layoutSubviews] root",
      "-[Probe layoutSubviews] child",
    }, log)
    assert.are.equal(CGRect(10, 10, 30, 40), controller.child.frame, "the constraints made there were solved in the same commit")
    assert.is_false(controller.child.needsUpdateConstraints)
  end)

  it("runs a pending constraint pass at once with updateConstraintsIfNeeded, and only when one is pending", function()
    local Lazy = UIView:subclass("Lazy")
    local updates = 0
    function Lazy:updateConstraints() updates = updates + 1; Lazy.super.updateConstraints(self) end
    local lazy = Lazy()
    container:addSubview(lazy)
    settle()
    updates = 0
    lazy:setNeedsUpdateConstraints()
    lazy:updateConstraintsIfNeeded()
    assert.are.equal(1, updates)
    lazy:updateConstraintsIfNeeded()
    assert.are.equal(1, updates, "nothing pending")
  end)

  it("shows a Lua layoutSubviews override the solved frames after it calls super", function()
    local seen
    local Host = UIView:subclass("Host")
    function Host:layoutSubviews()
      local before = self.subviews[1].frame
      Host.super.layoutSubviews(self)
      seen = { before, self.subviews[1].frame }
    end
    local host = Host(CGRect(0, 0, 200, 200))
    local inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    host:addSubview(inner)
    window:addSubview(host)
    NSLayoutConstraint:activateConstraints{
      inner.leadingAnchor:constraintEqualToAnchorConstant(host.leadingAnchor, 5),
      inner.topAnchor:constraintEqualToAnchorConstant(host.topAnchor, 6),
      inner.widthAnchor:constraintEqualToConstant(7),
      inner.heightAnchor:constraintEqualToConstant(8),
    }
    settle()
    assert.are.same({ CGRect(0, 0, 0, 0), CGRect(5, 6, 7, 8) }, seen)
  end)

  it("recovers from unsatisfiable constraints by breaking one, which holds again once the conflict is gone", function()
    local hundred = view.widthAnchor:constraintEqualToConstant(100)
    local trailing = view.trailingAnchor:constraintEqualToAnchor(container.trailingAnchor)
    NSLayoutConstraint:activateConstraints{
      hundred,
      view.leadingAnchor:constraintEqualToAnchor(container.leadingAnchor),
      view.topAnchor:constraintEqualToAnchor(container.topAnchor),
      view.heightAnchor:constraintEqualToConstant(10),
    }
    settle()
    trailing.active = true -- logs "Unable to simultaneously satisfy constraints." (Tests/Scripts/autolayout-unsatisfiable)
    settle()
    assert.are.equal(CGRect(0, 0, 100, 10), view.frame)
    assert.is_true(trailing.active, "broken, not deactivated")
    hundred.active = false
    settle()
    assert.are.equal(CGRect(0, 0, 300, 10), view.frame)
  end)

  it("activates and deactivates with the class methods, as the active property and addConstraint do", function()
    local constraints = {
      view.leadingAnchor:constraintEqualToAnchor(container.leadingAnchor),
      view.topAnchor:constraintEqualToAnchor(container.topAnchor),
      view.widthAnchor:constraintEqualToConstant(10),
      view.heightAnchor:constraintEqualToConstant(10),
    }
    NSLayoutConstraint:activateConstraints(constraints)
    assert.is_true(constraints[1].active and constraints[4].active)
    assert.is_true(container.needsLayout, "activating marks the superview for layout (R5.3)")
    settle()
    NSLayoutConstraint:deactivateConstraints{ constraints[1], constraints[3] }
    assert.are.same({ false, true, false, true }, { constraints[1].active, constraints[2].active,
                                                    constraints[3].active, constraints[4].active })
    assert.are.same({ constraints[2] }, container.constraints)
    container:addConstraint(constraints[1])
    view:addConstraints{ constraints[3] }
    assert.are.same({ constraints[2], constraints[1] }, container.constraints, "held by the common ancestor, whichever view it was added to")
    view:removeConstraint(constraints[1])
    assert.is_true(constraints[1].active, "a view that does not hold it leaves it")
    container:removeConstraints{ constraints[1], constraints[2] }
    assert.are.same({}, container.constraints)
  end)

  it("lays out again at the next commit when a constant changes", function()
    local left = view.leadingAnchor:constraintEqualToAnchorConstant(container.leadingAnchor, 10)
    NSLayoutConstraint:activateConstraints{
      left, view.topAnchor:constraintEqualToAnchor(container.topAnchor),
      view.widthAnchor:constraintEqualToConstant(10), view.heightAnchor:constraintEqualToConstant(10),
    }
    settle()
    assert.are.equal(10, view.frame.x)
    left.constant = 40
    assert.are.equal(10, view.frame.x, "only marked")
    assert.is_true(container.needsLayout)
    RunLoop.main:runOnce()
    assert.are.equal(40, view.frame.x)
  end)

  it("constrains to a layout guide the view owns, and lists what affects a view's layout", function()
    local guide = UILayoutGuide()
    container:addLayoutGuide(guide)
    assert.are.same({ { guide }, container }, { container.layoutGuides, guide.owningView })
    NSLayoutConstraint:activateConstraints{
      guide.leadingAnchor:constraintEqualToAnchorConstant(container.leadingAnchor, 50),
      guide.widthAnchor:constraintEqualToConstant(100),
      guide.topAnchor:constraintEqualToAnchor(container.topAnchor),
      guide.heightAnchor:constraintEqualToConstant(20),
      view.leadingAnchor:constraintEqualToAnchor(guide.trailingAnchor),
      view.topAnchor:constraintEqualToAnchor(guide.bottomAnchor),
      view.widthAnchor:constraintEqualToConstant(10),
      view.heightAnchor:constraintEqualToConstant(10),
    }
    settle()
    assert.are.same({ CGRect(50, 0, 100, 20), CGRect(150, 20, 10, 10) }, { guide.layoutFrame, view.frame })
    -- the view's own horizontal constraints, and the guide's that place it
    local affecting = view:constraintsAffectingLayoutForAxis(UILayoutConstraintAxisHorizontal)
    local items = {}
    for _, constraint in ipairs(affecting) do
      items[#items + 1] = (constraint.firstItem == view and "view" or "guide") .. "." .. constraint.firstAttribute
    end
    assert.are.same({ "guide." .. NSLayoutAttributeLeading, "guide." .. NSLayoutAttributeWidth,
                      "view." .. NSLayoutAttributeLeading, "view." .. NSLayoutAttributeWidth }, items)
    container:removeLayoutGuide(guide)
    assert.are.same({ {}, nil }, { container.layoutGuides, guide.owningView })
    assert.is_false(affecting[3].active, "the constraints that use a removed guide are deactivated")
  end)

  -- UIScrollView's contentLayoutGuide is "the layout guide based on the
  -- untranslated content rectangle of the scroll view", its frameLayoutGuide
  -- "the layout guide based on the untransformed frame rectangle".
  it("sizes a scroll view's content by its content layout guide, and keeps what is pinned to its frame layout guide in place", function()
    local scroll = UIScrollView(CGRect(0, 100, 200, 300))
    window:addSubview(scroll)
    local content, badge = UIView(), UIView()
    for _, item in ipairs{ content, badge } do
      item.translatesAutoresizingMaskIntoConstraints = false
      scroll:addSubview(item)
    end
    local contentGuide, frameGuide = scroll.contentLayoutGuide, scroll.frameLayoutGuide
    assert.are.same({ "UIScrollView-contentLayoutGuide", "UIScrollView-frameLayoutGuide", scroll },
                    { contentGuide.identifier, frameGuide.identifier, frameGuide.owningView })
    assert.are.equal(contentGuide, scroll.contentLayoutGuide, "one guide, however often asked for")
    NSLayoutConstraint:activateConstraints{
      content.topAnchor:constraintEqualToAnchor(contentGuide.topAnchor),
      content.leadingAnchor:constraintEqualToAnchor(contentGuide.leadingAnchor),
      content.trailingAnchor:constraintEqualToAnchor(contentGuide.trailingAnchor),
      content.bottomAnchor:constraintEqualToAnchor(contentGuide.bottomAnchor),
      content.widthAnchor:constraintEqualToAnchor(frameGuide.widthAnchor),
      content.heightAnchor:constraintEqualToConstant(900),
      badge.bottomAnchor:constraintEqualToAnchorConstant(frameGuide.bottomAnchor, -10),
      badge.leadingAnchor:constraintEqualToAnchorConstant(frameGuide.leadingAnchor, 10),
      badge.widthAnchor:constraintEqualToConstant(30),
      badge.heightAnchor:constraintEqualToConstant(30),
    }
    settle()
    assert.are.same({ CGSize(200, 900), CGRect(0, 0, 200, 900), CGRect(10, 260, 30, 30) },
                    { scroll.contentSize, content.frame, badge.frame })
    scroll.contentOffset = CGPoint(0, 400)
    settle()
    assert.are.same({ CGRect(0, 400, 200, 300), CGRect(10, 660, 30, 30), CGRect(0, 0, 200, 900) },
                    { frameGuide.layoutFrame, badge.frame, content.frame })
    assert.are.equal(CGRect(10, 360, 30, 30), badge:convertRectToView(badge.bounds, window), "where it was on screen")
  end)

  it("leaves a scroll view's contentSize as set when no constraint sizes its content layout guide", function()
    local scroll = UIScrollView(CGRect(0, 0, 100, 100))
    window:addSubview(scroll)
    scroll.contentSize = CGSize(640, 480)
    local item = UIView()
    item.translatesAutoresizingMaskIntoConstraints = false
    scroll:addSubview(item)
    NSLayoutConstraint:activateConstraints{
      item.topAnchor:constraintEqualToAnchorConstant(scroll.contentLayoutGuide.topAnchor, 20),
      item.leadingAnchor:constraintEqualToAnchorConstant(scroll.contentLayoutGuide.leadingAnchor, 30),
      item.widthAnchor:constraintEqualToConstant(10),
      item.heightAnchor:constraintEqualToConstant(10),
    }
    settle()
    assert.are.same({ CGSize(640, 480), CGRect(30, 20, 10, 10) }, { scroll.contentSize, item.frame })
    assert.has_error(function() scroll.contentLayoutGuide = UILayoutGuide() end)
  end)

  describe("errors", function()
    it("are bad arguments naming both kinds when an anchor meets another kind", function()
      assert.are.equal("HERE: bad argument #1 to 'constraintEqualToAnchor' (NSLayoutXAxisAnchor expected, got NSLayoutYAxisAnchor)",
        errorOf(function() view.leadingAnchor:constraintEqualToAnchor(container.topAnchor) end))
      assert.are.equal("HERE: bad argument #1 to 'constraintEqualToAnchorMultiplier' (NSLayoutDimension expected, got NSLayoutXAxisAnchor)",
        errorOf(function() view.widthAnchor:constraintEqualToAnchorMultiplier(container.leadingAnchor, 2) end))
      assert.are.equal("HERE: bad argument #1 to 'constraintLessThanOrEqualToAnchorConstant' (NSLayoutYAxisAnchor expected, got nil)",
        errorOf(function() view.topAnchor:constraintLessThanOrEqualToAnchorConstant(nil, 2) end))
      assert.is_nil(view.leadingAnchor.constraintEqualToConstant, "only a dimension relates to a constant")
    end)

    it("are UIKit's exceptions for non-finite numbers and illegal constraints", function()
      local id = tostring(view):match("#(%d+)")
      assert.are.equal("HERE: NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutDimension \"UIView:#" .. id .. ".width\"> secondAnchor:(null)",
        errorOf(function() view.widthAnchor:constraintEqualToConstant(0 / 0) end))
      assert.are.equal("HERE: NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutXAxisAnchor \"UIView:#" .. id .. ".leading\"> secondAnchor:<NSLayoutXAxisAnchor \"UIView:#" .. tostring(container):match("#(%d+)") .. ".leading\">",
        errorOf(function() view.leadingAnchor:constraintEqualToAnchorConstant(container.leadingAnchor, math.huge) end))
      local width = view.widthAnchor:constraintEqualToConstant(10)
      assert.matches("^HERE: NSLayoutConstraint constant is not finite!", errorOf(function() width.constant = -math.huge end))
      assert.are.equal(10, width.constant)
      assert.matches("^HERE: It's illegal to set priority:0%.", errorOf(function() width.priority = 0 end))
      assert.are.equal("HERE: Multiplier is not finite!  That's illegal.  multiplier:nan",
        errorOf(function() view.widthAnchor:constraintEqualToAnchorMultiplier(container.widthAnchor, 0 / 0) end))
      assert.are.equal("HERE: +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint items must each be a view or layout guide.",
        errorOf(function()
          NSLayoutConstraint:constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant(
            nil, NSLayoutAttributeWidth, NSLayoutRelationEqual, nil, NSLayoutAttributeNotAnAttribute, 1, 10)
        end))
      assert.are.equal("HERE: bad argument #2 to 'constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant' (99 is not a valid NSLayoutAttribute)",
        errorOf(function()
          NSLayoutConstraint:constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant(
            view, 99, NSLayoutRelationEqual, nil, NSLayoutAttributeNotAnAttribute, 1, 10)
        end))
      assert.matches("^HERE: Unable to activate constraint with anchors .* because they have no common ancestor%.",
        errorOf(function() view.leadingAnchor:constraintEqualToAnchor(UIView().leadingAnchor).active = true end))
    end)

    it("are bad arguments for values of the wrong type, and for a class method called with a dot", function()
      assert.are.equal("HERE: bad argument #1 to 'activateConstraints' (table expected, got number)",
        errorOf(function() NSLayoutConstraint:activateConstraints(5) end))
      assert.are.equal("HERE: bad argument #1 to 'activateConstraints' (NSLayoutConstraint expected at position 2, got UIView)",
        errorOf(function() NSLayoutConstraint:activateConstraints{ view.widthAnchor:constraintEqualToConstant(1), view } end))
      assert.are.equal("HERE: bad argument #1 to 'activateConstraints' (class expected, got table)",
        errorOf(function() NSLayoutConstraint.activateConstraints{} end))
      assert.are.equal("HERE: bad argument #1 to 'addConstraint' (NSLayoutConstraint expected, got nil)",
        errorOf(function() view:addConstraint(nil) end))
      assert.are.equal("HERE: bad argument #4 to 'constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant' (UIView or UILayoutGuide expected, got number)",
        errorOf(function()
          NSLayoutConstraint:constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant(
            view, NSLayoutAttributeWidth, NSLayoutRelationEqual, 5, NSLayoutAttributeWidth, 1, 10)
        end))
      assert.are.equal("HERE: NSLayoutConstraint cannot be created from a script", errorOf(function() NSLayoutConstraint() end))
    end)

    it("leave a constraint whose item was deallocated inactive, with a clear error on activation", function()
      local doomed = UIView()
      local width = doomed.widthAnchor:constraintEqualToConstant(10)
      doomed = nil -- luacheck: ignore
      collectgarbage()
      assert.is_nil(width.firstItem)
      assert.matches("^HERE: Unable to activate constraint <NSLayoutConstraint:#%d+ %(null%)%.width == 10   %(inactive%)>: its first item is gone",
        errorOf(function() width.active = true end))
      assert.is_false(width.active)
    end)
  end)
end)
