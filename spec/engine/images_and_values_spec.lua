-- UIImage from a PNG's header, UIImageView sized by its image, and the value
-- controls UISwitch and UISlider driven by fingers.
describe("images and value controls", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  -- A PNG header of width x height pixels, at a path ending in name.
  local function png(name, width, height)
    local path = os.tmpname() .. name
    local file = assert(io.open(path, "wb"))
    file:write("\137PNG\r\n\26\n", string.pack(">I4", 13), "IHDR", string.pack(">I4I4", width, height), "\8\6\0\0\0")
    file:close()
    return path
  end

  it("read an image's size and scale from its file", function()
    local path = png("@2x.png", 60, 30)
    local image = UIImage:imageWithContentsOfFile(path)
    os.remove(path)
    assert.are.equal(2, image.scale)
    assert.are.equal("(30.0, 15.0)", tostring(image.size))
    assert.is_nil(UIImage:imageNamed("no such image"))
    assert.are.equal("HERE: bad argument #1 to 'imageNamed' (string expected, got number)",
      errorOf(function() return UIImage:imageNamed(7) end))
  end)

  it("size an image view by its image", function()
    local path = png(".png", 40, 20)
    local view = UIImageView(UIImage:imageWithContentsOfFile(path))
    os.remove(path)
    assert.are.equal("(0.0, 0.0, 40.0, 20.0)", tostring(view.frame))
    assert.are.equal("(40.0, 20.0)", tostring(view.intrinsicContentSize))
    assert.is_false(view.userInteractionEnabled)
  end)

  local window, log
  before_each(function()
    log = {}
    window = UIWindow()
    window:makeKeyAndVisible()
  end)

  it("flip a switch with a tap, keeping its size", function()
    local switch = UISwitch(CGRect(10, 10, 300, 300))
    assert.are.equal("(10.0, 10.0, 51.0, 31.0)", tostring(switch.frame))
    window:addSubview(switch)
    switch:addTargetActionForControlEvents(nil, function(s) log[#log + 1] = "changed " .. tostring(s.on) end,
      UIControlEventValueChanged)
    Simulator.tap(20, 20)
    switch:setOnAnimated(false, true)
    assert.are.same({ "changed true" }, log)
    assert.is_false(switch.on)
  end)

  it("drag a slider's thumb", function()
    local slider = UISlider(CGRect(0, 100, 228, 31))
    slider.maximumValue = 10
    window:addSubview(slider)
    slider:addTargetActionForControlEvents(nil, function(s) log[#log + 1] = s.value end, UIControlEventValueChanged)
    Simulator.drag(14, 115, 114, 115, 0.05)
    RunLoop.main:runUntilIdle()
    assert.are.same({ 1.6666667, 3.3333335, 5 }, log)
    slider:setValueAnimated(99, false)
    assert.are.equal(10, slider.value)
  end)
end)
