import Foundation

/// A controller made from a storyboard: its storyboard, and its segues.
extension UIViewController {
    /// The storyboard the controller was made from; nil for one made in code.
    public var storyboard: UIStoryboard? { storyboardScene?.storyboard }

    /// `performSegue(withIdentifier:sender:)`: the segue of the controller's
    /// scene with that identifier, else UIKit's exception.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let (storyboard, scene) = storyboardScene,
              let template = scene.segues.first(where: { $0.identifier == identifier }) else {
            UIKitException.raise(.invalidArgumentException,
                "Receiver (<\(className): #\(objectID)>) has no segue with identifier '\(identifier)'")
            return
        }
        let destination: UIViewController
        do {
            destination = try storyboard.instantiateController(id: template.destination, from: template.element)
        } catch {
            UIKitException.raise(.internalInconsistencyException, "\(error)")
            return
        }
        let segue = UIStoryboardSegue(template: template, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
