import Foundation

/// One instantiation of a compiled nib, in UIKit's order (R1.2): every object
/// created with `init(coder:)`, a view's subviews inside its own (so their
/// superview callbacks fire during it) and its constraints installed as it
/// finishes decoding; then outlets and actions, then runtime attributes; then
/// `awakeFromNib` to every object that is not a placeholder, in document order.
///
/// Everything a file can get wrong is found before the first object exists
/// (NibCompiler, `resolveClasses`). What the objects' own code raises while
/// they are created or connected fails the load: the objects made are let go,
/// and the outlets set on File's Owner and the external objects are set back,
/// so that nothing half-loaded stays in a hierarchy.
final class NibInstantiator {
    let archive: NibArchive
    let owner: AnyObject?
    let externalObjects: [String: Any]
    let values: NibValues
    private let classes = Session.current.classes
    private let traits = UIScreen.main.traitCollection

    /// By template index.
    private var resolvedClasses: [RegisteredClass?]
    private var objects: [AnyObject?]
    private var decoded: [Bool]
    /// Objects, constraints and layout guides by id, as they come to exist.
    private var objectsByID: [String: AnyObject] = [:]
    /// Constraints whose items did not all exist when their view decoded.
    private var pendingConstraints: [(template: NibConstraintTemplate, owner: UIView, isInstalled: Bool)] = []
    private var failure: NibError?
    /// The first exception raised while loading, with the element being loaded then.
    private var exception: (UIKitException, NibElement)?
    private var currentElement: NibElement
    /// What outlets and runtime attributes changed on placeholders, to set back on failure.
    private var placeholderChanges: [(object: AnyObject, key: String, previous: Any?)] = []
    private(set) var actions: [NibActionConnection] = []
    /// A storyboard's: the controller a relationship segue leads to (a
    /// navigation controller's root), made while its container decodes.
    var relatedController: ((NibSegueTemplate) throws -> UIViewController)?
    /// Told of each object as it comes to exist (a storyboard links its controllers).
    var objectRecorded: ((NibObjectTemplate, AnyObject) -> Void)?

    init(archive: NibArchive, owner: AnyObject?, externalObjects: [String: Any]) {
        self.archive = archive
        self.owner = owner
        self.externalObjects = externalObjects
        values = NibValues(document: archive.document)
        resolvedClasses = Array(repeating: nil, count: archive.templates.count)
        objects = Array(repeating: nil, count: archive.templates.count)
        decoded = Array(repeating: false, count: archive.templates.count)
        currentElement = archive.document.root
    }

    /// The top-level objects, placeholders left out, in document order.
    func run() throws -> [AnyObject] {
        try resolveClasses()
        let previousHandler = UIKitException.handler
        var handlerRestored = false
        UIKitException.handler = { [unowned self] raised in
            if exception == nil { exception = (raised, currentElement) }
        }
        let restoreHandler = {
            guard !handlerRestored else { return }
            handlerRestored = true
            UIKitException.handler = previousHandler
        }
        defer { restoreHandler() }
        do {
            for template in archive.topLevel where !template.isPlaceholder { _ = make(template) }
            try checkFailure()
            installPendingConstraints()
            try checkFailure()
            try connect()
        } catch {
            undoPlaceholderChanges()
            throw error
        }
        restoreHandler()
        awakeFromNib()
        return archive.topLevel.filter { !$0.isPlaceholder }.compactMap { objects[$0.index] }
    }

    private func checkFailure() throws {
        if let failure { throw failure }
        if let (raised, element) = exception { throw values.error(element, raised.reason, exceptionName: raised.name) }
    }

    // MARK: Classes

    /// The class of every object, found before any exists: each `customClass`
    /// is registered and of the kind its element is, each external object given.
    private func resolveClasses() throws {
        for template in archive.templates {
            switch template.role {
            case .placeholder(let identifier):
                if !["IBFilesOwner", "IBFirstResponder"].contains(identifier), externalObjects[identifier] == nil {
                    throw values.error(template.element,
                        "is the external object '\(identifier)', which the options' external objects do not include")
                }
            case .view, .controller, .object:
                resolvedClasses[template.index] = try resolveClass(template)
            }
        }
    }

    private func resolveClass(_ template: NibObjectTemplate) throws -> RegisteredClass {
        let base: RegisteredClass = switch template.role {
        case .view: NativeClasses.view
        case .controller: NativeClasses.controller
        default: NativeClasses.object
        }
        if let name = template.customClass {
            guard let registered = classes.class(named: name) else {
                throw values.error(template.element,
                    "has the custom class \(name), which no class registered with the loader has (a Swift class registered with Session.current.classes, or a Lua class)")
            }
            guard registered.isSubclass(of: base) else {
                throw values.error(template.element, "has the custom class \(name), which is not a subclass of \(base.name)")
            }
            return registered
        }
        return template.kindClass
    }

