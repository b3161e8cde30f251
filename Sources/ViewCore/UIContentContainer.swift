import Foundation

/// What a controller is to its container, as UIKit's `UIContentContainer`:
/// a size it prefers, told of its children's, and of size and trait
/// transitions. `UIViewController` is one.
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
