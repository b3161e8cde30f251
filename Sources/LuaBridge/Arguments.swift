import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// The arguments of a call from Lua, read with the checks Lua's auxiliary library
/// makes: a wrong type throws `LuaError.argument`, which the trampoline reports as
/// `bad argument #n to 'name' (T expected, got U)`.
struct Arguments {
    let lua: Lua
    /// Not reference-counted: arguments live only during a call into the runtime.
    unowned(unsafe) let runtime: LuaRuntime

    var count: Int32 { lua.top }

    func typeError(_ index: Int32, expected: String) -> LuaError {
        .argument(index, "\(expected) expected, got \(runtime.typeName(at: index, in: lua))")
    }

    // MARK: Plain values

    func number(_ index: Int32) throws -> Double {
        var isNumber: Int32 = 0
        let value = luaui_tonumber(lua.state, index, &isNumber)
        guard isNumber != 0 else { throw typeError(index, expected: "number") }
        return value
    }

    func cgFloat(_ index: Int32) throws -> CGFloat { CGFloat(try number(index)) }

    func integer(_ index: Int32) throws -> Int {
        var isInteger: Int32 = 0
        let value = luaui_tointeger(lua.state, index, &isInteger)
        guard isInteger != 0 else {
            if lua.type(at: index) == LUA_TNUMBER {
                throw LuaError.argument(index, "number has no integer representation")
            }
            throw typeError(index, expected: "number")
        }
        return Int(value)
    }

    func bool(_ index: Int32) throws -> Bool {
        guard lua.type(at: index) == LUA_TBOOLEAN else { throw typeError(index, expected: "boolean") }
        return lua.toBool(index)
    }

    /// A boolean where nil (or nothing) means false, as for `animated` flags.
    func flag(_ index: Int32) throws -> Bool {
        lua.isNoneOrNil(index) ? false : try bool(index)
    }

    func string(_ index: Int32) throws -> String {
        guard let text = lua.string(at: index) else { throw typeError(index, expected: "string") }
        return text
    }

    func optionalString(_ index: Int32) throws -> String? {
        lua.isNoneOrNil(index) ? nil : try string(index)
    }

    /// A function argument, kept alive for as long as Swift holds the result.
    func optionalFunction(_ index: Int32) throws -> LuaFunction? {
        if lua.isNoneOrNil(index) { return nil }
        guard lua.type(at: index) == LUA_TFUNCTION else { throw typeError(index, expected: "function") }
        lua.pushValue(at: index)
        return LuaFunction(runtime: runtime, reference: lua.ref())
    }

    // MARK: Objects

    /// A native object of class `T` (the receiver, at index 1, or an argument).
    func object<T: AnyObject>(_ index: Int32, _ type: T.Type) throws -> T {
        Unmanaged<T>.fromOpaque(try handle(index, type).pointee.object!).takeUnretainedValue()
    }

    /// Runs `body` with the receiver (index 1), of class `T`, and whether it is an
    /// instance of a Lua class, without taking a reference to it: its userdata,
    /// on the stack, holds it for the whole call.
    @inline(__always)
    func withReceiver<T: AnyObject, R>(_ type: T.Type, _ body: (T, _ isScripted: Bool) throws -> R) throws -> R {
        let handle = try handle(1, type)
        let isScripted = handle.pointee.flags & ObjectFlags.scripted != 0
        return try Unmanaged<T>.fromOpaque(handle.pointee.object!)._withUnsafeGuaranteedRef { try body($0, isScripted) }
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
        // The class itself first: one comparison with the object's isa.
        let isExactly = pointer.load(as: UnsafeRawPointer.self) == unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard isExactly || Unmanaged<AnyObject>.fromOpaque(pointer)._withUnsafeGuaranteedRef({ $0 is T }) else {
            throw typeError(index, expected: runtime.luaName(of: type))
        }
        return handle
    }

    func optionalObject<T: AnyObject>(_ index: Int32, _ type: T.Type) throws -> T? {
        lua.isNoneOrNil(index) ? nil : try object(index, type)
    }

    /// A Lua sequence of objects of class `T`.
    func objects<T: AnyObject>(_ index: Int32, _ type: T.Type) throws -> [T] {
        guard lua.type(at: index) == LUA_TTABLE else { throw typeError(index, expected: "table") }
        let table = lua.absolute(index)
        var result: [T] = []
        let length = lua_rawlen(lua.state, table)
        if length > 0 {
            for position in 1...Int(length) {
                _ = lua.rawGet(table, position)
                defer { lua.pop() }
                guard let element = luaui_toobject(lua.state, -1)?.pointee.object,
                      let typed = Unmanaged<AnyObject>.fromOpaque(element).takeUnretainedValue() as? T else {
                    throw LuaError.argument(index, "\(runtime.luaName(of: type)) expected at position \(position), got \(runtime.typeName(at: -1, in: lua))")
                }
                result.append(typed)
            }
        }
        return result
    }

