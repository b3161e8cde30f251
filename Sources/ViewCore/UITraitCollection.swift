import Foundation

/// The size classes of a trait collection: how much room there is along an axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// The kinds of interface: phone or pad.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1
}

/// The traits of the simulated device in its current orientation.
public struct UITraitCollection: Equatable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    public var displayScale: CGFloat
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Light or dark: the screen's is light; a view or controller inherits
    /// the nearest `overrideUserInterfaceStyle` above it (UIUserInterfaceStyle.swift).
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// How large the user wants text: the session's
    /// (`Simulator.setPreferredContentSizeCategory`), large unless set.
    public var preferredContentSizeCategory: UIContentSizeCategory

    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// A collection with only the content size category specified, as a font
    /// is asked for at a category: `UIFont.preferredFont(forTextStyle: .body,
    /// compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))`.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified,
                  displayScale: 0, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// A collection with only the style specified, as a dynamic color is
    /// resolved against: `color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified,
                  displayScale: 0, userInterfaceStyle: userInterfaceStyle)
    }

    /// Apple's size classes: iPads are regular both ways; iPhones are compact wide
    /// and regular tall in portrait, compact tall in landscape, where the Plus and
    /// Max models become regular wide.
    init(device: Device, orientation: UIInterfaceOrientation) {
        switch device.idiom {
        case .pad:
            self.init(horizontalSizeClass: .regular, verticalSizeClass: .regular,
                      userInterfaceIdiom: .pad, displayScale: device.scale, userInterfaceStyle: .light)
        case .phone:
            let landscape = orientation.isLandscape
            self.init(horizontalSizeClass: landscape && device.landscapeWidthIsRegular ? .regular : .compact,
                      verticalSizeClass: landscape ? .compact : .regular,
                      userInterfaceIdiom: .phone, displayScale: device.scale, userInterfaceStyle: .light)
        }
    }

    var sizeClasses: [UIUserInterfaceSizeClass] { [horizontalSizeClass, verticalSizeClass] }

    public var description: String {
        func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
            switch sizeClass {
            case .unspecified: return "Unspecified"
            case .compact: return "Compact"
            case .regular: return "Regular"
            }
        }
        return "<UITraitCollection; HorizontalSizeClass = \(name(horizontalSizeClass)); VerticalSizeClass = \(name(verticalSizeClass))>"
    }
}

extension UIScreen {
    /// The device's traits in its orientation, in the app's layout direction.
    public var traitCollection: UITraitCollection {
        var traits = UITraitCollection(device: device, orientation: interfaceOrientation)
        let session = Session.current
        traits.layoutDirection = session.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        traits.preferredContentSizeCategory = session.preferredContentSizeCategory
        return traits
    }
}

extension UITraitCollection {
    /// Set by `Simulator.rotate` from its first callback until just before
    /// `traitCollectionDidChange:`: meanwhile views and controllers still report the
    /// traits they had, as in UIKit, where `willTransitionToTraitCollection:` and
    /// `viewWillTransitionToSize:` see the old `traitCollection` and the new one is
    /// applied right before `traitCollectionDidChange:` (R9.1).
    static var traitsDuringRotation: UITraitCollection? {
        get { Session.current.traitsDuringRotation }
        set { Session.current.traitsDuringRotation = newValue }
    }

    /// The screen's traits, as views and controllers without a style of
    /// their own report them.
    static var environment: UITraitCollection { traitsDuringRotation ?? UIScreen.main.traitCollection }

    /// The traits dynamic colors resolve against when no traits are given
    /// (a color's `cgColor`): the screen's unless set, as UIKit sets it for
    /// the view that draws (`performAsCurrent(_:)`).
    public static var current: UITraitCollection {
        get { Session.current.currentTraitCollection ?? environment }
        set { Session.current.currentTraitCollection = newValue }
    }

    /// Runs `actions` with these traits as `UITraitCollection.current`, then
    /// puts back the traits that were current.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let session = Session.current
        let saved = session.currentTraitCollection
        session.currentTraitCollection = self
        defer { session.currentTraitCollection = saved }
        try actions()
    }

    /// Whether dynamic colors may resolve differently against these traits
    /// and `traitCollection`: whether their interface styles differ (the only
    /// color-appearance trait the engine has; UIKit also compares contrast
    /// and elevation). Nil compares with unspecified traits.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// These traits with another interface style.
    func with(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        var traits = self
        traits.userInterfaceStyle = style
        return traits
    }
}

extension UIView {
    /// The screen's traits, with the interface style the view inherits.
    public var traitCollection: UITraitCollection {
        let traits = UITraitCollection.environment
        guard Session.current.overridesUserInterfaceStyle else { return traits }
        return traits.with(effectiveUserInterfaceStyle)
    }

    /// Sends `traitCollectionDidChange:` down this view's tree, parent first,
    /// and to each controller whose root view it reaches, before that view.
    /// Returns the controllers reached.
    func deliverTraitChange(from oldTraits: UITraitCollection) -> Set<ObjectIdentifier> {
        VisibleChanges.note()
        var reached = Set<ObjectIdentifier>()
        let styled = Session.current.overridesUserInterfaceStyle
        walkSubtreePreOrder { view, _ in
            if let controller = view.viewDelegate {
                controller.traitCollectionDidChange(styled ? oldTraits.with(controller.effectiveUserInterfaceStyle) : oldTraits)
                reached.insert(ObjectIdentifier(controller))
            }
            if view.followsContentSizeCategory { view.contentSizeCategoryMayHaveChanged() }
            view.traitCollectionDidChange(styled ? oldTraits.with(view.effectiveUserInterfaceStyle) : oldTraits)
            return true
        }
        return reached
    }
}

extension UIViewController {
    /// The screen's traits, with the interface style the controller inherits.
    public var traitCollection: UITraitCollection {
        let traits = UITraitCollection.environment
        guard Session.current.overridesUserInterfaceStyle else { return traits }
        return traits.with(effectiveUserInterfaceStyle)
    }
}
