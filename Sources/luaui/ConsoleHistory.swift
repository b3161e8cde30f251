import EditLineShims
import Foundation

/// The console's history: libedit's, saved in `$XDG_STATE_HOME/luaui/history`
/// (`~/.local/state/luaui/history` by default) after each input, so that a
/// session that is killed loses nothing, and capped at `limit` entries. An
/// input of several lines is one entry.
struct ConsoleHistory {
    static let limit: Int32 = 1000

    let path: String? = ConsoleHistory.location()

    func load() {
        luaui_history_limit(Self.limit)
        guard let path else { return }
        luaui_history_read(path)
    }

    func add(_ input: [UInt8]) {
        guard !input.isEmpty, !input.contains(0) else { return }
        let text = input.map { CChar(bitPattern: $0) } + [0]
        if let last = luaui_history_last(), strcmp(last, text) == 0 { return }
        luaui_history_add(text)
        guard let path else { return }
        luaui_history_write(path)
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
