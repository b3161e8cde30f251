import Foundation

/// How a presented controller's view arrives and leaves when animated: it
/// rises from the bottom (`coverVertical`, the default) or fades in and out
/// (`crossDissolve`). The engine draws no 3D flip or page curl: a flip is
/// shown as a fade, a curl as the cover.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl

    var fades: Bool { self == .crossDissolve || self == .flipHorizontal }
}

/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen
    case overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// `.automatic` is a page sheet for a plain controller (R8.6).
    var resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// Whether the presenter's view leaves the screen (R8.5) or stays (R8.6).
    var removesPresenterView: Bool {
        switch resolved {
        case .fullScreen, .currentContext: return true
        default: return false
        }
    }

    /// A sheet (iOS 13 and later): its transition completes at a later turn than
    /// it starts even when not animated, so the did-callbacks come a turn after the
    /// will-callbacks (ww-tech/lasso's ModalTestingTests+SystemBehavior.swift,
    /// test_NotAnimated_Presentation and test_NotAnimated_Dismissal: on iOS 13 and
    /// later a page sheet has only viewDidLoad and viewWillAppear (viewWillDisappear)
    /// once the main queue is exhausted, the did-callback when the transition
    /// completes; a full-screen presentation has all of them at once). Over full
    /// screen and custom presentations are not sheets: they complete within their
    /// first turn, like full screen.
    var isSheet: Bool {
        switch resolved {
        case .pageSheet, .formSheet: return true
        default: return false
        }
    }
}

