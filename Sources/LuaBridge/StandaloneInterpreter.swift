import CLua
import CLuaShims
import Foundation
import ViewCore
@_spi(Bridging) import ViewCore

/// lua.c's main program for one `ScriptRunner`, function for function. Its body,
/// `pmain`, runs as a C function called under lua_pcall, as lua.c's does, so that
/// tracebacks end in its `[C]: in ?`, and so that an error lua.c lets escape from
/// pmain (a bad `arg` table, an error reading `require`) escapes from it here too:
/// the C pieces that may raise run under lua_pcall, and their error leaves pmain
/// as its own once Swift's frames have returned (`Escape`).
final class StandaloneInterpreter {
    let runner: ScriptRunner
    let runtime: LuaRuntime
    let lua: Lua
    /// lua.c's progname: nil in the REPL, whose reports carry no program name.
    var programName: String?
    /// The traceback half of lua.c's message handler (Traceback.swift).
    let tracebackFunction: Int32
    /// `luaui repl`'s console, which takes the place of lua.c's REPL; nil for `luaui -i`.
    let console: ConsoleState?

    /// An error that leaves pmain, pending in the runtime until it does.
    struct Escape: Error {}

    init(runner: ScriptRunner, runtime: LuaRuntime, console: ConsoleState? = nil) {
        self.runner = runner
        self.runtime = runtime
        self.console = console
        lua = runtime.main
        programName = runner.programName
        tracebackFunction = Int32(runtime.registerReportTraceback())
    }

    /// lua.c's main: pmain under lua_pcall, a report of what escaped it, and the
    /// exit status. The state closes with the session, after this returns.
    func main() -> Int32 {
        let pmain = runtime.register { [unowned self] args in
            do {
                args.lua.push(try body())
            } catch {
                // The escaping error is pending: the trampoline raises it.
            }
            return 1
        }
        lua.pushFunction(pmain)
        // Two arguments, which pmain ignores, where lua.c passes argc and argv:
        // a script starts as deep in the stack as under lua, and so overflows it
        // at the same depth.
        lua.push(runner.commandLine.count)
        lua.push(0)
        let status = luaui_pcall(lua.state, 2, 1, 0)
        let result = lua.toBool(-1)
        report(status)
        return result && status == LUA_OK ? 0 : 1
    }

    /// lua.c's pmain, less the option scan (the runner holds its outcome).
    /// What runs up to the REPL is one run for the limits; each line of the
    /// REPL is one.
    private func body() throws -> Bool {
        runtime.limiter.beginRun(interruptible: true)
        var isRunning = true
        func endRun() {
            if isRunning { runtime.limiter.endRun() }
            isRunning = false
        }
        defer { endRun() }
        createArgumentTable()
        luaui_gc_generational(lua.state)
        if case .file(let path) = runner.script {
            prependScriptFolder(of: path)
            runtime.mainBundleFolder = folder(of: path)
        }
        if !runner.ignoreEnvironment {
            guard runInitialization() == LUA_OK else { return false }
        }
        guard try runSteps() else { return false }
        if let script = runner.script {
            guard try handleScript(script) == LUA_OK else { return false }
        }
        guard settle(), writeSnapshot() else { return false }
        let hasExecute = runner.steps.contains { if case .execute = $0 { return true } else { return false } }
        if runner.interactive {
            endRun()
            try enterREPL()
        } else if runner.script == nil && !hasExecute && !runner.showVersion {
            if isatty(STDIN_FILENO) != 0 {
                if console?.hasStarted != true { runner.printVersion() }
                endRun()
                try enterREPL()
            } else {
                // As lua.c: the status of a script read this way is not the run's.
                let status = dofile(nil)
                if status == LUA_OK || !runtime.limiter.isStopping { _ = settle() }
            }
        }
        return true
    }

    /// The console if the command line asks for it, else lua.c's REPL.
    private func enterREPL() throws {
        if let console {
            consoleLoop(console)
        } else {
            try interactiveLoop()
        }
    }

