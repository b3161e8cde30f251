import Foundation

/// Key-value coding, as `NSObject`'s: properties set and read by key through the
/// class registry's catalog. A nib's attributes and user-defined runtime
/// attributes are set this way.
public protocol KeyValueCoding: AnyObject {}

extension UIResponder: KeyValueCoding {}

extension KeyValueCoding {
    /// Sets the property `key`, converting the value as Foundation's key-value
    /// coding does (a number for a `CGFloat`, a raw value for an enumeration).
    /// An unknown key goes to the class's `setValue(_:forUndefinedKey:of:)`,
    /// which raises for ViewCore's classes; a value of the wrong type or a
    /// read-only key raises.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let registeredClass = Session.current.classes.class(of: self) else { return }
        guard let property = registeredClass.property(forKey: key) else {
            return registeredClass.setValue(value, forUndefinedKey: key, of: self)
        }
        if property.isReadOnly {
            return UIKitException.raise(.invalidArgumentException,
                "[<\(registeredClass.name) \(objectName(self))> setValue:forKey:]: the key \(key) is read-only.")
        }
        if !property.setBoxedValue(value, of: self) {
            UIKitException.raise(.invalidArgumentException,
                "[<\(registeredClass.name) \(objectName(self))> setValue:forKey:]: \(describe(value)) is not a value of type \(property.valueType) for the key \(key).")
        }
    }

    public func value(forKey key: String) -> Any? {
        guard let registeredClass = Session.current.classes.class(of: self) else { return nil }
        guard let property = registeredClass.property(forKey: key) else {
            return registeredClass.value(forUndefinedKey: key, of: self)
        }
        return property.boxedValue(of: self)
    }

    /// `setValue(_:forKey:)` on the object the path's leading keys lead to
    /// (`"layer.cornerRadius"`). A nil along the way sets nothing, as in Foundation.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let target = follow(keys.dropLast()) else { return }
        target.setValue(value, forKey: keys[keys.count - 1])
    }

    public func value(forKeyPath keyPath: String) -> Any? {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return follow(keys.dropLast())?.value(forKey: keys[keys.count - 1])
    }

    private func follow(_ keys: ArraySlice<String>) -> KeyValueCoding? {
        var current: KeyValueCoding = self
        for key in keys {
            guard let next = current.value(forKey: key) as? KeyValueCoding else { return nil }
            current = next
        }
        return current
    }
}

private func describe(_ value: Any?) -> String {
    guard let value else { return "nil" }
    return "\(value) (\(type(of: value)))"
}
