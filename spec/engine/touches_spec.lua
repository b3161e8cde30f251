-- Simulator.tap: hit testing, then touchesBegan/touchesEnded up the responder chain.
describe("a tap", function()
  local log
  local Button = UIView:subclass("Button")
  function Button:touchesBeganWithEvent(touches, event)
    log[#log + 1] = table.concat({ "began on " .. self.name, #touches,
      tostring(touches[1]:locationInView(self)), tostring(touches[1].phase == UITouchPhaseBegan) }, "\t")
  end
  function Button:touchesEndedWithEvent(touches, event)
    log[#log + 1] = table.concat({ "ended on " .. self.name, tostring(touches[1].view == self), #event.allTouches }, "\t")
    Button.super.touchesEndedWithEvent(self, touches, event) -- passes it to the next responder
  end

  local Screen = UIViewController:subclass("Screen")
  function Screen:touchesEndedWithEvent(touches, event)
    log[#log + 1] = "the controller got it, at\t" .. tostring(touches[1]:locationInView(nil))
  end
  function Screen:viewDidLoad()
    local button = Button(CGRect(100, 200, 80, 40)); button.name = "button"
    self.view:addSubview(button)
    local hidden = Button(CGRect(0, 0, 400, 900)); hidden.name = "hidden"; hidden.hidden = true
    self.view:addSubview(hidden)
    local inert = Button(CGRect(0, 0, 50, 50)); inert.name = "inert"; inert.userInteractionEnabled = false
    self.view:addSubview(inert)
  end

  local window
  before_each(function()
    log = {}
    window = UIWindow()
    window.rootViewController = Screen()
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
  end)

  it("on a view begins and ends there, then goes up the responder chain", function()
    Simulator.tap(110, 215)
    assert.are.same({
      "began on button\t1\t(10.0, 15.0)\ttrue",
      "ended on button\ttrue\t1",
      "the controller got it, at\t(110.0, 215.0)",
    }, log)
  end)

  it("does not hit hidden or non-interactive views", function()
    Simulator.tap(20, 20)
    assert.are.same({ "the controller got it, at\t(20.0, 20.0)" }, log)
  end)

  it("hit-tests from a script as the engine does", function()
    assert.are.equal("button", window:hitTestWithEvent(CGPoint(110, 215), nil).name)
    assert.is_false(window:pointInsideWithEvent(CGPoint(-1, 0), nil))
  end)
end)
