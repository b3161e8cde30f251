-- The runner of `luaui test`: busted's own command-line runner (busted.runner),
-- step for step, in a Lua state that holds the UIKit API. What it adds is only
-- what luaui can add: a fresh app before each test, each spec file's Lua classes
-- forgotten and its leaked native objects reported when it ends, the trace and
-- golden assertions, luaui's options beside busted's, and a closing count line.
--
-- `host` holds the Swift side (SpecRunner.swift); the result is the exit status.
local host = ...

-- The modules of the system's Lua packages (busted, luassert, penlight…) load
-- from their compiled forms, which luaui keeps (BytecodeCache.swift): most of
-- a small run's time would go to compiling them.
table.insert(package.searchers, 2, function(name)
  local path = package.searchpath(name, package.path)
  if path and (path:find('^/usr/share/lua/') or path:find('^/usr/local/share/lua/')) then
    return host.loadCompiled(path), path
  end
  return nil
end)

-- luaui's options join busted's in the one command line busted's cli module
-- parses: the cliargs instance it makes gets them first, and its splat no
-- default, so that a run given no path can tell (spec/, else the current folder).
local cliCore
do
  local makeCore = require 'cliargs.core'
  package.loaded['cliargs.core'] = function(...)
    local cli = makeCore(...)
    cliCore = cli
    cli:set_description('Runs busted spec files in luaui: the UIKit API is present, and each test '
      .. 'starts from a fresh app. Without ROOT, runs spec/ if there is one, else the current folder.')
    cli:option('--device=NAME', 'the device each test\'s app runs on', host.defaultDevice)
    cli:option('-j, --jobs=N', 'run the spec files in N worker processes at once', tostring(host.cores))
    cli:option('--timeout=SECONDS', 'fail a spec file its worker has not finished within SECONDS; '
      .. 'with -j 1, stop the run there', '60')
    cli:flag('--[no-]leak-check', 'fail a spec file whose native objects are still alive once it has '
      .. 'ended', true)
    cli:option('-u, --update-golden=MODE', 'which golden files assert.golden writes: missing, failed, '
      .. 'all or none (-u alone: failed)', os.getenv('CI') and 'none' or 'missing')
    local splat = cli.splat
    function cli:splat(key, description, _, ...)
      return splat(self, key, description, nil, ...)
    end
    return cli
  end
end

local path = require 'pl.path'
local tablex = require 'pl.tablex'
local term = require 'term'
local utils = require 'busted.utils'
local loadstring = require 'busted.compatibility'.loadstring

local appName = 'luaui test'
local function fail(message)
  io.stderr:write(appName, ': ', message, '\n')
  return 1
end

