-- Arguments after the script pass through to it untouched, even ones that look
-- like lua's options, luaui's, or its commands: options end at the script.
print(#arg, select("#", ...))
for i = 1, #arg do print(i, arg[i], (select(i, ...))) end
