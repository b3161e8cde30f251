-- busted's insulation unloads the modules a file required when it ends: what
-- the file left in one is freed with it, and is no leak.
local cache = require("cache")
it("caches a controller", function() cache.controller = UIViewController() end)
