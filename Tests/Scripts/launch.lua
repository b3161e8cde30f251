-- The launch: arg and ..., require from the script's folder, os.exit. As lua's
-- arg table has it, the command line before the script is at negative indices:
-- `luaui run launch.lua one two` puts the program at -2 and `run` at -1.
print(arg[0]:match("launch.lua$") ~= nil, arg[-2]:match("[^/]*$"), arg[-1], arg[-3], #arg, arg[1], arg[2], select("#", ...), ...)
local helper = require("support.greeting")
print(helper.greet("script"))
io.stdout:write("exiting with 3\n")
os.exit(3)