    // MARK: Running chunks

    /// lua.c's docall.
    func docall(arguments: Int32, results: Int32) -> Int32 {
        luaui_docall(lua.state, arguments, results, tracebackFunction)
    }

    /// lua.c's report: prints the error message on top, if `status` is an error.
    /// Lua's "not enough memory" says so if the memory limit refused it.
    @discardableResult
    func report(_ status: Int32) -> Int32 {
        if status != LUA_OK {
            var length = 0
            if let message = lua_tolstring(lua.state, -1, &length) {
                let explained = runtime.limiter.explainMemoryError(Array(UnsafeRawBufferPointer(start: message, count: length)))
                withCString(explained) { printMessage($0) }
            } else {
                printMessage(nil)
            }
            lua.pop()
        }
        return status
    }

    /// lua.c's l_message: `message` on standard error after the program's name,
    /// through C's stdio, which fails quietly where standard error is closed or full.
    func printMessage(_ message: UnsafePointer<CChar>?) {
        if let programName {
            fputs(programName + ": ", stderr)
            fflush(stderr)
        }
        if let message { fputs(message, stderr) } else { fputs("(null)", stderr) }
        fputs("\n", stderr)
        fflush(stderr)
    }

    private func dochunk(_ status: Int32) -> Int32 {
        report(status == LUA_OK ? docall(arguments: 0, results: 0) : status)
    }

    /// Runs a file, or standard input for nil.
    private func dofile(_ name: [UInt8]?) -> Int32 {
        guard let name else { return dochunk(luaL_loadfilex(lua.state, nil, nil)) }
        return withCString(name) { dochunk(luaL_loadfilex(lua.state, $0, nil)) }
    }

    private func dostring(_ code: [UInt8], name: String) -> Int32 {
        withCString(code) { dochunk(luaL_loadbufferx(lua.state, $0, strlen($0), name, nil)) }
    }

    /// lua.c's dolibrary: `g = require(mod)` for `g=mod`, `mod = require(mod)` for `mod`.
    private func dolibrary(_ specification: [UInt8]) throws -> Int32 {
        let global = Array(specification.prefix { $0 != UInt8(ascii: "=") })
        let module = global.count < specification.count ? Array(specification[(global.count + 1)...]) : global
        lua_pushcclosure(lua.state, luaui_getglobal, 0)
        lua.push("require")
        try protectedCall(arguments: 1, results: 1)
        lua.push(bytes: module)
        let status = docall(arguments: 1, results: 1)
        if status == LUA_OK {
            lua_pushcclosure(lua.state, luaui_setglobal, 0)
            luaui_insert(lua.state, -2)
            lua.push(bytes: global)
            luaui_insert(lua.state, -2)
            try protectedCall(arguments: 2, results: 0)
        }
        return report(status)
    }

    // MARK: The steps of pmain

    /// lua.c's createargtable: the script at 0, its arguments from 1, everything
    /// before it at negative indices; with no script, the program at 0.
    private func createArgumentTable() {
        let base = runner.scriptIndex ?? 0
        let count = runner.commandLine.count
        lua.newTable(arrayCount: Int32(max(count - (base + 1), 0)), recordCount: Int32(base + 1))
        for (index, argument) in runner.commandLine.enumerated() {
            lua.push(bytes: argument)
            lua.rawSet(-2, index - base)
        }
        lua_setglobal(lua.state, "arg")
    }

    /// lua.c's handle_luainit: LUA_INIT_5_4, else LUA_INIT, a chunk or `@file`.
    private func runInitialization() -> Int32 {
        var name = "LUA_INIT_5_4"
        var value = getenv(name)
        if value == nil {
            name = "LUA_INIT"
            value = getenv(name)
        }
        guard let value else { return LUA_OK }
        let bytes = Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
        if bytes.first == UInt8(ascii: "@") { return dofile(Array(bytes.dropFirst())) }
        return dostring(bytes, name: "=" + name)
    }

