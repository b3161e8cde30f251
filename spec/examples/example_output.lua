-- Shared by the specs of scripts/examples (loaded with dofile, so busted's
-- functions are not its globals): runs an example inside a test as
-- `luaui run` runs it (modules from its folder first, the run loop run until
-- idle after the main chunk, then a full collection), with `print` captured,
-- and compares what it printed with the example's .expected file.
-- Each example gets a spec file of its own: several define a class of the
-- same name, and a spec file's classes are forgotten only when it ends.
local luassert = require 'luassert'

local examples = debug.getinfo(1, 'S').source:match('^@(.*)spec/examples/') .. 'scripts/examples/'

local function readLines(name)
  local file = assert(io.open(name, 'rb'))
  local text = file:read('a')
  file:close()
  local lines = {}
  for line in text:gmatch('([^\n]*)\n') do lines[#lines + 1] = line end
  return lines
end

-- Runs the example and returns the lines it printed. It runs in an
-- environment of its own, whose print and require (modules of the examples'
-- folder first) its modules share: what it left alive is torn down with the
-- next test's app, and what it prints then goes nowhere, as the process of
-- `luaui run` would have exited by then.
local function run(name)
  local printed = {}
  local environment = setmetatable({}, { __index = _G })
  function environment.print(...)
    local fields = table.pack(...)
    for index = 1, fields.n do fields[index] = tostring(fields[index]) end
    printed[#printed + 1] = table.concat(fields, '\t', 1, fields.n)
  end
  local modules = {}
  function environment.require(module)
    if modules[module] == nil then
      local file = examples .. module:gsub('%.', '/') .. '.lua'
      local chunk = io.open(file) and assert(loadfile(file, 't', environment))
      if not chunk then return require(module) end
      modules[module] = chunk(module, file) or true
    end
    return modules[module]
  end
  local ok, err = pcall(function()
    local chunk = assert(loadfile(examples .. name .. '.lua', 't', environment))
    chunk()
    chunk = nil -- luacheck: ignore (gone before the collection, as in luaui run)
    RunLoop.main:runUntilIdle()
    collectgarbage()
  end)
  environment.print = function() end
  if not ok then error(err, 0) end
  return printed
end

-- Fails the running test with a line diff unless the example prints its
-- .expected file.
return function(name)
  luassert.lines(readLines(examples .. name .. '.expected'), run(name))
end
