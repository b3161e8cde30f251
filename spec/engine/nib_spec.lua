-- Nibs from Interface Builder's XML, loaded at run time (docs/nibs.md): Lua
-- classes named by customClass, R1.2's order, outlets as fields, stand-ins,
-- a controller's view from its nib, and the errors.
describe("a nib", function()
  local log
  local function say(line) log[#log + 1] = line end
  before_each(function() log = {} end)

  -- The message of the error fn raises, its position in this file shown as HERE.
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf

  local fixtures = NSBundle:bundleWithPath(NSBundle.mainBundle.bundlePath .. "/../../Tests/Fixtures/ib")

  local NibCard = UIView:subclass("NibCard")
  function NibCard:initWithCoder(coder)
    say("NibCard initWithCoder: " .. coder:decodeObjectForKey("userLabel") .. ", tag " .. coder:decodeIntegerForKey("tag"))
    NibCard.super.initWithCoder(self, coder)
    say("NibCard decoded: " .. #self.subviews .. " subviews, badge " .. tostring(self.badge) .. ", tag " .. self.tag)
  end
  function NibCard:awakeFromNib()
    NibCard.super.awakeFromNib(self)
    say("NibCard awakeFromNib: badge " .. self.badge.className .. ", style " .. self.style .. ", tag " .. self.tag)
  end

  local NibBadge = UIView:subclass("NibBadge")
  function NibBadge:awakeFromNib() say("NibBadge awakeFromNib") end

  it("makes a Lua class named by customClass through its initWithCoder, in R1.2's order", function()
    local lines = trace.capture(function()
      local objects = UINib:nibWithNibNameBundle("nibs/Nested", nil):instantiateWithOwnerOptions(nil, nil)
      assert.are.equal(1, #objects)
    end)
    assert.are.same({
      "-[NibCard initWithCoder:]",
      "-[NibBadge initWithCoder:]",
      "-[NibBadge willMoveToSuperview:]",
      "-[NibBadge didMoveToSuperview]",
      "-[NibCard didAddSubview:]",
      "-[NibCard didAddSubview:]",
      "-[NibCard awakeFromNib]",
      "-[NibBadge awakeFromNib]",
    }, lines)
    assert.are.same({
      "NibCard initWithCoder: Outer, tag 1",
      "NibCard decoded: 2 subviews, badge nil, tag 1",
      "NibCard awakeFromNib: badge NibBadge, style rounded, tag 5",
      "NibBadge awakeFromNib",
    }, log)
  end)

  it("sets outlets, outlet collections and runtime attributes as fields of a Lua object", function()
    local card = UINib:nibWithNibNameBundle("nibs/Nested", nil):instantiateWithOwnerOptions(nil, nil)[1]
    assert.are.equal("NibCard", card.className)
    assert.are.equal(card.subviews[1], card.badge)
    assert.are.equal(card.subviews[2], card.titleLabel)
    assert.are.equal(card.badge, card.badgeWidth.firstItem)
    assert.are.equal(40, card.badgeWidth.constant)
    assert.are.same({ card.badge, card.titleLabel }, card.parts)
    assert.are.equal("rounded", card.style)
    assert.are.equal(5, card.tag)
    assert.are.equal("(0.0, 0.0, 320.0, 100.0)", tostring(card.frame))
    assert.are.equal(tostring(UIColor.whiteColor), tostring(card.backgroundColor))
  end)

  it("lays out with its constraints", function()
    local card = UINib:nibWithNibNameBundle("nibs/Nested", nil):instantiateWithOwnerOptions(nil, nil)[1]
    local window = UIWindow()
    window:addSubview(card)
    card:layoutIfNeeded()
    assert.are.equal("(10.0, 10.0, 40.0, 40.0)", tostring(card.badge.frame))
    -- The label has no width or height constraint: it takes its text's size.
    local title = card.titleLabel
    assert.are.equal(tostring(CGRect(60, 10, title.intrinsicContentSize.width, 61 / 3)), tostring(title.frame))
  end)

  it("makes a real label with its archived text", function()
    local label = UINib:nibWithNibNameBundle("nibs/Nested", nil):instantiateWithOwnerOptions(nil, nil)[1].titleLabel
    assert.are.equal("UILabel", label.className)
    assert.are.equal("Title", label.text)
    assert.is_false(label.userInteractionEnabled)
    assert.matches("^<UILabel: #%d+; frame = %(60 10; 100 21%); text = 'Title'>$", tostring(label))
  end)

  it("makes a stand-in that answers to its kind's class name and keeps its values", function()
    local map = UINib:nibWithDataBundle([[
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <mapView mapType="standard" userInteractionEnabled="NO" id="f"><rect key="frame" x="60" y="10" width="100" height="21"/></mapView>
        </objects>
      </document>]], nil):instantiateWithOwnerOptions(nil, nil)[1]
    assert.are.equal("MKMapView", map.className)
    assert.is_true(map:isKindOfClass(UIView))
    assert.are.equal("standard", map:valueForKey("mapType"))
    map:setValueForKey("satellite", "mapType")
    assert.are.equal("satellite", map:valueForKey("mapType"))
    assert.is_false(map.userInteractionEnabled)
    assert.matches("^<MKMapView: #%d+; frame = %(60 10; 100 21%)>$", tostring(map))
  end)

  it("runs an initWithCoder that does not call super, whose subviews are then made on their own", function()
    local Bare = UIView:subclass("NibBare")
    function Bare:initWithCoder(coder) self.built = true end
    local nib = UINib:nibWithDataBundle([[
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <view customClass="NibBare" id="bare"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <subviews><view id="child"><rect key="frame" x="0.0" y="0.0" width="5" height="5"/></view></subviews>
            <connections><outlet property="child" destination="child" id="o"/></connections>
          </view>
        </objects>
      </document>]], nil)
    local bare = nib:instantiateWithOwnerOptions(nil, nil)[1]
    assert.is_true(bare.built)
    assert.are.equal("(0.0, 0.0, 0.0, 0.0)", tostring(bare.frame))
    assert.are.equal(0, #bare.subviews)
    assert.are.equal("(0.0, 0.0, 5.0, 5.0)", tostring(bare.child.frame))
    assert.is_nil(bare.child.superview)
  end)

  it("connects File's Owner's outlets on the owner, and external objects by identifier", function()
    local shared = UIView()
    local nib = UINib:nibWithDataBundle([[
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
            <connections><outlet property="root" destination="v" id="o1"/></connections>
          </placeholder>
          <placeholder placeholderIdentifier="Shared" id="x"/>
          <view id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <subviews><view id="w"><rect key="frame" x="0.0" y="0.0" width="5" height="5"/></view></subviews>
          </view>
          <view customClass="NibHolder" id="h"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <connections><outlet property="shared" destination="x" id="o2"/></connections>
          </view>
        </objects>
      </document>]], nil)
    UIView:subclass("NibHolder")
    local Owner = NSObject:subclass("NibOwner")
    local theOwner = Owner()
    local objects = nib:instantiateWithOwnerOptions(theOwner, { [UINibExternalObjects] = { Shared = shared } })
    assert.are.equal(2, #objects)
    assert.are.equal(objects[1], theOwner.root)
    assert.are.equal(shared, objects[2].shared)
  end)

  describe("for a controller", function()
    local ScreenController = UIViewController:subclass("ScreenController")
    function ScreenController:viewDidLoad()
      say("viewDidLoad " .. tostring(self.view.frame) .. " " .. tostring(self.contentView.frame))
    end
    function ScreenController:viewWillAppear(animated)
      say("viewWillAppear " .. tostring(self.view.frame) .. " " .. tostring(self.contentView.frame))
    end
    function ScreenController:viewDidAppear(animated)
      say("viewDidAppear " .. tostring(self.view.frame) .. " " .. tostring(self.contentView.frame))
    end

    it("loads the view from the nib named by initWithNibNameBundle, keeping its designed size until layout (R6.3, R6.4)", function()
      local controller = ScreenController("nibs/Screen", nil)
      assert.is_false(controller.viewLoaded)
      local window = UIWindow()
      window.rootViewController = controller
      window:makeKeyAndVisible()
      RunLoop.main:runUntilIdle()
      assert.are.same({
        "viewDidLoad (0.0, 0.0, 375.0, 667.0) (0.0, 20.0, 375.0, 647.0)",
        "viewWillAppear (0.0, 0.0, 375.0, 667.0) (0.0, 20.0, 375.0, 647.0)",
        "viewDidAppear (0.0, 0.0, 393.0, 852.0) (0.0, 59.0, 393.0, 793.0)",
      }, log)
    end)

    it("loads the nib named after its class when given no nib name, as UIKit searches for it", function()
      -- ScreenController: nibs/Screen.xib in the bundle of the nibs folder
      local nibs = NSBundle:bundleWithPath(NSBundle.mainBundle.bundlePath .. "/nibs")
      local controller = ScreenController(nil, nibs)
      assert.is_nil(controller.nibName)
      assert.are.equal("(0.0, 0.0, 375.0, 667.0)", tostring(controller.view.frame))
      assert.are.equal("(0.0, 0.0, 393.0, 852.0)", tostring(UIViewController(nil, nibs).view.frame))
    end)

    it("loads a nib from another bundle", function()
      local controller = UIViewController("IBDecodable-ViewControllerWithOutlets", fixtures)
      assert.are.equal("(0.0, 0.0, 375.0, 667.0)", tostring(controller.view.frame))
    end)

    it("reports a nib that is not there as UIKit raises it", function()
      local controller = UIViewController("NoSuchScreen", nil)
      assert.matches("Could not load NIB in bundle: '.-/spec/engine' with name 'NoSuchScreen': NoSuchScreen.xib could not be found",
                     errorOf(function() return controller.view end))
    end)
  end)

  it("loads the real fixtures, with Lua classes for their custom classes", function()
    local MessageView = UIView:subclass("MessageView")
    local CornerRoundingView = UIView:subclass("CornerRoundingView")
    local card = UINib:nibWithNibNameBundle("SwiftMessages-CardView", fixtures):instantiateWithOwnerOptions(nil, nil)[1]
    assert.are.equal("MessageView", card.className)
    assert.are.equal("CornerRoundingView", card.backgroundView.className)
    assert.are.equal(15, card.backgroundView.cornerRadius)
    assert.are.equal(10, card.topLayoutMarginAddition)
    assert.is_true(card.collapseLayoutMarginAdditions)
    assert.are.equal("UILabel", card.titleLabel.className)
    assert.are.equal("[Title]", card.titleLabel:valueForKey("text"))
    assert.are.equal("UIButton", card.button.className)
  end)

  describe("that does not load", function()
    it("names a missing file and its bundle", function()
      assert.matches("^HERE: NoSuchNib%.xib could not be found: the bundle at .-/spec/engine has no such file$",
                     errorOf(function() UINib:nibWithNibNameBundle("NoSuchNib", nil):instantiateWithOwnerOptions(nil, nil) end))
    end)

    it("names a customClass no class has", function()
      local nib = UINib:nibWithDataBundle([[
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <view customClass="NobodysView" id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
          </objects>
        </document>]], nil)
      assert.are.equal([[HERE: (nib data): <view id="v" customClass="NobodysView"> (line 3): has the custom class NobodysView, which no class registered with the loader has (a Swift class registered with Session.current.classes, or a Lua class)]],
                       errorOf(nib.instantiateWithOwnerOptions, nib, nil, nil))
    end)

    it("names malformed XML and the legacy format", function()
      assert.are.equal("HERE: (nib data) is not well-formed XML: a closing tag that does not match the open element at line 1",
                       errorOf(function() UINib:nibWithDataBundle("<document><objects></document>", nil):instantiateWithOwnerOptions(nil, nil) end))
      assert.matches("^HERE: %(nib data%) is in the legacy Interface Builder 3 format",
                     errorOf(function() UINib:nibWithDataBundle("<archive type='com.apple.InterfaceBuilder3.CocoaTouch.XIB'/>", nil):instantiateWithOwnerOptions(nil, nil) end))
    end)

    it("raises the error of a Lua initWithCoder, through its hook", function()
      local Broken = UIView:subclass("NibBroken")
      function Broken:initWithCoder(coder) error("cannot decode this") end
      local nib = UINib:nibWithDataBundle([[
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <view customClass="NibBroken" id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
          </objects>
        </document>]], nil)
      assert.matches("cannot decode this", errorOf(nib.instantiateWithOwnerOptions, nib, nil, nil))
    end)

    it("takes an owner that is an object, and options that are a table", function()
      local nib = UINib:nibWithNibNameBundle("nibs/Nested", nil)
      assert.are.equal("HERE: bad argument #1 to 'instantiateWithOwnerOptions' (object expected, got table)",
                       errorOf(function() nib:instantiateWithOwnerOptions({}, nil) end))
      assert.are.equal("HERE: bad argument #2 to 'instantiateWithOwnerOptions' (table expected, got number)",
                       errorOf(function() nib:instantiateWithOwnerOptions(nil, 3) end))
    end)
  end)
end)
