-- One sequence of the fuzzer (Sources/luaui-fuzz): random calls of every bound
-- method and property on random objects, live, deallocated or of the wrong
-- class, with random arguments, interleaved with run loop turns, collections,
-- simulated events, transitions and Lua classes whose hooks misbehave. Every
-- call is made under pcall: an error is fine, a crash or a hang is the bug.
--
-- Not called: beginAppearanceTransitionAnimated and endAppearanceTransition,
-- which a script may leave unbalanced on purpose (the sequence's check would
-- report the script's imbalance as the engine's); loadView, which UIKit's
-- documentation says never to call (it replaces an appearing container's view
-- under its children); runFor with any argument (it
-- takes virtual seconds, and a billion of them is a long but legitimate run:
-- the events below run it for short spans); os and io.

local introspection = require("luaui.introspection")

local fuzz = {}

local random = math.random

-- The sequence's budget: once it is spent, the call under way raises and every
-- override does nothing, so that the sequence ends. Lua instructions are
-- charged, and each call of an override as a hundred: a hook runs few
-- instructions, but the engine's work around it can be large (hooks that
-- re-enter what calls them branch at every level).
local exhausted = false
local spent, budget = 0, 0
local function spend(amount)
  if exhausted then return end
  spent = spent + amount
  if spent > budget then
    exhausted = true
    error("fuzz: the sequence's budget is spent")
  end
end

