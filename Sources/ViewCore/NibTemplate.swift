import Foundation

/// One object of a nib, compiled once from its element: what instantiating
/// the nib makes of it each time (as ibtool compiles a `.xib` into a `.nib`,
/// done here when the nib is first used).
final class NibObjectTemplate {
    enum Role: Equatable {
        /// File's Owner (`IBFilesOwner`), First Responder (`IBFirstResponder`),
        /// or an external object, by its placeholder identifier.
        case placeholder(String)
        case view, controller, object
    }

    let element: NibElement
    /// Its position in the document, pre-order: the order objects are awoken in.
    let index: Int
    let role: Role
    /// The UIKit class the element's kind stands for (`UIView`, `UILabel`).
    let kindClassName: String
    let customClass: String?
    let frame: CGRect?
    /// Attributes as written, and keyed child elements read as values: what
    /// the coder answers, and what becomes a property where the class has one.
    let archivedValues: [String: Any]
    let layoutPriorities: [ArchivedLayoutPriority]
    let subviews: [NibObjectTemplate]
    /// Objects held under a key (a cell's `contentView`), made when the
    /// object decodes that key, or when something refers to them.
    let keyedObjects: [(key: String, template: NibObjectTemplate)]
    /// Objects in unkeyed collections (a table view's prototype cells), made
    /// only when something refers to them.
    let otherObjects: [NibObjectTemplate]
    let layoutGuides: [(id: String, key: String, element: NibElement)]
    let constraints: [NibConstraintTemplate]
    let connections: [NibConnectionTemplate]
    let runtimeAttributes: [NibRuntimeAttribute]
    /// Which constraints (by id) a size class adds or takes away, by the
    /// variation's key (`default`, `widthClass=regular`).
    let constraintVariations: [(traits: String, included: Set<String>, excluded: Set<String>)]
    /// The segues that start at it (a storyboard's).
    let segues: [NibSegueTemplate]
    /// A storyboard controller's view, which loads with the view, not with
    /// the controller (StoryboardCompiler).
    let viewElement: NibElement?

    /// Filled in by the compiler, which makes the children first.
    init(element: NibElement, index: Int, role: Role, kindClassName: String, frame: CGRect?,
         archivedValues: [String: Any], layoutPriorities: [ArchivedLayoutPriority],
         subviews: [NibObjectTemplate], keyedObjects: [(key: String, template: NibObjectTemplate)],
         otherObjects: [NibObjectTemplate], layoutGuides: [(id: String, key: String, element: NibElement)],
         constraints: [NibConstraintTemplate], connections: [NibConnectionTemplate],
         runtimeAttributes: [NibRuntimeAttribute],
         constraintVariations: [(traits: String, included: Set<String>, excluded: Set<String>)],
         segues: [NibSegueTemplate] = [], viewElement: NibElement? = nil) {
        self.element = element
        self.index = index
        self.role = role
        self.kindClassName = kindClassName
        customClass = role == .object || role == .view || role == .controller ? element["customClass"] : nil
        self.frame = frame
        self.archivedValues = archivedValues
        self.layoutPriorities = layoutPriorities
        self.subviews = subviews
        self.keyedObjects = keyedObjects
        self.otherObjects = otherObjects
        self.layoutGuides = layoutGuides
        self.constraints = constraints
        self.connections = connections
        self.runtimeAttributes = runtimeAttributes
        self.constraintVariations = constraintVariations
        self.segues = segues
        self.viewElement = viewElement
    }

    var id: String? { element.id }

    /// ViewCore's class for the element's kind, if it has one; a stand-in
    /// takes the place of the others.
    var nativeClass: RegisteredClass? {
        let base: RegisteredClass = switch role {
        case .view: NativeClasses.view
        case .controller: NativeClasses.controller
        default: NativeClasses.object
        }
        guard let native = ClassRegistry.nativeClass(named: kindClassName), native.isSubclass(of: base),
              native !== NativeClasses.object, native.decodes else { return nil }
        return native
    }
    var isPlaceholder: Bool { if case .placeholder = role { true } else { false } }

