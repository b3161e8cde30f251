-- A module's table outlives every file: what the file left there is reported.
local cache = require("cache")
it("caches a controller", function() cache.controller = UIViewController() end)
