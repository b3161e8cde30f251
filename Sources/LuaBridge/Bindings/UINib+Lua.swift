import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// Nibs as scripts see them: `UINib:nibWithNibNameBundle(name, bundle)`,
/// `nib:instantiateWithOwnerOptions(owner, options)` returning the top-level
/// objects as a sequence, and `NSBundle`, where nibs are looked for. A nil
/// bundle is the main bundle, the running script's folder.
extension LuaRuntime {
    func registerNibClasses() {
        registerNative(NativeClass(UINib.self) { [unowned self] nib in
            nib.classFunction("nibWithNibNameBundle") { args in UINib(nibName: try args[2], bundle: try args[3]) }
            nib.classFunction("nibWithDataBundle") { args in
                UINib(data: Data((try args[2] as String).utf8), bundle: try args[3])
            }
            nib.methods["instantiateWithOwnerOptions"] = { [unowned self] args in
                try args.withReceiver(UINib.self) { nib in
                    let owner = try optionalObject(args, 2)
                    let externals = try externalObjects(args, 3)
                    let objects: [Any]
                    do {
                        objects = try nib.instantiateReportingActions(withOwner: owner, options: [.externalObjects: externals])
                            .topLevelObjects
                    } catch {
                        // A Lua error from inside the load (a class's initWithCoder)
                        // says more than the load's own report of it.
                        if pendingError != nil { return 0 }
                        throw LuaError.message("\(error)")
                    }
                    args.lua.newTable(arrayCount: Int32(objects.count))
                    for (position, object) in objects.enumerated() {
                        push(object as AnyObject, on: args.lua)
                        args.lua.rawSet(-2, position + 1)
                    }
                    return 1
                }
            }
        })

        registerNative(NativeClass(Bundle.self) { bundle in
            bundle.classFunction("bundleWithPath") { args in Bundle(path: try args[2]) }
            bundle.classProperty("mainBundle") { args in args.push(Session.current.mainBundle) }
        })
        main.push(UINib.OptionsKey.externalObjects.rawValue)
        lua_setglobal(main.state, "UINibExternalObjects")
    }

    /// The object at `index`, of any class, or nil.
    private func optionalObject(_ args: LuaStack, _ index: Int32) throws -> AnyObject? {
        if args.isNil(index) { return nil }
        guard luaui_toobject(args.lua.state, index) != nil else { throw args.typeError(index, expected: "object") }
        return try args.object(index, AnyObject.self)
    }

    /// `options[UINibExternalObjects]`: a table of objects by placeholder identifier.
    private func externalObjects(_ args: LuaStack, _ index: Int32) throws -> [String: Any] {
        if args.isNil(index) { return [:] }
        let lua = args.lua
        guard lua.type(at: index) == LUA_TTABLE else { throw args.typeError(index, expected: "table") }
        let base = lua.top
        defer { lua.top = base }
        guard lua.rawGet(index, field: UINib.OptionsKey.externalObjects.rawValue) != LUA_TNIL else { return [:] }
        guard lua.type(at: -1) == LUA_TTABLE else {
            throw LuaError.argument(index, "UINibExternalObjects must be a table of objects by identifier")
        }
        let table = lua.top
        var objects: [String: Any] = [:]
        lua.pushNil()
        while lua_next(lua.state, table) != 0 {
            guard lua.type(at: -2) == LUA_TSTRING, let name = lua.string(at: -2),
                  let pointer = luaui_toobject(lua.state, -1)?.pointee.object else {
                throw LuaError.argument(index, "UINibExternalObjects must be a table of objects by identifier")
            }
            objects[name] = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
            lua.pop()
        }
        return objects
    }
}
