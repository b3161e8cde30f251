import Foundation

/// Reads typed values out of a document's elements as IB writes them; a value
/// that does not read is an error naming the file and the element.
struct NibValues {
    let document: NibDocument

    func error(_ element: NibElement, _ reason: String,
               exceptionName: UIKitException.Name = .internalInconsistencyException) -> NibError {
        NibError(file: document.fileName, element: element, reason, exceptionName: exceptionName)
    }

    func required(_ element: NibElement, _ attribute: String) throws -> String {
        guard let value = element[attribute] else { throw error(element, "lacks the attribute \(attribute)") }
        return value
    }

    /// nil when absent; an error when present and not a finite number.
    func number(_ element: NibElement, _ attribute: String) throws -> Double? {
        guard let text = element[attribute] else { return nil }
        guard let value = ArchivedText.number(text) else {
            throw error(element, "has \(attribute)=\"\(text)\", which is not a finite number")
        }
        return value
    }

    func requiredNumber(_ element: NibElement, _ attribute: String) throws -> Double {
        guard let value = try number(element, attribute) else { throw error(element, "lacks the attribute \(attribute)") }
        return value
    }

    func bool(_ element: NibElement, _ attribute: String) throws -> Bool? {
        guard let text = element[attribute] else { return nil }
        guard let value = ArchivedText.bool(text) else { throw error(element, "has \(attribute)=\"\(text)\", which is not YES or NO") }
        return value
    }

    func integer(_ element: NibElement, _ attribute: String) throws -> Int? {
        guard let value = try number(element, attribute) else { return nil }
        guard let integer = Int(exactly: value) else {
            throw error(element, "has \(attribute)=\"\(element[attribute] ?? "")\", which is not an integer")
        }
        return integer
    }

    // MARK: Geometry

    /// `<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>`
    func rect(_ element: NibElement) throws -> CGRect {
        CGRect(x: try requiredNumber(element, "x"), y: try requiredNumber(element, "y"),
               width: try requiredNumber(element, "width"), height: try requiredNumber(element, "height"))
    }

    func size(_ element: NibElement) throws -> CGSize {
        CGSize(width: try requiredNumber(element, "width"), height: try requiredNumber(element, "height"))
    }

    func point(_ element: NibElement) throws -> CGPoint {
        CGPoint(x: try requiredNumber(element, "x"), y: try requiredNumber(element, "y"))
    }

