import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A script's whole process: `luaui run empty.lua` from spawn to exit, against the
/// smallest processes of its two halves: `lua5.4 -e ''`, and a Swift hello-world
/// that links Foundation as luaui does. scripts/bench builds the release luaui
/// (scripts/build-release, into .build-release) and the hello-world (into
/// .build-bench) and passes their paths in
/// LUAUI_BENCH_LUAUI and LUAUI_BENCH_HELLO (LUAUI_BENCH_LUA: lua5.4, by default
/// /usr/bin/lua5.4). Without the hello-world the rows are left out, with a note.
func startupBenchmarks(_ schedule: Schedule) -> [Row] {
    let luaui = benchedLuaui, lua = benchedLua
    guard let hello = ProcessInfo.processInfo.environment["LUAUI_BENCH_HELLO"] else {
        fputs("luaui-bench: startup rows left out: LUAUI_BENCH_HELLO is not set (scripts/bench sets it)\n", stderr)
        return []
    }
    for program in [luaui, lua, hello] where !FileManager.default.isExecutableFile(atPath: program) {
        fail("\(program) is not an executable; run scripts/bench, which builds it")
    }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("luaui-bench-\(getpid())")
    try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("empty.lua").path
    precondition(FileManager.default.createFile(atPath: script, contents: Data()), "could not write \(script)")

    let samples = timeEach([[luaui, "run", script], [lua, "-e", ""], [hello]], schedule)

    return [
        Row(name: "luaui run empty.lua, whole process (floor: Swift hello-world, Foundation)",
            value: samples[0], floor: samples[2], per: 1e6, unit: "ms", target: .ratioAtMost(1.5), estimate: .median),
        Row(name: "luaui run empty.lua, whole process (floor: lua5.4 -e '')",
            value: samples[0], floor: samples[1], per: 1e6, unit: "ms", target: .ratioAtMost(3), estimate: .median),
    ]
}

/// The release luaui the whole-process rows time: LUAUI_BENCH_LUAUI, else the
/// luaui beside this executable.
var benchedLuaui: String {
    ProcessInfo.processInfo.environment["LUAUI_BENCH_LUAUI"]
        ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("luaui").path
}

/// The stock Lua interpreter: LUAUI_BENCH_LUA, else /usr/bin/lua5.4.
var benchedLua: String { ProcessInfo.processInfo.environment["LUAUI_BENCH_LUA"] ?? "/usr/bin/lua5.4" }

/// Each command's whole-process times, the commands taking turns in every run.
func timeEach(_ commands: [[String]], _ schedule: Schedule) -> [Samples] {
    var samples = [Samples](repeating: Samples(), count: commands.count)
    for run in 0..<(schedule.warmup + schedule.repetitions) {
        for (index, command) in commands.enumerated() {
            let time = timeProcess(command)
            if run >= schedule.warmup { samples[index].add(time) }
        }
    }
    return samples
}

/// Spawns `command` (a full path, then its arguments) with its output to
/// /dev/null and waits for it; the wall time from spawn to exit. A failing
/// command stops the benchmark.
private func timeProcess(_ command: [String]) -> UInt64 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }

    var pid: pid_t = 0
    var status: Int32 = 0
    let start = monotonicNanoseconds()
    let error = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
    guard error == 0 else { fail("could not spawn \(command[0]): \(String(cString: strerror(error)))") }
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let time = monotonicNanoseconds() - start
    // Exited normally with status 0: the low 7 bits (the signal) and the status byte are 0.
    guard status == 0 else { fail("\(command.joined(separator: " ")) failed (wait status \(status))") }
    return time
}
