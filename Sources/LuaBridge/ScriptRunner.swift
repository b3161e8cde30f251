import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// Runs a script as the app's launch: the main chunk runs, then the run loop is
/// drained until idle, then a full collection frees what nothing holds. An error
/// anywhere is reported as `luaui: FILE:LINE: message` with a traceback on
/// standard error, and the run fails.
public struct ScriptRunner {
    public enum Source {
        case file(String)
        case code(String)
        case standardInput
    }

    public var source: Source
    public var arguments: [String] = []
    public var trace = false
    public var device = Device.defaultDevice

    public init(source: Source) { self.source = source }

    /// Runs the script in a session of its own; returns the process's exit status.
    public func run() -> Int32 {
        let session = Session.start(device: device)
        defer { session.end() }
        let runtime = LuaRuntime()
        runtime.tracing = trace
        let lua = runtime.main

        let chunkName: String
        let status: Int32
        switch source {
        case .file(let path):
            chunkName = path
            runtime.prependScriptFolder(of: path)
            status = luaL_loadfilex(lua.state, path, nil)
        case .code(let code):
            chunkName = "(command line)"
            status = luaL_loadbufferx(lua.state, code, code.utf8.count, "=(command line)", nil)
        case .standardInput:
            chunkName = "stdin"
            let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            status = luaL_loadbufferx(lua.state, input, input.utf8.count, "=stdin", nil)
        }
        guard status == LUA_OK else {
            report(lua.describe(at: -1), traceback: nil)
            return 1
        }
        runtime.setArgumentTable(scriptName: chunkName, arguments: arguments)
        for argument in arguments { lua.push(argument) }
        guard runtime.pcall(lua, arguments: Int32(arguments.count), results: 0) else {
            return runtime.reportPendingError()
        }
        VirtualRunLoop.main.runUntilIdle()
        if runtime.pendingError != nil { return runtime.reportPendingError() }
        runtime.collectEverything()
        if runtime.pendingError != nil { return runtime.reportPendingError() }
        return 0
    }
}

func report(_ message: String, traceback: String?) {
    var text = "luaui: \(message)\n"
    if let traceback { text += traceback + "\n" }
    fflush(stdout)
    FileHandle.standardError.write(Data(text.utf8))
}

extension LuaRuntime {
    /// Prints the pending error as an uncaught one; returns the exit status.
    func reportPendingError() -> Int32 {
        guard let error = takeErrorReport() else { return 0 }
        report(error.message, traceback: error.traceback)
        return 1
    }

    /// Modules load from the script's folder first.
    func prependScriptFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = folder.isEmpty ? "./" : folder + "/"
        lua_getglobal(main.state, "package")
        _ = main.rawGet(-1, field: "path")
        let current = main.string(at: -1) ?? ""
        main.pop()
        main.push("\(prefix)?.lua;\(prefix)?/init.lua;" + current)
        main.rawSet(-2, field: "path")
        main.pop()
    }

    /// `arg`, as the standalone `lua` sets it: the script at 0, its arguments
    /// from 1, the interpreter at -1.
    func setArgumentTable(scriptName: String, arguments: [String]) {
        main.newTable(arrayCount: Int32(arguments.count), recordCount: 2)
        main.push("luaui")
        main.rawSet(-2, -1)
        main.push(scriptName)
        main.rawSet(-2, 0)
        for (position, argument) in arguments.enumerated() {
            main.push(argument)
            main.rawSet(-2, position + 1)
        }
        lua_setglobal(main.state, "arg")
    }
}
