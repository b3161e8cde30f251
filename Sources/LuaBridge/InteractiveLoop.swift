import CLua
import CLuaShims
import Foundation

/// lua.c's read-eval-print loop, with its quirks: each line is first tried as
/// `return <line>;`, then as a statement continued over more lines while the
/// syntax error ends in `<eof>`; a first line `=expr` means `return expr`; the
/// prompts are `tostring(_PROMPT)` and `tostring(_PROMPT2)`; results go to the
/// global `print`; errors are reported without the program's name.
extension StandaloneInterpreter {
    /// lua.c's doREPL.
    func interactiveLoop() throws {
        let reader: LineReader = isatty(STDIN_FILENO) != 0
            ? runner.terminalReader ?? StandardInputLineReader()
            : StandardInputLineReader()
        let outerName = programName
        programName = nil
        reader.start()
        while let status = try loadLine(reader) {
            try runLine(loaded: status)
        }
        lua.top = 0
        fputs("\n", stdout)
        fflush(stdout)
        programName = outerName
    }

    /// One line (or statement) of the REPL, loaded with `status`: it runs, its
    /// results are printed, then the app settles, as after a script's main chunk.
    /// It is one run for the limits; a line that a stop ended leaves the app as it
    /// was, unsettled, since settling would only be stopped too.
    private func runLine(loaded status: Int32) throws {
        runtime.limiter.beginRun(interruptible: true)
        defer { runtime.limiter.endRun() }
        var status = status
        if status == LUA_OK { status = docall(arguments: 0, results: LUA_MULTRET) }
        if status == LUA_OK { try printResults() } else { report(status) }
        if status == LUA_OK || !runtime.limiter.isStopping { _ = settle() }
    }

    /// lua.c's l_print: the values on the stack, through the global `print`,
    /// called from pmain's frame as there.
    private func printResults() throws {
        let count = lua.top
        guard count > 0 else { return }
        guard lua_checkstack(lua.state, LUA_MINSTACK) != 0 else {
            lua.push("stack overflow (too many results to print)")
            runtime.pendingError = .value(lua.ref())
            throw Escape()
        }
        lua_pushcclosure(lua.state, luaui_getglobal, 0)
        lua.push("print")
        try protectedCall(arguments: 1, results: 1)
        luaui_insert(lua.state, 1)
        guard luaui_pcall(lua.state, count, 0, 0) == LUA_OK else {
            var length = 0
            let message = lua_tolstring(lua.state, -1, &length)
            let text = Array("error calling 'print' (".utf8)
                + (message.map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? Array("(null)".utf8))
                + [UInt8(ascii: ")")]
            lua.push(bytes: text)
            printMessage(luaui_tostring(lua.state, -1))
            return
        }
    }

    /// lua.c's loadline: the next statement compiled, or its error, alone on the
    /// stack; nil at the end of input.
    private func loadLine(_ reader: LineReader) throws -> Int32? {
        lua.top = 0
        guard try pushLine(reader, firstLine: true) else { return nil }
        var status = addReturn(reader)
        if status != LUA_OK { status = try multiLine(reader) }
        luaui_remove(lua.state, 1)
        return status
    }

    /// lua.c's pushline: prompts, reads a line and pushes it. At the end of input
    /// it leaves what lua.c leaves, the prompt's global (nil by default) or its
    /// string, which a statement cut short then reports as its error, as there.
    private func pushLine(_ reader: LineReader, firstLine: Bool) throws -> Bool {
        lua_pushcclosure(lua.state, luaui_getprompt, 0)
        lua.push(firstLine)
        try protectedCall(arguments: 1, results: 1)
        let line: [UInt8]?
        if let prompt = luaui_tostring(lua.state, -1) {
            line = reader.readLine(prompt: prompt)
        } else {
            line = reader.readLine(prompt: firstLine ? "> " : ">> ")
        }
        guard var line else { return false }
        lua.pop()
        if line.last == UInt8(ascii: "\n") { line.removeLast() }
        if firstLine && line.first == UInt8(ascii: "=") {
            lua.push(bytes: Array("return ".utf8) + line.dropFirst())
        } else {
            lua.push(bytes: line)
        }
        return true
    }

    /// lua.c's addreturn: compiles the line on top as `return <line>;`. On success
    /// the chunk is above the line; else the line is alone.
    private func addReturn(_ reader: LineReader) -> Int32 {
        var length = 0
        let line = lua_tolstring(lua.state, -1, &length)
        let returnLine = Array("return ".utf8) + UnsafeRawBufferPointer(start: line, count: length) + [UInt8(ascii: ";")]
        lua.push(bytes: returnLine)
        let status = returnLine.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                luaL_loadbufferx(lua.state, $0.baseAddress, $0.count, "=stdin", nil)
            }
        }
        if status == LUA_OK {
            luaui_remove(lua.state, -2)
            if length > 0, let line = luaui_tostring(lua.state, -2) { reader.save(line) }
        } else {
            lua.pop(2)
        }
        return status
    }

    /// lua.c's multiline: compiles the text at 1 as a statement, reading more
    /// lines while it is incomplete.
    private func multiLine(_ reader: LineReader) throws -> Int32 {
        while true {
            var length = 0
            let text = lua_tolstring(lua.state, 1, &length)
            let status = luaL_loadbufferx(lua.state, text, length, "=stdin", nil)
            if isIncomplete(status), try pushLine(reader, firstLine: false) {
                lua.push("\n")
                luaui_insert(lua.state, -2)
                lua_concat(lua.state, 3)
                continue
            }
            if let text { reader.save(text) }
            return status
        }
    }

    /// lua.c's incomplete: a syntax error at the end of the input, which more
    /// lines may complete. Pops its message if so.
    private func isIncomplete(_ status: Int32) -> Bool {
        guard status == LUA_ERRSYNTAX else { return false }
        var length = 0
        guard let message = lua_tolstring(lua.state, -1, &length) else { return false }
        let mark = "<eof>"
        guard length >= mark.utf8.count, strcmp(message + (length - mark.utf8.count), mark) == 0 else { return false }
        lua.pop()
        return true
    }
}
