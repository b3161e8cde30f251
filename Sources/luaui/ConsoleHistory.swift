import CEditLine
import Foundation

/// The console's history: libedit's, saved in `$XDG_STATE_HOME/luaui/history`
/// (`~/.local/state/luaui/history` by default) after each input, so that a
/// session that is killed loses nothing, and capped at `limit` entries. An
/// input of several lines is one entry.
struct ConsoleHistory {
    static let limit: Int32 = 1000

    let path: String? = ConsoleHistory.location()

    func load() {
        stifle_history(Self.limit)
        guard let path else { return }
        _ = read_history(path)
    }

    func add(_ input: [UInt8]) {
        guard !input.isEmpty, !input.contains(0) else { return }
        let text = input.map { CChar(bitPattern: $0) } + [0]
        if history_length > 0, let last = history_get(history_base + history_length - 1),
           let line = last.pointee.line, strcmp(line, text) == 0 {
            return
        }
        add_history(text)
        guard let path else { return }
        _ = write_history(path)
    }

    private static func location() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.local/state"
        } else {
            return nil
        }
        let folder = base + "/luaui"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        return folder + "/history"
    }
}
