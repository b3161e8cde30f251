import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// Bits of `luaui_Object.flags`.
enum ObjectFlags {
    /// An instance of a Lua class: its userdata must live as long as the object.
    static let scripted: UInt32 = 1 << 0
    /// Its `dealloc` is running: only its fields may be used.
    static let deallocating: UInt32 = 1 << 1
    /// It has per-instance fields.
    static let hasFields: UInt32 = 1 << 2
    /// The userdata does not hold its object: Lua let go of it while a native
    /// owner still held the object (LuaRuntime+Lifetime.swift). Only a scripted
    /// object's userdata is ever borrowed: its deinit tells the runtime.
    static let borrowed: UInt32 = 1 << 3
}

/// Object identity across Lua and Swift: a userdata holds a strong reference to
/// its object, and one object has at most one userdata (`objects`, a
/// weak-valued table keyed by the object's address), so that `a == b` is
/// identity. (How long a userdata lives: LuaRuntime+Lifetime.swift.)
///
/// Two things make the hot paths cheap. Each userdata has a metatable of its own
/// whose `__index` is the object's lookup cache (see luaui_cache_miss), so that a
/// method call is one table hit. And a scripted object's userdata is also kept
/// in a slot of a weak array (`userdataSlotsRef`), so that a hook finds it by
/// index rather than by address.
extension LuaRuntime {
    func installObjectTables() {
        objectsRef = makeWeakValuedTable()
        main.newTable()
        anchorsRef = main.ref()
        main.newTable()
        dyingRef = main.ref()
        userdataSlotsRef = makeWeakValuedTable()
    }

    private func makeWeakValuedTable() -> Int32 {
        main.newTable()
        main.newTable()
        main.push("v")
        main.rawSet(-2, field: "__mode")
        lua_setmetatable(main.state, -2)
        return main.ref()
    }

    /// Pushes the object's userdata, creating it on first use.
    func push(_ object: AnyObject?, on lua: Lua) {
        guard let object else { return lua.pushNil() }
        let address = Unmanaged.passUnretained(object).toOpaque()
        if pushExisting(address, from: objectsRef, on: lua) {
            reclaimIfBorrowed(at: lua.top, on: lua)
            return
        }
        let scripted = ownScripted(object)
        let isDeallocating = (object as? UIResponder)?.isDeallocating ?? (object as? ScriptedObject)?.isDeallocating ?? false
        if isDeallocating, pushExisting(address, from: dyingRef, on: lua) { return }
        guard let handle = luaui_newobject(lua.state) else { return }
        attachMetatable(of: self.luaClass(of: object), on: lua)
        if isDeallocating {
            return  // a dead handle: no new reference to an object being destroyed
        }
        handle.pointee.object = retainForLua(address)
        lua.pushRef(objectsRef)
        lua.pushLight(address)
        lua.pushValue(at: -3)
        lua.rawSet(-3)
        lua.pop()
        if let scripted {
            handle.pointee.flags |= ObjectFlags.scripted
            storeInSlot(scripted, on: lua)
        }
    }

    /// Pushes a scripted object's userdata, which exists while the object does,
    /// from its slot in the table at `slots` (`userdataSlotsRef`): an array
    /// index, cheaper than the lookup by address. The slot is empty while the
    /// userdata waits for its finalizer or is borrowed (the general case).
    func pushScripted(_ object: UIResponder, slots: Int32, on lua: Lua) {
        if lua_rawgeti(lua.state, slots, lua_Integer(object.bridgeSlot)) != LUA_TUSERDATA {
            lua.pop()
            push(object, on: lua)
        }
    }

    /// A borrowed userdata that Lua reaches again holds its object again: Lua may
    /// now keep it past its native owner. Not while the object is being
    /// destroyed (its `dealloc` gets the userdata).
    @inline(__always)
    private func reclaimIfBorrowed(at index: Int32, on lua: Lua) {
        guard let handle = luaui_toobject(lua.state, index), handle.pointee.flags & ObjectFlags.borrowed != 0,
              let object = handle.pointee.object else { return }
        reclaim(handle, object, on: lua)
    }

    /// Only a userdata that holds its object has a slot: a hook's push from the
    /// slot need not look at the userdata.
    @inline(never)
    private func reclaim(_ handle: UnsafeMutablePointer<luaui_Object>, _ object: UnsafeMutableRawPointer, on lua: Lua) {
        guard let scripted = Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue() as? ScriptedObject,
              !scripted.isDeallocating else { return }
        _ = retainForLua(object)
        handle.pointee.flags &= ~ObjectFlags.borrowed
        storeInSlot(scripted, on: lua)
    }

