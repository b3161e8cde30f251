import Foundation

/// The gesture recognizers attached to a view: they watch the touches landing
/// in it and its subviews (GestureEnvironment.swift).
extension UIView {
    /// nil while it has none, as in UIKit.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches the recognizer, taking it from the view it was on.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self, gestureRecognizerList.contains(where: { $0 === recognizer }) { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizerList.append(recognizer)
        recognizer.view = self
        GestureEnvironment.attachedRecognizers += 1
    }

    /// Detaches the recognizer; a gesture it has under way is cancelled.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerList.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizerList.remove(at: index)
        recognizer.view = nil
        GestureEnvironment.attachedRecognizers -= 1
        GestureEnvironment.shared.disable(recognizer)
    }
}
