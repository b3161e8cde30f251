import XCTest
import Foundation

extension XCTestCase {
    /// Runs `body` with the process's standard output going to a file; returns
    /// what it wrote and `body`'s result.
    func captureStandardOutput(_ body: () -> Int32) throws -> (output: String, status: Int32) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID()).out")
        defer { try? FileManager.default.removeItem(at: file) }
        fflush(stdout)
        let saved = dup(STDOUT_FILENO)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        dup2(descriptor, STDOUT_FILENO)
        close(descriptor)
        let status = body()
        fflush(stdout)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        return (try String(contentsOf: file, encoding: .utf8), status)
    }
}
