import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeMutableRawPointer) -> Int

/// How long a userdata lives. The userdata of a scripted object, or of any
/// object with per-instance fields, must live as long as the object: while the
/// object has a native owner (a superview, a parent controller…) its userdata is
/// kept in `anchors`. Ownership is read off the object's strong reference count:
/// more than the userdata's own reference means a native owner. The finalizer
/// keeps (resurrects) a userdata whose object still has an owner;
/// `releaseUnownedAnchors` lets go of those whose owners are gone, so that Lua's
/// collector can then collect them, cycles through Lua closures included.
///
/// A scripted object's resurrected userdata lets go of the object too
/// (`ObjectFlags.borrowed`): Lua no longer reaches it, so only its native owner
/// keeps it alive, and the object's deinit, after its `dealloc`, ends the
/// userdata (`borrowedObjectDidDeallocate`). A chain of Lua-class views that Lua
/// drops is then freed in one collection, each view by its superview's
/// deallocation, instead of one level per collection. Lua reaching the userdata
/// again takes the object back (`reclaimIfBorrowed`).
///
/// While a userdata waits for its finalizer, weak tables no longer list it, so a
/// push of its object in that window (a `dealloc` touching a neighbour) makes a
/// second userdata. The first one's finalizer then finds the second registered
/// and gives way to it: its fields move over, and it holds the object no more
/// (`supersede`). An object has one userdata Lua can reach, always.
///
/// Lua drops a userdata without its finalizer when calling the finalizer fails
/// (a collection step taken at Lua's C-call limit: "C stack overflow", which Lua
/// reports only as a warning). `heldByLua` counts the references userdata hold;
/// after a complete collection, any that no registered userdata accounts for
/// is released (`releaseLostObjects`), and at close whatever is left.
extension LuaRuntime {
    /// Lua's strong reference to an object, for a userdata to hold.
    func retainForLua(_ object: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        _ = Unmanaged<AnyObject>.fromOpaque(object).retain()
        heldByLua[object, default: 0] += 1
        return object
    }

    func releaseFromLua(_ object: UnsafeMutableRawPointer) {
        if let count = heldByLua[object], count > 1 {
            heldByLua[object] = count - 1
        } else {
            heldByLua[object] = nil
        }
        Unmanaged<AnyObject>.fromOpaque(object).release()
    }

    /// `__gc`: keeps the userdata of an owned object that needs it; otherwise
    /// releases the object, running a scripted `dealloc` on the way.
    func finalize(_ lua: Lua) {
        guard let handle = luaui_toobject(lua.state, 1), let object = handle.pointee.object else { return }
        finalizerRuns += 1
        let flags = handle.pointee.flags
        let isBorrowed = flags & ObjectFlags.borrowed != 0
        if isClosing, isBorrowed {
            handle.pointee.object = nil
            return
        }
        if !isClosing, registeredUserdata(of: object, on: lua) {
            supersede(lua)
            return
        }
        let isScripted = flags & ObjectFlags.scripted != 0
        let needsUserdata = isScripted || flags & ObjectFlags.hasFields != 0
        let nativeOwners = swiftRetainCount(object) - (isBorrowed ? 0 : 1)
        if needsUserdata, !isClosing, nativeOwners > 0 {
            resurrect(lua)
            if isScripted, !isBorrowed {
                handle.pointee.flags |= ObjectFlags.borrowed
                releaseFromLua(object)
            }
            return
        }
        lua.pushRef(dyingRef)
        lua.pushLight(object)
        lua.pushValue(at: 1)
        lua.rawSet(-3)
        lua.pop()
        // The collector has cleared the slot (a weak reference); once the
        // object is gone, no other userdata can be found for it there. If a
        // userdata still waiting for its finalizer holds the object too, the
        // slot stays the object's.
        let slot = swiftRetainCount(object) == 1 ? scriptedObject(of: handle)?.bridgeSlot ?? 0 : 0
        handle.pointee.flags |= ObjectFlags.deallocating
        releaseFromLua(object)
        if slot != 0 { freeUserdataSlots.append(slot) }
        handle.pointee.object = nil
        handle.pointee.flags &= ~ObjectFlags.deallocating
        lua.pushRef(dyingRef)
        lua.pushLight(object)
        lua.pushNil()
        lua.rawSet(-3)
        lua.pop()
    }

