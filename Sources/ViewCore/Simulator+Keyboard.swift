import Foundation

/// The keyboard's keys, pressed on the text input that is first responder,
/// each delivered at once as the keyboard delivers it.
extension Simulator {
    /// Types `text` a character (a grapheme) at a time, as the keyboard's
    /// keys do: a text field or text view asks its delegate about each, then
    /// inserts it, telling its targets, delegate and observers; another
    /// `UIKeyInput` is sent `insertText(_:)`. A newline is the return key
    /// (`pressReturn()`). Raises when no text input is first responder.
    public static func typeText(_ text: String) {
        for character in text {
            guard let input = keyboardClient(for: "type") else { return }
            if character == "\n" || character == "\r\n" || character == "\r" {
                pressReturn(on: input)
                continue
            }
            let key = String(character)
            switch input {
            case let field as UITextField: field.typeFromKeyboard(key)
            case let view as UITextView: view.typeFromKeyboard(key)
            case let other as UIKeyInput: other.insertText(key)
            default: return
            }
        }
    }

    /// The delete key: the selection, or the character before the insertion
    /// point, after the delegate agrees; with no text, `deleteBackward()`
    /// alone, as UIKit sends it with nothing to delete.
    public static func deleteBackward() {
        guard let input = keyboardClient(for: "delete") else { return }
        switch input {
        case let field as UITextField: field.deleteFromKeyboard()
        case let view as UITextView: view.deleteFromKeyboard()
        case let other as UIKeyInput: other.deleteBackward()
        default: return
        }
    }

    /// The return key: a text field asks `textFieldShouldReturn` and sends
    /// `editingDidEndOnExit`; a text view and another text input get a
    /// newline. A return key disabled by `enablesReturnKeyAutomatically`
    /// while there is no text does nothing; a number, decimal or phone pad,
    /// which has no return key, raises.
    public static func pressReturn() {
        guard let input = keyboardClient(for: "press return") else { return }
        pressReturn(on: input)
    }

    /// The keyboard's frame on screen, in screen coordinates; nil while it
    /// is hidden.
    public static var keyboardFrame: CGRect? {
        let keyboard = Keyboard.current
        return keyboard.isVisible ? keyboard.frame : nil
    }

    private static func pressReturn(on input: UIResponder) {
        guard let traits = input as? UIKeyInput else { return }
        switch traits.keyboardType {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad:
            return UIKitException.raise(.internalInconsistencyException,
                                        "Cannot press return: the \(keyboardName(traits.keyboardType)) has no return key")
        default: break
        }
        if traits.enablesReturnKeyAutomatically, !traits.hasText { return }
        switch input {
        case let field as UITextField: field.pressReturnFromKeyboard()
        case let view as UITextView: view.typeFromKeyboard("\n")
        default: traits.insertText("\n")
        }
    }

    private static func keyboardName(_ type: UIKeyboardType) -> String {
        switch type {
        case .phonePad: return "phone pad"
        case .decimalPad: return "decimal pad"
        default: return "number pad"
        }
    }

    /// The text input the keyboard types into; raises when there is none.
    private static func keyboardClient(for action: String) -> UIResponder? {
        let keyboard = Keyboard.current
        if let client = keyboard.client, client.isFirstResponder, client.takesKeyboardInput { return client }
        UIKitException.raise(.internalInconsistencyException,
                             "Cannot \(action): no text input is first responder, so the keyboard is not on screen")
        return nil
    }
}
