-- The launch: arg and ..., require from the script's folder, os.exit.
print(arg[0]:match("launch.lua$") ~= nil, arg[-1], #arg, arg[1], arg[2], select("#", ...), ...)
local helper = require("support.greeting")
print(helper.greet("script"))
io.stdout:write("exiting with 3\n")
os.exit(3)
