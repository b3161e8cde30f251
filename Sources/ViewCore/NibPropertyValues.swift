import Foundation

/// Which of an element's archived values become properties, set by key-value
/// coding inside `init(coder:)`: those whose key (after IB's renames) the
/// object's class declares as settable, converted to the property's type.
/// The others the coder still answers.
extension NibInstantiator {
    func propertyValues(_ template: NibObjectTemplate, _ registeredClass: RegisteredClass) throws
        -> (values: [String: Any], properties: [PreparedSetting]) {
        if let cached = template.propertyValuesCache, cached.registeredClass === registeredClass {
            return (cached.values, cached.properties)
        }
        var result: [String: Any] = [:]
        var properties: [String: AnyProperty] = [:]
        for (name, archived) in template.archivedValues where !NibInstantiator.notProperties.contains(name) {
            let key = NibInstantiator.renamedKeys[name] ?? name
            guard let property = registeredClass.property(forKey: key), !property.isReadOnly else { continue }
            if let text = archived as? String {
                guard let value = try convert(text, name, key: key, to: property.valueType, template.element) else { continue }
                result[key] = value
            } else {
                result[key] = archived
            }
            properties[key] = property
        }
        // In the order of the keys, as init(coder:) sets an archive's (ArchiveCoder.propertyKeys).
        let ordered = properties.keys.sorted().compactMap { key in
            properties[key].flatMap { property in result[key].map { PreparedSetting(property, value: $0) } }
        }
        template.propertyValuesCache = (registeredClass, result, ordered)
        return (result, ordered)
    }

    /// IB's names for properties whose key is another.
    static let renamedKeys = [
        "clipsSubviews": "clipsToBounds", "directionalLayoutMargins": "layoutMargins",
        "minValue": "minimumValue", "maxValue": "maximumValue",
        "fontDescription": "font", "highlightedColor": "highlightedTextColor",
    ]

    /// Attributes that describe the element in the document, not the object.
    static let notProperties: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "placeholderIdentifier",
        "sceneMemberID", "ambiguous", "misplaced", "fixedFrame", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "canvasLocation",
    ]

    /// An attribute's text as a value of the property's type; nil for a type
    /// no attribute is written as, which the coder alone then answers.
    private func convert(_ text: String, _ name: String, key: String, to type: Any.Type, _ element: NibElement) throws -> Any? {
        switch key {
        case "contentMode": return try values.enumeration(element, name, NibValues.contentModes)
        case "axis": return try values.enumeration(element, name, NibValues.axes)
        case "textAlignment": return try values.enumeration(element, name, NibValues.textAlignments)
        case "lineBreakMode": return try values.enumeration(element, name, NibValues.lineBreakModes)
        // A text field's (or text view's) own, and those of its traits element.
        case "borderStyle": return try values.named(text, name, NibValues.textBorderStyles, element)
        case "clearButtonMode", "leftViewMode", "rightViewMode": return try values.named(text, name, NibValues.textFieldViewModes, element)
        case "keyboardType": return try values.named(text, name, NibValues.keyboardTypes, element)
        case "returnKeyType": return try values.named(text, name, NibValues.returnKeyTypes, element)
        case "autocapitalizationType": return try values.named(text, name, NibValues.autocapitalizationTypes, element)
        case "autocorrectionType": return try values.named(text, name, NibValues.autocorrectionTypes, element)
        case "spellCheckingType": return try values.named(text, name, NibValues.spellCheckingTypes, element)
        case "keyboardAppearance": return try values.named(text, name, NibValues.keyboardAppearances, element)
        case "textContentType": return UITextContentType(rawValue: text)
        case "searchBarStyle": return try values.named(text, name, NibValues.searchBarStyles, element)
        case "alignment" where type == UIStackView.Alignment.self:
            return try values.enumeration(element, name, NibValues.stackAlignments)
        case "distribution" where type == UIStackView.Distribution.self:
            return try values.enumeration(element, name, NibValues.stackDistributions)
        default: break
        }
        switch type {
        case is Bool.Type: return try values.bool(element, name)
        case is Int.Type: return try values.integer(element, name)
        case is CGFloat.Type: return try values.number(element, name).map { CGFloat($0) }
        case is Double.Type: return try values.number(element, name)
        case is Float.Type: return try values.number(element, name).map { Float($0) }
        // An image by name, from the main bundle, as UIKit loads a nib's.
        case is UIImage?.Type: return UIImage(named: text) as Any
        case is String.Type, is String?.Type: return text
        default: return nil
        }
    }
}
