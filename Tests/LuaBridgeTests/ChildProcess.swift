import XCTest
import Foundation

/// A program run as a child process with pipes for its standard streams, for
/// tests that signal it: they wait for a line it prints, so that the signal
/// finds it where the test means it to be.
final class ChildProcess {
    private let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private(set) var standardOutput = Data()

    /// `luaui` beside the test bundle, as `swift build --build-tests` leaves it.
    static var luaui: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("luaui")
    }

    init(_ executable: URL, _ arguments: [String], in folder: URL) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Reads standard output until it holds `marker`; false at its end.
    func waitFor(_ marker: String) -> Bool {
        while !String(decoding: standardOutput, as: UTF8.self).contains(marker) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return false }
            standardOutput.append(chunk)
        }
        return true
    }

    func write(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Waits for the end (killing it after `seconds`): its status, whether a
    /// signal ended it, and what it wrote.
    func finish(within seconds: TimeInterval = 20) -> (status: Int32, signalled: Bool, output: String, errors: String) {
        closeInput()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            XCTFail("the child process did not end within \(seconds) s")
            process.terminate()
            process.waitUntilExit()
        }
        standardOutput.append(output.fileHandleForReading.readDataToEndOfFile())
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal,
                String(decoding: standardOutput, as: UTF8.self), errorText)
    }
}
