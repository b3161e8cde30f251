import Foundation
import ViewCore

/// How a property's values cross between Lua and Swift.
struct Conversion<Value> {
    let read: (Arguments, Int32) throws -> Value
    let push: (Arguments, Value) -> Int32
}

extension Conversion where Value == CGRect {
    static let rect = Conversion(read: { try $0.rect($1) }, push: { $0.push($1) })
}
extension Conversion where Value == CGPoint {
    static let point = Conversion(read: { try $0.point($1) }, push: { $0.push($1) })
}
extension Conversion where Value == CGSize {
    static let size = Conversion(read: { try $0.size($1) }, push: { $0.push($1) })
}
extension Conversion where Value == UIEdgeInsets {
    static let insets = Conversion(read: { try $0.insets($1) }, push: { $0.push($1) })
}
extension Conversion where Value == Bool {
    static let bool = Conversion(read: { try $0.bool($1) }, push: { $0.push($1) })
}
extension Conversion where Value == Int {
    static let int = Conversion(read: { try $0.integer($1) }, push: { $0.push($1) })
}
extension Conversion where Value == CGFloat {
    static let number = Conversion(read: { try $0.cgFloat($1) }, push: { $0.push($1) })
}
extension Conversion where Value == TimeInterval {
    static let seconds = Conversion(read: { try $0.number($1) }, push: { $0.push(CGFloat($1)) })
}
extension Conversion where Value == String? {
    static let string = Conversion(read: { try $0.optionalString($1) }, push: { $0.push($1) })
}
extension Conversion where Value == UIColor? {
    static let color = Conversion(read: { try $0.color($1) }, push: { $0.push($1) })
}
extension Conversion {
    /// An object of class `T`, or nil.
    static func object<T: AnyObject>(_ type: T.Type) -> Conversion<T?> {
        Conversion<T?>(read: { try $0.optionalObject($1, type) }, push: { $0.push($1) })
    }

    /// An object of class `T`, never nil.
    static func some<T: AnyObject>(_ type: T.Type) -> Conversion<T> {
        Conversion<T>(read: { try $0.object($1, type) }, push: { $0.push($1) })
    }

    /// A sequence of objects; nil reads as an empty one.
    static func objects<T: AnyObject>(_ type: T.Type) -> Conversion<[T]> {
        Conversion<[T]>(read: { try $0.optionalObjects($1, type) ?? [] }, push: { $0.push($1 as [AnyObject]) })
    }

    /// An enumeration by its raw value, as UIKit's integer constants.
    static func enumeration<E: RawRepresentable>(_ type: E.Type) -> Conversion<E> where E.RawValue == Int {
        Conversion<E>(read: { args, index in
            let raw = try args.integer(index)
            guard let value = E(rawValue: raw) else {
                throw LuaError.argument(index, "\(raw) is not a valid \(E.self)")
            }
            return value
        }, push: { $0.push($1.rawValue) })
    }

    /// An option set by its raw value; options combine with `|`.
    static func options<O: OptionSet>(_ type: O.Type) -> Conversion<O> where O.RawValue == UInt {
        Conversion<O>(read: { O(rawValue: UInt(try $0.integer($1))) }, push: { $0.push(Int($1.rawValue)) })
    }
}

extension NativeClass {
    // Accessors are closures, not key paths: instantiating a key path costs
    // start-up time, and applying one costs several times the read itself.

    /// A read-write property: `obj.name`, `obj.name = value`.
    func property<T: AnyObject, V>(_ name: String, _ conversion: Conversion<V>,
                                   get: @escaping (T) -> V, set: @escaping (T, V) -> Void) {
        getters[name] = { args in try args.withReceiver(T.self) { object, _ in conversion.push(args, get(object)) } }
        setters[name] = { args in
            try args.withReceiver(T.self) { object, _ in set(object, try conversion.read(args, 2)) }
            return 0
        }
    }

    /// A read-only property.
    func readOnly<T: AnyObject, V>(_ name: String, _ conversion: Conversion<V>, get: @escaping (T) -> V) {
        getters[name] = { args in try args.withReceiver(T.self) { object, _ in conversion.push(args, get(object)) } }
    }

    /// A method with no arguments and no result.
    func action<T: AnyObject>(_ name: String, _ body: @escaping (T) -> Void) {
        methods[name] = { args in
            try args.withReceiver(T.self) { object, _ in body(object) }
            return 0
        }
    }
}