    /// Keeps the userdata on top in the object's slot, a weak reference.
    func storeInSlot(_ object: ScriptedObject, on lua: Lua) {
        if object.bridgeSlot == 0 {
            if let free = freeUserdataSlots.popLast() {
                object.bridgeSlot = free
            } else {
                userdataSlotCount += 1
                object.bridgeSlot = userdataSlotCount
            }
        }
        lua.pushRef(userdataSlotsRef)
        lua.pushValue(at: -2)
        lua_rawseti(lua.state, -2, lua_Integer(object.bridgeSlot))
        lua.pop()
    }

    /// Gives the new userdata on top its own metatable, a copy of its class's
    /// whose `__index` is the object's lookup cache (luaui_cache_miss explains it).
    private func attachMetatable(of luaClass: LuaClass, on lua: Lua) {
        let object = lua.top
        lua.newTable(recordCount: 8)
        lua.copyTable(luaClass.metatableRef, into: -1)
        lua.newTable()
        luaui_setcacheowner(lua.state, -1, object)
        lua.pushRef(luaClass.cacheMetatableRef)
        lua_setmetatable(lua.state, -2)
        lua.rawSet(-2, field: "__index")
        lua_setmetatable(lua.state, object)
    }

    /// The lookup cache of the object userdata at `index`, pushed.
    func pushLookupCache(of index: Int32, on lua: Lua) {
        lua_getmetatable(lua.state, index)
        _ = lua.rawGet(-1, field: "__index")
        luaui_remove(lua.state, -2)
    }

    /// Drops `key` from the lookup cache of every object that has it cached as a
    /// member (not as a field), after a class (re)defined it.
    func forgetCachedMember(_ key: String) {
        let lua = main
        lua.pushRef(objectsRef)
        let objects = lua.top
        lua.pushNil()
        while lua_next(lua.state, objects) != 0 {
            let object = lua.top
            pushLookupCache(of: object, on: lua)
            let isCached = lua.rawGet(-1, field: key) != LUA_TNIL
            lua.pop()
            lua.push(key)
            let hasField = hasField(at: -1, object: object, on: lua)
            lua.pop()
            if isCached && !hasField {
                lua.pushNil()
                lua.rawSet(-2, field: key)
            }
            lua.pop(2)
        }
        lua.pop()
    }

    /// Whether the object userdata at `object` has a field under the key at `key`.
    func hasField(at key: Int32, object: Int32, on lua: Lua) -> Bool {
        let key = lua.absolute(key)
        guard lua_getiuservalue(lua.state, object, 1) == LUA_TTABLE else {
            lua.pop()
            return false
        }
        lua.pushValue(at: key)
        defer { lua.pop(2) }
        return lua.rawGet(-2) != LUA_TNIL
    }

    /// Pushes the userdata an object already has in `table` (`objects`, or `dying`
    /// while it is being finalized).
    private func pushExisting(_ address: UnsafeMutableRawPointer, from table: Int32, on lua: Lua) -> Bool {
        lua.pushRef(table)
        lua.pushLight(address)
        if lua.rawGet(-2) == LUA_TUSERDATA {
            luaui_remove(lua.state, -2)
            return true
        }
        lua.pop(2)
        return false
    }

    /// The class whose metatable an object's userdata gets: a scripted object's
    /// own, or the nearest native class registered for its Swift type.
    func luaClass(of object: AnyObject) -> LuaClass {
        if let scripted = ownScripted(object) { return scripted.scriptedClass.luaClass }
        let type: AnyClass = Swift.type(of: object)
        if let cached = nativeClassCache[ObjectIdentifier(type)] { return cached }
        var current: AnyClass? = type
        while let candidate = current {
            if let found = nativeClassCache[ObjectIdentifier(candidate)] {
                nativeClassCache[ObjectIdentifier(type)] = found
                return found
            }
            current = _getSuperclass(candidate)
        }
        guard let root = classesByName["NSObject"] else { preconditionFailure("NSObject is registered first") }
        return root
    }

    /// The object as an instance of one of this runtime's Lua classes; nil for
    /// any other object, an instance of a closed runtime's class (an earlier
    /// session's) included, which this runtime treats as its native class.
    func ownScripted(_ object: AnyObject) -> ScriptedObject? {
        guard let scripted = object as? ScriptedObject, scripted.scriptedClass.gate === gate else { return nil }
        return scripted
    }

    /// The Lua name of a Swift class, for messages.
    func luaName(of type: AnyClass) -> String {
        nativeClassCache[ObjectIdentifier(type)]?.name ?? String(describing: type)
    }

    /// The name scripts see for a value's type: a class name for objects.
    func typeName(at index: Int32, in lua: Lua) -> String {
        if luaL_getmetafield(lua.state, index, "__name") == LUA_TSTRING {
            defer { lua.pop() }
            return lua.string(at: -1) ?? lua.typeName(at: index)
        }
        return lua.typeName(at: index)
    }
}

