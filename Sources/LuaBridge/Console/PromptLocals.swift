/// Locals declared at the prompt live on to the next input, as in luaprompt and
/// croissant: each input is its own chunk, whose locals Lua ends with it, so the
/// console turns a `local` statement at an input's top level into an assignment
/// to a name the console's environment keeps (ConsoleLibrary's `declare`).
/// Locals inside blocks and functions are left alone.
struct PromptLocals {
    /// The input with its top-level `local` statements made assignments.
    let source: [UInt8]
    /// The names those statements declare, in order.
    let names: [String]

    /// Nil when the input declares no top-level local, or declares one that an
    /// assignment cannot stand for (a `<close>` variable, `_ENV`): it then runs
    /// as written, its locals ending with it.
    init?(rewriting source: [UInt8]) {
        let tokens = LuaTokenizer(source).tokens()
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        var names: [String] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.text {
            case "function", "if", "do", "repeat", "(", "[", "{": depth += 1
            case "end", "until", ")", "]", "}": depth -= 1
            case "local" where depth == 0:
                edits.append((token.range, []))
                if index < tokens.count, tokens[index].text == "function" {
                    depth += 1
                    index += 1
                    guard index < tokens.count, tokens[index].isName else { return nil }
                    names.append(tokens[index].text)
                    index += 1
                    continue
                }
                var lastEnd = token.range.upperBound
                while index < tokens.count, tokens[index].isName {
                    names.append(tokens[index].text)
                    lastEnd = tokens[index].range.upperBound
                    index += 1
                    if index + 2 < tokens.count, tokens[index].text == "<", tokens[index + 2].text == ">" {
                        guard tokens[index + 1].text == "const" else { return nil }
                        edits.append((tokens[index].range.lowerBound..<tokens[index + 2].range.upperBound, []))
                        lastEnd = tokens[index + 2].range.upperBound
                        index += 3
                    }
                    guard index < tokens.count, tokens[index].text == "," else { break }
                    index += 1
                }
                if index >= tokens.count || tokens[index].text != "=" {
                    edits.append((lastEnd..<lastEnd, Array(" = nil".utf8)))
                }
            default: break
            }
        }
        guard !names.isEmpty, !names.contains("_ENV") else { return nil }
        var rewritten = source
        for edit in edits.reversed() {
            rewritten.replaceSubrange(edit.range, with: edit.replacement)
        }
        self.source = rewritten
        self.names = names
    }
}

/// Lua's tokens, as far as finding statements needs them: names, symbols, and
/// the spans of strings, numbers and comments skipped over whole. Source that
/// does not lex (an unfinished string) just ends the tokens.
struct LuaTokenizer {
    struct Token {
        let text: String
        let range: Range<Int>
        let isName: Bool
    }

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func tokens() -> [Token] {
        var lexer = self
        var result: [Token] = []
        while let token = lexer.next() { result.append(token) }
        return result
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95
    }

    private static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || (byte >= 48 && byte <= 57) }

    /// The next name or symbol; strings, numbers and comments come back as the
    /// symbol `""` so that they still separate what is around them.
    private mutating func next() -> Token? {
        while let current = byte() {
            let start = position
            if current == 32 || (current >= 9 && current <= 13) {
                position += 1
            } else if current == UInt8(ascii: "-"), byte(1) == UInt8(ascii: "-") {
                position += 2
                if !skipLongBracket() {
                    while let byte = byte(), byte != 10 { position += 1 }
                }
            } else if Self.isNameStart(current) {
                while let byte = byte(), Self.isNameByte(byte) { position += 1 }
                return Token(text: String(decoding: bytes[start..<position], as: UTF8.self), range: start..<position, isName: true)
            } else if current >= 48 && current <= 57 || (current == UInt8(ascii: ".") && (byte(1).map { $0 >= 48 && $0 <= 57 } ?? false)) {
                while let byte = byte(), Self.isNameByte(byte) || byte == UInt8(ascii: ".")
                        || ((byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))
                            && [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[position - 1])) {
                    position += 1
                }
                return Token(text: "", range: start..<position, isName: false)
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                position += 1
                while let byte = byte(), byte != current, byte != 10 {
                    position += byte == UInt8(ascii: "\\") ? 2 : 1
                }
                guard byte() == current else { return nil }
                position += 1
                return Token(text: "", range: start..<position, isName: false)
            } else if current == UInt8(ascii: "["), skipLongBracket() {
                return Token(text: "", range: start..<position, isName: false)
            } else {
                position += 1
                if [UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "~")].contains(current),
                   byte() == UInt8(ascii: "=") {
                    position += 1
                }
                return Token(text: String(decoding: bytes[start..<position], as: UTF8.self), range: start..<position, isName: false)
            }
        }
        return nil
    }

    /// At `[`, `[=[`, …: moves past the long bracket's closing one (or to the
    /// end); false, moving nowhere, if no long bracket opens here.
    private mutating func skipLongBracket() -> Bool {
        guard byte() == UInt8(ascii: "[") else { return false }
        var level = 0
        while byte(1 + level) == UInt8(ascii: "=") { level += 1 }
        guard byte(1 + level) == UInt8(ascii: "[") else { return false }
        position += 2 + level
        let closing = [UInt8(ascii: "]")] + Array(repeating: UInt8(ascii: "="), count: level) + [UInt8(ascii: "]")]
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "]"), bytes[position...].starts(with: closing) {
                position += closing.count
                return true
            }
            position += 1
        }
        return true
    }
}
