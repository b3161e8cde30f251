-- Arguments after the script pass through to it untouched, even ones that look
-- like luaui's options (the plain `luaui run FILE ARGS…` path, which skips
-- ArgumentParser, must match it).
print(#arg, select("#", ...))
for i = 1, #arg do print(i, arg[i], (select(i, ...))) end
