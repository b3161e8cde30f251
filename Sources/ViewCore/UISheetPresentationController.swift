import Foundation

/// What a sheet's delegate hears, beyond an adaptive presentation's.
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}

/// A sheet's presentation controller (iOS 15): the heights it rests at
/// (`detents`) and which one it shows. On a phone in portrait the engine
/// places the sheet at its selected detent: the large one 10 points below the
/// safe area's top, as R8.6 places any sheet; the medium one at half the
/// screen's height ("approximately half the height of the screen", Apple's
/// `medium()`); a custom one at the height its resolver gives, above the
/// bottom. Elsewhere a sheet keeps R8.6's frame. The grabber, corner radius
/// and the dimming's detent are kept and read back; no finger drags a sheet
/// between detents.
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    public final class Detent: NSObject, @unchecked Sendable {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        public let identifier: Identifier
        /// The height, given the largest a sheet may be; nil for the system's.
        let resolve: ((CGFloat) -> CGFloat?)?

        init(identifier: Identifier, resolve: ((CGFloat) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolve = resolve
            super.init()
        }

        public static func medium() -> Detent { Detent(identifier: .medium, resolve: nil) }
        public static func large() -> Detent { Detent(identifier: .large, resolve: nil) }

        /// A detent of the program's own (iOS 16): the resolver's height, from
        /// the context's largest; nil leaves the detent out.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            let name = identifier
                ?? Identifier(rawValue: "UISheetPresentationController.Detent-\(Session.current.nextUnnamed(.detent))")
            return Detent(identifier: name) { largest in resolver(DetentResolutionContext(maximumDetentValue: largest)) }
        }
    }

    open var detents: [Detent] = [.large()] {
        didSet { placePresentedView() }
    }
    /// The detent shown; nil for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { placePresentedView() }
    }
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Changes made in `changes` take effect at once: the engine animates no
    /// move between detents.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        placePresentedView()
    }

    /// The presented view at the frame its detent gives, while presented.
    private func placePresentedView() {
        guard let view = presentedView, let container = containerView else { return }
        view.frame = presentedViewController.presentationFrame(in: container.bounds)
    }

    /// The height of the sheet at its selected detent, given the large one's;
    /// nil for the large one.
    func selectedHeight(largest: CGFloat, screenHeight: CGFloat) -> CGFloat? {
        let heights = detents.compactMap { detent -> (Detent.Identifier, CGFloat)? in
            switch detent.identifier {
            case .large: return (detent.identifier, largest)
            case .medium where detent.resolve == nil: return (detent.identifier, min(screenHeight / 2, largest))
            default:
                guard let height = detent.resolve?(largest), height.isFinite, height > 0 else { return nil }
                return (detent.identifier, min(height, largest))
            }
        }
        guard let shown = heights.first(where: { $0.0 == selectedDetentIdentifier }) ?? heights.min(by: { $0.1 < $1.1 }) else {
            return nil
        }
        return shown.1 < largest ? shown.1 : nil
    }
}

/// What a custom detent's resolver is given.
public protocol UISheetPresentationControllerDetentResolutionContext {
    var maximumDetentValue: CGFloat { get }
}

struct DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
}
