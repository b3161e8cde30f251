import XCTest
import Foundation
import ViewCore

/// `luaui run --snapshot PNG`: the key window once the app has settled, as
/// the screen shows it, and the errors when it cannot be written.
final class SnapshotOptionTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("luaui-snapshot-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = """
            local window = UIWindow()
            window.backgroundColor = UIColor.redColor
            local card = UIView(CGRect(0, 0, 100, 100))
            card.backgroundColor = UIColor.blueColor
            window:addSubview(card)
            window:makeKeyAndVisible()
            print("launched")
            """
        try script.write(to: folder.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let child = try ChildProcess(ChildProcess.luaui, ["run"] + arguments, in: folder)
        let result = child.finish()
        return (result.status, result.output, result.errors)
    }

    func testTheKeyWindowIsWrittenAtTheScreensScaleOverBlack() throws {
        let result = try run(["--snapshot", "screen.png", "app.lua"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "launched\n")
        let bitmap = try Bitmap(contentsOfFile: folder.appendingPathComponent("screen.png").path)
        XCTAssertEqual([bitmap.width, bitmap.height], [1179, 2556], "iPhone 15's 393 × 852 points at 3×")
        XCTAssertEqual(bitmap.pixel(x: 10, y: 10).blue, 255)
        XCTAssertEqual(bitmap.pixel(x: 600, y: 600).red, 255)
        XCTAssertFalse(bitmap.hasAlpha && bitmap.pixel(x: 600, y: 600).alpha != 255)
    }

    func testAPathThatCannotBeWrittenIsAnErrorNamingTheOption() throws {
        let result = try run(["--snapshot", "no/such/folder/screen.png", "app.lua"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "luaui: --snapshot no/such/folder/screen.png: cannot write no/such/folder/screen.png: No such file or directory\n")
    }

    func testAFullDiskIsAnError() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here")
        let result = try run(["--snapshot=/dev/full", "app.lua"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "luaui: --snapshot /dev/full: cannot write /dev/full: No space left on device\n")
    }

    func testTheOptionNeedsAPath() throws {
        let result = try run(["app.lua", "--snapshot"])
        XCTAssertEqual(result.status, 0, "after the script, --snapshot is the script's argument")
        let missing = try run(["--snapshot"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.errors.contains("'--snapshot' needs argument"), missing.errors)
    }
}
