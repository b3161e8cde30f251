import Foundation
import ViewCore

/// What the console keeps while its app restarts (`:reset`, `:device`): each
/// start is a fresh session with a fresh Lua state, while the options, the line
/// editor with its history and the console's own settings carry over.
final class ConsoleState {
    let options: ConsoleOptions
    /// Standard input is a terminal with a line editor: prompts, line editing
    /// and colour; otherwise the console reads plain lines and prints a transcript.
    let terminal: ConsoleTerminal?
    let style: ConsoleStyle
    var device: Device
    var tracing: Bool
    /// `:pause`: inputs no longer run the app's run loop.
    var isPaused = false
    /// `:shot` without a file name numbers its files, across restarts.
    var shotCount = 0
    /// Set by `:reset` and `:device`: the console ends, and the app starts again
    /// on this device.
    var restartDevice: Device?
    /// Whether the console has run once (the banner and the editor's start are
    /// not repeated on a restart).
    var hasStarted = false
    /// The completions of the current Lua state, which the editor asks for.
    var complete: (String) -> [String] = { _ in [] }

    init(options: ConsoleOptions, device: Device, tracing: Bool) {
        self.options = options
        terminal = isatty(STDIN_FILENO) != 0 ? options.terminal : nil
        style = ConsoleStyle(enabled: terminal != nil)
        self.device = device
        self.tracing = tracing
    }
}

/// Colour for prompts, results and errors, only on a terminal and when the
/// user has not asked for none (`NO_COLOR`, https://no-color.org).
struct ConsoleStyle {
    let prompt: (start: String, end: String)
    let result: (start: String, end: String)
    let error: (start: String, end: String)

    init(enabled: Bool) {
        let noColour = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let useColour = enabled && !noColour
        func on(_ code: String, _ stream: Int32) -> (String, String) {
            useColour && isatty(stream) != 0 ? ("\u{1B}[\(code)m", "\u{1B}[0m") : ("", "")
        }
        let prompt = on("1;34", STDOUT_FILENO)
        // libedit leaves what lies between \u{1} and \u{2} out of the prompt's width.
        self.prompt = prompt.0.isEmpty ? prompt : ("\u{1}\(prompt.0)\u{2}", "\u{1}\(prompt.1)\u{2}")
        result = on("32", STDOUT_FILENO)
        error = on("31", STDERR_FILENO)
    }
}
