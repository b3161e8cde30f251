import Foundation

/// What a presentation controller's delegate answers and hears.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// No answer: the presentation adapts as UIKit's does by default.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// What manages a presented controller's place on screen: a controller's
/// `presentationController`, made when first asked for, of the class its
/// `modalPresentationStyle` calls for (a sheet's `UISheetPresentationController`,
/// a popover's `UIPopoverPresentationController`), so that an app can set
/// its delegate, detents or source before presenting.
///
/// The presented controller holds it; it holds the presented controller
/// unowned, as it lives no longer. The engine lays presentations out itself
/// (UIViewController+Presentation.swift): a transitioning delegate's own
/// presentation controller is not asked for, and the delegate hears of no
/// interactive dismissal, which the engine has none of.
open class UIPresentationController: NSObject {
    public unowned let presentedViewController: UIViewController
    private weak var presentingStorage: UIViewController?
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The controller presenting, once it presents; until then the one
    /// given, else the presented controller itself.
    open var presentingViewController: UIViewController {
        presentedViewController.presentingViewController ?? presentingStorage ?? presentedViewController
    }

    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// The view the presented view is in while it is presented.
    open var containerView: UIView? { presentedViewController.presentingViewController == nil ? nil : presentedView?.superview }

    /// Where the presented view is, in the container: where the engine puts it.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return presentedViewController.presentationFrame(in: container.bounds)
    }
}

extension UIViewController {
    /// The presentation controller of this controller's presentation: made
    /// when first asked for, for the style it has then (a sheet's or a
    /// popover's class where the style calls for one).
    public var presentationController: UIPresentationController? {
        if let presentationControllerStorage { return presentationControllerStorage }
        let made: UIPresentationController
        switch modalPresentationStyle.resolved {
        case .pageSheet, .formSheet:
            made = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        case .popover:
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
        default:
            made = UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        }
        presentationControllerStorage = made
        return made
    }

    /// The sheet presentation controller, for a controller presented (or to
    /// be presented) as a sheet; nil for another style.
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle.isSheet else { return nil }
        return presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller, for a controller whose style is
    /// `.popover` (Apple's reference: "If the modal presentation style is a
    /// different value, this property is nil").
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}
