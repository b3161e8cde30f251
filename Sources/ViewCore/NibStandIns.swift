import Foundation

/// What a nib makes of an element whose kind the engine has no class for (a
/// `label`, a `tableView`, a `tapGestureRecognizer`): an object of the nearest
/// class it has (a view, a controller, an object) that answers to the kind's
/// class name (`UILabel`) and keeps every archived value. Key-value coding of
/// a key the engine does not know is kept too, instead of raising, since the
/// real class may well have that key (a label's `text`).
public protocol NibStandIn: AnyObject {
    /// The UIKit class it stands for: `UILabel`.
    var standInClassName: String { get }
    /// The archived values, as the coder gave them, and values set by key
    /// that the engine's class does not declare.
    var keptValues: [String: Any] { get }
}

/// The class of one kind of stand-in, as the registry sees its instances.
final class NibStandInClass: RegisteredClass {
    enum Base { case view, controller, object }
    let base: Base

    private init(name: String, base: Base) {
        self.base = base
        switch base {
        case .view: super.init(name: name, superclass: NativeClasses.view, swiftType: NibStandInView.self)
        case .controller:
            super.init(name: name, superclass: NativeClasses.controller, swiftType: NibStandInController.self)
        case .object: super.init(name: name, superclass: NativeClasses.object, swiftType: NibStandInObject.self)
        }
    }

    /// One class per name and base, shared: it holds no state of its own.
    nonisolated(unsafe) private static var known: [String: NibStandInClass] = [:]

    static func named(_ name: String, base: Base) -> NibStandInClass {
        let cacheKey = "\(base):\(name)"
        if let existing = known[cacheKey] { return existing }
        let made = NibStandInClass(name: name, base: base)
        known[cacheKey] = made
        return made
    }

    override func instantiate(coder: NSCoder) -> AnyObject? {
        switch base {
        case .view: NibStandInView(coder: coder)
        case .controller: NibStandInController(coder: coder)
        case .object: NibStandInObject(coder: coder)
        }
    }

    override func setValue(_ value: Any?, forUndefinedKey key: String, of object: AnyObject) {
        (object as? KeptValueStore)?.keep(value, forKey: key)
    }

    override func value(forUndefinedKey key: String, of object: AnyObject) -> Any? {
        (object as? NibStandIn)?.keptValues[key]
    }
}

/// A stand-in's side of `NibStandInClass`'s key-value coding.
protocol KeptValueStore: NibStandIn {
    var standInClass: NibStandInClass { get }
    func keep(_ value: Any?, forKey key: String)
}

/// A view of a kind the engine has no class for (`UILabel`, `UITableView`).
/// Kinds whose content has a natural size (a label's text, a button's title,
/// an image) report the size IB designed them at as their intrinsic content
/// size, the nearest the engine can come to measuring the content.
public final class NibStandInView: UIView, KeptValueStore {
    let standInClass: NibStandInClass
    public private(set) var keptValues: [String: Any]
    /// The target-action connections the nib archived on it, for the control
    /// it stands for.
    public internal(set) var actions: [NibActionConnection] = []
    private let designedIntrinsicSize: CGSize?

    /// The coder of a nib's element; nil for another coder, which does not
    /// say what the view stands for.
    public required init?(coder: NSCoder) {
        guard let archive = coder as? ArchiveCoder, let standIn = archive.standInClass, standIn.base == .view else {
            return nil
        }
        standInClass = standIn
        keptValues = archive.archivedValues
        designedIntrinsicSize = (archive.values["frame"] as? CGRect).map { NibStandInView.intrinsicSize(standIn.name, $0.size) }
        super.init(coder: coder)
    }

    public var standInClassName: String { standInClass.name }
    public override var className: String { standInClass.name }

    public override var intrinsicContentSize: CGSize { designedIntrinsicSize ?? super.intrinsicContentSize }

    func keep(_ value: Any?, forKey key: String) { keptValues[key] = value }

    private static let sizedByContent: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UISwitch", "UIStepper", "UISegmentedControl", "UITextField",
        "UIActivityIndicatorView", "UIPageControl",
    ]
    private static let heightByContent: Set<String> = ["UISlider", "UIProgressView"]

    private static func intrinsicSize(_ name: String, _ designed: CGSize) -> CGSize {
        if sizedByContent.contains(name) { return designed }
        if heightByContent.contains(name) { return CGSize(width: UIView.noIntrinsicMetric, height: designed.height) }
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// A controller of a kind the engine has no class for (`UITableViewController`).
public final class NibStandInController: UIViewController, KeptValueStore {
    let standInClass: NibStandInClass
    public private(set) var keptValues: [String: Any]

    public required init?(coder: NSCoder) {
        guard let archive = coder as? ArchiveCoder, let standIn = archive.standInClass, standIn.base == .controller else {
            return nil
        }
        standInClass = standIn
        keptValues = archive.archivedValues
        super.init(coder: coder)
    }

    public var standInClassName: String { standInClass.name }
    public override var className: String { standInClass.name }

    func keep(_ value: Any?, forKey key: String) { keptValues[key] = value }
}

/// Any other object of a kind the engine has no class for (a gesture
/// recognizer, a navigation item).
public final class NibStandInObject: NSObject, KeptValueStore {
    let standInClass: NibStandInClass
    public private(set) var keptValues: [String: Any]

    public init?(coder: NSCoder) {
        guard let archive = coder as? ArchiveCoder, let standIn = archive.standInClass, standIn.base == .object else {
            return nil
        }
        standInClass = standIn
        keptValues = archive.archivedValues
        super.init()
    }

    public var standInClassName: String { standInClass.name }
    /// `<UITapGestureRecognizer>`: no address, as every description here.
    public override var description: String { "<\(standInClass.name)>" }

    func keep(_ value: Any?, forKey key: String) { keptValues[key] = value }
}
