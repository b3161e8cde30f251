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

    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// Apple's size classes: iPads are regular both ways; iPhones are compact wide
    /// and regular tall in portrait, compact tall in landscape, where the Plus and
    /// Max models become regular wide.
    init(device: Device, orientation: UIInterfaceOrientation) {
        switch device.idiom {
        case .pad:
            self.init(horizontalSizeClass: .regular, verticalSizeClass: .regular,
                      userInterfaceIdiom: .pad, displayScale: device.scale)
        case .phone:
            let landscape = orientation.isLandscape
            self.init(horizontalSizeClass: landscape && device.landscapeWidthIsRegular ? .regular : .compact,
                      verticalSizeClass: landscape ? .compact : .regular,
                      userInterfaceIdiom: .phone, displayScale: device.scale)
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
        traits.layoutDirection = Session.current.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
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

    /// The traits views and controllers report.
    static var current: UITraitCollection { traitsDuringRotation ?? UIScreen.main.traitCollection }
}

extension UIView {
    public var traitCollection: UITraitCollection { UITraitCollection.current }

    /// Sends `traitCollectionDidChange:` down this view's tree, parent first,
    /// and to each controller whose root view it reaches, before that view.
    /// Returns the controllers reached.
    func deliverTraitChange(from oldTraits: UITraitCollection) -> Set<ObjectIdentifier> {
        var reached = Set<ObjectIdentifier>()
        walkSubtreePreOrder { view, _ in
            if let controller = view.viewDelegate {
                controller.traitCollectionDidChange(oldTraits)
                reached.insert(ObjectIdentifier(controller))
            }
            view.traitCollectionDidChange(oldTraits)
            return true
        }
        return reached
    }
}

extension UIViewController {
    public var traitCollection: UITraitCollection { UITraitCollection.current }
}
