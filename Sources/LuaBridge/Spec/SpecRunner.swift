import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// `luaui test`: busted's runner in a runtime that holds the UIKit API
/// (spec_runner.lua), with the host functions only Swift can give it: a fresh
/// session before each test, and the end of a spec file (its Lua classes
/// forgotten, what it leaked counted).
public struct SpecRunner {
    /// The arguments after `luaui test`, as busted takes them.
    public var arguments: [[UInt8]]
    /// What the whole run may use.
    public var limits = Limits()

    public init(arguments: [[UInt8]]) { self.arguments = arguments }

    /// Runs the specs; returns the exit status.
    public func run() -> Int32 {
        // The leak check needs every responder listed; `--no-leak-check` stops it.
        Session.tracksResponders = true
        defer { Session.tracksResponders = false }
        Session.start(device: Device.defaultDevice)
        defer { Session.current.end() }
        let runtime = LuaRuntime(limits: limits)
        runtime.limiter.beginRun(interruptible: true)
        defer { runtime.limiter.endRun() }
        let host = SpecHost(runtime: runtime)
        return host.runRunner(arguments: arguments)
    }
}

/// The Swift side of spec_runner.lua: the functions of its `host` table.
final class SpecHost {
    unowned let runtime: LuaRuntime
    var device = Device.defaultDevice

    init(runtime: LuaRuntime) { self.runtime = runtime }

    /// Loads and runs the runner with `arg` set to `arguments`; its result is
    /// the exit status, and an error escaping it is reported as luaui test's.
    func runRunner(arguments: [[UInt8]]) -> Int32 {
        let lua = runtime.main
        lua.newTable()
        lua.push("luaui test")
        lua.rawSet(-2, 0)
        for (index, argument) in arguments.enumerated() {
            argument.withUnsafeBufferPointer { bytes in
                bytes.baseAddress?.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    _ = lua_pushlstring(lua.state, $0, bytes.count)
                } ?? lua.push("")
            }
            lua.rawSet(-2, index + 1)
        }
        lua_setglobal(lua.state, "arg")
        guard load(PackageResources.spec_runner_lua, name: "@luaui/spec_runner.lua", on: lua) else { return reportFailure() }
        pushHostTable()
        guard runtime.pcall(lua, arguments: 1, results: 1) else { return reportFailure() }
        var isInteger: Int32 = 0
        let status = luaui_tointeger(lua.state, -1, &isInteger)
        lua.pop()
        return isInteger != 0 ? Int32(clamping: status) : 1
    }

    /// Loads one of the embedded chunks; on failure its error is pending.
    private func load(_ chunk: [UInt8], name: String, on lua: Lua) -> Bool {
        let status = chunk.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                luaL_loadbufferx(lua.state, $0, bytes.count, name, "t")
            }
        }
        guard status == LUA_OK else {
            runtime.pendingError = .value(lua.ref())
            return false
        }
        return true
    }

    private func reportFailure() -> Int32 {
        if let error = runtime.takeErrorReport() {
            fputs("luaui test: \(error.message)\n", stderr)
            if let traceback = error.traceback { fputs(traceback + "\n", stderr) }
        }
        return 1
    }

    private func pushHostTable() {
        let lua = runtime.main
        lua.newTable()
        lua.push(device.name)
        lua.rawSet(-2, field: "defaultDevice")
        setFunction("setDevice") { [unowned self] args in
            let name: String = try args[1]
            guard let named = Device.named(name) else {
                return args.push("unknown device '\(name)'; known devices: \(Device.knownNames.joined(separator: ", "))")
            }
            device = named
            runtime.startNewSession(device: device)
            return 0
        }
        setFunction("restartApp") { [unowned self] _ in
            runtime.hookTracebacks.removeAll()
            runtime.startNewSession(device: device)
            return 0
        }
        setFunction("hookOf") { [unowned self] args in
            guard let message = args.lua.string(at: 1), let hook = runtime.hook(raising: message) else { return args.pushNil() }
            return args.push(hook)
        }
        setFunction("loadAssertions") { [unowned self] args in
            args.lua.top = 2
            guard load(PackageResources.spec_assertions_lua, name: "@luaui/spec_assertions.lua", on: args.lua) else { return 0 }
            luaui_insert(args.lua.state, 1)
            return runtime.pcall(args.lua, arguments: 2, results: 1) ? 1 : 0
        }
        setFunction("setLeakCheck") { args in
            Session.tracksResponders = args.lua.toBool(1)
            return 0
        }
        setFunction("beginFile") { [unowned self] args in
            _ = args.push(runtime.definedClasses.count)
            _ = args.push(Session.trackedResponderMark)
            return 2
        }
        setFunction("endFile") { [unowned self] args in
            let classMark: Int = try args[1], responderMark: Int = try args[2]
            return args.push(endFile(classMark: classMark, responderMark: responderMark))
        }
    }

    /// A spec file has ended, its functions let go: its Lua classes are
    /// forgotten, a fresh app replaces the last test's, and what nothing holds
    /// is collected. Returns the report of the responders the file made that
    /// are still alive (nil if none, or if the leak check is off).
    private func endFile(classMark: Int, responderMark: Int) -> String? {
        runtime.forgetClasses(after: classMark)
        runtime.hookTracebacks.removeAll()
        runtime.startNewSession(device: device)
        let freshApp = Session.trackedResponderMark
        runtime.collectEverything()
        defer { Session.forgetDeadTrackedResponders() }
        guard Session.tracksResponders else { return nil }
        let leaked = Session.liveResponders(madeFrom: responderMark, to: freshApp)
        guard !leaked.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        for responder in leaked { counts[responder.className, default: 0] += 1 }
        let list = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let total = leaked.count == 1 ? "1 object" : "\(leaked.count) objects"
        return "leaked \(total) still alive after the file ended: \(list) "
            + "(a global holds them, or a cycle through a Lua function that a native object keeps)"
    }

    private func setFunction(_ name: String, _ function: @escaping LuaRuntime.Function) {
        let lua = runtime.main
        lua.pushFunction(runtime.register(function))
        lua.rawSet(-2, field: name)
    }
}
