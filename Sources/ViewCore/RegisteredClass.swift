import Foundation

/// A class as the registry knows it, by UIKit's name: what a nib's `customClass`
/// names, what a script's `Class:subclass(name)` adds, and the catalog of its
/// properties by key. Script bridges subclass it for the classes they define, so
/// that an archive can instantiate them and key-value coding can reach their own
/// keys.
open class RegisteredClass {
    public let name: String
    public let superclass: RegisteredClass?
    /// The Swift class of its instances; for a script's class, that of the
    /// stand-ins the bridge makes.
    public let swiftType: AnyClass
    /// Its own properties, in declaration order; `property(forKey:)` also finds
    /// the inherited ones. Made when first asked for: each is a generic
    /// instance whose type metadata the runtime makes, and a process that
    /// never reaches a class (a script's start) should not pay for it.
    public private(set) lazy var properties: [AnyProperty] = makeProperties()
    private lazy var propertiesByKey = Dictionary(properties.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
    private let makeProperties: () -> [AnyProperty]
    private let decode: ((NSCoder) -> AnyObject?)?

    /// `decode` makes an instance from an archive (`init(coder:)`); nil if the
    /// class cannot be archived.
    public init(name: String, superclass: RegisteredClass?, swiftType: AnyClass,
                properties: @autoclosure @escaping () -> [AnyProperty] = [], decode: ((NSCoder) -> AnyObject?)? = nil) {
        self.name = name
        self.superclass = superclass
        self.swiftType = swiftType
        makeProperties = properties
        self.decode = decode
    }

    /// The property of this class or the nearest ancestor that declares `key`.
    public func property(forKey key: String) -> AnyProperty? {
        var current: RegisteredClass? = self
        while let candidate = current {
            if let property = candidate.propertiesByKey[key] { return property }
            current = candidate.superclass
        }
        return nil
    }

    public func isSubclass(of other: RegisteredClass) -> Bool {
        var current: RegisteredClass? = self
        while let candidate = current {
            if candidate === other { return true }
            current = candidate.superclass
        }
        return false
    }

    /// A new instance initialized from an archive, as `[[Class alloc] initWithCoder:]`;
    /// nil if the class cannot be archived or the coder refused.
    open func instantiate(coder: NSCoder) -> AnyObject? { decode?(coder) }

    /// Whether a native class can come from an archive: one that cannot
    /// (UITableView, whose archived cells and prototypes are not read yet)
    /// is a stand-in in a nib.
    public var decodes: Bool { decode != nil }

    /// Key-value coding of a key no property declares: UIKit's
    /// `setValue:forUndefinedKey:` raises, and so does this; a script's class
    /// keeps the value as the instance's own.
    open func setValue(_ value: Any?, forUndefinedKey key: String, of object: AnyObject) {
        UIKitException.raise(.undefinedKeyException, notCodingCompliant(key, object, "setValue:forUndefinedKey:"))
    }

    open func value(forUndefinedKey key: String, of object: AnyObject) -> Any? {
        UIKitException.raise(.undefinedKeyException, notCodingCompliant(key, object, "valueForUndefinedKey:"))
        return nil
    }

    private func notCodingCompliant(_ key: String, _ object: AnyObject, _ selector: String) -> String {
        "[<\(name) \(objectName(object))> \(selector)]: this class is not key value coding-compliant for the key \(key)."
    }
}

/// How messages name an object: by its stable id, never its address.
func objectName(_ object: AnyObject) -> String {
    (object as? UIResponder).map { "#\($0.objectID)" } ?? "(\(type(of: object)))"
}

extension UIKitException.Name {
    public static let undefinedKeyException = Self(rawValue: "NSUnknownKeyException")
}
