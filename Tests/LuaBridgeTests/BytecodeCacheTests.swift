import XCTest
import CLua
@testable import LuaBridge

/// `luaui test` loads system Lua modules from their compiled forms: an entry is
/// used while its source is unchanged, and made again when it changes or is
/// damaged; what loads is always the source's current code.
final class BytecodeCacheTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "bytecode-cache-\(getpid())-\(name.hashValue)"
        try FileManager.default.createDirectory(atPath: folder + "/cache", withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    /// Loads `path` through the cache and returns what the chunk returns.
    private func run(_ cache: BytecodeCache, _ path: String) -> String? {
        let lua = Lua(luaL_newstate())
        defer { lua_close(lua.state) }
        guard cache.load(path, on: lua) == LUA_OK else { return "error: " + lua.describe(at: -1) }
        guard lua_pcallk(lua.state, 0, 1, 0, 0, nil) == LUA_OK else { return "error: " + lua.describe(at: -1) }
        return lua.string(at: -1)
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/cache").filter { $0.hasSuffix(".luac") }
    }

    func testAnEntryIsKeptAndUsedWhileItsSourceIsUnchanged() throws {
        let cache = BytecodeCache(folder: folder + "/cache")
        let source = folder + "/module.lua"
        try "return 'first'".write(toFile: source, atomically: true, encoding: .utf8)
        XCTAssertEqual(run(cache, source), "first")
        XCTAssertEqual(try entries().count, 1)
        XCTAssertEqual(run(cache, source), "first")

        // Changed (another size, another time): compiled again.
        try "return 'second one'".write(toFile: source, atomically: true, encoding: .utf8)
        XCTAssertEqual(run(cache, source), "second one")
        XCTAssertEqual(try entries().count, 1)
    }

    func testADamagedEntryIsMadeAgain() throws {
        let cache = BytecodeCache(folder: folder + "/cache")
        let source = folder + "/module.lua"
        try "return 'kept'".write(toFile: source, atomically: true, encoding: .utf8)
        XCTAssertEqual(run(cache, source), "kept")
        let entry = folder + "/cache/" + (try entries()[0])
        let damaged = Array(FileManager.default.contents(atPath: entry)!.dropLast(5))
        FileManager.default.createFile(atPath: entry, contents: Data(damaged))
        XCTAssertEqual(run(cache, source), "kept")
        XCTAssertEqual(run(cache, source), "kept")
    }

    func testErrorsAreLuasAndACacheFolderThatCannotBeWrittenIsNoError() throws {
        let source = folder + "/broken.lua"
        try "return = 1".write(toFile: source, atomically: true, encoding: .utf8)
        let cache = BytecodeCache(folder: folder + "/cache")
        XCTAssertEqual(run(cache, source)?.hasPrefix("error: "), true)
        XCTAssertEqual(run(cache, folder + "/missing.lua")?.hasPrefix("error: cannot open"), true)
        XCTAssertEqual(try entries(), [])

        let good = folder + "/good.lua"
        try "return 'loaded'".write(toFile: good, atomically: true, encoding: .utf8)
        XCTAssertEqual(run(BytecodeCache(folder: folder + "/no/such/folder"), good), "loaded")
    }
}
