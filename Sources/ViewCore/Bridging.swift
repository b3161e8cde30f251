import Foundation

/// Entry points for a language bridge that allocates an object before running its
/// initializer (a scripted `initWithFrame:` that calls super). Not part of UIKit's API.
extension UIView {
    /// What `initWithFrame:` does: sets the frame, with no side effect (R1.3). A
    /// frame containing NaN is refused, as `init(frame:)` refuses it.
    @_spi(Bridging) public func initialize(frame: CGRect) {
        guard !UIView.refusesFrame(frame) else { return }
        frameStorage = initialFrame(frame)
        boundsOrigin = .zero
    }
}

extension UIViewController {
    /// What `initWithNibName:bundle:` does.
    @_spi(Bridging) public func initialize(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        nibBundle = bundle
    }
}

extension UINavigationController {
    /// What `initWithRootViewController:` does.
    @_spi(Bridging) public func initialize(rootViewController: UIViewController) {
        installRoot(rootViewController)
    }
}
