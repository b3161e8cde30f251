import CLua
import CLuaShims
@_spi(Bridging) import ViewCore

/// A command line run as Lua's standalone interpreter (lua.c of Lua 5.4.4) runs
/// it, in a session of its own: the same order of effects, the same `arg` table,
/// the same reports. What luaui adds: the session's app runs until idle after the
/// main chunk and after each line of the REPL, then what nothing holds is freed
/// (`StandaloneInterpreter.settle`); a script finds modules in its own folder;
/// `limits` stop a run, and Ctrl-C stops one in the engine's turns too.
///
/// Arguments are bytes, as the process received them: a script's arguments and
/// code reach Lua unchanged, UTF-8 or not.
public struct ScriptRunner {
    /// What lua's options before the script ask for, run in command-line order.
    public enum Step: Equatable {
        /// `-e stat`
        case execute([UInt8])
        /// `-l mod` or `-l g=mod`
        case require([UInt8])
        /// `-W`
        case warningsOn
    }

    public enum Script: Equatable {
        case file([UInt8])
        /// `-`: the script is read from standard input.
        case standardInput
    }

    /// The whole command line, the program first: `arg` holds it around the script.
    public var commandLine: [[UInt8]]
    /// The script's index in `commandLine`, nil if there is none.
    public var scriptIndex: Int?
    public var script: Script?
    public var steps: [Step] = []
    /// `-i`: the REPL after the script.
    public var interactive = false
    /// `-v`, which `-i` implies: the version before anything runs.
    public var showVersion = false
    /// `-E`: LUA_INIT, LUA_PATH and LUA_CPATH are ignored.
    public var ignoreEnvironment = false
    public var trace = false
    public var device = Device.defaultDevice
    /// `--snapshot PATH`: the key window, as the screen shows it, written as a
    /// PNG file once the script's app has settled.
    public var snapshotPath: String?
    /// What each run may use: the main program, then each line of the REPL.
    public var limits = Limits()
    /// What an error report starts with, as lua.c's starts with its own name.
    public var programName = "luaui"
    /// A line of the program's own printed before Lua's copyright line.
    public var versionLine: String?
    /// The REPL's input when standard input is a terminal; lua.c's plain reads otherwise.
    public var terminalReader: LineReader?
    /// The REPL is luaui's console (`luaui repl`), not lua.c's (`luaui -i`).
    public var console: ConsoleOptions?

    public init(commandLine: [[UInt8]]) { self.commandLine = commandLine }

    /// `luaui FILE ARGS…`.
    public init(file: String, arguments: [String] = []) {
        commandLine = [Array("luaui".utf8), Array(file.utf8)] + arguments.map { Array($0.utf8) }
        scriptIndex = 1
        script = .file(Array(file.utf8))
    }

    /// Runs the command line; returns the process's exit status.
    /// The console's `:reset` and `:device` run the command line again in a
    /// fresh session, on the device asked for.
    public func run() -> Int32 {
        if showVersion { printVersion() }
        let console = console.map { ConsoleState(options: $0, device: self.device, tracing: trace) }
        var device = self.device
        while true {
            let session = Session.start(device: device)
            let runtime = LuaRuntime(ignoringEnvironment: ignoreEnvironment, limits: limits)
            runtime.tracing = console?.tracing ?? trace
            let status = StandaloneInterpreter(runner: self, runtime: runtime, console: console).main()
            session.end()
            guard let console, let restart = console.restartDevice else { return status }
            console.restartDevice = nil
            device = restart
        }
    }

    /// Lua's copyright line, which `lua -v` prints.
    public static var luaCopyright: String { String(cString: luaui_copyright()) }

    /// lua.c's print_version, after the program's own line.
    func printVersion() {
        if let versionLine { fputs(versionLine + "\n", stdout) }
        fputs(luaui_copyright(), stdout)
        fputs("\n", stdout)
        fflush(stdout)
    }
}
