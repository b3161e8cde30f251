import Foundation

/// Where the REPL's lines come from: lua.c's lua_initreadline, lua_readline and
/// lua_saveline.
public protocol LineReader {
    /// Called once, as the REPL starts.
    func start()
    /// Shows `prompt` and reads a line: its bytes up to the first NUL, with or
    /// without its newline; nil at the end of input.
    func readLine(prompt: UnsafePointer<CChar>) -> [UInt8]?
    /// Keeps a line that was run, for the history.
    func save(_ line: UnsafePointer<CChar>)
}

/// lua.c built without readline: the prompt through C's stdio, flushed, and a
/// line read with fgets into lua.c's 512-byte buffer (a longer line arrives in
/// pieces, as there). What a pipe that drives `lua -i` sees, it sees here.
public struct StandardInputLineReader: LineReader {
    private static let bufferSize: Int32 = 512

    public init() {}

    public func start() {}

    public func readLine(prompt: UnsafePointer<CChar>) -> [UInt8]? {
        fputs(prompt, stdout)
        fflush(stdout)
        var buffer = [CChar](repeating: 0, count: Int(Self.bufferSize))
        return buffer.withUnsafeMutableBufferPointer { bytes in
            guard let line = fgets(bytes.baseAddress, Self.bufferSize, stdin) else { return nil }
            return Array(UnsafeRawBufferPointer(start: line, count: strlen(line)))
        }
    }

    public func save(_ line: UnsafePointer<CChar>) {}
}
