import Foundation
@_spi(Bridging) import ViewCore

extension UIListContentConfiguration.TextProperties.TextAlignment: LuaEnumeration {
    static let objectiveCName = "UIListContentTextAlignment"
}

/// UIKit's configurations as scripts see them: Objective-C classes
/// (`UIListContentConfiguration`, whose `textProperties` is an object that
/// changes the configuration it came from), over Swift's value types. A
/// configuration read from a cell is a copy, as Objective-C's `copy`
/// property gives it: change it, then set it back.
final class ListContentConfigurationBox: LuaObject {
    var value: UIListContentConfiguration
    init(_ value: UIListContentConfiguration) { self.value = value }
}

/// A configuration's text properties, read and written through it.
final class ListTextPropertiesBox: LuaObject {
    let owner: ListContentConfigurationBox
    let isSecondary: Bool
    init(_ owner: ListContentConfigurationBox, secondary: Bool) {
        self.owner = owner
        isSecondary = secondary
    }

    var value: UIListContentConfiguration.TextProperties {
        get { isSecondary ? owner.value.secondaryTextProperties : owner.value.textProperties }
        set { if isSecondary { owner.value.secondaryTextProperties = newValue } else { owner.value.textProperties = newValue } }
    }
}

/// A configuration's image properties, read and written through it.
final class ListImagePropertiesBox: LuaObject {
    let owner: ListContentConfigurationBox
    init(_ owner: ListContentConfigurationBox) { self.owner = owner }
}

extension LuaRuntime {
    func registerConfigurations() {
        typealias Box = ListContentConfigurationBox
        registerNative(NativeClass(luaOnly: "UIListContentConfiguration", swiftType: Box.self, properties: [
            Property("text", get: { (box: Box) in box.value.text }, set: { $0.value.text = $1 }),
            Property("secondaryText", get: { (box: Box) in box.value.secondaryText }, set: { $0.value.secondaryText = $1 }),
            Property("image", get: { (box: Box) in box.value.image }, set: { $0.value.image = $1 }),
            Property("textProperties", get: { (box: Box) in ListTextPropertiesBox(box, secondary: false) }),
            Property("secondaryTextProperties", get: { (box: Box) in ListTextPropertiesBox(box, secondary: true) }),
            Property("imageProperties", get: { (box: Box) in ListImagePropertiesBox(box) }),
            Property("directionalLayoutMargins", get: { (box: Box) in box.value.directionalLayoutMargins },
                     set: { $0.value.directionalLayoutMargins = $1 }),
            Property("prefersSideBySideTextAndSecondaryText", get: { (box: Box) in box.value.prefersSideBySideTextAndSecondaryText },
                     set: { $0.value.prefersSideBySideTextAndSecondaryText = $1 }),
            Property("imageToTextPadding", get: { (box: Box) in box.value.imageToTextPadding },
                     set: { $0.value.imageToTextPadding = $1 }),
            Property("textToSecondaryTextHorizontalPadding", get: { (box: Box) in box.value.textToSecondaryTextHorizontalPadding },
                     set: { $0.value.textToSecondaryTextHorizontalPadding = $1 }),
            Property("textToSecondaryTextVerticalPadding", get: { (box: Box) in box.value.textToSecondaryTextVerticalPadding },
                     set: { $0.value.textToSecondaryTextVerticalPadding = $1 }),
        ]) { configuration in
            configuration.construct = { _ in Box(.cell()) }
            configuration.classFunction("cellConfiguration") { _ in Box(.cell()) }
            configuration.classFunction("subtitleCellConfiguration") { _ in Box(.subtitleCell()) }
            configuration.classFunction("valueCellConfiguration") { _ in Box(.valueCell()) }
            configuration.classFunction("headerConfiguration") { _ in Box(.header()) }
            configuration.classFunction("footerConfiguration") { _ in Box(.footer()) }
            configuration.classFunction("plainHeaderConfiguration") { _ in Box(.plainHeader()) }
            configuration.classFunction("plainFooterConfiguration") { _ in Box(.plainFooter()) }
            configuration.classFunction("groupedHeaderConfiguration") { _ in Box(.groupedHeader()) }
            configuration.classFunction("groupedFooterConfiguration") { _ in Box(.groupedFooter()) }
        })

        typealias Text = ListTextPropertiesBox
        registerNative(NativeClass(luaOnly: "UIListContentTextProperties", swiftType: Text.self, properties: [
            Property("font", get: { (box: Text) in box.value.font }, set: { $0.value.font = $1 }),
            Property("color", get: { (box: Text) in box.value.color }, set: { $0.value.color = $1 }),
            Property("alignment", get: { (box: Text) in box.value.alignment }, set: { $0.value.alignment = $1 }),
            Property("lineBreakMode", get: { (box: Text) in box.value.lineBreakMode }, set: { $0.value.lineBreakMode = $1 }),
            Property("numberOfLines", get: { (box: Text) in box.value.numberOfLines }, set: { $0.value.numberOfLines = $1 }),
            Property("adjustsFontForContentSizeCategory", get: { (box: Text) in box.value.adjustsFontForContentSizeCategory },
                     set: { $0.value.adjustsFontForContentSizeCategory = $1 }),
        ]))

        typealias Image = ListImagePropertiesBox
        registerNative(NativeClass(luaOnly: "UIListContentImageProperties", swiftType: Image.self, properties: [
            Property("tintColor", get: { (box: Image) in box.owner.value.imageProperties.tintColor },
                     set: { $0.owner.value.imageProperties.tintColor = $1 }),
            Property("cornerRadius", get: { (box: Image) in box.owner.value.imageProperties.cornerRadius },
                     set: { $0.owner.value.imageProperties.cornerRadius = $1 }),
            Property("maximumSize", get: { (box: Image) in box.owner.value.imageProperties.maximumSize },
                     set: { $0.owner.value.imageProperties.maximumSize = $1 }),
            Property("reservedLayoutSize", get: { (box: Image) in box.owner.value.imageProperties.reservedLayoutSize },
                     set: { $0.owner.value.imageProperties.reservedLayoutSize = $1 }),
        ]))
    }

