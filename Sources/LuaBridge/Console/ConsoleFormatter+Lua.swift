extension ConsoleLibrary {
    /// How results print: strings as they are at the top and quoted inside
    /// tables; objects by their description (a native object's is UIKit's, with
    /// its session id); functions, threads and plain userdata by a stable id in
    /// place of an address; tables with their array part first, then their other
    /// keys sorted (numbers, strings, booleans, the rest), nested to `maxDepth`,
    /// cut after `maxItems` entries each and `maxTotal` in all, a table met again
    /// inside itself printed `<cycle>`; at the top, a table too wide for one line
    /// is spread over several. Everything is read raw, so metamethods
    /// other than `__tostring` never run, and `__tostring`'s errors are shown,
    /// not raised.
    static let formatterSource = """
    local library = ...
    local next, type, tostring, rawget, pcall, select, setmetatable =
          next, type, tostring, rawget, pcall, select, setmetatable
    local getmeta = type(debug) == "table" and debug.getmetatable or getmetatable
    local concat = table.concat
    local format, gsub, match = string.format, string.gsub, string.match
    local mathtype = math.type

    local maxDepth, maxItems, maxTotal, maxWidth = 4, 50, 1000, 80

    local ids, lastId = setmetatable({}, {__mode = "k"}), 0
    local function idOf(value)
      local id = ids[value]
      if not id then
        lastId = lastId + 1
        id = lastId
        ids[value] = id
      end
      return id
    end
    library.idOf = idOf

    local keywords = {}
    for word in ("and break do else elseif end false for function goto if in local nil not or repeat return then true until while"):gmatch("%a+") do
      keywords[word] = true
    end
    library.keywords = keywords

    local function hasToString(value)
      local metatable = getmeta(value)
      return metatable ~= nil and rawget(metatable, "__tostring") ~= nil
    end

    -- A description with any address in it (a file handle's) given a stable id.
    local function described(value)
      local ok, text = pcall(tostring, value)
      if not ok then
        return format("<%s #%d: __tostring failed: %s>", type(value), idOf(value),
                      type(text) == "string" and text or type(text))
      end
      return (gsub(text, "0x%x+", function() return "#" .. idOf(value) end))
    end

    local function quoted(text)
      return (gsub(format("%q", text), "\\\\\\n", "\\\\n"))
    end

    local rank = {number = 1, string = 2, boolean = 3}
    local function before(a, b)
      local ra, rb = rank[type(a)] or 4, rank[type(b)] or 4
      if ra ~= rb then return ra < rb end
      if ra <= 2 then return a < b end
      if ra == 3 then return a == false and b == true end
      return idOf(a) < idOf(b)
    end

    -- Keeps in `keys` the `limit` first keys in order, without sorting them all.
    local function insertBounded(keys, key, limit)
      local size = #keys
      if size >= limit then
        if not before(key, keys[size]) then return end
        keys[size] = nil
        size = size - 1
      end
      local i = size
      while i >= 1 and before(key, keys[i]) do
        keys[i + 1] = keys[i]
        i = i - 1
      end
      keys[i + 1] = key
    end

    local budget
    local render

    local function keyText(key, depth, path)
      if type(key) == "string" and match(key, "^[%a_][%w_]*$") and not keywords[key] then return key end
      return "[" .. render(key, depth + 1, path) .. "]"
    end

    local function entries(t, depth, path)
      local parts = {}
      local length = 0
      while rawget(t, length + 1) ~= nil do length = length + 1 end
      local shown = 0
      while shown < length and shown < maxItems and budget > 0 do
        shown = shown + 1
        budget = budget - 1
        parts[#parts + 1] = render(rawget(t, shown), depth + 1, path)
      end
      local keys, count = {}, 0
      for key in next, t do
        if not (mathtype(key) == "integer" and key >= 1 and key <= length) then
          count = count + 1
          insertBounded(keys, key, maxItems)
        end
      end
      local room = maxItems - shown
      local shownKeys = 0
      for i = 1, #keys do
        if shownKeys >= room or budget <= 0 then break end
        shownKeys = shownKeys + 1
        budget = budget - 1
        local key = keys[i]
        parts[#parts + 1] = keyText(key, depth, path) .. " = " .. render(rawget(t, key), depth + 1, path)
      end
      local omitted = (length - shown) + (count - shownKeys)
      if omitted > 0 then parts[#parts + 1] = format("… (%d more)", omitted) end
      return parts
    end

    local function renderTable(t, depth, path, multiline)
      if hasToString(t) then return described(t) end
      if path[t] then return "<cycle>" end
      if depth >= maxDepth then return next(t) == nil and "{}" or "{…}" end
      path[t] = true
      local parts = entries(t, depth, path)
      path[t] = nil
      if #parts == 0 then return "{}" end
      local line = "{" .. concat(parts, ", ") .. "}"
      if multiline and #line > maxWidth then
        -- Entries packed into lines of the width, each line indented.
        local lines, current = {}, nil
        for i = 1, #parts do
          local part = parts[i] .. (i < #parts and "," or "")
          if current and #current + 1 + #part <= maxWidth - 2 then
            current = current .. " " .. part
          else
            if current then lines[#lines + 1] = current end
            current = part
          end
        end
        lines[#lines + 1] = current
        return "{\\n  " .. concat(lines, "\\n  ") .. "\\n}"
      end
      return line
    end

    function render(value, depth, path, multiline)
      local kind = type(value)
      if kind == "string" then return quoted(value)
      elseif kind == "number" or kind == "boolean" or kind == "nil" then return tostring(value)
      elseif kind == "table" then return renderTable(value, depth, path, multiline)
      elseif kind == "userdata" and hasToString(value) then return described(value)
      else return format("<%s #%d>", kind, idOf(value))
      end
    end

    -- The results of an input, as the console prints them: tab-separated.
    function library.format(...)
      local count = select("#", ...)
      local parts = {}
      for i = 1, count do
        local value = select(i, ...)
        budget = maxTotal
        parts[i] = type(value) == "string" and value or render(value, 0, {}, count == 1)
      end
      return concat(parts, "\\t")
    end
    """
}
