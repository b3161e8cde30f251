import XCTest

/// docs/uikit-behavior.md lists, under each rule, the tests named after it:
/// a test named after a rule must be there.
final class BehaviourIndexTests: XCTestCase {
    func testEveryTestNamedAfterARuleIsInTheBehaviourPage() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/uikit-behavior.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "func (test_R[0-9]+_[0-9]+_[A-Za-z0-9_]+)")
        var found = 0
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let name = file.deletingPathExtension().lastPathComponent
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                found += 1
                XCTAssertTrue(page.contains("`\(name).\(text[range])`"), "\(name).\(text[range]) is not in docs/uikit-behavior.md")
            }
        }
        XCTAssertGreaterThan(found, 100)
    }
}
