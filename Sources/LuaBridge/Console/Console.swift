import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// `luaui repl`: lua.c's REPL gone further. Each input is tried as an
/// expression, then as a statement continued over lines while incomplete; it
/// runs in an environment where the prompt's locals live on; its results print
/// readably and the first is kept as `_`; then, unless paused, the app's run
/// loop runs until idle, so the callbacks of what was typed print under it. A
/// line starting with `:` is a meta-command (MetaCommands.swift). Nothing typed
/// ends the session but `:quit` and the end of input.
final class Console {
    unowned let interpreter: StandaloneInterpreter
    let state: ConsoleState
    let library: ConsoleLibrary?
    var lua: Lua { interpreter.lua }
    var runtime: LuaRuntime { interpreter.runtime }
    /// `:quit` was given.
    var hasQuit = false

    init(interpreter: StandaloneInterpreter, state: ConsoleState) {
        self.interpreter = interpreter
        self.state = state
        library = ConsoleLibrary(runtime: interpreter.runtime,
                                 metaCommands: MetaCommand.all.flatMap(\.names),
                                 metaArguments: MetaCommand.argumentCompletions)
    }

    /// The loop, until the end of input, `:quit`, or a restart of the app.
    func run() {
        state.complete = { [weak self] line in self?.completions(of: line) ?? [] }
        if !state.hasStarted {
            state.hasStarted = true
            state.terminal?.start(completions: { [unowned state] in state.complete($0) })
        }
        let outerInterruptHandler = state.terminal != nil ? ignoreInterruptsBetweenRuns() : nil
        defer { if var outer = outerInterruptHandler { sigaction(SIGINT, &outer, nil) } }
        startApp()
        while !hasQuit && state.restartDevice == nil {
            guard let input = readInput() else { break }
            switch input {
            case .meta(let name, let argument):
                runMetaCommand(name, argument: argument)
            case .chunk(let status, let names):
                evaluate(loaded: status, declaring: names)
            case .nothing:
                break
            }
            lua.top = 0
        }
        state.complete = { _ in [] }
        // Ctrl-D leaves the cursor after the prompt: the shell's prompt starts
        // on a line of its own.
        if state.restartDevice == nil && state.terminal != nil && !hasQuit { fputs("\n", stdout) }
        fflush(stdout)
    }

    /// Tab's completions, as a run of their own: reading an object's property
    /// may run a script's hook (reading a controller's `view` loads it), which
    /// Ctrl-C and the limits then stop; an error it raises is dropped.
    private func completions(of line: String) -> [String] {
        runtime.limiter.beginRun(interruptible: true)
        defer {
            runtime.limiter.endRun()
            _ = runtime.takePendingError()
        }
        return library?.completions(of: line) ?? []
    }

    /// On a terminal, Ctrl-C is the prompt's (the line editor takes it) or the
    /// run's (the limiter does); in the moments between, when neither has it,
    /// it is dropped rather than ending luaui. Returns the handler it replaces.
    private func ignoreInterruptsBetweenRuns() -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        var outer = sigaction()
        sigaction(SIGINT, &action, &outer)
        return outer
    }

    // MARK: The app

    /// The app an input finds: a key, visible window whose root is a plain
    /// controller, as `window` and `root`, settled.
    private func startApp() {
        let source = """
        window = UIWindow()
        root = UIViewController()
        window.rootViewController = root
        window:makeKeyAndVisible()
        """
        runtime.limiter.beginRun(interruptible: true)
        defer { runtime.limiter.endRun() }
        var status = luaL_loadbufferx(lua.state, source, source.utf8.count, "=console", "t")
        if status == LUA_OK { status = interpreter.docall(arguments: 0, results: 0) }
        if status != LUA_OK {
            report(status)
        } else {
            settle()
        }
        lua.top = 0
    }

    /// What follows a run: the run loop until idle and the collection of what
    /// nothing holds, unless paused; a hook's error reported either way.
    func settle() {
        if runtime.limiter.isStopping {
            _ = interpreter.settle(runningLoop: false, collecting: false)
        } else {
            _ = interpreter.settle(runningLoop: !state.isPaused, collecting: !state.isPaused)
        }
    }

    // MARK: Running an input

    /// Runs the function on top (or reports the error there) as one run of the
    /// limits, prints its results, keeps the first as `_`, then settles.
    func evaluate(loaded status: Int32, declaring names: [String]) {
        runtime.limiter.beginRun(interruptible: true)
        defer { runtime.limiter.endRun() }
        guard status == LUA_OK else { return report(status) }
        setEnvironment()
        if !names.isEmpty, let library {
            library.push("declare")
            for name in names { lua.push(name) }
            _ = luaui_pcall(lua.state, Int32(names.count), 0, 0)
        }
        let base = lua.top
        let result = interpreter.docall(arguments: 0, results: LUA_MULTRET)
        guard result == LUA_OK else {
            report(result)
            settle()
            return
        }
        let count = lua.top - base + 1
        if count > 0 { printResults(from: base, count: count) }
        settle()
    }

    /// Makes the chunk on top run in the console's environment.
    func setEnvironment() {
        guard let library else { return }
        library.pushEnvironment()
        if lua_setupvalue(lua.state, -2, 1) == nil { lua.pop() }
    }

    /// Keeps the first result as `_` and prints them all, formatted.
    private func printResults(from base: Int32, count: Int32) {
        guard let library else {
            // Without its library (an earlier script removed a standard library
            // it needs) the console still shows what it can without metamethods.
            let texts = (base..<base + count).map { lua.describe(at: $0) }
            print(texts.joined(separator: "\t"))
            fflush(stdout)
            return
        }
        library.push("setLast")
        lua.pushValue(at: base)
        _ = luaui_pcall(lua.state, 1, 0, 0)
        library.push("format")
        luaui_insert(lua.state, base)
        let status = interpreter.docall(arguments: count, results: 1)
        guard status == LUA_OK else { return report(status) }
        var length = 0
        guard let text = lua_tolstring(lua.state, -1, &length) else { return }
        fputs(state.style.result.start, stdout)
        fwrite(text, 1, length, stdout)
        fputs(state.style.result.end + "\n", stdout)
        fflush(stdout)
        lua.pop()
    }

    /// Reports the error on top, as lua.c's REPL does, in the error colour.
    func report(_ status: Int32) {
        fflush(stdout)
        fputs(state.style.error.start, stderr)
        interpreter.report(status)
        fputs(state.style.error.end, stderr)
        fflush(stderr)
    }

    /// A message of the console's own, on standard error.
    func complain(_ message: String) {
        fflush(stdout)
        fputs(state.style.error.start + message + state.style.error.end + "\n", stderr)
        fflush(stderr)
    }
}

extension StandaloneInterpreter {
    /// The console in place of lua.c's REPL; errors are reported without the
    /// program's name, as there.
    func consoleLoop(_ state: ConsoleState) {
        let outerName = programName
        programName = nil
        defer { programName = outerName }
        Console(interpreter: self, state: state).run()
    }
}