    // MARK: Geometry

    func geometry(_ index: Int32, _ kind: GeometryKind) throws -> (Double, Double, Double, Double) {
        guard let value = luaui_togeometry(lua.state, index), value.pointee.kind == kind.rawValue else {
            throw typeError(index, expected: kind.name)
        }
        let v = value.pointee.v
        return (v.0, v.1, v.2, v.3)
    }

    func rect(_ index: Int32) throws -> CGRect {
        let (x, y, width, height) = try geometry(index, .rect)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    func point(_ index: Int32) throws -> CGPoint {
        let (x, y, _, _) = try geometry(index, .point)
        return CGPoint(x: x, y: y)
    }

    /// A Lua sequence of points.
    func points(_ index: Int32) throws -> [CGPoint] {
        guard lua.type(at: index) == LUA_TTABLE else { throw typeError(index, expected: "table") }
        let table = lua.absolute(index)
        let length = Int(lua_rawlen(lua.state, table))
        return try (0..<length).map { offset in
            _ = lua.rawGet(table, offset + 1)
            defer { lua.pop() }
            guard let point = luaui_togeometry(lua.state, -1), point.pointee.kind == GeometryKind.point.rawValue else {
                throw LuaError.argument(index, "CGPoint expected at position \(offset + 1), got \(runtime.typeName(at: -1, in: lua))")
            }
            return CGPoint(x: point.pointee.v.0, y: point.pointee.v.1)
        }
    }

    func size(_ index: Int32) throws -> CGSize {
        let (width, height, _, _) = try geometry(index, .size)
        return CGSize(width: width, height: height)
    }

    func insets(_ index: Int32) throws -> UIEdgeInsets {
        let (top, left, bottom, right) = try geometry(index, .insets)
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    func color(_ index: Int32) throws -> UIColor? {
        lua.isNoneOrNil(index) ? nil : try object(index, UIColor.self)
    }

    // MARK: Results

    func push(_ value: Bool) -> Int32 { lua.push(value); return 1 }
    func push(_ value: Int) -> Int32 { lua.push(value); return 1 }
    func push(_ value: CGFloat) -> Int32 { lua.push(Double(value)); return 1 }
    func push(_ value: String?) -> Int32 {
        if let value { lua.push(value) } else { lua.pushNil() }
        return 1
    }
    func push(_ object: AnyObject?) -> Int32 { runtime.push(object, on: lua); return 1 }
    func push(_ rect: CGRect) -> Int32 { runtime.push(rect, on: lua); return 1 }
    func push(_ point: CGPoint) -> Int32 { runtime.push(point, on: lua); return 1 }
    func push(_ size: CGSize) -> Int32 { runtime.push(size, on: lua); return 1 }
    func push(_ insets: UIEdgeInsets) -> Int32 { runtime.push(insets, on: lua); return 1 }
    func push(_ objects: [AnyObject]?) -> Int32 {
        guard let objects else { lua.pushNil(); return 1 }
        lua.newTable(arrayCount: Int32(objects.count))
        for (position, object) in objects.enumerated() {
            runtime.push(object, on: lua)
            lua.rawSet(-2, position + 1)
        }
        return 1
    }
}

/// A Lua function held by Swift (a completion block): released with the holder.
///
/// The engine may keep the holder (a timer, say) after the runtime is gone: the
/// gate then says closed and the function does nothing. (Not a weak reference to
/// the runtime: that would slow down every retain of it.)
final class LuaFunction {
    unowned(unsafe) let runtime: LuaRuntime
    let gate: HookGate
    let reference: Int32

    init(runtime: LuaRuntime, reference: Int32) {
        self.runtime = runtime
        gate = runtime.gate
        self.reference = reference
    }

    deinit {
        if !gate.state.pointee.isClosed { runtime.main.unref(reference) }
    }

    /// Calls it with no arguments, protected; an error becomes the pending error.
    func call() {
        _ = call(arguments: 0) { _ in }
    }

    /// Calls it with an object, protected; see `call(arguments:_:)`.
    @discardableResult
    func call(with object: AnyObject) -> Bool {
        call(arguments: 1) { runtime.push(object, on: $0) }
    }

    /// Calls it with a number, protected; see `call(arguments:_:)`.
    @discardableResult
    func call(with number: Double) -> Bool {
        call(arguments: 1) { $0.push(number) }
    }

    /// Calls it with the arguments `push` pushes, protected, and tells whether
    /// it answered anything but `false`. An error becomes the pending error and
    /// answers false.
    private func call(arguments: Int32, _ push: (Lua) -> Void) -> Bool {
        guard !gate.state.pointee.isClosed else { return false }
        let lua = runtime.lua
        lua.pushRef(reference)
        push(lua)
        guard runtime.pcall(lua, arguments: arguments, results: 1) else { return false }
        defer { lua.pop() }
        return !(lua.type(at: -1) == LUA_TBOOLEAN && !lua.toBool(-1))
    }
}
