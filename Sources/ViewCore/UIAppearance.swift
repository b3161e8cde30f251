import Foundation

/// UIKit's appearance proxies (`UIAppearance`): values recorded for a class,
/// optionally only inside given containers, and given to each of its views as
/// it enters a window. As Apple documents, a view already in a window keeps
/// what it has until it leaves and enters again; and a value set on the view
/// itself is never replaced by a proxy's.
///
/// Where several proxies have a value for a view, the most specific wins: one
/// with a longer containment list over a shorter one, then, for the same list
/// length, a subclass's over its superclass's, then the one made later.
///
/// In Swift, as in UIKit: `UIView.appearance().isExclusiveTouch = true`.
@dynamicMemberLookup
public final class UIAppearanceProxy {
    let customizableClass: AppearanceClass
    /// The containers, nearest first ("in ascending hierarchical order").
    let containers: [AppearanceClass]
    /// The values recorded, by key, in the order first set.
    public private(set) var values: [(key: String, value: Any?)] = []
    /// The per-state setters recorded (`setTitleColor:forState:`), by
    /// selector and state, in the order first made.
    public private(set) var invocations: [AppearanceInvocation] = []
    /// Creation order within the session, the last tie-break.
    let sequence: Int

    /// The current session's proxy for a view class (a script's included)
    /// inside the containers, nearest first; made on first use.
    public static func proxy(for customizableClass: RegisteredClass, containedIn containers: [RegisteredClass]) -> UIAppearanceProxy {
        Session.current.appearance.proxy(for: .registered(customizableClass), containedIn: containers.map { .registered($0) })
    }

    init(customizableClass: AppearanceClass, containers: [AppearanceClass], sequence: Int) {
        self.customizableClass = customizableClass
        self.containers = containers
        self.sequence = sequence
    }

    /// Records a value for `key`, which must be one of the appearance
    /// properties of the class (`appearanceKeys`).
    public func setValue(_ value: Any?, forKey key: String) {
        guard customizableClass.viewType.appearanceKeys.contains(key),
              let property = customizableClass.nearestRegistered.property(forKey: key) else {
            return UIKitException.raise(.invalidArgumentException,
                "-[_UIAppearance setValue:forKey:]: \(key) is not an appearance property of \(customizableClass.name)")
        }
        guard property.accept(ValueCheck(value: value)) else {
            return UIKitException.raise(.invalidArgumentException,
                "-[_UIAppearance setValue:forKey:]: \(String(describing: value)) is not a value of type \(property.valueType) for the key \(key)")
        }
        if let index = values.firstIndex(where: { $0.key == key }) {
            values[index].value = value
        } else {
            values.append((key, value))
        }
    }

    public func value(forKey key: String) -> Any? {
        values.first { $0.key == key }?.value ?? nil
    }

    /// Records a per-state setter, which the class must declare for
    /// appearance (`appearanceSelectors`); `value` is checked as the view
    /// applies it.
    public func record(_ selector: String, state: UIControl.State, value: Any?) {
        guard customizableClass.viewType.appearanceSelectors.contains(selector) else {
            return UIKitException.raise(.invalidArgumentException,
                "-[_UIAppearance \(selector)]: \(selector) is not an appearance method of \(customizableClass.name)")
        }
        let invocation = AppearanceInvocation(selector: selector, state: state, value: value)
        if let index = invocations.firstIndex(where: { $0.selector == selector && $0.state == state }) {
            invocations[index] = invocation
        } else {
            invocations.append(invocation)
        }
    }

    /// UIButton's `setTitleColor(_:for:)`, on a proxy of a button class.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        record("setTitleColor:forState:", state: state, value: color)
    }

    /// An appearance property by its Swift name; nil until recorded.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<UIView, Value>) -> Value? {
        get { key(of: keyPath).flatMap { value(forKey: $0) as? Value } }
        set {
            guard let key = key(of: keyPath) else {
                return UIKitException.raise(.invalidArgumentException,
                    "-[_UIAppearance setValue:forKey:]: \(keyPath) is not an appearance property of \(customizableClass.name)")
            }
            setValue(newValue, forKey: key)
        }
    }

    private func key(of keyPath: PartialKeyPath<UIView>) -> String? {
        UIView.appearanceKeyPaths[keyPath]
    }
}

