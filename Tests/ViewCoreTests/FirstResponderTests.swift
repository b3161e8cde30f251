import XCTest
@testable @_spi(Bridging) import ViewCore

/// What the text input tests share: a window, and the keyboard's and text
/// inputs' notifications written to the log as they are posted
/// (`note UIKeyboardWillShowNotification (0 516; 393 336)`), observers
/// removed at the end.
class TextInputTestCase: ViewCoreTestCase {
    var window: LoggingWindow!
    private var observers: [NSObjectProtocol] = []
    /// The fields' delegates, which the fields hold weakly.
    private var delegates: [LoggingFieldDelegate] = []

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        let names: [Notification.Name] = [
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
            UITextField.textDidEndEditingNotification, UITextView.textDidBeginEditingNotification,
            UITextView.textDidChangeNotification, UITextView.textDidEndEditingNotification,
        ]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [log] note in
                var line = "note \(note.name.rawValue)"
                if let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
                    line += " \(rectNotation(frame))"
                }
                log.add(line)
            })
        }
    }

    override func tearDown() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        delegates = []
        window = nil
        super.tearDown()
    }

    /// The log without the window's own hook lines.
    func takeLog() -> [String] { log.take().filter { !$0.hasPrefix("-[") } }

    /// A text field in the window, whose delegate and editing events log
    /// under `name`.
    func makeField(_ name: String, frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 34)) -> (UITextField, LoggingFieldDelegate) {
        let field = UITextField(frame: frame)
        let delegate = LoggingFieldDelegate(name: name, log: log)
        field.delegate = delegate
        delegates.append(delegate)
        for (event, label) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                               (.editingDidEnd, "editingDidEnd"), (.primaryActionTriggered, "primaryActionTriggered")] {
            field.addHandler({ [log] control, _ in log.add("\(name) \(label) '\((control as? UITextField)?.text ?? "")'") }, for: event)
        }
        window.addSubview(field)
        return (field, delegate)
    }
}

func rectNotation(_ rect: CGRect) -> String {
    "(\(shortNumber(rect.minX)) \(shortNumber(rect.minY)); \(shortNumber(rect.width)) \(shortNumber(rect.height)))"
}

