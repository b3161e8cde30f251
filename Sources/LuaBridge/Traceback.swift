import CLua
import CLuaShims
import Foundation

/// The message handler of every protected call the runtime makes: it records a
/// traceback in the format of Lua's `luaL_traceback`, except that a scripted hook
/// is named after the Objective-C method it implements (`in -[Bad layoutSubviews]`),
/// and leaves the error value as it is.
extension LuaRuntime {
    func installTraceback() {
        tracebackFunction = register { [unowned self] args in
            let message = args.lua.describe(at: 1)
            if hookTracebacks[message] == nil {
                hookTracebacks[message] = traceback(args.lua, level: 1)
            }
            args.lua.top = 1
            return 1
        }
    }

    /// The traceback recorded for an error message, once.
    func takeTraceback(for message: String) -> String? {
        defer { hookTracebacks.removeAll() }
        return hookTracebacks[message]
    }

    func traceback(_ lua: Lua, level first: Int32) -> String {
        let hookNames = scriptedMethodNames(lua)
        // As luaL_traceback: the first 10 levels and the last 11, so that a
        // stack overflow's half a million levels are neither walked nor printed.
        let last = lastLevel(lua)
        let skipped = last - first + 1 > 22 ? last - first + 1 - 21 : 0
        var lines = ["stack traceback:"]
        var debug = lua_Debug()
        var level = first
        while lua_getstack(lua.state, level, &debug) != 0 {
            if skipped > 0 && level == first + 10 {
                lines.append("...\t(skipping \(skipped) levels)")
                level += skipped
                continue
            }
            level += 1
            lua_getinfo(lua.state, "Slntf", &debug)
            let function = lua_topointer(lua.state, -1)
            lua.pop()
            lines.append(describeFrame(&debug, function: function, lua: lua, hookNames: hookNames))
        }
        return lines.joined(separator: "\n\t")
    }

    /// The deepest level on the stack, found as luaL_traceback finds it: each
    /// `lua_getstack` walks the stack from the top, so probe by doubling, then
    /// bisect.
    private func lastLevel(_ lua: Lua) -> Int32 {
        var debug = lua_Debug()
        var low: Int32 = 1, high: Int32 = 1
        while lua_getstack(lua.state, high, &debug) != 0 {
            low = high
            high *= 2
        }
        while low < high {
            let middle = (low + high) / 2
            if lua_getstack(lua.state, middle, &debug) != 0 { low = middle + 1 } else { high = middle }
        }
        return high - 1
    }

    private func describeFrame(_ debug: inout lua_Debug, function: UnsafeRawPointer?, lua: Lua,
                               hookNames: [UnsafeRawPointer: String]) -> String {
        let source = withUnsafeBytes(of: &debug.short_src) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        var text = debug.currentline > 0 ? "\(source):\(debug.currentline): in " : "\(source): in "
        if let function, let hook = hookNames[function] {
            text += hook
        } else if let global = globalFunctionName(function, lua: lua) {
            text += "function '\(global)'"
        } else if let namewhat = debug.namewhat, namewhat.pointee != 0, let name = debug.name {
            text += "\(String(cString: namewhat)) '\(String(cString: name))'"
        } else if let what = debug.what, what.pointee == UInt8(ascii: "m") {
            text += "main chunk"
        } else if let what = debug.what, what.pointee != UInt8(ascii: "C") {
            text += "function <\(source):\(debug.linedefined)>"
        } else {
            text += "?"
        }
        if debug.istailcall != 0 { text += "\n\t(...tail calls...)" }
        return text
    }

    /// Each function a Lua class defines for a hook, an initializer or `dealloc`,
    /// named as Objective-C's `__func__` names a method: after the class that
    /// implements it, `-[Bad layoutSubviews]`.
    private func scriptedMethodNames(_ lua: Lua) -> [UnsafeRawPointer: String] {
        var names: [UnsafeRawPointer: String] = [:]
        // Sorted, so that a function two classes share is always named after the same one.
        for luaClass in classesByName.values.sorted(by: { $0.name > $1.name }) where luaClass.isScripted {
            var selectors = Self.initializerSelectors
            selectors["dealloc"] = "dealloc"
            for hook in luaClass.scripted?.hooks ?? [] { selectors[hook.name] = hook.selector }
            lua.pushRef(luaClass.backingRef)
            let table = lua.top
            lua.pushNil()
            while lua_next(lua.state, table) != 0 {
                if let key = lua.string(at: -2), let selector = selectors[key], let function = lua_topointer(lua.state, -1) {
                    names[function] = "-[\(luaClass.name) \(selector)]"
                }
                lua.pop()
            }
            lua.pop()
        }
        return names
    }

    /// The name under which `package.loaded` holds the function, as Lua's own
    /// traceback looks it up (`error`, `string.format`).
    private func globalFunctionName(_ function: UnsafeRawPointer?, lua: Lua) -> String? {
        guard let function else { return nil }
        lua_getfield(lua.state, Lua.registry, "_LOADED")
        defer { lua.pop() }
        let loaded = lua.top
        lua.pushNil()
        while lua_next(lua.state, loaded) != 0 {
            defer { lua.pop() }
            guard lua.type(at: -1) == LUA_TTABLE, let module = lua.string(at: -2) else { continue }
            let table = lua.top
            lua.pushNil()
            while lua_next(lua.state, table) != 0 {
                if lua_topointer(lua.state, -1) == function, let name = lua.string(at: -2) {
                    lua.pop(3)
                    return module == "_G" ? name : "\(module).\(name)"
                }
                lua.pop()
            }
        }
        return nil
    }
}
