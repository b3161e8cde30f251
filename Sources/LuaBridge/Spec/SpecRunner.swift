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
        // A worker of a parallel run knows its files from the environment, which
        // what its specs start must not inherit.
        let workerFiles = getenv(SpecWorkers.filesVariable).map { String(cString: $0).split(separator: "\n").map(String.init) }
        unsetenv(SpecWorkers.filesVariable)
        // The leak check needs every responder listed; `--no-leak-check` stops it.
        Session.tracksResponders = true
        defer { Session.tracksResponders = false }
        Session.start(device: Device.defaultDevice)
        defer { Session.current.end() }
        let runtime = LuaRuntime(limits: limits)
        runtime.limiter.beginRun(interruptible: true)
        defer { runtime.limiter.endRun() }
        let host = SpecHost(runtime: runtime, workerFiles: workerFiles)
        return host.runRunner(arguments: arguments)
    }
}

/// The Swift side of spec_runner.lua: the functions of its `host` table.
final class SpecHost {
    unowned let runtime: LuaRuntime
    var device = Device.defaultDevice
    /// Whether a file whose responders outlive it fails (`--[no-]leak-check`).
    var checksLeaks = true
    /// The files this process runs as a worker of a parallel run, if it is one.
    let workerFiles: [String]?
    private var workers: SpecWorkers?
    private let bytecode = BytecodeCache.userCache()

    init(runtime: LuaRuntime, workerFiles: [String]?) {
        self.runtime = runtime
        self.workerFiles = workerFiles
    }

