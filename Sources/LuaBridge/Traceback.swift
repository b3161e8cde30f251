import CLua
import CLuaShims
import Foundation

/// Tracebacks in the format of Lua's `luaL_traceback`, byte for byte, except that
/// a scripted hook is named after the Objective-C method it implements
/// (`in -[Bad layoutSubviews]`).
extension LuaRuntime {
    func installTraceback() {
        // The message handler of the runtime's own protected calls: it records
        // the traceback where an error is raised and leaves the error value as it
        // is, since a hook's error goes on to surface in Lua as that value.
        tracebackFunction = register { [unowned self] args in
            let message = args.lua.describe(at: 1)
            if hookTracebacks[message] == nil {
                hookTracebacks[message] = traceback(args.lua, level: 1)
            }
            args.lua.top = 1
            return 1
        }
    }

    /// Registers the traceback half of lua.c's message handler (luaui_docall),
    /// called from the handler's frame with the error value and its message: the
    /// traceback recorded where a hook failed, else the stack as it is. The
    /// standalone interpreter registers it once the bindings have, whose functions
    /// keep the low ids that have trampolines of their own.
    func registerReportTraceback() -> Int {
        register { [unowned self] args in
            let lua = args.lua
            let recorded = takeTraceback(for: lua.describe(at: 1))
            let text = [UInt8(ascii: "\n")] + (recorded ?? traceback(lua, level: 1))
            lua.pushValue(at: 2)
            lua.push(bytes: text)
            lua_concat(lua.state, 2)
            return 1
        }
    }

    /// The traceback recorded for an error message, once.
    func takeTraceback(for message: String) -> [UInt8]? {
        defer { hookTracebacks.removeAll() }
        return hookTracebacks[message]
    }

    /// What `luaL_traceback(L, L, NULL, first)` makes of the stack, hook names aside.
    func traceback(_ lua: Lua, level first: Int32) -> [UInt8] {
        let hookNames = scriptedMethodNames(lua)
        // As luaL_traceback: the first 10 levels and the last 11, so that a stack
        // overflow's half a million levels are neither walked nor printed. The
        // count it prints is one short of the levels it leaves out; so is this.
        let last = lastLevel(lua)
        var levelsBeforeSkip: Int32 = last - first > 21 ? 10 : -1
        var text = Array("stack traceback:".utf8)
        var debug = lua_Debug()
        var level = first
        while lua_getstack(lua.state, level, &debug) != 0 {
            level += 1
            if levelsBeforeSkip == 0 {
                let skipped = last - level - 11 + 1
                text += Array("\n\t...\t(skipping \(skipped) levels)".utf8)
                level += skipped
            } else {
                lua_getinfo(lua.state, "Slntf", &debug)
                text += describeFrame(&debug, lua: lua, hookNames: hookNames)
                lua.pop()
            }
            levelsBeforeSkip -= 1
        }
        return text
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

    /// One line of the traceback, with its function on top of the stack.
    private func describeFrame(_ debug: inout lua_Debug, lua: Lua, hookNames: [UnsafeRawPointer: String]) -> [UInt8] {
        let source = withUnsafeBytes(of: &debug.short_src) { Array($0.prefix { $0 != 0 }) }
        var text = Array("\n\t".utf8) + source
        text += Array((debug.currentline > 0 ? ":\(debug.currentline): in " : ": in ").utf8)
        if let function = lua_topointer(lua.state, -1), let hook = hookNames[function] {
            text += Array(hook.utf8)
        } else if let global = globalFunctionName(lua) {
            text += Array("function '".utf8) + global + [UInt8(ascii: "'")]
        } else if let namewhat = debug.namewhat, namewhat.pointee != 0, let name = debug.name {
            text += bytes(namewhat) + [UInt8(ascii: " "), UInt8(ascii: "'")] + bytes(name) + [UInt8(ascii: "'")]
        } else if let what = debug.what, what.pointee == UInt8(ascii: "m") {
            text += Array("main chunk".utf8)
        } else if let what = debug.what, what.pointee != UInt8(ascii: "C") {
            text += Array("function <".utf8) + source + Array(":\(debug.linedefined)>".utf8)
        } else {
            text += [UInt8(ascii: "?")]
        }
        if debug.istailcall != 0 { text += Array("\n\t(...tail calls...)".utf8) }
        return text
    }

    /// The hook an error raised in a hook came through, as its traceback names
    /// it (`-[Bad layoutSubviews]`): the innermost such frame.
    func hook(raising message: String) -> String? {
        guard let traceback = hookTracebacks[message] else { return nil }
        let text = String(decoding: traceback, as: UTF8.self)
        guard let start = text.range(of: ": in -[")?.upperBound,
              let end = text[start...].firstIndex(of: "]") else { return nil }
        return "-[" + text[start..<end] + "]"
    }

    private func bytes(_ string: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: string, count: strlen(string)))
    }

    /// Each function a Lua class defines for a hook, an initializer or `dealloc`,
    /// named as Objective-C's `__func__` names a method: after the class that
    /// implements it, `-[Bad layoutSubviews]`.
    private func scriptedMethodNames(_ lua: Lua) -> [UnsafeRawPointer: String] {
        var names: [UnsafeRawPointer: String] = [:]
        // Sorted, so that a function two classes share is always named after the same one.
        for luaClass in (definedClasses + forgottenClasses).sorted(by: { $0.name > $1.name }) {
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

    /// The name under which `package.loaded` holds the function on top, looked up
    /// as Lua's own traceback looks it up (`error`, `string.format`, a module that
    /// is a function): a module, or a field of one, in traversal order.
    private func globalFunctionName(_ lua: Lua) -> [UInt8]? {
        let function = lua.top
        lua_getfield(lua.state, Lua.registry, "_LOADED")
        defer { lua.top = function }
        guard lua.type(at: -1) == LUA_TTABLE else { return nil }
        let loaded = lua.top
        lua.pushNil()
        while lua_next(lua.state, loaded) != 0 {
            defer { lua.pop() }
            guard lua.type(at: -2) == LUA_TSTRING else { continue }
            let module = rawBytes(lua, at: -2)
            if lua_rawequal(lua.state, function, -1) != 0 { return withoutGlobalPrefix(module) }
            guard lua.type(at: -1) == LUA_TTABLE else { continue }
            let table = lua.top
            lua.pushNil()
            while lua_next(lua.state, table) != 0 {
                if lua.type(at: -2) == LUA_TSTRING && lua_rawequal(lua.state, function, -1) != 0 {
                    return withoutGlobalPrefix(module + [UInt8(ascii: ".")] + rawBytes(lua, at: -2))
                }
                lua.pop()
            }
        }
        return nil
    }

    private func withoutGlobalPrefix(_ name: [UInt8]) -> [UInt8] {
        name.starts(with: Array("_G.".utf8)) ? Array(name.dropFirst(3)) : name
    }

    /// The string at `index` as it is, without a conversion to Swift's String.
    private func rawBytes(_ lua: Lua, at index: Int32) -> [UInt8] {
        var length = 0
        guard let pointer = lua_tolstring(lua.state, index, &length) else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: length))
    }
}
