import Foundation

/// The archive of one object: its values by key, as a nib holds them for each
/// object it creates. `init(coder:)` of ViewCore's views and controllers reads
/// it: the frame first, then every other key as key-value coding sets it, then
/// the subviews, added inside the initializer (R1.2). Values are Swift values
/// of the properties' types (a `CGRect` for `frame`, a `UIColor` for
/// `backgroundColor`, `[UIView]` for `subviews`).
///
/// A stack view arranges its `arrangedSubviews` after adding its subviews.
///
/// A nib's coder also answers `decode…(forKey:)` for the element's other
/// archived values (`text` of a label, a `customClass`'s own attributes), as
/// written, so that a subclass reads what concerns it the UIKit way; and it
/// decodes the subviews only when the initializer asks for them, so that they
/// are created inside their parent's `init(coder:)`.
public final class ArchiveCoder: NSCoder {
    /// What `init(coder:)` sets by key-value coding, with `frame` and `subviews`.
    public let values: [String: Any]
    /// The other archived values, which only `decode…(forKey:)` answers:
    /// attributes as the strings they were written as, keyed child elements as
    /// values (a `CGRect`, a `UIColor`).
    public let archivedValues: [String: Any]
    /// Values made on first request (a nib's subviews, its stack view's
    /// arranged subviews), then kept.
    private var deferred: [String: () -> Any?]
    private var decoded: [String: Any] = [:]
    /// Content hugging and compression resistance, which UIKit archives
    /// outside key-value coding.
    var layoutPriorities: [ArchivedLayoutPriority] = []
    /// Sent by `init(coder:)` once the object has decoded itself: a nib
    /// records the object under its id and installs its constraints.
    var objectDidDecode: ((AnyObject) -> Void)?
    /// What a stand-in made from this archive stands for (NibStandIns.swift).
    var standInClass: NibStandInClass?
    /// `values`' properties, as a nib found them in the class of the object
    /// it makes, in `propertyKeys`' order: set without looking them up again.
    var properties: [PreparedSetting]?

    public init(_ values: [String: Any]) {
        self.values = values
        archivedValues = [:]
        deferred = [:]
        super.init()
    }

    init(values: [String: Any], archivedValues: [String: Any], deferred: [String: () -> Any?]) {
        self.values = values
        self.archivedValues = archivedValues
        self.deferred = deferred
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }

    public override func containsValue(forKey key: String) -> Bool {
        values[key] != nil || decoded[key] != nil || deferred[key] != nil || archivedValues[key] != nil
    }

    public override func decodeObject(forKey key: String) -> Any? {
        if let value = values[key] ?? decoded[key] { return value }
        if let make = deferred.removeValue(forKey: key) {
            let value = make()
            decoded[key] = value
            return value
        }
        return archivedValues[key]
    }

    public override func decodeBool(forKey key: String) -> Bool {
        let value = decodeObject(forKey: key)
        if let text = value as? String { return ArchivedText.bool(text) ?? false }
        return KeyValueCoercion.convert(value, to: Bool.self) ?? false
    }

    public override func decodeInteger(forKey key: String) -> Int {
        let value = decodeObject(forKey: key)
        if let text = value as? String { return ArchivedText.number(text).flatMap { Int(exactly: $0) } ?? 0 }
        return KeyValueCoercion.convert(value, to: Int.self) ?? 0
    }

    public override func decodeDouble(forKey key: String) -> Double {
        let value = decodeObject(forKey: key)
        if let text = value as? String { return ArchivedText.number(text) ?? 0 }
        return KeyValueCoercion.convert(value, to: Double.self) ?? 0
    }

    /// The keys `init(coder:)` sets by key-value coding, in a fixed order.
    var propertyKeys: [String] { values.keys.filter { !["frame", "subviews"].contains($0) }.sorted() }

    /// Sets `values` on the object being initialized, by key-value coding, or
    /// straight through the properties a nib found.
    func setProperties(of object: KeyValueCoding) {
        guard let properties else {
            for key in propertyKeys { object.setValue(values[key], forKey: key) }
            return
        }
        for setting in properties where setting.key != "frame" && !setting.apply(object) {
            // What key-value coding would raise for it.
            object.setValue(values[setting.key], forKey: setting.key)
        }
    }
}

/// `horizontalHuggingPriority="251"` and its kin.
struct ArchivedLayoutPriority {
    let axis: NSLayoutConstraint.Axis
    let isHugging: Bool
    let priority: UILayoutPriority
}

/// How IB writes scalars in attributes.
enum ArchivedText {
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "YES", "yes", "true", "1": true
        case "NO", "no", "false", "0": false
        default: nil
        }
    }

    /// A finite number; nil for anything else, `nan` and `inf` included.
    static func number(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return value
    }
}

extension UIView {
    /// What `initWithCoder:` does once the object exists (R1.2): the frame, the
    /// other archived properties, then the archived subviews, whose superview
    /// callbacks therefore fire during it. Another coder than an `ArchiveCoder`
    /// gives a zero-sized view.
    @_spi(Bridging) public func initialize(coder: NSCoder) {
        guard let archive = coder as? ArchiveCoder else { return }
        if let frame = archive.values["frame"] as? CGRect { initialize(frame: frame) }
        archive.setProperties(of: self)
        for priority in archive.layoutPriorities {
            if priority.isHugging {
                setContentHuggingPriority(priority.priority, for: priority.axis)
            } else {
                setContentCompressionResistancePriority(priority.priority, for: priority.axis)
            }
        }
        for subview in archive.decodeObject(forKey: "subviews") as? [UIView] ?? [] { addSubview(subview) }
        if let stack = self as? UIStackView {
            for view in archive.decodeObject(forKey: "arrangedSubviews") as? [UIView] ?? [] { stack.addArrangedSubview(view) }
        }
        archive.objectDidDecode?(self)
    }
}

extension UIViewController {
    /// What `initWithCoder:` does once the object exists: the archived properties
    /// (a storyboard's `title`), then a container's children, which a
    /// storyboard's relationship segues name (a navigation controller's root,
    /// a tab bar controller's tabs), made while it decodes, as UIKit makes them.
    @_spi(Bridging) public func initialize(coder: NSCoder) {
        guard let archive = coder as? ArchiveCoder else { return }
        archive.setProperties(of: self)
        if let children = archive.decodeObject(forKey: "viewControllers") as? [UIViewController], !children.isEmpty {
            switch self {
            case let navigation as UINavigationController: navigation.initialize(rootViewController: children[0])
            case let tabs as UITabBarController: tabs.viewControllers = children
            default: break
            }
        }
        archive.objectDidDecode?(self)
    }
}
