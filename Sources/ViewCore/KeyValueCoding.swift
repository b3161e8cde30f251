import Foundation

/// Key-value coding, as `NSObject`'s: properties set and read by key through the
/// class registry's catalog. A nib's attributes and user-defined runtime
/// attributes are set this way.
public protocol KeyValueCoding: AnyObject {}

extension UIResponder: KeyValueCoding {}
extension CALayer: KeyValueCoding {}
extension UIBarItem: KeyValueCoding {}
extension UINavigationItem: KeyValueCoding {}

extension KeyValueCoding {
    /// Sets the property `key`, converting the value as Foundation's key-value
    /// coding does (a number for a `CGFloat`, a raw value for an enumeration).
    /// An unknown key goes to the class's `setValue(_:forUndefinedKey:of:)`,
    /// which raises for ViewCore's classes; a value of the wrong type or a
    /// read-only key raises.
    public func setValue(_ value: Any?, forKey key: String) { KeyValueAccess.setValue(value, forKey: key, of: self) }

    public func value(forKey key: String) -> Any? { KeyValueAccess.value(forKey: key, of: self) }

    /// `setValue(_:forKey:)` on the object the path's leading keys lead to
    /// (`"layer.cornerRadius"`). A nil along the way sets nothing, as in Foundation.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        KeyValueAccess.setValue(value, forKeyPath: keyPath, of: self)
    }

    public func value(forKeyPath keyPath: String) -> Any? { KeyValueAccess.value(forKeyPath: keyPath, of: self) }
}

/// Key-value coding of any object the class registry knows, responder or not
/// (a nib's outlets and runtime attributes reach constraints and plain objects too).
public enum KeyValueAccess {
    public static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) {
        guard let registeredClass = Session.current.classes.class(of: object) else { return }
        guard let property = registeredClass.property(forKey: key) else {
            return registeredClass.setValue(value, forUndefinedKey: key, of: object)
        }
        if property.isReadOnly {
            return UIKitException.raise(.invalidArgumentException,
                "[<\(registeredClass.name) \(objectName(object))> setValue:forKey:]: the key \(key) is read-only.")
        }
        if !property.setBoxedValue(value, of: object) {
            UIKitException.raise(.invalidArgumentException,
                "[<\(registeredClass.name) \(objectName(object))> setValue:forKey:]: \(describe(value)) is not a value of type \(property.valueType) for the key \(key).")
        }
    }

    public static func value(forKey key: String, of object: AnyObject) -> Any? {
        guard let registeredClass = Session.current.classes.class(of: object) else { return nil }
        guard let property = registeredClass.property(forKey: key) else {
            return registeredClass.value(forUndefinedKey: key, of: object)
        }
        return property.boxedValue(of: object)
    }

    public static func setValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject) {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let target = follow(keys.dropLast(), from: object) else { return }
        setValue(value, forKey: keys[keys.count - 1], of: target)
    }

    public static func value(forKeyPath keyPath: String, of object: AnyObject) -> Any? {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let target = follow(keys.dropLast(), from: object) else { return nil }
        return value(forKey: keys[keys.count - 1], of: target)
    }

    private static func follow(_ keys: ArraySlice<String>, from object: AnyObject) -> AnyObject? {
        var current = object
        for key in keys {
            switch value(forKey: key, of: current) {
            case let next as KeyValueCoding: current = next
            case let next as NSLayoutConstraint: current = next
            case let next as UILayoutGuide: current = next
            case let next as NSObject where !(next is NSNumber) && !(next is NSString): current = next
            default: return nil
            }
        }
        return current
    }
}

private func describe(_ value: Any?) -> String {
    guard let value else { return "nil" }
    return "\(value) (\(type(of: value)))"
}
