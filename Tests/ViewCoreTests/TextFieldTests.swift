import XCTest
@testable @_spi(Bridging) import ViewCore

/// R15.3–R15.8 and R15.10: the keyboard and the text field. Sources, by rule:
/// the keyboard's notifications and user info as logged on iOS (Stack
/// Overflow 19482573: curve 7, duration 0.25, begin and end frames; Apple
/// Developer Forums thread 701769: the handler runs inside an animation);
/// its heights, a keyboard extension's table of the system keyboard's
/// (KeyboardHeight.swift on GitHub) and openradar 38117524's iPad log; the
/// order of editing callbacks, UITextField.h and UITextFieldDelegate's
/// reference, IQKeyboardManager's reliance on a text field's begin
/// notification preceding the keyboard's, and the "Did End On Exit"
/// behaviour apps use to dismiss the keyboard (li-qing.github.io, 2015,
/// "UITextField的使用误区"); the text field's geometry, Interface Builder's
/// 34-point rounded-rect field.
final class TextFieldTests: TextInputTestCase {
    // MARK: R15.3 The keyboard

    /// Source: Apple's `inputAccessoryView` ("the system attaches it to the
    /// keyboard"; the keyboard's frame in its notifications includes it) and
    /// `inputView` (shown in place of the system keyboard).
    func test_R15_11_anAccessoryRidesAboveTheKeyboardAndAnInputViewReplacesIt() {
        let (plain, _) = makeField("P")
        let (accessorized, _) = makeField("A", frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        let (picker, _) = makeField("K", frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        accessorized.inputAccessoryView = bar
        picker.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
        XCTAssertTrue(accessorized.inputAccessoryView === bar)
        XCTAssertNil(UIView().inputAccessoryView, "a plain responder has none")

        XCTAssertTrue(plain.becomeFirstResponder())
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(Simulator.keyboardFrame, CGRect(x: 0, y: 516, width: 393, height: 336))
        _ = takeLog()
        XCTAssertTrue(accessorized.becomeFirstResponder())
        XCTAssertEqual(takeLog().filter { $0.hasPrefix("note UIKeyboardWill") }, [
            "note UIKeyboardWillChangeFrameNotification (0 472; 393 380)", "note UIKeyboardWillShowNotification (0 472; 393 380)",
        ], "the keyboard grows by the accessory's height")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(picker.becomeFirstResponder())
        XCTAssertEqual(Simulator.keyboardFrame, CGRect(x: 0, y: 852 - 216, width: 393, height: 216), "the input view's own height")
        VirtualRunLoop.main.runUntilIdle()
        _ = takeLog()
        XCTAssertTrue(picker.resignFirstResponder())
        XCTAssertEqual(takeLog().filter { $0.hasPrefix("note UIKeyboardWillHide") },
                       ["note UIKeyboardWillHideNotification (0 852; 393 216)"], "it hides at the height it had")
        VirtualRunLoop.main.runUntilIdle()
    }

    func test_R15_3_theKeyboardComesUpForATextInputAndGoesWithIt() {
        let (field, _) = makeField("F")
        final class Infos: @unchecked Sendable { var all: [[AnyHashable: Any]] = [] }
        let infos = Infos()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                              queue: nil) { infos.all.append($0.userInfo ?? [:]) }
        defer { NotificationCenter.default.removeObserver(observer) }
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(takeLog().filter { $0.hasPrefix("note UIKeyboard") }, [
            "note UIKeyboardWillChangeFrameNotification (0 516; 393 336)", "note UIKeyboardWillShowNotification (0 516; 393 336)",
        ])
        let info = infos.all.first ?? [:]
        XCTAssertEqual((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                       CGRect(x: 0, y: 852, width: 393, height: 336), "from just below the screen")
        XCTAssertEqual(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double, 0.25)
        XCTAssertEqual(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int, 7)
        XCTAssertEqual(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool, true)
        XCTAssertEqual(Simulator.keyboardFrame, CGRect(x: 0, y: 516, width: 393, height: 336))
        VirtualRunLoop.main.run(for: 0.2)
        XCTAssertEqual(takeLog().filter { $0.hasPrefix("note") }, [], "the did-notifications wait for the animation")
        VirtualRunLoop.main.run(for: 0.1)
        XCTAssertEqual(takeLog().filter { $0.hasPrefix("note") }, [
            "note UIKeyboardDidChangeFrameNotification (0 516; 393 336)", "note UIKeyboardDidShowNotification (0 516; 393 336)",
        ])
        XCTAssertTrue(field.resignFirstResponder())
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(takeLog().filter { $0.hasPrefix("note UIKeyboard") }, [
            "note UIKeyboardWillChangeFrameNotification (0 852; 393 336)", "note UIKeyboardWillHideNotification (0 852; 393 336)",
            "note UIKeyboardDidChangeFrameNotification (0 852; 393 336)", "note UIKeyboardDidHideNotification (0 852; 393 336)",
        ])
        XCTAssertNil(Simulator.keyboardFrame)
    }

    func test_R15_3_movingToAnotherTextInputKeepsTheKeyboardUp() {
        let (first, _) = makeField("A")
        let (second, _) = makeField("B", frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        XCTAssertTrue(first.becomeFirstResponder())
        VirtualRunLoop.main.runUntilIdle()
        log.clear()
        XCTAssertTrue(second.becomeFirstResponder())
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(takeLog().filter { $0.hasPrefix("note UIKeyboard") }, [
            "note UIKeyboardWillShowNotification (0 516; 393 336)", "note UIKeyboardDidShowNotification (0 516; 393 336)",
        ], "no hide in between, and the frame does not change")
    }

    func test_R15_3_aResponderThatTakesNoTextBringsNoKeyboardAndSendsItAway() {
        let (field, _) = makeField("F")
        let other = LoggingResponderView(name: "R", log: log)
        window.addSubview(other)
        XCTAssertTrue(other.becomeFirstResponder())
        XCTAssertNil(Simulator.keyboardFrame)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertNotNil(Simulator.keyboardFrame)
        XCTAssertTrue(other.becomeFirstResponder())
        XCTAssertNil(Simulator.keyboardFrame, "the keyboard goes once no text input is first responder")
        let pad = KeyInputView()
        window.addSubview(pad)
        XCTAssertTrue(pad.becomeFirstResponder())
        XCTAssertNotNil(Simulator.keyboardFrame, "a view of the app's own that takes key input brings it up")
        Simulator.typeText("12")
        Simulator.deleteBackward()
        XCTAssertEqual(pad.typed, "1")
    }

    func test_R15_3_theKeyboardsHeightIsTheDevicesInItsOrientation() {
        let expected: [(String, CGFloat, CGFloat)] = [
            ("iPhone SE (1st generation)", 254, 162), ("iPhone 8", 260, 162), ("iPhone 8 Plus", 271, 162),
            ("iPhone X", 336, 183), ("iPhone 15", 336, 183), ("iPhone 15 Pro Max", 346, 183), ("iPad (9th generation)", 313, 398),
        ]
        for (name, portrait, landscape) in expected {
            guard let device = Device.named(name) else { return XCTFail(name) }
            XCTAssertEqual(Keyboard.height(of: device, landscape: false), portrait, name)
            XCTAssertEqual(Keyboard.height(of: device, landscape: true), landscape, name)
        }
        Session.start(device: Device.named("iPhone 8") ?? .defaultDevice)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        XCTAssertEqual(Simulator.keyboardFrame, CGRect(x: 0, y: 407, width: 375, height: 260))
        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(Simulator.keyboardFrame, CGRect(x: 0, y: 213, width: 667, height: 162))
    }

    func test_R15_3_aHandlerOfTheWillNotificationAnimatesWithTheKeyboard() {
        let (field, _) = makeField("F")
        let box = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        window.addSubview(box)
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                              queue: nil) { note in
            guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            box.frame.origin.y = frame.minY - box.frame.height
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        _ = field.becomeFirstResponder()
        XCTAssertEqual(box.frame.minY, 464, "the model changes at once")
        XCTAssertEqual(box.layer.animationKeys(), ["position"], "and the change animates with the keyboard")
    }

    // MARK: R15.4 Beginning and ending editing

    func test_R15_4_beginningAndEndingInUIKitsOrder() {
        let (field, _) = makeField("F")
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(takeLog(), [
            "F textFieldShouldBeginEditing", "F textFieldDidBeginEditing", "F editingDidBegin ''",
            "note UITextFieldTextDidBeginEditingNotification",
            "note UIKeyboardWillChangeFrameNotification (0 516; 393 336)", "note UIKeyboardWillShowNotification (0 516; 393 336)",
        ])
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(takeLog(), [
            "F textFieldShouldEndEditing",
            "note UIKeyboardWillChangeFrameNotification (0 852; 393 336)", "note UIKeyboardWillHideNotification (0 852; 393 336)",
            "F textFieldDidEndEditing", "F editingDidEnd ''", "note UITextFieldTextDidEndEditingNotification",
        ])
    }

    func test_R15_4_tappingAnotherFieldAsksItFirstThenEndsTheOne() {
        let (first, _) = makeField("A")
        _ = makeField("B", frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        XCTAssertTrue(first.becomeFirstResponder())
        log.clear()
        Simulator.tap(CGPoint(x: 30, y: 160))
        XCTAssertEqual(takeLog().filter { !$0.hasPrefix("note UIKeyboard") }, [
            "B textFieldShouldBeginEditing", "A textFieldShouldEndEditing", "A textFieldDidEndEditing", "A editingDidEnd ''",
            "note UITextFieldTextDidEndEditingNotification", "B textFieldDidBeginEditing", "B editingDidBegin ''",
            "note UITextFieldTextDidBeginEditingNotification",
        ])
    }

    func test_R15_4_theDelegateCanRefuseToBeginOrToEnd() {
        let (first, firstDelegate) = makeField("A")
        let (second, secondDelegate) = makeField("B", frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        secondDelegate.shouldBegin = false
        XCTAssertFalse(second.becomeFirstResponder())
        XCTAssertTrue(first.becomeFirstResponder())
        firstDelegate.shouldEnd = false
        secondDelegate.shouldBegin = true
        log.clear()
        XCTAssertFalse(second.becomeFirstResponder())
        XCTAssertEqual(takeLog(), ["B textFieldShouldBeginEditing", "A textFieldShouldEndEditing"])
        XCTAssertTrue(first.isEditing)
        first.isEnabled = false
        XCTAssertFalse(first.canBecomeFirstResponder, "a disabled field cannot begin")
    }

    func test_R15_4_clearsOnBeginEditingAsksTheDelegate() {
        let (field, delegate) = makeField("F")
        field.text = "old"
        field.clearsOnBeginEditing = true
        delegate.shouldClear = false
        _ = field.becomeFirstResponder()
        XCTAssertEqual(field.text, "old")
        _ = field.resignFirstResponder()
        delegate.shouldClear = true
        _ = field.becomeFirstResponder()
        XCTAssertEqual(field.text, "")
    }

    // MARK: R15.5 Typing

    func test_R15_5_eachKeystrokeAsksTheDelegateThenChangesTheText() {
        let (field, delegate) = makeField("F")
        _ = field.becomeFirstResponder()
        log.clear()
        Simulator.typeText("hi")
        XCTAssertEqual(field.text, "hi")
        XCTAssertEqual(takeLog(), [
            "F shouldChangeCharactersIn {0, 0} 'h'", "F textFieldDidChangeSelection", "F editingChanged 'h'",
            "note UITextFieldTextDidChangeNotification",
            "F shouldChangeCharactersIn {1, 0} 'i'", "F textFieldDidChangeSelection", "F editingChanged 'hi'",
            "note UITextFieldTextDidChangeNotification",
        ])
        delegate.allowsChange = { _, string in string != "x" }
        Simulator.typeText("xyx")
        XCTAssertEqual(field.text, "hiy", "a refused keystroke changes nothing")
        log.clear()
        Simulator.deleteBackward()
        XCTAssertEqual(field.text, "hi")
        XCTAssertEqual(takeLog().first, "F shouldChangeCharactersIn {2, 1} ''")
    }

    func test_R15_5_rangesCountUTF16AndCharactersStayWhole() {
        let (field, _) = makeField("F")
        _ = field.becomeFirstResponder()
        Simulator.typeText("a👍🏽b")
        XCTAssertEqual(field.text, "a👍🏽b")
        log.clear()
        Simulator.deleteBackward()
        Simulator.deleteBackward()
        XCTAssertEqual(field.text, "a")
        XCTAssertEqual(takeLog().filter { $0.contains("shouldChange") },
                       ["F shouldChangeCharactersIn {5, 1} ''", "F shouldChangeCharactersIn {1, 4} ''"])
    }

    func test_R15_5_deletingNothingAsksNothingAndCodeAsksNoDelegate() {
        let (field, _) = makeField("F")
        _ = field.becomeFirstResponder()
        log.clear()
        Simulator.deleteBackward()
        XCTAssertEqual(takeLog(), [], "an empty field's delete asks nothing and changes nothing")
        field.insertText("ab")
        XCTAssertEqual(takeLog(), ["F textFieldDidChangeSelection", "F editingChanged 'ab'",
                                    "note UITextFieldTextDidChangeNotification"], "insertText from code asks no delegate")
        field.text = "set"
        XCTAssertEqual(takeLog(), [], "setting text sends nothing")
        XCTAssertTrue(field.hasText)
        field.text = nil
        XCTAssertEqual(field.text, "", "never nil")
    }

    func test_R15_5_aSecureFieldsFirstKeystrokeReplacesItsText() {
        let (field, _) = makeField("F")
        field.isSecureTextEntry = true
        field.text = "secret"
        _ = field.becomeFirstResponder()
        log.clear()
        Simulator.typeText("ab")
        XCTAssertEqual(field.text, "ab")
        XCTAssertEqual(takeLog().first, "F shouldChangeCharactersIn {0, 6} 'a'")
    }

    // MARK: R15.6 Return

    func test_R15_6_returnAsksTheDelegateThenEndsOnExit() {
        let (field, delegate) = makeField("F")
        _ = field.becomeFirstResponder()
        log.clear()
        Simulator.pressReturn()
        XCTAssertEqual(takeLog(), ["F textFieldShouldReturn", "F primaryActionTriggered ''"])
        XCTAssertTrue(field.isFirstResponder, "with no action for editingDidEndOnExit the keyboard stays")
        field.addHandler({ [log] _, _ in log.add("F editingDidEndOnExit") }, for: .editingDidEndOnExit)
        delegate.shouldReturn = false
        Simulator.pressReturn()
        XCTAssertEqual(takeLog(), ["F textFieldShouldReturn"], "false ignores the key")
        delegate.shouldReturn = true
        Simulator.typeText("\n")
        XCTAssertEqual(takeLog().filter { !$0.hasPrefix("note UIKeyboard") }, [
            "F textFieldShouldReturn", "F primaryActionTriggered ''", "F editingDidEndOnExit", "F textFieldShouldEndEditing",
            "F textFieldDidEndEditing", "F editingDidEnd ''", "note UITextFieldTextDidEndEditingNotification",
        ], "a newline is the return key; an action for editingDidEndOnExit ends the editing")
        XCTAssertFalse(field.isFirstResponder)
    }

    func test_R15_6_aDisabledReturnKeyAndAPadWithoutOne() {
        let (field, _) = makeField("F")
        field.enablesReturnKeyAutomatically = true
        _ = field.becomeFirstResponder()
        log.clear()
        Simulator.pressReturn()
        XCTAssertEqual(takeLog(), [], "no text: the return key is disabled")
        field.keyboardType = .numberPad
        let exception = UIKitException.capture { Simulator.pressReturn() }
        XCTAssertEqual(exception?.reason, "Cannot press return: the number pad has no return key")
    }

    // MARK: R15.7 Geometry and touches

    func test_R15_7_heightsByBorderStyleAndWidthFromTheTextOrPlaceholder() {
        let field = UITextField()
        field.placeholder = "Email"
        let placeholderWidth = roundedUpToPixels(TextLayout("Email", font: .systemFont(ofSize: 17), width: .infinity).size).width
        XCTAssertEqual(field.intrinsicContentSize.height, 20.333333333333332, accuracy: 0.0001, "no border: one line")
        XCTAssertEqual(field.intrinsicContentSize.width, placeholderWidth, accuracy: 0.34)
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.intrinsicContentSize.height, 34.333333333333336, accuracy: 0.0001)
        XCTAssertEqual(field.sizeThatFits(.zero), field.intrinsicContentSize)
        field.borderStyle = .line
        XCTAssertEqual(field.intrinsicContentSize.height, 24.333333333333332, accuracy: 0.0001)
        field.font = .systemFont(ofSize: 30)
        XCTAssertGreaterThan(field.intrinsicContentSize.height, 35)
        field.font = nil
        XCTAssertEqual(field.font?.pointSize, 17)
    }

    func test_R15_7_theRectsLeaveRoomForTheBorderAndOverlays() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let bounds = field.bounds
        XCTAssertEqual(field.textRect(forBounds: bounds), bounds)
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 7, y: 0, width: 186, height: 34))
        XCTAssertEqual(field.placeholderRect(forBounds: bounds), field.textRect(forBounds: bounds))
        XCTAssertEqual(field.borderRect(forBounds: bounds), bounds)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = left
        field.leftViewMode = .unlessEditing
        XCTAssertEqual(field.leftViewRect(forBounds: bounds), CGRect(x: 0, y: 7, width: 30, height: 20))
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 30, y: 0, width: 163, height: 34))
        XCTAssertEqual(field.editingRect(forBounds: bounds), CGRect(x: 7, y: 0, width: 186, height: 34), "not shown while editing")
        field.text = "x"
        field.clearButtonMode = .always
        XCTAssertEqual(field.clearButtonRect(forBounds: bounds), CGRect(x: 174, y: 7.5, width: 19, height: 19))
        XCTAssertEqual(field.textRect(forBounds: bounds).maxX, 174)
        field.layoutIfNeeded()
        XCTAssertTrue(left.superview === field, "a shown overlay view is a subview")
        XCTAssertEqual(left.frame, CGRect(x: 0, y: 7, width: 30, height: 20))
        field.leftViewMode = .never
        field.layoutIfNeeded()
        XCTAssertNil(left.superview)
    }

    func test_R15_7_aTapBeginsEditingAndOneOnTheClearButtonClears() {
        let (field, delegate) = makeField("F")
        field.text = "abc"
        field.clearButtonMode = .whileEditing
        Simulator.tap(CGPoint(x: 30, y: 110))
        XCTAssertTrue(field.isFirstResponder, "a tap makes the field first responder")
        log.clear()
        delegate.shouldClear = false
        Simulator.tap(CGPoint(x: 205, y: 117))
        XCTAssertEqual(field.text, "abc")
        delegate.shouldClear = true
        Simulator.tap(CGPoint(x: 205, y: 117))
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(takeLog().filter { !$0.hasPrefix("note") }, [
            "F textFieldShouldClear", "F textFieldShouldClear", "F textFieldDidChangeSelection", "F editingChanged ''",
        ])
    }

    // MARK: R15.8 Drawing

    func test_R15_8_theTextOrPlaceholderIsDrawnCentredInItsRect() {
        let (field, _) = makeField("F")
        field.placeholder = "Name"
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(field.contents?.operations.map(\.description).filter { $0.hasPrefix("text") } ?? [],
                       ["text \"Name\" at (0 6.85645) [0.235294 0.235294 0.262745 0.3]"], "in the placeholder colour")
        field.text = "Ann"
        field.isSecureTextEntry = true
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(field.contents?.operations.map(\.description).filter { $0.hasPrefix("text") } ?? [],
                       ["text \"•••\" at (0 6.85645) [0 0 0 1]"], "a secure field's text as bullets")
    }

    // MARK: R15.10 Bad input

    func test_R15_10_keysWithoutATextInputRaiseAndBadNumbersNeverTrap() {
        for key in [{ Simulator.typeText("a") }, { Simulator.deleteBackward() }, { Simulator.pressReturn() }] {
            XCTAssertEqual(UIKitException.capture(key)?.name, .internalInconsistencyException)
        }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        XCTAssertEqual(field.textRect(forBounds: nan), .zero)
        XCTAssertEqual(field.editingRect(forBounds: nan), .zero)
        XCTAssertEqual(field.clearButtonRect(forBounds: nan), .zero)
        XCTAssertEqual(field.leftViewRect(forBounds: nan), .zero)
        field.minimumFontSize = .nan
        XCTAssertEqual(field.minimumFontSize, 0)
        field.font = .systemFont(ofSize: .infinity)
        XCTAssertTrue(field.intrinsicContentSize.height.isFinite)
    }

    func test_R15_10_aHugeStringAndADelegateThatNeverAgrees() {
        let (field, delegate) = makeField("F")
        let huge = String(repeating: "long text ", count: 20_000)
        field.text = huge
        XCTAssertEqual(field.text?.utf16.count, 200_000)
        _ = field.becomeFirstResponder()
        Simulator.typeText(String(repeating: "z", count: 2_000))
        XCTAssertEqual(field.text?.utf16.count, 202_000)
        VirtualRunLoop.main.runUntilIdle()
        delegate.allowsChange = { _, _ in false }
        delegate.shouldEnd = false
        delegate.shouldReturn = false
        Simulator.typeText("abc")
        Simulator.deleteBackward()
        Simulator.pressReturn()
        XCTAssertEqual(field.text?.utf16.count, 202_000)
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.endEditing(true), "forcing ends even this")
    }
}

