import CLua
import CLuaShims

/// A Lua state pointer, with the handful of stack operations the runtime uses
/// spelled as Swift methods. Every operation here is one that cannot raise a Lua
/// error (no metamethods are triggered; allocation failures aside), so it is safe
/// to call from Swift frames.
struct Lua {
    let state: OpaquePointer

    init(_ state: OpaquePointer) { self.state = state }

    /// A computed constant rather than a stored one: a static stored property is
    /// initialized lazily, and every read would check that it has been.
    static var registry: Int32 { luaui_registryindex() }

    var top: Int32 {
        get { lua_gettop(state) }
        nonmutating set { lua_settop(state, newValue) }
    }

    func pop(_ count: Int32 = 1) { luaui_pop(state, count) }
    func type(at index: Int32) -> Int32 { lua_type(state, index) }
    func typeName(at index: Int32) -> String { String(cString: lua_typename(state, lua_type(state, index))) }
    func isNoneOrNil(_ index: Int32) -> Bool { luaui_isnoneornil(state, index) != 0 }
    func absolute(_ index: Int32) -> Int32 { lua_absindex(state, index) }

    // MARK: Pushing

    func pushNil() { lua_pushnil(state) }
    func push(_ value: Bool) { lua_pushboolean(state, value ? 1 : 0) }
    func push(_ value: Double) { lua_pushnumber(state, value) }
    func push(_ value: Int) { lua_pushinteger(state, lua_Integer(value)) }
    func push(_ value: String) { _ = value.withCString { lua_pushstring(state, $0) } }
    func pushValue(at index: Int32) { lua_pushvalue(state, index) }
    func pushLight(_ pointer: UnsafeMutableRawPointer) { lua_pushlightuserdata(state, pointer) }
    func newTable(arrayCount: Int32 = 0, recordCount: Int32 = 0) { lua_createtable(state, arrayCount, recordCount) }
    func pushFunction(_ id: Int) { luaui_push_function(state, Int32(id)) }

    // MARK: Reading

    func string(at index: Int32) -> String? {
        guard lua_type(state, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(state, index, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    /// A string's bytes as they are, UTF-8 or not.
    func bytes(at index: Int32) -> [UInt8]? {
        guard lua_type(state, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(state, index, &length) else { return nil }
        return Array(UnsafeRawBufferPointer(start: bytes, count: length))
    }

    /// Pushes bytes as a Lua string.
    func push(bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            _ = lua_pushlstring(state, buffer.baseAddress?.assumingMemoryBound(to: CChar.self), buffer.count)
        }
    }

    /// Like `tostring` without metamethods: strings and numbers as they are.
    func describe(at index: Int32) -> String {
        if let text = string(at: index) { return text }
        if lua_type(state, index) == LUA_TNUMBER {
            var isNumber: Int32 = 0
            if lua_isinteger(state, index) != 0 { return String(luaui_tointeger(state, index, &isNumber)) }
            return String(luaui_tonumber(state, index, &isNumber))
        }
        return "(\(typeName(at: index)) value)"
    }

    func toBool(_ index: Int32) -> Bool { lua_toboolean(state, index) != 0 }

    // MARK: Tables (raw access only: no metamethods run)

    func rawGet(_ table: Int32) -> Int32 { lua_rawget(state, table) }
    func rawSet(_ table: Int32) { lua_rawset(state, table) }
    func rawGet(_ table: Int32, _ index: Int) -> Int32 { lua_rawgeti(state, table, lua_Integer(index)) }
    func rawSet(_ table: Int32, _ index: Int) { lua_rawseti(state, table, lua_Integer(index)) }

    func rawGet(_ table: Int32, field: String) -> Int32 {
        let table = absolute(table)
        push(field)
        return lua_rawget(state, table)
    }

    /// Sets `table[field]` to the value on top, popping it.
    func rawSet(_ table: Int32, field: String) {
        let table = absolute(table)
        push(field)
        lua_rotate(state, -2, 1)
        lua_rawset(state, table)
    }

    /// Removes every entry of the table at `index`.
    func clearTable(_ index: Int32) {
        let table = absolute(index)
        pushNil()
        while lua_next(state, table) != 0 {
            pop()
            pushValue(at: -1)
            pushNil()
            rawSet(table)
        }
    }

    /// Copies every entry of the table at registry reference `source` into the
    /// table at `target`.
    func copyTable(_ source: Int32, into target: Int32) {
        let target = absolute(target)
        pushRef(source)
        let sourceIndex = top
        pushNil()
        while lua_next(state, sourceIndex) != 0 {
            pushValue(at: -2)
            lua_rotate(state, -2, 1)
            rawSet(target)
        }
        pop()
    }

    // MARK: Registry references

    /// Pops the value on top into the registry and returns its reference.
    func ref() -> Int32 { luaL_ref(state, Lua.registry) }
    func unref(_ reference: Int32) { luaL_unref(state, Lua.registry, reference) }
    func pushRef(_ reference: Int32) { lua_rawgeti(state, Lua.registry, lua_Integer(reference)) }
}
