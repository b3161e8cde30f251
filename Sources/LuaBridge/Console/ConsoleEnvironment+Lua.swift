extension ConsoleLibrary {
    /// The environment the console's inputs run in: reads and writes of a name
    /// declared at the prompt (a top-level `local`, `_`) go to the console's own
    /// table, the rest to the globals, so that such names outlive their input
    /// without becoming globals that scripts and modules would see.
    static let environmentSource = """
    local library = ...
    local G, setmetatable, rawget = _G, setmetatable, rawget
    local locals, declared = {}, {}

    library.env = setmetatable({}, {
      __index = function(_, name)
        if declared[name] then return locals[name] end
        return G[name]
      end,
      __newindex = function(_, name, value)
        if declared[name] then locals[name] = value else G[name] = value end
      end,
    })

    function library.declare(...)
      for i = 1, select("#", ...) do declared[select(i, ...)] = true end
    end

    function library.setLast(value)
      declared._ = true
      locals._ = value
    end

    -- A name's value as an input would read it, without metamethods.
    function library.lookup(name)
      if declared[name] then return locals[name] end
      return rawget(G, name)
    end

    function library.declaredNames()
      local names = {}
      for name in next, declared do names[#names + 1] = name end
      return names
    end
    """
}
