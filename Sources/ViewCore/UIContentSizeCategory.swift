import Foundation

/// How large the user wants text, a trait of a trait collection: seven
/// standard sizes and five accessibility sizes, large by default. Raw values
/// are iOS's (`UICTContentSizeCategoryL`…).
///
/// Categories compare by size, as UIKit's `Comparable` conformance and
/// `UIContentSizeCategoryCompareToCategory` do; unspecified (and a raw value
/// UIKit does not have) counts as smaller than every size (a decision).
public struct UIContentSizeCategory: Hashable, RawRepresentable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user's preferred category changes, with the new one
    /// under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The sizes, smallest first.
    @_spi(Bridging) public static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in `ordered`; nil for unspecified.
    var orderIndex: Int? { UIContentSizeCategory.ordered.firstIndex(of: self) }

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (orderIndex ?? 0) >= 7 }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (a.orderIndex ?? -1) < (b.orderIndex ?? -1)
    }

    /// `category`, or the session's where it is nil or unspecified.
    static func resolved(_ category: UIContentSizeCategory?) -> UIContentSizeCategory {
        guard let category, category.orderIndex != nil else { return Session.current.preferredContentSizeCategory }
        return category
    }
}

/// What a text view that can follow the content size category adopts
/// (UILabel): with `adjustsFontForContentSizeCategory`, a font made for a
/// text style or scaled by font metrics takes the new category's size.
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIApplication {
    /// The category the user chose (`Simulator.setPreferredContentSizeCategory`).
    public var preferredContentSizeCategory: UIContentSizeCategory { Session.current.preferredContentSizeCategory }
}