    /// Whether `objects` lists a userdata for the object other than the one
    /// being finalized (at index 1), which weak tables no longer list.
    private func registeredUserdata(of object: UnsafeMutableRawPointer, on lua: Lua) -> Bool {
        lua.pushRef(objectsRef)
        lua.pushLight(object)
        defer { lua.pop(2) }
        return lua.rawGet(-2) == LUA_TUSERDATA && lua_rawequal(lua.state, -1, 1) == 0
    }

    /// The userdata at index 1 gives way to the one `objects` lists for its
    /// object: its fields that the other lacks move over, and it lets go of the
    /// object, which the other holds.
    private func supersede(_ lua: Lua) {
        guard let handle = luaui_toobject(lua.state, 1), let object = handle.pointee.object else { return }
        let base = lua.top
        defer { lua.top = base }
        lua.pushRef(objectsRef)
        lua.pushLight(object)
        _ = lua.rawGet(-2)
        let current = lua.top
        if lua_getiuservalue(lua.state, 1, 1) == LUA_TTABLE {
            let fields = lua.top
            lua.pushNil()
            while lua_next(lua.state, fields) != 0 {
                if !hasField(at: -2, object: current, on: lua) {
                    try? storeField(of: current, key: lua.absolute(-2), value: lua.absolute(-1), on: lua)
                }
                lua.pop()
            }
        }
        if handle.pointee.flags & ObjectFlags.borrowed == 0 { releaseFromLua(object) }
        handle.pointee.object = nil
        handle.pointee.flags = 0
    }

    /// The live object of a userdata marked scripted, seen as one.
    private func scriptedObject(of handle: UnsafeMutablePointer<luaui_Object>) -> ScriptedObject? {
        guard handle.pointee.flags & ObjectFlags.scripted != 0, let object = handle.pointee.object else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue() as? ScriptedObject
    }

    /// A scripted object that Lua had let go of has been destroyed by its native
    /// owner, its `dealloc` run: its userdata, still anchored, ends.
    func borrowedObjectDidDeallocate(_ object: ScriptedObject) {
        let lua = self.lua
        let address = Unmanaged.passUnretained(object as AnyObject).toOpaque()
        lua.pushRef(objectsRef)
        lua.pushLight(address)
        defer { lua.pop(2) }
        guard lua.rawGet(-2) == LUA_TUSERDATA, let handle = luaui_toobject(lua.state, -1),
              handle.pointee.flags & ObjectFlags.borrowed != 0, handle.pointee.object == address else { return }
        handle.pointee.object = nil
        handle.pointee.flags = 0
        for table in [anchorsRef, objectsRef] {
            lua.pushRef(table)
            lua.pushLight(address)
            lua.pushNil()
            lua.rawSet(-3)
            lua.pop()
        }
        if object.bridgeSlot != 0 {
            lua.pushRef(userdataSlotsRef)
            lua.pushNil()
            lua_rawseti(lua.state, -2, lua_Integer(object.bridgeSlot))
            lua.pop()
            freeUserdataSlots.append(object.bridgeSlot)
            object.bridgeSlot = 0
        }
    }