    /// `<edgeInsets top left bottom right>`, `<directionalEdgeInsets top leading
    /// bottom trailing>` (left to right, as the engine lays out), and
    /// `<inset minX minY maxX maxY>`, which scroll views' insets use.
    func insets(_ element: NibElement) throws -> UIEdgeInsets {
        switch element.name {
        case "inset":
            return UIEdgeInsets(top: try requiredNumber(element, "minY"), left: try requiredNumber(element, "minX"),
                                bottom: try requiredNumber(element, "maxY"), right: try requiredNumber(element, "maxX"))
        case "directionalEdgeInsets":
            return UIEdgeInsets(top: try requiredNumber(element, "top"), left: try requiredNumber(element, "leading"),
                                bottom: try requiredNumber(element, "bottom"), right: try requiredNumber(element, "trailing"))
        default:
            return UIEdgeInsets(top: try requiredNumber(element, "top"), left: try requiredNumber(element, "left"),
                                bottom: try requiredNumber(element, "bottom"), right: try requiredNumber(element, "right"))
        }
    }

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>`:
    /// IB names the margins by the edge of the superview they lie on.
    func autoresizingMask(_ element: NibElement) throws -> UIView.AutoresizingMask {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: UIView.AutoresizingMask = []
        for (attribute, flag) in flags where try bool(element, attribute) == true { mask.insert(flag) }
        return mask
    }

    // MARK: Enumerations

    func enumeration<Value>(_ element: NibElement, _ attribute: String, _ table: [String: Value]) throws -> Value? {
        guard let text = element[attribute] else { return nil }
        guard let value = table[text] else {
            throw error(element, "has \(attribute)=\"\(text)\", which is none of \(table.keys.sorted().joined(separator: ", "))")
        }
        return value
    }

    /// A value named by `text`, which an attribute (of the element or of a
    /// child it stands for, a text input's traits) holds.
    func named<Value>(_ text: String, _ attribute: String, _ table: [String: Value], _ element: NibElement) throws -> Value {
        guard let value = table[text] else {
            throw error(element, "has \(attribute)=\"\(text)\", which is none of \(table.keys.sorted().joined(separator: ", "))")
        }
        return value
    }

    static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    /// A text field's and text view's attributes, by IB's names.
    static let textBorderStyles: [String: UITextField.BorderStyle] = [
        "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
    ]
    /// A search bar's style, by IB's names.
    static let searchBarStyles: [String: UISearchBar.Style] = ["default": .default, "prominent": .prominent, "minimal": .minimal]
    static let textFieldViewModes: [String: UITextField.ViewMode] = [
        "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]
    static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "ASCIICapable": .asciiCapable,
        "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad,
        "namePhonePad": .namePhonePad, "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter,
        "webSearch": .webSearch, "ASCIICapableNumberPad": .asciiCapableNumberPad,
    ]
    static let returnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
        "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
        "continue": .continue,
    ]
    static let autocapitalizationTypes: [String: UITextAutocapitalizationType] = [
        "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
    ]
    static let autocorrectionTypes: [String: UITextAutocorrectionType] = ["default": .default, "no": .no, "yes": .yes]
    static let spellCheckingTypes: [String: UITextSpellCheckingType] = ["default": .default, "no": .no, "yes": .yes]
    static let keyboardAppearances: [String: UIKeyboardAppearance] = [
        "default": .default, "dark": .dark, "light": .light, "alert": .dark,
    ]

    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    /// A `<fontDescription>`: the system font at its size and weight (IB's
    /// `system`, `boldSystem`, `italicSystem` types, or a font by name, which
    /// is the system font of the weight its name ends with); a text style at
    /// its size and weight for the default content size (Apple's Human
    /// Interface Guidelines, "Typography": Body 17, Headline 17 semibold…).
    func font(_ element: NibElement) throws -> UIFont {
        if let style = element["style"] {
            let styles: [String: (CGFloat, UIFont.Weight)] = [
                "UICTFontTextStyleLargeTitle": (34, .regular), "UICTFontTextStyleTitle1": (28, .regular),
                "UICTFontTextStyleTitle2": (22, .regular), "UICTFontTextStyleTitle3": (20, .regular),
                "UICTFontTextStyleHeadline": (17, .semibold), "UICTFontTextStyleBody": (17, .regular),
                "UICTFontTextStyleCallout": (16, .regular), "UICTFontTextStyleSubhead": (15, .regular),
                "UICTFontTextStyleFootnote": (13, .regular), "UICTFontTextStyleCaption1": (12, .regular),
                "UICTFontTextStyleCaption2": (11, .regular),
            ]
            guard let (size, weight) = styles[style] else { throw error(element, "names the text style '\(style)', which UIKit does not have") }
            return .systemFont(ofSize: size, weight: weight)
        }
        let size = CGFloat(try number(element, "pointSize") ?? Double(UIFont.labelFontSize))
        let weights: [String: UIFont.Weight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system": return .systemFont(ofSize: size, weight: try enumeration(element, "weight", weights) ?? .regular)
        default:
            let name = (element["name"] ?? "").lowercased()
            let weight = weights.first { name.hasSuffix($0.key.lowercased()) }?.value ?? .regular
            return .systemFont(ofSize: size, weight: weight)
        }
    }

    /// IB's names of control events (an action connection's `eventType`).
    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static let axes: [String: NSLayoutConstraint.Axis] = ["horizontal": .horizontal, "vertical": .vertical]

    /// IB writes `top` and `bottom` for a horizontal stack's leading and trailing.
    static let stackAlignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
    ]

    static let stackDistributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    // MARK: Constraints

    /// The attribute names IB writes in `firstAttribute` and `secondAttribute`.
    static let layoutAttributes: [String: NSLayoutConstraint.Attribute] = Dictionary(
        NSLayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.map { ($0.name, $0) }
            + [("baseline", .lastBaseline)],
        uniquingKeysWith: { first, _ in first })

    static let relations: [String: NSLayoutConstraint.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]

    /// `0.5`, or a ratio as IB writes aspect ratios: `16:9`, `1/3`.
    func multiplier(_ element: NibElement) throws -> CGFloat {
        guard let text = element["multiplier"] else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2, let numerator = ArchivedText.number(parts[0]), let denominator = ArchivedText.number(parts[1]),
               denominator != 0 {
                return numerator / denominator
            }
            throw error(element, "has multiplier=\"\(text)\", which is not a number or a ratio of two")
        }
        guard let value = ArchivedText.number(text) else {
            throw error(element, "has multiplier=\"\(text)\", which is not a number or a ratio of two")
        }
        return value
    }
}
