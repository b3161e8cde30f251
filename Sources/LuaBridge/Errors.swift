import ViewCore

/// What a Swift function throws to raise a Lua error.
enum LuaError: Error {
    /// `bad argument #index to 'name' (message)`, as luaL_argerror words it.
    case argument(Int32, String)
    /// A message, prefixed with the caller's position.
    case message(String)
}

/// An error raised while Swift frames were on the stack, waiting to be raised in Lua.
enum PendingError {
    case error(LuaError)
    case exception(UIKitException)
    /// A Lua error value (a hook's), kept in the registry.
    case value(Int32)
}