/// Modal presentation (R8.5, R8.6).
extension UIViewController {
    func presentController(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if presented === self {
            UIKitException.raise(.invalidArgumentException, "Application tried to present modal view controller on itself. Presenting controller is \(className) #\(objectID).")
            return
        }
        if presented.presentingViewController != nil || presented.parent != nil {
            UIKitException.raise(.invalidArgumentException, "Application tried to present modally a view controller \(presented.className) #\(presented.objectID) that is already presented or is a child of another controller.")
            return
        }
        // UIKit's check against presenting a controller that is on screen or presents
        // (e.g. back onto its own presenter); it also keeps the presented chain a chain.
        if presented.viewIfLoaded?.window != nil || presented.presentedViewController != nil {
            UIKitException.raise(.invalidArgumentException, "Application tried to present modally an active controller \(presented.className) #\(presented.objectID).")
            return
        }
        let presenter = presentationContextController
        if presenter === presented {
            // The root of this controller's containment tree: presenting it on itself.
            UIKitException.raise(.invalidArgumentException, "Application tried to present modal view controller on itself. Presenting controller is \(presenter.className) #\(presenter.objectID).")
            return
        }
        if let already = presenter.presentedViewController {
            UIKitWarning.log("Attempt to present \(presented.className) #\(presented.objectID) on \(presenter.className) #\(presenter.objectID) which is already presenting \(already.className) #\(already.objectID).")
            return
        }
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        (presented as? UISearchController)?.wasPresented()
        let style = presented.modalPresentationStyle.resolved
        let source = self
        let record = ControllerTransition(animated: animated, style: style, participants: [presenter, presented],
                                          from: presenter, to: presented, fromViewTakesPart: style.removesPresenterView,
                                          container: presenter.viewIfLoaded?.window)

        TransitionQueue.shared.enqueue(animated: animated, finishesLater: style.isSheet, record: record, start: {
            guard let window = presenter.viewIfLoaded?.window else {
                UIKitWarning.log("Attempt to present \(presented.className) #\(presented.objectID) on \(presenter.className) #\(presenter.objectID) whose view is not in the window hierarchy.")
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                return
            }
            presented.isBeingPresented = true
            // A view that does not load (the load reports it) presents nothing.
            guard presented.loadsView(), let view = presented.viewIfLoaded else {
                presented.isBeingPresented = false
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                return
            }
            // R22.7: an animator from the transitioning delegate, asked when the
            // presentation is animated, or for a custom one even when it is not.
            if animated || style == .custom,
               let animator = presented.transitioningDelegate?.animationController(forPresented: presented,
                                                                                    presenting: presenter, source: source) {
                let container = TransitionContainerView(in: window)
                record.begin(container: container,
                             fromInitialFrame: presenter.viewIfLoaded.map { $0.convert($0.bounds, to: container) } ?? .zero,
                             toFinalFrame: presented.presentationFrame(in: container.bounds))
                let interactor = presented.transitioningDelegate?.interactionControllerForPresentation(using: animator)
                record.adopt(animator, interactor: animated ? interactor : nil) { didComplete in
                    presented.endCustomPresentation(by: presenter, style: style, container: container,
                                                    didComplete: didComplete, completion: completion)
                }
                if style.removesPresenterView { presenter.beginAppearanceTransition(false, animated: animated) }
                presented.beginAppearanceTransition(true, animated: animated)
                record.runAnimator()
                return
            }
            record.begin(container: window, fromInitialFrame: presenter.viewIfLoaded?.frame ?? .zero,
                         toFinalFrame: presented.presentationFrame(in: window.bounds))
            if style.removesPresenterView { presenter.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
            window.addSubview(view)
            // A presented view rises from the bottom of the window; an alert,
            // a search, or a view that dissolves in, fades in.
            if animated, presented is UIAlertController || presented is UISearchController || presented.modalTransitionStyle.fades {
                TransitionQueue.fade(view, from: 0, to: 1)
            } else if animated {
                TransitionQueue.slide(view, from: CGPoint(x: 0, y: window.bounds.height))
            }
            record.runStandardAnimations()
        }, finish: {
            record.end(didComplete: true) {
                guard presented.presentingViewController === presenter else { return }
                presented.finishPresentation(by: presenter, style: style, completion: completion)
            }
        })
    }

    /// The end of a completed presentation, standard or custom: the presented
    /// controller has appeared, and a presenter whose view the style removes
    /// has disappeared.
    private func finishPresentation(by presenter: UIViewController, style: UIModalPresentationStyle,
                                    completion: (() -> Void)?) {
        endAppearanceTransition()
        if style.removesPresenterView {
            presenter.endAppearanceTransition()
            presenter.viewIfLoaded?.removeFromSuperview()
        }
        isBeingPresented = false
        completion?()
    }

    /// A presentation an animator ran is over (R22.7). Completed, as a
    /// standard one ends; undone, the presented controller will and did
    /// disappear, its container leaves the window, the presenter (if it was
    /// leaving) will and did appear again, and the completion does not run.
    private func endCustomPresentation(by presenter: UIViewController, style: UIModalPresentationStyle,
                                       container: TransitionContainerView, didComplete: Bool, completion: (() -> Void)?) {
        let presented = self
        guard presented.presentingViewController === presenter else { return }
        if didComplete { return presented.finishPresentation(by: presenter, style: style, completion: completion) }
        presented.beginAppearanceTransition(false, animated: true)
        presented.viewIfLoaded?.removeFromSuperview()
        container.removeFromSuperview()
        presented.endAppearanceTransition()
        presented.isBeingPresented = false
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        if style.removesPresenterView {
            presenter.beginAppearanceTransition(true, animated: true)
            presenter.endAppearanceTransition()
        }
    }

    /// Called on the presenter, it dismisses what it presented; on a presented
    /// controller that presents nothing, it dismisses itself. With nothing to
    /// dismiss it does nothing and does not call the completion.
    func dismissController(animated: Bool, completion: (() -> Void)?) {
        let dismissed: UIViewController
        if let presented = presentedViewController {
            dismissed = presented
        } else if presentingViewController != nil {
            dismissed = self
        } else {
            return
        }
        guard let presenter = dismissed.presentingViewController else { return }
        let style = dismissed.modalPresentationStyle.resolved
        var presenterReturns = false
        let record = ControllerTransition(animated: animated, style: style,
                                          participants: [presenter] + dismissed.presentedChain, from: dismissed,
                                          to: presenter, toViewTakesPart: style.removesPresenterView,
                                          container: dismissed.viewIfLoaded?.superview)

        TransitionQueue.shared.enqueue(animated: animated, finishesLater: style.isSheet, record: record, start: {
            let animator = animated || style == .custom
                ? dismissed.transitioningDelegate?.animationController(forDismissed: dismissed) : nil
            let dismissedView = dismissed.viewIfLoaded
            if let animator, let dismissedView, let container = dismissedView.superview {
                let interactor = dismissed.transitioningDelegate?.interactionControllerForDismissal(using: animator)
                record.begin(container: container, fromInitialFrame: dismissedView.frame,
                             toFinalFrame: presenter.viewIfLoaded?.frame ?? container.bounds)
                record.adopt(animator, interactor: animated ? interactor : nil) { didComplete in
                    dismissed.endCustomDismissal(by: presenter, style: style, container: container,
                                                 presenterReturns: presenterReturns, didComplete: didComplete,
                                                 completion: completion)
                }
            } else if let container = dismissedView?.superview {
                record.begin(container: container, fromInitialFrame: dismissedView?.frame ?? .zero,
                             toFinalFrame: container.bounds)
            }
            // What the dismissed controller presented in turn goes with it.
            let stack = dismissed.presentedChain
            for controller in stack.reversed() {
                controller.isBeingDismissed = controller === dismissed
                controller.beginAppearanceTransition(false, animated: animated)
            }
            // A presenter whose view does not load again (the load reports it) stays away.
            if style.removesPresenterView, let dismissedView = dismissed.viewIfLoaded,
               let window = dismissedView.window, let presenterView = presenter.view {
                let below = dismissedView.superview is TransitionContainerView ? dismissedView.superview : dismissedView
                window.insertSubview(presenterView, belowSubview: below ?? dismissedView)
                presenter.beginAppearanceTransition(true, animated: animated)
                presenterReturns = true
            }
            if record.ranByAnimator {
                record.runAnimator()
                return
            }
            // A dismissed view falls to the bottom of the window, or fades out.
            if animated, let view = dismissed.viewIfLoaded, let window = view.window {
                if dismissed is UIAlertController || dismissed is UISearchController || dismissed.modalTransitionStyle.fades {
                    TransitionQueue.fade(view, from: 1, to: 0)
                } else {
                    TransitionQueue.slide(view, to: CGPoint(x: 0, y: window.bounds.height))
                }
            }
            record.runStandardAnimations()
        }, finish: {
            record.end(didComplete: true) {
                dismissed.finishDismissal(by: presenter, presenterReturns: presenterReturns, completion: completion)
            }
        })
    }

    /// A dismissal an animator ran is over (R22.7). Completed, as a standard
    /// one ends, the presenter's view back in the window below the container if
    /// the animator moved it, and an emptied container gone; undone, the
    /// dismissed controllers will and did appear again, the presenter (if it
    /// was returning) will and did disappear and its view leaves again, and
    /// the completion does not run.
    private func endCustomDismissal(by presenter: UIViewController, style: UIModalPresentationStyle, container: UIView,
                                    presenterReturns: Bool, didComplete: Bool, completion: (() -> Void)?) {
        let dismissed = self
        if didComplete {
            // An animator that took the presenter's view into the container
            // leaves it in the window, where the presentation found it.
            if presenterReturns, let presenterView = presenter.viewIfLoaded,
               let window = (container as? UIWindow) ?? (container.superview as? UIWindow), presenterView.superview !== window {
                if container.superview === window {
                    window.insertSubview(presenterView, belowSubview: container)
                } else {
                    window.insertSubview(presenterView, at: 0)
                }
            }
            dismissed.finishDismissal(by: presenter, presenterReturns: presenterReturns, completion: completion)
            return
        }
        for controller in dismissed.presentedChain {
            controller.beginAppearanceTransition(true, animated: true)
            controller.endAppearanceTransition()
            controller.isBeingDismissed = false
        }
        if presenterReturns {
            presenter.beginAppearanceTransition(false, animated: true)
            presenter.viewIfLoaded?.removeFromSuperview()
            presenter.endAppearanceTransition()
        }
    }

    /// The end of a completed dismissal, standard or custom: the presenter has
    /// appeared (if it was returning), the dismissed controllers have
    /// disappeared, top first, and the presentation is undone.
    private func finishDismissal(by presenter: UIViewController, presenterReturns: Bool, completion: (() -> Void)?) {
        if presenterReturns { presenter.endAppearanceTransition() }
        for controller in presentedChain.reversed() {
            controller.removePresentedView()
            controller.endAppearanceTransition()
            controller.isBeingDismissed = false
        }
        presenter.presentedViewController = nil
        presentingViewController = nil
        (self as? UISearchController)?.wasDismissed()
        completion?()
    }

    /// A presented view leaves the window, and with the last view in it the
    /// container a custom presentation put it in.
    func removePresentedView() {
        guard let view = viewIfLoaded else { return }
        let container = view.superview as? TransitionContainerView
        view.removeFromSuperview()
        if let container, container.subviews.isEmpty { container.removeFromSuperview() }
    }

    /// The last of `presentedChain`: this controller, or what is presented on top.
    var presentedTop: UIViewController {
        var top = self
        while let next = top.presentedViewController { top = next }
        return top
    }

    /// This controller and those presented on top of it, bottom first.
    var presentedChain: [UIViewController] {
        var chain = [self]
        while let next = chain.last?.presentedViewController { chain.append(next) }
        return chain
    }

    /// The controller that presents on this one's behalf: the nearest ancestor that
    /// defines a presentation context, or the root of its containment tree.
    var presentationContextController: UIViewController {
        var controller = self
        while let parent = controller.parent, !controller.definesPresentationContext {
            controller = parent
        }
        return controller
    }

    /// Where a presented controller's view sits in the window (R8.6): full screen,
    /// or as a sheet — on a phone in portrait a card 10 points below the top of the
    /// safe area; in landscape on a phone, full screen; on an iPad a 540×620 form
    /// or a 704-point-wide page, centered.
    func presentationFrame(in bounds: CGRect) -> CGRect {
        if let search = self as? UISearchController { return search.searchFrame(in: bounds) }
        let style = modalPresentationStyle.resolved
        guard style == .pageSheet || style == .formSheet else { return bounds }
        let screen = UIScreen.main
        if screen.device.idiom == .pad {
            let size = style == .formSheet ? CGSize(width: 540, height: 620)
                : CGSize(width: min(704, bounds.width), height: bounds.height - screen.safeAreaInsets.top - 10)
            return CGRect(x: (bounds.width - size.width) / 2,
                          y: style == .formSheet ? (bounds.height - size.height) / 2 : screen.safeAreaInsets.top + 10,
                          width: size.width, height: size.height)
        }
        guard screen.interfaceOrientation.isPortrait else { return bounds }
        let top = screen.safeAreaInsets.top + 10
        let large = bounds.height - top
        if let sheet = presentationControllerStorage as? UISheetPresentationController,
           let height = sheet.selectedHeight(largest: large, screenHeight: bounds.height) {
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
        return CGRect(x: 0, y: top, width: bounds.width, height: large)
    }
}

/// The view a custom presentation's views are put in, over what the window
/// shows, as UIKit's transition view: the window's size, resizing with it,
/// catching the touches outside the presented view; it leaves the window
/// with the last view in it.
final class TransitionContainerView: UIView {
    init(in window: UIWindow) {
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(self)
    }

    required init?(coder: NSCoder) { return nil }

    override var className: String { "UITransitionView" }
}
