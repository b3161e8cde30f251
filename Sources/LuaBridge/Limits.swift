/// What one run of a script may use before it is stopped; nil: no limit. A run
/// is what a command line runs before the REPL (LUA_INIT, `-e` and `-l`, the
/// script, the app settling after it), or one line of the REPL with its
/// settling. A stopped run ends with an error naming the limit; the state and
/// the engine stay usable (the REPL goes on).
///
/// Whatever the limits, a command line's run (`ScriptRunner`) is
/// interruptible: Ctrl-C stops it as a time limit would, with "interrupted!",
/// as lua.c's does. An embedding's (`LuaRuntime.run`) leaves Ctrl-C to it.
public struct Limits: Equatable, Sendable {
    /// Wall-clock seconds.
    public var timeout: Double?
    /// Lua instructions, counted across the run and its coroutines (in steps of
    /// up to a thousand, so a run may go a little past it). The engine's own
    /// work is not counted: the time limit bounds it.
    public var maximumInstructions: Int?
    /// Bytes of memory: Lua's and the engine's native memory, beyond what luaui
    /// held once the script's state was set up. Past it, Lua's next allocation
    /// fails with Lua's "not enough memory"; a native one never does.
    public var memory: Int?

    public init(timeout: Double? = nil, maximumInstructions: Int? = nil, memory: Int? = nil) {
        self.timeout = timeout
        self.maximumInstructions = maximumInstructions
        self.memory = memory
    }

    /// The command-line options that set them, shared by the commands that run
    /// scripts: `--timeout 2` or `--timeout=2`. A value of 0 means no limit.
    public enum Option: String, CaseIterable, Sendable {
        case timeout = "--timeout"
        case maximumInstructions = "--max-instructions"
        case memory = "--memory-limit"

        /// Its value's name in the help.
        public var valueName: String {
            switch self {
            case .timeout: return "SECONDS"
            case .maximumInstructions: return "N"
            case .memory: return "BYTES"
            }
        }

        /// What it does, for the help (lines of at most 60 columns).
        public var summary: [String] {
            switch self {
            case .timeout:
                return ["stop a run after SECONDS of wall-clock time"]
            case .maximumInstructions:
                return ["stop a run after about N Lua instructions"]
            case .memory:
                return ["fail Lua's allocations past BYTES of memory, Lua's and",
                        "the engine's together (K, M, G after it: KiB, MiB, GiB)"]
            }
        }

        fileprivate var expected: String {
            switch self {
            case .timeout: return "a number of seconds ≥ 0"
            case .maximumInstructions: return "a whole number ≥ 0"
            case .memory: return "a whole number of bytes ≥ 0, with K, M or G after it if you like"
            }
        }
    }

    /// A value an option cannot take.
    public struct BadValue: Error, CustomStringConvertible {
        public let description: String
    }

    /// Sets the limit `option` names from its value on the command line.
    public mutating func set(_ option: Option, from text: String) throws {
        let bad = BadValue(description: "bad value '\(text)' for \(option.rawValue) (\(option.expected))")
        switch option {
        case .timeout:
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { throw bad }
            timeout = seconds > 0 ? seconds : nil
        case .maximumInstructions:
            guard let count = Int(text), count >= 0 else { throw bad }
            maximumInstructions = count > 0 ? count : nil
        case .memory:
            guard let bytes = Limits.bytes(text) else { throw bad }
            memory = bytes > 0 ? bytes : nil
        }
    }

    /// "64M" → 67108864.
    private static func bytes(_ text: String) -> Int? {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(text)
        var unit = 1
        if let last = text.last, let scale = units[Character(last.uppercased())] {
            unit = scale
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let count = Int(digits), count >= 0 else { return nil }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }

    // MARK: What a stop says

    var timeoutMessage: String? {
        timeout.map { "the run exceeded its time limit of \(Limits.format($0)) s" }
    }

    var instructionsMessage: String? {
        maximumInstructions.map { "the run exceeded its limit of \($0) instructions" }
    }

    var memoryMessage: String? {
        memory.map { "the run exceeded its memory limit of \($0) bytes" }
    }

    /// Seconds as they were most likely written: 2, 0.5.
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }
}