    /// Anchors the userdata at index 1 and marks it for finalization again. A
    /// scripted object's stays out of its slot: it is borrowed from now on.
    private func resurrect(_ lua: Lua) {
        guard let handle = luaui_toobject(lua.state, 1), let address = handle.pointee.object else { return }
        for table in [anchorsRef, objectsRef] {
            lua.pushRef(table)
            lua.pushLight(address)
            lua.pushValue(at: 1)
            lua.rawSet(-3)
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
               handle.pointee.flags & ObjectFlags.borrowed == 0, swiftRetainCount(object) <= 1 {
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
    /// (each `dealloc` once) before it returns. `enough`, checked before each
    /// collection, ends it early: once what the caller waits for is gone, a
    /// collection that would only confirm nothing else changed is not needed.
    func collectEverything(until enough: () -> Bool = { false }) {
        var replaced = Set<UnsafeMutableRawPointer>()
        for _ in 0..<10_000 {
            if enough() { return }
            let runsBefore = finalizerRuns
            var released = releaseUnownedAnchors()
            var collected: Int32 = 0
            if luaui_gc_full(lua.state, &collected) != LUA_OK {
                let message = lua.describe(at: -1)
                lua.pop()
                if pendingError == nil { pendingError = .error(.message(message)) }
                return
            }
            guard collected != 0 else { return }  // inside a finalizer
            released += releaseLostObjects(replaced: &replaced)
            if finalizerRuns == runsBefore && released == 0 { return }
        }
    }

    /// After a complete collection, which ran every pending finalizer: releases
    /// each reference in `heldByLua` that no userdata registered for its object
    /// holds, as its finalizer failed. A new userdata takes the lost one's place
    /// (its Lua fields are gone), for the next collection to finalize as usual:
    /// an owned object's is kept, and a `dealloc` gets a handle. Once only
    /// (`replaced`): where finalizers fail (a collectgarbage() at the C-call
    /// limit), the new one's fails too. Returns how many it replaced.
    private func releaseLostObjects(replaced: inout Set<UnsafeMutableRawPointer>) -> Int {
        let lua = self.lua
        lua.pushRef(objectsRef)
        var lost: [(object: UnsafeMutableRawPointer, references: Int)] = []
        for (object, references) in heldByLua {
            lua.pushLight(object)
            let registered = lua.rawGet(-2) == LUA_TUSERDATA && luaui_toobject(lua.state, -1).map {
                $0.pointee.object == object && $0.pointee.flags & ObjectFlags.borrowed == 0
            } == true
            lua.pop()
            if references > (registered ? 1 : 0) { lost.append((object, references - (registered ? 1 : 0))) }
        }
        lua.pop()
        // Pushing and releasing may run Lua code: not while iterating.
        var replacements = 0
        for (object, references) in lost {
            if replaced.insert(object).inserted {
                push(Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue(), on: lua)
                lua.pop()
                replacements += 1
            }
            for _ in 0..<references { releaseFromLua(object) }
        }
        return replacements
    }

    /// At close, after every finalizer: what userdata still hold lost its finalizer.
    func releaseObjectsHeldByLua() {
        let lost = heldByLua
        heldByLua = [:]
        for (object, references) in lost {
            for _ in 0..<references { Unmanaged<AnyObject>.fromOpaque(object).release() }
        }
    }

}

/// `__gc` of every object userdata. A plain C function rather than a registered
/// one, because it must also work while the runtime itself is being destroyed: the
/// runtime then clears its pointer in the state first, and this only releases.
/// It does what the trampoline does for the memory limit's sake (luaui_in_swift).
let finalizeObject: lua_CFunction = { state in
    guard let state else { return 0 }
    // Swift frames from here on: no allocation may fail for the memory limit.
    let outer = luaui_in_swift
    luaui_in_swift = 1
    defer { luaui_in_swift = outer }
    if let runtime = luaui_extraspace(state).pointee {
        Unmanaged<LuaRuntime>.fromOpaque(runtime).takeUnretainedValue().finalize(Lua(state))
    } else if let handle = luaui_toobject(state, 1), let object = handle.pointee.object {
        handle.pointee.object = nil
        if handle.pointee.flags & ObjectFlags.borrowed == 0 { Unmanaged<AnyObject>.fromOpaque(object).release() }
    }
    return 0
}

