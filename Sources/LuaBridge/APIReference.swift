import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// What the bridge's registry knows of the Lua API, as text: one class
/// (`UIView`), method (`UIView:layoutSubviews`) or property (`UIView.frame`)
/// for the REPL's `:help` and `luaui doc NAME`, or the whole of it as the
/// Markdown reference `luaui doc` writes (docs/lua-reference.md). It reads
/// the same tables that bind the API, so it cannot say what the binding does
/// not do.
public struct APIReference {
    let runtime: LuaRuntime

    public init(runtime: LuaRuntime) {
        self.runtime = runtime
    }

    public struct Problem: Error {
        public let message: String
    }

    /// The entry for a class, `Class:method` or `Class.property`; `usage` is
    /// how the asker's command is written, for the message about a wrong name.
    public func entry(_ name: String, usage: String = "NAME") -> Result<String, Problem> {
        let separator = name.firstIndex { $0 == "." || $0 == ":" }
        let className = String(name[..<(separator ?? name.endIndex)])
        guard let luaClass = runtime.classesByName[className] else {
            if let text = globalEntry(name) { return .success(text) }
            return .failure(Problem(message: "no class or global named '\(name)' (\(usage) takes UIView, UIView:addSubview, UIView.frame, CGRectInset or Simulator.tap)"))
        }
        guard let separator else { return .success(classEntry(luaClass)) }
        let member = String(name[name.index(after: separator)...])
        if let text = memberEntry(luaClass, member) { return .success(text) }
        return .failure(Problem(message: "\(className) has no method or property '\(member)'"))
    }

    func classEntry(_ luaClass: LuaClass) -> String {
        var lines: [String] = []
        let superclass = luaClass.superclass.map { " : " + $0.name } ?? ""
        if luaClass.isScripted {
            lines.append("\(luaClass.name)\(superclass) — a Lua class")
        } else {
            let subclassable = luaClass.native.standIn != nil ? "Lua subclasses it with \(luaClass.name):subclass(name)"
                                                                : "Lua cannot subclass it"
            lines.append("\(luaClass.name)\(superclass) — a native class; \(subclassable)")
            if let summary = ClassDocumentation.summary(of: luaClass.name) { lines.append(summary) }
        }
        let methods = methodNames(of: luaClass)
        let properties = luaClass.native.properties(runtime: runtime).map(\.name).sorted()
        lines.append(wrapped("methods: ", methods))
        lines.append(wrapped("properties: ", properties))
        let classProperties = luaClass.isScripted ? [] : luaClass.native.classProperties.entries.keys.sorted()
        if !classProperties.isEmpty { lines.append(wrapped("class properties: ", classProperties)) }
        return lines.joined(separator: "\n")
    }

    func memberEntry(_ luaClass: LuaClass, _ member: String) -> String? {
        if let property = luaClass.native.properties(runtime: runtime).first(where: { $0.name == member }) {
            let access = property.isReadOnly ? "read-only" : "read-write"
            let documentation = PropertyDocumentation.entry(member, in: property.owner)
            let type = property.valueType.map(APIReference.typeName) ?? documentation?.type ?? "…"
            let signature = "\(luaClass.name).\(member): \(type) — a \(access) property of \(property.owner)"
            return documentation.map { signature + "\n" + $0.summary } ?? signature
        }
        if !luaClass.isScripted, luaClass.native.classProperties[member] != nil {
            let signature = "\(luaClass.name).\(member) — a read-only property of the class \(luaClass.name)"
            return ClassDocumentation.classProperty(member, of: luaClass.name).map { signature + "\n" + $0 } ?? signature
        }
        var current: LuaClass? = luaClass
        while let candidate = current {
            let native = candidate.native
            let documentation = MethodDocumentation.entry(member, in: native.name)
            if let hook = native.standIn?.hooks.first(where: { $0.name == member }) {
                let traced = hook.traced ? "; --trace shows its calls" : ""
                return """
                \(luaClass.name):\(member) — \(hook.declaration), Objective-C's \(hook.selector)
                \(documentation.map { $0.summary + " " } ?? "")A hook: a Lua subclass may override it\(traced).
                """
            }
            if native.methods.entries[member] != nil {
                guard let documentation else { return "\(luaClass.name):\(member)(…) — a method of \(native.name)" }
                return "\(luaClass.name):\(member) — \(documentation.signature ?? member + "(…)"), of \(native.name)\n"
                    + documentation.summary
            }
            current = candidate.superclass
        }
        return methodNames(of: luaClass).contains(member) ? "\(luaClass.name):\(member)(…) — a method defined in Lua" : nil
    }

    private func methodNames(of luaClass: LuaClass) -> [String] {
        let lua = runtime.lua
        let base = lua.top
        defer { lua.top = base }
        var names: Set<String> = ["subclass"]
        lua.pushRef(luaClass.membersRef)
        let members = lua.top
        lua.pushNil()
        while lua_next(lua.state, members) != 0 {
            if lua.type(at: -1) == LUA_TFUNCTION, let name = lua.string(at: -2) { names.insert(name) }
            lua.pop()
        }
        return names.sorted()
    }

