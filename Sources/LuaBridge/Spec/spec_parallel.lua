-- `luaui test -j N`: spec files in worker processes (SpecWorkers.swift). A
-- worker runs its files as -j 1 would and sends busted's events, one a line,
-- as Lua table constructors (which the parent reads with Lua's own parser);
-- the parent replays them into its own output handler in the order -j 1 runs
-- the files, so that what it prints is what -j 1 prints. What a spec prints
-- with `print` or `io.write` travels among the events, in its place; anything
-- else a worker writes comes after its files.
local busted, host = ...

-- A value of plain data as a Lua constructor on one line.
local function serialize(value, out)
  local kind = type(value)
  if kind == 'string' then
    out[#out + 1] = (('%q'):format(value):gsub('\\\n', '\\n'))
  elseif kind == 'number' then
    out[#out + 1] = math.type(value) == 'integer' and ('%d'):format(value)
      or (value ~= value and '0/0') or (value == math.huge and '1/0') or (value == -math.huge and '-1/0')
      or ('%.17g'):format(value)
  elseif kind == 'boolean' then
    out[#out + 1] = tostring(value)
  elseif kind == 'table' then
    out[#out + 1] = '{'
    for key, field in pairs(value) do
      out[#out + 1] = '['
      serialize(key, out)
      out[#out + 1] = ']='
      serialize(field, out)
      out[#out + 1] = ','
    end
    out[#out + 1] = '}'
  else
    out[#out + 1] = 'nil'
  end
  return out
end

local function encode(event) return table.concat(serialize(event, {})) end

-- An event line back as a table; nil if the line is not one. The constructor
-- runs with no environment: it can only build a table.
local function decode(line)
  local chunk = load('return ' .. line, '=event', 't', {})
  local ok, event = pcall(chunk or error)
  return ok and type(event) == 'table' and event or nil
end

local parallel = {}

-- Elements travel as their plain fields: a trace, a name, timings.
local function plain(value, depth)
  if type(value) ~= 'table' then
    return (type(value) == 'string' or type(value) == 'number' or type(value) == 'boolean') and value or nil
  end
  if depth > 4 then return nil end
  local copy = {}
  for key, field in pairs(value) do
    if (type(key) == 'string' or type(key) == 'number') and key ~= 'env' and key ~= 'envmode' then
      copy[key] = plain(field, depth + 1)
    end
  end
  return copy
end

local elementFields = {
  'descriptor', 'name', 'trace', 'attributes', 'starttick', 'endtick', 'starttime', 'endtime', 'duration', 'message',
}

-- The arguments after an event's element and parent, each in a box of its
-- own, so that a nil among them keeps its place.
local function rest(...)
  local boxes = {}
  for index = 1, select('#', ...) do boxes[index] = { value = plain((select(index, ...)), 0) } end
  return boxes
end

-- The worker's side: every event of busted's that an output handler reads, sent.
function parallel.sendEvents()
  local ids, count = {}, 0
  local function send(event) host.sendEvent(encode(event)) end

  local function reference(element, defined)
    if element == nil then return nil end
    local parent = busted.context.parent(element)
    if parent == nil and element.descriptor == 'suite' then return 0 end
    local id = ids[element]
    if not id then
      count = count + 1
      id = count
      ids[element] = id
      defined[#defined + 1] = { id = id, parent = reference(parent, defined) }
    end
    return id
  end

  -- An event on `channel`: its element and parent by reference, with the
  -- element's plain fields as they are now, and the arguments after them.
  local function event(channel, element, parent, ...)
    local defined = {}
    local sent = { kind = 'busted', channel = channel, defined = defined, rest = rest(...) }
    if type(element) == 'table' and element.descriptor ~= nil then
      sent.element = reference(element, defined)
      sent.parent = reference(parent, defined)
      sent.fields = {}
      for _, name in ipairs(elementFields) do sent.fields[name] = plain(element[name], 0) end
    end
    return sent
  end

  for _, channel in ipairs({ { 'file', 'start' }, { 'file', 'end' }, { 'describe', 'start' }, { 'describe', 'end' },
                             { 'test', 'start' }, { 'test', 'end' } }) do
    busted.subscribe(channel, function(...)
      send(event(channel, ...))
      return nil, true
    end)
  end
  -- Errors, failures and pendings are published on their element's descriptor.
  for _, status in ipairs({ 'error', 'failure', 'pending' }) do
    busted.subscribe({ status }, function(element, ...)
      local descriptor = type(element) == 'table' and element.descriptor or nil
      send(event({ status, descriptor }, element, ...))
      return nil, true
    end)
  end

  local function output(text) send({ kind = 'output', text = text }) end
  print = function(...)
    local parts = {}
    for index = 1, select('#', ...) do parts[index] = tostring((select(index, ...))) end
    output(table.concat(parts, '\t') .. '\n')
  end
  io.write = function(...)
    for index = 1, select('#', ...) do
      local value = select(index, ...)
      if math.type(value) == 'float' then value = ('%.14g'):format(value) end
      output(tostring(value))
    end
    return io.stdout
  end

  -- The files' places in the worker's list, which the `#done` lines give.
  local places = {}
  for index, file in ipairs(host.workerFiles) do places[file] = index - 1 end
  local function done(file)
    if places[file] then host.sendEvent('#done ' .. places[file]) end
    places[file] = nil
  end

  return {
    -- What the assertions report at the end, for the parent to print.
    write = function(_, ...)
      local text = table.concat({ ... }):gsub('\n$', '')
      send({ kind = 'notice', text = text })
    end,
    fileDone = done,
    -- The files that did not load (their error is sent) will not run.
    loaded = function()
      local registered = {}
      for _, child in ipairs(busted.context.children(busted.context.get())) do
        if child.descriptor == 'file' then registered[child.name] = true end
      end
      for _, file in ipairs(host.workerFiles) do
        if not registered[file] then done(file) end
      end
    end,
  }
end

-- Consecutive files, a few units a worker: a process costs its start, and
-- units small enough keep the workers equally busy.
local function units(files, jobs)
  local size = math.max(1, math.ceil(#files / (jobs * 2)))
  local result = {}
  for first = 1, #files, size do
    result[#result + 1] = table.move(files, first, math.min(first + size - 1, #files), 1, {})
  end
  return result
end

-- The parent's side: runs `files` in workers and replays their events, run
-- after run (--repeat). `notices` collects the lines the workers' assertions
-- report for the end of the run.
function parallel.run(files, options)
  local notices = {}
  local root
  for run = 1, options.runs do
    if run > 1 then
      busted.context.clear()
      busted.safe_publish('suite', { 'suite', 'reset' }, busted.context.get(), run, options.runs)
    end
    root = busted.context.get()
    local seed = busted.randomize and busted.randomseed or nil
    if busted.safe_publish('suite', { 'suite', 'start' }, root, run, options.runs, seed) then
      host.startWorkers(options.arguments, units(files, options.jobs), options.jobs, options.timeout)
      local result = host.nextWorkerResult()
      while result do
        parallel.replay(result, root, notices)
        if busted.skipAll then break end
        result = host.nextWorkerResult()
      end
      host.stopWorkers()
    end
    busted.safe_publish('suite', { 'suite', 'end' }, root, run, options.runs)
    if busted.skipAll then break end
  end
  return notices
end

local function attach(element, parent)
  busted.context.push(parent)
  busted.context.attach(element)
  busted.context.pop()
end

-- A unit's events, then what its workers wrote besides. A `#crashed` line
-- fails the file a worker was in when it ended, naming the last test it began.
function parallel.replay(result, root, notices)
  local elements = { [0] = root }
  local openFile, lastTest

  local function crashed(file, why)
    local fileElement = openFile
    if not (fileElement and fileElement.name == file) then
      fileElement = { descriptor = 'file', name = file, attributes = {} }
      attach(fileElement, root)
      busted.publish({ 'file', 'start' }, fileElement, root)
      lastTest = nil
    end
    local where = lastTest and (' in the test "' .. tostring(lastTest.name) .. '"') or ''
    busted.publish({ 'error', 'file' }, fileElement, root, file .. ': its worker ' .. why .. where, {})
    busted.publish({ 'file', 'end' }, fileElement, root)
    openFile, lastTest = nil, nil
  end

  for line in result.events:gmatch('[^\n]+') do
    local crashedFile, why = line:match('^#crashed ([^\t]*)\t(.*)$')
    if crashedFile then
      crashed(crashedFile, why)
    elseif line:sub(1, 1) ~= '#' then
      local event = decode(line)
      if event then parallel.publish(event, elements, root, notices) end
      if event and event.kind == 'busted' then
        local element = event.element and elements[event.element]
        if event.channel[1] == 'file' then
          openFile = event.channel[2] == 'start' and element or nil
        elseif event.channel[1] == 'test' and event.channel[2] == 'start' then
          lastTest = element
        end
      end
    end
  end
  io.stdout:write(result.output)
  io.stderr:write(result.errors)
end

-- One event of a worker's, published here.
function parallel.publish(event, elements, root, notices)
  if event.kind == 'output' then
    io.stdout:write(event.text)
    io.stdout:flush()
  elseif event.kind == 'notice' then
    notices[#notices + 1] = event.text
  elseif event.kind == 'busted' then
    for _, definition in ipairs(event.defined or {}) do
      local element = { attributes = {} }
      elements[definition.id] = element
      attach(element, elements[definition.parent] or root)
    end
    local element = event.element and elements[event.element] or {}
    for name, value in pairs(event.fields or {}) do
      element[name] = name == 'attributes' and {} or value
    end
    local arguments = { element, event.parent and elements[event.parent] }
    local rest = event.rest or {}
    for index, box in ipairs(rest) do arguments[index + 2] = box.value end
    busted.publish(event.channel, table.unpack(arguments, 1, #rest + 2))
  end
end

return parallel