    /// The objects it holds, in document order.
    var nestedObjects: [NibObjectTemplate] { subviews + keyedObjects.map(\.template) + otherObjects }

    /// The values `init(coder:)` sets for an instance of `registeredClass`, by
    /// key and as the properties to set in order, kept for the next
    /// instantiation with the same class.
    var propertyValuesCache: (registeredClass: RegisteredClass, values: [String: Any],
                              properties: [PreparedSetting])?
    /// The properties its outlets and runtime attributes set, by key, in the
    /// class they were looked up in.
    var connectedProperties: [String: (registeredClass: RegisteredClass, property: AnyProperty)] = [:]
    /// The class the element's kind gives it when it names no custom class.
    lazy var kindClass: RegisteredClass = nativeClass ?? NibStandInClass.named(kindClassName, base: standInBase)
    /// The constraints (by id) the size classes leave out, for the size classes they were worked out for.
    var excludedConstraintsCache: (traits: [UIUserInterfaceSizeClass], excluded: Set<String>)?

    private var standInBase: NibStandInClass.Base {
        switch role {
        case .view: .view
        case .controller: .controller
        default: .object
        }
    }
}

/// `<constraint firstItem="a" firstAttribute="leading" secondItem="b" …/>`
struct NibConstraintTemplate {
    let element: NibElement
    let id: String?
    /// nil: the view whose `<constraints>` hold it.
    let firstItem: String?
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let secondItem: String?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: UILayoutPriority
    let identifier: String?
}

/// An `<outlet>`, `<outletCollection>` or `<action>` of an object.
struct NibConnectionTemplate {
    enum Kind { case outlet, outletCollection, action }
    let element: NibElement
    let kind: Kind
    /// The outlet's property, or the action's selector.
    let name: String
    let destination: String
    /// An action's control event (`touchUpInside`).
    let eventType: String?
}

/// `<segue destination="x" kind="show" identifier="detail"/>`
struct NibSegueTemplate {
    let element: NibElement
    let identifier: String?
    /// The id of the destination scene's controller.
    let destination: String
    /// `show`, `presentation`, `embed`, `relationship`, …
    let kind: String
    /// A relationship's name: `rootViewController`, `viewControllers`.
    let relationship: String?
    let animates: Bool
    let modalPresentationStyle: UIModalPresentationStyle?
    let modalTransitionStyle: UIModalTransitionStyle?
}

/// `<userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">`
struct NibRuntimeAttribute {
    let element: NibElement
    let keyPath: String
    let value: Any?
}

/// A target-action connection a nib archives on a control: recorded, for the
/// controls that will send it.
public struct NibActionConnection {
    public let source: AnyObject
    /// `loadButtonPressed:`
    public let selector: String
    public let target: AnyObject?
    /// IB's name of the control event: `touchUpInside`, `valueChanged`, …
    public let eventType: String?
}

/// A compiled document: the templates of its top-level objects, and every
/// template by id, for references.
final class NibArchive {
    let document: NibDocument
    let topLevel: [NibObjectTemplate]
    /// Every template, in document order (`index`).
    let templates: [NibObjectTemplate]
    let templatesByID: [String: NibObjectTemplate]
    /// The template that owns each constraint and layout guide, by their ids.
    let ownersOfSubordinateIDs: [String: NibObjectTemplate]
    /// Ids of objects another nib of the storyboard makes: connections to
    /// them are made there (a controller's outlets into its view).
    var connectedElsewhere: Set<String> = []
    /// A storyboard controller's top and bottom layout guides, by id, which
    /// its view's nib makes in the view.
    var ownerLayoutGuides: [String: ViewControllerLayoutGuide] = [:]

    init(document: NibDocument, topLevel: [NibObjectTemplate], templates: [NibObjectTemplate],
         ownersOfSubordinateIDs: [String: NibObjectTemplate]) {
        self.document = document
        self.topLevel = topLevel
        self.templates = templates
        var byID: [String: NibObjectTemplate] = [:]
        for template in templates { if let id = template.id { byID[id] = template } }
        templatesByID = byID
        self.ownersOfSubordinateIDs = ownersOfSubordinateIDs
    }
}
