-- lua-api.md, Subclassing and overriding.
local log = {}
local function say(line) log[#log + 1] = line end

-- A three-level Lua hierarchy where each level calls its parent's layoutSubviews.
local A = UIView:subclass("A")
local B = A:subclass("B")
local C = B:subclass("C")
function A:layoutSubviews() say("A") A.super.layoutSubviews(self) end
function B:layoutSubviews() say("B") B.super.layoutSubviews(self) end
function C:layoutSubviews() say("C") C.super.layoutSubviews(self) end
local c = C(CGRect(0, 0, 10, 10))
c:setNeedsLayout()
c:layoutIfNeeded()
print("three levels:", table.concat(log, " "))

-- R1.1: init calls initWithFrame: with CGRectZero, dynamically dispatched; a Lua
-- class overriding init whose parent also overrides it.
log = {}
local Base = UIView:subclass("Base")
function Base:init() say("Base:init") Base.super.init(self) end
function Base:initWithFrame(frame) say("Base:initWithFrame " .. tostring(frame)) Base.super.initWithFrame(self, frame) end
local Derived = Base:subclass("Derived")
function Derived:init() say("Derived:init") Derived.super.init(self) end
function Derived:initWithFrame(frame) say("Derived:initWithFrame") Derived.super.initWithFrame(self, frame) end
local d = Derived()
print("init chain:", table.concat(log, ", "))
log = {}
local d2 = Derived(CGRect(1, 2, 3, 4))
print("initWithFrame chain:", table.concat(log, ", "), d2.frame)

-- Per-instance state set in an initializer.
local Counter = UIView:subclass("Counter")
function Counter:initWithFrame(frame)
  Counter.super.initWithFrame(self, frame)
  self.taps = 0
end
local counter = Counter()
print("fields:", counter.taps, counter.frame)

-- Redefining and removing a method after instances exist takes effect at once.
local window = UIWindow()
local function onScreen(view) window:addSubview(view); RunLoop.main:runUntilIdle(); return view end
local function layOutAgain(view) view:setNeedsLayout(); RunLoop.main:runOnce() end
local Live = UIView:subclass("Live")
local live = onScreen(Live(CGRect(0, 0, 5, 5)))
function Live:layoutSubviews() print("first definition") end
layOutAgain(live)
function Live:layoutSubviews() print("second definition") end
layOutAgain(live)
Live.layoutSubviews = nil
layOutAgain(live)
print("removed: the native implementation runs, silently")

-- So does a hook an ancestor gains after an instance of a subclass exists.
local Parent = UIView:subclass("Parent")
local Child = Parent:subclass("Child")
local child = onScreen(Child(CGRect(0, 0, 5, 5)))
function Parent:layoutSubviews() print("defined in the parent after the child was made") end
layOutAgain(child)
Parent.layoutSubviews = nil
layOutAgain(child)
print("removed from the parent: the native implementation runs")

-- The same from Lua, where an instance's lookups are cached: a call made before a
-- (re)definition, in the class or an ancestor, does not stick.
local Greeter = UIView:subclass("Greeter")
local Polite = Greeter:subclass("Polite")
local polite = Polite()
function Greeter:greet() return "hello" end
print("inherited:", polite:greet())
function Greeter:greet() return "hi" end
print("redefined in the parent:", polite:greet())
function Polite:greet() return "good day, " .. Greeter.greet(self) end
print("overridden:", polite:greet())
Polite.greet = nil
print("override removed:", polite:greet())
polite.greet = function() return "a field" end
print("field:", polite:greet())
function Greeter:greet() return "hey" end
print("a redefinition leaves the field:", polite:greet())
polite.greet = nil
print("field removed:", polite:greet())
Greeter.greet = nil
print("removed everywhere:", polite.greet)

-- sizeThatFits through sizeToFit; intrinsicContentSize as a property.
local Fitting = UIView:subclass("Fitting")
function Fitting:sizeThatFits(size) return CGSize(size.width, 44) end
function Fitting:intrinsicContentSize() return CGSize(10, 20) end
local fitting = Fitting(CGRect(5, 6, 100, 10))
fitting:sizeToFit()
print("sizeToFit:", fitting.frame, fitting.intrinsicContentSize)

-- A function in an instance field shadows the method for calls from Lua (spies);
-- the engine still dispatches through the class.
local Spied = UIView:subclass("Spied")
local spied = Spied(CGRect(0, 0, 10, 10))
local calls = 0
local original = spied.setNeedsLayout
spied.setNeedsLayout = function(self) calls = calls + 1 original(self) end
spied:setNeedsLayout()
spied.frame = CGRect(0, 0, 20, 20)        -- the engine marks it natively, not through the field
print("spy calls:", calls)

-- Controllers: Class(nibName, bundle) runs initWithNibNameBundle; init funnels into it.
local Controller = UIViewController:subclass("Controller")
function Controller:initWithNibNameBundle(name, bundle)
  print("initWithNibNameBundle", name, bundle)
  Controller.super.initWithNibNameBundle(self, name, bundle)
end
Controller()
print(Controller("Main", nil).nibName)
local Nav = UINavigationController:subclass("Nav")
local nav = Nav(UIViewController())
print("nav root:", #nav.viewControllers)

-- Errors.
print(pcall(UIView.subclass, UIView, "A"))
print(pcall(function() UIView.layoutSubviews = function() end end))
print(pcall(UIView.subclass, 42, "X"))

-- NSObject and UIResponder subclassed: a plain object (fields, methods, identity,
-- dealloc), its subclass, and the responder chain's touch methods.
local Model = NSObject:subclass("Model")
function Model:init() self.items = {"a", "b"} end
function Model:count() return #self.items end
function Model:dealloc() print("Model dealloc", #self.items) end
local model = Model()
print(model.className, model:count(), model:isKindOfClass(NSObject), model:isKindOfClass(UIResponder), model == model)
model = nil
collectgarbage()

local Special = Model:subclass("Special")
print(Special.super == Model, Special().className, Special():count(), tostring(Special()))
local Receiver = UIResponder:subclass("Receiver")
function Receiver:touchesBeganWithEvent(touches, event) print("touches began", #touches) end
Receiver():touchesBeganWithEvent({}, nil)
print("native classes that cannot be subclassed:", pcall(UIScreen.subclass, UIScreen, "MyScreen"))
collectgarbage()

-- Class names are non-empty and have no NUL; a member that overrides a native
-- method must be a function (a constant under a new name is fine).
print("empty class name:", pcall(UIView.subclass, UIView, ""))
print("class name with a NUL:", pcall(UIView.subclass, UIView, "A\0B"))
local Hooked = UIView:subclass("Hooked")
print("a hook that is not a function:", pcall(function() Hooked.layoutSubviews = 5 end))
print("dealloc that is not a function:", pcall(function() Hooked.dealloc = "x" end))
print("a native method that is not a function:", pcall(function() Hooked.addSubview = true end))
print("a constant:", pcall(function() Hooked.rowHeight = 44 end), Hooked.rowHeight)
