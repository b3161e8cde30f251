import XCTest
@testable import LuaBridge

/// The console keeps the locals declared at the prompt by turning each
/// top-level `local` statement into an assignment to a name it declares;
/// locals in blocks and functions, and what cannot be an assignment, stay.
final class PromptLocalsTests: XCTestCase {
    private func rewrite(_ source: String) -> (String, [String])? {
        PromptLocals(rewriting: Array(source.utf8)).map { (String(decoding: $0.source, as: UTF8.self), $0.names) }
    }

    func testTopLevelLocalsBecomeAssignments() {
        XCTAssertEqual(rewrite("local x = 1")?.0, " x = 1")
        XCTAssertEqual(rewrite("local x = 1")?.1, ["x"])
        XCTAssertEqual(rewrite("local a, b = 1, 2; local c = 3")?.1, ["a", "b", "c"])
    }

    func testALocalWithoutValueIsAssignedNil() {
        XCTAssertEqual(rewrite("local a, b")?.0, " a, b = nil")
    }

    func testLocalFunctionBecomesAFunctionStatement() {
        let rewritten = rewrite("local function f(n) local inner = n return inner end")
        XCTAssertEqual(rewritten?.0, " function f(n) local inner = n return inner end")
        XCTAssertEqual(rewritten?.1, ["f"])
    }

    func testLocalsInBlocksStay() {
        XCTAssertNil(rewrite("do local x = 1 end"))
        XCTAssertNil(rewrite("if true then local x = 1 end"))
        XCTAssertNil(rewrite("repeat local x = 1 until x"))
        XCTAssertNil(rewrite("f(function() local x = 1 end)"))
    }

    func testStringsAndCommentsAreNotCode() {
        XCTAssertNil(rewrite("print('local x = 1')"))
        XCTAssertNil(rewrite("print([[local x]]) -- local y"))
        XCTAssertNil(rewrite("--[==[ local x ]==] print(1)"))
        XCTAssertEqual(rewrite("local s = \"end\" -- do")?.1, ["s"])
    }

    func testConstIsDroppedAndCloseIsLeftAlone() {
        XCTAssertEqual(rewrite("local x <const> = 1")?.0, " x  = 1")
        XCTAssertNil(rewrite("local x <close> = nil"))
        XCTAssertNil(rewrite("local _ENV = {}"))
    }

    func testComparisonIsNotAssignment() {
        XCTAssertEqual(rewrite("local x local y == 1")?.0, " x = nil  y = nil == 1")
    }

    func testUnfinishedInputDoesNotTrap() {
        XCTAssertEqual(rewrite("local s = 'unfinished")?.1, ["s"])
        XCTAssertNil(rewrite("print([[unfinished"))
        XCTAssertNil(rewrite("local"))
        XCTAssertNil(rewrite("local function"))
    }
}