/// A text field delegate that logs each call and answers what the test sets.
final class LoggingFieldDelegate: UITextFieldDelegate {
    let name: String
    let log: CallLog
    var shouldBegin = true
    var shouldEnd = true
    var shouldReturn = true
    var shouldClear = true
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }

    init(name: String, log: CallLog) {
        self.name = name
        self.log = log
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.add("\(name) textFieldShouldBeginEditing")
        return shouldBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.add("\(name) textFieldDidBeginEditing") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.add("\(name) textFieldShouldEndEditing")
        return shouldEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.add("\(name) textFieldDidEndEditing") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.add("\(name) shouldChangeCharactersIn {\(range.location), \(range.length)} '\(string)'")
        return allowsChange(range, string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.add("\(name) textFieldDidChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.add("\(name) textFieldShouldClear")
        return shouldClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.add("\(name) textFieldShouldReturn")
        return shouldReturn
    }
}

/// A responder of the test's own, which says whether it may become or stop
/// being first responder and logs the calls.
final class LoggingResponderView: UIView {
    let name: String
    let log: CallLog
    var canBecome = true
    var canResign = true
    var refusesToResign = false
    var resignsWithoutSuper = false

    init(name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool {
        log.add("\(name) canBecomeFirstResponder")
        return canBecome
    }
    override var canResignFirstResponder: Bool {
        log.add("\(name) canResignFirstResponder")
        return canResign
    }
    override func becomeFirstResponder() -> Bool {
        log.add("\(name) becomeFirstResponder")
        return super.becomeFirstResponder()
    }
    override func resignFirstResponder() -> Bool {
        log.add("\(name) resignFirstResponder")
        if resignsWithoutSuper { return true }
        return refusesToResign ? false : super.resignFirstResponder()
    }
}

/// A view that takes the keyboard's input, as a PIN field of an app's own does.
final class KeyInputView: UIView, UIKeyInput {
    var typed = ""
    var keyboardType: UIKeyboardType = .numberPad
    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed += text }
    func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
    override var canBecomeFirstResponder: Bool { true }
}

/// R15.1 and R15.2: the first responder, one per window (Apple's
/// `UIResponder` reference: `becomeFirstResponder()`, "the responder object
/// must be part of the active view hierarchy"; `canBecomeFirstResponder`,
/// false by default; `resignFirstResponder()`, true by default; the order of
/// the calls is Chameleon's UIResponder.m reimplementation's), and what
/// makes it resign without being asked (UITextField.h: `textFieldDidEndEditing:`
/// "may be called if forced even if shouldEndEditing returns NO (e.g. view
/// removed from window) or endEditing:YES called").
final class FirstResponderTests: TextInputTestCase {
    func test_R15_1_aResponderMustBeInAWindowAndSayItCan() {
        let plain = UIView()
        window.addSubview(plain)
        XCTAssertFalse(plain.canBecomeFirstResponder)
        XCTAssertFalse(plain.becomeFirstResponder(), "a plain view cannot")
        let outside = LoggingResponderView(name: "A", log: log)
        XCTAssertFalse(outside.becomeFirstResponder(), "not in a window")
        XCTAssertEqual(takeLog(), ["A becomeFirstResponder"], "canBecomeFirstResponder is not asked outside a window")
        XCTAssertFalse(outside.isFirstResponder)

        let view = LoggingResponderView(name: "A", log: log)
        window.addSubview(view)
        view.canBecome = false
        XCTAssertFalse(view.becomeFirstResponder())
        view.canBecome = true
        XCTAssertTrue(view.becomeFirstResponder())
        XCTAssertTrue(view.isFirstResponder)
        XCTAssertTrue(view.becomeFirstResponder(), "the first responder becomes it again at once")
        XCTAssertEqual(takeLog(), ["A becomeFirstResponder", "A canBecomeFirstResponder",
                                    "A becomeFirstResponder", "A canBecomeFirstResponder", "A becomeFirstResponder"])
    }

    func test_R15_1_theOneBeforeIsAskedToResignFirst() {
        let first = LoggingResponderView(name: "A", log: log), second = LoggingResponderView(name: "B", log: log)
        window.addSubview(first)
        window.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        log.clear()
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertEqual(log.take(), ["B becomeFirstResponder", "B canBecomeFirstResponder", "A canResignFirstResponder",
                                    "A resignFirstResponder"])
        XCTAssertTrue(second.isFirstResponder)
        XCTAssertFalse(first.isFirstResponder, "one first responder per window")
    }

    func test_R15_1_aRefusalLeavesTheFirstResponderAsItWas() {
        let first = LoggingResponderView(name: "A", log: log), second = LoggingResponderView(name: "B", log: log)
        window.addSubview(first)
        window.addSubview(second)
        _ = first.becomeFirstResponder()
        first.canResign = false
        XCTAssertFalse(second.becomeFirstResponder())
        first.canResign = true
        first.refusesToResign = true
        XCTAssertFalse(second.becomeFirstResponder())
        XCTAssertFalse(first.resignFirstResponder())
        XCTAssertTrue(first.isFirstResponder)
        XCTAssertFalse(second.isFirstResponder)
        XCTAssertTrue(second.resignFirstResponder(), "a responder that is not first resigns at once")
    }

    func test_R15_1_aResignationThatSaysYesWithoutSuperIsTakenAtItsWord() {
        let first = LoggingResponderView(name: "A", log: log), second = LoggingResponderView(name: "B", log: log)
        window.addSubview(first)
        window.addSubview(second)
        _ = first.becomeFirstResponder()
        first.resignsWithoutSuper = true
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertTrue(second.isFirstResponder)
        XCTAssertFalse(first.isFirstResponder)
    }

    func test_R15_1_eachWindowHasItsOwnFirstResponder() {
        let other = makeWindow("X")
        let first = LoggingResponderView(name: "A", log: log), second = LoggingResponderView(name: "B", log: log)
        window.addSubview(first)
        other.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertTrue(first.isFirstResponder)
        XCTAssertTrue(second.isFirstResponder)
        XCTAssertFalse(log.take().contains("A resignFirstResponder"))
    }

    func test_R15_1_aControllerInAWindowCanBeFirstResponder() {
        final class Controller: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let controller = Controller()
        XCTAssertFalse(controller.becomeFirstResponder(), "its view is not in a window")
        window.addSubview(controller.view)
        XCTAssertTrue(controller.becomeFirstResponder())
        XCTAssertTrue(controller.isFirstResponder)
        XCTAssertTrue(window.endEditing(false))
        XCTAssertFalse(controller.isFirstResponder, "endEditing reaches a controller whose view is below")
    }

    func test_R15_2_leavingTheWindowResignsEvenARefusingResponder() {
        let container = UIView()
        window.addSubview(container)
        let view = LoggingResponderView(name: "A", log: log)
        container.addSubview(view)
        _ = view.becomeFirstResponder()
        view.refusesToResign = true
        log.clear()
        container.removeFromSuperview()
        XCTAssertEqual(log.take().filter { $0.hasPrefix("A ") }, ["A resignFirstResponder"])
        XCTAssertFalse(view.isFirstResponder)
        window.addSubview(container)
        XCTAssertFalse(view.isFirstResponder, "it does not come back with the view")
    }

    func test_R15_2_hidingTheResponderOrAnAncestorResignsIt() {
        let container = UIView()
        window.addSubview(container)
        let (field, _) = makeField("F")
        container.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        container.isHidden = true
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.isEditing)
        container.isHidden = false
        XCTAssertTrue(field.becomeFirstResponder())
        field.isHidden = true
        XCTAssertFalse(field.isFirstResponder)
    }

    func test_R15_2_endEditingResignsTheFirstResponderBelowAndForceMakesItGo() {
        let (field, delegate) = makeField("F")
        let outside = UIView()
        window.addSubview(outside)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(outside.endEditing(false), "nothing to resign below it")
        XCTAssertTrue(field.isFirstResponder)
        delegate.shouldEnd = false
        log.clear()
        XCTAssertFalse(window.endEditing(false))
        XCTAssertTrue(field.isFirstResponder, "the delegate refused")
        XCTAssertEqual(log.take(), ["F textFieldShouldEndEditing"])
        XCTAssertTrue(window.endEditing(true))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(log.take(), [
            "F textFieldShouldEndEditing",
            "note UIKeyboardWillChangeFrameNotification (0 852; 393 336)", "note UIKeyboardWillHideNotification (0 852; 393 336)",
            "F textFieldDidEndEditing", "F editingDidEnd ''", "note UITextFieldTextDidEndEditingNotification",
        ], "forced: the end comes even though the delegate refused")
    }

    func test_R15_2_aFieldRemovedWhileEditingEndsItsEditing() {
        let (field, delegate) = makeField("F")
        XCTAssertTrue(field.becomeFirstResponder())
        delegate.shouldEnd = false
        log.clear()
        field.removeFromSuperview()
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(log.take().filter { $0.hasPrefix("F ") },
                       ["F textFieldShouldEndEditing", "F textFieldDidEndEditing", "F editingDidEnd ''"])
        XCTAssertEqual(Simulator.keyboardFrame, nil)
    }

    func test_R15_2_theEndOfTheSessionLetsGoWithoutCallbacks() {
        let (field, _) = makeField("F")
        XCTAssertTrue(field.becomeFirstResponder())
        log.clear()
        Session.start()
        XCTAssertEqual(log.take().filter { $0.hasPrefix("F ") }, [], "nothing reaches an app that is gone")
        XCTAssertFalse(field.isFirstResponder)
    }
}
