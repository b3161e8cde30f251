import Foundation

/// A method a Lua class may override: its Objective-C selector (whose Lua name
/// follows from it), its Swift declaration as the native class declares it, and
/// whether `--trace` shows calls of it.
struct Hook {
    let selector: String
    let declaration: Declaration
    let traced: Bool
    /// UIKit makes the call only when a class implements the method (it checks
    /// whether `drawRect:` is overridden before giving a view a backing store).
    let onlyIfOverridden: Bool

    init(_ selector: String, _ declaration: String, traced: Bool = false, onlyIfOverridden: Bool = false) {
        self.selector = selector
        self.declaration = Declaration(declaration)
        self.traced = traced
        self.onlyIfOverridden = onlyIfOverridden
    }

    /// The Lua API's naming rule: the selector's colons dropped, each keyword after
    /// the first capitalised (`insertSubview:atIndex:` is `insertSubviewAtIndex`).
    var luaName: String {
        let keywords = selector.split(separator: ":")
        return keywords.enumerated().map { index, keyword in
            index == 0 ? String(keyword) : keyword.prefix(1).uppercased() + keyword.dropFirst()
        }.joined()
    }
}

/// A Swift method or computed property declaration, as written in the native
/// class: `func willMove(toSuperview newSuperview: UIView?)`,
/// `func sizeThatFits(_ size: CGSize) -> CGSize`, `var intrinsicContentSize: CGSize`.
struct Declaration {
    struct Parameter {
        let label: String
        let name: String
        let type: String
    }

    let text: String
    let baseName: String
    let isProperty: Bool
    let parameters: [Parameter]
    let result: String?

    init(_ text: String) {
        self.text = text
        if text.hasPrefix("var ") {
            let parts = text.dropFirst(4).split(separator: ":", maxSplits: 1)
            baseName = String(parts[0])
            isProperty = true
            parameters = []
            result = parts[1].trimmingCharacters(in: .whitespaces)
            return
        }
        precondition(text.hasPrefix("func "), "a hook is a func or a var: \(text)")
        let afterFunc = text.dropFirst(5)
        let open = afterFunc.firstIndex(of: "(")!
        baseName = String(afterFunc[..<open])
        isProperty = false
        let close = Declaration.matchingParenthesis(in: afterFunc, from: open)
        let list = afterFunc[afterFunc.index(after: open)..<close]
        parameters = Declaration.splitTopLevel(list).map { piece in
            let colon = piece.firstIndex(of: ":")!
            let names = piece[..<colon].split(separator: " ")
            let type = piece[piece.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return Parameter(label: String(names[0]), name: String(names.count > 1 ? names[1] : names[0]), type: type)
        }
        let rest = afterFunc[afterFunc.index(after: close)...].trimmingCharacters(in: .whitespaces)
        result = rest.hasPrefix("->") ? rest.dropFirst(2).trimmingCharacters(in: .whitespaces) : nil
    }

    /// The call of the declared method with its own parameter names:
    /// `willMove(toSuperview: newSuperview)`.
    var call: String {
        if isProperty { return baseName }
        let arguments = parameters.map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" }
        return "\(baseName)(\(arguments.joined(separator: ", ")))"
    }

    private static func matchingParenthesis(in text: Substring, from open: Substring.Index) -> Substring.Index {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
            index = text.index(after: index)
        }
        preconditionFailure("unbalanced parentheses in \(text)")
    }

    private static func splitTopLevel(_ list: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var depth = 0
        var start = list.startIndex
        var index = list.startIndex
        var previous: Character = " "
        while index < list.endIndex {
            defer { previous = list[index]; index = list.index(after: index) }
            switch list[index] {
            case "(", "<", "[": depth += 1
            case ">" where previous == "-": break  // a function type's arrow
            case ")", ">", "]": depth -= 1
            case "," where depth == 0:
                pieces.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        let last = list[start...].trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { pieces.append(list[start...]) }
        return pieces.map { $0.drop(while: { $0 == " " }) }
    }
}
