import Foundation

/// Which sides a popover's arrow may point from.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover's delegate answers and hears, beyond an adaptive
/// presentation's.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Where a popover points: a view or a bar button item.
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}
extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// A popover's presentation controller: what it points at and how. The
/// engine shows a popover over the full screen, as UIKit adapts one in a
/// horizontally compact width ("popovers adapt to
/// UIModalPresentationOverFullScreen by default", Apple's
/// `UIModalPresentationStyle.popover`), on every device; the source and
/// arrow are kept and read back, and `arrowDirection` stays `.unknown`. Its
/// `delegate` is the adaptive delegate UIKit's popover narrows to
/// `UIPopoverPresentationControllerDelegate`: a popover delegate is set as
/// in UIKit, and read back as an adaptive one.
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var canOverlapSourceViewRect = false
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
}
