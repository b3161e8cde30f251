import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// `:help`: the meta-commands, or what the bridge's registry knows of a class
/// (`UIView`), a method (`UIView:layoutSubviews`) or a property (`UIView.frame`).
extension Console {
    func help(_ argument: String) {
        guard !argument.isEmpty else { return print(Self.overview) }
        let separator = argument.firstIndex { $0 == "." || $0 == ":" }
        let className = String(argument[..<(separator ?? argument.endIndex)])
        guard let luaClass = runtime.classesByName[className] else {
            return complain("no class named '\(className)' (:help NAME takes UIView, UIView:addSubview or UIView.frame)")
        }
        guard let separator else { return print(classHelp(luaClass)) }
        let member = String(argument[argument.index(after: separator)...])
        if let text = memberHelp(luaClass, member) { return print(text) }
        complain("\(className) has no method or property '\(member)'")
    }

    private static var overview: String {
        let commands = MetaCommand.all.map { command in
            let form = ":" + command.names[0] + (command.argument.isEmpty ? "" : " " + command.argument)
            return "  " + form.padding(toLength: max(form.count + 1, 22), withPad: " ", startingAt: 0) + command.summary
        }
        return """
        Type Lua: an expression prints its value (the first is kept as _), a statement
        runs; locals declared at the prompt live on. After each input the app's run
        loop runs until idle. window and root are the key window and its root controller.
        Tab completes, Ctrl-C clears the line or stops what runs, Ctrl-D quits.

        Commands:
        \(commands.joined(separator: "\n"))
        """
    }

    private func classHelp(_ luaClass: LuaClass) -> String {
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
        let classProperties = runtime.classProperties[luaClass.name]?.entries.keys.sorted() ?? []
        if !classProperties.isEmpty { lines.append(wrapped("class properties: ", classProperties)) }
        return lines.joined(separator: "\n")
    }

    private func memberHelp(_ luaClass: LuaClass, _ member: String) -> String? {
        if let property = luaClass.native.properties(runtime: runtime).first(where: { $0.name == member }) {
            let access = property.isReadOnly ? "read-only" : "read-write"
            let documentation = PropertyDocumentation.entry(member, in: property.owner)
            let type = property.valueType.map(Self.typeName) ?? documentation?.type ?? "…"
            let signature = "\(luaClass.name).\(member): \(type) — a \(access) property of \(property.owner)"
            return documentation.map { signature + "\n" + $0.summary } ?? signature
        }
        if runtime.classProperties[luaClass.name]?.entries[member] != nil {
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
    private func wrapped(_ label: String, _ names: [String]) -> String {
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
}
