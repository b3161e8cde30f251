import Foundation

/// How a bar looks (iOS 13): its background and its shadow line, as Apple's
/// `UIBarAppearance`. Each `configureWith…` method resets them to one of the
/// system's looks. The engine draws the background colour; a blur effect,
/// background image and shadow are kept, not drawn.
open class UIBarAppearance: NSObject, NSCopying {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    public let idiom: UIUserInterfaceIdiom

    /// The default look: a blurred, translucent background and a shadow line.
    public override init() {
        idiom = UIDevice.current.userInterfaceIdiom
        super.init()
        configureWithDefaultBackground()
    }

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of another appearance, of its kind or a more general one.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The system's translucent look: a material blur, no colour of its own,
    /// a faint shadow line.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque look in the system background colour.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// UIKit's Swift `copy()` returns `Self`; Foundation on Linux declares
    /// NSObject's as returning `Any`, which a second `copy()` would make
    /// ambiguous: cast the copy (`as! UINavigationBarAppearance`).
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }
}

/// How a bar button item's title looks in one state.
public final class UIBarButtonItemStateAppearance: NSObject {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var backgroundImage: UIImage?
    public var backgroundImagePositionAdjustment = UIOffset.zero
}

/// How a bar's button items look, per state; the normal state's title
/// attributes are what a bar's buttons take where their items set none.
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The item style the defaults are for: `.done` titles are semibold.
    public enum Style: Int, Sendable { case plain, done }

    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()

    public override init() { super.init() }

    public init(style: Style) {
        super.init()
        if style == .done { normal.titleTextAttributes[.font] = UIFont.systemFont(ofSize: BarButton.fontSize, weight: .semibold) }
    }

    open func configureWithDefault(for style: Style) {
        for state in [normal, highlighted, disabled, focused] { state.titleTextAttributes = [:] }
        if style == .done { normal.titleTextAttributes[.font] = UIFont.systemFont(ofSize: BarButton.fontSize, weight: .semibold) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance()
        for (from, to) in zip([normal, highlighted, disabled, focused], [copy.normal, copy.highlighted, copy.disabled, copy.focused]) {
            to.titleTextAttributes = from.titleTextAttributes
            to.titlePositionAdjustment = from.titlePositionAdjustment
            to.backgroundImage = from.backgroundImage
            to.backgroundImagePositionAdjustment = from.backgroundImagePositionAdjustment
        }
        return copy
    }
}

/// How a navigation bar looks: the bar's background and shadow, its titles'
/// attributes, and its buttons'.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    public override init() { super.init() }
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        titlePositionAdjustment = navigation.titlePositionAdjustment
        buttonAppearance = navigation.buttonAppearance.copy() as? UIBarButtonItemAppearance ?? UIBarButtonItemAppearance()
        doneButtonAppearance = navigation.doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? UIBarButtonItemAppearance()
        backButtonAppearance = navigation.backButtonAppearance.copy() as? UIBarButtonItemAppearance ?? UIBarButtonItemAppearance()
    }
}

/// How a tab bar item looks in one state: its icon's colour, its title's
/// attributes and its badge's colour.
public final class UITabBarItemStateAppearance: NSObject {
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// How a tab bar's items look, per state, in one of its layouts.
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The item layout the defaults are for.
    public enum Style: Int, Sendable { case stacked, inline, compactInline }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    public override init() { super.init() }
    public init(style: Style) { super.init() }

    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] {
            state.iconColor = nil
            state.titleTextAttributes = [:]
            state.badgeBackgroundColor = nil
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance()
        for (from, to) in zip([normal, selected, disabled, focused], [copy.normal, copy.selected, copy.disabled, copy.focused]) {
            to.iconColor = from.iconColor
            to.titleTextAttributes = from.titleTextAttributes
            to.titlePositionAdjustment = from.titlePositionAdjustment
            to.badgeBackgroundColor = from.badgeBackgroundColor
            to.badgeTextAttributes = from.badgeTextAttributes
        }
        return copy
    }
}

/// How a tab bar looks: the bar's background and shadow, and its items' in
/// each layout (stacked on a phone in portrait, inline in a compact height).
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?

    public override init() { super.init() }
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tab = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = tab.stackedLayoutAppearance.copy() as? UITabBarItemAppearance ?? UITabBarItemAppearance()
        inlineLayoutAppearance = tab.inlineLayoutAppearance.copy() as? UITabBarItemAppearance ?? UITabBarItemAppearance()
        compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance.copy() as? UITabBarItemAppearance
            ?? UITabBarItemAppearance()
        selectionIndicatorTintColor = tab.selectionIndicatorTintColor
    }
}
