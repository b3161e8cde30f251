/// Writes the Swift source of the stand-ins: for each native class, a subclass
/// that overrides every hook so that the engine's calls reach a Lua class, and
/// that runs the native implementation of any hook for a script's super call;
/// and the Lua functions of the hooks each class declares.
struct Emitter {
    private(set) var lines: [String] = []

    mutating func emitFile() {
        line("// Generated at build time by ScriptedClassesGenerator from its tables (Tables.swift).")
        line("")
        line("import Foundation")
        line("@_spi(Bridging) import ViewCore")
        line("")
        for spec in nativeClasses { emitHookTable(spec) }
        emitStandIns()
        for spec in nativeClasses { emitStandInClass(spec) }
        emitHookMethods()
    }

    private mutating func line(_ text: String) { lines.append(text) }

    // MARK: Tables

    private mutating func emitHookTable(_ spec: NativeClassSpec) {
        let inherited = spec.superclass.map { "hooksOf\($0) + " } ?? ""
        line("/// The hooks of `\(spec.name)`: its superclass's, then its own; a hook's id is its position.")
        line("private let hooksOf\(spec.name): [HookInfo] = \(inherited)[")
        for hook in spec.hooks {
            line("    HookInfo(name: \"\(hook.luaName)\", selector: \"\(hook.selector)\", declaration: \(String(reflecting: hook.declaration.text)), traced: \(hook.traced), onlyIfOverridden: \(hook.onlyIfOverridden)),")
        }
        line("]")
        line("")
    }

    private mutating func emitStandIns() {
        line("extension StandIn {")
        line("    /// The stand-in of the native class a Lua class can descend from, by")
        line("    /// name; nil for any other name. Made when asked for: a class's hook")
        line("    /// table is made only if a script reaches the class.")
        line("    static func named(_ name: String) -> StandIn? {")
        line("        switch name {")
        for spec in nativeClasses {
            let type = "Scripted\(spec.name)"
            line("        case \"\(spec.name)\":")
            line("            StandIn(type: \(type).self, hooks: hooksOf\(spec.name),")
            line("                    make: { \(type)(scriptedClass: $0) },")
            line("                    callSuper: { try unsafeDowncast($0, to: \(type).self).callSuper($1, $2) })")
        }
        line("        default: nil")
        line("        }")
        line("    }")
        line("}")
        line("")
    }

    // MARK: Stand-in classes

    private mutating func emitStandInClass(_ spec: NativeClassSpec) {
        let type = "Scripted\(spec.name)"
        line("/// A Lua subclass of `\(spec.name)`.")
        line("final class \(type): \(spec.swiftType), ScriptedObject {")
        line("    let scriptedClass: ScriptedClass")
        if !spec.isResponder {
            line("    var bridgeSlot: Int32 = 0")
            line("    var bridgedHooks: UInt64 = 0")
            line("    var isDeallocating = false")
        }
        line("")
        line("    init(scriptedClass: ScriptedClass) {")
        line("        self.scriptedClass = scriptedClass")
        line("        \(spec.initializer)")
        line("        scriptedClass.adopt(self)")
        line("    }")
        line("")
        if spec.isResponder && spec.name != "UIResponder" {
            line("    /// Instances of Lua classes come from archives through their class")
            line("    /// (`ScriptedClass.instantiate(coder:)`), which sends the script `initWithCoder:`.")
            line("    required init?(coder: NSCoder) { return nil }")
            line("")
        }
        for member in spec.members {
            line("    \(member)")
            line("")
        }
        line("    deinit {")
        line("        isDeallocating = true")
        line("        scriptedClass.instanceDeinit(self)")
        line("    }")
        line("")
        for (id, hook) in spec.allHooks.enumerated() {
            emitOverride(hook, id: id, isResponder: spec.isResponder)
        }
        emitCallSuper(spec)
        line("}")
        line("")
    }

