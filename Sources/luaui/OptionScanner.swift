import LuaBridge
import ViewCore

/// What the options before a script ask for.
enum Scan {
    case launch(ScriptRunner)
    case help
    /// lua.c's print_usage: an unrecognized option, or one missing its argument.
    case usage(badOption: [UInt8], needsArgument: Bool)
    case failure(String)
}

/// Scans the options from `commandLine[first]` on as lua.c's collectargs does
/// (the first argument that is not an option is the script; `--` ends the
/// options; `-` is standard input; `-e` and `-l` take the next argument or the
/// rest of their own; `-i` implies `-v`), with luaui's own long options beside
/// lua's. lua.c runs `-e`, `-l` and `-W` in a second pass over the same
/// arguments; they are collected here, in order, for the runner.
func scanOptions(_ commandLine: [[UInt8]], from first: Int) -> Scan {
    var runner = ScriptRunner(commandLine: commandLine)
    var index = first
    scanning: while index < commandLine.count {
        let argument = commandLine[index]
        guard argument.first == UInt8(ascii: "-") else {
            runner.scriptIndex = index
            break
        }
        let letter = argument.count > 1 ? argument[1] : 0
        let isAlone = argument.count == 2
        switch letter {
        case UInt8(ascii: "-"):
            if isAlone {
                if index + 1 < commandLine.count { runner.scriptIndex = index + 1 }
                break scanning
            }
            switch LongOption(argument) {
            case .trace:
                runner.trace = true
            case .prompts:
                runner.console = ConsoleOptions(showsPrompts: true)
            case .device(let name):
                guard let name = name ?? nextValue(commandLine, after: &index) else {
                    return .usage(badOption: argument, needsArgument: true)
                }
                guard let device = Device.named(name) else {
                    return .failure("unknown device '\(name)'; known devices: \(Device.knownNames.joined(separator: ", "))")
                }
                runner.device = device
            case .snapshot(let path):
                guard let path = path ?? nextValue(commandLine, after: &index), !path.isEmpty else {
                    return .usage(badOption: argument, needsArgument: true)
                }
                runner.snapshotPath = path
            case .limit(let option, let value):
                guard let value = value ?? nextValue(commandLine, after: &index) else {
                    return .usage(badOption: argument, needsArgument: true)
                }
                do {
                    try runner.limits.set(option, from: value)
                } catch {
                    return .failure("\(error)")
                }
            case .help:
                return .help
            case nil:
                return .usage(badOption: argument, needsArgument: false)
            }
        case 0:
            runner.scriptIndex = index
            break scanning
        case UInt8(ascii: "E") where isAlone:
            runner.ignoreEnvironment = true
        case UInt8(ascii: "W") where isAlone:
            runner.steps.append(.warningsOn)
        case UInt8(ascii: "i") where isAlone:
            runner.interactive = true
            runner.showVersion = true
        case UInt8(ascii: "v") where isAlone:
            runner.showVersion = true
        case UInt8(ascii: "e"), UInt8(ascii: "l"):
            var value = Array(argument.dropFirst(2))
            if value.isEmpty {
                index += 1
                guard index < commandLine.count, commandLine[index].first != UInt8(ascii: "-") else {
                    return .usage(badOption: argument, needsArgument: true)
                }
                value = commandLine[index]
            }
            runner.steps.append(letter == UInt8(ascii: "e") ? .execute(value) : .require(value))
        default:
            return .usage(badOption: argument, needsArgument: false)
        }
        index += 1
    }
    if let script = runner.scriptIndex {
        let isStandardInput = commandLine[script] == [UInt8(ascii: "-")] && commandLine[script - 1] != Array("--".utf8)
        runner.script = isStandardInput ? .standardInput : .file(commandLine[script])
    }
    return .launch(runner)
}

/// luaui's own options; those with a value take it as the next argument or after `=`.
private enum LongOption {
    case trace
    case prompts
    case device(String?)
    case snapshot(String?)
    case limit(Limits.Option, String?)
    case help

    init?(_ argument: [UInt8]) {
        let text = String(decoding: argument, as: UTF8.self)
        switch text {
        case "--trace": self = .trace
        case "--prompts": self = .prompts
        case "--help": self = .help
        default:
            let name = String(text.prefix { $0 != "=" })
            let value = name.count < text.count ? String(text.dropFirst(name.count + 1)) : nil
            if name == "--device" {
                self = .device(value)
            } else if name == "--snapshot" {
                self = .snapshot(value)
            } else if let option = Limits.Option(rawValue: name) {
                self = .limit(option, value)
            } else {
                return nil
            }
        }
    }
}

/// The argument after `index`, moving past it; nil if there is none or it is an option.
private func nextValue(_ commandLine: [[UInt8]], after index: inout Int) -> String? {
    guard index + 1 < commandLine.count, commandLine[index + 1].first != UInt8(ascii: "-") else { return nil }
    index += 1
    return String(decoding: commandLine[index], as: UTF8.self)
}
