import EditLineShims
import Glibc
import LuaBridge

/// The console's input on a terminal: libedit (BSD-licensed, unlike GNU
/// readline) with Emacs keys, Ctrl-R search, tab completion and a history kept
/// between sessions (`ConsoleHistory`).
final class EditLineTerminal: ConsoleTerminal {
    // Made on the first prompt: a script run without the console never
    // looks for (or creates) the history's folder.
    private lazy var history = ConsoleHistory()

    func start(completions: @escaping (String) -> [String]) {
        setlocale(LC_CTYPE, "")
        currentCompletions = completions
        luaui_edit_start(completeFromC, wordBreaks)
        history.load()
    }

    func readLine(prompt: String) -> ConsoleRead {
        var interrupted: Int32 = 0
        guard let line = luaui_edit_readline(prompt, &interrupted) else {
            if interrupted != 0 {
                fputs("\n", stdout)
                fflush(stdout)
                return .interrupted
            }
            return .end
        }
        defer { free(line) }
        return .line(Array(UnsafeRawBufferPointer(start: line, count: strlen(line))))
    }

    func remember(_ input: [UInt8]) {
        history.add(input)
    }
}

/// What ends a word for completion: everything but a Lua name's characters.
private let wordBreaks = " \t\n\"\\'`@$><=;|&{(.:,)[]}+-*/%^~#!?"

/// The console's completions, which the C callback reaches (it carries no context).
private var currentCompletions: (String) -> [String] = { _ in [] }

/// libedit's match list for the text before the cursor.
private let completeFromC: luaui_completer = { before in
    guard let before else { return nil }
    let matches = currentCompletions(String(cString: before))
    guard let first = matches.first else { return nil }
    let common = matches.dropFirst().reduce(first) { prefix, match in
        String(zip(prefix, match).prefix { $0 == $1 }.map(\.0))
    }
    let entries = matches.count == 1 ? [first] : [common] + matches
    guard let list = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1))?
        .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1) else { return nil }
    for (index, entry) in entries.enumerated() { list[index] = strdup(entry) }
    list[entries.count] = nil
    return list
}