    /// The override: a test of the object's own copy of its class's hook mask
    /// and a tail call of the native implementation, or the bridged path, kept
    /// out of line so that the native path stays that short.
    private mutating func emitOverride(_ hook: Hook, id: Int, isResponder: Bool) {
        let declaration = hook.declaration
        let test = id < 64 ? "bridges(\(id))" : "bridgesBeyondInline(\(id))"
        let superCall = "super.\(declaration.call)"
        let arguments = declaration.parameters.map(\.name).joined(separator: ", ")
        line("    override \(declaration.text) {")
        line("        guard \(test) else { return \(superCall) }")
        line("        return bridged_\(hook.luaName)(\(arguments))")
        line("    }")
        line("")
        let parameters = declaration.parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
        let result = declaration.result.map { " -> \($0)" } ?? ""
        line("    @inline(never) private func bridged_\(hook.luaName)(\(parameters))\(result) {")
        let lookup = isResponder ? "hook" : "objectHook"
        line("        guard let hook = ScriptedClass.\(lookup)(self, \(id)) else { return \(superCall) }")
        for parameter in declaration.parameters {
            let value = luaRepresentations[parameter.type]?.wrap(parameter.name) ?? parameter.name
            line("        hook.push(\(value))")
        }
        let count = declaration.parameters.count
        if let result = declaration.result {
            precondition(luaRepresentations[result] == nil, "results cross to Lua as themselves")
            line("        return hook.call(arguments: \(count), returning: \(result).self) ?? \(superCall)")
        } else {
            line("        hook.call(arguments: \(count))")
        }
        line("    }")
        line("")
    }

    /// One switch over every hook: a super call from a script reads its
    /// arguments, runs the native implementation and pushes its result.
    private mutating func emitCallSuper(_ spec: NativeClassSpec) {
        line("    /// The native implementation of hook `id`, for a script's super call: the")
        line("    /// arguments read from the stack (the receiver at 1), the result pushed.")
        line("    fileprivate func callSuper(_ id: Int, _ args: LuaStack) throws -> Int32 {")
        line("        switch id {")
        for (id, hook) in spec.allHooks.enumerated() {
            let call = "super.\(callReadingArguments(hook.declaration))"
            if hook.declaration.result != nil {
                line("        case \(id): return args.push(\(call))")
            } else {
                line("        case \(id): \(call); return 0")
            }
        }
        line("        default: return 0")
        line("        }")
        line("    }")
    }

    /// The declaration's call with each argument read from the stack, from index 2.
    private func callReadingArguments(_ declaration: Declaration) -> String {
        if declaration.isProperty { return declaration.baseName }
        let arguments = declaration.parameters.enumerated().map { index, parameter in
            let read = "try args[\(index + 2)]"
            let value = luaRepresentations[parameter.type]?.unwrap(read) ?? read
            return parameter.label == "_" ? value : "\(parameter.label): \(value)"
        }
        return "\(declaration.baseName)(\(arguments.joined(separator: ", ")))"
    }

    // MARK: Lua functions

    private mutating func emitHookMethods() {
        line("extension NativeClass {")
        line("    /// The Lua functions of the hooks class `name` declares. Each calls the")
        line("    /// receiver's method, or, for an instance of a Lua class, its native class's")
        line("    /// implementation: `Parent.method(self)` reaches it without dispatching back.")
        line("    /// (Entries, not closures: closures in a list of tuples are stored behind")
        line("    /// reabstraction thunks, which each call would go through.)")
        line("    static func hookMethods(declaredBy name: String) -> [(String, FunctionEntry)] {")
        line("        switch name {")
        for spec in nativeClasses where !spec.hooks.isEmpty {
            line("        case \"\(spec.name)\": return [")
            for (offset, hook) in spec.hooks.enumerated() {
                let id = spec.firstOwnHookID + offset
                let call = "receiver.\(callReadingArguments(hook.declaration))"
                line("            (\"\(hook.luaName)\", FunctionEntry { args in")
                line("                try args.withHookReceiver(\(spec.swiftType).self) { receiver, isScripted in")
                line("                    if isScripted { return try ScriptedClass.callSuper(receiver, \(id), args) }")
                if hook.declaration.result != nil {
                    line("                    return args.push(\(call))")
                } else {
                    line("                    \(call)")
                    line("                    return 0")
                }
                line("                }")
                line("            }),")
            }
            line("        ]")
        }
        line("        default: return []")
        line("        }")
        line("    }")
        line("}")
    }
}
