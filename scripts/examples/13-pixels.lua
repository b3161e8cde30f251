-- Pixels: a view draws a red 10-point border with UIRectFrame inside
-- drawRect:, a card rounds its corners and casts a shadow, and the window
-- is written as a PNG file. `luaui run --snapshot screen.png` writes the
-- key window the same way when a script ends.
local Bordered = UIView:subclass("Bordered")

function Bordered:drawRect(rect)
  print("-[Bordered drawRect:]", rect)
  UIColor.redColor:set()
  local frame = self.bounds
  for inset = 0, 9 do
    UIRectFrame(CGRectInset(frame, inset, inset))
  end
end

local window = UIWindow()
window.backgroundColor = UIColor.whiteColor
local bordered = Bordered(CGRect(40, 120, 200, 120))
bordered.backgroundColor = UIColor.whiteColor
window:addSubview(bordered)

local card = UIView(CGRect(40, 280, 200, 120))
card.backgroundColor = UIColor.systemBlueColor
card.layer.cornerRadius = 16
card.layer.shadowOpacity = 0.3
card.layer.shadowRadius = 10
card.layer.shadowOffset = CGSize(0, 6)
local title = UILabel(CGRect(16, 16, 168, 24))
title.text = "Pixels"
title.textColor = UIColor.whiteColor
card:addSubview(title)
window:addSubview(card)
window:makeKeyAndVisible()
RunLoop.main:runUntilIdle()

local file = os.tmpname()
window:snapshotPNG(file)
local png = io.open(file, "rb"):read("a")
os.remove(file)
local width, height = string.unpack(">I4>I4", png, 17)
print(string.format("a %d × %d pixel PNG: the screen's %g points at %gx", width, height,
  UIScreen.mainScreen.bounds.width, UIScreen.mainScreen.scale))

-- The dirty rect: only the marked part is drawn again; the rest stays.
bordered:setNeedsDisplayInRect(CGRect(0, 0, 20, 20))
RunLoop.main:runUntilIdle()
