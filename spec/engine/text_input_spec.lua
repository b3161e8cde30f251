-- Text input from Lua (UIResponder+FirstResponder.swift, Keyboard.swift,
-- UITextField.swift, UITextView.swift, Bindings/UITextInput+Lua.swift): the
-- first responder, the keyboard's notifications, typing with Simulator's
-- keys, delegates as tables or objects by selector names, subclasses' hooks,
-- and bad input as Lua errors.
describe("text input", function()
  local log
  local function say(line) log[#log + 1] = line end
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  local window, field, observers
  local center = NSNotificationCenter.defaultCenter
  local function observe(name)
    observers[#observers + 1] = center:addObserverForNameObjectQueueUsingBlock(name, nil, nil, function(note)
      local frame = note.userInfo and note.userInfo[UIKeyboardFrameEndUserInfoKey]
      say(note.name .. (frame and (" " .. tostring(frame)) or ""))
    end)
  end

  before_each(function()
    log, observers = {}, {}
    window = UIWindow()
    window:makeKeyAndVisible()
    field = UITextField(CGRect(20, 100, 200, 34))
    field.borderStyle = UITextBorderStyleRoundedRect
    window:addSubview(field)
  end)

  after_each(function()
    for _, observer in ipairs(observers) do center:removeObserver(observer) end
  end)

  describe("the first responder", function()
    it("is one per window, in a window, asked to resign first", function()
      local other = UITextField(CGRect(20, 150, 200, 34))
      assert.is_false(other:becomeFirstResponder(), "not in a window")
      window:addSubview(other)
      assert.is_true(field.canBecomeFirstResponder)
      assert.is_false(UIView().canBecomeFirstResponder)
      assert.is_true(field:becomeFirstResponder())
      assert.is_true(field.isFirstResponder)
      assert.is_true(other:becomeFirstResponder())
      assert.is_false(field.isFirstResponder)
      assert.is_true(window:endEditing(false))
      assert.is_false(other.isFirstResponder)
    end)

    it("lets a Lua class decide with its hooks, and traces becoming and resigning", function()
      local Badge = UIView:subclass("Badge")
      function Badge:canBecomeFirstResponder() return true end
      function Badge:canResignFirstResponder() return self.tag ~= 1 end
      local badge = Badge(CGRect(0, 0, 10, 10))
      window:addSubview(badge)
      assert.is_true(badge:becomeFirstResponder())
      badge.tag = 1
      assert.is_false(field:becomeFirstResponder(), "the badge refuses to resign")
      badge.tag = 0
      local lines = trace.capture(function() assert.is_true(field:becomeFirstResponder()) end)
      assert.are.same({ "-[Badge resignFirstResponder]" }, lines)
    end)

    it("leaves when its view leaves the window or is hidden", function()
      field:becomeFirstResponder()
      field.hidden = true
      assert.is_false(field.isFirstResponder)
      field.hidden = false
      field:becomeFirstResponder()
      field:removeFromSuperview()
      assert.is_false(field.isFirstResponder)
      assert.is_false(field.editing)
    end)
  end)

  describe("the keyboard", function()
    it("comes up and goes with a text input, its frame the device's", function()
      for _, name in ipairs({ UIKeyboardWillChangeFrameNotification, UIKeyboardWillShowNotification,
                              UIKeyboardDidShowNotification, UIKeyboardWillHideNotification, UIKeyboardDidHideNotification }) do
        observe(name)
      end
      assert.is_nil(Simulator.keyboardFrame())
      Simulator.tap(30, 110)
      assert.are.equal(CGRect(0, 516, 393, 336), Simulator.keyboardFrame())
      RunLoop.main:runUntilIdle()
      field:resignFirstResponder()
      RunLoop.main:runUntilIdle()
      assert.are.same({
        "UIKeyboardWillChangeFrameNotification (0.0, 516.0, 393.0, 336.0)",
        "UIKeyboardWillShowNotification (0.0, 516.0, 393.0, 336.0)",
        "UIKeyboardDidShowNotification (0.0, 516.0, 393.0, 336.0)",
        "UIKeyboardWillChangeFrameNotification (0.0, 852.0, 393.0, 336.0)",
        "UIKeyboardWillHideNotification (0.0, 852.0, 393.0, 336.0)",
        "UIKeyboardDidHideNotification (0.0, 852.0, 393.0, 336.0)",
      }, log)
    end)

    it("hands its user info over as Lua values", function()
      local info
      observers[1] = center:addObserverForNameObjectQueueUsingBlock(UIKeyboardWillShowNotification, nil, nil, function(note)
        info = note.userInfo
        assert.is_nil(note.object)
      end)
      field:becomeFirstResponder()
      assert.are.equal(CGRect(0, 852, 393, 336), info[UIKeyboardFrameBeginUserInfoKey])
      assert.are.equal(0.25, info[UIKeyboardAnimationDurationUserInfoKey])
      assert.are.equal(7, info[UIKeyboardAnimationCurveUserInfoKey])
      assert.is_true(info[UIKeyboardIsLocalUserInfoKey])
    end)

    it("calls an observer's method by its selector, and stops when removed", function()
      local Screen = UIViewController:subclass("KeyboardScreen")
      function Screen:keyboardWillShow(note) say("will show " .. note.name) end
      local screen = Screen()
      center:addObserverSelectorNameObject(screen, "keyboardWillShow:", UIKeyboardWillShowNotification, nil)
      field:becomeFirstResponder()
      field:resignFirstResponder()
      center:removeObserver(screen)
      field:becomeFirstResponder()
      assert.are.same({ "will show UIKeyboardWillShowNotification" }, log)
    end)
  end)

  describe("a text field", function()
    it("asks a table delegate by selector names and sends its events in UIKit's order", function()
      field.delegate = {
        textFieldShouldBeginEditing = function(_, f) say("shouldBegin") return true end,
        textFieldDidBeginEditing = function(_, f) say("didBegin") end,
        textFieldShouldChangeCharactersInRangeReplacementString = function(_, f, range, text)
          say(string.format("shouldChange %d %d '%s'", range.location, range.length, text))
          return text ~= "!"
        end,
        textFieldShouldReturn = function(_, f) say("shouldReturn") return true end,
        textFieldShouldEndEditing = function(_, f) say("shouldEnd") return true end,
        textFieldDidEndEditingReason = function(_, f, reason) say("didEnd " .. reason) end,
      }
      for name, event in pairs({ began = UIControlEventEditingDidBegin, changed = UIControlEventEditingChanged,
                                 exit = UIControlEventEditingDidEndOnExit, ended = UIControlEventEditingDidEnd }) do
        field:addTargetActionForControlEvents(nil, function(sender) say(name .. " '" .. sender.text .. "'") end, event)
      end
      observe(UITextFieldTextDidChangeNotification)
      Simulator.tap(30, 110)
      Simulator.typeText("a!")
      Simulator.pressReturn()
      assert.are.equal("a", field.text)
      assert.are.same({
        "shouldBegin", "didBegin", "began ''",
        "shouldChange 0 0 'a'", "changed 'a'", "UITextFieldTextDidChangeNotification",
        "shouldChange 1 0 '!'",
        "shouldReturn", "exit 'a'", "shouldEnd", "didEnd 0", "ended 'a'",
      }, log)
    end)

    it("takes a UIAction for editingChanged, as a sign-up form enables its button", function()
      local button = UIButton:buttonWithType(UIButtonTypeSystem)
      button.enabled = false
      field:addTargetActionForControlEvents(nil, function(sender) button.enabled = #sender.text >= 3 end,
        UIControlEventEditingChanged)
      field:becomeFirstResponder()
      Simulator.typeText("ab")
      assert.is_false(button.enabled)
      Simulator.typeText("c")
      assert.is_true(button.enabled)
      Simulator.deleteBackward()
      assert.is_false(button.enabled)
    end)

    it("measures and places its text by its border, and draws it", function()
      field.placeholder = "Email"
      assert.are.equal(34.333333333333336, field.intrinsicContentSize.height)
      assert.are.equal(CGRect(7, 0, 186, 34), field:textRectForBounds(field.bounds))
      RunLoop.main:runUntilIdle()
      local drawn = {}
      for _, line in ipairs(field.drawing) do if line:find("^text") then drawn[#drawn + 1] = line end end
      assert.are.same({ 'text "Email" at (7 6.85645) [0.235294 0.235294 0.262745 0.3]' }, drawn)
      field.text = "hi"
      assert.is_true(field.hasText)
      assert.are.equal("hi", field.text)
      field.text = nil
      assert.are.equal("", field.text)
    end)

    it("lets a Lua subclass move its text and see the keyboard's input", function()
      local Padded = UITextField:subclass("PaddedField")
      function Padded:textRectForBounds(bounds) return CGRectInset(bounds, 12, 0) end
      function Padded:editingRectForBounds(bounds) return self:textRectForBounds(bounds) end
      function Padded:deleteBackward()
        say("delete with " .. #self.text .. " characters")
        Padded.super.deleteBackward(self)
      end
      local padded = Padded(CGRect(20, 200, 200, 34))
      window:addSubview(padded)
      assert.are.equal(CGRect(12, 0, 176, 34), padded:textRectForBounds(padded.bounds))
      padded:becomeFirstResponder()
      Simulator.deleteBackward()
      Simulator.typeText("x")
      Simulator.deleteBackward()
      assert.are.same({ "delete with 0 characters", "delete with 1 characters" }, log)
      assert.are.equal("", padded.text)
    end)

    it("keeps its traits as UIKit's constants", function()
      field.keyboardType = UIKeyboardTypeEmailAddress
      field.returnKeyType = UIReturnKeyNext
      field.autocapitalizationType = UITextAutocapitalizationTypeNone
      field.secureTextEntry = true
      field.textContentType = UITextContentTypePassword
      assert.are.equal(7, field.keyboardType)
      assert.are.equal(UIReturnKeyNext, field.returnKeyType)
      assert.are.equal("password", field.textContentType)
      assert.is_true(field.secureTextEntry)
    end)
  end)

  describe("a text view", function()
    it("sizes to its text without scrolling and types newlines", function()
      local view = UITextView(CGRect(20, 200, 200, 100))
      window:addSubview(view)
      view.scrollEnabled = false
      view.delegate = {
        textViewDidChange = function(_, v) say("changed " .. #v.text) end,
      }
      local empty = view.intrinsicContentSize.height
      view:becomeFirstResponder()
      Simulator.typeText("one")
      Simulator.pressReturn()
      Simulator.typeText("two")
      assert.are.equal("one\ntwo", view.text)
      assert.is_true(view.intrinsicContentSize.height > empty)
      assert.are.same({ "changed 1", "changed 2", "changed 3", "changed 4", "changed 5", "changed 6", "changed 7" }, log)
      view.selectedRange = NSMakeRange(0, 3)
      Simulator.typeText("1")
      assert.are.equal("1\ntwo", view.text)
      assert.are.same({ location = 1, length = 0 }, view.selectedRange)
    end)
  end)

  describe("bad input", function()
    it("is a Lua error: keys with no text input, a queue, bad ranges and enumerations", function()
      assert.matches("no text input is first responder", errorOf(Simulator.typeText, "a"))
      assert.matches("no text input is first responder", errorOf(Simulator.deleteBackward))
      assert.matches("no text input is first responder", errorOf(Simulator.pressReturn))
      assert.matches("string expected", errorOf(Simulator.typeText, nil))
      assert.matches("queue must be nil", errorOf(function()
        center:addObserverForNameObjectQueueUsingBlock("X", nil, {}, function() end)
      end))
      assert.matches("location and length must be", errorOf(NSMakeRange, -1, 2))
      local view = UITextView()
      assert.matches("NSRange's length must be an integer", errorOf(function() view.selectedRange = { location = 0 } end))
      assert.matches("is not a valid UIKeyboardType", errorOf(function() field.keyboardType = 99 end))
      assert.matches("is not a UITextContentType", errorOf(function() field.textContentType = "shoe size" end))
      assert.matches("contains NaN", errorOf(function() view.textContainerInset = UIEdgeInsets(0 / 0, 0, 0, 0) end))
      field.keyboardType = UIKeyboardTypeNumberPad
      field:becomeFirstResponder()
      assert.matches("the number pad has no return key", errorOf(Simulator.pressReturn))
    end)

    it("never traps: a delegate that errors, one that never agrees, NaN rects, a huge string", function()
      field.delegate = {
        textFieldShouldChangeCharactersInRangeReplacementString = function() error("no typing today") end,
      }
      field:becomeFirstResponder()
      assert.matches("no typing today", errorOf(Simulator.typeText, "a"))
      assert.are.equal("a", field.text, "the error answers UIKit's default")
      field.delegate = {
        textFieldShouldChangeCharactersInRangeReplacementString = function() end,
        textFieldShouldEndEditing = function() return false end,
      }
      Simulator.typeText("bc")
      assert.are.equal("a", field.text)
      assert.is_false(field:resignFirstResponder())
      assert.is_true(field:endEditing(true))
      assert.are.equal(CGRectZero, field:textRectForBounds(CGRect(0 / 0, 0, 10, 10)))
      field.delegate = nil
      field.text = string.rep("wide ", 100000)
      assert.is_true(field.intrinsicContentSize.width > 0)
      field:becomeFirstResponder()
      Simulator.typeText(string.rep("z", 500))
      assert.are.equal(500500, #field.text)
    end)
  end)
end)
