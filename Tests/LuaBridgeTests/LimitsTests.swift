import XCTest
@testable import LuaBridge
import ViewCore

/// `Limits`: the options' values, and each limit stopping a run of an embedded
/// runtime, which goes on working after it.
final class LimitsTests: XCTestCase {
    override func tearDown() {
        Session.current.end()
        super.tearDown()
    }

    /// A runtime with `limits` in a fresh session.
    private func runtime(_ limits: Limits) -> LuaRuntime {
        Session.start()
        return LuaRuntime(limits: limits)
    }

    private func error(running code: String, in runtime: LuaRuntime) -> LuaRuntime.ScriptError? {
        do {
            try runtime.run(code, name: "=test")
            return nil
        } catch let error as LuaRuntime.ScriptError {
            return error
        } catch {
            XCTFail("\(error)")
            return nil
        }
    }

    // MARK: Values

    func testOptionValues() throws {
        var limits = Limits()
        try limits.set(.timeout, from: "0.5")
        try limits.set(.maximumInstructions, from: "1000000")
        try limits.set(.memory, from: "64M")
        XCTAssertEqual(limits, Limits(timeout: 0.5, maximumInstructions: 1_000_000, memory: 64 << 20))
        try limits.set(.memory, from: "2k")
        XCTAssertEqual(limits.memory, 2048)
        try limits.set(.memory, from: "3G")
        XCTAssertEqual(limits.memory, 3 << 30)
        try limits.set(.memory, from: "12345")
        XCTAssertEqual(limits.memory, 12345)

        for option in Limits.Option.allCases {
            try limits.set(option, from: "0")
        }
        XCTAssertEqual(limits, Limits(), "0 is no limit")
    }

    func testBadOptionValuesSayWhatIsExpected() {
        var limits = Limits()
        let cases: [(Limits.Option, String, String)] = [
            (.timeout, "soon", "bad value 'soon' for --timeout (a number of seconds ≥ 0)"),
            (.timeout, "-1", "bad value '-1' for --timeout (a number of seconds ≥ 0)"),
            (.timeout, "inf", "bad value 'inf' for --timeout (a number of seconds ≥ 0)"),
            (.maximumInstructions, "1.5", "bad value '1.5' for --max-instructions (a whole number ≥ 0)"),
            (.memory, "M", "bad value 'M' for --memory-limit (a whole number of bytes ≥ 0, with K, M or G after it if you like)"),
            (.memory, "10T", "bad value '10T' for --memory-limit (a whole number of bytes ≥ 0, with K, M or G after it if you like)"),
            (.memory, "99999999999999999G", "bad value '99999999999999999G' for --memory-limit (a whole number of bytes ≥ 0, with K, M or G after it if you like)"),
        ]
        for (option, value, message) in cases {
            XCTAssertThrowsError(try limits.set(option, from: value)) { XCTAssertEqual("\($0)", message) }
        }
        XCTAssertEqual(limits, Limits())
    }

    // MARK: Instructions

    func testTheInstructionLimitStopsALoopWhereItIs_andTheNextRunStartsAfresh() {
        let runtime = runtime(Limits(maximumInstructions: 100_000))
        let stopped = error(running: "local n = 0\nwhile true do\n  n = n + 1\nend", in: runtime)
        XCTAssertEqual(stopped?.message, "test:3: the run exceeded its limit of 100000 instructions")
        XCTAssertNil(error(running: "for i = 1, 10000 do end", in: runtime), "each run counts from 0")
    }

    func testAPcallCannotCatchAStopForGood() {
        let runtime = runtime(Limits(maximumInstructions: 100_000))
        let stopped = error(running: """
            caught = 0
            while true do
              pcall(function() while true do end end)
              caught = caught + 1
            end
            """, in: runtime)
        XCTAssertEqual(stopped?.message, "test:4: the run exceeded its limit of 100000 instructions",
                       "stopped again at the instruction after the pcall")
        XCTAssertNil(error(running: "assert(caught == 0, caught)", in: runtime))
    }

    /// (Their stand-ins for coroutine.resume and coroutine.wrap are compared
    /// with Lua's in Tests/LuaCompat/coroutine-stand-ins.case.)
    func testCoroutinesAreCountedAndStopped() {
        let runtime = runtime(Limits(maximumInstructions: 100_000))
        let wrapped = error(running: """
            local spin = coroutine.wrap(function() while true do end end)
            while true do pcall(spin) end
            """, in: runtime)
        XCTAssertEqual(wrapped?.message, "test:2: the run exceeded its limit of 100000 instructions",
                       "stopped in the coroutine, then in the thread that resumed it")
        let resumed = error(running: """
            local co = coroutine.create(function() local n = 0 while true do n = n + 1 end end)
            while true do coroutine.resume(co) end
            """, in: runtime)
        XCTAssertEqual(resumed?.message, "test:2: the run exceeded its limit of 100000 instructions")
    }

    // MARK: The engine

    func testAStopInsideTheRunLoopIsReportedByTheRunLoop() {
        let runtime = runtime(Limits(maximumInstructions: 100_000))
        let stopped = error(running: """
            RunLoop.main:after(1, function() while true do end end)
            RunLoop.main:every(0.5, function() end)
            RunLoop.main:runFor(1e300)
            """, in: runtime)
        XCTAssertEqual(stopped?.message, """
            test:3: the run exceeded its limit of 100000 instructions; the run loop was stopped at 1 s of virtual time, \
            6e+301 frame(s) before the end of its run to 1e+300 s; pending: 1 repeating timer(s) (next at 1.5 s)
            """)
        XCTAssertNil(error(running: "RunLoop.main:runFor(1)", in: runtime), "the loop turns again in the next run")
    }

    // MARK: Time

    func testTheTimeLimitStopsALoop() {
        let runtime = runtime(Limits(timeout: 0.2))
        let started = Date()
        let stopped = error(running: "while true do end", in: runtime)
        XCTAssertEqual(stopped?.message, "test:1: the run exceeded its time limit of 0.2 s")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertNil(error(running: "local x = 1", in: runtime), "the next run has its own time")
    }

    // MARK: Memory

    func testNativeMemoryCountsAgainstTheMemoryLimit() {
        let runtime = runtime(Limits(memory: 32 << 20))
        XCTAssertNil(error(running: "local t = {} for i = 1, 10000 do t[i] = {} end", in: runtime))

        var native = [UInt8](repeating: 1, count: 48 << 20)
        let stopped = error(running: "local t = {} for i = 1, 10000 do t[i] = {} end", in: runtime)
        XCTAssertEqual(stopped?.message, "not enough memory")
        XCTAssertEqual(native[native.count - 1], 1)

        native = []
        XCTAssertNil(error(running: "local t = {} for i = 1, 10000 do t[i] = {} end", in: runtime),
                     "memory freed counts no more")
    }

    func testLuaMemoryPastTheLimitFailsInLuaAndTheStateGoesOn() {
        let runtime = runtime(Limits(memory: 16 << 20))
        let stopped = error(running: "local s = string.rep('x', 64 * 1024 * 1024)", in: runtime)
        XCTAssertEqual(stopped?.message, "not enough memory")
        XCTAssertNil(error(running: "local s = string.rep('x', 1024 * 1024)", in: runtime))
    }
}
