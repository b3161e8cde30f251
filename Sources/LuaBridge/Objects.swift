import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeMutableRawPointer) -> Int

/// Bits of `luaui_Object.flags`.
enum ObjectFlags {
    /// An instance of a Lua class: its userdata must live as long as the object.
    static let scripted: UInt32 = 1 << 0
    /// Its `dealloc` is running: only its fields may be used.
    static let deallocating: UInt32 = 1 << 1
    /// It has per-instance fields.
    static let hasFields: UInt32 = 1 << 2
}

/// Object identity and lifetime across Lua and Swift.
///
/// A userdata holds a strong reference to its object; one object has at most one
/// userdata (`objects`, a weak-valued table keyed by the object's address). The
/// userdata of a scripted object, or of any object with per-instance fields, must
/// live as long as the object: while the object has a native owner (a superview,
/// a parent controller…) its userdata is kept in `anchors`. Ownership is read off
/// the object's strong reference count: more than the userdata's one reference
/// means a native owner. The finalizer keeps (resurrects) a userdata whose object
/// still has an owner; `releaseUnownedAnchors` lets go of those whose owners are
/// gone, so that Lua's collector can then collect them, cycles through Lua
/// closures included. An object is deallocated only by its userdata's finalizer,
/// so a scripted `dealloc` always has the userdata to run with.
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
        if pushExisting(address, from: objectsRef, on: lua) { return }
        let responder = object as? UIResponder
        if responder?.isDeallocating == true, pushExisting(address, from: dyingRef, on: lua) { return }
        let handle = luaui_newobject(lua.state)!
        attachMetatable(of: self.luaClass(of: object), on: lua)
        if responder?.isDeallocating == true {
            return  // a dead handle: no new reference to an object being destroyed
        }
        handle.pointee.object = UnsafeMutableRawPointer(Unmanaged.passRetained(object).toOpaque())
        lua.pushRef(objectsRef)
        lua.pushLight(address)
        lua.pushValue(at: -3)
        lua.rawSet(-3)
        lua.pop()
        if let scripted = object as? ScriptedObject {
            handle.pointee.flags |= ObjectFlags.scripted
            storeInSlot(scripted, on: lua)
        }
    }

    /// Pushes a scripted object's userdata, which exists while the object does,
    /// from its slot in the table at `slots` (`userdataSlotsRef`): an array
    /// index, cheaper than the lookup by address. The slot is empty while the
    /// object is being finalized (the general case).
    func pushScripted(_ object: ScriptedObject, slots: Int32, on lua: Lua) {
        if lua_rawgeti(lua.state, slots, lua_Integer(object.bridgeSlot)) != LUA_TUSERDATA {
            lua.pop()
            push(object, on: lua)
        }
    }

    /// Keeps the userdata on top in the object's slot, a weak reference.
    private func storeInSlot(_ object: ScriptedObject, on lua: Lua) {
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
            if isCached && !hasField(key, object: object, on: lua) {
                lua.pushNil()
                lua.rawSet(-2, field: key)
            }
            lua.pop(2)
        }
        lua.pop()
    }

    private func hasField(_ key: String, object: Int32, on lua: Lua) -> Bool {
        guard lua_getiuservalue(lua.state, object, 1) == LUA_TTABLE else {
            lua.pop()
            return false
        }
        defer { lua.pop(2) }
        return lua.rawGet(-1, field: key) != LUA_TNIL
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

    /// `__gc`: keeps the userdata of an owned object that needs it; otherwise
    /// releases the object, running a scripted `dealloc` on the way.
    func finalize(_ lua: Lua) {
        guard let handle = luaui_toobject(lua.state, 1), let object = handle.pointee.object else { return }
        finalizerRuns += 1
        let hasFields = handle.pointee.flags & ObjectFlags.hasFields != 0
        let needsUserdata = hasFields || handle.pointee.flags & ObjectFlags.scripted != 0
        if needsUserdata, !isClosing, swiftRetainCount(object) > 1 {
            resurrect(lua)
            return
        }
        lua.pushRef(dyingRef)
        lua.pushLight(object)
        lua.pushValue(at: 1)
        lua.rawSet(-3)
        lua.pop()
        // The collector has cleared the slot (a weak reference); once the
        // object is gone, no other userdata can be found for it there.
        let slot = scriptedObject(of: handle)?.bridgeSlot ?? 0
        handle.pointee.flags |= ObjectFlags.deallocating
        Unmanaged<AnyObject>.fromOpaque(object).release()
        if slot != 0 { freeUserdataSlots.append(slot) }
        handle.pointee.object = nil
        handle.pointee.flags &= ~ObjectFlags.deallocating
        lua.pushRef(dyingRef)
        lua.pushLight(object)
        lua.pushNil()
        lua.rawSet(-3)
        lua.pop()
    }

    /// The live object of a userdata marked scripted, seen as one.
    private func scriptedObject(of handle: UnsafeMutablePointer<luaui_Object>) -> ScriptedObject? {
        guard handle.pointee.flags & ObjectFlags.scripted != 0, let object = handle.pointee.object else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue() as? ScriptedObject
    }

    /// Anchors the userdata at index 1 and marks it for finalization again.
    private func resurrect(_ lua: Lua) {
        let handle = luaui_toobject(lua.state, 1)!
        let address = handle.pointee.object!
        for table in [anchorsRef, objectsRef] {
            lua.pushRef(table)
            lua.pushLight(address)
            lua.pushValue(at: 1)
            lua.rawSet(-3)
            lua.pop()
        }
        // Weak references to a finalized userdata are gone, the slot's too.
        if let scripted = scriptedObject(of: handle) {
            lua.pushValue(at: 1)
            storeInSlot(scripted, on: lua)
            lua.pop()
        }
        lua_getmetatable(lua.state, 1)
        lua_setmetatable(lua.state, 1)
    }

    /// Unanchors the userdata of every anchored object that no native owner holds
    /// any more. Returns how many it let go.
    @discardableResult
    func releaseUnownedAnchors() -> Int {
        let lua = self.lua
        lua.pushRef(anchorsRef)
        let anchors = lua.top
        var released: [UnsafeMutableRawPointer] = []
        lua.pushNil()
        while lua_next(lua.state, anchors) != 0 {
            if let handle = luaui_toobject(lua.state, -1), let object = handle.pointee.object,
               swiftRetainCount(object) <= 1 {
                released.append(lua_touserdata(lua.state, -2)!)
            }
            lua.pop()
        }
        for address in released {
            lua.pushLight(address)
            lua.pushNil()
            lua.rawSet(anchors)
        }
        lua.pop()
        return released.count
    }

    /// Whether any native object has a userdata, or had one that is not yet collected.
    var holdsObjects: Bool {
        [objectsRef, anchorsRef].contains { table in
            main.pushRef(table)
            main.pushNil()
            let found = lua_next(main.state, -2) != 0
            main.pop(found ? 3 : 1)
            return found
        }
    }

    /// `collectgarbage()`: full collections until a collection runs no finalizer
    /// and no anchor is let go, so that everything nothing holds is deallocated
    /// (each `dealloc` once) before it returns.
    func collectEverything() {
        for _ in 0..<10_000 {
            let runsBefore = finalizerRuns
            let released = releaseUnownedAnchors()
            if luaui_gc_full(lua.state) != LUA_OK {
                let message = lua.describe(at: -1)
                lua.pop()
                if pendingError == nil { pendingError = .error(.message(message)) }
                return
            }
            if finalizerRuns == runsBefore && released == 0 { return }
        }
    }

    /// The class whose metatable an object's userdata gets: a scripted object's
    /// own, or the nearest native class registered for its Swift type.
    func luaClass(of object: AnyObject) -> LuaClass {
        if let scripted = object as? ScriptedObject { return scripted.luaClass }
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
        return classesByName["NSObject"]!
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

/// `__gc` of every object userdata. A plain C function rather than a registered
/// one, because it must also work while the runtime itself is being destroyed: the
/// runtime then clears its pointer in the state first, and this only releases.
let finalizeObject: lua_CFunction = { state in
    guard let state else { return 0 }
    if let runtime = luaui_extraspace(state).pointee {
        Unmanaged<LuaRuntime>.fromOpaque(runtime).takeUnretainedValue().finalize(Lua(state))
    } else if let handle = luaui_toobject(state, 1), let object = handle.pointee.object {
        handle.pointee.object = nil
        Unmanaged<AnyObject>.fromOpaque(object).release()
    }
    return 0
}

/// A Swift class standing in for a Lua class (Generated/ScriptedClasses.swift).
/// Its per-object state for the hooks is `UIResponder`'s `bridgeSlot` (where
/// the runtime keeps its userdata, `LuaRuntime.pushScripted`), `bridgedHooks` (its
/// class's, kept current by the class) and `bridgeClass` (its class, set by
/// `LuaClass.adopt`).
protocol ScriptedObject: UIResponder {
    /// Holds the class for as long as the object lives.
    var luaClass: LuaClass { get }
}

extension ScriptedObject {
    /// Whether hook `id` must reach the runtime; if not, the native implementation
    /// runs, and the hook has cost this bit test.
    @inline(__always)
    func bridges(_ id: Int) -> Bool { bridgedHooks & (1 << UInt64(id)) != 0 }
}