    /// A cell's `defaultContentConfiguration`, `contentConfiguration` (a copy
    /// to Lua; a list configuration or nil from it) and
    /// `setNeedsUpdateConfiguration`.
    func addContentConfiguration(to cell: NativeClass) {
        addListConfiguration(to: cell, UITableViewCell.self, \.contentConfiguration) { $0.defaultContentConfiguration() }
        cell.action("setNeedsUpdateConfiguration") { (cell: UITableViewCell, _) in cell.setNeedsUpdateConfiguration() }
    }

    /// `defaultContentConfiguration()` and the `contentConfiguration`
    /// property, which scripts read and set as list configurations.
    func addListConfiguration<View: UIView>(to native: NativeClass, _ type: View.Type,
                                            _ property: ReferenceWritableKeyPath<View, UIContentConfiguration?>,
                                            default makeDefault: @escaping (View) -> UIListContentConfiguration) {
        native.function("defaultContentConfiguration") { (view: View, _) in ListContentConfigurationBox(makeDefault(view)) }
        native.getter("contentConfiguration") { (view: View) in
            (view[keyPath: property] as? UIListContentConfiguration).map(ListContentConfigurationBox.init)
        }
        native.setters["contentConfiguration"] = { args in
            let view = try args.object(1, View.self)
            let box: ListContentConfigurationBox? = try args[2]
            view[keyPath: property] = box?.value
            return 0
        }
    }
}

extension UIButton.Configuration.Size: LuaEnumeration { static let objectiveCName = "UIButtonConfigurationSize" }
extension UIButton.Configuration.CornerStyle: LuaEnumeration { static let objectiveCName = "UIButtonConfigurationCornerStyle" }
extension UIButton.Configuration.TitleAlignment: LuaEnumeration {
    static let objectiveCName = "UIButtonConfigurationTitleAlignment"
}
extension NSDirectionalRectEdge: LuaOptions {
    static let objectiveCName = "NSDirectionalRectEdge"
    static let allOptions: NSDirectionalRectEdge = .all
}

/// A button configuration as scripts hold it: `UIButtonConfiguration`, a copy
/// when read from a button.
final class ButtonConfigurationBox: LuaObject {
    var value: UIButton.Configuration
    init(_ value: UIButton.Configuration) { self.value = value }
}

