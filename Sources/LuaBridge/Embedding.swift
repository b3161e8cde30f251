import CLua
import CLuaShims
import Foundation

/// Running Lua from Swift code that embeds the runtime (the test runner, the REPL,
/// benchmarks, Swift tests).
extension LuaRuntime {
    public struct ScriptError: Error, CustomStringConvertible {
        public let message: String
        public let traceback: String?
        public var description: String { message }
    }

    /// Runs a chunk of Lua in the runtime's state, as one run for its limits
    /// (Ctrl-C is left to the host). `arguments` are the chunk's `...`.
    public func run(_ code: String, name: String = "=(embedded)", arguments: [String] = []) throws {
        limiter.beginRun(interruptible: false)
        defer { limiter.endRun() }
        let lua = main
        guard luaL_loadbufferx(lua.state, code, code.utf8.count, name, nil) == LUA_OK else {
            let message = lua.describe(at: -1)
            lua.pop()
            throw ScriptError(message: message, traceback: nil)
        }
        guard arguments.count < Int(Int32.max), lua_checkstack(lua.state, Int32(arguments.count)) != 0 else {
            lua.pop()
            throw ScriptError(message: "too many arguments to a chunk (\(arguments.count))", traceback: nil)
        }
        for argument in arguments { lua.push(argument) }
        _ = pcall(lua, arguments: Int32(arguments.count), results: 0)
        if let error = takeErrorReport() { throw error }
    }

    /// The pending error as a message and its traceback, taking it; nil if none.
    func takeErrorReport() -> ScriptError? {
        guard let error = takePendingError() else { return nil }
        let message = describe(error)
        if case .value(let reference) = error { main.unref(reference) }
        return ScriptError(message: message,
                           traceback: takeTraceback(for: message).map { String(decoding: $0, as: UTF8.self) })
    }

    /// The native object a global variable holds, if it holds one.
    public func object(global name: String) -> AnyObject? {
        lua_getglobal(main.state, name)
        defer { main.pop() }
        guard let pointer = luaui_toobject(main.state, -1)?.pointee.object else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The integer a global variable holds, if it holds one.
    public func integer(global name: String) -> Int? {
        lua_getglobal(main.state, name)
        defer { main.pop() }
        var isInteger: Int32 = 0
        let value = luaui_tointeger(main.state, -1, &isInteger)
        return isInteger != 0 ? Int(value) : nil
    }

    /// Sets a global variable to a native object (its userdata), or nil.
    public func setGlobal(_ name: String, to object: AnyObject?) {
        push(object, on: main)
        lua_setglobal(main.state, name)
    }

    /// The raw state, for benchmarks that measure floors with the C API.
    public var state: OpaquePointer { main.state }
}
