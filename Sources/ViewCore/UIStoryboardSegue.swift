import Foundation

/// UIKit's `UIStoryboardSegue`: a transition from one controller to another
/// that a storyboard describes. `perform()` does what the segue's kind says:
/// `show` pushes onto the source's navigation controller (or presents, with
/// none), `presentation` presents, in the style the segue names if it names
/// one; animated unless the storyboard says `animates="NO"`.
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    enum Kind { case show, present, embed, other(String) }
    let kind: Kind
    let animates: Bool
    let presentationStyle: UIModalPresentationStyle?
    let transitionStyle: UIModalTransitionStyle?
    /// An embed segue's container view.
    private weak var container: UIView?

    /// A segue that does nothing when performed, as UIKit's base class; a
    /// subclass overrides `perform()`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        kind = .other("custom")
        animates = true
        presentationStyle = nil
        transitionStyle = nil
    }

    init(template: NibSegueTemplate, source: UIViewController, destination: UIViewController, container: UIView? = nil) {
        identifier = template.identifier
        self.source = source
        self.destination = destination
        switch template.kind {
        case "show", "push", "showDetail": kind = .show
        case "presentation", "modal", "popoverPresentation": kind = .present
        case "embed": kind = .embed
        default: kind = .other(template.kind)
        }
        animates = template.animates
        presentationStyle = template.modalPresentationStyle
        transitionStyle = template.modalTransitionStyle
        self.container = container
    }

    open func perform() {
        switch kind {
        case .show:
            if let navigation = source as? UINavigationController ?? source.navigationController {
                navigation.pushViewController(destination, animated: animates)
            } else {
                source.present(destination, animated: animates)
            }
        case .present:
            if let presentationStyle { destination.modalPresentationStyle = presentationStyle }
            if let transitionStyle { destination.modalTransitionStyle = transitionStyle }
            source.present(destination, animated: animates)
        case .embed:
            performEmbedding(sender: nil)
        case .other(let name):
            UIKitException.raise(.invalidArgumentException,
                "The segue '\(identifier ?? "")' is of kind '\(name)', which the engine cannot perform (custom and unwind segues need their classes)")
        }
    }

    /// An embed segue, as the source's view loads: `prepare(for:sender:)`,
    /// then the destination becomes a child whose view fills the container.
    func performEmbedding(sender: Any?) {
        guard let container else { return }
        source.prepare(for: self, sender: sender)
        source.addChild(destination)
        guard let view = destination.view else { return }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        destination.didMove(toParent: source)
    }
}
