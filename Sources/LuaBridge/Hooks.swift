import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// Calls from Swift into Lua: protected calls, scripted hooks, `dealloc`, and the
/// `--trace` lines.
extension LuaRuntime {
    /// Calls the function below the top `arguments` values with the traceback
    /// handler. On failure the error becomes the pending error (the first one
    /// wins), the stack is restored, and false is returned; on success the
    /// results are left on the stack.
    @discardableResult
    func pcall(_ lua: Lua, arguments: Int32, results: Int32) -> Bool {
        let base = lua.top - arguments
        lua.pushFunction(tracebackFunction)
        luaui_insert(lua.state, base)
        guard finishCall(lua, handler: base, arguments: arguments, results: results) else { return false }
        luaui_remove(lua.state, base)
        return true
    }

    /// Runs the protected call whose message handler is at `handler`, the function
    /// and its arguments above it. On failure the stack is cut below the handler.
    func finishCall(_ lua: Lua, handler: Int32, arguments: Int32, results: Int32) -> Bool {
        guard luaui_pcall(lua.state, arguments, results, handler) == LUA_OK else {
            keepError(lua)
            lua.top = handler - 1
            return false
        }
        return true
    }

    /// Pops the error value a protected call left on top, keeping it as the
    /// pending error unless one is pending already: the first one wins.
    private func keepError(_ lua: Lua) {
        guard case .none = pendingError else { return lua.pop() }
        pendingError = .value(lua.ref())
        pendingErrorIsStop = limiter.isStopping
    }

    /// Starts a call of the hook `id` on an instance of a Lua class: traces it,
    /// and if a Lua class overrides it, prepares the call (see `HookCall`) and
    /// returns it for the caller to push the arguments. Nil means: run the native
    /// implementation. While an error is pending, hooks are not run.
    func hook(_ object: UIResponder, of scripted: ScriptedClass, _ id: Int) -> HookCall? {
        guard let lua = beginHook(scripted, id) else { return nil }
        pushScripted(object, slots: -3, on: lua)
        return HookCall(runtime: self, lua: lua, scripted: scripted, id: id)
    }

    /// `hook(_:of:_:)` for an object outside UIResponder's tree, which keeps
    /// its userdata's slot itself.
    func hook(_ object: ScriptedObject, of scripted: ScriptedClass, _ id: Int) -> HookCall? {
        guard let lua = beginHook(scripted, id) else { return nil }
        if lua_rawgeti(lua.state, -3, lua_Integer(object.bridgeSlot)) != LUA_TUSERDATA {
            lua.pop()
            push(object, on: lua)
        }
        return HookCall(runtime: self, lua: lua, scripted: scripted, id: id)
    }

    /// Traces the hook and, if a Lua class overrides it and no error is
    /// pending, pushes the slots table, the message handler and the override,
    /// for the receiver to follow.
    @inline(__always)
    private func beginHook(_ scripted: ScriptedClass, _ id: Int) -> Lua? {
        let reference = scripted.hookRefs[id]
        if traceEnabled { traceHook(scripted, id, overridden: reference != 0) }
        guard reference != 0, case .none = pendingError else { return nil }
        let lua = self.lua
        lua.pushRef(userdataSlotsRef)
        lua.pushFunction(tracebackFunction)
        lua.pushRef(reference)
        return lua
    }

    /// Runs a prepared hook call with `arguments` arguments, leaving `results`
    /// results above the slots table and the message handler. On failure the
    /// error becomes the pending error (the first one wins) and the stack is as
    /// it was before the call was prepared.
    func finishHook(_ lua: Lua, arguments: Int32, results: Int32) -> Bool {
        guard luaui_pcall(lua.state, arguments + 1, results, -(arguments + 3)) == LUA_OK else {
            keepError(lua)
            lua.pop(2)
            return false
        }
        return true
    }

    private func traceHook(_ scripted: ScriptedClass, _ id: Int, overridden: Bool) {
        let info = scripted.hooks[id]
        if info.traced && (overridden || !info.onlyIfOverridden) {
            trace("-[\(scripted.name) \(info.selector)]")
        }
    }

    /// A scripted object's deinit: its `dealloc`, if a Lua class defines one.
    func runDealloc(_ object: ScriptedObject) {
        let luaClass = object.scriptedClass.luaClass
        if traceEnabled { trace("-[\(luaClass.name) dealloc]") }
        guard !isClosing else { return }
        let lua = self.lua
        lua.pushRef(luaClass.membersRef)
        let type = lua.rawGet(-1, field: "dealloc")
        luaui_remove(lua.state, -2)
        guard type == LUA_TFUNCTION else { return lua.pop() }
        push(object, on: lua)
        pcall(lua, arguments: 1, results: 0)
    }

    /// Prints a `--trace` line, or collects it for `trace.capture`.
    func trace(_ line: String) {
        if isClosing { return }
        if !traceCaptures.isEmpty {
            traceCaptures[traceCaptures.count - 1].append(line)
        } else if tracing {
            print(line)
        }
    }
}

/// A hook call being prepared. On the stack: the table of userdata slots (left
/// there because removing it costs more than skipping it), the message handler,
/// the function and the object; the stand-ins' overrides push the arguments,
/// then call with their count. No stack index is read back: each is known
/// relative to the top.
struct HookCall {
    unowned(unsafe) let runtime: LuaRuntime
    let lua: Lua
    /// For messages only. The object holds its class while the call runs.
    unowned(unsafe) let scripted: ScriptedClass
    let id: Int

    func push<T: LuaValue>(_ value: T) { value.push(onto: LuaStack(lua: lua, runtime: runtime)) }

    func call(arguments: Int32) {
        if finish(arguments: arguments, results: 0) { lua.pop(2) }
    }

    /// Calls and reads the one result; a result of the wrong type is an error
    /// (pending) and gives nil, so the native implementation answers instead.
    func call<T: LuaValue>(arguments: Int32, returning type: T.Type) -> T? {
        guard finish(arguments: arguments, results: 1) else { return nil }
        defer { lua.pop(3) }
        do {
            return try T.read(from: LuaStack(lua: lua, runtime: runtime), at: lua.top)
        } catch LuaError.argument(_, let message) {
            if runtime.pendingError == nil {
                let selector = scripted.hooks[id].selector
                runtime.pendingError = .error(.message("-[\(scripted.name) \(selector)] returned a bad value (\(message))"))
            }
            return nil
        } catch {
            return nil
        }
    }

    private func finish(arguments: Int32, results: Int32) -> Bool {
        // The runtime outlives every call: no reference counting.
        Unmanaged.passUnretained(runtime)._withUnsafeGuaranteedRef {
            $0.finishHook(lua, arguments: arguments, results: results)
        }
    }
}