    // MARK: Creating objects

    /// The object of a template, made now if it does not exist yet (a
    /// reference to an object no parent decoded makes it on its own).
    private func make(_ template: NibObjectTemplate) -> AnyObject? {
        if let existing = objects[template.index] { return existing }
        guard failure == nil, exception == nil, let registeredClass = resolvedClasses[template.index] else { return nil }
        let coder: ArchiveCoder
        do {
            coder = try self.coder(for: template, registeredClass)
        } catch let error as NibError {
            failure = error
            return nil
        } catch {
            failure = values.error(template.element, "\(error)")
            return nil
        }
        let outer = currentElement
        currentElement = template.element
        defer { currentElement = outer }
        guard let object = registeredClass.instantiate(coder: coder) else {
            if failure == nil {
                failure = values.error(template.element, "could not be created: -[\(registeredClass.name) initWithCoder:] failed")
            }
            return nil
        }
        if objects[template.index] == nil { record(object, for: template) }
        return object
    }

    private func record(_ object: AnyObject, for template: NibObjectTemplate) {
        objects[template.index] = object
        if let id = template.id { objectsByID[id] = object }
        objectRecorded?(template, object)
    }

    /// The object made for a template, if it was.
    func object(of template: NibObjectTemplate) -> AnyObject? { objects[template.index] }

    private func coder(for template: NibObjectTemplate, _ registeredClass: RegisteredClass) throws -> ArchiveCoder {
        var deferred: [String: () -> Any?] = [:]
        if !template.subviews.isEmpty {
            let subviews = template.subviews
            deferred["subviews"] = { [weak self] in self?.makeViews(subviews) ?? [] }
            if registeredClass.isSubclass(of: NativeClasses.stackView) {
                deferred["arrangedSubviews"] = { [weak self] in self?.makeViews(subviews) ?? [] }
            }
        }
        for (key, keyed) in template.keyedObjects {
            deferred[key] = { [weak self] in self?.make(keyed) }
        }
        let relationships = template.segues.filter { $0.kind == "relationship" }
        if !relationships.isEmpty, relatedController != nil {
            deferred["viewControllers"] = { [weak self] in self?.makeRelated(relationships) ?? [] }
        }
        let (values, properties) = try propertyValues(template, registeredClass)
        let coder = ArchiveCoder(values: values, archivedValues: template.archivedValues, deferred: deferred)
        coder.properties = properties
        coder.layoutPriorities = template.layoutPriorities
        coder.standInClass = registeredClass as? NibStandInClass
        coder.objectDidDecode = { [weak self] object in self?.didDecode(template, object) }
        return coder
    }

    private func makeRelated(_ segues: [NibSegueTemplate]) -> [UIViewController] {
        guard let relatedController else { return [] }
        var made: [UIViewController] = []
        for segue in segues where failure == nil {
            do {
                made.append(try relatedController(segue))
            } catch let error as NibError {
                failure = error
            } catch {
                failure = values.error(segue.element, "\(error)")
            }
        }
        return made
    }

    private func makeViews(_ templates: [NibObjectTemplate]) -> [UIView] {
        templates.compactMap { make($0) as? UIView }
    }

    /// Sent from inside the object's `init(coder:)`, once it has decoded its
    /// properties and subviews: its layout guides get their ids, and its
    /// constraints are installed.
    private func didDecode(_ template: NibObjectTemplate, _ object: AnyObject) {
        guard !decoded[template.index] else { return }
        decoded[template.index] = true
        if objects[template.index] == nil { record(object, for: template) }
        guard let view = object as? UIView else { return }
        for guide in template.layoutGuides {
            switch guide.key {
            case "safeArea": objectsByID[guide.id] = view.safeAreaLayoutGuide
            case "layoutMarginsGuide": objectsByID[guide.id] = view.layoutMarginsGuide
            case "contentLayoutGuide": if let scrollView = view as? UIScrollView { objectsByID[guide.id] = scrollView.contentLayoutGuide }
            case "frameLayoutGuide": if let scrollView = view as? UIScrollView { objectsByID[guide.id] = scrollView.frameLayoutGuide }
            default: break
            }
        }
        let excluded = excludedConstraints(of: template)
        for constraint in template.constraints {
            let isInstalled = constraint.id.map { !excluded.contains($0) } ?? true
            if !makeConstraint(constraint, owner: view, isInstalled: isInstalled) {
                pendingConstraints.append((constraint, view, isInstalled))
            }
        }
    }