/// A per-state setter a proxy recorded.
public struct AppearanceInvocation {
    public let selector: String
    public let state: UIControl.State
    public let value: Any?
}

/// Whether a value converts to a property's type, as key-value coding converts.
private struct ValueCheck: PropertyVisitor {
    let value: Any?
    func visit<Root: AnyObject, Value>(_ property: Property<Root, Value>) -> Bool {
        KeyValueCoercion.convert(value, to: Value.self) != nil
    }
}

/// The session's proxies, and what makes a view take their values.
final class AppearanceRegistry {
    private(set) var proxies: [UIAppearanceProxy] = []
    /// While proxies' values are being set on a view: those sets do not count
    /// as the view's own.
    nonisolated(unsafe) static var isApplying = false

    func proxy(for customizableClass: AppearanceClass, containedIn containers: [AppearanceClass]) -> UIAppearanceProxy {
        if let found = proxies.first(where: { $0.customizableClass == customizableClass && $0.containers == containers }) {
            return found
        }
        let proxy = UIAppearanceProxy(customizableClass: customizableClass, containers: containers, sequence: proxies.count)
        proxies.append(proxy)
        return proxy
    }

    /// Gives `view`, which has just entered a window, the values of the proxies
    /// that apply to it, least specific first so that the most specific is set last.
    func apply(to view: UIView) {
        let chain = view.appearanceContainerChain
        let applicable = proxies
            .filter { !($0.values.isEmpty && $0.invocations.isEmpty) && $0.customizableClass.matches(view) && matches($0.containers, chain) }
            .sorted { a, b in
                if a.containers.count != b.containers.count { return a.containers.count < b.containers.count }
                let depthA = a.customizableClass.depth, depthB = b.customizableClass.depth
                return depthA != depthB ? depthA < depthB : a.sequence < b.sequence
            }
        guard !applicable.isEmpty else { return }
        AppearanceRegistry.isApplying = true
        defer { AppearanceRegistry.isApplying = false }
        for proxy in applicable {
            for (key, value) in proxy.values where !view.customizedAppearanceKeys.contains(key) {
                KeyValueAccess.setValue(value, forKey: key, of: view)
            }
            for invocation in proxy.invocations { view.applyAppearance(invocation) }
        }
    }

    /// Whether the containers occur in the chain in order, each further out
    /// than the one before.
    private func matches(_ containers: [AppearanceClass], _ chain: [AnyObject]) -> Bool {
        var position = chain.startIndex
        for container in containers {
            guard let found = chain[position...].firstIndex(where: { container.matches($0) }) else { return false }
            position = found + 1
        }
        return true
    }
}

/// A class a proxy names: one the registry knows (ViewCore's, or a script's),
/// or an app's own Swift class, which it does not.
enum AppearanceClass: Equatable {
    case registered(RegisteredClass)
    case swift(AnyClass)

    init(_ type: AnyClass) {
        if let registered = ClassRegistry.native(type) { self = .registered(registered) } else { self = .swift(type) }
    }

    func matches(_ object: AnyObject) -> Bool {
        switch self {
        case .registered(let registered):
            return Session.current.classes.class(of: object)?.isSubclass(of: registered) ?? false
        case .swift(let type):
            var current: AnyClass? = Swift.type(of: object)
            while let candidate = current {
                if candidate == type { return true }
                current = _getSuperclass(candidate)
            }
            return false
        }
    }

    /// How many ancestors the class has, counted in the registry's hierarchy
    /// (an app's Swift class: its steps up to a class the registry knows, plus
    /// that class's).
    var depth: Int {
        switch self {
        case .registered(let registered): return registered.depth
        case .swift(let type):
            var steps = 0
            var current: AnyClass? = type
            while let candidate = current {
                if let known = ClassRegistry.native(candidate) { return steps + known.depth }
                steps += 1
                current = _getSuperclass(candidate)
            }
            return steps
        }
    }

