import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// A Lua stack as the runtime reads and writes it: the arguments of a call from
/// Lua (the receiver at index 1), a hook's arguments, a function's results.
/// Values cross as their `LuaValue` conformance says; a value of the wrong type
/// throws `LuaError.argument`, which a call from Lua reports as
/// `bad argument #n to 'name' (T expected, got U)`, as Lua's auxiliary library does.
struct LuaStack {
    let lua: Lua
    /// Not reference-counted: a stack is used only during a call into the runtime.
    unowned(unsafe) let runtime: LuaRuntime

    var count: Int32 { lua.top }

    /// The value at `index` as a `T`: `let frame: CGRect = try args[2]`.
    subscript<T: LuaValue>(index: Int32) -> T {
        get throws { try T.read(from: self, at: index) }
    }

    /// Pushes a result; returns the count of results pushed, 1.
    @discardableResult
    func push<T: LuaValue>(_ value: T) -> Int32 {
        value.push(onto: self)
        return 1
    }

    func pushNil() -> Int32 {
        lua.pushNil()
        return 1
    }

    /// Whether the value at `index` is absent or nil.
    func isNil(_ index: Int32) -> Bool { lua.isNoneOrNil(index) }

    func typeError(_ index: Int32, expected: String) -> LuaError {
        .argument(index, "\(expected) expected, got \(runtime.typeName(at: index, in: lua))")
    }

    // MARK: Objects

    /// A native object of class `T` (the receiver, at index 1, or an argument).
    func object<T: AnyObject>(_ index: Int32, _ type: T.Type) throws -> T {
        Unmanaged<T>.fromOpaque(try handle(index, type).pointee.object.unsafelyUnwrapped).takeUnretainedValue()
    }

    /// Runs `body` with the receiver (index 1), of class `T`, without taking a
    /// reference to it: its userdata, on the stack, holds it for the whole call.
    @inline(__always)
    func withReceiver<T: AnyObject, R>(_ type: T.Type, _ body: (T) throws -> R) throws -> R {
        let handle = try handle(1, type)
        return try Unmanaged<T>.fromOpaque(handle.pointee.object.unsafelyUnwrapped)._withUnsafeGuaranteedRef { try body($0) }
    }

    /// `withReceiver` for a hook's Lua function, which also needs to know
    /// whether the receiver is an instance of a Lua class.
    @inline(__always)
    func withHookReceiver<T: AnyObject, R>(_ type: T.Type, _ body: (T, _ isScripted: Bool) throws -> R) throws -> R {
        let handle = try handle(1, type)
        let isScripted = handle.pointee.flags & ObjectFlags.scripted != 0
        return try Unmanaged<T>.fromOpaque(handle.pointee.object.unsafelyUnwrapped)._withUnsafeGuaranteedRef { receiver in
            try body(receiver, isScripted)
        }
    }

    /// The userdata of a live native object of class `T` at `index`.
    @inline(__always)
    private func handle<T: AnyObject>(_ index: Int32, _ type: T.Type) throws -> UnsafeMutablePointer<luaui_Object> {
        guard let handle = luaui_toobject(lua.state, index) else {
            throw typeError(index, expected: runtime.luaName(of: type))
        }
        guard let pointer = handle.pointee.object else {
            throw LuaError.message("\(runtime.typeName(at: index, in: lua)) has been deallocated")
        }
        // An object in its dealloc may still be the receiver, but never an
        // argument, which could keep it past its end.
        if index != 1, handle.pointee.flags & ObjectFlags.deallocating != 0 {
            throw LuaError.message("\(runtime.typeName(at: index, in: lua)) is being deallocated")
        }
        // The class itself first: one comparison with the object's isa; then
        // the subclass last found to be one, as a Lua class's instances are
        // met again and again (a hook's super call); then the dynamic cast.
        let isa = pointer.load(as: UnsafeRawPointer.self), wanted = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard isa != wanted, lastSubclass != SubclassCheck(isa: isa, type: wanted) else { return handle }
        guard Unmanaged<AnyObject>.fromOpaque(pointer)._withUnsafeGuaranteedRef({ $0 is T }) else {
            throw typeError(index, expected: runtime.luaName(of: type))
        }
        lastSubclass = SubclassCheck(isa: isa, type: wanted)
        return handle
    }
}

/// A class (`isa`) found to be a subclass of another (`type`): the answer
/// never changes, so the last one found spares the next check its cast.
private struct SubclassCheck: Equatable {
    var isa: UnsafeRawPointer?
    var type: UnsafeRawPointer?
}

@exclusivity(unchecked) nonisolated(unsafe) private var lastSubclass = SubclassCheck()
