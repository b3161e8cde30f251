import CLua
import CLuaShims
import Foundation
import ViewCore

/// `require("luaui.introspection")`: what the runtime binds, for tools (the
/// fuzzer, documentation, a REPL's completion) rather than for apps, which is
/// why it is a module and not globals.
///
/// - `classes()`: the native classes' tables, superclasses first.
/// - `methods(Class)`: the names of the functions the class answers, its own
///   and inherited, sorted.
/// - `properties(Class)`: its properties, own and inherited, as a table from
///   name to `"readwrite"` or `"readonly"`.
extension LuaRuntime {
    func registerIntrospection() {
        main.newTable()
        main.setField("classes", register { [unowned self] args in
            args.lua.newTable(arrayCount: Int32(nativeClassOrder.count))
            for (position, luaClass) in nativeClassOrder.enumerated() {
                args.lua.pushRef(luaClass.tableRef)
                args.lua.rawSet(-2, position + 1)
            }
            return 1
        })
        main.setField("methods", register { [unowned self] args in
            let luaClass = try luaClass(at: 1, in: args)
            var names: [String] = []
            args.lua.pushRef(luaClass.membersRef)
            let members = args.lua.top
            args.lua.pushNil()
            while lua_next(args.lua.state, members) != 0 {
                if args.lua.type(at: -1) == LUA_TFUNCTION, let name = args.lua.string(at: -2) { names.append(name) }
                args.lua.pop()
            }
            return args.push(names.sorted())
        })
        main.setField("properties", register { [unowned self] args in
            let luaClass = try luaClass(at: 1, in: args)
            args.lua.newTable()
            for property in luaClass.native.properties(runtime: self) {
                args.lua.push(property.isReadOnly ? "readonly" : "readwrite")
                args.lua.rawSet(-2, field: property.name)
            }
            return 1
        })
        let loader = main.ref()
        lua_getglobal(main.state, "package")
        _ = main.rawGet(-1, field: "preload")
        main.pushFunction(register { args in
            args.lua.pushRef(loader)
            return 1
        })
        main.rawSet(-2, field: "luaui.introspection")
        main.pop(2)
    }
}
