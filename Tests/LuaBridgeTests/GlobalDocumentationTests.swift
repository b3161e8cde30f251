import XCTest
@testable import LuaBridge

/// The reference and the editor definitions say what every global of the
/// bridge is: a global function or table added without an entry fails here,
/// and so does an entry left behind when its global goes.
final class GlobalDocumentationTests: LuaRuntimeTestCase {
    private var globals: BridgeGlobals { BridgeGlobals(runtime) }

    func testEveryGlobalFunctionIsDocumentedAndEveryEntryNamesOne() {
        let globals = globals
        var bound = Set(globals.functions)
        for table in globals.tables {
            XCTAssertNotNil(GlobalDocumentation.tableSummary(table.name), "the global table \(table.name) has no summary")
            for name in table.functions { bound.insert("\(table.name).\(name)") }
            for name in table.fields {
                XCTAssertNotNil(GlobalDocumentation.tableFields["\(table.name).\(name)"], "\(table.name).\(name) has no entry")
            }
        }
        XCTAssertTrue(bound.contains("CGRectInset") && bound.contains("Simulator.tap"))
        for name in bound {
            XCTAssertNotNil(GlobalDocumentation.functions[name], "\(name) has no entry in GlobalDocumentation.functions")
        }
        for name in GlobalDocumentation.functions.keys {
            XCTAssertTrue(bound.contains(name), "GlobalDocumentation has \(name), which the bridge does not define")
        }
        for name in GlobalDocumentation.tables.keys {
            XCTAssertTrue(globals.tables.contains { $0.name == name }, "GlobalDocumentation has the table \(name), which the bridge does not define")
        }
    }

    func testEveryConstantIsAValueOfAnEnumerationOrDocumented() {
        let (enumerations, others) = globals.groupedConstants()
        XCTAssertEqual(enumerations.count, GlobalDocumentation.enumerations.count,
                       "an enumeration of GlobalDocumentation has no value among the globals")
        for constant in others {
            XCTAssertNotNil(GlobalDocumentation.constants[constant.name],
                            "\(constant.name) is neither a value of an enumeration nor in GlobalDocumentation.constants")
        }
        for name in GlobalDocumentation.constants.keys {
            XCTAssertTrue(others.contains { $0.name == name }, "GlobalDocumentation.constants has \(name), which is no other constant")
        }
    }

    func testAnEnumerationsValuesAreItsPrefixesLongestMatch() {
        XCTAssertEqual(GlobalDocumentation.enumeration(of: "UIControlEventTouchUpInside")?.name, "UIControlEvents")
        XCTAssertEqual(GlobalDocumentation.enumeration(of: "UIControlStateNormal")?.name, "UIControlState")
        XCTAssertEqual(GlobalDocumentation.enumeration(of: "UIControlContentVerticalAlignmentTop")?.name,
                       "UIControlContentVerticalAlignment")
        XCTAssertNil(GlobalDocumentation.enumeration(of: "CGRectZero"))
    }

    func testHelpPrintsAGlobalFunctionTableEnumerationOrConstant() throws {
        let reference = APIReference(runtime: runtime)
        XCTAssertEqual(try reference.entry("CGRectInset").get(),
                       "CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect — a global function\n"
                       + "The rectangle shrunk by dx on the left and right and dy at the top and bottom.")
        XCTAssertTrue(try reference.entry("Simulator.tap").get().hasPrefix("Simulator.tap(_ x: CGFloat, _ y: CGFloat) — a global function"))
        XCTAssertTrue(try reference.entry("Simulator").get().contains("functions: accessibilityNotifications, background, beginEdgeSwipe"))
        let contentMode = try reference.entry("UIViewContentMode").get()
        XCTAssertTrue(contentMode.hasPrefix("UIViewContentMode — an enumeration\n"))
        XCTAssertTrue(contentMode.contains("\nUIViewContentModeRedraw = 3\n"))
        XCTAssertTrue(try reference.entry("UIControlEvents").get().hasPrefix("UIControlEvents — an option set"))
        XCTAssertTrue(try reference.entry("UIViewContentModeRedraw").get().hasPrefix("UIViewContentModeRedraw = 3 — a value of UIViewContentMode"))
        XCTAssertTrue(try reference.entry("UIViewNoIntrinsicMetric").get().hasPrefix("UIViewNoIntrinsicMetric = -1.0 — a constant"))
        XCTAssertThrowsError(try reference.entry("CGRectInsett").get())
    }

    /// types/luaui-test.lua describes each assertion `luaui test` registers.
    func testTheTestHelperDefinitionsNameEveryAssertionLuauiAdds() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let assertions = try String(contentsOf: root.appendingPathComponent("Sources/LuaBridge/Spec/spec_assertions.lua"), encoding: .utf8)
        let definitions = try String(contentsOf: root.appendingPathComponent("types/luaui-test.lua"), encoding: .utf8)
        let registered = assertions.components(separatedBy: "luassert:register('assertion', '").dropFirst()
            .compactMap { $0.split(separator: "'").first.map(String.init) }
        XCTAssertEqual(registered, ["trace", "lines", "golden", "snapshot"])
        for name in registered {
            XCTAssertTrue(definitions.contains("function luassert.\(name)("), "types/luaui-test.lua lacks assert.\(name)")
        }
    }
}
