---@meta
-- What `luaui test` adds to busted and luassert, for the Lua language server.
-- Busted's own globals (describe, it, before_each, spy, stub…) and luassert's
-- assertions come from the server's bundled definitions, which `.luarc.json`
-- names (`${3rd}/busted/library`, `${3rd}/luassert/library`). A test fails
-- when an assertion of spec_assertions.lua is missing here.

---@class luassert
local luassert = {}

--- Runs `fn` and compares the lifecycle lines the engine traced meanwhile (as
--- `trace.capture(fn)` returns them) with `expected`; fails with a unified diff.
---@param expected string[]
---@param fn fun()
function luassert.trace(expected, fn) end

--- Compares two lists of lines; fails with a unified diff.
---@param expected string[]
---@param actual string[]
function luassert.lines(expected, actual) end

--- Compares `text` with the golden file `__golden__/<spec file>/<name>.txt`
--- beside the spec, which `-u/--update-golden` writes.
---@param name string
---@param text string
function luassert.golden(name, text) end

--- Compares the pixels of `view` (a snapshot at the screen's scale) with the
--- reference image `__snapshots__/<spec file>/<name>.png` beside the spec,
--- which `-u/--update-golden` writes; a pixel matches when no component
--- differs by more than `tolerance` (0 to 255, 0 by default).
---@param name string
---@param view UIView
---@param tolerance? integer
function luassert.snapshot(name, view, tolerance) end
