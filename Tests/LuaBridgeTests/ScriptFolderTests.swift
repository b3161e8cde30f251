import XCTest
import Foundation
@testable import LuaBridge

/// A script run from another folder finds the modules beside it, as one run from
/// its own folder finds them through Lua's default `./?.lua`.
final class ScriptFolderTests: XCTestCase {
    func testAScriptElsewhere_requiresModulesBesideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("script-folder-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "return 'beside the script'".write(to: folder.appendingPathComponent("sibling.lua"), atomically: true, encoding: .utf8)
        try "print((require('sibling')))".write(to: folder.appendingPathComponent("main.lua"), atomically: true, encoding: .utf8)

        let run = try captureStandardOutput { ScriptRunner(file: folder.appendingPathComponent("main.lua").path).run() }
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output, "beside the script\n")
    }
}
