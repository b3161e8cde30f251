/// luaui's own version line, printed before Lua's copyright line (`-v`, the REPL's banner, `luaui version`).
let versionLine = "luaui 0.1.0"
