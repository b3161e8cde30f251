-- What the engine's specs share, loaded with dofile beside them:
--   local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
local support = {}

-- The message of the error fn raises, with the position it names (the spec's
-- line, or this file's for a native function passed in directly) shown as HERE.
function support.errorOf(fn, ...)
  local ok, message = pcall(fn, ...)
  if ok then error("no error was raised", 2) end
  return (message:gsub("^[^:]-%.lua:%d+:", "HERE:"))
end

return support
