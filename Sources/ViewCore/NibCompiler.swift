import Foundation

/// Compiles a document's objects into templates, checking everything that can
/// be checked before an object exists: the values read, references name
/// objects the document has. What it cannot model it warns of once, here,
/// rather than at each instantiation.
struct NibCompiler {
    let document: NibDocument
    let values: NibValues
    private var templates: [NibObjectTemplate] = []
    private var subordinateOwners: [String: NibObjectTemplate] = [:]
    /// A storyboard's: a controller's view is compiled into a nib of its own.
    let separatesControllerViews: Bool

    init(document: NibDocument, separatesControllerViews: Bool = false) {
        self.document = document
        values = NibValues(document: document)
        self.separatesControllerViews = separatesControllerViews
    }

    /// The objects of a `.xib`.
    static func compileXib(_ document: NibDocument) throws -> NibArchive {
        guard let objects = document.root.child(named: "objects") else {
            throw NibError(file: document.fileName, element: document.root, "has no <objects>")
        }
        var compiler = NibCompiler(document: document)
        return try compiler.compile(objectElements: objects.children)
    }

    /// The given top-level object elements and everything they hold, after
    /// `placeholders` made by the caller (a storyboard view's File's Owner).
    mutating func compile(objectElements: [NibElement], placeholders: [NibObjectTemplate] = []) throws -> NibArchive {
        templates += placeholders
        let topLevel = try placeholders + objectElements.filter(isObject).map { try compileObject($0, role: nil) }
        try checkReferences()
        warnOfStandIns()
        return NibArchive(document: document, topLevel: topLevel, templates: templates.sorted { $0.index < $1.index },
                          ownersOfSubordinateIDs: subordinateOwners)
    }

    // MARK: Objects

    /// Elements that are objects rather than values: those with an id, and
    /// views (which IB writes with a frame, sometimes without an id).
    func isObject(_ element: NibElement) -> Bool {
        guard !NibCompiler.notObjects.contains(element.name) else { return false }
        return element.id != nil || element.child(key: "frame")?.name == "rect"
    }

    static let notObjects: Set<String> = [
        "outlet", "outletCollection", "action", "segue", "constraint", "viewLayoutGuide", "layoutGuide",
        "device", "adaptation", "scene", "variation", "exclude", "include", "mask", "exit",
        "viewControllerLayoutGuide",
    ]

    /// A placeholder made for the document's element, with the connections given.
    mutating func placeholder(_ identifier: String, element: NibElement,
                              connections: [NibConnectionTemplate]) -> NibObjectTemplate {
        let index = startedCount
        startedCount += 1
        return NibObjectTemplate(
            element: element, index: index, role: .placeholder(identifier), kindClassName: "NSObject", frame: nil,
            archivedValues: [:], layoutPriorities: [], subviews: [], keyedObjects: [], otherObjects: [], layoutGuides: [],
            constraints: [], connections: connections, runtimeAttributes: [], constraintVariations: [])
    }

    private mutating func compileObject(_ element: NibElement, role forcedRole: NibObjectTemplate.Role?) throws -> NibObjectTemplate {
        let index = startedCount
        startedCount += 1
        let role = forcedRole ?? NibCompiler.role(of: element)
        var frame: CGRect?
        var archived: [String: Any] = element.attributes
        var subviews: [NibObjectTemplate] = []
        var keyed: [(key: String, template: NibObjectTemplate)] = []
        var others: [NibObjectTemplate] = []
        var guides: [(id: String, key: String, element: NibElement)] = []
        var constraints: [NibConstraintTemplate] = []
        var connections: [NibConnectionTemplate] = []
        var runtimeAttributes: [NibRuntimeAttribute] = []
        var variations: [(traits: String, included: Set<String>, excluded: Set<String>)] = []
        var segues: [NibSegueTemplate] = []
        var viewElement: NibElement?
        for child in element.children {
            switch child.name {
            case "subviews":
                subviews += try child.children.map { try compileObject($0, role: .view) }
            case "constraints":
                constraints += try child.children(named: "constraint").compactMap(compileConstraint)
            case "viewLayoutGuide", "layoutGuide":
                if let id = child.id { guides.append((id, child.key ?? "", child)) }
            case "connections":
                connections += try child.children.compactMap(compileConnection)
                segues += try child.children(named: "segue").map(compileSegue)
            case "userDefinedRuntimeAttributes":
                runtimeAttributes += try child.children(named: "userDefinedRuntimeAttribute").compactMap(compileRuntimeAttribute)
            case "variation":
                if let variation = compileVariation(child) { variations.append(variation) }
            default:
                if let key = child.key {
                    if separatesControllerViews, role == .controller, key == "view", isObject(child) {
                        viewElement = child
                    } else if isObject(child) {
                        keyed.append((key, try compileObject(child, role: nil)))
                    } else if key == "frame", child.name == "rect" {
                        frame = try values.rect(child)
                    } else if child.name == "accessibility" {
                        try accessibilityValues(child).forEach { archived[$0.key] = $0.value }
                    } else if child.name == "textInputTraits" {
                        // A text input's traits are its own properties (`keyboardType`).
                        for (name, value) in child.attributes where name != "key" {
                            switch value {
                            case "YES": archived[name] = true
                            case "NO": archived[name] = false
                            default: archived[name] = value
                            }
                        }
                    } else if let value = try keyedValue(child) {
                        // A button's states are keyed by state names, which are also
                        // the control's properties (`highlighted`): they keep a key of their own.
                        archived[child.name == "state" ? NibButtonState.key(key) : key] = value
                    }
                } else {
                    others += try child.children.filter(isObject).map { try compileObject($0, role: nil) }
                }
            }
        }
        if let frame { archived["frame"] = frame }
        let template = NibObjectTemplate(
            element: element, index: index, role: role, kindClassName: NibCompiler.kindClassName(element.name),
            frame: frame, archivedValues: archived, layoutPriorities: try layoutPriorities(element),
            subviews: subviews, keyedObjects: keyed, otherObjects: others, layoutGuides: guides,
            constraints: constraints, connections: connections, runtimeAttributes: runtimeAttributes,
            constraintVariations: variations, segues: segues, viewElement: viewElement)
        for constraint in constraints { if let id = constraint.id { subordinateOwners[id] = template } }
        for guide in guides { subordinateOwners[guide.id] = template }
        templates.append(template)
        return template
    }