    /// A Swift type as UIKit's Swift interface writes it: `UIView?`, `[UIView]`.
    static func typeName(_ type: Any.Type) -> String {
        var name = String(describing: type)
        while let range = name.range(of: "Optional<") {
            guard let close = name[range.upperBound...].lastIndex(of: ">") else { break }
            name = String(name[..<range.lowerBound]) + name[range.upperBound..<close] + "?" + name[name.index(after: close)...]
        }
        while let range = name.range(of: "Array<") {
            guard let close = name[range.upperBound...].lastIndex(of: ">") else { break }
            name = String(name[..<range.lowerBound]) + "[" + name[range.upperBound..<close] + "]" + name[name.index(after: close)...]
        }
        return name
    }

    /// `label` and the names, comma-separated, in lines of at most 80 columns.
    func wrapped(_ label: String, _ names: [String]) -> String {
        guard !names.isEmpty else { return label + "none" }
        var lines = [label]
        let margin = String(repeating: " ", count: label.count)
        for (index, name) in names.enumerated() {
            let text = name + (index < names.count - 1 ? "," : "")
            if lines[lines.count - 1].count + text.count + 1 > 80 { lines.append(margin) }
            let last = lines[lines.count - 1]
            lines[lines.count - 1] = last + (last.hasSuffix(" ") ? "" : " ") + text
        }
        return lines.joined(separator: "\n")
    }

    // MARK: The whole reference

    /// Every native class in the order the bridge registers them (each after
    /// its superclass), with what it declares itself; then the global tables
    /// of functions and the constants. Deterministic: the same bytes for the
    /// same binding.
    public func markdown() -> String {
        var lines = [
            "# The Lua API reference",
            "",
            "Generated by `luaui doc` from the tables that bind the API (a test fails when this file differs",
            "from what they say). `luaui doc NAME`, and `:help NAME` in the REPL, print one entry:",
            "`luaui doc UIView`, `luaui doc UIView:addSubview`, `luaui doc UIView.frame`, `luaui doc CGRectInset`,",
            "`luaui doc Simulator.tap`, `luaui doc UIViewContentMode`. The naming rule, the hooks and the",
            "engine's behaviour are in the other files of `docs/`.",
        ]
        for luaClass in runtime.nativeClassOrder { lines += classSection(luaClass) }
        lines += globalsSection()
        return lines.joined(separator: "\n") + "\n"
    }

    private func classSection(_ luaClass: LuaClass) -> [String] {
        let native = luaClass.native
        var lines = ["", "## \(luaClass.name)" + (luaClass.superclass.map { " : \($0.name)" } ?? ""), ""]
        if let summary = ClassDocumentation.summary(of: luaClass.name) { lines.append(summary) }
        lines.append(native.standIn != nil ? "Lua subclasses it: `\(luaClass.name):subclass(name)`." : "Lua cannot subclass it.")
        let properties = native.properties(runtime: runtime).filter { $0.owner == native.name }.sorted { $0.name < $1.name }
        if !properties.isEmpty {
            lines += ["", "Properties:", ""]
            for property in properties {
                let documentation = PropertyDocumentation.entry(property.name, in: property.owner)
                let type = property.valueType.map(APIReference.typeName) ?? documentation?.type ?? "…"
                let access = property.isReadOnly ? ", read-only" : ""
                lines.append("- `\(property.name)`: `\(type)`\(access)" + (documentation.map { ". " + $0.summary } ?? ""))
            }
        }
        let table = native.classProperties
        if !table.entries.isEmpty {
            lines += ["", "Class properties:", ""]
            for name in table.entries.keys.sorted() {
                lines.append("- `\(luaClass.name).\(name)`" + (ClassDocumentation.classProperty(name, of: luaClass.name).map { ": " + $0 } ?? ""))
            }
        }
        let hooks = native.standIn.map { standIn in standIn.hooks.filter { native.methods.entries[$0.name] != nil } } ?? []
        let methods = native.methods.entries.keys.filter { name in !hooks.contains { $0.name == name } }.sorted()
        if !methods.isEmpty {
            lines += ["", "Methods:", ""]
            for name in methods {
                let documentation = MethodDocumentation.entry(name, in: native.name)
                let signature = documentation?.signature.map { " — `\($0)`" } ?? ""
                lines.append("- `\(luaClass.name):\(name)`\(signature)" + (documentation.map { ". " + $0.summary } ?? ""))
            }
        }
        if !hooks.isEmpty {
            lines += ["", "Hooks (a Lua subclass overrides them; its super call runs the class's own):", ""]
            for hook in hooks.sorted(by: { $0.name < $1.name }) {
                let summary = MethodDocumentation.entry(hook.name, in: native.name).map { ". " + $0.summary } ?? ""
                let traced = hook.traced ? " Traced." : ""
                lines.append("- `\(hook.name)` — `\(hook.declaration)`, `\(hook.selector)`\(summary)\(traced)")
            }
        }
        return lines
    }
}