    // MARK: Constraints

    /// Makes the constraint if its items exist; false if one does not yet.
    private func makeConstraint(_ template: NibConstraintTemplate, owner: UIView, isInstalled: Bool) -> Bool {
        guard let first = template.firstItem.map({ item(forID: $0) }) ?? owner else { return false }
        var second: AnyObject?
        if let id = template.secondItem {
            guard let item = item(forID: id) else { return false }
            second = item
        }
        let outer = currentElement
        currentElement = template.element
        defer { currentElement = outer }
        let firstItem = first as? LayoutItem
        let secondItem = second as? LayoutItem
        let constraint = NSLayoutConstraint(
            first: firstItem, template.firstAttribute, template.relation, secondItem, template.secondAttribute,
            multiplier: template.multiplier, constant: template.constant, priority: template.priority,
            caller: "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]",
            itemsAreLayoutItems: firstItem != nil && (second == nil || secondItem != nil))
        constraint.identifier = template.identifier
        if let id = template.id { objectsByID[id] = constraint }
        if isInstalled { constraint.activate() }
        return true
    }

    /// A constraint's item: an object that exists by now, or a storyboard
    /// controller's top or bottom layout guide, made in its root view on first use.
    private func item(forID id: String) -> AnyObject? {
        if let existing = objectsByID[id] { return existing }
        guard let guide = archive.ownerLayoutGuides[id],
              let rootTemplate = archive.topLevel.first(where: { $0.role == .view }),
              let root = objects[rootTemplate.index] as? UIView else { return nil }
        let made = guide.make(in: root)
        objectsByID[id] = made
        return made
    }

    /// Constraints whose items are objects no view had decoded when their
    /// own view did: made once every object exists. An item that never came
    /// to exist (a layout guide the engine does not model) leaves the
    /// constraint out, with a warning.
    private func installPendingConstraints() {
        let pending = pendingConstraints
        pendingConstraints = []
        for (template, owner, isInstalled) in pending where !makeConstraint(template, owner: owner, isInstalled: isInstalled) {
            let missing = [template.firstItem, template.secondItem].compactMap { $0 }.filter { objectsByID[$0] == nil }
            UIKitWarning.log("\(archive.document.fileName): \(template.element.reference): refers to \(missing.map { "'\($0)'" }.joined(separator: " and ")), which the engine does not model; the constraint is left out")
        }
    }

    /// The constraints (by id) the size classes in effect leave out: IB's
    /// `default` variation (any width, any height), then those of the current
    /// width or height class, then those of both.
    private func excludedConstraints(of template: NibObjectTemplate) -> Set<String> {
        guard !template.constraintVariations.isEmpty else { return [] }
        let sizeClasses = [traits.horizontalSizeClass, traits.verticalSizeClass]
        if let cached = template.excludedConstraintsCache, cached.traits == sizeClasses { return cached.excluded }
        var excluded = Set<String>()
        defer { template.excludedConstraintsCache = (sizeClasses, excluded) }
        let ranked = template.constraintVariations.compactMap { variation in
            matchRank(variation.traits).map { (rank: $0, variation: variation) }
        }.sorted { $0.rank < $1.rank }
        for (_, variation) in ranked {
            excluded.formUnion(variation.excluded)
            excluded.subtract(variation.included)
        }
        return excluded
    }

