-- The small controls and views from Lua (Bindings/Controls+Lua.swift): the
-- segmented control, page control, stepper, activity indicator, progress
-- view, visual effect view and feedback generators, each tapped where it
-- takes taps, with its constants and bad input.
local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

describe("the small controls", function()
  local window, log
  local function say(line) log[#log + 1] = line end

  before_each(function()
    log = {}
    window = UIWindow()
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  local function onValueChanged(control, describe)
    control:addTargetActionForControlEvents(nil, function(sender) say(describe(sender)) end, UIControlEventValueChanged)
  end

  it("a segmented control selects the segment tapped", function()
    local segments = UISegmentedControl({ "All", "Unread", UIImage() })
    assert.are.equal(3, segments.numberOfSegments)
    assert.are.equal(UISegmentedControlNoSegment, segments.selectedSegmentIndex)
    assert.is_nil(segments:titleForSegmentAtIndex(2))
    assert.are.equal(32, segments.frame.size.height)
    segments.frame = CGRect(20, 100, 300, 32)
    window:addSubview(segments)
    onValueChanged(segments, function(sender) return "selected " .. sender.selectedSegmentIndex end)
    Simulator.tap(70, 116)
    Simulator.tap(70, 116)
    Simulator.tap(270, 116)
    assert.are.same({ "selected 0", "selected 2" }, log)
    segments:insertSegmentWithTitleAtIndexAnimated("Flagged", 99, false)
    assert.are.equal("Flagged", segments:titleForSegmentAtIndex(3))
    segments:setEnabledForSegmentAtIndex(false, 0)
    assert.is_false(segments:isEnabledForSegmentAtIndex(0))
    segments:setTitleTextAttributesForState({ [NSForegroundColorAttributeName] = UIColor.redColor }, UIControlStateSelected)
    assert.are.equal(UIColor.redColor, segments:titleTextAttributesForState(UIControlStateSelected)[NSForegroundColorAttributeName])
    assert.are.equal("HERE: -[UISegmentedControl setSelectedSegmentIndex:]: index 9 beyond bounds [0 .. 3]",
      errorOf(function() segments.selectedSegmentIndex = 9 end))
    assert.are.equal("HERE: -[UISegmentedControl setWidth:forSegmentAtIndex:]: the width must be a finite number not below 0, not nan",
      errorOf(function() segments:setWidthForSegmentAtIndex(0 / 0, 1) end))
    segments:removeAllSegments()
    assert.are.equal(0, segments.numberOfSegments)
    assert.has_error(function() UISegmentedControl({ "A", 7 }) end)
  end)

  it("a page control moves a page on either side of the current dot", function()
    local dots = UIPageControl(CGRect(0, 700, 393, 37))
    dots.numberOfPages = 3
    window:addSubview(dots)
    onValueChanged(dots, function(sender) return "page " .. sender.currentPage end)
    Simulator.tap(300, 718)
    Simulator.tap(10, 718)
    Simulator.tap(10, 718)
    assert.are.same({ "page 1", "page 0" }, log)
    assert.are.equal(CGSize(39, 37), dots:sizeForNumberOfPages(3))
    dots.currentPage = 40
    assert.are.equal(2, dots.currentPage)
    assert.are.equal("HERE: -[UIPageControl setNumberOfPages:]: the number of pages must not be negative, not -2",
      errorOf(function() dots.numberOfPages = -2 end))
  end)

  it("a stepper steps on a tap of either half", function()
    local stepper = UIStepper(CGRect(20, 100, 0, 0))
    assert.are.equal(CGSize(94, 32), stepper.frame.size)
    window:addSubview(stepper)
    stepper.stepValue = 5
    onValueChanged(stepper, function(sender) return "value " .. sender.value end)
    Simulator.tap(90, 116)
    Simulator.tap(90, 116)
    Simulator.tap(30, 116)
    assert.are.same({ "value 5.0", "value 10.0", "value 5.0" }, log)
    assert.are.equal("HERE: -[UIStepper setStepValue:]: the step (-1.0) must be greater than 0",
      errorOf(function() stepper.stepValue = -1 end))
    assert.are.equal("HERE: -[UIStepper setMaximumValue:]: the maximum (0.0) must be greater than the minimum (0.0)",
      errorOf(function() stepper.maximumValue = 0 end))
    assert.are.equal(5, stepper.stepValue)
  end)

  it("an activity indicator shows while it animates, while something loads", function()
    local spinner = UIActivityIndicatorView(UIActivityIndicatorViewStyleLarge)
    assert.are.equal(CGSize(37, 37), spinner.frame.size)
    assert.is_true(spinner.hidden)
    window:addSubview(spinner)
    spinner:startAnimating()
    assert.is_true(spinner.animating)
    assert.is_false(spinner.hidden)
    RunLoop.main:after(1, function() spinner:stopAnimating() end)
    RunLoop.main:runUntilIdle()
    assert.is_true(spinner.hidden)
    assert.has_error(function() spinner.activityIndicatorViewStyle = 3 end)
  end)

  it("a Lua subclass of the indicator hears it start and stop", function()
    local Spinner = UIActivityIndicatorView:subclass("LoggingSpinner")
    function Spinner:startAnimating()
      say("start")
      Spinner.super.startAnimating(self)
    end
    local spinner = Spinner()
    spinner:startAnimating()
    assert.are.same({ "start" }, log)
    assert.is_true(spinner.animating)
  end)

  it("a progress view clamps its progress and grows its bar", function()
    local progress = UIProgressView(UIProgressViewStyleDefault)
    assert.are.equal(4, progress.frame.size.height)
    progress.frame = CGRect(20, 100, 200, 4)
    window:addSubview(progress)
    progress.progress = 2
    assert.are.equal(1, progress.progress)
    progress:setProgressAnimated(0.5, true)
    RunLoop.main:runUntilIdle()
    assert.are.equal(100, progress.subviews[2].frame.size.width)
    assert.are.equal("HERE: -[UIProgressView setProgress:animated:]: the progress must be a number, not nan",
      errorOf(function() progress.progress = 0 / 0 end))
  end)

  it("a visual effect view keeps its subviews in its content view", function()
    local blur = UIVisualEffectView(UIBlurEffect:effectWithStyle(UIBlurEffectStyleSystemMaterial))
    blur.frame = CGRect(0, 0, 200, 100)
    local label = UILabel()
    blur.contentView:addSubview(label)
    assert.are.equal(CGRect(0, 0, 200, 100), blur.contentView.frame)
    assert.are.equal(blur.contentView, label.superview)
    blur.effect = UIVibrancyEffect:effectForBlurEffectStyle(UIBlurEffect:effectWithStyle(UIBlurEffectStyleDark),
      UIVibrancyEffectStyleSecondaryLabel)
    assert.are.equal("UIVibrancyEffect", blur.effect.className)
    assert.has_error(function() UIBlurEffect:effectWithStyle(99) end)
  end)

  it("feedback generators record what would be felt", function()
    local impact = UIImpactFeedbackGenerator(UIImpactFeedbackStyleHeavy)
    impact:prepare()
    impact:impactOccurredWithIntensity(0.5)
    UINotificationFeedbackGenerator():notificationOccurred(UINotificationFeedbackTypeError)
    UISelectionFeedbackGenerator():selectionChanged()
    local events = Simulator.hapticEvents()
    assert.are.equal(3, #events)
    assert.are.same({ kind = "impact", style = UIImpactFeedbackStyleHeavy, intensity = 0.5, time = 0 }, events[1])
    assert.are.same({ kind = "notification", type = UINotificationFeedbackTypeError, time = 0 }, events[2])
    assert.are.same({ kind = "selection", time = 0 }, events[3])
    assert.are.equal("HERE: -[UIImpactFeedbackGenerator impactOccurredWithIntensity:]: the intensity must be a number, not nan",
      errorOf(function() impact:impactOccurredWithIntensity(0 / 0) end))
  end)
end)
