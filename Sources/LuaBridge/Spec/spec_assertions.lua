-- luassert assertions only luaui has: assert.trace, which compares the engine's
-- lifecycle lines with the expected ones, assert.lines, which compares two
-- lists of lines, and assert.golden, which compares a text with a golden file
-- kept beside the spec. They fail with a unified diff.
local busted, options = ...
local luassert = require 'luassert'
local say = require 'say'
local path = require 'pl.path'
local dir = require 'pl.dir'

local function lines(text)
  local result = {}
  for line in (text .. '\n'):gmatch('(.-)\r?\n') do result[#result + 1] = line end
  if text:sub(-1) == '\n' then result[#result] = nil end
  return result
end

-- A unified diff of two line lists (three lines of context), headed by the
-- first line that differs. Longest common subsequence; a cut-off keeps a huge
-- pair of texts from taking quadratic memory.
local function unifiedDiff(expected, actual, expectedName, actualName)
  local n, m = #expected, #actual
  local first = 1
  while first <= n and first <= m and expected[first] == actual[first] do first = first + 1 end
  local function shown(line) return line and ('%q'):format(line) or '(none)' end
  local header = ('first difference at line %d: %s %s, %s %s'):format(first,
    expectedName, shown(expected[first]), actualName, shown(actual[first]))
  if n * m > 4e6 then
    return ('%s\n--- %s\n+++ %s\n-%s\n+%s'):format(header, expectedName, actualName,
      tostring(expected[first]), tostring(actual[first]))
  end
  local common = {}
  for i = n + 1, 1, -1 do
    common[i] = {}
    for j = m + 1, 1, -1 do
      if i > n or j > m then
        common[i][j] = 0
      elseif expected[i] == actual[j] then
        common[i][j] = common[i + 1][j + 1] + 1
      else
        common[i][j] = math.max(common[i + 1][j], common[i][j + 1])
      end
    end
  end
  local edits, i, j = {}, 1, 1
  while i <= n or j <= m do
    if i <= n and j <= m and expected[i] == actual[j] then
      edits[#edits + 1] = { ' ', expected[i], i, j }; i, j = i + 1, j + 1
    elseif i <= n and (j > m or common[i + 1][j] >= common[i][j + 1]) then
      edits[#edits + 1] = { '-', expected[i], i, j }; i = i + 1
    else
      edits[#edits + 1] = { '+', actual[j], i, j }; j = j + 1
    end
  end
  local out = { header, '--- ' .. expectedName, '+++ ' .. actualName }
  local context, k = 3, 1
  while k <= #edits do
    if edits[k][1] ~= ' ' then
      local start = math.max(1, k - context)
      local stop = k
      while stop <= #edits do
        local nextChange = stop
        while nextChange <= #edits and edits[nextChange][1] == ' ' do nextChange = nextChange + 1 end
        if nextChange > #edits or nextChange - stop > 2 * context then break end
        stop = nextChange + 1
      end
      stop = math.min(#edits, stop - 1 + context)
      local removed, added = 0, 0
      for e = start, stop do
        if edits[e][1] ~= '+' then removed = removed + 1 end
        if edits[e][1] ~= '-' then added = added + 1 end
      end
      out[#out + 1] = ('@@ -%d,%d +%d,%d @@'):format(edits[start][3], removed, edits[start][4], added)
      for e = start, stop do out[#out + 1] = edits[e][1] .. edits[e][2] end
      k = stop + 1
    else
      k = k + 1
    end
  end
  return table.concat(out, '\n')
end

-- The failure message is the diff itself, not luassert's quoted arguments.
local function failWith(arguments, message)
  arguments[1], arguments.n, arguments.nofmt = message, 1, { true }
  return false
end

-- Whether two lists of lines are the same; the failure message (or, for a
-- negated assertion, the lines) goes into `arguments`.
local function compareLines(arguments, expected, actual, actualName)
  for index = 1, math.max(#expected, #actual) do
    if expected[index] ~= actual[index] then
      return failWith(arguments, unifiedDiff(expected, actual, 'expected', actualName))
    end
  end
  failWith(arguments, table.concat(actual, '\n'))
  return true
end

local function checkArgument(value, kind, index, assertion, level)
  if type(value) ~= kind then
    local expected = kind == 'table' and 'a list of lines' or 'a ' .. kind
    error(('bad argument #%d to assert.%s (%s expected, got %s)'):format(index, assertion, expected, type(value)), level + 2)
  end
end

say:set('assertion.trace.failed', 'The lifecycle trace differs from the expected one.\n%s')
say:set('assertion.trace.negated', 'The lifecycle trace was not expected to be:\n%s')
luassert:register('assertion', 'trace', function(_, arguments, level)
  checkArgument(arguments[1], 'table', 1, 'trace', level)
  checkArgument(arguments[2], 'function', 2, 'trace', level)
  return compareLines(arguments, arguments[1], trace.capture(arguments[2]), 'traced')
end, 'assertion.trace.failed', 'assertion.trace.negated')

say:set('assertion.lines.failed', 'The lines differ from the expected ones.\n%s')
say:set('assertion.lines.negated', 'The lines were not expected to be:\n%s')
luassert:register('assertion', 'lines', function(_, arguments, level)
  checkArgument(arguments[1], 'table', 1, 'lines', level)
  checkArgument(arguments[2], 'table', 2, 'lines', level)
  return compareLines(arguments, arguments[1], arguments[2], 'actual')
end, 'assertion.lines.failed', 'assertion.lines.negated')

-- Golden files: __golden__/<spec file name>/<name>.txt beside the spec.
local mode = options.goldenMode
local written, updated, used, specFolders = {}, {}, {}, {}

local function goldenFolder(spec)
  return path.join(path.dirname(spec), '__golden__', path.basename(spec))
end

busted.subscribe({ 'file', 'start' }, function(file)
  specFolders[goldenFolder(file.name)] = true
  return nil, true
end)

local function currentSpecFile()
  local element = busted.context.get()
  while element and element.descriptor ~= 'file' do element = busted.context.parent(element) end
  return element and element.name
end

local function readFile(name)
  local file = io.open(name, 'rb')
  if not file then return nil end
  local text = file:read('a')
  file:close()
  return text
end

local function writeFile(name, text)
  local folder = path.dirname(name)
  if not path.isdir(folder) then
    local ok, err = dir.makepath(folder)
    if not ok then return nil, 'cannot make its folder: ' .. tostring(err):gsub("^mkdir failed for '[^']*': ", '') end
  end
  local file, err = io.open(name, 'wb')
  if not file then return nil, err end
  local ok, writeError = file:write(text)
  file:close()
  if not ok then return nil, writeError end
  return true
end

say:set('assertion.golden.failed', '%s')
say:set('assertion.golden.negated', 'assert.golden cannot be negated%s')
luassert:register('assertion', 'golden', function(state, arguments, level)
  local name, text = arguments[1], arguments[2]
  if type(name) ~= 'string' or name == '' or name:find('%z') or name:find('^/') or name:find('%.%.') then
    error('bad argument #1 to assert.golden (a non-empty relative name without \'..\' expected)', level + 1)
  end
  if type(text) ~= 'string' then
    error('bad argument #2 to assert.golden (a string expected, got ' .. type(text) .. ')', level + 1)
  end
  if not state.mod then return failWith(arguments, '') end
  local spec = currentSpecFile()
  if not spec then error('assert.golden is used outside a spec file', level + 1) end
  local folder = goldenFolder(spec)
  local golden = path.join(folder, name .. '.txt')
  local actualFile = path.join(folder, name .. '.actual.txt')
  used[golden] = true
  local expected = readFile(golden)
  if expected == text and mode ~= 'all' then
    if path.isfile(actualFile) then os.remove(actualFile) end
    return true
  end
  local writes = mode == 'all' or (expected == nil and mode ~= 'none') or (expected ~= nil and mode == 'failed')
  if writes then
    local ok, err = writeFile(golden, text)
    if not ok then return failWith(arguments, 'cannot write golden file ' .. golden .. ': ' .. tostring(err)) end
    if path.isfile(actualFile) then os.remove(actualFile) end
    if expected == nil then
      written[#written + 1] = golden
    elseif expected ~= text then
      updated[#updated + 1] = golden
    end
    return true
  end
  if expected == nil then
    return failWith(arguments, 'golden file ' .. golden .. ' is missing (luaui test -u writes it)')
  end
  writeFile(actualFile, text)
  return failWith(arguments, 'text differs from golden file ' .. golden .. ' (the text is in '
    .. actualFile .. '; luaui test -u takes it)\n'
    .. unifiedDiff(lines(expected), lines(text), golden, 'actual'))
end, 'assertion.golden.failed', 'assertion.golden.negated')

local module = { unifiedDiff = unifiedDiff }

-- After the run, one line each, sorted: the goldens written or updated, and,
-- after a run of every test with no failure, those of the spec files that ran
-- which no assertion used. `report` takes the lines. A worker's go to its
-- parent, which ran no spec itself: its lines are the workers' (`received`).
function module.finish(report, hadFailures, received)
  local lines = {}
  for _, name in ipairs(written) do lines[#lines + 1] = 'golden written: ' .. name end
  for _, name in ipairs(updated) do lines[#lines + 1] = 'golden updated: ' .. name end
  if options.complete and not received then
    for folder in pairs(specFolders) do
      for _, name in ipairs(path.isdir(folder) and dir.getallfiles(folder, '*.txt') or {}) do
        if not used[name] and not name:match('%.actual%.txt$') then
          lines[#lines + 1] = 'golden obsolete (no assertion used it): ' .. name
        end
      end
    end
  end
  for _, line in ipairs(received or {}) do lines[#lines + 1] = line end
  table.sort(lines)
  for _, line in ipairs(lines) do
    if not (hadFailures and line:match('^golden obsolete')) then report:write(line, '\n') end
  end
end

return module