    /// How specific a variation key is if it matches the current traits (0 for
    /// `default`, one more per size class it names); nil if it does not match.
    private func matchRank(_ key: String) -> Int? {
        if key == "default" { return 0 }
        var rank = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            let current: UIUserInterfaceSizeClass
            switch pair[0] {
            case "widthClass": current = traits.horizontalSizeClass
            case "heightClass": current = traits.verticalSizeClass
            default: return nil
            }
            guard (pair[1] == "compact" && current == .compact) || (pair[1] == "regular" && current == .regular) else {
                return nil
            }
            rank += 1
        }
        return rank
    }

    // MARK: Connections

    /// The object an id names: a placeholder's, an object (made now if no
    /// parent decoded it), or a constraint or layout guide.
    private func object(forID id: String) -> AnyObject? {
        if let existing = objectsByID[id] { return existing }
        if let template = archive.templatesByID[id] {
            if case .placeholder(let identifier) = template.role { return placeholderObject(identifier) }
            return make(template)
        }
        if let owningTemplate = archive.ownersOfSubordinateIDs[id] {
            _ = make(owningTemplate)
            return objectsByID[id]
        }
        return nil
    }

    private func placeholderObject(_ identifier: String) -> AnyObject? {
        switch identifier {
        case "IBFilesOwner": owner
        case "IBFirstResponder": nil
        default: externalObjects[identifier].map { $0 as AnyObject }
        }
    }

    private func sourceObject(_ template: NibObjectTemplate) -> AnyObject? {
        if case .placeholder(let identifier) = template.role { return placeholderObject(identifier) }
        return objects[template.index]
    }

    /// Outlets, outlet collections and actions, object by object in document
    /// order; then the runtime attributes.
    private func connect() throws {
        for template in archive.templates {
            guard let source = sourceObject(template) else { continue }
            var collections: [(name: String, element: NibElement, objects: [AnyObject])] = []
            for connection in template.connections where !archive.connectedElsewhere.contains(connection.destination) {
                let destination = object(forID: connection.destination)
                try checkFailure()
                switch connection.kind {
                case .outlet:
                    try set(destination, forKeyPath: connection.name, of: source, template, connection.element)
                case .outletCollection:
                    guard let destination else { continue }
                    if let index = collections.firstIndex(where: { $0.name == connection.name }) {
                        collections[index].objects.append(destination)
                    } else {
                        collections.append((connection.name, connection.element, [destination]))
                    }
                case .action:
                    let action = NibActionConnection(source: source, selector: connection.name, target: destination,
                                                     eventType: connection.eventType)
                    actions.append(action)
                    (source as? NibStandInView)?.actions.append(action)
                    // A real control gets the target-action, as UIKit's nib loading adds it.
                    if let control = source as? UIControl, let events = connection.eventType.flatMap({ NibValues.controlEvents[$0] }) {
                        control.addTarget(destination, action: Selector(connection.name), for: events)
                    }
                }
            }
            for collection in collections {
                try set(NibInstantiator.typedArray(collection.objects), forKeyPath: collection.name, of: source, template,
                        collection.element)
            }
        }
        for template in archive.templates {
            guard let source = sourceObject(template) else { continue }
            for attribute in template.runtimeAttributes {
                try set(attribute.value, forKeyPath: attribute.keyPath, of: source, template, attribute.element)
            }
        }
    }

    private func set(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject, _ template: NibObjectTemplate,
                     _ element: NibElement) throws {
        let outer = currentElement
        currentElement = element
        defer { currentElement = outer }
        if template.isPlaceholder, !keyPath.contains(".") {
            placeholderChanges.append((object, keyPath, currentValue(forKey: keyPath, of: object)))
        }
        if let property = declaredProperty(keyPath, of: template), property.setBoxedValue(value, of: object) {
            return try checkFailure()
        }
        KeyValueAccess.setValue(value, forKeyPath: keyPath, of: object)
        try checkFailure()
    }

    /// The settable property a key names in the class the template's object
    /// was made of, remembered for the next instantiation; nil for a
    /// placeholder, a key path, or a key the class does not declare, which
    /// key-value coding then handles.
    private func declaredProperty(_ key: String, of template: NibObjectTemplate) -> AnyProperty? {
        guard !template.isPlaceholder, let registeredClass = resolvedClasses[template.index] else { return nil }
        if let known = template.connectedProperties[key], known.registeredClass === registeredClass { return known.property }
        guard !key.contains("."), let property = registeredClass.property(forKey: key), !property.isReadOnly else { return nil }
        template.connectedProperties[key] = (registeredClass, property)
        return property
    }

    /// A controller's `view` as it is, without loading it.
    private func currentValue(forKey key: String, of object: AnyObject) -> Any? {
        if key == "view", let controller = object as? UIViewController { return controller.viewIfLoaded }
        var value: Any?
        UIKitException.capture { value = KeyValueAccess.value(forKey: key, of: object) }
        return value
    }

    private func undoPlaceholderChanges() {
        let changes = placeholderChanges
        placeholderChanges = []
        UIKitException.capture {
            for change in changes.reversed() { KeyValueAccess.setValue(change.previous, forKey: change.key, of: change.object) }
        }
    }

    /// An outlet collection as an array of the most specific type its members share.
    static func typedArray(_ objects: [AnyObject]) -> Any {
        if let views = objects as? [UIView] { return views }
        if let constraints = objects as? [NSLayoutConstraint] { return constraints }
        if let responders = objects as? [UIResponder] { return responders }
        return objects
    }

    // MARK: Awaking

    private func awakeFromNib() {
        for template in archive.templates where !template.isPlaceholder {
            switch objects[template.index] {
            case let view as UIView: view.awakeFromNib()
            case let controller as UIViewController: controller.awakeFromNib()
            default: break
            }
        }
    }
}