    /// The class itself, or the nearest of its superclasses the registry knows.
    var nearestRegistered: RegisteredClass {
        switch self {
        case .registered(let registered): return registered
        case .swift(let type):
            var current: AnyClass? = type
            while let candidate = current {
                if let known = ClassRegistry.native(candidate) { return known }
                current = _getSuperclass(candidate)
            }
            return NativeClasses.view
        }
    }

    /// The view class whose appearance keys and selectors apply (a script's
    /// class: its stand-in, a subclass of its native class).
    var viewType: UIView.Type {
        switch self {
        case .registered(let registered): return registered.swiftType as? UIView.Type ?? UIView.self
        case .swift(let type): return type as? UIView.Type ?? UIView.self
        }
    }

    var name: String {
        switch self {
        case .registered(let registered): return registered.name
        case .swift(let type): return String(describing: type)
        }
    }

    static func == (a: AppearanceClass, b: AppearanceClass) -> Bool {
        switch (a, b) {
        case let (.registered(x), .registered(y)): return x === y
        case let (.swift(x), .swift(y)): return x == y
        default: return false
        }
    }
}

extension RegisteredClass {
    /// How many ancestors the class has.
    var depth: Int {
        var count = 0
        var current = superclass
        while let next = current {
            count += 1
            current = next.superclass
        }
        return count
    }
}

extension UIView {
    static let appearanceKeyPaths: [PartialKeyPath<UIView>: String] = [
        \UIView.backgroundColor: "backgroundColor",
        \UIView.isExclusiveTouch: "exclusiveTouch",
    ]

    /// UIKit's `appearance()`: the proxy for this class, in any container.
    public class func appearance() -> UIAppearanceProxy {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy for this class inside instances of the containers (views or
    /// view controllers), nearest first.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIAppearanceProxy {
        Session.current.appearance.proxy(for: AppearanceClass(self), containedIn: containerTypes.map(AppearanceClass.init))
    }

    /// The view's appearance containers, nearest first: each superview, and
    /// after a controller's root view, its controller.
    var appearanceContainerChain: [AnyObject] {
        var chain: [AnyObject] = []
        if let controller = viewDelegate { chain.append(controller) }
        var current = superviewStorage
        while let view = current {
            chain.append(view)
            if let controller = view.viewDelegate { chain.append(controller) }
            current = view.superviewStorage
        }
        return chain
    }

    /// The appearance properties set on the view itself.
    var customizedAppearanceKeys: Set<String> {
        Set(AppearanceFlags.keys.filter { appearanceFlags.contains($0.flag) }.map(\.key))
    }

    /// One bit per appearance property of any view class.
    struct AppearanceFlags: OptionSet {
        let rawValue: UInt16
        static let backgroundColor = AppearanceFlags(rawValue: 1 << 0)
        static let exclusiveTouch = AppearanceFlags(rawValue: 1 << 1)
        static let textColor = AppearanceFlags(rawValue: 1 << 2)
        static let font = AppearanceFlags(rawValue: 1 << 3)
        static let onTintColor = AppearanceFlags(rawValue: 1 << 4)
        static let thumbTintColor = AppearanceFlags(rawValue: 1 << 5)
        static let minimumTrackTintColor = AppearanceFlags(rawValue: 1 << 6)
        static let maximumTrackTintColor = AppearanceFlags(rawValue: 1 << 7)
        static let contentEdgeInsets = AppearanceFlags(rawValue: 1 << 8)

        static let keys: [(key: String, flag: AppearanceFlags)] = [
            ("backgroundColor", .backgroundColor), ("exclusiveTouch", .exclusiveTouch), ("textColor", .textColor),
            ("font", .font), ("onTintColor", .onTintColor), ("thumbTintColor", .thumbTintColor),
            ("minimumTrackTintColor", .minimumTrackTintColor), ("maximumTrackTintColor", .maximumTrackTintColor),
            ("contentEdgeInsets", .contentEdgeInsets),
        ]
    }

    /// Notes that an appearance property was set on the view itself, unless a
    /// proxy is setting it.
    func noteCustomized(_ flag: AppearanceFlags) {
        if !AppearanceRegistry.isApplying { appearanceFlags.insert(flag) }
    }
}
