import EditLineShims
import Glibc
import LuaBridge

/// The REPL's input on a terminal: libedit's readline, with line editing and an
/// in-memory history, as lua.c has it with readline.
struct EditLineReader: LineReader {
    func start() {
        // libedit decodes what is typed by the locale's character set, UTF-8 for
        // most terminals; only the character classes are taken from the
        // environment, so numbers still read and print as in the C locale.
        setlocale(LC_CTYPE, "")
        _ = luaui_edit_load()
    }

    func readLine(prompt: UnsafePointer<CChar>) -> [UInt8]? {
        guard let line = luaui_edit_plain_readline(prompt) else { return nil }
        defer { free(line) }
        return Array(UnsafeRawBufferPointer(start: line, count: strlen(line)))
    }

    func save(_ line: UnsafePointer<CChar>) {
        luaui_history_add(line)
    }
}
