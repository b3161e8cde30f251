-- lua-api.md, Subclassing and overriding.
describe("a Lua class", function()
  local log
  local function say(line) log[#log + 1] = line end
  before_each(function() log = {} end)

  -- The message of the error fn raises, its position in this file shown as HERE.
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  local window
  local function onScreen(view) window:addSubview(view); RunLoop.main:runUntilIdle(); return view end
  local function layOutAgain(view) view:setNeedsLayout(); RunLoop.main:runOnce() end
  before_each(function() window = UIWindow() end)

  it("calls its parents' implementations through three levels", function()
    local A = UIView:subclass("A")
    local B = A:subclass("B")
    local C = B:subclass("C")
    function A:layoutSubviews() say("A") A.super.layoutSubviews(self) end
    function B:layoutSubviews() say("B") B.super.layoutSubviews(self) end
    function C:layoutSubviews() say("C") C.super.layoutSubviews(self) end
    local c = C(CGRect(0, 0, 10, 10))
    c:setNeedsLayout()
    c:layoutIfNeeded()
    assert.are.same({ "C", "B", "A" }, log)
  end)

  describe("initializers (R1.1)", function()
    local Derived
    setup(function()
      local Base = UIView:subclass("Base")
      function Base:init() say("Base:init") Base.super.init(self) end
      function Base:initWithFrame(frame) say("Base:initWithFrame " .. tostring(frame)) Base.super.initWithFrame(self, frame) end
      Derived = Base:subclass("Derived")
      function Derived:init() say("Derived:init") Derived.super.init(self) end
      function Derived:initWithFrame(frame) say("Derived:initWithFrame") Derived.super.initWithFrame(self, frame) end
    end)

    it("send init into initWithFrame: with CGRectZero, dynamically dispatched", function()
      Derived()
      assert.are.same({ "Derived:init", "Base:init", "Derived:initWithFrame", "Base:initWithFrame (0.0, 0.0, 0.0, 0.0)" }, log)
    end)

    it("run initWithFrame: for a frame", function()
      local d2 = Derived(CGRect(1, 2, 3, 4))
      assert.are.same({ "Derived:initWithFrame", "Base:initWithFrame (1.0, 2.0, 3.0, 4.0)" }, log)
      assert.are.equal("(1.0, 2.0, 3.0, 4.0)", tostring(d2.frame))
    end)
  end)

  it("sets per-instance state in an initializer", function()
    local Counter = UIView:subclass("Counter")
    function Counter:initWithFrame(frame)
      Counter.super.initWithFrame(self, frame)
      self.taps = 0
    end
    local counter = Counter()
    assert.are.equal(0, counter.taps)
    assert.are.equal("(0.0, 0.0, 0.0, 0.0)", tostring(counter.frame))
  end)

  it("takes a method redefined or removed after instances exist at once", function()
    local Live = UIView:subclass("Live")
    local live = onScreen(Live(CGRect(0, 0, 5, 5)))
    function Live:layoutSubviews() say("first definition") end
    layOutAgain(live)
    function Live:layoutSubviews() say("second definition") end
    layOutAgain(live)
    Live.layoutSubviews = nil
    layOutAgain(live) -- the native implementation runs, silently
    assert.are.same({ "first definition", "second definition" }, log)
  end)

  it("takes a hook an ancestor gains after an instance of a subclass exists", function()
    local Parent = UIView:subclass("Parent")
    local Child = Parent:subclass("Child")
    local child = onScreen(Child(CGRect(0, 0, 5, 5)))
    function Parent:layoutSubviews() say("defined in the parent after the child was made") end
    layOutAgain(child)
    Parent.layoutSubviews = nil
    layOutAgain(child) -- the native implementation runs
    assert.are.same({ "defined in the parent after the child was made" }, log)
  end)

  it("does not keep a lookup cached from before a (re)definition, in the class or an ancestor", function()
    local Greeter = UIView:subclass("Greeter")
    local Polite = Greeter:subclass("Polite")
    local polite = Polite()
    function Greeter:greet() return "hello" end
    assert.are.equal("hello", polite:greet())
    function Greeter:greet() return "hi" end
    assert.are.equal("hi", polite:greet())
    function Polite:greet() return "good day, " .. Greeter.greet(self) end
    assert.are.equal("good day, hi", polite:greet())
    Polite.greet = nil
    assert.are.equal("hi", polite:greet())
    polite.greet = function() return "a field" end
    assert.are.equal("a field", polite:greet())
    function Greeter:greet() return "hey" end
    assert.are.equal("a field", polite:greet()) -- a redefinition leaves the field
    polite.greet = nil
    assert.are.equal("hey", polite:greet())
    Greeter.greet = nil
    assert.is_nil(polite.greet)
  end)

  it("answers sizeThatFits: through sizeToFit, and intrinsicContentSize as a property", function()
    local Fitting = UIView:subclass("Fitting")
    function Fitting:sizeThatFits(size) return CGSize(size.width, 44) end
    function Fitting:intrinsicContentSize() return CGSize(10, 20) end
    local fitting = Fitting(CGRect(5, 6, 100, 10))
    fitting:sizeToFit()
    assert.are.equal("(5.0, 6.0, 100.0, 44.0)", tostring(fitting.frame))
    assert.are.equal("(10.0, 20.0)", tostring(fitting.intrinsicContentSize))
  end)

  it("lets an instance field shadow a method for calls from Lua, while the engine dispatches through the class", function()
    local Spied = UIView:subclass("Spied")
    local spied = Spied(CGRect(0, 0, 10, 10))
    local calls = 0
    local original = spied.setNeedsLayout
    spied.setNeedsLayout = function(self) calls = calls + 1 original(self) end
    spied:setNeedsLayout()
    spied.frame = CGRect(0, 0, 20, 20) -- the engine marks it natively, not through the field
    assert.are.equal(1, calls)
  end)

  it("of a controller runs initWithNibNameBundle for Class(nibName, bundle), into which init funnels", function()
    local Controller = UIViewController:subclass("Controller")
    function Controller:initWithNibNameBundle(name, bundle)
      say("initWithNibNameBundle\t" .. tostring(name) .. "\t" .. tostring(bundle))
      Controller.super.initWithNibNameBundle(self, name, bundle)
    end
    Controller()
    assert.are.equal("Main", Controller("Main", nil).nibName)
    assert.are.same({ "initWithNibNameBundle\tnil\tnil", "initWithNibNameBundle\tMain\tnil" }, log)
    local Nav = UINavigationController:subclass("Nav")
    local nav = Nav(UIViewController())
    assert.are.equal(1, #nav.viewControllers)
  end)

  it("refuses a name taken, a method defined on a native class, and a receiver that is not a class", function()
    UIView:subclass("Taken")
    assert.are.equal("HERE: a class named 'Taken' already exists", errorOf(UIView.subclass, UIView, "Taken"))
    assert.are.equal("HERE: cannot define 'layoutSubviews' on the native class UIView; make a subclass with UIView:subclass(name)",
      errorOf(function() UIView.layoutSubviews = function() end end))
    assert.are.same({ false, "bad argument #1 to '?' (class expected, got number)" }, { pcall(UIView.subclass, 42, "X") })
  end)

  describe("of NSObject or UIResponder", function()
    local Model
    setup(function()
      Model = NSObject:subclass("Model")
      function Model:init() self.items = { "a", "b" } end
      function Model:count() return #self.items end
      function Model:dealloc() say("Model dealloc " .. #self.items) end
    end)

    it("is a plain object: fields, methods, identity, dealloc", function()
      local model = Model()
      assert.are.same({ "Model", 2, true, false, true },
        { model.className, model:count(), model:isKindOfClass(NSObject), model:isKindOfClass(UIResponder), model == model })
      model = nil -- luacheck: ignore (collected below)
      collectgarbage()
      assert.are.same({ "Model dealloc 2" }, log)
    end)

    it("can be subclassed again", function()
      local Special = Model:subclass("Special")
      assert.are.same({ true, "Special", 2, "<Special>" }, { Special.super == Model, Special().className, Special():count(), tostring(Special()) })
      collectgarbage()
      assert.are.same({ "Model dealloc 2", "Model dealloc 2", "Model dealloc 2" }, log)
    end)

    it("has the responder chain's touch methods", function()
      local Receiver = UIResponder:subclass("Receiver")
      function Receiver:touchesBeganWithEvent(touches) say("touches began " .. #touches) end
      Receiver():touchesBeganWithEvent({}, nil)
      assert.are.same({ "touches began 0" }, log)
    end)
  end)

  it("cannot subclass some native classes", function()
    assert.are.equal("HERE: UIScreen cannot be subclassed", errorOf(UIScreen.subclass, UIScreen, "MyScreen"))
  end)

  it("has a non-empty name without NUL, and a member overriding a native method must be a function", function()
    local nameRule = "HERE: a class name must be a non-empty string without '\\0'"
    assert.are.equal(nameRule, errorOf(UIView.subclass, UIView, ""))
    assert.are.equal(nameRule, errorOf(UIView.subclass, UIView, "A\0B"))
    local Hooked = UIView:subclass("Hooked")
    assert.are.equal("HERE: Hooked.layoutSubviews overrides -[UIView layoutSubviews] and must be a function, got number",
      errorOf(function() Hooked.layoutSubviews = 5 end))
    assert.are.equal("HERE: Hooked.dealloc overrides -[NSObject dealloc] and must be a function, got string",
      errorOf(function() Hooked.dealloc = "x" end))
    assert.are.equal("HERE: Hooked.addSubview overrides -[UIView addSubview:] and must be a function, got boolean",
      errorOf(function() Hooked.addSubview = true end))
    -- a constant under a new name is fine
    assert.is_true(pcall(function() Hooked.rowHeight = 44 end))
    assert.are.equal(44, Hooked.rowHeight)
  end)
end)
