-- luassert assertions only luaui has: assert.trace, which compares the engine's
-- lifecycle lines with the expected ones, assert.lines, which compares two
-- lists of lines, assert.golden, which compares a text with a golden file
-- kept beside the spec, and assert.snapshot, which compares a view's pixels
-- with a reference image kept there. They fail with a unified diff, or for an
-- image with the count of differing pixels and an image of them.
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
  specFolders[goldenFolder(file.name)] = '*.txt'
  specFolders[path.join(path.dirname(file.name), '__snapshots__', path.basename(file.name))] = '*.png'
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

local function checkName(name, assertion, level)
  if type(name) ~= 'string' or name == '' or name:find('%z') or name:find('^/') or name:find('%.%.') then
    error(('bad argument #1 to assert.%s (a non-empty relative name without \'..\' expected)'):format(assertion), level + 2)
  end
end

-- What assert.golden and assert.snapshot share: `reference` is the file the
-- value is compared with, a `label` such as 'golden file' (`matches(expected)`
-- answers true, or false and why),
-- `actualFile` where a differing value is left for a look, `leftovers` other
-- files a failure leaves, removed once the value matches again.
local function checkReference(arguments, label, value, reference, actualFile, leftovers, matches)
  used[reference] = true
  local function removeLeftovers()
    for _, name in ipairs({ actualFile, table.unpack(leftovers) }) do
      if path.isfile(name) then os.remove(name) end
    end
  end
  local expected = readFile(reference)
  local same, why = false, nil
  if expected ~= nil then
    same, why = matches(expected)
    if same and mode ~= 'all' then
      removeLeftovers()
      return true
    end
  end
  local writes = mode == 'all' or (expected == nil and mode ~= 'none') or (expected ~= nil and mode == 'failed')
  if writes then
    local ok, err = writeFile(reference, value)
    if not ok then return failWith(arguments, 'cannot write ' .. label .. ' ' .. reference .. ': ' .. tostring(err)) end
    removeLeftovers()
    if expected == nil then
      written[#written + 1] = reference
    elseif not same then
      updated[#updated + 1] = reference
    end
    return true
  end
  if expected == nil then
    return failWith(arguments, label .. ' ' .. reference .. ' is missing (luaui test -u writes it)')
  end
  writeFile(actualFile, value)
  return failWith(arguments, why)
end

local function referenceFolder(level, assertion, kind)
  local spec = currentSpecFile()
  if not spec then error('assert.' .. assertion .. ' is used outside a spec file', level + 2) end
  return path.join(path.dirname(spec), kind, path.basename(spec))
end

say:set('assertion.golden.failed', '%s')
say:set('assertion.golden.negated', 'assert.golden cannot be negated%s')
luassert:register('assertion', 'golden', function(state, arguments, level)
  local name, text = arguments[1], arguments[2]
  checkName(name, 'golden', level)
  if type(text) ~= 'string' then
    error('bad argument #2 to assert.golden (a string expected, got ' .. type(text) .. ')', level + 1)
  end
  if not state.mod then return failWith(arguments, '') end
  local folder = referenceFolder(level, 'golden', '__golden__')
  local golden, actualFile = path.join(folder, name .. '.txt'), path.join(folder, name .. '.actual.txt')
  return checkReference(arguments, 'golden file', text, golden, actualFile, {}, function(expected)
    if expected == text then return true end
    return false, 'text differs from golden file ' .. golden .. ' (the text is in '
      .. actualFile .. '; luaui test -u takes it)\n'
      .. unifiedDiff(lines(expected), lines(text), golden, 'actual')
  end)
end, 'assertion.golden.failed', 'assertion.golden.negated')

-- Reference images: __snapshots__/<spec file name>/<name>.png beside the spec,
-- compared pixel by pixel; a pixel matches when none of its components
-- differs by more than the tolerance (0 to 255, 0 unless given).
say:set('assertion.snapshot.failed', '%s')
say:set('assertion.snapshot.negated', 'assert.snapshot cannot be negated%s')
luassert:register('assertion', 'snapshot', function(state, arguments, level)
  local name, view, tolerance = arguments[1], arguments[2], arguments[3] or 0
  checkName(name, 'snapshot', level)
  if type(view) ~= 'userdata' then
    error('bad argument #2 to assert.snapshot (a UIView expected, got ' .. type(view) .. ')', level + 1)
  end
  if math.type(tolerance) ~= 'integer' or tolerance < 0 or tolerance > 255 then
    error('bad argument #3 to assert.snapshot (a tolerance from 0 to 255 expected)', level + 1)
  end
  if not state.mod then return failWith(arguments, '') end
  local folder = referenceFolder(level, 'snapshot', '__snapshots__')
  local reference = path.join(folder, name .. '.png')
  local actualFile, diffFile = path.join(folder, name .. '.actual.png'), path.join(folder, name .. '.diff.png')
  local ok, png = pcall(options.snapshotPNG, view)
  if not ok then error('assert.snapshot: ' .. tostring(png), level + 1) end
  return checkReference(arguments, 'reference image', png, reference, actualFile, { diffFile }, function(expected)
    local compared, count, largest = pcall(options.comparePNG, expected, png, tolerance, diffFile)
    if not compared then
      return false, 'snapshot differs from ' .. reference .. ': ' .. tostring(count)
        .. ' (the snapshot is in ' .. actualFile .. '; luaui test -u takes it)'
    end
    if count == 0 then return true end
    return false, ('%d pixel%s of the snapshot differ from %s by up to %d (tolerance %d): the snapshot is in %s, '
      .. 'the differences in %s (luaui test -u takes the snapshot)'):format(count, count == 1 and '' or 's',
      reference, largest, tolerance, actualFile, diffFile)
  end)
end, 'assertion.snapshot.failed', 'assertion.snapshot.negated')

-- luassert's own `assert:snapshot()` (a saved state of spies and stubs, called
-- with a colon) is a field that hides a registered assertion of that name:
-- a call with a colon still reaches it, any other call the assertion. The
-- tail call leaves no frame between the spec and luassert's error levels.
local savedState = luassert.snapshot
rawset(luassert, 'snapshot', function(first, ...)
  if first == luassert then return savedState(first, ...) end
  return luassert.state().snapshot(first, ...)
end)

local module = { unifiedDiff = unifiedDiff }

-- After the run, one line each, sorted: the goldens written or updated, and,
-- after a run of every test with no failure, those of the spec files that ran
-- which no assertion used. `report` takes the lines. A worker's go to its
-- parent, which ran no spec itself: its lines are the workers' (`received`).
function module.finish(report, hadFailures, received)
  local lines = {}
  local function kind(name) return name:match('%.png$') and 'snapshot' or 'golden' end
  for _, name in ipairs(written) do lines[#lines + 1] = kind(name) .. ' written: ' .. name end
  for _, name in ipairs(updated) do lines[#lines + 1] = kind(name) .. ' updated: ' .. name end
  if options.complete and not received then
    for folder, pattern in pairs(specFolders) do
      for _, name in ipairs(path.isdir(folder) and dir.getallfiles(folder, pattern) or {}) do
        if not used[name] and not name:match('%.actual%.%a+$') and not name:match('%.diff%.png$') then
          lines[#lines + 1] = kind(name) .. ' obsolete (no assertion used it): ' .. name
        end
      end
    end
  end
  for _, line in ipairs(received or {}) do lines[#lines + 1] = line end
  table.sort(lines)
  for _, line in ipairs(lines) do
    if not (hadFailures and line:match('^%a+ obsolete')) then report:write(line, '\n') end
  end
end

return module
