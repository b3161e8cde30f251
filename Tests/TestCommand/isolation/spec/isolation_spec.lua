-- Each test starts from a fresh app; an error raised in a hook the engine
-- calls fails its test, naming the hook, and the next test is clean.
local Bad = UIView:subclass("Bad")
function Bad:layoutSubviews() error("layout failed") end
local leftOver

describe("isolation", function()
  it("leaves a window, a timer and a hook error behind", function()
    local window = UIWindow()
    window:makeKeyAndVisible()
    leftOver = window
    RunLoop.main:after(5, function() print("a timer of the previous test fired") end)
    RunLoop.main:runFor(1)
    window:addSubview(Bad(CGRect(0, 0, 10, 10)))
    RunLoop.main:runOnce()
  end)

  it("starts in a fresh app", function()
    local app = UIApplication.sharedApplication
    assert.is_nil(app.keyWindow)
    assert.are.equal(0, #app.windows)
    assert.are.equal(0, RunLoop.main.currentTime)
    RunLoop.main:runFor(10)
    assert.is_false(leftOver.keyWindow)
  end)

  it("runs on the default device", function()
    assert.are.equal("iPhone 15", Simulator.device)
  end)
end)
