import XCTest
@testable import ViewCore

/// The folder of real Interface Builder files the tests load (Tests/Fixtures/ib,
/// with their licences in SOURCES.md), as a bundle.
let fixtureBundle: Bundle = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ib")
    guard let bundle = Bundle(url: folder) else { preconditionFailure("no fixtures at \(folder.path)") }
    return bundle
}()

/// A nib from XML text, for the tests that need a document of their own.
func nib(_ objects: String, resources: String = "") -> UINib {
    UINib(data: nibData(objects, resources: resources), bundle: nil)
}

/// A `.xib` document holding `objects`, after the two usual placeholders
/// unless `objects` has its own File's Owner.
func nibData(_ objects: String, resources: String = "") -> Data {
    let owner = objects.contains("IBFilesOwner") ? ""
        : #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#
    let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            \(owner)
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    \(objects)
        </objects>
        \(resources.isEmpty ? "" : "<resources>\(resources)</resources>")
    </document>
    """
    return Data(xml.utf8)
}

/// Registers a Swift view class with the session's registry, as an app
/// registers the classes its nibs name, with the properties its outlets and
/// runtime attributes set.
func registerView<View: UIView>(_ type: View.Type, _ name: String, superclass: RegisteredClass = NativeClasses.view,
                                properties: [AnyProperty] = []) {
    Session.current.classes.register(RegisteredClass(name: name, superclass: superclass, swiftType: type,
                                                     properties: properties, decode: { View(coder: $0) }))
}

func registerController<Controller: UIViewController>(_ type: Controller.Type, _ name: String,
                                                       properties: [AnyProperty] = []) {
    Session.current.classes.register(RegisteredClass(name: name, superclass: NativeClasses.controller, swiftType: type,
                                                     properties: properties, decode: { Controller(coder: $0) }))
}

/// An outlet property of a test class.
func outlet<Root: AnyObject, Value>(_ key: String, _ path: ReferenceWritableKeyPath<Root, Value?>) -> AnyProperty {
    Property(key, get: { (object: Root) in object[keyPath: path] }, set: { $0[keyPath: path] = $1 })
}

func attribute<Root: AnyObject, Value>(_ key: String, _ path: ReferenceWritableKeyPath<Root, Value>) -> AnyProperty {
    Property(key, get: { (object: Root) in object[keyPath: path] }, set: { $0[keyPath: path] = $1 })
}

/// The class names of a tree, pre-order, indented by depth.
func classTree(_ view: UIView, depth: Int = 0) -> [String] {
    [String(repeating: "  ", count: depth) + view.className]
        + view.subviews.flatMap { classTree($0, depth: depth + 1) }
}

/// A view whose every hook of the nib-loading order logs, with outlets.
final class NibLoggingView: UIView {
    nonisolated(unsafe) static var log: [String] = []
    var name = "?"
    var child: UIView?
    var sibling: UIView?

    required init?(coder: NSCoder) {
        let name = coder.decodeObject(forKey: "userLabel") as? String ?? "?"
        NibLoggingView.log.append("\(name) initWithCoder: begin")
        self.name = name
        super.init(coder: coder)
        NibLoggingView.log.append("\(name) initWithCoder: end, outlets \(child == nil && sibling == nil ? "nil" : "set"), subviews \(subviews.count)")
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        NibLoggingView.log.append("\(name) willMoveToSuperview: \((newSuperview as? NibLoggingView)?.name ?? "nil")")
    }

    override func didMoveToSuperview() { NibLoggingView.log.append("\(name) didMoveToSuperview") }

    override func didAddSubview(_ subview: UIView) {
        NibLoggingView.log.append("\(name) didAddSubview: \((subview as? NibLoggingView)?.name ?? "?")")
    }

    override func awakeFromNib() {
        NibLoggingView.log.append("\(name) awakeFromNib, child \(child.map { ($0 as? NibLoggingView)?.name ?? "?" } ?? "nil"), sibling \(sibling.map { ($0 as? NibLoggingView)?.name ?? "?" } ?? "nil"), tag \(tag)")
    }

    static func register() {
        registerView(NibLoggingView.self, "NibLoggingView", properties: [
            outlet("child", \NibLoggingView.child), outlet("sibling", \NibLoggingView.sibling),
        ])
    }
}
