import CLua
import CLuaShims

/// The console's Lua side (its environment, the formatting of results, tab
/// completion): chunks of Lua run once per Lua state, filling one table that
/// the registry keeps. Written in Lua because they walk Lua values; each keeps
/// the library functions it uses in locals, taken before any input runs, so
/// that an input that replaces `pairs` or `string` does not break the console.
final class ConsoleLibrary {
    private let lua: Lua
    private let reference: Int32

    /// Loads the library into `runtime`'s state; nil if that fails (a memory
    /// limit already exceeded, a standard library it takes removed by `-e`),
    /// when the console runs without it.
    init?(runtime: LuaRuntime, metaCommands: [String], metaArguments: [String: [String]]) {
        lua = runtime.main
        guard let reference = Self.load(runtime: runtime, metaCommands: metaCommands, metaArguments: metaArguments) else {
            return nil
        }
        self.reference = reference
    }

    /// The library's table, as a registry reference.
    private static func load(runtime: LuaRuntime, metaCommands: [String], metaArguments: [String: [String]]) -> Int32? {
        let lua = runtime.main
        let base = lua.top
        defer { lua.top = base }
        lua.newTable()
        let library = lua.top
        lua.newTable()
        let helpers = lua.top
        lua.pushFunction(runtime.register { [unowned runtime] args in
            runtime.pushClassTable(of: 1, in: args.lua)
            return 1
        })
        lua.rawSet(helpers, field: "classOf")
        lua.pushFunction(runtime.register { args in
            // An object's per-instance fields (`self.taps`), which live in its user value.
            if args.lua.type(at: 1) != LUA_TUSERDATA || lua_getiuservalue(args.lua.state, 1, 1) != LUA_TTABLE {
                args.lua.pushNil()
            }
            return 1
        })
        lua.rawSet(helpers, field: "fieldsOf")
        pushSet(metaCommands, on: lua)
        lua.rawSet(helpers, field: "metaCommands")
        lua.newTable()
        for (command, arguments) in metaArguments {
            pushSet(arguments, on: lua)
            lua.rawSet(-2, field: command)
        }
        lua.rawSet(helpers, field: "metaArguments")
        // Without it, completion offers no class's members.
        if !requireIntrospection(lua) {
            lua.top = helpers
            lua.newTable()
        }
        lua.rawSet(helpers, field: "introspection")
        for source in [environmentSource, formatterSource, completionSource] {
            guard luaL_loadbufferx(lua.state, source, source.utf8.count, "=console", "t") == LUA_OK else { return nil }
            lua.pushValue(at: library)
            lua.pushValue(at: helpers)
            guard luaui_pcall(lua.state, 2, 0, 0) == LUA_OK else { return nil }
        }
        lua.pushValue(at: library)
        return lua.ref()
    }

    private static func pushSet(_ names: [String], on lua: Lua) {
        lua.newTable()
        for name in names {
            lua.push(true)
            lua.rawSet(-2, field: name)
        }
    }

    /// The bridge's introspection module, from its preload entry (a script may
    /// have replaced `require`).
    private static func requireIntrospection(_ lua: Lua) -> Bool {
        lua_getglobal(lua.state, "package")
        guard lua.type(at: -1) == LUA_TTABLE, lua.rawGet(-1, field: "preload") == LUA_TTABLE,
              lua.rawGet(-1, field: "luaui.introspection") == LUA_TFUNCTION else { return false }
        luaui_remove(lua.state, -2)
        luaui_remove(lua.state, -2)
        return luaui_pcall(lua.state, 0, 1, 0) == LUA_OK && lua.type(at: -1) == LUA_TTABLE
    }

    /// Pushes the library's function `name`.
    func push(_ name: String) {
        lua.pushRef(reference)
        _ = lua.rawGet(-1, field: name)
        luaui_remove(lua.state, -2)
    }

    /// Pushes the environment the inputs run in.
    func pushEnvironment() { push("env") }

    /// The completions of the text before the cursor; none if anything fails.
    func completions(of line: String) -> [String] {
        let base = lua.top
        defer { lua.top = base }
        push("complete")
        lua.push(line)
        guard luaui_pcall(lua.state, 1, 1, 0) == LUA_OK, lua.type(at: -1) == LUA_TTABLE else { return [] }
        var names: [String] = []
        var index = 1
        while lua.rawGet(-1, index) == LUA_TSTRING, let name = lua.string(at: -1) {
            names.append(name)
            lua.pop()
            index += 1
        }
        return names
    }
}

extension LuaRuntime {
    /// Pushes the class table of the value at `index`: a class table itself, or
    /// an object's class; nil for anything else.
    func pushClassTable(of index: Int32, in lua: Lua) {
        var name: String?
        switch lua.type(at: index) {
        case LUA_TTABLE:
            if lua.rawGet(index, field: "className") == LUA_TSTRING { name = lua.string(at: -1) }
            lua.pop()
        case LUA_TUSERDATA:
            let type = luaL_getmetafield(lua.state, index, "__name")
            if type == LUA_TSTRING { name = lua.string(at: -1) }
            if type != LUA_TNIL { lua.pop() }
        default:
            break
        }
        guard let name, let luaClass = classesByName[name] else { return lua.pushNil() }
        lua.pushRef(luaClass.tableRef)
    }
}