    /// Templates are appended children first; an index is taken on the way
    /// down, so that it counts in document order.
    private var startedCount = 0

    static func role(of element: NibElement) -> NibObjectTemplate.Role {
        if element.name == "placeholder" { return .placeholder(element["placeholderIdentifier"] ?? "") }
        if element.name.hasSuffix("Controller") { return .controller }
        if element.child(key: "frame")?.name == "rect" || viewKinds.contains(element.name) { return .view }
        return .object
    }

    static let viewKinds: Set<String> = [
        "view", "label", "button", "textField", "switch", "slider", "stepper", "segmentedControl", "pageControl",
        "progressView", "activityIndicatorView", "datePicker", "pickerView", "searchBar", "toolbar", "navigationBar",
        "tabBar", "imageView", "textView", "tableView", "collectionView", "scrollView", "stackView", "webView",
        "wkWebView", "mapView", "tableViewCell", "collectionViewCell", "collectionReusableView", "visualEffectView",
        "window", "containerView",
    ]

    /// The class a kind of element stands for: `label` is `UILabel`. IB's
    /// names that do not follow the rule are listed.
    static func kindClassName(_ kind: String) -> String {
        if let irregular = irregularKindClassNames[kind] { return irregular }
        guard let first = kind.first else { return "NSObject" }
        return "UI" + first.uppercased() + kind.dropFirst()
    }

    static let irregularKindClassNames: [String: String] = [
        "wkWebView": "WKWebView", "mapView": "MKMapView", "glkView": "GLKView", "mtkView": "MTKView",
        "skView": "SKView", "sceneKitView": "SCNView", "arscnView": "ARSCNView", "arskView": "ARSKView",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer", "customObject": "NSObject",
        "placeholder": "NSObject", "containerView": "UIView",
    ]

    // MARK: Values

    /// A keyed child element read as a value; nil for what the engine has no
    /// value for, which the element keeps.
    private func keyedValue(_ element: NibElement) throws -> Any? {
        switch element.name {
        case "rect": return try values.rect(element)
        case "size": return try values.size(element)
        case "point": return try values.point(element)
        case "color": return try color(element)
        case "autoresizingMask": return try values.autoresizingMask(element)
        case "edgeInsets", "inset", "directionalEdgeInsets": return try values.insets(element)
        case "string": return element["value"] ?? element.text
        case "real", "integer", "number": return try values.number(element, "value")
        case "bool", "boolean": return try values.bool(element, "value")
        case "fontDescription": return try values.font(element)
        case "state": return try buttonState(element)
        default: return nil
        }
    }

    /// An `<accessibility key="accessibilityConfiguration" identifier="…"
    /// label="…" hint="…">` with its `<bool key="isElement">`: the view's
    /// accessibility properties, by key. Traits are not kept.
    private func accessibilityValues(_ element: NibElement) throws -> [String: Any] {
        var result: [String: Any] = [:]
        for (attribute, key) in [("identifier", "accessibilityIdentifier"), ("label", "accessibilityLabel"),
                                 ("hint", "accessibilityHint"), ("value", "accessibilityValue")] {
            if let text = element[attribute] { result[key] = text }
        }
        if let isElement = try element.child(key: "isElement").flatMap({ try values.bool($0, "value") }) {
            result["isAccessibilityElement"] = isElement
        }
        return result
    }

