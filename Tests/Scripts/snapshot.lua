-- luaui run --snapshot PNG: the key window is written once the app has settled
-- (to /dev/null here, so that the suite leaves no file); the run ends as usual.
local window = UIWindow()
window.backgroundColor = UIColor.whiteColor
window:makeKeyAndVisible()
print("a key window")
