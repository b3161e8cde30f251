import XCTest
import Foundation
@testable import LuaBridge
@testable import ViewCore

/// A script run is one session, and the Lua state lives as long as it: two runs
/// in a row in one process print the same bytes, which are the bytes a fresh
/// process prints.
final class SessionTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The examples and the suite's scripts that run without options and exit 0,
    /// each run twice from its own folder, as scripts/lua-suite runs them.
    func testTwoSessionsInARow_printTheSameBytes() throws {
        let folders = ["scripts/examples", "Tests/Scripts"].map { root.appendingPathComponent($0) }
        var checked = 0
        for folder in folders {
            let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".lua") }
            for script in scripts.sorted() {
                let base = folder.appendingPathComponent(String(script.dropLast(4)))
                guard let expected = try? String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8),
                      !expected.contains("\n--- "), !expected.hasPrefix("--- "),
                      !FileManager.default.fileExists(atPath: base.appendingPathExtension("flags").path) else { continue }
                let previous = FileManager.default.currentDirectoryPath
                guard FileManager.default.changeCurrentDirectoryPath(folder.path) else { throw CocoaError(.fileNoSuchFile) }
                defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
                let first = try captureStandardOutput { ScriptRunner(file: script).run() }
                let second = try captureStandardOutput { ScriptRunner(file: script).run() }
                XCTAssertEqual(first.status, 0, script)
                XCTAssertEqual(first.output, second.output, "\(script): the second session printed other bytes")
                XCTAssertEqual(first.output, expected, "\(script): not what a fresh process prints")
                checked += 1
            }
        }
        // Most of the suite's behaviour scripts are specs now (spec/, run by
        // luaui test, whose tests each begin a session too): the examples remain.
        XCTAssertGreaterThanOrEqual(checked, 6)
    }

    func testTheLuaStateClosesWithItsSession() throws {
        let session = Session.start()
        weak var weakRuntime: LuaRuntime?
        try {
            let runtime = LuaRuntime()
            weakRuntime = runtime
            try runtime.run("V = UIView:subclass('V'); function V:dealloc() print('never') end; w = UIWindow(); w:addSubview(V())")
            XCTAssertFalse(runtime.isClosing)
            session.end()
            XCTAssertTrue(runtime.isClosing, "the session's end closed the Lua state")
        }()
        XCTAssertNil(weakRuntime)
        Session.start()
    }
}