    /// A button's `<state key="normal" title="…" image="…">`, with its title
    /// colour.
    private func buttonState(_ element: NibElement) throws -> NibButtonState {
        let color = try element.child(key: "titleColor").flatMap { try self.color($0) }
        return NibButtonState(title: element["title"], imageName: element["image"], titleColor: color)
    }

    /// A color by its components, or by the name of a system or asset color,
    /// which the document's `<resources>` may describe (an asset color is
    /// otherwise looked for in the catalogs beside the document); one the
    /// engine cannot know is left out, with a warning, and the property keeps
    /// its default.
    func color(_ element: NibElement, resolvingNames: Bool = true) throws -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if resolvingNames, let described = try resourceColor("systemColor", name) { return described }
            if let known = UIColor.namedSystemColors[name] { return known }
            warn(element, "names the system color '\(name)', which the engine does not know; it is left out")
            return nil
        }
        if let name = element["name"] {
            if resolvingNames, let described = try resourceColor("namedColor", name) { return described }
            if let cataloged = AssetCatalog.color(named: name, inFolder: document.folder ?? Session.current.mainBundlePath) {
                return UIColor(cgColor: cataloged)
            }
            warn(element, "names the color '\(name)', which neither the document nor an asset catalog beside it describes; it is left out")
            return nil
        }
        let alpha = try values.number(element, "alpha") ?? 1
        if let white = try values.number(element, "white") { return UIColor(white: white, alpha: alpha) }
        if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            return UIColor(red: try values.requiredNumber(element, "red"), green: try values.requiredNumber(element, "green"),
                           blue: try values.requiredNumber(element, "blue"), alpha: alpha)
        }
        throw values.error(element, "describes no color: it has neither components (red, green, blue or white) nor a name")
    }

    /// `<resources><systemColor name="…"><color …/></systemColor></resources>`
    private func resourceColor(_ kind: String, _ name: String) throws -> UIColor? {
        guard let resources = document.root.child(named: "resources"),
              let entry = resources.children(named: kind).first(where: { $0["name"] == name }),
              let color = entry.child(named: "color") else { return nil }
        return try self.color(color, resolvingNames: false)
    }

    func warn(_ element: NibElement, _ message: String) {
        UIKitWarning.log("\(document.fileName): \(element.reference): \(message)")
    }

    private func layoutPriorities(_ element: NibElement) throws -> [ArchivedLayoutPriority] {
        let attributes: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        return try attributes.compactMap { name, axis, isHugging in
            try values.number(element, name).map {
                ArchivedLayoutPriority(axis: axis, isHugging: isHugging, priority: UILayoutPriority(Float($0)))
            }
        }
    }

    // MARK: Constraints, connections, attributes

    /// nil for a placeholder constraint, which Xcode removes at build time.
    private func compileConstraint(_ element: NibElement) throws -> NibConstraintTemplate? {
        if try values.bool(element, "placeholder") == true { return nil }
        let first = try values.enumeration(element, "firstAttribute", NibValues.layoutAttributes)
        guard let first else { throw values.error(element, "lacks the attribute firstAttribute") }
        let secondItem = element["secondItem"]
        var second = NSLayoutConstraint.Attribute.notAnAttribute
        if secondItem != nil {
            guard let attribute = try values.enumeration(element, "secondAttribute", NibValues.layoutAttributes) else {
                throw values.error(element, "has a secondItem but no secondAttribute")
            }
            second = attribute
        }
        let priority = try values.number(element, "priority") ?? 1000
        guard priority > 0, priority <= 1000 else {
            throw values.error(element, "has priority=\"\(element["priority"] ?? "")\"; priorities are greater than 0 and at most 1000")
        }
        return NibConstraintTemplate(
            element: element, id: element.id, firstItem: element["firstItem"], firstAttribute: first,
            relation: try values.enumeration(element, "relation", NibValues.relations) ?? .equal,
            secondItem: secondItem, secondAttribute: second, multiplier: try values.multiplier(element),
            constant: try values.number(element, "constant") ?? 0, priority: UILayoutPriority(Float(priority)),
            identifier: element["identifier"])
    }

    /// nil for a connection that is not an outlet or an action (a storyboard's segues).
    private func compileConnection(_ element: NibElement) throws -> NibConnectionTemplate? {
        switch element.name {
        case "outlet":
            return NibConnectionTemplate(element: element, kind: .outlet, name: try values.required(element, "property"),
                                         destination: try values.required(element, "destination"), eventType: nil)
        case "outletCollection":
            return NibConnectionTemplate(element: element, kind: .outletCollection,
                                         name: try values.required(element, "property"),
                                         destination: try values.required(element, "destination"), eventType: nil)
        case "action":
            return NibConnectionTemplate(element: element, kind: .action, name: try values.required(element, "selector"),
                                         destination: try values.required(element, "destination"),
                                         eventType: element["eventType"])
        default:
            return nil
        }
    }

    private func compileSegue(_ element: NibElement) throws -> NibSegueTemplate {
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
            "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
            "popover": .popover, "automatic": .automatic,
        ]
        return NibSegueTemplate(
            element: element, identifier: element["identifier"], destination: try values.required(element, "destination"),
            kind: try values.required(element, "kind"), relationship: element["relationship"],
            animates: try values.bool(element, "animates") ?? true,
            modalPresentationStyle: try values.enumeration(element, "modalPresentationStyle", styles),
            modalTransitionStyle: try values.enumeration(element, "modalTransitionStyle", [
                "coverVertical": UIModalTransitionStyle.coverVertical, "flipHorizontal": .flipHorizontal,
                "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
            ]))
    }

    /// nil, with a warning, for a value the engine has no type for (an image,
    /// a range), and for a color given to the layer: a layer's colors are
    /// CGColors, and UIKit's layer takes no UIColor from a nib either.
    private func compileRuntimeAttribute(_ element: NibElement) throws -> NibRuntimeAttribute? {
        let keyPath = try values.required(element, "keyPath")
        let type = try values.required(element, "type")
        if keyPath.hasPrefix("layer."), type == "color" {
            warn(element, "gives the layer's \(keyPath.dropFirst(6)) a UIColor, which a layer's CGColor property does not take, as in UIKit; it is left out")
            return nil
        }
        let held = element.child(key: "value")
        let value: Any?
        switch type {
        case "boolean": value = try values.bool(element, "value") ?? false
        case "number":
            guard let held else { throw values.error(element, "has no <real> or <integer> value") }
            value = held.name == "nil" ? nil : try values.number(held, "value")
        case "string", "localizedString": value = element["value"] ?? held.map { $0["value"] ?? $0.text } ?? ""
        case "point", "size", "rect", "color":
            guard let held, let read = try keyedValue(held) else { throw values.error(element, "has no \(type) value") }
            value = read
        case "nil": value = nil
        case "image", "range":
            warn(element, "has a value of type \(type), which the engine has no class for; it is left out")
            return nil
        default:
            throw values.error(element, "has the type '\(type)', which is none of boolean, number, string, localizedString, point, size, rect, color, nil")
        }
        return NibRuntimeAttribute(element: element, keyPath: keyPath, value: value)
    }

    private func compileVariation(_ element: NibElement) -> (traits: String, included: Set<String>, excluded: Set<String>)? {
        guard let traits = element.key, let mask = element.children(named: "mask").first(where: { $0.key == "constraints" })
        else { return nil }
        let references = { (name: String) in Set(mask.children(named: name).compactMap { $0["reference"] }) }
        return (traits, references("include"), references("exclude"))
    }

    /// One line per kind the engine has no class for, naming its first element.
    private func warnOfStandIns() {
        var byKind: [String: [NibObjectTemplate]] = [:]
        var kinds: [String] = []
        for template in templates.sorted(by: { $0.index < $1.index })
        where !template.isPlaceholder && template.customClass == nil && template.nativeClass == nil {
            if byKind[template.kindClassName] == nil { kinds.append(template.kindClassName) }
            byKind[template.kindClassName, default: []].append(template)
        }
        for kind in kinds {
            guard let all = byKind[kind], let first = all.first else { continue }
            let base = first.role == .view ? "UIView" : first.role == .controller ? "UIViewController" : "NSObject"
            let more = all.count > 1 ? " and \(all.count - 1) more" : ""
            UIKitWarning.log("\(document.fileName): \(first.element.reference)\(more): the engine has no class \(kind); a \(base) stands in, keeping the archived values")
        }
    }

    /// Every connection's destination and every constraint's items name an
    /// element of the document.
    private func checkReferences() throws {
        for template in templates {
            for connection in template.connections where document.elementsByID[connection.destination] == nil {
                throw values.error(connection.element, "refers to '\(connection.destination)', but no object has that id")
            }
            for segue in template.segues where document.elementsByID[segue.destination] == nil {
                throw values.error(segue.element, "refers to '\(segue.destination)', but no object has that id")
            }
            for constraint in template.constraints {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
                where document.elementsByID[item] == nil {
                    throw values.error(constraint.element, "refers to '\(item)', but no object has that id")
                }
            }
        }
    }
}
