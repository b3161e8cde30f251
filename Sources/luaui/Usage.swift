import Glibc
import LuaBridge
import ViewCore

/// lua.c's print_usage, word for word, under luaui's name: what a bad option
/// prints on standard error before the run fails (`luaui --help` has the rest).
func printUsage(badOption: [UInt8], needsArgument: Bool) {
    let option = String(decoding: badOption, as: UTF8.self)
    let problem = needsArgument ? "'\(option)' needs argument" : "unrecognized option '\(option)'"
    fputs("""
        luaui: \(problem)
        usage: luaui [options] [script [args]]
        Available options are:
        \(luaOptions)
        """, stderr)
    fflush(stderr)
}

/// lua's options as lua.c's usage lists them.
private let luaOptions = """
      -e stat   execute string 'stat'
      -i        enter interactive mode after executing 'script'
      -l mod    require library 'mod' into global 'mod'
      -l g=mod  require library 'mod' into global 'g'
      -v        show version information
      -E        ignore environment variables
      -W        turn warnings on
      --        stop handling options
      -         stop handling options and execute stdin

    """

/// `luaui help`: every form of the command line.
func printHelp() {
    let commands = subcommands.map { command in
        let form = command.form.padding(to: 32)
        let aliases = command.names.dropFirst()
        return "  \(form)\(command.summary)" + (aliases.isEmpty ? "" : " (also \(aliases.joined(separator: ", ")))")
    }
    fputs("""
        usage: luaui [run] [options] [script [args]]
               luaui COMMAND ...

        Runs Lua 5.4 scripts against a headless UIKit view and controller core. A
        script's main chunk is an app's launch; after it, and after each line of the
        REPL, the app's run loop runs until idle and what nothing holds is freed.
        Otherwise luaui runs a command line as lua5.4 does.

        Commands (given first; a script named like one: luaui ./run, or luaui run run):
        \(commands.joined(separator: "\n"))

        Lua's options, before the script, with lua5.4's meaning and order of effects:
        \(luaOptions)
        luaui's options, before the script (run and repl):
          --device NAME  the simulated device (default: \(Device.defaultName)); one of:
        \(wrapped(Device.knownNames, indent: 17))
          --trace        print every lifecycle call the engine makes on an instance
                         of a Lua class, as -[Card layoutSubviews]
          --snapshot PNG write the key window, as the screen shows it, as a PNG
                         file once the script's app has settled
          --prompts      (repl) with standard input not a terminal, print the
                         prompts and echo the lines read
          --help         this help

        Limits of a run, before the script (run and repl; also --OPTION=VALUE; none by
        default, and 0 is none). A run is the script with what runs before it and the
        app's settling after it, or one line of the REPL; a stopped run ends with an
        error naming its limit, and the REPL goes on:
        \(limitOptions)
        Ctrl-C stops a run as it stops lua5.4's, with "interrupted!" and the traceback,
        in the engine's turns too; in the REPL, the line running. A second Ctrl-C
        before the first has stopped it ends luaui.

        luaui repl is luaui's console on a live app (window and root, readable
        results, :help for its commands; docs/repl.md); -i is lua5.4's REPL. With no
        script, no -e and no -v, luaui runs the console if standard input is a
        terminal, and standard input as the script otherwise. The script gets its
        arguments as ... and in the table arg (arg[0] is the script, the rest of
        the command line is at negative indices).

        Environment (ignored with -E):
          LUA_INIT_5_4, LUA_INIT      Lua code, or @FILE, run before anything else
                                      (the first that is set)
          LUA_PATH_5_4, LUA_PATH      where require looks for Lua modules
          LUA_CPATH_5_4, LUA_CPATH    where require looks for C modules

        """, stdout)
}

/// The limits' options, as the help lists them.
private var limitOptions: String {
    Limits.Option.allCases.flatMap { option in
        option.summary.enumerated().map { index, line in
            (index == 0 ? "  \(option.rawValue) \(option.valueName)" : "").padding(to: 24) + line
        }
    }.joined(separator: "\n")
}

/// `luaui version`: luaui's line, then Lua's.
func printVersion() {
    fputs(versionLine + "\n" + ScriptRunner.luaCopyright + "\n", stdout)
}

/// `items`, comma-separated, in lines of at most 80 columns after `indent` spaces.
private func wrapped(_ items: [String], indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var lines = [margin]
    for (index, item) in items.enumerated() {
        let text = item + (index < items.count - 1 ? "," : "")
        if lines[lines.count - 1].count + text.count + 1 > 80 { lines.append(margin) }
        let line = lines[lines.count - 1]
        lines[lines.count - 1] = line + (line == margin ? "" : " ") + text
    }
    return lines.joined(separator: "\n")
}

private extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
