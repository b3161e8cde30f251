import Foundation

/// Appearance (R7): the four-state machine, forwarding to children, and the
/// appearance of a child whose view enters or leaves a window by hand.
extension UIViewController {
    /// R7.1. A call that makes no sense from the current state is ignored, as UIKit
    /// does (it only logs "Unbalanced calls to begin/end appearance transitions").
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
            appearanceAnimated = animated
            loadViewIfNeeded()
            viewWillAppear(animated)
            prepareChildrenForAppearance()
            forwardBeginning { $0.beginAppearanceTransition(true, animated: animated) }
        case (.appearing, false), (.appeared, false):
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
            forwardBeginning { $0.beginAppearanceTransition(false, animated: animated) }
        default:
            UIKitWarning.log("Unbalanced calls to begin/end appearance transitions for \(className) #\(objectID).")
        }
    }

    func endAppearance() {
        let animated = appearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
            forwardEnd()
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
            forwardEnd()
        default:
            UIKitWarning.log("Unbalanced calls to begin/end appearance transitions for \(className) #\(objectID).")
        }
        appearanceDrivenByWindow = false
    }

    /// R7.3: the same call to each child whose view is in this controller's view.
    private func forwardBeginning(_ call: (UIViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewStorage else { return }
        for child in children {
            guard let childView = child.viewStorage, childView.isDescendant(of: view) else { continue }
            if !childrenInTransition.contains(where: { $0 === child }) { childrenInTransition.append(child) }
            call(child)
        }
    }

    /// R7.3: the end to each child whose view is in this controller's view, and
    /// to each child it began a transition of that is still in it, wherever a
    /// callback has since moved the child or its view: a transition that began ends.
    private func forwardEnd() {
        let began = childrenInTransition
        childrenInTransition = []
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewStorage else { return }
        let isPending = { (child: UIViewController) in
            child.isBetweenAppearanceCallbacks && !child.appearanceDrivenByWindow && began.contains { $0 === child }
        }
        for child in children where child.viewStorage?.isDescendant(of: view) ?? false || isPending(child) {
            child.endAppearanceTransition()
        }
        for child in began where !children.contains(where: { $0 === child }) && isPending(child) {
            child.endAppearanceTransition()
        }
    }

    /// Whether the controller is appeared or on its way to it.
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }

    // MARK: A child's view entering or leaving a window by hand

    /// A child of an appeared parent whose view is added to the window (or removed
    /// from it) outside any container transition appears (or disappears) with it:
    /// will-callbacks as the view moves, did-callbacks once it has moved. The
    /// move is noted before the will-callbacks: they may finish it themselves.
    func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard let parent, parent.appearanceState == .appeared,
              parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        if newWindow != nil, appearanceState == .disappeared {
            appearanceDrivenByWindow = true
            beginAppearance(true, animated: false)
        } else if newWindow == nil, appearanceState == .appeared {
            appearanceDrivenByWindow = true
            beginAppearance(false, animated: false)
        }
    }

    func rootViewDidMoveToWindow() {
        guard appearanceDrivenByWindow else { return }
        endAppearance()
    }
}

/// Diagnostics that UIKit logs to the console instead of raising. They go to
/// standard error, or wherever `handler` sends them: through C's stdio, which
/// fails quietly where standard error is closed or full (FileHandle traps).
public enum UIKitWarning {
    nonisolated(unsafe) public static var handler: (String) -> Void = { message in
        fputs(message + "\n", stderr)
    }

    public static func log(_ message: String) { handler(message) }
}
