-- A busted output handler for comparing runners: one line per test that ends
-- (its status: success, failure, error or pending) and per error or failure
-- raised outside a test (in a hook, or while loading a file), with the
-- element's full name and the first line of its message. busted's json
-- handler would serve, but it writes nothing for a run that declares a
-- `pending("…")` without a function (busted 2.1.1).
return function(options)
  local busted = require 'busted'
  local handler = require 'busted.outputHandlers.base'()

  local function firstLine(message)
    if message == nil then return '' end
    if type(message) ~= 'string' then message = require('pl.pretty').write(message, '') end
    return (message:match('^[^\n]*'))
  end

  local function emit(status, element, message)
    io.write(status, ' | ', element.descriptor, ' | ', handler.getFullName(element), ' | ', firstLine(message), '\n')
  end

  busted.subscribe({ 'test', 'end' }, function(element, _, status)
    emit(status, element, element.message)
    return nil, true
  end)
  for _, status in ipairs({ 'error', 'failure' }) do
    busted.subscribe({ status }, function(element, _, message)
      if element.descriptor ~= 'it' then emit(status, element, message) end
      return nil, true
    end)
    busted.subscribe({ status, 'it' }, function(element, _, message)
      element.message = message
      return nil, true
    end)
  end
  busted.subscribe({ 'suite', 'end' }, function()
    io.flush()
    return nil, true
  end)
  return handler
end
