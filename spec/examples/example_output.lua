-- Shared by the specs of scripts/examples (loaded with dofile, so busted's
-- functions are not its globals): runs an example inside a test as
-- `luaui run` runs it (modules from its folder first, the run loop run until
-- idle after the main chunk, then a full collection), with `print` captured,
-- and compares what it printed with the example's .expected file.
-- Each example gets a spec file of its own: several define a class of the
-- same name, and a spec file's classes are forgotten only when it ends.
local luassert = require 'luassert'
local say = require 'say'

local examples = debug.getinfo(1, 'S').source:match('^@(.*)spec/examples/') .. 'scripts/examples/'

local function readLines(name)
  local file = assert(io.open(name, 'rb'))
  local text = file:read('a')
  file:close()
  local lines = {}
  for line in text:gmatch('([^\n]*)\n') do lines[#lines + 1] = line end
  return lines
end

-- The lines of both with -, + or a space before each, from their longest
-- common subsequence (an example prints a few dozen lines).
local function lineDiff(expected, actual)
  local common = {}
  for i = #expected + 1, 1, -1 do
    common[i] = {}
    for j = #actual + 1, 1, -1 do
      if i > #expected or j > #actual then
        common[i][j] = 0
      elseif expected[i] == actual[j] then
        common[i][j] = common[i + 1][j + 1] + 1
      else
        common[i][j] = math.max(common[i + 1][j], common[i][j + 1])
      end
    end
  end
  local out, i, j = {}, 1, 1
  while i <= #expected or j <= #actual do
    if i <= #expected and j <= #actual and expected[i] == actual[j] then
      out[#out + 1] = ' ' .. expected[i]; i, j = i + 1, j + 1
    elseif i <= #expected and (j > #actual or common[i + 1][j] >= common[i][j + 1]) then
      out[#out + 1] = '-' .. expected[i]; i = i + 1
    else
      out[#out + 1] = '+' .. actual[j]; j = j + 1
    end
  end
  return table.concat(out, '\n')
end

say:set('assertion.same_lines.failed', 'The output differs from %s (-expected +printed):\n%s')
say:set('assertion.same_lines.negated', 'The output was not expected to be that of %s.%s')
luassert:register('assertion', 'same_lines', function(_, arguments)
  local expected, actual, name = arguments[1], arguments[2], arguments[3]
  local same = #expected == #actual
  for index = 1, #expected do same = same and expected[index] == actual[index] end
  arguments[1], arguments[2], arguments.n, arguments.nofmt = name, lineDiff(expected, actual), 2, { true, true }
  return same
end, 'assertion.same_lines.failed', 'assertion.same_lines.negated')

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
  local expected = readLines(examples .. name .. '.expected')
  luassert.same_lines(expected, run(name), name .. '.expected')
end
