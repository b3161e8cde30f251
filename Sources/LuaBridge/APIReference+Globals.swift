import CLua
import Foundation

/// The bridge's globals that belong to no class, read from the Lua state as a
/// script sees them: functions, tables of functions (`Simulator`), and
/// constants. GlobalDocumentation says what each is.
struct BridgeGlobals {
    struct Table {
        let name: String
        let functions: [String]
        let fields: [String]
    }

    struct Constant {
        let name: String
        /// As Lua would print it: `3`, `-0.4`, `"NSFont"`; nil for a value
        /// that is no number or string (`CGRectZero`).
        let value: String?
        let number: Double?
    }

    var functions: [String] = []
    var tables: [Table] = []
    var constants: [Constant] = []

    init(_ runtime: LuaRuntime) {
        let lua = runtime.lua
        let base = lua.top
        defer { lua.top = base }
        lua_rawgeti(lua.state, Lua.registry, lua_Integer(LUA_RIDX_GLOBALS))
        let globals = lua.top
        lua.pushNil()
        while lua_next(lua.state, globals) != 0 {
            defer { lua.pop() }
            guard lua.type(at: -2) == LUA_TSTRING, let name = lua.string(at: -2),
                  runtime.classesByName[name] == nil, BridgeGlobals.isBridgeName(name) else { continue }
            switch lua.type(at: -1) {
            case LUA_TFUNCTION:
                functions.append(name)
            case LUA_TNUMBER:
                let number = lua_tonumberx(lua.state, -1, nil)
                let text = lua_isinteger(lua.state, -1) != 0 ? String(lua_tointegerx(lua.state, -1, nil)) : String(number)
                constants.append(Constant(name: name, value: text, number: number))
            case LUA_TSTRING:
                constants.append(Constant(name: name, value: "\"\(lua.string(at: -1) ?? "")\"", number: nil))
            case LUA_TTABLE:
                var functions: [String] = [], fields: [String] = []
                let table = lua.top
                lua.pushNil()
                while lua_next(lua.state, table) != 0 {
                    if lua.type(at: -2) == LUA_TSTRING, let field = lua.string(at: -2) {
                        if lua.type(at: -1) == LUA_TFUNCTION { functions.append(field) } else { fields.append(field) }
                    }
                    lua.pop()
                }
                tables.append(Table(name: name, functions: functions.sorted(), fields: fields.sorted()))
            default:
                constants.append(Constant(name: name, value: nil, number: nil))
            }
        }
        functions.sort()
        tables.sort { $0.name < $1.name }
        constants.sort { $0.name < $1.name }
    }

    /// The bridge's globals are UIKit's names, capitalised (`UIViewContentModeRedraw`,
    /// `Simulator`), Apple's `k` constants (`kCGLineCapRound`), and `trace`;
    /// Lua's own are not.
    static func isBridgeName(_ name: String) -> Bool {
        if name == "trace" { return true }
        if name.hasPrefix("k"), name.dropFirst().first?.isUppercase ?? false { return true }
        return (name.first?.isUppercase ?? false) && name != "_G" && name != "_VERSION"
    }

    /// Each enumeration with its values in order (by value, then name), and
    /// the constants that belong to none.
    func groupedConstants() -> (enumerations: [(GlobalDocumentation.Enumeration, [Constant])], others: [Constant]) {
        var groups: [String: [Constant]] = [:], others: [Constant] = []
        for constant in constants {
            if let enumeration = GlobalDocumentation.enumeration(of: constant.name) {
                groups[enumeration.name, default: []].append(constant)
            } else {
                others.append(constant)
            }
        }
        let enumerations = GlobalDocumentation.enumerations.sorted { $0.name < $1.name }.compactMap { enumeration in
            groups[enumeration.name].map { values in
                (enumeration, values.sorted { ($0.number ?? 0, $0.name) < ($1.number ?? 0, $1.name) })
            }
        }
        return (enumerations, others)
    }
}

extension APIReference {
    /// The entry for a global: a function (`CGRectInset`), a table
    /// (`Simulator`) or its function (`Simulator.tap`), an enumeration
    /// (`UIViewContentMode`) or one of its values, or another constant.
    func globalEntry(_ name: String) -> String? {
        let globals = BridgeGlobals(runtime)
        let isBoundFunction = globals.functions.contains(name)
            || globals.tables.contains { table in table.functions.contains { table.name + "." + $0 == name } }
        if isBoundFunction, let function = GlobalDocumentation.functions[name] {
            return "\(function.signature) — a global function\n\(function.summary)"
        }
        if let table = globals.tables.first(where: { $0.name == name }) {
            var lines = ["\(name) — a global table"]
            if let summary = GlobalDocumentation.tableSummary(name) { lines.append(summary) }
            lines.append(wrapped("functions: ", table.functions))
            if !table.fields.isEmpty { lines.append(wrapped("fields: ", table.fields)) }
            return lines.joined(separator: "\n")
        }
        if let field = GlobalDocumentation.tableFields[name] {
            return "\(name): \(field.type) — a field of a global table\n\(field.summary)"
        }
        let (enumerations, others) = globals.groupedConstants()
        if let (enumeration, values) = enumerations.first(where: { $0.0.name == name }) {
            return (["\(name) — \(enumeration.kind.noun)", enumeration.summary]
                    + values.map { "\($0.name) = \($0.value ?? "…")" }).joined(separator: "\n")
        }
        if let constant = globals.constants.first(where: { $0.name == name }) {
            if let enumeration = GlobalDocumentation.enumeration(of: name), !others.contains(where: { $0.name == name }) {
                return "\(name) = \(constant.value ?? "…") — a value of \(enumeration.name)\n\(enumeration.summary)"
            }
            let type = GlobalDocumentation.constants[name]
            return "\(name)\(constant.value.map { " = " + $0 } ?? "") — a constant\n\(type ?? "")"
        }
        return nil
    }

    /// The global tables, functions and constants, for the Markdown reference.
    func globalsSection() -> [String] {
        let globals = BridgeGlobals(runtime)
        var lines = ["", "## Global tables"]
        for table in globals.tables {
            lines += ["", "### \(table.name)", ""]
            if let summary = GlobalDocumentation.tableSummary(table.name) { lines += [summary, ""] }
            for name in table.functions {
                lines.append(functionLine("\(table.name).\(name)"))
            }
            for name in table.fields {
                let field = GlobalDocumentation.tableFields["\(table.name).\(name)"]
                lines.append("- `\(table.name).\(name)`" + (field.map { ": `\($0.type)`. \($0.summary)" } ?? ""))
            }
        }
        lines += ["", "## Global functions", ""] + globals.functions.map(functionLine)
        let (enumerations, others) = globals.groupedConstants()
        lines += ["", "## Enumerations and options", "",
                  "Each value is a global named by its type's Objective-C name and its case."]
        for (enumeration, values) in enumerations {
            lines += ["", "### \(enumeration.name)", "", "\(enumeration.summary) It is \(enumeration.kind.noun).", ""]
            lines += values.map { "- `\($0.name)` = \($0.value ?? "…")" }
        }
        lines += ["", "## Other constants", ""]
        for constant in others {
            let summary = GlobalDocumentation.constants[constant.name].map { ". " + $0 } ?? ""
            lines.append("- `\(constant.name)`" + (constant.value.map { " = `\($0)`" } ?? "") + summary)
        }
        return lines
    }

    private func functionLine(_ name: String) -> String {
        guard let function = GlobalDocumentation.functions[name] else { return "- `\(name)`" }
        return "- `\(function.signature)`. \(function.summary)"
    }
}
