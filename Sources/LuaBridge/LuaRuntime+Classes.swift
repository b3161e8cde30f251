import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// Making classes, native and Lua, and defining their members.
extension LuaRuntime {
    /// Registers a native class; its superclass must be registered first. Its
    /// class table is made now, as the global of its name; its other tables
    /// (methods, getters, members, the instances' metatables) when the class
    /// is first used, so that a script pays only for the classes it reaches.
    func registerNative(_ native: NativeClass) {
        let superclass = native.registered.superclass.flatMap { classesByName[$0.name] }
        let luaClass = LuaClass(name: native.name, superclass: superclass, native: native)
        luaClass.makeTables = { [unowned self] in makeNativeTables($0) }
        // A lookup on the class table answers a class property
        // (`UIScreen.mainScreen`), else a member. The first one makes the
        // tables, which give the class table the lookup it keeps
        // (makeNativeTables), and then looks the key up again through it.
        makeClassTable(luaClass, index: register { args in
            _ = luaClass.membersRef
            args.lua.pushValue(at: 1)
            args.lua.pushValue(at: 2)
            lua_gettable(args.lua.state, -2)
            return 1
        })
        nativeClassCache[ObjectIdentifier(native.registered.swiftType)] = luaClass
        nativeClassOrder.append(luaClass)
        main.pushRef(luaClass.tableRef)
        lua_setglobal(main.state, native.name)
    }

    private func makeNativeTables(_ luaClass: LuaClass) {
        let lua = main
        let native = luaClass.native
        lua.newTable()
        for (name, entry) in native.methods.entries {
            lua.pushFunction(register(entry))
            lua.rawSet(-2, field: name)
        }
        luaClass.tables.backing = lua.ref()
        luaClass.tables.getters = flattenedProperties(of: native, inherited: luaClass.superclass?.gettersRef)
        makeInstanceTables(luaClass)
        if !native.classProperties.entries.isEmpty { makeClassMembers(luaClass) }
        lua.pushRef(luaClass.tableRef)
        lua_getmetatable(lua.state, -1)
        lua.pushRef(luaClass.tables.classMembers != 0 ? luaClass.tables.classMembers : luaClass.membersRef)
        lua.rawSet(-2, field: "__index")
        lua.pop(2)
    }

    /// A native class's members but for its class properties' names, which
    /// its misses read (`luaui_class_index`). A script cannot define members
    /// on a native class: the table never changes.
    private func makeClassMembers(_ luaClass: LuaClass) {
        let lua = main
        lua.newTable()
        lua.copyTable(luaClass.membersRef, into: -1)
        lua.newTable()
        lua.newTable()
        for (name, getter) in luaClass.native.classProperties.entries {
            lua.pushNil()
            lua.rawSet(-4, field: name)
            luaui_newgetter(lua.state, Int32(register(getter)))
            lua.rawSet(-2, field: name)
        }
        lua_pushcclosure(lua.state, luaui_class_index, 1)
        lua.rawSet(-2, field: "__index")
        lua_setmetatable(lua.state, -2)
        luaClass.tables.classMembers = lua.ref()
    }

    /// `Class:subclass(name)`: a Lua class, registered in the session's class
    /// registry under its name.
    func makeSubclass(of superclass: LuaClass, named name: String) throws -> LuaClass {
        guard !name.isEmpty, !name.utf8.contains(0) else {
            throw LuaError.message("a class name must be a non-empty string without '\\0'")
        }
        guard classesByName[name] == nil, Session.current.classes.class(named: name) == nil else {
            throw LuaError.message("a class named '\(name)' already exists")
        }
        guard let standIn = superclass.native.standIn else {
            throw LuaError.message("\(superclass.name) cannot be subclassed")
        }
        let luaClass = LuaClass(name: name, superclass: superclass, native: superclass.native)
        let scripted = ScriptedClass(runtime: self, luaClass: luaClass, superclass: superclass.registered, standIn: standIn)
        luaClass.scripted = scripted
        Session.current.classes.register(scripted)
        main.newTable()
        luaClass.tables.backing = main.ref()
        luaClass.tables.getters = superclass.gettersRef
        makeInstanceTables(luaClass)
        makeClassTable(luaClass, index: nil)
        superclass.subclasses.append(WeakClass(luaClass: luaClass))
        definedClasses.append(luaClass)
        return luaClass
    }

