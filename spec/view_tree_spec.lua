-- A model for pinning a long text with a golden file: the view tree a
-- controller builds, as recursiveDescription prints it. The first run writes
-- spec/__golden__/view_tree_spec.lua/profile-screen.txt; review it and commit
-- it, and later runs compare with it (`luaui test -u` takes a changed text).
describe("a profile screen", function()
  local Profile = UIViewController:subclass("Profile")
  function Profile:viewDidLoad()
    Profile.super.viewDidLoad(self)
    local header = UIView(CGRect(0, 0, 393, 120))
    header:addSubview(UIView(CGRect(16, 16, 88, 88)))
    self.view:addSubview(header)
    self.view:addSubview(UIView(CGRect(0, 120, 393, 600)))
  end

  it("builds its view tree", function()
    local window = UIWindow()
    window.rootViewController = Profile()
    window:makeKeyAndVisible()
    RunLoop.main:runUntilIdle()
    assert.golden("profile-screen", window:recursiveDescription() .. "\n")
  end)
end)
