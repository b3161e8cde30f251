import Foundation

/// A storyboard controller's top or bottom layout guide (`topLayoutGuide`,
/// `bottomLayoutGuide`, from before iOS 11), which constraints in storyboards
/// of that time are pinned to. Since iOS 11 UIKit defines them by the safe
/// area: the top guide runs from the view's top to the safe area's, the
/// bottom guide from the safe area's bottom to the view's. Here each is a
/// layout guide of the controller's root view, tied to its safe area guide.
enum ViewControllerLayoutGuide {
    case top, bottom

    func make(in view: UIView) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = self == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        let vertical = self == .top
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor),
               guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
            : [guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
               guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        NSLayoutConstraint.activate(vertical + [
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        return guide
    }
}
