-- A pure-Lua module, loaded with require from the script's folder.
return { greet = function(name) return "hello, " .. name end }