    /// Loads and runs the runner with `arg` set to `arguments`; its result is
    /// the exit status, and an error escaping it is reported as luaui test's.
    func runRunner(arguments: [[UInt8]]) -> Int32 {
        let lua = runtime.main
        lua.newTable()
        lua.push("luaui test")
        lua.rawSet(-2, 0)
        for (index, argument) in arguments.enumerated() {
            lua.push(bytes: argument)
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
        // A file that ran past its deadline: where the stop landed says nothing.
        if let reason = runtime.limiter.stopReason {
            _ = runtime.takeErrorReport()
            fputs("\nluaui test: \(reason)\n", stderr)
            return 1
        }
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
        lua.push(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        lua.rawSet(-2, field: "cores")
        if let workerFiles {
            _ = LuaStack(lua: lua, runtime: runtime).push(workerFiles)
            lua.rawSet(-2, field: "workerFiles")
        }
        setFunction("sendEvent") { args in
            guard let bytes = args.lua.bytes(at: 1) else { throw LuaError.argument(1, "string expected") }
            SpecHost.writeEvent(bytes + [UInt8(ascii: "\n")])
            return 0
        }
        setFunction("startWorkers") { [unowned self] args in
            let arguments: [String] = try args[1], units: [[String]] = try args[2]
            let jobs: Int = try args[3], timeout: Double = try args[4]
            guard timeout.isFinite, timeout > 0 else { throw LuaError.argument(4, "a positive number of seconds expected") }
            workers = SpecWorkers(executable: SpecHost.executablePath, arguments: arguments, units: units,
                                  jobs: jobs, timeout: timeout)
            return 0
        }
        setFunction("nextWorkerResult") { [unowned self] args in
            guard let result = workers?.next() else {
                workers = nil
                return args.pushNil()
            }
            return pushWorkerResult(result, on: args.lua)
        }
        setFunction("stopWorkers") { [unowned self] _ in
            workers?.stop()
            workers = nil
            return 0
        }
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
            runtime.startNewSession(device: device)
            return 0
        }
        setFunction("hookOf") { [unowned self] args in
            guard let message = args.lua.string(at: 1), let hook = runtime.hook(raising: message) else { return args.pushNil() }
            return args.push(hook)
        }
        setFunction("loadCompiled") { [unowned self] args in
            guard let path = args.lua.string(at: 1) else { throw LuaError.argument(1, "a path expected") }
            let status = bytecode?.load(path, on: args.lua) ?? luaL_loadfilex(args.lua.state, path, "t")
            guard status == LUA_OK else { throw LuaError.message(args.lua.describe(at: -1)) }
            return 1
        }
        setFunction("chunk") { [unowned self] args in
            let chunks = ["spec_assertions": PackageResources.spec_assertions_lua,
                          "spec_parallel": PackageResources.spec_parallel_lua]
            let name: String = try args[1]
            guard let chunk = chunks[name] else { throw LuaError.argument(1, "no chunk named '\(name)'") }
            return load(chunk, name: "@luaui/\(name).lua", on: args.lua) ? 1 : 0
        }
        // assert.snapshot: a view's pixels as PNG bytes, and how two PNG files'
        // pixels differ (the count beyond the tolerance, the largest
        // difference), with the image of the differences written to a file.
        setFunction("snapshotPNG") { args in
            let view = try args.object(1, UIView.self)
            args.lua.push(bytes: [UInt8](try view.snapshot().pngData()))
            return 1
        }
        setFunction("comparePNG") { args in
            guard let expected = args.lua.bytes(at: 1), let actual = args.lua.bytes(at: 2) else {
                throw LuaError.message("comparePNG takes two PNG files' bytes")
            }
            let tolerance: Int = try args[3], diffPath: String = try args[4]
            let differences = try Bitmap(pngData: Data(actual)).differences(from: try Bitmap(pngData: Data(expected)),
                                                                           tolerance: tolerance)
            if differences.count > 0 { try differences.image.writePNG(to: diffPath) }
            _ = args.push(differences.count)
            return args.push(differences.largest) + 1
        }
        setFunction("setLeakCheck") { [unowned self] args in
            checksLeaks = args.lua.toBool(1)
            return 0
        }
        setFunction("setDeadline") { [unowned self] args in
            let seconds: Double? = try args[1]
            let message: String = try args[2]
            runtime.limiter.setDeadline(seconds, message: message)
            return 0
        }
        setFunction("renameDeadline") { [unowned self] args in
            runtime.limiter.deadlineMessage = try args[1]
            return 0
        }
        setFunction("beginFile") { [unowned self] args in
            // The spec's folder is its main bundle, where its nibs are.
            if let path = args.lua.string(at: 1) {
                let folder = (path as NSString).deletingLastPathComponent
                runtime.mainBundleFolder = folder.isEmpty ? "." : folder
            }
            _ = args.push(runtime.definedClasses.count)
            _ = args.push(Session.trackedResponderMark)
            return 2
        }
        setFunction("endFile") { [unowned self] args in
            let classMark: Int = try args[1], responderMark: Int = try args[2]
            return args.push(endFile(classMark: classMark, responderMark: responderMark))
        }
    }

    /// A spec file has ended, its functions let go: a fresh app replaces the
    /// last test's, and what nothing holds is collected, so that the file's
    /// `dealloc` overrides run before the next file begins. Then its Lua
    /// classes are forgotten, which frees what only their methods held. Each
    /// collection goes on until the responders the file made are gone or
    /// nothing more is freed. Returns the report of those still alive (nil if
    /// none, or if the leak check is off).
    private func endFile(classMark: Int, responderMark: Int) -> String? {
        runtime.startNewSession(device: device)
        let freshApp = Session.trackedResponderMark
        defer { Session.forgetDeadTrackedResponders() }
        let fileIsGone = { Session.liveResponders(madeFrom: responderMark, to: freshApp).isEmpty }
        runtime.collectEverything(until: fileIsGone)
        runtime.forgetClasses(after: classMark)
        runtime.collectEverything(until: fileIsGone)
        guard checksLeaks else { return nil }
        let leaked = Session.liveResponders(madeFrom: responderMark, to: freshApp)
        guard !leaked.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        for responder in leaked { counts[responder.className, default: 0] += 1 }
        let list = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let total = leaked.count == 1 ? "1 object" : "\(leaked.count) objects"
        return "leaked \(total) still alive after the file ended: \(list) "
            + "(a global holds them, or a cycle through a Lua function that a native object keeps)"
    }

    private func pushWorkerResult(_ result: SpecWorkers.Result, on lua: Lua) -> Int32 {
        lua.newTable()
        for (field, bytes) in [("events", result.events), ("output", result.output), ("errors", result.errors)] {
            lua.push(bytes: bytes)
            lua.rawSet(-2, field: field)
        }
        return 1
    }

    /// Writes a worker's event line to descriptor 3, where its parent reads.
    private static func writeEvent(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBufferPointer { write(3, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// This executable, which the workers run.
    private static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    private func setFunction(_ name: String, _ function: @escaping LuaRuntime.Function) {
        let lua = runtime.main
        lua.pushFunction(runtime.register(function))
        lua.rawSet(-2, field: name)
    }
}
