extension ConsoleLibrary {
    /// Tab completion: what may replace the identifier before the cursor. After
    /// `a.b.` or `a.b:` the chain is evaluated (tables read raw, so that no
    /// `__index` function runs; objects' properties through the bridge) and
    /// the value's names offered: a table's keys along its `__index` tables, an
    /// object's or class's methods and properties from the bridge and an
    /// object's own fields
    /// (`luaui.introspection`), a string's methods. Elsewhere the names in scope:
    /// the prompt's locals, the globals, Lua's keywords. After `:` at the start
    /// of a line, the meta-commands and their arguments.
    static let completionSource = """
    local library, helpers = ...
    local next, type, pcall, rawget, tostring = next, type, pcall, rawget, tostring
    local getmeta = type(debug) == "table" and debug.getmetatable or getmetatable
    local sort = table.sort
    local match, sub, gmatch, find = string.match, string.sub, string.gmatch, string.find
    local introspection = helpers.introspection
    local string = string
    local G = _G

    local function isName(key)
      return type(key) == "string" and match(key, "^[%a_][%w_]*$") ~= nil
    end

    local function addTableKeys(names, t)
      for _ = 1, 16 do
        if type(t) ~= "table" then return end
        for key in next, t do
          if isName(key) then names[key] = true end
        end
        local metatable = getmeta(t)
        t = metatable and rawget(metatable, "__index")
      end
    end

    local function addList(names, list)
      if type(list) ~= "table" then return end
      for _, name in next, list do names[name] = true end
    end

    local function addClassNames(names, class, separator)
      local ok, methods = pcall(introspection.methods, class)
      if ok then addList(names, methods) end
      if separator == ":" then
        names.subclass = true
      else
        local ok, properties = pcall(introspection.properties, class)
        if ok and type(properties) == "table" then
          for name in next, properties do names[name] = true end
        end
      end
    end

    local function namesOf(value, separator)
      local names = {}
      local class = helpers.classOf(value)
      if class ~= nil then
        addClassNames(names, class, separator)
        if type(value) == "table" then
          addTableKeys(names, value)
        else
          addTableKeys(names, helpers.fieldsOf(value))
        end
      elseif type(value) == "table" then
        addTableKeys(names, value)
      elseif type(value) == "string" then
        addTableKeys(names, string)
      end
      return names
    end

    -- One step of `a.b.c`: tables are read raw along their `__index` tables;
    -- objects and class tables (whose `__index` is the bridge's) are indexed
    -- as usual, which may load a controller's view.
    local function field(value, name)
      if type(value) == "string" then return string[name] end
      if helpers.classOf(value) ~= nil then
        local ok, result = pcall(function() return value[name] end)
        return ok and result or nil
      end
      for _ = 1, 16 do
        if type(value) ~= "table" then return nil end
        local result = rawget(value, name)
        if result ~= nil then return result end
        local metatable = getmeta(value)
        value = metatable and rawget(metatable, "__index")
      end
    end

    local function resolve(chain)
      local value
      for name in gmatch(chain, "[^.]+") do
        if value == nil then value = library.lookup(name) else value = field(value, name) end
        if value == nil then return nil end
      end
      return value
    end

    local function matching(names, partial)
      local result = {}
      for name in next, names do
        if sub(name, 1, #partial) == partial then result[#result + 1] = name end
      end
      sort(result)
      return result
    end

    function library.complete(line)
      local partial = match(line, "[%a_][%w_]*$") or ""
      local before = sub(line, 1, #line - #partial)
      if match(before, "^%s*:$") then
        return matching(helpers.metaCommands, partial)
      end
      local command = match(before, "^%s*:(%a+)%s+$")
      if command and helpers.metaArguments[command] then
        return matching(helpers.metaArguments[command], partial)
      end
      local chain, separator = match(before, "([%a_][%w_.]*)([.:])$")
      if chain and not find(chain, "..", 1, true) and sub(chain, -1) ~= "." then
        local value = resolve(chain)
        if value == nil then return {} end
        return matching(namesOf(value, separator), partial)
      end
      if match(sub(before, -1), "[%w_.:]") then return {} end
      local names = {}
      addTableKeys(names, G)
      for _, name in next, library.declaredNames() do names[name] = true end
      for word in next, library.keywords do names[word] = true end
      return matching(names, partial)
    end
    """
}
