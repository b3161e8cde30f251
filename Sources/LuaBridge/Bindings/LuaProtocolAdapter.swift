import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// A data source or delegate written in Lua, for a view that asks one (a
/// table view, a collection view). A table is held by the view; an object
/// weakly, as UIKit holds its data source and delegate, so that a controller
/// that is its view's can go. Each question is asked only if the Lua side has
/// the method (by the selector's Lua name), UIKit's default answer otherwise;
/// a result of the wrong type is a Lua error, and the default answers. A
/// required method missing is a Lua error too (UIKit: an unrecognized
/// selector). Subclasses conform to the view's protocols.
class LuaProtocolAdapter {
    private let table: LuaReference?
    private weak var object: AnyObject?
    private unowned(unsafe) let runtime: LuaRuntime
    private let gate: HookGate
    /// Who asks, for the message of a missing required method: "table view".
    private let owner: String

    required init(table: LuaReference, owner: String) {
        self.table = table
        runtime = table.runtime
        gate = table.gate
        self.owner = owner
    }

    required init(object: AnyObject, runtime: LuaRuntime, owner: String) {
        table = nil
        self.object = object
        self.runtime = runtime
        gate = runtime.gate
        self.owner = owner
    }

    /// What the adapter is to its owner, for the message of a missing
    /// required method: "data source".
    class var role: String { "data source" }

    /// The runtime the Lua side lives in.
    final var luaRuntime: LuaRuntime { runtime }

    /// A Lua error for the script, unless one is pending already.
    final func report(_ message: String) {
        guard isLive, runtime.pendingError == nil else { return }
        runtime.pendingError = .error(.message(message))
    }

    /// Pushes the Lua value (nil once an object delegate is gone).
    func push(on lua: Lua) -> Int32 {
        if let table, table.isLive { table.push(on: lua) } else { runtime.push(object, on: lua) }
        return 1
    }

    private var isLive: Bool { !gate.state.pointee.isClosed && (table?.isLive ?? (object != nil)) }

    /// Calls the method for `selector` with the view and the arguments
    /// `pushArguments` pushes (`count` of them), and reads its one result as
    /// `T`. Nil when the method is missing or raised (the error pending) or
    /// gave a value of another type (a pending error says so).
    final func ask<T: LuaValue>(_ selector: String, _ view: AnyObject, _ type: T.Type, required: Bool = false,
                                count: Int32, _ pushArguments: (LuaStack) -> Void) -> T? {
        ask(selector, type, required: required, arguments: count + 1) { stack in
            runtime.push(view, on: stack.lua)
            pushArguments(stack)
        }
    }

    /// `ask` for a method whose arguments all come from `pushArguments`
    /// (`count` of them after the receiver): one whose first is not an object
    /// of the runtime's, such as an animator written in Lua.
    final func ask<T: LuaValue>(_ selector: String, _ type: T.Type, required: Bool = false, arguments count: Int32,
                                _ pushArguments: (LuaStack) -> Void) -> T? {
        guard isLive else { return nil }
        let lua = runtime.lua
        let base = lua.top
        defer { lua.top = base }
        let name = LuaRuntime.luaName(ofSelector: selector)
        guard pushMethod(name, on: lua) else {
            if required, runtime.pendingError == nil {
                runtime.pendingError = .error(.message("the \(owner)'s \(Self.role) has no \(name) (\(selector))"))
            }
            return nil
        }
        let stack = LuaStack(lua: lua, runtime: runtime)
        pushArguments(stack)
        guard runtime.pcall(lua, arguments: count + 1, results: 1) else { return nil }
        do {
            return try T.read(from: stack, at: lua.top)
        } catch LuaError.argument(_, let message) {
            if runtime.pendingError == nil { runtime.pendingError = .error(.message("\(name) returned a bad value (\(message))")) }
            return nil
        } catch {
            return nil
        }
    }

    /// Whether the Lua side has the method for `selector` (UIKit's
    /// `respondsToSelector:`).
    final func has(_ selector: String) -> Bool {
        guard isLive else { return false }
        let lua = runtime.lua
        let base = lua.top
        defer { lua.top = base }
        return pushMethod(LuaRuntime.luaName(ofSelector: selector), on: lua)
    }

    /// The method below the delegate itself (its `self`), if it has one.
    private func pushMethod(_ name: String, on lua: Lua) -> Bool {
        _ = push(on: lua)
        if let object {
            lua.pushRef(runtime.luaClass(of: object).membersRef)
            _ = lua.rawGet(-1, field: name)
            luaui_remove(lua.state, -2)
        } else {
            _ = lua.rawGet(-1, field: name)
        }
        guard lua.type(at: -1) == LUA_TFUNCTION else { return false }
        lua_rotate(lua.state, -2, 1)
        return true
    }

    /// Whether the Lua side has the method for `selector`.
    final func responds(to selector: String) -> Bool {
        guard isLive else { return false }
        let lua = runtime.lua
        let base = lua.top
        defer { lua.top = base }
        return pushMethod(LuaRuntime.luaName(ofSelector: selector), on: lua)
    }

    /// A call whose result is not used.
    final func tell(_ selector: String, _ view: AnyObject, count: Int32, _ pushArguments: (LuaStack) -> Void) {
        _ = ask(selector, view, LuaAny.self, count: count, pushArguments)
    }

    /// Pushes an object argument.
    final func push(_ object: AnyObject, onto stack: LuaStack) { runtime.push(object, on: stack.lua) }

    /// Lua's truth: all but nil and false.
    static func truth(_ value: Any?) -> Bool {
        guard let value else { return false }
        return (value as? Bool) ?? true
    }
}

extension LuaRuntime {
    /// The data source or delegate a Lua value stands for: nil, a table, a
    /// script's object (each as an `Adapter`), or a native object that
    /// `isNative` accepts, as itself.
    func protocolAdapter<Adapter: LuaProtocolAdapter>(_ adapter: Adapter.Type, owner: String, at index: Int32, in args: LuaStack,
                                                      isNative: (AnyObject) -> Bool) throws -> AnyObject? {
        let type = args.lua.type(at: index)
        if type == LUA_TNIL || type == LUA_TNONE { return nil }
        if type == LUA_TTABLE {
            args.lua.pushValue(at: index)
            return Adapter(table: LuaReference(runtime: self, popping: args.lua), owner: owner)
        }
        let object = try args.object(index, AnyObject.self)
        if ownScripted(object) == nil, isNative(object) { return object }
        return Adapter(object: object, runtime: self, owner: owner)
    }
}