extension LuaRuntime {
    func registerButtonConfigurations() {
        typealias Box = ButtonConfigurationBox
        registerNative(NativeClass(luaOnly: "UIButtonConfiguration", swiftType: Box.self, properties: [
            Property("title", get: { (box: Box) in box.value.title }, set: { $0.value.title = $1 }),
            Property("subtitle", get: { (box: Box) in box.value.subtitle }, set: { $0.value.subtitle = $1 }),
            Property("image", get: { (box: Box) in box.value.image }, set: { $0.value.image = $1 }),
            Property("preferredSymbolConfigurationForImage", get: { (box: Box) in box.value.preferredSymbolConfigurationForImage },
                     set: { $0.value.preferredSymbolConfigurationForImage = $1 }),
            Property("showsActivityIndicator", get: { (box: Box) in box.value.showsActivityIndicator },
                     set: { $0.value.showsActivityIndicator = $1 }),
            Property("imagePlacement", get: { (box: Box) in box.value.imagePlacement }, set: { $0.value.imagePlacement = $1 }),
            Property("imagePadding", get: { (box: Box) in box.value.imagePadding }, set: { $0.value.imagePadding = $1 }),
            Property("titlePadding", get: { (box: Box) in box.value.titlePadding }, set: { $0.value.titlePadding = $1 }),
            Property("titleAlignment", get: { (box: Box) in box.value.titleAlignment }, set: { $0.value.titleAlignment = $1 }),
            Property("cornerStyle", get: { (box: Box) in box.value.cornerStyle }, set: { $0.value.cornerStyle = $1 }),
            Property("contentInsets", get: { (box: Box) in box.value.contentInsets }, set: { $0.value.contentInsets = $1 }),
            Property("buttonSize", get: { (box: Box) in box.value.buttonSize }, set: { $0.value.buttonSize = $1 }),
            Property("baseForegroundColor", get: { (box: Box) in box.value.baseForegroundColor },
                     set: { $0.value.baseForegroundColor = $1 }),
            Property("baseBackgroundColor", get: { (box: Box) in box.value.baseBackgroundColor },
                     set: { $0.value.baseBackgroundColor = $1 }),
            Property("automaticallyUpdateForSelection", get: { (box: Box) in box.value.automaticallyUpdateForSelection },
                     set: { $0.value.automaticallyUpdateForSelection = $1 }),
        ]) { configuration in
            let styles: [(String, () -> UIButton.Configuration)] = [
                ("plain", UIButton.Configuration.plain), ("tinted", UIButton.Configuration.tinted),
                ("gray", UIButton.Configuration.gray), ("filled", UIButton.Configuration.filled),
                ("borderless", UIButton.Configuration.borderless), ("bordered", UIButton.Configuration.bordered),
                ("borderedTinted", UIButton.Configuration.borderedTinted),
                ("borderedProminent", UIButton.Configuration.borderedProminent),
            ]
            for (name, make) in styles {
                configuration.classFunction("\(name)ButtonConfiguration") { _ in Box(make()) }
            }
            configuration.action("setDefaultContentInsets") { (box: Box, _) in box.value.setDefaultContentInsets() }
            configuration.function("updatedConfigurationForButton") { (box: Box, args) in
                Box(box.value.updated(for: try args[2]))
            }
        })
    }

    /// A button's `configuration` (a copy to Lua), its
    /// `configurationUpdateHandler` (a function called with the button),
    /// `setNeedsUpdateConfiguration`, and `buttonWithConfigurationPrimaryAction`.
    func addButtonConfiguration(to button: NativeClass) {
        button.classFunction("buttonWithConfigurationPrimaryAction") { args in
            let box: ButtonConfigurationBox = try args[2]
            let made = UIButton(configuration: box.value)
            if !args.lua.isNoneOrNil(3) {
                let function: LuaFunction = try args[3]
                made.addHandler({ sender, _ in function.call(with: sender) }, owner: function, for: .primaryActionTriggered)
            }
            return made
        }
        button.action("setNeedsUpdateConfiguration") { (button: UIButton, _) in button.setNeedsUpdateConfiguration() }
        button.getter("configuration") { (button: UIButton) in button.configuration.map(ButtonConfigurationBox.init) }
        button.setters["configuration"] = { args in
            let button = try args.object(1, UIButton.self)
            let box: ButtonConfigurationBox? = try args[2]
            button.configuration = box?.value
            return 0
        }
        button.getter("configurationUpdateHandler") { (button: UIButton) in button.configurationUpdateHandlerOwner as? LuaFunction }
        button.setters["configurationUpdateHandler"] = { args in
            let button = try args.object(1, UIButton.self)
            guard let function: LuaFunction = try args[2] else {
                button.setConfigurationUpdateHandler(nil, owner: nil)
                return 0
            }
            button.setConfigurationUpdateHandler({ button in function.call(with: button) }, owner: function)
            return 0
        }
    }
}
