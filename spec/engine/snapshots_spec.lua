-- Pixels: view:snapshotPNG and assert.snapshot, with the compositing rules of
-- docs/uikit-behavior.md (R4.4, R4.5, R11.5-R11.8). References are in
-- __snapshots__/snapshots_spec.lua/ beside this file (luaui test -u writes them).
describe("snapshots", function()
  local Frame = UIView:subclass("SnapshotFrame")
  function Frame:drawRect(rect)
    UIColor.redColor:set()
    UIRectFrame(self.bounds)
  end

  it("composite a card: background, corners, border, shadow, a drawn frame and a label", function()
    local root = UIView(CGRect(0, 0, 160, 100))
    root.backgroundColor = UIColor.whiteColor
    local card = Frame(CGRect(20, 20, 120, 60))
    card.backgroundColor = UIColor.yellowColor
    card.layer.cornerRadius = 10
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.blueColor
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 4
    local label = UILabel(CGRect(12, 20, 100, 20))
    label.text = "Card"
    card:addSubview(label)
    root:addSubview(card)
    assert.snapshot("card", root)
  end)

  it("show black where an opaque view does not draw, and what is beneath where a clear one does not", function()
    local Half = UIView:subclass("HalfFill")
    function Half:drawRect(rect)
      UIColor.blueColor:set()
      UIRectFill(CGRect(0, 0, self.bounds.width / 2, self.bounds.height))
    end
    local root = UIView(CGRect(0, 0, 40, 40))
    root.backgroundColor = UIColor.redColor
    local opaque = Half(CGRect(0, 0, 40, 20))
    local clear = Half(CGRect(0, 20, 40, 20))
    clear.opaque = false
    root:addSubview(opaque)
    root:addSubview(clear)
    assert.snapshot("opaque", root)
  end)

  it("write a PNG file of a view at the screen's scale or the one asked", function()
    local view = UIView(CGRect(0, 0, 10, 20))
    view.backgroundColor = UIColor.greenColor
    local file = os.tmpname()
    view:snapshotPNG(file)
    local png = io.open(file, "rb"):read("a")
    assert.are.equal("\137PNG", png:sub(1, 4))
    local function size(bytes)
      local width, height = string.unpack(">I4>I4", bytes, 17)
      return { width, height }
    end
    local scale = UIScreen.mainScreen.scale
    assert.are.same({ 10 * scale, 20 * scale }, size(png))
    view:snapshotPNG(file, 1)
    assert.are.same({ 10, 20 }, size(io.open(file, "rb"):read("a")))
    os.remove(file)
  end)

  it("refuse what cannot be drawn or written, with a clear error", function()
    local view = UIView(CGRect(0, 0, 10, 10))
    assert.has_error(function() UIView(CGRectZero):snapshotPNG(os.tmpname()) end)
    assert.has_error(function() view:snapshotPNG("/nonexistent/folder/view.png") end)
    assert.has_error(function() view:snapshotPNG(os.tmpname(), 0 / 0) end)
    assert.has_error(function() view:snapshotPNG(os.tmpname(), -2) end)
    assert.has_error(function() view:snapshotPNG(nil) end)
    assert.has_error(function() assert.snapshot("x", "not a view") end)
    assert.has_error(function() assert.snapshot("x", view, 300) end)
    assert.has_error(function() assert.snapshot("../x", view) end)
  end)

  it("taken inside drawRect: show what is drawn rather than drawing again", function()
    local Selfie = UIView:subclass("Selfie")
    local draws = 0
    local file = os.tmpname()
    function Selfie:drawRect(rect)
      draws = draws + 1
      UIColor.redColor:set()
      UIRectFill(rect)
      self:setNeedsDisplay()
      self:snapshotPNG(file, 1)
    end
    local view = Selfie(CGRect(0, 0, 4, 4))
    view:snapshotPNG(file, 1)
    os.remove(file)
    assert.are.equal(1, draws)
  end)

  it("leave luassert's own assert:snapshot() to spies and stubs", function()
    local saved = assert:snapshot()
    local target = { f = function() end }
    spy.on(target, "f")
    assert.is_table(target.f)
    saved:revert()
    assert.is_function(target.f)
  end)
end)
