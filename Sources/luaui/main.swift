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
        UIScreen.use(Device.named(device)!)
        var runner: ScriptRunner
        var scriptArguments = arguments
        if let code {
            runner = ScriptRunner(source: .code(code))
            if let file { scriptArguments.insert(file, at: 0) }
        } else if file == "-" {
            runner = ScriptRunner(source: .standardInput)
        } else {
            runner = ScriptRunner(source: .file(file!))
        }
        runner.arguments = scriptArguments
        runner.trace = trace
        let status = runner.run()
        if status != 0 { throw ExitCode(status) }
    }
}

LuaUI.main()
