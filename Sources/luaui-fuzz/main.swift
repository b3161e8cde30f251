// luaui-fuzz: runs sequences of Tests/Fuzz/fuzz.lua, each in a session of its
// own, and checks what no sequence may break: the process survives (a crash is
// the failure scripts/fuzz reports with its seed), the session's state is
// consistent afterwards (Session.consistencyProblems), and once a session has
// ended and its Lua state closed, no object is held from outside the objects
// (Session.respondersHeldFromOutside; a cycle a script built among them, which
// UIKit would leak as well, is theirs). Every other sequence hands
// a few of its objects to the next, whose calls then get objects of an earlier
// session; the leak check follows the sequences that were handed none.
// Each sequence runs in an empty folder of its own, removed after it.
//
//   luaui-fuzz --script PATH [--seed N] [--sequences K | --seconds S] [--calls C]
//              [--hang-seconds H] [--verbose] [--log]
//
// A sequence that runs longer than H seconds (default 20) is a hang: the process
// says the seed and exits 3.
// Ends with one line: sequences, calls, calls per second, problems; exits 1 if
// there were problems.
import Foundation
import LuaBridge
import ViewCore

struct Options {
    var script = "Tests/Fuzz/fuzz.lua"
    var seed = 1
    var sequences: Int?
    var seconds: Double = 10
    var calls = 2_000
    var hangSeconds: UInt32 = 20
    var verbose = false
    var log = false
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    func value(_ name: String) -> String {
        guard let text = arguments.popFirst() else { fail("\(name) needs a value") }
        return text
    }
    func number(_ name: String) -> Double {
        guard let number = Double(value(name)), number >= 0 else { fail("\(name) needs a number") }
        return number
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--script": options.script = value(argument)
        case "--seed": options.seed = Int(number(argument))
        case "--sequences": options.sequences = Int(number(argument))
        case "--seconds": options.seconds = number(argument)
        case "--calls": options.calls = Int(number(argument))
        case "--hang-seconds": options.hangSeconds = UInt32(number(argument))
        case "--verbose": options.verbose = true
        case "--log": options.log = true
        default: fail("unknown option \(argument)")
        }
    }
    return options
}

func fail(_ message: String) -> Never {
    fputs("luaui-fuzz: \(message)\n", stderr)
    exit(2)
}

/// Exceptions the engine raises while no runtime is there to turn them into
/// Lua errors (between sessions) are recorded, not fatal.
var uncaught: [String] = []
UIKitException.handler = { uncaught.append($0.reason) }
UIKitWarning.handler = { _ in }
Session.tracksResponders = true

// Line by line, so that what a crash cuts short still says which seed it was.
setvbuf(stdout, nil, _IOLBF, 0)
let options = parseOptions()
guard let source = try? String(contentsOfFile: options.script, encoding: .utf8) else {
    fail("cannot read \(options.script)")
}
let start = Date()
var sequence = 0
var totalCalls = 0
var totalErrors = 0
var problems: [String] = []
var handedOn: [AnyObject] = []

/// What the watchdog writes when a sequence hangs: set before each sequence,
/// since a signal handler may only write what is already there.
nonisolated(unsafe) var hangMessage: [UInt8] = []
signal(SIGALRM) { _ in
    hangMessage.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    _exit(3)
}

/// Where each sequence runs: a folder made empty for it, since a script writes
/// files (a snapshot's PNG, at any path the fuzzer picks) and reads them (an
/// image from a file). In a shared folder a sequence would find what an
/// earlier one or an earlier run left there, and a seed would not replay the
/// same; the files would also land in the repository.
let startFolder = FileManager.default.currentDirectoryPath

func enterEmptyFolder() -> String {
    var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("luaui-fuzz.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fail("cannot make a temporary folder") }
    let folder = String(cString: made)
    guard FileManager.default.changeCurrentDirectoryPath(folder) else { fail("cannot enter \(folder)") }
    return folder
}

func leave(_ folder: String) {
    _ = FileManager.default.changeCurrentDirectoryPath(startFolder)
    try? FileManager.default.removeItem(atPath: folder)
}

func report(_ seed: Int, _ problem: String) {
    problems.append("seed \(seed): \(problem)")
    print("seed \(seed): \(problem)")
}

while options.sequences.map({ sequence < $0 }) ?? (Date().timeIntervalSince(start) < options.seconds) {
    let seed = options.seed + sequence
    hangMessage = Array("seed \(seed): the sequence hung (over \(options.hangSeconds) s)\n".utf8)
    alarm(options.hangSeconds)
    if options.verbose { print("seed \(seed)") }
    let folder = enterEmptyFolder()
    do {
        let received = handedOn
        handedOn = []
        let session = Session.start()
        let runtime = LuaRuntime()
        for (index, object) in received.enumerated() { runtime.setGlobal("earlier\(index + 1)", to: object) }
        if options.log { try? runtime.run("fuzzLog = true") }
        do {
            try runtime.run("""
                local fuzz = load((...), "@fuzz.lua")()
                local earlier = {}
                for i = 1, \(received.count) do earlier[i] = _G["earlier" .. i]; _G["earlier" .. i] = nil end
                calls, errors, kept = fuzz.run(\(seed), \(options.calls), earlier)
                """, arguments: [source])
            VirtualRunLoop.main.runUntilIdle()
            for problem in session.consistencyProblems() { report(seed, problem) }
            if sequence % 2 == 0 {
                for index in 1...5 {
                    if let object = runtime.object(global: "kept\(index)") { handedOn.append(object) }
                }
            }
            totalCalls += runtime.integer(global: "calls") ?? 0
            totalErrors += runtime.integer(global: "errors") ?? 0
        } catch {
            report(seed, "an error escaped the sequence: \(error)")
        }
        session.end()
    }
    leave(folder)
    if sequence % 2 == 1 {
        let leaked = Session.respondersHeldFromOutside()
        if !leaked.isEmpty { report(seed, "held after their session ended: \(leaked.joined(separator: ", "))") }
    }
    alarm(0)
    sequence += 1
}

let elapsed = Date().timeIntervalSince(start)
let rate = elapsed > 0 ? Int(Double(totalCalls) / elapsed) : 0
print("\(sequence) sequences, \(totalCalls) calls (\(totalErrors) raised), \(rate) calls/s, \(problems.count) problems")
exit(problems.isEmpty ? 0 : 1)
