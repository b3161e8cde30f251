import Foundation

extension UIViewController {
    /// `UIViewController`'s properties by key (NativeClasses.swift). Reading
    /// `view` loads it, as in UIKit; `viewIfLoaded` does not.
    static let catalog: [AnyProperty] = [
        Property("view", get: { (controller: UIViewController) in controller.view as UIView? },
                 set: { $0.view = $1 }),
        Property("viewLoaded", get: { (controller: UIViewController) in controller.isViewLoaded }),
        Property("viewIfLoaded", get: { (controller: UIViewController) in controller.viewIfLoaded }),
        Property("title", get: { (controller: UIViewController) in controller.title }, set: { $0.title = $1 }),
        Property("nibName", get: { (controller: UIViewController) in controller.nibName }),
        Property("storyboard", get: { (controller: UIViewController) in controller.storyboard }),
        Property("parentViewController", get: { (controller: UIViewController) in controller.parent }),
        Property("childViewControllers", get: { (controller: UIViewController) in controller.children }),
        Property("presentedViewController", get: { (controller: UIViewController) in controller.presentedViewController }),
        Property("presentingViewController", get: { (controller: UIViewController) in controller.presentingViewController }),
        Property("navigationController", get: { (controller: UIViewController) in controller.navigationController }),
        Property("tabBarController", get: { (controller: UIViewController) in controller.tabBarController }),
        Property("modalPresentationStyle", get: { (controller: UIViewController) in controller.modalPresentationStyle },
                 set: { $0.modalPresentationStyle = $1 }),
        Property("definesPresentationContext", get: { (controller: UIViewController) in controller.definesPresentationContext },
                 set: { $0.definesPresentationContext = $1 }),
        Property("additionalSafeAreaInsets", get: { (controller: UIViewController) in controller.additionalSafeAreaInsets },
                 set: { $0.additionalSafeAreaInsets = $1 }),
        Property("beingPresented", get: { (controller: UIViewController) in controller.isBeingPresented }),
        Property("beingDismissed", get: { (controller: UIViewController) in controller.isBeingDismissed }),
        Property("movingToParentViewController", get: { (controller: UIViewController) in controller.isMovingToParent }),
        Property("movingFromParentViewController", get: { (controller: UIViewController) in controller.isMovingFromParent }),
        Property("traitCollection", get: { (controller: UIViewController) in controller.traitCollection }),
        Property("overrideUserInterfaceStyle", get: { (controller: UIViewController) in controller.overrideUserInterfaceStyle },
                 set: { $0.overrideUserInterfaceStyle = $1 }),
    ]
}
