import Foundation

/// How `luaui repl` (and `luaui` alone on a terminal) runs its console, where
/// `luaui -i` runs lua.c's REPL: a live app, readable results, meta-commands.
public struct ConsoleOptions {
    /// The line editor used when standard input is a terminal.
    public var terminal: ConsoleTerminal?
    /// With standard input not a terminal, print the prompts and echo each line
    /// read after them, so that the transcript reads like a terminal session.
    public var showsPrompts = false

    public init(terminal: ConsoleTerminal? = nil, showsPrompts: Bool = false) {
        self.terminal = terminal
        self.showsPrompts = showsPrompts
    }
}

/// What reading one line from the user gave.
public enum ConsoleRead: Equatable {
    /// The line's bytes, without its newline: Lua source need not be UTF-8.
    case line([UInt8])
    /// Ctrl-C at the prompt: the line (and any statement in progress) is dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case end
}

/// The console's line editor on a terminal (libedit, in the `luaui` command).
public protocol ConsoleTerminal: AnyObject {
    /// Called when the console starts; `completions` answers the text before the
    /// cursor with the words that may replace its last identifier.
    func start(completions: @escaping (String) -> [String])
    func readLine(prompt: String) -> ConsoleRead
    /// Keeps an input in the history: a statement of several lines is one entry.
    func remember(_ input: [UInt8])
}
