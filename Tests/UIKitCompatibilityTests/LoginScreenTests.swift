import UIKit
import XCTest

/// A sign-in screen as apps write it: two fields whose return key moves to
/// the next field and then submits, a button enabled by `editingChanged`
/// through a `UIAction`, and a keyboard observer that lifts the button
/// above the keyboard by changing a bottom constraint.
final class LoginViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let submitButton = UIButton(type: .system)
    private(set) var submissions: [String] = []
    private(set) var events: [String] = []
    private var bottomConstraint: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []
    static let margin: CGFloat = 16

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .username
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .go
        for field in [emailField, passwordField] {
            field.borderStyle = .roundedRect
            field.delegate = self
            field.translatesAutoresizingMaskIntoConstraints = false
            field.addAction(UIAction { [unowned self] _ in self.updateSubmitButton() }, for: .editingChanged)
            view.addSubview(field)
        }

        submitButton.setTitle("Sign In", for: .normal)
        submitButton.isEnabled = false
        submitButton.translatesAutoresizingMaskIntoConstraints = false
        submitButton.addAction(UIAction { [unowned self] _ in self.submit() }, for: .touchUpInside)
        view.addSubview(submitButton)

        let guide = view.safeAreaLayoutGuide
        bottomConstraint = submitButton.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -Self.margin)
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: guide.topAnchor, constant: 40),
            emailField.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: Self.margin),
            emailField.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -Self.margin),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            submitButton.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            bottomConstraint,
        ])

        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            })
        }
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    private func keyboardWillChange(_ note: Notification) {
        guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        events.append(note.name == UIResponder.keyboardWillShowNotification ? "keyboard shows" : "keyboard hides")
        let overlap = view.bounds.maxY - view.convert(frame, from: nil).minY
        bottomConstraint.constant = -Self.margin - max(overlap - view.safeAreaInsets.bottom, 0)
        view.layoutIfNeeded()
    }

    private func updateSubmitButton() {
        submitButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    private func submit() {
        submissions.append("\(emailField.text ?? "") / \(passwordField.text?.count ?? 0) characters")
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        events.append("editing \(textField.placeholder ?? "")")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        textField !== emailField || !string.contains(" ")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            if submitButton.isEnabled { submit() }
        }
        return true
    }
}

final class LoginScreenTests: AppTestCase {
    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func testTheFieldsAreLaidOutAndTheButtonWaitsForBothFields() {
        let login = LoginViewController()
        show(login)
        XCTAssertEqual(login.emailField.frame, CGRect(x: 16, y: 99, width: 361, height: 34.333333333333336))
        XCTAssertEqual(login.passwordField.frame.minY, login.emailField.frame.maxY + 12)
        XCTAssertFalse(login.submitButton.isEnabled)
        Simulator.tap(center(of: login.emailField))
        Simulator.typeText("ann@example.com")
        XCTAssertFalse(login.submitButton.isEnabled)
        Simulator.tap(center(of: login.passwordField))
        Simulator.typeText("pw")
        XCTAssertTrue(login.submitButton.isEnabled, "editingChanged's UIAction enabled it")
        Simulator.deleteBackward()
        Simulator.deleteBackward()
        XCTAssertFalse(login.submitButton.isEnabled)
    }

    func testReturnMovesToTheNextFieldThenSubmits() {
        let login = LoginViewController()
        show(login)
        Simulator.tap(center(of: login.emailField))
        Simulator.typeText("ann @example.com\n")
        XCTAssertEqual(login.emailField.text, "ann@example.com", "the delegate keeps spaces out")
        XCTAssertTrue(login.passwordField.isFirstResponder)
        Simulator.typeText("secret\n")
        XCTAssertFalse(login.passwordField.isFirstResponder)
        XCTAssertEqual(login.submissions, ["ann@example.com / 6 characters"])
        XCTAssertEqual(login.events, ["editing Email", "keyboard shows", "editing Password", "keyboard shows", "keyboard hides"])
    }

    func testTheButtonRidesAboveTheKeyboard() {
        let login = LoginViewController()
        show(login)
        let bottom = login.view.safeAreaLayoutGuide.layoutFrame.maxY
        XCTAssertEqual(login.submitButton.frame.maxY, bottom - 16)
        Simulator.tap(center(of: login.emailField))
        let keyboard = Simulator.keyboardFrame ?? .zero
        XCTAssertEqual(keyboard, CGRect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(login.submitButton.frame.maxY, keyboard.minY - 16, "laid out at once, inside the keyboard's animation")
        XCTAssertFalse(login.submitButton.layer.animationKeys()?.isEmpty ?? true, "and animated with it")
        Simulator.pressReturn()
        XCTAssertEqual(login.submitButton.frame.maxY, keyboard.minY - 16, "moving to the next field keeps it there")
        XCTAssertTrue(login.view.endEditing(true))
        XCTAssertEqual(login.submitButton.frame.maxY, bottom - 16)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertNil(Simulator.keyboardFrame)
    }
}
