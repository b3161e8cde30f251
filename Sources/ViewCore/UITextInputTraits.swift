import Foundation

/// The kind of keyboard a text input asks for. There is no keyboard to draw
/// here: the traits are kept for the code that reads them, and typing
/// (`Simulator.typeText`) enters whatever it is given.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How the keyboard capitalizes what is typed (kept, not applied).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether the keyboard autocorrects (kept, not applied).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spelling is checked (kept, not applied).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The keyboard's look (kept: no keyboard is drawn).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    public static var alert: UIKeyboardAppearance { .dark }
}

/// What a text input holds, for AutoFill: UIKit's constants, whose raw
/// values are HTML's autocomplete tokens.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")

    /// Each constant with its Objective-C name's suffix (`UITextContentTypeUsername`).
    @_spi(Bridging) public static let all: [(String, UITextContentType)] = [
        ("Name", .name), ("NamePrefix", .namePrefix), ("GivenName", .givenName), ("MiddleName", .middleName),
        ("FamilyName", .familyName), ("NameSuffix", .nameSuffix), ("Nickname", .nickname), ("JobTitle", .jobTitle),
        ("OrganizationName", .organizationName), ("Location", .location), ("FullStreetAddress", .fullStreetAddress),
        ("StreetAddressLine1", .streetAddressLine1), ("StreetAddressLine2", .streetAddressLine2),
        ("AddressCity", .addressCity), ("AddressState", .addressState), ("AddressCityAndState", .addressCityAndState),
        ("Sublocality", .sublocality), ("CountryName", .countryName), ("PostalCode", .postalCode),
        ("TelephoneNumber", .telephoneNumber), ("EmailAddress", .emailAddress), ("URL", .URL),
        ("CreditCardNumber", .creditCardNumber), ("Username", .username), ("Password", .password),
        ("NewPassword", .newPassword), ("OneTimeCode", .oneTimeCode),
    ]
}

/// How the keyboard behaves for a text input. UIKit's members are optional;
/// here each has UIKit's default in an extension, so a type conforming to
/// `UIKeyInput` declares only those it changes.
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}

/// What the keyboard sends a responder that takes text: a responder that
/// conforms and becomes first responder brings the keyboard up, and
/// `Simulator.typeText` and `Simulator.deleteBackward` reach it through these.
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
