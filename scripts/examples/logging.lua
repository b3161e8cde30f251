-- Shared by the examples: a controller class whose hooks print
-- `Title -[Class selector] argument` and then call super.
local logging = {}

local function describe(value)
  if type(value) == "userdata" then return value.title or value.className end
  if value == nil then return "nil" end
  return tostring(value)
end

-- Overrides each named hook of `class` (Lua names; a trailing colon in the
-- selector marks an argument) with one that logs and calls the parent's.
function logging.hooks(class, selectors)
  for _, selector in ipairs(selectors) do
    local name = selector:gsub(":", "")
    local takesArgument = selector:sub(-1) == ":"
    class[name] = function(self, ...)
      local line = string.format("%s -[%s %s]", self.title or "?", self.className, selector)
      if takesArgument then line = line .. " " .. describe((...)) end
      print(line)
      return class.super[name](self, ...)
    end
  end
end

logging.appearance = {
  "loadView", "viewDidLoad", "viewWillAppear:", "viewDidAppear:",
  "viewWillDisappear:", "viewDidDisappear:",
}

return logging
