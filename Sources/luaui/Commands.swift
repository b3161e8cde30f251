import Glibc
import LuaBridge

/// A command luaui recognizes as its first argument. A new one is one entry in
/// `subcommands`, which the dispatch and the help read.
struct Subcommand {
    /// Its name, then any aliases.
    let names: [String]
    /// Its form for the help, after `luaui `.
    let form: String
    let summary: String
    /// Runs it on the whole command line, its options starting at `first`;
    /// returns the exit status.
    let run: (_ commandLine: [[UInt8]], _ first: Int) -> Int32
}

let subcommands = [
    Subcommand(names: ["run"], form: "run [options] [script [args]]",
               summary: "run a script, as with no command", run: { launch($0, from: $1) }),
    Subcommand(names: ["repl"], form: "repl [options]",
               summary: "the console on a live app, after -e and -l",
               run: { launch($0, from: $1, interactive: true) }),
    Subcommand(names: ["test"], form: "test [options] [path...]",
               summary: "run busted spec files, each test in a fresh app (luaui test --help)",
               run: { commandLine, first in SpecRunner(arguments: Array(commandLine[first...])).run() }),
    Subcommand(names: ["doc"], form: "doc [NAME | --luals]",
               summary: "the Lua API reference, its entry for UIView, UIView:addSubview or UIView.frame, or LuaLS definitions",
               run: { commandLine, first in document(commandLine, from: first) }),
    Subcommand(names: ["help", "--help", "-h"], form: "help",
               summary: "this help", run: { _, _ in printHelp(); return 0 }),
    Subcommand(names: ["version", "--version"], form: "version",
               summary: "luaui's version and Lua's", run: { _, _ in printVersion(); return 0 }),
]

/// `doc`: the whole reference as Markdown (docs/lua-reference.md), one entry,
/// or the definitions for the Lua language server (types/luaui.lua).
private func document(_ commandLine: [[UInt8]], from first: Int) -> Int32 {
    guard commandLine.count <= first + 1 else {
        fputs("luaui: doc takes one NAME at most (UIView, UIView:addSubview, UIView.frame)\n", stderr)
        return 1
    }
    let reference = APIReference(runtime: LuaRuntime(ignoringEnvironment: true))
    guard commandLine.count == first + 1 else {
        fputs(reference.markdown(), stdout)
        return 0
    }
    let name = String(decoding: commandLine[first], as: UTF8.self)
    if name == "--luals" {
        fputs(reference.luaLSDefinitions(), stdout)
        return 0
    }
    switch reference.entry(name, usage: "luaui doc NAME") {
    case .success(let text):
        fputs(text + "\n", stdout)
        return 0
    case .failure(let problem):
        fputs("luaui: doc: \(problem.message)\n", stderr)
        return 1
    }
}

/// Runs the command line: a command named first, else a script run as `run` runs it.
func dispatch(_ commandLine: [[UInt8]]) -> Int32 {
    if commandLine.count > 1 {
        let first = String(decoding: commandLine[1], as: UTF8.self)
        if let command = subcommands.first(where: { $0.names.contains(first) }) {
            return command.run(commandLine, 2)
        }
    }
    return launch(commandLine, from: 1)
}

/// `run` and `repl`: the options, then the run lua.c would make of them.
private func launch(_ commandLine: [[UInt8]], from first: Int, interactive: Bool = false) -> Int32 {
    switch scanOptions(commandLine, from: first) {
    case .launch(var runner):
        let showsPrompts = runner.console?.showsPrompts ?? false
        if interactive {
            guard runner.scriptIndex == nil else {
                fputs("luaui: repl takes no script (luaui -i SCRIPT runs one, then the REPL)\n", stderr)
                return 1
            }
            runner.interactive = true
            // A transcript (standard input not a terminal) is the same bytes
            // wherever it runs: no banner, whose Lua version varies.
            runner.showVersion = runner.showVersion || isatty(STDIN_FILENO) != 0
            runner.console = ConsoleOptions(terminal: EditLineTerminal(), showsPrompts: showsPrompts)
        } else if runner.interactive {
            // -i is lua's REPL, byte for byte.
            runner.console = nil
        } else {
            // luaui alone on a terminal.
            runner.console = ConsoleOptions(terminal: EditLineTerminal())
        }
        runner.versionLine = versionLine
        runner.terminalReader = EditLineReader()
        return runner.run()
    case .help:
        printHelp()
        return 0
    case .usage(let option, let needsArgument):
        printUsage(badOption: option, needsArgument: needsArgument)
        return 1
    case .failure(let message):
        fputs("luaui: \(message)\n", stderr)
        return 1
    }
}