local function pick(list)
  if #list == 0 then return nil end
  return list[random(#list)]
end

local excluded = {
  beginAppearanceTransitionAnimated = true, endAppearanceTransition = true, loadView = true, subclass = true,
  runFor = true,
}

-- The classes and their members, read once.
local classes = introspection.classes()
local members = {}
for _, class in ipairs(classes) do
  local methods = {}
  for _, name in ipairs(introspection.methods(class)) do
    if not excluded[name] then methods[#methods + 1] = name end
  end
  local readable, writable = {}, {}
  for name, access in pairs(introspection.properties(class)) do
    readable[#readable + 1] = name
    if access == "readwrite" then writable[#writable + 1] = name end
  end
  table.sort(readable)
  table.sort(writable)
  members[class.className] = {methods = methods, readable = readable, writable = writable}
end

local numbers = {
  0, 1, -1, 0.5, 2, 3, 7, 10, 44, 100, 375, 1e3, 1e9, -1e9, 1e300, -1e300, math.huge, -math.huge, 0 / 0,
  math.maxinteger, math.mininteger, 2 ^ 53, 1 / 3, -0.0, 5e-324,
}
local strings = {"", "x", "Main", "UIView", "initWithFrame", "\0", "\xff\xfe", string.rep("long", 25000)}

local function number()
  return pick(numbers)
end

local function geometry()
  local kind = random(4)
  if kind == 1 then return CGRect(number(), number(), number(), number()) end
  if kind == 2 then return CGPoint(number(), number()) end
  if kind == 3 then return CGSize(number(), number()) end
  return UIEdgeInsets(number(), number(), number(), number())
end

local state

local function object()
  -- A hook or a block may run after the sequence, when its state is gone.
  if state == nil or #state.pool == 0 then return nil end
  return pick(state.pool)
end

local value

local function functionValue()
  local kind = random(5)
  if kind == 1 then return function() error("fuzz: a function that raises") end end
  if kind == 2 then return function() return value(1) end end
  if kind == 3 then return function() RunLoop.main:runOnce() end end
  if kind == 4 then return function() collectgarbage() end end
  return function() end
end

local function tableValue(depth)
  local kind = random(4)
  if kind == 1 then return {} end
  if kind == 2 then
    local t = {}
    for i = 1, random(0, 4) do t[i] = depth < 2 and value(depth + 1) or object() end
    return t
  end
  if kind == 3 then
    return setmetatable({}, {__index = function() error("fuzz: an __index that raises") end,
                             __len = function() error("fuzz: a __len that raises") end})
  end
  local t = {}
  for i = 1, random(1, 3) do t[i] = object() end
  return t
end

-- A value of any kind, biased towards the kinds calls take.
function value(depth)
  if state == nil then return nil end
  depth = depth or 0
  local kind = random(20)
  if kind <= 5 then return object() end
  if kind <= 8 then return number() end
  if kind <= 10 then return geometry() end
  if kind == 11 then return nil end
  if kind == 12 then return random(2) == 1 end
  if kind == 13 then return pick(strings) end
  if kind == 14 then return tableValue(depth) end
  if kind == 15 then return functionValue() end
  if kind == 16 then return pick(classes) end
  if kind == 17 then return pick(state.dead) end
  if kind == 18 then return pick(state.earlier) end
  if kind == 19 then return random(-3, 12) end
  return UIColor(random(), random(), random(), random())
end

local function remember(result)
  if type(result) == "userdata" and result.className ~= nil and #state.pool < 200 then
    state.pool[#state.pool + 1] = result
  end
end

-- With the driver's --log, each step is printed as it is made.
local function log(...)
  if not fuzzLog then return end
  local parts = {}
  for i = 1, select("#", ...) do
    local ok, text = pcall(tostring, (select(i, ...)))
    parts[i] = ok and text or "?"
  end
  print("  " .. table.concat(parts, " "))
end

local function count(ok)
  state.calls = state.calls + 1
  if not ok then state.errors = state.errors + 1 end
end

-- Misbehaving hooks for the Lua classes the sequence defines; once the budget
-- is spent (below), each returns at once.
local hookBodies = {
  function(class, name) return function(self, ...) return class.super[name](self, ...) end end,
  function() return function() error("fuzz: a hook that raises") end end,
  function() return function() return value(1) end end,
  function() return function(self) RunLoop.main:runOnce() end end,
  function() return function(self) collectgarbage() end end,
  function() return function(self) local o = object(); if o and o.addSubview then pcall(o.addSubview, o, self) end end end,
  function() return function(self) pcall(function() self:removeFromSuperview() end) end end,
  function() local keep = state.keep; return function(self) keep[#keep + 1] = self end end,
}

-- The members of an object or a class: its class's, or for a Lua class, its
-- nearest native class's.
local function membersOf(target)
  local ok, name = pcall(function() return target.className end)
  if not ok then return members.NSObject end
  return members[name] or state.nativeMembers[name] or members.NSObject
end

local function defineClass()
  local parent = random(3) == 1 and pick(state.luaClasses) or pick(classes)
  if parent == nil then return end
  state.classCount = state.classCount + 1
  local ok, class = pcall(parent.subclass, parent, "Fuzz" .. state.seed .. "_" .. state.classCount)
  count(ok)
  if not ok then return end
  state.luaClasses[#state.luaClasses + 1] = class
  state.nativeMembers[class.className] = membersOf(parent)
  local dead = state.dead
  function class:dealloc() dead[#dead + 1] = self end
end

local function overrideHook()
  local class = pick(state.luaClasses)
  if class == nil then return end
  local name = pick(membersOf(class).methods)
  if name == nil then return end
  local which = random(#hookBodies)
  local body = hookBodies[which](class, name)
  log("override", class, name, which)
  local ok = pcall(function()
    class[name] = function(...)
      if exhausted then return end
      spend(100)
      return body(...)
    end
  end)
  count(ok)
end

local function construct()
  local class = random(2) == 1 and pick(classes) or pick(state.luaClasses) or pick(classes)
  local a, b = value(), value()
  local ok, result = pcall(class, a, b)
  log("new", class, a, b, "->", result)
  count(ok)
  if ok then remember(result) end
end

local function callMethod()
  local target = object() or pick(classes)
  local name = pick(membersOf(target).methods)
  if name == nil then return end
  local a, b, c = value(), value(), value()
  log("call", target, name, a, b, c)
  local ok, result = pcall(function() return target[name](target, a, b, c) end)
  count(ok)
  if ok then remember(result) end
end

local function setProperty()
  local target = object()
  if target == nil then return end
  local class = membersOf(target)
  local property = pick(random(4) == 1 and class.readable or class.writable)
  if property == nil then return end
  local new = value()
  log("set", target, property, new)
  count(pcall(function() target[property] = new end))
end

local function getProperty()
  local target = object()
  if target == nil then return end
  local property = pick(membersOf(target).readable)
  if property == nil then return end
  local ok, result = pcall(function() return target[property] end)
  count(ok)
  if ok then remember(result) end
end

local fingers = {}

-- Fingers landing, moving, lifting and being cancelled, in any order, at any
-- numbers; and the controls, gesture recognizers and appearance proxies they meet.
local recognizerClasses = { UIGestureRecognizer, UITapGestureRecognizer, UILongPressGestureRecognizer,
  UIPanGestureRecognizer, UIScreenEdgePanGestureRecognizer }
local recognizerKeys = { "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement",
  "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled", "state", "edges" }

-- What a scroll view's delegate is asked, for delegates made of random functions.
local scrollDelegateMethods = { "scrollViewDidScroll", "scrollViewWillBeginDragging",
  "scrollViewWillEndDraggingWithVelocityTargetContentOffset", "scrollViewDidEndDraggingWillDecelerate",
  "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
  "viewForZoomingInScrollView", "scrollViewDidZoom", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
  "scrollViewDidChangeAdjustedContentInset" }

local function touch()
  local kind = random(8)
  log("touch", kind)
  local ok
  if kind == 1 then
    local finger
    ok, finger = pcall(Simulator.touchDown, number(), number())
    if ok then
      fingers[#fingers + 1] = finger
      if #fingers > 50 then table.remove(fingers, 1) end
      remember(finger)
    end
  elseif kind == 2 and #fingers > 0 then ok = pcall(function() pick(fingers):moveTo(number(), number()) end)
  elseif kind == 3 and #fingers > 0 then ok = pcall(function() local f = pick(fingers); if random(2) == 1 then f:lift() else f:cancel() end end)
  elseif kind == 4 then ok = pcall(Simulator.drag, number(), number(), number(), number(), pick{0, 0.05, 1, -1, 0 / 0})
  elseif kind == 5 then ok = pcall(Simulator.tapTogether, number(), number(), number(), number())
  elseif kind == 6 then
    ok = pcall(function()
      local recognizer = pick(recognizerClasses)(random(2) == 1 and functionValue() or nil)
      for _ = 1, random(0, 3) do pcall(function() recognizer[pick(recognizerKeys)] = value() end) end
      if random(3) == 1 then pcall(recognizer.requireGestureRecognizerToFail, recognizer, value()) end
      if random(3) == 1 then recognizer.delegate = random(2) == 1 and value() or { gestureRecognizerShouldBegin = functionValue() } end
      object():addGestureRecognizer(recognizer)
      remember(recognizer)
    end)
  elseif kind == 7 then
    ok = pcall(function()
      local scroll = UIScrollView(CGRect(number(), number(), number(), number()))
      scroll.contentSize = CGSize(number(), number())
      scroll.pagingEnabled = random(2) == 1
      scroll.bounces = random(2) == 1
      local delegate = {}
      for _ = 1, random(0, 4) do delegate[pick(scrollDelegateMethods)] = functionValue() end
      scroll.delegate = random(4) == 1 and value() or delegate
      if random(3) == 1 then scroll.refreshControl = UIRefreshControl() end
      object():addSubview(scroll)
      remember(scroll)
    end)
  else
    ok = pcall(function()
      local control = UIControl(CGRect(number(), number(), number(), number()))
      control:addTargetActionForControlEvents(value(), random(2) == 1 and functionValue() or "tapped:", random(0, 0x1FF))
      if random(3) == 1 then UIView:appearance().exclusiveTouch = random(2) == 1 end
      remember(control)
    end)
  end
  count(ok ~= false)
end

-- The keyboard's keys on whatever is first responder, text inputs with
-- delegates that raise or answer anything, and observers of the keyboard.
local fieldDelegateMethods = { "textFieldShouldBeginEditing", "textFieldShouldEndEditing", "textFieldDidBeginEditing",
  "textFieldDidEndEditing", "textFieldShouldChangeCharactersInRangeReplacementString", "textFieldShouldReturn",
  "textFieldShouldClear", "textFieldDidChangeSelection", "textViewShouldChangeTextInRangeReplacementText",
  "textViewDidChange", "textViewShouldBeginEditing", "textViewDidEndEditing" }

local function keyboard()
  local kind = random(6)
  log("keyboard", kind)
  local ok
  if kind == 1 then ok = pcall(Simulator.typeText, pick{ "a", "ab\n", "\n", "👍🏽", pick(strings):sub(1, 300) })
  elseif kind == 2 then ok = pcall(pick{ Simulator.deleteBackward, Simulator.pressReturn, Simulator.keyboardFrame })
  elseif kind == 3 then
    ok = pcall(function()
      local input = random(2) == 1 and UITextField(geometry()) or UITextView(geometry())
      local delegate = {}
      for _ = 1, random(0, 4) do delegate[pick(fieldDelegateMethods)] = functionValue() end
      input.delegate = random(4) == 1 and value() or delegate
      local parent = object()
      if parent ~= nil then parent:addSubview(input) end
      input:becomeFirstResponder()
      remember(input)
    end)
  elseif kind == 4 then ok = pcall(function() object():becomeFirstResponder() end)
  elseif kind == 5 then ok = pcall(function() object():endEditing(random(2) == 1) end)
  else
    ok = pcall(function()
      local center = NSNotificationCenter.defaultCenter
      local observer = center:addObserverForNameObjectQueueUsingBlock(
        pick{ UIKeyboardWillShowNotification, UIKeyboardDidHideNotification, UITextFieldTextDidChangeNotification, nil },
        nil, nil, functionValue())
      if random(2) == 1 then center:removeObserver(observer) end
    end)
  end
  count(ok ~= false)
end

-- Diffable data sources on a table or collection view from the pool (or a
-- new one), their cell providers misbehaving, snapshots of random identifiers
-- (duplicates, NaN, tables, objects) applied from anywhere; swipes and drags
-- of rows that may be gone.
local identifiers = { "a", "b", "c", 1, 2, 2.0, true, {}, 0 / 0 }

local function randomSnapshot()
  local snapshot = NSDiffableDataSourceSnapshot()
  for section = 1, random(0, 3) do
    pcall(snapshot.appendSectionsWithIdentifiers, snapshot, { random(2) == 1 and section or pick(identifiers) })
    local items = {}
    for i = 1, random(0, 5) do items[i] = random(3) == 1 and pick(identifiers) or (section * 10 + i) end
    pcall(snapshot.appendItemsWithIdentifiers, snapshot, items)
    if random(4) == 1 then pcall(snapshot.reloadItemsWithIdentifiers, snapshot, { pick(identifiers) }) end
    if random(4) == 1 then pcall(snapshot.reconfigureItemsWithIdentifiers, snapshot, { section * 10 + 1 }) end
  end
  return snapshot
end

local function diffable()
  local kind = random(4)
  log("diffable", kind)
  local ok = pcall(function()
    local target = object()
    if kind == 1 or target == nil then
      local tableView = UITableView(CGRect(0, 0, 320, random(0, 300)), UITableViewStylePlain)
      tableView:registerClassForCellReuseIdentifier(UITableViewCell, "cell")
      if random(2) == 1 then pcall(function() object():addSubview(tableView) end) end
      remember(tableView)
      local source
      source = UITableViewDiffableDataSource(tableView, function(tv, indexPath, item)
        local roll = random(6)
        if roll == 1 then error("fuzz: a cell provider that raises") end
        if roll == 2 then return value() end
        if roll == 3 and source then pcall(source.applySnapshotAnimatingDifferences, source, randomSnapshot(), false) end
        return tv:dequeueReusableCellWithIdentifierForIndexPath("cell", indexPath)
      end)
      state.keep[#state.keep + 1] = source
      remember(source)
      source:applySnapshotAnimatingDifferences(randomSnapshot(), random(2) == 1)
    elseif kind == 2 then
      local source = target.dataSource
      if source and source.applySnapshotAnimatingDifferences then
        source:applySnapshotAnimatingDifferencesCompletion(randomSnapshot(), random(2) == 1, functionValue())
      end
    elseif kind == 3 then
      Simulator.swipeRow(target, NSIndexPath(random(-1, 4), random(-1, 2)), pick{ "Delete", "x", "" },
                         random(2) == 1 and NSDirectionalRectEdgeLeading or nil)
    else
      if random(2) == 1 then target:setEditingAnimated(random(2) == 1, false) end
      Simulator.moveRow(target, NSIndexPath(random(-1, 4), random(-1, 2)), NSIndexPath(random(-1, 4), random(-1, 2)))
    end
  end)
  count(ok)
end

local function event()
  local kind = random(10)
  log("event", kind)
  local ok
  if kind == 1 then ok = pcall(RunLoop.main.runOnce, RunLoop.main)
  elseif kind == 2 then ok = pcall(RunLoop.main.runUntilIdle, RunLoop.main)
  elseif kind == 3 then ok = pcall(RunLoop.main.runFor, RunLoop.main, pick{0, 0.1, 0.5, 1, -1, 0 / 0})
  elseif kind == 4 then ok = pcall(collectgarbage)
  elseif kind == 5 then ok = pcall(Simulator.rotate, random(0, 7))
  elseif kind == 6 then ok = pcall(Simulator.tap, number(), number())
  elseif kind == 7 then
    ok = pcall(pick{Simulator.memoryWarning, Simulator.background, Simulator.foreground, Simulator.tapStatusBar})
  elseif kind == 8 then
    local started, swipe = pcall(Simulator.beginEdgeSwipe)
    ok = started
    if started then
      pcall(swipe.update, swipe, value())
      if random(2) == 1 then pcall(swipe.finish, swipe) else pcall(swipe.cancel, swipe) end
    end
  elseif kind == 9 then
    ok = pcall(function()
      local window = UIWindow()
      window.rootViewController = value()
      window:makeKeyAndVisible()
      remember(window)
    end)
  else
    ok = pcall(RunLoop.main.after, RunLoop.main, pick{0, 0.1, 1}, functionValue())
  end
  count(ok)
end

local steps = {
  {1, keyboard}, {8, callMethod}, {5, setProperty}, {3, getProperty}, {3, construct}, {3, event}, {2, touch},
  {1, defineClass}, {2, overrideHook}, {1, diffable},
  {1, function() if #state.pool > 0 then table.remove(state.pool, random(#state.pool)) end end},
}
local totalWeight = 0
for _, step in ipairs(steps) do totalWeight = totalWeight + step[1] end

local function step()
  local roll = random(totalWeight)
  for _, candidate in ipairs(steps) do
    roll = roll - candidate[1]
    if roll <= 0 then return candidate[2]() end
  end
end

-- Starts the budget; a count hook charges the instructions.
local function limitInstructions(instructions)
  spent, budget = 0, instructions
  exhausted = false
  debug.sethook(function() spend(1000) end, "", 1000)
end

-- Runs `calls` steps from `seed`; `earlier` holds objects of an earlier session.
-- Returns the number of calls made and how many raised.
function fuzz.run(seed, calls, earlier)
  math.randomseed(seed)
  limitInstructions(calls * 1000)
  state = {
    seed = seed, pool = {}, dead = {}, keep = {}, earlier = earlier or {}, luaClasses = {},
    nativeMembers = {}, classCount = 0, calls = 0, errors = 0,
  }
  -- The budget's error may come from anywhere, a step's own work included
  -- (a description reads an overridden property); any other is the fuzzer's.
  local function protected(fn)
    local ok, err = pcall(fn)
    if not ok and not exhausted then error(err, 0) end
  end
  for _ = 1, 3 do protected(construct) end
  while state.calls < calls and not exhausted do protected(step) end
  pcall(RunLoop.main.runUntilIdle, RunLoop.main)
  exhausted = true  -- what runs after the sequence runs its hooks natively
  -- A few objects for the next sequence, an earlier session's for it.
  for i = 1, 5 do _G["kept" .. i] = pick(state.pool) end
  local result = {calls = state.calls, errors = state.errors}
  debug.sethook()
  state = nil
  pcall(collectgarbage)
  return result.calls, result.errors
end

return fuzz
