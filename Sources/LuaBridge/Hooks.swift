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
        if case .none = pendingError { pendingError = .value(lua.ref()) } else { lua.pop() }
    }

    /// Starts a call of the hook `id` on a scripted object of `luaClass`: traces
    /// it, and if a Lua class overrides it, prepares the call (see `HookCall`)
    /// and returns it for the caller to push the arguments. Nil means: run the
    /// native implementation. While an error is pending, hooks are not run.
    func hook(_ object: ScriptedObject, of luaClass: LuaClass, _ id: Int) -> HookCall? {
        let reference = luaClass.hookRefs[id]
        if traceEnabled { traceHook(luaClass, id, overridden: reference != 0) }
        guard reference != 0, case .none = pendingError else { return nil }
        let lua = self.lua
        lua.pushRef(userdataSlotsRef)
        lua.pushFunction(tracebackFunction)
        lua.pushRef(reference)
        pushScripted(object, slots: -3, on: lua)
        return HookCall(runtime: self, lua: lua, luaClass: luaClass, id: id)
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

    private func traceHook(_ luaClass: LuaClass, _ id: Int, overridden: Bool) {
        let info = luaClass.native.hooks[id]
        if info.traced && (overridden || !info.onlyIfOverridden) {
            trace("-[\(luaClass.name) \(info.selector)]")
        }
    }

    /// A scripted object's deinit: its `dealloc`, if a Lua class defines one.
    func runDealloc(_ object: ScriptedObject) {
        if traceEnabled { trace("-[\(object.luaClass.name) dealloc]") }
        guard !isClosing else { return }
        let lua = self.lua
        lua.pushRef(object.luaClass.membersRef)
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
/// the function and the object; the generated overrides push the arguments,
/// then call with their count. No stack index is read back: each is known
/// relative to the top.
struct HookCall {
    unowned(unsafe) let runtime: LuaRuntime
    let lua: Lua
    /// For messages only. The object's class holds its class while the call runs.
    unowned(unsafe) let luaClass: LuaClass
    let id: Int

    func push(_ object: AnyObject?) { runtime.push(object, on: lua) }
    func push(_ value: Bool) { lua.push(value) }
    func push(_ value: Int) { lua.push(value) }
    func push(_ size: CGSize) { runtime.push(size, on: lua) }
    func push(_ rect: CGRect) { runtime.push(rect, on: lua) }
    func push(_ point: CGPoint) { runtime.push(point, on: lua) }
    /// Touches as a sequence, oldest first (a Set's order varies between runs).
    func push(_ touches: Set<UITouch>) {
        _ = Arguments(lua: lua, runtime: runtime).push(touches.sorted { $0.sequence < $1.sequence } as [AnyObject])
    }
    func push(_ traits: UITraitCollection?) { runtime.push(traits, on: lua) }
    func push(_ coordinator: UIViewControllerTransitionCoordinator) { runtime.push(coordinator, on: lua) }
    func push(_ block: (() -> Void)?) { runtime.push(block, on: lua) }
    func push(_ controllers: [UIViewController]?) {
        _ = Arguments(lua: lua, runtime: runtime).push(controllers)
    }

    func call(arguments: Int32) {
        if finish(arguments: arguments, results: 0) { lua.pop(2) }
    }

    /// Calls and reads the one result; a result of the wrong type is an error
    /// (pending) and gives nil, so the native implementation answers instead.
    func call<T>(arguments: Int32, returning read: (Arguments) throws -> T) -> T? {
        guard finish(arguments: arguments, results: 1) else { return nil }
        defer { lua.pop(3) }
        do {
            return try read(Arguments(lua: lua, runtime: runtime))
        } catch LuaError.argument(_, let message) {
            if runtime.pendingError == nil {
                let selector = luaClass.native.hooks[id].selector
                runtime.pendingError = .error(.message("-[\(luaClass.name) \(selector)] returned a bad value (\(message))"))
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
