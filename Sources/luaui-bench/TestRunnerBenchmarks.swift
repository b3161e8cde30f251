import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `luaui test`, whole processes of the release luaui (LUAUI_BENCH_LUAUI), in
/// a folder of spec files made here:
/// - one empty spec file, against Debian's busted on it under lua5.4;
/// - a suite of 200 spec files of 5 tests, each building a controller whose
///   view has 20 subviews and pushing and popping it on a navigation
///   controller: `-j 2` against `-j 1`; and `-j 1` per test against the same
///   work 1,000 times in one `luaui run` script (what a test's fresh app and
///   busted's own work add). Beside it, busted's own cost: the suite's files
///   with empty tests, under busted.
func testRunnerBenchmarks(_ schedule: Schedule) -> [Row] {
    let luaui = benchedLuaui, lua = benchedLua, busted = "/usr/bin/busted"
    for program in [luaui, lua, busted] where !FileManager.default.fileExists(atPath: program) {
        fail("\(program) is missing; run scripts/bench, which builds luaui and installs busted")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("luaui-bench-test-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    writeSpecFolders(in: folder)
    let previous = FileManager.default.currentDirectoryPath
    defer { enter(previous) }

    enter(folder + "/empty")
    let startup = timeEach([[luaui, "test", "empty_spec.lua"], [lua, busted, "empty_spec.lua"]], schedule)

    // The suite takes seconds a run: fewer runs.
    let suiteSchedule = Schedule(warmup: min(schedule.warmup, 1), repetitions: min(schedule.repetitions, 5))
    enter(folder + "/suite")
    let suite = timeEach([[luaui, "test", "-j", "1"], [luaui, "test", "-j", "2"], [luaui, "run", "one_run.lua"]],
                         suiteSchedule)
    enter(folder + "/empty-suite")
    let bustedOwn = timeEach([[lua, busted]], suiteSchedule)[0]

    let tests = Double(suiteFiles * testsPerFile)
    return [
        Row(name: "luaui test empty_spec.lua, whole process (floor: busted empty_spec.lua, lua5.4)",
            value: startup[0], floor: startup[1], per: 1e6, unit: "ms", target: .ratioAtMost(1.5), estimate: .median),
        Row(name: "200 spec files of 5 push/pop tests, -j 2 (floor: -j 1)",
            value: suite[1], floor: suite[0], per: 1e9, unit: "s", target: .ratioAtMost(0.6), estimate: .median),
        Row(name: "  per test, -j 1 (floor: the same work in one luaui run)",
            value: suite[0], floor: suite[2], per: tests * 1e3, unit: "µs/test", target: .ratioAtMost(1.3), estimate: .median),
        Row(name: "  bound: busted's own cost per empty test, same files (floor: the work in one luaui run)",
            value: bustedOwn, floor: suite[2], per: tests * 1e3, unit: "µs/test", estimate: .median),
    ]
}

private let suiteFiles = 200, testsPerFile = 5

/// Makes `folder` the current one, where the timed processes start.
private func enter(_ folder: String) {
    guard FileManager.default.changeCurrentDirectoryPath(folder) else { fail("cannot enter \(folder)") }
}


private let screenClass = """
    local Screen = UIViewController:subclass("Screen")
    function Screen:viewDidLoad()
      Screen.super.viewDidLoad(self)
      for i = 1, 20 do self.view:addSubview(UIView(CGRect(i, i, 10, 10))) end
    end

    """

private let pushAndPop = """
      local nav = UINavigationController(UIViewController())
      local window = UIWindow()
      window.rootViewController = nav
      window:makeKeyAndVisible()
      RunLoop.main:runUntilIdle()
      nav:pushViewControllerAnimated(Screen(), false)
      RunLoop.main:runUntilIdle()
      nav:popViewControllerAnimated(false)
      RunLoop.main:runUntilIdle()

    """

private func writeSpecFolders(in folder: String) {
    func write(_ path: String, _ text: String) {
        let full = folder + "/" + path
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: full, contents: Data(text.utf8)) else { fail("could not write \(full)") }
    }
    write("empty/empty_spec.lua", "it(\"does nothing\", function() end)\n")
    for file in 1...suiteFiles {
        let name = String(format: "s%03d_spec.lua", file)
        write("suite/spec/" + name, screenClass + """
            for t = 1, \(testsPerFile) do
              it("pushes and pops " .. t, function()
            \(pushAndPop)  end)
            end

            """)
        write("empty-suite/spec/" + name, """
            for t = 1, \(testsPerFile) do it("pushes and pops " .. t, function() end) end

            """)
    }
    write("suite/one_run.lua", screenClass + """
        for t = 1, \(suiteFiles * testsPerFile) do
        \(pushAndPop)  window.hidden = true
        end

        """)
}
