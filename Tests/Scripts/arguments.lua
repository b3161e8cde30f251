-- The arg table holds the whole command line around the script, as lua's does:
-- `luaui run` and luaui's own options before the script are at negative
-- indices with lua's, the program at the lowest; the script's arguments, even
-- ones like options, from 1.
for i = -7, #arg do print(i, (i == -7 and arg[i]:match("[^/]*$") or arg[i])) end
print(select("#", ...), ...)
print(fromOption, UIDevice.currentDevice.name)
