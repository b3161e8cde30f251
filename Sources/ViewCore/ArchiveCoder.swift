import Foundation

/// The archive of one object: its values by key, as a nib holds them for each
/// object it creates. `init(coder:)` of ViewCore's views and controllers reads
/// it: the frame first, then every other key as key-value coding sets it, then
/// the subviews, added inside the initializer (R1.2). Values are Swift values
/// of the properties' types (a `CGRect` for `frame`, a `UIColor` for
/// `backgroundColor`, `[UIView]` for `subviews`).
public final class ArchiveCoder: NSCoder {
    public let values: [String: Any]

    public init(_ values: [String: Any]) {
        self.values = values
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    public override func decodeObject(forKey key: String) -> Any? { values[key] }
    public override func decodeBool(forKey key: String) -> Bool { KeyValueCoercion.convert(values[key], to: Bool.self) ?? false }
    public override func decodeInteger(forKey key: String) -> Int { KeyValueCoercion.convert(values[key], to: Int.self) ?? 0 }
    public override func decodeDouble(forKey key: String) -> Double { KeyValueCoercion.convert(values[key], to: Double.self) ?? 0 }

    /// The keys `init(coder:)` sets by key-value coding, in a fixed order.
    var propertyKeys: [String] { values.keys.filter { !["frame", "subviews"].contains($0) }.sorted() }
}

extension UIView {
    /// What `initWithCoder:` does once the object exists (R1.2): the frame, the
    /// other archived properties, then the archived subviews, whose superview
    /// callbacks therefore fire during it. Another coder than an `ArchiveCoder`
    /// gives a zero-sized view.
    @_spi(Bridging) public func initialize(coder: NSCoder) {
        guard let archive = coder as? ArchiveCoder else { return }
        if let frame = archive.values["frame"] as? CGRect { initialize(frame: frame) }
        for key in archive.propertyKeys { setValue(archive.values[key], forKey: key) }
        for subview in archive.values["subviews"] as? [UIView] ?? [] { addSubview(subview) }
    }
}

extension UIViewController {
    /// What `initWithCoder:` does once the object exists: the archived properties
    /// (a storyboard's `title`, its `view`).
    @_spi(Bridging) public func initialize(coder: NSCoder) {
        guard let archive = coder as? ArchiveCoder else { return }
        for key in archive.propertyKeys { setValue(archive.values[key], forKey: key) }
    }
}
