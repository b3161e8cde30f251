import CLua
import CLuaShims
import Foundation

/// Reading an input: lua.c's rules (an expression first, then a statement read
/// on while its syntax error ends at `<eof>`, `=expr`, `_PROMPT`/`_PROMPT2`),
/// with meta-commands and the prompt's locals.
extension Console {
    enum Input {
        case meta(name: String, argument: String)
        /// A chunk compiled onto the stack (or its error message), with the
        /// prompt's locals it declares.
        case chunk(status: Int32, names: [String])
        /// Ctrl-C dropped what was being typed.
        case nothing
    }

    /// The next input; nil at the end of input.
    func readInput() -> Input? {
        lua.top = 0
        let first: [UInt8]
        switch readLine(isFirst: true) {
        case .end: return nil
        case .interrupted: return .nothing
        case .line(let line): first = line
        }
        if let meta = Self.metaCommand(in: first) {
            state.terminal?.remember(first)
            return meta
        }
        if first.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return .nothing }
        let returnWord = Array("return ".utf8)
        var text = first.first == UInt8(ascii: "=") ? returnWord + first.dropFirst() : first
        if load(returnWord + text + [UInt8(ascii: ";")]) == LUA_OK {
            state.terminal?.remember(first)
            return .chunk(status: LUA_OK, names: [])
        }
        lua.pop()
        while true {
            let locals = PromptLocals(rewriting: text)
            let status = load(locals?.source ?? text)
            guard isIncomplete(status) else {
                state.terminal?.remember(text)
                return .chunk(status: status, names: status == LUA_OK ? locals?.names ?? [] : [])
            }
            switch readLine(isFirst: false) {
            case .line(let line):
                lua.pop()
                text += [UInt8(ascii: "\n")] + line
            case .interrupted:
                return .nothing
            case .end:
                return .chunk(status: status, names: [])
            }
        }
    }

    /// `:name argument`, but not a Lua label (`::name::`).
    static func metaCommand(in line: [UInt8]) -> Input? {
        let text = String(decoding: line, as: UTF8.self)
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(":"), !trimmed.hasPrefix("::") else { return nil }
        let body = trimmed.dropFirst()
        let name = body.prefix { $0 != " " && $0 != "\t" }
        let argument = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        return .meta(name: String(name), argument: argument)
    }

    /// Compiles `text` as the chunk `stdin`, as lua.c names its lines.
    private func load(_ text: [UInt8]) -> Int32 {
        text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                luaL_loadbufferx(lua.state, $0.baseAddress, $0.count, "=stdin", nil)
            }
        }
    }

    /// A syntax error at the end of the text, which more lines may complete.
    private func isIncomplete(_ status: Int32) -> Bool {
        guard status == LUA_ERRSYNTAX, let message = lua.string(at: -1) else { return false }
        return message.hasSuffix("<eof>")
    }

    /// Reads a line: from the editor with its prompt on a terminal; otherwise a
    /// plain line, the prompt and the line echoed only with `--prompts`.
    private func readLine(isFirst: Bool) -> ConsoleRead {
        let prompt = promptText(isFirst: isFirst)
        if let terminal = state.terminal {
            // The colour ends before the prompt's trailing spaces: libedit drops
            // what is hidden at the very end of a prompt.
            let visible = prompt.reversed().drop { $0 == " " }.reversed()
            let spaces = String(repeating: " ", count: prompt.count - visible.count)
            return terminal.readLine(prompt: state.style.prompt.start + String(visible) + state.style.prompt.end + spaces)
        }
        let showsPrompts = state.options.showsPrompts
        if showsPrompts {
            fputs(prompt, stdout)
            fflush(stdout)
        }
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        let length = getline(&buffer, &capacity, stdin)
        guard length >= 0, let buffer else {
            if showsPrompts { fputs("\n", stdout) }
            return .end
        }
        var line = Array(UnsafeRawBufferPointer(start: buffer, count: length))
        if line.last == UInt8(ascii: "\n") { line.removeLast() }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        if showsPrompts {
            fwrite(line, 1, line.count, stdout)
            fputs("\n", stdout)
            fflush(stdout)
        }
        return .line(line)
    }

    /// `tostring(_PROMPT)` or `tostring(_PROMPT2)` if set, else lua's.
    private func promptText(isFirst: Bool) -> String {
        let fallback = isFirst ? "> " : ">> "
        let base = lua.top
        defer { lua.top = base }
        lua_pushcclosure(lua.state, luaui_getprompt, 0)
        lua.push(isFirst)
        guard luaui_pcall(lua.state, 1, 1, 0) == LUA_OK else { return fallback }
        return lua.string(at: -1) ?? fallback
    }
}
