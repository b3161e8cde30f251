import ArgumentParser
import Foundation
import LuaBridge
import ViewCore

/// `luaui`: UIKit's view and controller core, headless, driven by Lua scripts.
struct LuaUI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "luaui",
        abstract: "Runs Lua scripts against a headless UIKit view and controller core.",
        subcommands: [Run.self],
        defaultSubcommand: Run.self
    )
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs a script as an app's launch: the main chunk, then the run loop until idle."
    )

    @Option(name: .long, help: "The simulated device (\(Device.knownNames.joined(separator: ", "))).")
    var device: String = Device.defaultName

    @Flag(name: .long, help: "Print every lifecycle call the engine makes on a Lua-subclass instance.")
    var trace = false

    @Option(name: .customShort("e"), help: ArgumentHelp("Run CODE instead of a file.", valueName: "code"))
    var code: String?

    @Argument(help: "The script, or - for standard input.")
    var file: String?

    @Argument(parsing: .captureForPassthrough, help: "Arguments for the script (its `arg` table and `...`).")
    var arguments: [String] = []

    func validate() throws {
        guard Device.named(device) != nil else {
            throw ValidationError("unknown device '\(device)'; known devices: \(Device.knownNames.joined(separator: ", "))")
        }
        guard code != nil || file != nil else { throw ValidationError("give a script file, - for standard input, or -e CODE") }
    }

    func run() throws {
        let status: Int32
        if let code {
            status = launch(.code(code), arguments: (file.map { [$0] } ?? []) + arguments, device: device, trace: trace)
        } else if file == "-" {
            status = launch(.standardInput, arguments: arguments, device: device, trace: trace)
        } else {
            status = launch(.file(file!), arguments: arguments, device: device, trace: trace)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// Runs a script as `Run` describes; returns the exit status.
func launch(_ source: ScriptRunner.Source, arguments: [String], device: String, trace: Bool) -> Int32 {
    var runner = ScriptRunner(source: source)
    runner.device = Device.named(device)!
    runner.arguments = arguments
    runner.trace = trace
    return runner.run()
}

/// The plain invocations, `luaui FILE [ARGS…]` and `luaui run FILE [ARGS…]`, skip
/// ArgumentParser: its parse, all reflection and protocol-conformance lookups, is 13.5M
/// of the 33M instructions `luaui run empty.lua` takes (a Foundation hello-world takes
/// 13.8M in all), and about 3 ms of its 17 ms wall time. ArgumentParser would parse
/// them to the same run: FILE, then everything after it, options included, passed
/// through to the script. Anything else goes to ArgumentParser: an option or `-`
/// before FILE, no FILE, the `help` subcommand, and `--generate-completion-script`,
/// which ArgumentParser answers wherever it appears.
func plainRun(_ commandLine: ArraySlice<String>) -> (file: String, arguments: [String])? {
    var rest = commandLine
    if rest.first == "run" { rest.removeFirst() } else if rest.first == "help" { return nil }
    guard let file = rest.popFirst(), !file.hasPrefix("-"),
          !rest.contains(where: { $0.hasPrefix("--generate-completion-script") })
    else { return nil }
    return (file, Array(rest))
}

if let (file, arguments) = plainRun(CommandLine.arguments.dropFirst()) {
    let status = launch(.file(file), arguments: arguments, device: Device.defaultName, trace: false)
    exit(status)
}
LuaUI.main()