    /// Frees the names of the Lua classes defined after the first `count`, as
    /// the test runner does when a spec file ends, so that the next file may
    /// define its own. The classes live on with the runtime, for instances
    /// still alive, but without their definitions: the functions go, and what
    /// only their upvalues held goes with them. The session's registry still
    /// has the classes: a new session follows.
    func forgetClasses(after count: Int) {
        guard count < definedClasses.count else { return }
        let forgotten = definedClasses[count...]
        for luaClass in forgotten {
            classesByName[luaClass.name] = nil
            Session.current.classes.unregister(named: luaClass.name)
            main.pushRef(luaClass.backingRef)
            main.clearTable(-1)
            main.pop()
        }
        for luaClass in forgotten { rebuildMembers(luaClass) }
        forgottenClasses += forgotten
        definedClasses.removeSubrange(count...)
    }

    /// The getters of a native class and its ancestors, as markers: the
    /// registry's properties, each bound on its first read, and Lua-only ones.
    private func flattenedProperties(of native: NativeClass, inherited: Int32?) -> Int32 {
        let lua = main
        lua.newTable()
        if let inherited { lua.copyTable(inherited, into: -1) }
        for property in native.registered.properties {
            let id = registerOnFirstCall { [unowned self] in
                guard let getter = property.accept(LuaAccessors())?.getter else {
                    return FunctionEntry { args in
                        throw LuaError.message("property '\(property.key)' of \(self.typeName(at: 1, in: args.lua)) is of a type Lua cannot hold (\(property.valueType))")
                    }
                }
                return getter
            }
            luaui_newgetter(lua.state, Int32(id))
            lua.rawSet(-2, field: property.key)
        }
        for (name, entry) in native.getters.entries {
            luaui_newgetter(lua.state, Int32(register(entry)))
            lua.rawSet(-2, field: name)
        }
        return lua.ref()
    }

    /// The class table: an empty proxy but for `super` and `className`, whose
    /// lookups go to the members, or first to `index`.
    private func makeClassTable(_ luaClass: LuaClass, index: Int?) {
        let lua = main
        classesByName[luaClass.name] = luaClass
        lua.newTable()
        if let superclass = luaClass.superclass {
            lua.pushRef(superclass.tableRef)
            lua.rawSet(-2, field: "super")
        }
        lua.push(luaClass.name)
        lua.rawSet(-2, field: "className")
        lua.newTable()
        if let index { lua.pushFunction(index) } else { lua.pushRef(luaClass.membersRef) }
        lua.rawSet(-2, field: "__index")
        lua.pushFunction(register { [unowned self] args in try define(in: luaClass, args) })
        lua.rawSet(-2, field: "__newindex")
        lua.pushFunction(register { [unowned self] args in try construct(luaClass, args) })
        lua.rawSet(-2, field: "__call")
        lua.pushFunction(register { args in args.push(luaClass.name) })
        lua.rawSet(-2, field: "__tostring")
        lua.push("class")
        lua.rawSet(-2, field: "__name")
        lua_setmetatable(lua.state, -2)
        luaClass.tableRef = lua.ref()
    }

    /// The members, what instances look up, and the instances' metatables.
    private func makeInstanceTables(_ luaClass: LuaClass) {
        let lua = main
        lua.newTable()
        luaClass.tables.members = lua.ref()
        lua.newTable()
        luaClass.tables.instanceMembers = lua.ref()
        rebuildMembers(luaClass)

        // What a miss in an instance's lookup cache consults.
        lua.newTable()
        lua.pushRef(luaClass.instanceMembersRef)
        lua_pushcclosure(lua.state, luaui_cache_miss, 1)
        lua.rawSet(-2, field: "__index")
        luaClass.tables.cacheMetatable = lua.ref()

        // The instances' metatable, which each instance gets a copy of.
        lua.newTable()
        lua.pushFunction(register { [unowned self] args in try assign(args, in: luaClass) })
        lua.rawSet(-2, field: "__newindex")
        lua_pushcclosure(lua.state, finalizeObject, 0)
        lua.rawSet(-2, field: "__gc")
        lua.pushFunction(register { [unowned self] args in args.push(describeObject(at: 1, in: args.lua)) })
        lua.rawSet(-2, field: "__tostring")
        lua.pushFunction(register { args in
            let a = luaui_toobject(args.lua.state, 1)?.pointee.object
            let b = luaui_toobject(args.lua.state, 2)?.pointee.object
            return args.push(a != nil && a == b)
        })
        lua.rawSet(-2, field: "__eq")
        lua.push(luaClass.name)
        lua.rawSet(-2, field: "__name")
        luaClass.tables.metatable = lua.ref()
    }

