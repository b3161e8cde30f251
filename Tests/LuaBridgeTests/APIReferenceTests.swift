import XCTest
@testable import LuaBridge

/// The API reference is written from the tables that bind the API
/// (APIReference.swift): the committed one must be what they say now.
final class APIReferenceTests: LuaRuntimeTestCase {
    func testTheCommittedReferenceIsWhatTheBindingSays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("docs/lua-reference.md"), encoding: .utf8)
        let generated = APIReference(runtime: runtime).markdown()
        XCTAssertTrue(committed == generated,
                      "docs/lua-reference.md is out of date: swift run luaui doc > docs/lua-reference.md")
    }

    func testTheCommittedLuaLSDefinitionsAreWhatTheBindingSays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("types/luaui.lua").path
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(committed == APIReference(runtime: runtime).luaLSDefinitions(),
                      "types/luaui.lua is out of date: swift run luaui doc --luals > types/luaui.lua")
        // And Lua reads it.
        let lua = Process()
        lua.executableURL = URL(fileURLWithPath: "/usr/bin/lua5.4")
        lua.arguments = ["-e", "assert(loadfile(arg[1]))", path]
        try lua.run()
        lua.waitUntilExit()
        XCTAssertEqual(lua.terminationStatus, 0)
    }

    func testALuaLSTypeIsLuasOrTheAPIsOwn() {
        let reference = APIReference(runtime: runtime)
        XCTAssertEqual(reference.luaType("UIView?"), "UIView|nil")
        XCTAssertEqual(reference.luaType("[UIViewController]"), "UIViewController[]")
        XCTAssertEqual(reference.luaType("Set<UITouch>"), "UITouch[]")
        XCTAssertEqual(reference.luaType("CGFloat"), "number")
        XCTAssertEqual(reference.luaType("UIControl.State"), "integer")
        XCTAssertEqual(reference.luaType("UIView.ContentMode"), "UIViewContentMode")
        XCTAssertEqual(reference.luaType("UIFont.Weight"), "number")
        XCTAssertEqual(reference.luaType("[String: Any]?"), "table<string, any>|nil")
        XCTAssertEqual(reference.luaType("(() -> Void)?"), "function|nil")
        XCTAssertEqual(reference.luaType("NoSuchClass"), "any")
    }

    func testAnEntryIsAClassAMethodOrAProperty() {
        let reference = APIReference(runtime: runtime)
        XCTAssertEqual(try reference.entry("UIView.frame").get(),
                       "UIView.frame: CGRect — a read-write property of UIView\n"
                       + "The frame rectangle, which describes the view's location and size in its superview's coordinate system.")
        XCTAssertTrue(try reference.entry("UILabel").get().hasPrefix("UILabel : UIView — a native class; Lua subclasses it"))
        XCTAssertTrue(try reference.entry("UIView:layoutSubviews").get().contains("func layoutSubviews()"))
        XCTAssertThrowsError(try reference.entry("UIVeiw").get())
        XCTAssertThrowsError(try reference.entry("UIView.nope").get())
    }

    func testEveryClassHasASection() {
        let markdown = APIReference(runtime: runtime).markdown()
        for luaClass in runtime.nativeClassOrder {
            XCTAssertTrue(markdown.contains("\n## \(luaClass.name)"), luaClass.name)
        }
    }
}
