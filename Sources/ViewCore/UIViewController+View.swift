import Foundation

/// Loading the controller's view (R6.2, R6.3).
extension UIViewController {
    /// `loadView`, then `viewDidLoad`, once. A `loadView` that leaves the view nil, or
    /// that reads `view` before setting it, is reported instead of recursing as UIKit
    /// would; the read then answers nil.
    func loadViewOnce() {
        guard viewStorage == nil else { return }
        if isLoadingView {
            UIKitException.raise(.internalInconsistencyException,
                "-[\(className) loadView] read self.view before assigning it; UIKit would call loadView again and recurse forever")
            return
        }
        isLoadingView = true
        loadView()
        isLoadingView = false
        guard viewStorage != nil else {
            UIKitException.raise(.internalInconsistencyException,
                "-[\(className) loadView] did not set the view; an override of loadView must assign self.view")
            return
        }
        viewDidLoad()
    }

    /// Loads the view if needed; false if there is none (the load reported why).
    func loadsView() -> Bool {
        loadViewIfNeeded()
        return viewStorage != nil
    }

    /// R6.3's default: the view of the controller's storyboard scene, or the
    /// nib named `nibName` (or, without one, named after the class) with the
    /// controller as File's Owner, whose `view` outlet sets the view; or else a
    /// plain view with the screen's bounds that resizes with its superview. A
    /// nib that does not load, or that leaves the view unset, is reported as
    /// UIKit raises it.
    func loadDefaultView() {
        if let (storyboard, scene) = storyboardScene, scene.viewArchive != nil {
            storyboard.loadView(of: self, from: scene)
            return
        }
        if let name = nibName ?? nibNamedAfterClass() {
            loadView(fromNibNamed: name)
            return
        }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        setView(view)
    }

    /// UIKit's search when `nibName` is nil (`UIViewController.nibName`): for
    /// `MyViewController`, `MyView.xib`, then `MyViewController.xib`, in the
    /// nib bundle. UIKit's own classes have none. Each class is looked up once
    /// per session.
    func nibNamedAfterClass() -> String? {
        guard ClassRegistry.native(type(of: self)) == nil else { return nil }
        let folder = URL(fileURLWithPath: nibBundle?.bundlePath ?? Session.current.mainBundlePath)
        let key = folder.path + "/" + className
        if let known = Session.current.nibNamesByClass[key] { return known }
        var candidates = [className]
        if className.hasSuffix("Controller") { candidates.insert(String(className.dropLast("Controller".count)), at: 0) }
        let found = candidates.first { !$0.isEmpty && FileManager.default.fileExists(
            atPath: folder.appendingPathComponent($0 + ".xib").path) }
        Session.current.nibNamesByClass[key] = .some(found)
        return found
    }

    private func loadView(fromNibNamed nibName: String) {
        let nib = UINib(nibName: nibName, bundle: nibBundle)
        do {
            _ = try nib.instantiateReportingActions(withOwner: self, options: nil)
        } catch {
            UIKitException.raise(.internalInconsistencyException,
                "Could not load NIB in bundle: '\(nib.bundle.bundleURL.path)' with name '\(nibName)': \(error)")
            return
        }
        if viewStorage == nil {
            UIKitException.raise(.internalInconsistencyException,
                "-[\(className) _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set.")
        }
    }

    func setView(_ newView: UIView?) {
        if let old = viewStorage, old.viewDelegate === self { old.viewDelegate = nil }
        viewStorage = newView
        guard let newView else { return }
        newView.viewDelegate?.viewStorage = nil  // a view has one controller
        newView.viewDelegate = self
        newView.safeAreaInputsChanged()
        // A controller's root view starts with the system's minimum margins.
        newView.layoutMargins = UIEdgeInsets(top: 0, left: systemMinimumHorizontalMargin, bottom: 0,
                                             right: systemMinimumHorizontalMargin)
    }

    /// 16 points in a compact width, 20 in a regular one.
    var systemMinimumHorizontalMargin: CGFloat {
        traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }
}