    // MARK: Definitions

    /// `Class.name = value` on a class table.
    private func define(in luaClass: LuaClass, _ args: LuaStack) throws -> Int32 {
        guard luaClass.isScripted else {
            throw LuaError.message("cannot define '\(args.lua.describe(at: 2))' on the native class \(luaClass.name); make a subclass with \(luaClass.name):subclass(name)")
        }
        guard args.lua.type(at: 2) == LUA_TSTRING else {
            throw LuaError.message("class members are named by strings, got \(args.lua.typeName(at: 2))")
        }
        let key = args.lua.string(at: 2)!
        if ["super", "className"].contains(key) {
            throw LuaError.message("'\(key)' of class \(luaClass.name) cannot be redefined")
        }
        let type = args.lua.type(at: 3)
        if type != LUA_TFUNCTION, type != LUA_TNIL, let method = nativeMethod(named: key, in: luaClass) {
            throw LuaError.message("\(luaClass.name).\(key) overrides \(method) and must be a function, got \(typeName(at: 3, in: args.lua))")
        }
        args.lua.pushRef(luaClass.backingRef)
        args.lua.pushValue(at: 2)
        args.lua.pushValue(at: 3)
        args.lua.rawSet(-3)
        args.lua.pop()
        rebuildMembers(luaClass)
        forgetCachedMember(key)
        return 0
    }

    /// How messages name the native method or hook a member would override, if any.
    private func nativeMethod(named key: String, in luaClass: LuaClass) -> String? {
        if let id = luaClass.scripted?.standIn.hookID(key), let hook = luaClass.scripted?.hooks[id] {
            return "-[\(luaClass.native.name) \(hook.selector)]"
        }
        if key == "dealloc" || LuaRuntime.initializerSelectors[key] != nil { return "-[NSObject \(LuaRuntime.initializerSelectors[key] ?? key)]" }
        var native: LuaClass? = luaClass
        while let candidate = native {
            if candidate.native.methods[key] != nil { return "\(candidate.native.name).\(key)" }
            native = candidate.superclass
        }
        return nil
    }

    /// Refills the members of a class and its subclasses, and their hook caches.
    func rebuildMembers(_ luaClass: LuaClass) {
        let lua = main
        lua.pushRef(luaClass.membersRef)
        let members = lua.top
        lua.clearTable(members)
        if let superclass = luaClass.superclass { lua.copyTable(superclass.membersRef, into: members) }
        lua.copyTable(luaClass.backingRef, into: members)
        lua.pushRef(luaClass.instanceMembersRef)
        lua.clearTable(-1)
        lua.copyTable(luaClass.membersRef, into: -1)
        lua.copyTable(luaClass.gettersRef, into: -1)
        lua.pop(2)
        refreshHooks(luaClass)
        for subclass in luaClass.subclasses.compactMap(\.luaClass) { rebuildMembers(subclass) }
    }

    /// A hook is overridden when a Lua class in the chain defines it.
    private func refreshHooks(_ luaClass: LuaClass) {
        guard let scripted = luaClass.scripted else { return }
        let lua = main
        for (id, hook) in scripted.hooks.enumerated() {
            if scripted.hookRefs[id] != 0 { lua.unref(scripted.hookRefs[id]) }  // the old definition
            scripted.hookRefs[id] = 0
            var current: LuaClass? = luaClass
            while let candidate = current, candidate.isScripted {
                lua.pushRef(candidate.backingRef)
                let type = lua.rawGet(-1, field: hook.name)
                if type != LUA_TNIL {
                    scripted.hookRefs[id] = lua.ref()
                    lua.pop()
                    break
                }
                lua.pop(2)
                current = candidate.superclass
            }
        }
        scripted.updateBridgedHooks(isTracing: traceEnabled, isClosed: isClosing)
    }
}