-- -u takes its mode only when one follows (cliargs has no optional values).
local goldenModes = { missing = true, failed = true, all = true, none = true }
local function normalizedArguments(arguments)
  local result = {}
  local i = 1
  while i <= #arguments do
    local argument = arguments[i]
    if argument == '--' then
      table.move(arguments, i, #arguments, #result + 1, result)
      break
    elseif argument == '-u' or argument == '--update-golden' then
      if goldenModes[arguments[i + 1]] then
        result[#result + 1] = '--update-golden=' .. arguments[i + 1]
        i = i + 1
      else
        result[#result + 1] = '--update-golden=failed'
      end
    else
      result[#result + 1] = argument
    end
    i = i + 1
  end
  return result
end

local isatty = io.type(io.stdout) == 'file' and term.isatty(io.stdout)
local options = tablex.update(require 'busted.options', { standalone = false })
options.output = isatty and 'utfTerminal' or 'plainTerminal'

local busted = require 'busted.core'()
local cli = require 'busted.modules.cli'(options)
local filterLoader = require 'busted.modules.filter_loader'()
local helperLoader = require 'busted.modules.helper_loader'()
local outputHandlerLoader = require 'busted.modules.output_handler_loader'()
require 'busted'(busted)

cli:set_name(appName)
local arguments = normalizedArguments(arg)
for _, argument in ipairs(arguments) do
  if argument == '--' then break end
  if argument == '--help' or argument == '-h' then
    io.stdout:write(cliCore.printer.generate_help_and_usage(), '\n')
    return 0
  end
end
local cliArgs, err = cli:parse(arguments)
if not cliArgs then
  return fail((err:gsub('^' .. appName:gsub('%p', '%%%0') .. ': ', '')))
end
if cliArgs.version then
  print(busted.version)
  return 0
end
if not goldenModes[cliArgs['update-golden']] then
  return fail("unknown --update-golden mode '" .. tostring(cliArgs['update-golden'])
    .. "' (missing, failed, all or none)")
end
host.setLeakCheck(cliArgs['leak-check'] and not cliArgs.list)
local deviceError = host.setDevice(cliArgs.device)
if deviceError then return fail(deviceError) end

local jobs, timeout = tonumber(cliArgs.jobs), tonumber(cliArgs.timeout)
if not jobs or jobs < 1 or jobs ~= math.floor(jobs) then
  return fail("-j takes a whole number of workers of at least 1, not '" .. tostring(cliArgs.jobs) .. "'")
end
if not timeout or timeout <= 0 or timeout ~= timeout or timeout == math.huge then
  return fail("--timeout takes a positive number of seconds, not '" .. tostring(cliArgs.timeout) .. "'")
end
-- A worker of a parallel run starts where its parent already went.
local worker = host.workerFiles
if not worker then
  local _, chdirError = path.chdir(path.normpath(cliArgs.directory))
  if chdirError then return fail(chdirError) end
end
if cliArgs.coverage then
  local ok, coverageError = require 'busted.modules.luacov'()(cliArgs['coverage-config-file'])
  if not ok then return fail(coverageError) end
end
if not cliArgs['auto-insulate'] then busted.register('file', 'file', {}) end
if cliArgs.lazy then
  busted.register('setup', 'lazy_setup')
  busted.register('teardown', 'lazy_teardown')
end
if #cliArgs.lpath > 0 then package.path = (cliArgs.lpath .. ';' .. package.path):gsub(';;', ';') end
if #cliArgs.cpath > 0 then package.cpath = (cliArgs.cpath .. ';' .. package.cpath):gsub(';;', ';') end
for _, statement in ipairs(cliArgs.e) do loadstring(statement)() end

-- The output handler, by busted's name for it; an unknown one is an error here
-- rather than busted's fallback to the default.
local output = cliArgs.output
if not output:match('%.lua$') and not output:match('%.moon$') then
  local found = package.searchpath('busted.outputHandlers.' .. output, package.path)
    or package.searchpath(output, package.path)
  if not found then
    return fail("unknown output '" .. output .. "' (utfTerminal, plainTerminal, TAP, junit, json, gtest, "
      .. 'or a path to a handler ending in .lua)')
  end
elseif not path.isfile(output) then
  return fail("cannot find output handler '" .. output .. "'")
end
-- What luaui itself reports goes to standard output only beside a handler
-- that prints for people; a stream for machines gets none of it.
local forPeople = ({ utfTerminal = true, plainTerminal = true, gtest = true })[output]
local report = forPeople and io.stdout or io.stderr

local counts = { passed = 0, failed = 0, skipped = 0, tests = 0 }
local quitOnError = not cliArgs['keep-going']
busted.subscribe({ 'error', 'output' }, function(element, _, message)
  io.stderr:write(appName, ': error: cannot load output handler: ', element.name, '\n', message, '\n')
  return nil, true
end)
busted.subscribe({ 'error', 'helper' }, function(element, _, message)
  io.stderr:write(appName, ': error: cannot load helper script: ', element.name, '\n', message, '\n')
  return nil, true
end)
busted.subscribe({ 'error' }, function(element)
  if element.descriptor ~= 'it' then counts.failed = counts.failed + 1 end
  busted.skipAll = quitOnError
  return nil, true
end)
busted.subscribe({ 'failure' }, function(element)
  if element.descriptor ~= 'it' then counts.failed = counts.failed + 1 end
  busted.skipAll = quitOnError
  return nil, true
end)
busted.subscribe({ 'test', 'start' }, function()
  counts.tests = counts.tests + 1
  return nil, true
end)
busted.subscribe({ 'test', 'end' }, function(_, _, status)
  if status == 'success' then
    counts.passed = counts.passed + 1
  elseif status == 'pending' then
    counts.skipped = counts.skipped + 1
  else
    counts.failed = counts.failed + 1
  end
  return nil, true
end)

busted.sort = cliArgs['sort-tests']
busted.randomize = cliArgs['shuffle-tests']
busted.randomseed = tonumber(cliArgs.seed) or utils.urandom() or os.time()

-- A worker sends its events to its parent, whose output handler prints them.
local parallel = host.chunk('spec_parallel')(busted, host)
local events = worker and parallel.sendEvents()
if not worker then
  outputHandlerLoader(busted, output, {
    defaultOutput = options.output,
    enableSound = cliArgs['enable-sound'],
    verbose = cliArgs.verbose,
    suppressPending = cliArgs['suppress-pending'],
    language = cliArgs.lang,
    deferPrint = cliArgs['defer-print'],
    arguments = cliArgs.Xoutput,
  })
end

if cliArgs.helper and cliArgs.helper ~= '' then
  local ok, helperError = helperLoader(busted, cliArgs.helper, {
    verbose = cliArgs.verbose, language = cliArgs.lang, arguments = cliArgs.Xhelper,
  })
  if not ok then
    return fail('failed running the helper ' .. cliArgs.helper .. ': ' .. tostring(helperError))
  end
end

filterLoader(busted, {
  tags = cliArgs.tags,
  excludeTags = cliArgs['exclude-tags'],
  filter = cliArgs.filter,
  filterOut = cliArgs['filter-out'],
  list = cliArgs.list,
  nokeepgoing = not cliArgs['keep-going'],
  suppressPending = cliArgs['suppress-pending'],
})

local assertions = host.chunk('spec_assertions')(busted, {
  goldenMode = cliArgs['update-golden'],
  snapshotPNG = host.snapshotPNG,
  comparePNG = host.comparePNG,
  complete = #cliArgs.filter == 0 and #cliArgs['filter-out'] == 0 and #cliArgs.tags == 0
    and #cliArgs['exclude-tags'] == 0 and not cliArgs.list,
})

-- An error raised in a hook the engine called names the hook.
local rewriteMessage = busted.rewriteMessage
function busted.rewriteMessage(element, message, trace)
  local text = rewriteMessage(element, message, trace)
  local hook = type(message) == 'string' and host.hookOf(message)
  if hook and type(text) == 'string' then text = text .. ' (raised in ' .. hook .. ')' end
  return text
end

-- Before every test's own before_each, at the root of the tree: a fresh app.
-- The hook is kept out of the root's children, which --shuffle shuffles with
-- the files: with it among them, a seed would order files unlike busted's.
-- A new run (--repeat) makes a new context, where it is attached again.
local freshApp
local function addFreshAppHook()
  local root = busted.context.get()
  if freshApp then
    busted.context.attach(freshApp)
  else
    busted.executors.before_each(function() host.restartApp() end)
    freshApp = root.before_each[#root.before_each]
  end
  table.remove(busted.context.children(root))
end
addFreshAppHook()
busted.subscribe({ 'suite', 'reset' }, function()
  addFreshAppHook()
  return nil, true
end, { priority = 1 })

-- The functions a file's blocks hold, let go when the file ends, so that what
-- only they hold is freed.
local function releaseBlocks(element)
  for _, child in ipairs(busted.context.children(element)) do
    releaseBlocks(child)
    child.run, child.env = nil, nil
  end
end

-- Each file: its Lua classes forgotten when it ends, and the native objects it
-- made that are still alive then reported as an error of the file. The end is
-- settled once busted is done with the file (at the next file's start, or the
-- suite's end, before the output handler's): until then busted's own state of
-- the file (its insulation) still holds what the file loaded.
local ended
local function settleEndedFile()
  if not ended then return nil, true end
  local file, marks = ended.file, ended.marks
  ended = nil
  releaseBlocks(file)
  local leaks = host.endFile(table.unpack(marks))
  if leaks then busted.publish({ 'error', 'file' }, file, nil, file.name .. ': ' .. leaks, {}) end
  if events then events.fileDone(file.name) end
  return nil, true
end
local fileMarks = {}
-- Whether the files run in this process, not in workers, and not as a worker
-- (whose parent times its files): a file that runs past the timeout then
-- stops the run, which cannot go on in a state that a file hangs.
local timesFiles = false
local function fileOf(element)
  while element and element.descriptor ~= 'file' do element = busted.context.parent(element) end
  return element or { name = '?' }
end
local function overrun(fileName, testName)
  local where = testName and (' in the test "' .. tostring(testName) .. '"') or ''
  return fileName .. ' did not finish within ' .. cliArgs.timeout .. ' s (--timeout)' .. where
    .. '; the run stops here (with -j 2 or more, only that file fails)'
end
busted.subscribe({ 'file', 'start' }, function(file)
  settleEndedFile()
  fileMarks[file] = { host.beginFile(file.name) }
  if timesFiles then host.setDeadline(timeout, overrun(file.name, nil)) end
  return nil, true
end, { priority = 1 })
busted.subscribe({ 'test', 'start' }, function(test)
  if timesFiles then host.renameDeadline(overrun(fileOf(test).name, test.name)) end
  return nil, true
end, { priority = 1 })
busted.subscribe({ 'file', 'end' }, function(file)
  ended = { file = file, marks = fileMarks[file] }
  fileMarks[file] = nil
  return nil, true
end)
busted.subscribe({ 'suite', 'end' }, function()
  if timesFiles then host.setDeadline(nil, '') end
  return settleEndedFile()
end, { priority = 1 })

local roots = worker or cliArgs.ROOT
if not roots or #roots == 0 then
  roots = { path.isdir('spec') and 'spec' or '.' }
end
for _, root in ipairs(roots) do
  if not path.exists(root) then return fail('cannot find ' .. root) end
end
local loadTestFiles, _, listTestFiles = require 'busted.modules.test_file_loader'(busted, cliArgs.loaders)
local fileOptions = {
  excludes = cliArgs['exclude-pattern'],
  verbose = cliArgs.verbose,
  recursive = cliArgs.recursive,
}
local files = listTestFiles(roots, cliArgs.pattern, fileOptions)
if #files == 0 then
  return fail('no spec files in ' .. table.concat(roots, ', ') .. ' match the pattern '
    .. table.concat(cliArgs.pattern, ', '))
end

local notices
if jobs > 1 and #files > 1 and not cliArgs.list and not worker then
  -- In the order -j 1 runs them; each worker gets this run's seed.
  if cliArgs['sort-files'] then
    table.sort(files)
  elseif cliArgs['shuffle-files'] then
    utils.shuffle(files, busted.randomseed)
  end
  -- Options given last win: these, before any `--`.
  local workerArguments = tablex.copy(arguments)
  local at = tablex.find(workerArguments, '--') or #workerArguments + 1
  table.insert(workerArguments, at, '--seed=' .. tostring(busted.randomseed))
  table.insert(workerArguments, at + 1, '--repeat=1')
  notices = parallel.run(files, {
    runs = cliArgs['repeat'], arguments = workerArguments, jobs = jobs, timeout = timeout,
  })
else
  timesFiles = not worker and not cliArgs.list
  loadTestFiles(roots, cliArgs.pattern, fileOptions)
  if events then events.loaded() end
  require 'busted.execute'(busted)(cliArgs['repeat'], {
    seed = cliArgs.seed,
    shuffle = cliArgs['shuffle-files'],
    sort = cliArgs['sort-files'],
  })
end
busted.publish({ 'exit' })

if worker then
  assertions.finish(events, false)
  return 0
end
assertions.finish(report, counts.failed > 0, notices)
if cliArgs.list then return 0 end
if counts.tests == 0 and counts.failed == 0 then
  return fail('no tests ran: ' .. #files .. ' spec file' .. (#files == 1 and '' or 's')
    .. ' in ' .. table.concat(roots, ', ') .. ' matched the pattern '
    .. table.concat(cliArgs.pattern, ', ') .. ', but none of their tests passed the filters')
end
report:write(('%d passed, %d failed, %d skipped\n'):format(counts.passed, counts.failed, counts.skipped))
return counts.failed == 0 and 0 or 1
