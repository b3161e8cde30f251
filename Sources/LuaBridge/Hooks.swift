import CLua
import CLuaShims
import Foundation
@_spi(LuaBridge) import ViewCore

/// Calls from Swift into Lua: protected calls, scripted hooks, `dealloc`, and the
/// `--trace` lines.
extension LuaBridge {
    /// Calls the function below the top `arguments` values with the traceback
    /// handler. On failure the error becomes the pending error (the first one
    /// wins), the stack is restored, and false is returned; on success the
    /// results are left on the stack. `hookLabel` names the function in
    /// tracebacks (`-[CardView layoutSubviews]`).
    @discardableResult
    func pcall(_ lua: Lua, arguments: Int32, results: Int32, hookLabel: String?) -> Bool {
        let base = lua.top - arguments
        lua.pushRef(tracebackRef)
        luaui_insert(lua.state, base)
        if let hookLabel {
            activeHooks.append(ActiveHook(function: lua_topointer(lua.state, base + 1), label: hookLabel))
        }
        let status = luaui_pcall(lua.state, arguments, results, base)
        if hookLabel != nil { activeHooks.removeLast() }
        guard status == LUA_OK else {
            if pendingError == nil {
                pendingError = .value(lua.ref())
            } else {
                lua.pop()
            }
            lua.top = base - 1
            return false
        }
        luaui_remove(lua.state, base)
        return true
    }

    /// Starts a call of the hook `id` on a scripted object: traces it, and if a
    /// Lua class overrides it, pushes the function and the object and returns the
    /// call for the caller to push the arguments. Nil means: run the native
    /// implementation. While an error is pending, hooks are not run.
    func hook(_ object: ScriptedObject, _ id: Int) -> HookCall? {
        let luaClass = object.luaClass
        let info = luaClass.native.hooks[id]
        let label = "-[\(luaClass.name) \(info.selector)]"
        let reference = luaClass.hookRefs[id]
        if info.traced && (reference != 0 || !info.onlyIfOverridden) { trace(label) }
        guard reference != 0, !isClosing, pendingError == nil else { return nil }
        let lua = self.lua
        lua.pushRef(reference)
        let function = lua.top
        push(object, on: lua)
        return HookCall(bridge: self, lua: lua, function: function, label: label)
    }

    /// A scripted object's deinit: its `dealloc`, if a Lua class defines one.
    func runDealloc(_ object: ScriptedObject) {
        let label = "-[\(object.luaClass.name) dealloc]"
        trace(label)
        guard !isClosing else { return }
        let lua = self.lua
        lua.pushRef(object.luaClass.membersRef)
        let type = lua.rawGet(-1, field: "dealloc")
        luaui_remove(lua.state, -2)
        guard type == LUA_TFUNCTION else { return lua.pop() }
        push(object, on: lua)
        pcall(lua, arguments: 1, results: 0, hookLabel: label)
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

/// A hook call being prepared: the function and the object are pushed; the
/// generated overrides push the arguments, then call.
struct HookCall {
    let bridge: LuaBridge
    let lua: Lua
    /// Stack index of the function.
    let function: Int32
    let label: String

    func push(_ object: AnyObject?) { bridge.push(object, on: lua) }
    func push(_ value: Bool) { lua.push(value) }
    func push(_ value: Int) { lua.push(value) }
    func push(_ size: CGSize) { bridge.push(size, on: lua) }
    func push(_ rect: CGRect) { bridge.push(rect, on: lua) }
    func push(_ point: CGPoint) { bridge.push(point, on: lua) }
    /// Touches as a sequence, oldest first (a Set's order varies between runs).
    func push(_ touches: Set<UITouch>) {
        _ = Arguments(lua: lua, bridge: bridge).push(touches.sorted { $0.sequence < $1.sequence } as [AnyObject])
    }
    func push(_ traits: UITraitCollection?) { bridge.push(traits, on: lua) }
    func push(_ coordinator: UIViewControllerTransitionCoordinator) { bridge.push(coordinator, on: lua) }
    func push(_ block: (() -> Void)?) { bridge.push(block, on: lua) }
    func push(_ controllers: [UIViewController]?) {
        _ = Arguments(lua: lua, bridge: bridge).push(controllers)
    }

    func call() {
        bridge.pcall(lua, arguments: lua.top - function, results: 0, hookLabel: label)
    }

    /// Calls and reads the one result; a result of the wrong type is an error
    /// (pending) and gives nil, so the native implementation answers instead.
    func call<T>(returning read: (Arguments) throws -> T) -> T? {
        guard bridge.pcall(lua, arguments: lua.top - function, results: 1, hookLabel: label) else { return nil }
        defer { lua.pop() }
        do {
            return try read(Arguments(lua: lua, bridge: bridge))
        } catch LuaError.argument(_, let message) {
            if bridge.pendingError == nil {
                bridge.pendingError = .error(.message("\(label) returned a bad value (\(message))"))
            }
            return nil
        } catch {
            return nil
        }
    }
}
