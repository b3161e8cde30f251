import Foundation
import XCTest

/// ViewCore is a library others build against, documented with DocC
/// (`swift package generate-documentation --target ViewCore`): every public
/// type it declares says what it is in a doc comment. A type added without
/// one fails here.
final class DocumentationCoverageTests: XCTestCase {
    func testEveryPublicTypeHasADocComment() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ViewCore")
        let declaration = try NSRegularExpression(
            pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|typealias)\s+(\w+)"#)
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        var checked = 0
        for file in files.sorted() where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                guard let match = declaration.firstMatch(in: line, range: range),
                      let name = Range(match.range(at: 1), in: line).map({ String(line[$0]) }),
                      !line.contains(" func ") else { continue }
                checked += 1
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                let comment = above >= 0 ? lines[above].trimmingCharacters(in: .whitespaces) : ""
                XCTAssertTrue(comment.hasPrefix("///") || comment.hasSuffix("*/"),
                              "\(file):\(index + 1): the public type \(name) has no doc comment")
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