/// Interface Builder's text fields and text views load as real ones, with
/// their attributes and the traits IB writes in a `textInputTraits` element.
final class TextInputNibTests: ViewCoreTestCase {
    func testANibsTextFieldTakesItsAttributesAndTraits() throws {
        let document = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
              <objects>
                <textField opaque="NO" contentHorizontalAlignment="left" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" clearButtonMode="whileEditing" id="f">
                  <rect key="frame" x="20" y="100" width="280" height="34"/>
                  <fontDescription key="fontDescription" type="system" pointSize="14"/>
                  <textInputTraits key="traits" autocapitalizationType="none" autocorrectionType="no" keyboardType="emailAddress" returnKeyType="next" secureTextEntry="YES" textContentType="username"/>
                </textField>
                <textView clipsSubviews="YES" text="Notes" id="t">
                  <rect key="frame" x="20" y="150" width="280" height="100"/>
                  <textInputTraits key="traits" autocapitalizationType="sentences" keyboardAppearance="alert"/>
                </textView>
              </objects>
            </document>
            """
        let objects = UINib(data: Data(document.utf8), bundle: nil).instantiate(withOwner: nil)
        let field = try XCTUnwrap(objects.first as? UITextField)
        XCTAssertEqual(field.placeholder, "Email")
        XCTAssertEqual(field.borderStyle, .roundedRect)
        XCTAssertEqual(field.clearButtonMode, .whileEditing)
        XCTAssertEqual(field.minimumFontSize, 17)
        XCTAssertEqual(field.font?.pointSize, 14)
        XCTAssertEqual(field.autocapitalizationType, .none)
        XCTAssertEqual(field.autocorrectionType, .no)
        XCTAssertEqual(field.keyboardType, .emailAddress)
        XCTAssertEqual(field.returnKeyType, .next)
        XCTAssertTrue(field.isSecureTextEntry)
        XCTAssertEqual(field.textContentType, .username)
        let view = try XCTUnwrap(objects.last as? UITextView)
        XCTAssertEqual(view.text, "Notes")
        XCTAssertEqual(view.keyboardAppearance, .dark)
    }
}