    /// lua.c's runargs: `-e`, `-l` and `-W` in command-line order; false once one fails.
    private func runSteps() throws -> Bool {
        for step in runner.steps {
            switch step {
            case .execute(let code):
                guard dostring(code, name: "=(command line)") == LUA_OK else { return false }
            case .require(let specification):
                guard try dolibrary(specification) == LUA_OK else { return false }
            case .warningsOn:
                lua_warning(lua.state, "@on", 0)
            }
        }
        return true
    }

    /// lua.c's handle_script: the script, with `arg[1]` … `arg[#arg]` as `...`.
    private func handleScript(_ script: ScriptRunner.Script) throws -> Int32 {
        var status: Int32
        switch script {
        case .standardInput: status = luaL_loadfilex(lua.state, nil, nil)
        case .file(let path): status = withCString(path) { luaL_loadfilex(lua.state, $0, nil) }
        }
        if status == LUA_OK {
            let base = lua.top
            lua_pushcclosure(lua.state, luaui_pushargs, 0)
            try protectedCall(arguments: 0, results: LUA_MULTRET)
            status = docall(arguments: lua.top - base, results: LUA_MULTRET)
        }
        return report(status)
    }

    /// The folder of a script's path, `.` for a bare name.
    private func folder(of path: [UInt8]) -> String {
        guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(decoding: path[..<slash], as: UTF8.self)
    }

    /// Modules load from the script's folder first, when that is not the current
    /// one (whose `./?.lua` is on Lua's default path already).
    private func prependScriptFolder(of path: [UInt8]) {
        guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return }
        let folder = Array(path[...slash])
        guard folder != Array("./".utf8) else { return }
        lua_getglobal(lua.state, "package")
        guard lua.type(at: -1) == LUA_TTABLE else { return lua.pop() }
        lua.push(bytes: folder + Array("?.lua;".utf8) + folder + Array("?/init.lua;".utf8))
        _ = lua.rawGet(-2, field: "path")
        guard lua.type(at: -1) == LUA_TSTRING else { return lua.pop(3) }
        lua_concat(lua.state, 2)
        lua.rawSet(-2, field: "path")
        lua.pop()
    }

    // MARK: The app

    /// After the main chunk and after each line of the REPL: the app runs until
    /// its run loop is idle, then, if the script has made any native object, a
    /// full collection frees what nothing holds (the `dealloc` of each). A script
    /// that made none is left as lua leaves it: its own finalizers run when the
    /// state closes, in lua_close's order. An error is reported as lua.c reports
    /// one; false then. The console leaves out the run loop or the collection
    /// while paused, and after a stopped run.
    func settle(runningLoop: Bool = true, collecting: Bool = true) -> Bool {
        if runningLoop { VirtualRunLoop.main.runUntilIdle() }
        if collecting && runtime.pendingError == nil && runtime.holdsObjects { runtime.collectEverything() }
        guard let error = runtime.takePendingError() else { return true }
        luaui_push_msghandler(lua.state, tracebackFunction)
        runtime.push(error)
        _ = luaui_pcall(lua.state, 1, 1, 0)
        report(LUA_ERRRUN)
        return false
    }

    /// `--snapshot PATH`: the key window as the screen shows it; false, with
    /// the reason reported, if there is none or the file cannot be written.
    private func writeSnapshot() -> Bool {
        guard let path = runner.snapshotPath else { return true }
        do {
            guard let window = UIApplication.shared.keyWindow else {
                throw RenderingError("no key window to take: the script made none key and visible (makeKeyAndVisible)")
            }
            try window.screenSnapshot().writePNG(to: path)
            return true
        } catch {
            printMessage("--snapshot \(path): \(error)")
            return false
        }
    }

    // MARK: Helpers

    /// Calls the C function below the top `arguments` values, which may raise;
    /// an error escapes pmain.
    func protectedCall(arguments: Int32, results: Int32) throws {
        guard luaui_pcall(lua.state, arguments, results, 0) == LUA_OK else {
            runtime.pendingError = .value(lua.ref())
            throw Escape()
        }
    }

    func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
