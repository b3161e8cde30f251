import Foundation

/// The classes of a session by UIKit's name: ViewCore's own (`NativeClasses`),
/// the same in every session, and those a script defined in this one. A nib
/// loader instantiates by name from here; a script bridge registers its classes
/// here so that an archive can name them.
public final class ClassRegistry {
    private var defined: [String: RegisteredClass] = [:]
    /// The classes an app registered, by their Swift type, so that key-value
    /// coding of their instances finds their properties.
    private var definedBySwiftType: [ObjectIdentifier: RegisteredClass] = [:]
    /// Swift types met since the session began, with the class they are found to be.
    private var bySwiftType: [ObjectIdentifier: RegisteredClass] = [:]

    init() {}

    private static let native = NativeClasses.all
    private static let nativeByName = Dictionary(native.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    private static let nativeBySwiftType = Dictionary(native.map { (ObjectIdentifier($0.swiftType), $0) },
                                                      uniquingKeysWith: { first, _ in first })

    /// ViewCore's class whose instances are of `type` exactly.
    public static func native(_ type: AnyClass) -> RegisteredClass? { nativeBySwiftType[ObjectIdentifier(type)] }

    /// ViewCore's own class of that name, never a script's.
    static func nativeClass(named name: String) -> RegisteredClass? { nativeByName[name] }

    public func `class`(named name: String) -> RegisteredClass? {
        ClassRegistry.nativeByName[name] ?? defined[name]
    }

    /// Adds a class a script defined. Names are unique: false, adding nothing,
    /// if one is taken.
    @discardableResult
    public func register(_ registeredClass: RegisteredClass) -> Bool {
        guard self.class(named: registeredClass.name) == nil else { return false }
        defined[registeredClass.name] = registeredClass
        let type = ObjectIdentifier(registeredClass.swiftType)
        if ClassRegistry.nativeBySwiftType[type] == nil, definedBySwiftType[type] == nil {
            definedBySwiftType[type] = registeredClass
            bySwiftType = [:]
        }
        return true
    }

    /// Removes a class a script defined, which its bridge has forgotten: the
    /// name is free again.
    public func unregister(named name: String) {
        guard let removed = defined.removeValue(forKey: name) else { return }
        bySwiftType = bySwiftType.filter { $0.value !== removed }
        definedBySwiftType = definedBySwiftType.filter { $0.value !== removed }
    }

    /// The class an object is an instance of: the class a bridge defined it as,
    /// or the nearest ViewCore class of its Swift type.
    public func `class`(of object: AnyObject) -> RegisteredClass? {
        if let defined = (object as? UIResponder)?.bridgedClass { return defined }
        if let standIn = object as? KeptValueStore { return standIn.standInClass }
        let type: AnyClass = Swift.type(of: object)
        if let known = bySwiftType[ObjectIdentifier(type)] { return known }
        var current: AnyClass? = type
        while let candidate = current {
            if let found = definedBySwiftType[ObjectIdentifier(candidate)]
                ?? ClassRegistry.nativeBySwiftType[ObjectIdentifier(candidate)] {
                bySwiftType[ObjectIdentifier(type)] = found
                return found
            }
            current = _getSuperclass(candidate)
        }
        return nil
    }

    /// An instance of the class named `name` initialized from `coder`, as a nib
    /// loader makes each object. Raises when no class has that name or the class
    /// cannot be archived.
    public func instantiate(_ name: String, coder: NSCoder) -> AnyObject? {
        guard let registeredClass = self.class(named: name) else {
            UIKitException.raise(.invalidArgumentException, "Unknown class \(name) in an archive")
            return nil
        }
        guard let object = registeredClass.instantiate(coder: coder) else {
            UIKitException.raise(.invalidArgumentException, "\(name) cannot be created from an archive")
            return nil
        }
        return object
    }
}
