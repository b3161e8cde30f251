import XCTest
import Foundation

/// Ctrl-C (SIGINT) sent to `luaui`: it stops the run under way with a traceback,
/// as lua5.4's does, in Lua or in the engine's turns; in the REPL it stops the
/// line, and the REPL goes on; a second one before the first has stopped the
/// run ends the process. Each script says when it is where the signal should
/// find it, on standard output: the signal is sent a moment after that line
/// arrives, once the call that printed it has surely returned (a signal during
/// a C function is raised in Lua when it returns, which lua5.4's traceback
/// shows too).
final class InterruptTests: XCTestCase {
    private var folder: URL!
    /// Microseconds between the line a script prints and the signal.
    let settling: useconds_t = 200_000

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("interrupt-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard FileManager.default.isExecutableFile(atPath: ChildProcess.luaui.path) else {
            throw XCTSkip("no luaui at \(ChildProcess.luaui.path)")
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func script(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Runs `arguments` under `program`, interrupted once `marker` is printed.
    private func interrupt(_ program: URL, _ arguments: [String], at marker: String = "ready\n",
                           then: ((ChildProcess) -> Void)? = nil) throws
        -> (status: Int32, signalled: Bool, output: String, errors: String) {
        let child = try ChildProcess(program, arguments, in: folder)
        XCTAssertTrue(child.waitFor(marker), "never printed \(marker)")
        usleep(settling)
        child.signal(SIGINT)
        then?(child)
        return child.finish()
    }

    /// The loop's whole body is on one line, where the signal must find it.
    private let spinning = """
        local function spin()
          while true do if not ready then print("ready") io.stdout:flush() ready = true end end
        end
        spin()

        """

    func testCtrlCStopsAScriptAtItsLine_asLua54Does() throws {
        try script("spin.lua", spinning)
        let run = try interrupt(ChildProcess.luaui, ["spin.lua"])
        XCTAssertEqual(run.status, 1)
        XCTAssertFalse(run.signalled)
        XCTAssertEqual(run.errors, """
            luaui: spin.lua:4: interrupted!
            stack traceback:
            \tspin.lua:2: in local 'spin'
            \tspin.lua:4: in main chunk
            \t[C]: in ?

            """)

        let lua = URL(fileURLWithPath: "/usr/bin/lua5.4")
        guard FileManager.default.isExecutableFile(atPath: lua.path) else { return }
        let reference = try interrupt(lua, ["spin.lua"])
        XCTAssertEqual(reference.status, run.status)
        XCTAssertEqual(reference.errors.replacingOccurrences(of: lua.path + ":", with: "luaui:"), run.errors)
    }

    func testCtrlCStopsTheEngineTurning_sayingWhatWasPending() throws {
        try script("turning.lua", """
            RunLoop.main:after(1, function() print("ready") io.stdout:flush() end)
            RunLoop.main:every(7200, function() end)
            RunLoop.main:runFor(1e300)

            """)
        let run = try interrupt(ChildProcess.luaui, ["turning.lua"])
        XCTAssertEqual(run.status, 1)
        let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("luaui: turning.lua:3: interrupted!; the run loop was stopped at "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("""
             s of virtual time, 6e+301 frame(s) before the end of its run to 1e+300 s; \
            pending: 1 repeating timer(s) (next at 7200 s)
            """), lines[0])
        XCTAssertEqual(Array(lines.dropFirst()), ["stack traceback:", "\t[C]: in method 'runFor'",
                                                  "\tturning.lua:3: in main chunk", "\t[C]: in ?", ""])
    }

    func testCtrlCInTheREPLStopsTheLine_andTheREPLGoesOn() throws {
        let line = "while true do if not ready then print('ready') io.stdout:flush() ready = true end end\n"
        let run = try interrupt(ChildProcess.luaui, ["-i"], then: { $0.write("print('after', ready)\n") },
                                startingWith: line)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.hasSuffix("> after\ttrue\n> \n"), run.output)
        XCTAssertEqual(run.errors, """
            interrupted!
            stack traceback:
            \tstdin:1: in main chunk
            \t[C]: in ?

            """)
    }

    func testASecondCtrlCEndsAProcessTheFirstCouldNotStop() throws {
        // A pattern match that backtracks for a minute, in C: no Lua instruction
        // runs for the first signal's hook to stop it.
        try script("stuck.lua", """
            print("ready") io.stdout:flush()
            string.find(("a"):rep(26), ("a?"):rep(26) .. ("a"):rep(26) .. "b")

            """)
        let run = try interrupt(ChildProcess.luaui, ["stuck.lua"], then: { [settling] child in
            usleep(settling)
            child.signal(SIGINT)
        })
        XCTAssertTrue(run.signalled)
        XCTAssertEqual(run.status, SIGINT)
    }
}

private extension InterruptTests {
    /// `interrupt` with a first line written to standard input.
    func interrupt(_ program: URL, _ arguments: [String], then: @escaping (ChildProcess) -> Void,
                   startingWith line: String) throws -> (status: Int32, signalled: Bool, output: String, errors: String) {
        let child = try ChildProcess(program, arguments, in: folder)
        child.write(line)
        XCTAssertTrue(child.waitFor("ready\n"), "never printed ready")
        usleep(settling)
        child.signal(SIGINT)
        then(child)
        return child.finish()
    }
}
