import Foundation

/// A property as the class registry declares it: its key, the type of its values,
/// and accessors. One declaration serves every client that sets or reads
/// properties by key: key-value coding (`setValue(_:forKey:)`, which a nib's
/// attributes and runtime attributes use) and a script bridge's bindings, which
/// recover the typed accessors of `Property`.
public protocol AnyProperty: AnyObject {
    var key: String { get }
    var valueType: Any.Type { get }
    var isReadOnly: Bool { get }

    /// The value of `object`'s property, boxed; nil if `object` is of another class.
    func boxedValue(of object: AnyObject) -> Any?

    /// Sets the property of `object` from a boxed value, converted as key-value
    /// coding converts (`KeyValueCoercion`). Returns false, setting nothing, when
    /// the value cannot be converted, the object is of another class, or the
    /// property is read-only.
    func setBoxedValue(_ value: Any?, of object: AnyObject) -> Bool

    /// Hands the typed property to `visitor`, which sees its `Root` and `Value`.
    func accept<Visitor: PropertyVisitor>(_ visitor: Visitor) -> Visitor.Result
}

/// What gets a property's types back from an `AnyProperty` (a bridge, to bind
/// its typed accessors).
public protocol PropertyVisitor {
    associatedtype Result
    func visit<Root: AnyObject, Value>(_ property: Property<Root, Value>) -> Result
}

/// A property of `Root` with values of type `Value`.
public final class Property<Root: AnyObject, Value>: AnyProperty {
    public let key: String
    public let getter: (Root) -> Value
    public let setter: ((Root, Value) -> Void)?

    /// Accessors are closures rather than key paths: a key path's application
    /// costs several times the read itself, and bridges call these per access.
    public init(_ key: String, get: @escaping (Root) -> Value, set: ((Root, Value) -> Void)? = nil) {
        self.key = key
        getter = get
        setter = set
    }

    public var valueType: Any.Type { Value.self }
    public var isReadOnly: Bool { setter == nil }

    public func accept<Visitor: PropertyVisitor>(_ visitor: Visitor) -> Visitor.Result { visitor.visit(self) }

    public func boxedValue(of object: AnyObject) -> Any? {
        guard let root = object as? Root else { return nil }
        return getter(root)
    }

    public func setBoxedValue(_ value: Any?, of object: AnyObject) -> Bool {
        guard let setter, let root = object as? Root,
              let converted = KeyValueCoercion.convert(value, to: Value.self) else { return false }
        setter(root, converted)
        return true
    }
}

/// A property's setter with its value converted once, to be set on many
/// objects (each instantiation of a nib). A value that does not convert is
/// set by key-value coding, which raises for it.
struct PreparedSetting {
    let key: String
    /// Sets the value on the object; false if the object is of another class.
    let apply: (AnyObject) -> Bool

    init(_ property: AnyProperty, value: Any?) {
        key = property.key
        apply = property.accept(Preparer(value: value)) ?? { object in
            KeyValueAccess.setValue(value, forKey: property.key, of: object)
            return true
        }
    }

    private struct Preparer: PropertyVisitor {
        let value: Any?
        func visit<Root: AnyObject, Value>(_ property: Property<Root, Value>) -> ((AnyObject) -> Bool)? {
            guard let setter = property.setter, let typed = KeyValueCoercion.convert(value, to: Value.self) else { return nil }
            return { object in
                guard let root = object as? Root else { return false }
                setter(root, typed)
                return true
            }
        }
    }
}

/// The conversions key-value coding makes on the way in, as Foundation's does for
/// Objective-C: numbers of any kind to the property's numeric or Boolean type, raw
/// values to enumerations and option sets, nil to an optional.
public enum KeyValueCoercion {
    public static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        if let value = value as? Value { return value }
        guard let value else { return nilValue(of: type) }
        if let text = value as? String, let raw = type as? any RawRepresentable.Type {
            return stringEnumeration(raw, text) as? Value
        }
        if let number = number(value) {
            switch type {
            case is CGFloat.Type: return CGFloat(number) as? Value
            case is Double.Type: return number as? Value
            case is Int.Type: return exactInteger(number) as? Value
            case is Bool.Type: return (number != 0) as? Value
            case is UIWindow.Level.Type: return UIWindow.Level(CGFloat(number)) as? Value  // any number, a scale
            case is UIScrollView.DecelerationRate.Type: return UIScrollView.DecelerationRate(rawValue: CGFloat(number)) as? Value
            default: break
            }
            if let integer = exactInteger(number), let raw = type as? any RawRepresentable.Type {
                return enumeration(raw, integer) as? Value
            }
        }
        return nil
    }

    private static func nilValue<Value>(of type: Value.Type) -> Value? {
        guard let optional = type as? any ExpressibleByNilLiteral.Type else { return nil }
        return optional.init(nilLiteral: ()) as? Value
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let number as Int: return Double(number)
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let flag as Bool: return flag ? 1 : 0
        default: return nil
        }
    }

    private static func exactInteger(_ number: Double) -> Int? {
        guard number.rounded() == number, let integer = Int(exactly: number) else { return nil }
        return integer
    }

    /// A string-valued constant (`CAShapeLayerLineCap.round`) from its raw value.
    private static func stringEnumeration<E: RawRepresentable>(_ type: E.Type, _ text: String) -> E? {
        (text as? E.RawValue).flatMap(E.init(rawValue:))
    }

    /// An enumeration from an integer raw value (an option set from a mask);
    /// CoreGraphics' enumerations (`CGLineCap`) have 32-bit raw values.
    private static func enumeration<E: RawRepresentable>(_ type: E.Type, _ raw: Int) -> E? {
        let rawValue: Any?
        if E.RawValue.self == UInt.self {
            rawValue = UInt(exactly: raw)
        } else if E.RawValue.self == Int32.self {
            rawValue = Int32(exactly: raw)
        } else {
            rawValue = raw
        }
        return (rawValue as? E.RawValue).flatMap(E.init(rawValue:))
    }
}
