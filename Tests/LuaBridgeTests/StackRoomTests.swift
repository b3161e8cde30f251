import XCTest
import Foundation
@testable import LuaBridge

/// Values pushed in numbers that depend on the input: a script's arguments,
/// the arguments of a call into the bridge. Lua's stack has room for a C
/// function's arguments and LUA_MINSTACK more; whatever pushes past that checks
/// for room first (luaui_pushargs, the REPL's results), and the bridge's
/// functions push a fixed few above their arguments, however many there are.
final class StackRoomTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("stack-room-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// Runs `code` as script.lua from its own folder.
    private func run(_ code: String, arguments: [String] = []) throws -> (output: String, status: Int32) {
        try code.write(to: folder.appendingPathComponent("script.lua"), atomically: true, encoding: .utf8)
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(folder.path) else { throw CocoaError(.fileNoSuchFile) }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return try captureStandardOutput { ScriptRunner(file: "script.lua", arguments: arguments).run() }
    }

    func testTenThousandScriptArguments() throws {
        let arguments = (1...10_000).map(String.init)
        let run = try run("""
            local sum = 0
            for i = 1, select("#", ...) do sum = sum + select(i, ...) end
            print(select("#", ...), #arg, arg[10000], sum, arg[0])
            """, arguments: arguments)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output, "10000\t10000\t10000\t50005000\tscript.lua\n")
    }

    func testCallsIntoTheBridgeWithAHundredThousandArguments() throws {
        let run = try run("""
            local many = {}
            for i = 1, 100000 do many[i] = i end
            local Object = NSObject:subclass("Object")
            function Object:init(...)
              print("init got", select("#", ...))
              return Object.super.init(self)
            end
            print(pcall(function() return Object(table.unpack(many)) ~= nil end))
            print(pcall(function() return UIView(table.unpack(many)) end))
            local View = UIView:subclass("View")
            print(pcall(function() return View(table.unpack(many)) end))
            local view = UIView()
            print(pcall(view.addSubview, view, table.unpack(many)))
            print(pcall(RunLoop.main.after, RunLoop.main, table.unpack(many)))
            print(select("#", trace.capture(function(...) return select("#", ...) end, table.unpack(many))))
            print(select("#", pcall(coroutine.wrap(function(...) return ... end), table.unpack(many))))
            print(select("#", coroutine.resume(coroutine.create(function(...) return ... end), table.unpack(many))))
            """)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output, """
            init got\t100000
            true\ttrue
            false\tscript.lua:9: bad argument #1 to 'UIView' (CGRect expected, got number)
            false\tbad argument #2 to '?' (CGRect expected, got number)
            false\tbad argument #2 to '?' (UIView expected, got number)
            false\tbad argument #3 to '?' (function expected, got number)
            1
            100001
            100001

            """)
    }
}
