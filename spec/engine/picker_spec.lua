-- UIPickerView from Lua (Bindings/UIPickerView+Lua.swift): a data source and
-- delegate as tables or objects named by their selectors, the wheels turned
-- by the program and by a finger (R17.16–R17.18), and bad input.
local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

describe("UIPickerView", function()
  local window, picker, log, rows
  local function say(line) log[#log + 1] = line end

  before_each(function()
    log = {}
    rows = { 10, 3 }
    window = UIWindow()
    window:makeKeyAndVisible()
    picker = UIPickerView(CGRect(0, 300, 393, 216))
    window:addSubview(picker)
    RunLoop.main:runUntilIdle()
    picker.dataSource = {
      numberOfComponentsInPickerView = function(self, p) say("components") return #rows end,
      pickerViewNumberOfRowsInComponent = function(self, p, component) say("rows " .. component) return rows[component + 1] end,
    }
    picker.delegate = {
      pickerViewTitleForRowForComponent = function(self, p, row, component) return "row " .. row end,
      pickerViewDidSelectRowInComponent = function(self, p, row, component) say("selected " .. row .. " " .. component) end,
    }
  end)

  it("asks its data source at the next layout", function()
    assert.are.same({}, log)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "components", "rows 0", "rows 1" }, log)
    assert.are.equal(2, picker.numberOfComponents)
    assert.are.equal(10, picker:numberOfRowsInComponent(0))
    assert.are.same(CGSize(196.5, 32), picker:rowSizeForComponent(1))
    assert.are.equal(0, picker:selectedRowInComponent(0))
  end)

  it("turns a wheel without telling the delegate, and tells of the rows the user picks", function()
    RunLoop.main:runUntilIdle()
    log = {}
    picker:selectRowInComponentAnimated(4, 0, false)
    picker:selectRowInComponentAnimated(99, 1, true)
    RunLoop.main:runFor(1)
    assert.are.same({ 4, 2 }, { picker:selectedRowInComponent(0), picker:selectedRowInComponent(1) })
    assert.are.same({}, log)
    -- The middle row of the picker spans y 392–424: a tap on the row below turns to it.
    Simulator.tap(50, 440)
    RunLoop.main:runFor(1)
    Simulator.drag(50, 460, 50, 396, 1)
    RunLoop.main:runFor(2)
    assert.are.same({ "selected 5 0", "selected 7 0" }, log)
  end)

  it("shows the delegate's views, offered back for reuse", function()
    picker.delegate = {
      pickerViewViewForRowForComponentReusingView = function(self, p, row, component, reusing)
        local view = reusing or UIView(CGRect(0, 0, 40, 20))
        view.tag = row
        return view
      end,
    }
    RunLoop.main:runUntilIdle()
    assert.are.equal(0, picker:viewForRowForComponent(0, 0).tag)
    assert.are.same(CGRect(78.25, 6, 40, 20), picker:viewForRowForComponent(0, 0).frame)
    local first = picker:viewForRowForComponent(0, 0)
    picker:selectRowInComponentAnimated(9, 0, false)
    RunLoop.main:runUntilIdle()
    assert.is_nil(picker:viewForRowForComponent(0, 0))
    assert.are.equal(9, picker:viewForRowForComponent(9, 0).tag)
    local reused = false
    for row = 6, 9 do reused = reused or rawequal(picker:viewForRowForComponent(row, 0), first) end
    assert.is_true(reused)
  end)

  it("keeps a selection across a reload where it can", function()
    RunLoop.main:runUntilIdle()
    picker:selectRowInComponentAnimated(7, 0, false)
    rows = { 5, 0 }
    picker:reloadAllComponents()
    RunLoop.main:runUntilIdle()
    assert.are.same({ 4, -1 }, { picker:selectedRowInComponent(0), picker:selectedRowInComponent(1) })
  end)

  it("gives bad input a clear error", function()
    RunLoop.main:runUntilIdle()
    assert.matches("component 2 is beyond bounds %[0 .. 1%]", errorOf(function() picker:selectedRowInComponent(2) end))
    assert.matches("number expected", errorOf(function() picker:selectRowInComponentAnimated("x", 0, false) end))
    picker.dataSource = { pickerViewNumberOfRowsInComponent = function() return 1 end }
    assert.matches("numberOfComponentsInPickerView", errorOf(function() return picker.numberOfComponents end))
    picker.dataSource = {
      numberOfComponentsInPickerView = function() error("boom") end,
      pickerViewNumberOfRowsInComponent = function() return 1 end,
    }
    assert.matches("boom", errorOf(function() return picker.numberOfComponents end))
    picker.dataSource = nil
    assert.are.equal(0, picker.numberOfComponents)
  end)
end)
