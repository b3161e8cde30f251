import XCTest
@testable @_spi(Bridging) import ViewCore

/// R15.9: the text view. Sources: Apple's `UITextView` reference
/// (`textContainerInset`: "8 points on the top and bottom"; `isEditable`,
/// `isSelectable`), NSTextContainer's `lineFragmentPadding` (5 by default),
/// the self-sizing text view of apps that turn scrolling off for Auto Layout
/// to size it by its intrinsic content size, and MPOLKit's
/// UITextView+NotificationWorkaround ("UITextView however invokes the
/// keyboard prior to the UITextViewTextDidBeginEditing notification").
final class TextViewTests: TextInputTestCase {
    private final class Delegate: UITextViewDelegate {
        let log: CallLog
        var allowsChange = true
        init(log: CallLog) { self.log = log }
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.add("T shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { log.add("T didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.add("T shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { log.add("T didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.add("T shouldChangeTextIn {\(range.location), \(range.length)} '\(text)'")
            return allowsChange
        }
        func textViewDidChange(_ textView: UITextView) { log.add("T didChange '\(textView.text ?? "")'") }
        func textViewDidChangeSelection(_ textView: UITextView) { log.add("T didChangeSelection") }
    }

    func test_R15_9_theTextIsLaidOutInTheWidthLessInsetsAndPadding() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        XCTAssertNil(view.font, "nil until set")
        XCTAssertEqual(view.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        let line = UIFont.systemFont(ofSize: 12).lineHeight
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 100, height: 0)).height, roundedUpToPixels(CGSize(width: 0, height: line + 16)).height,
                       "empty: one line")
        view.text = "one two three four five six seven"
        let lines = TextLayout(view.text, font: .systemFont(ofSize: 12), width: 90).lines.count
        XCTAssertGreaterThan(lines, 1)
        let fitting = view.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(fitting.width, 100)
        XCTAssertEqual(fitting.height, roundedUpToPixels(CGSize(width: 0, height: CGFloat(lines) * line + 16)).height, accuracy: 0.001)
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentSize, fitting)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func test_R15_9_withoutScrollingItSizesToItsTextInAutoLayout() {
        let view = UITextView()
        view.isScrollEnabled = false
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 120),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        view.text = "A"
        window.layoutIfNeeded()
        let oneLine = view.frame.height
        XCTAssertEqual(oneLine, view.sizeThatFits(CGSize(width: 120, height: 0)).height)
        view.text = "A longer text that wraps onto several lines in a narrow view"
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 120)
        XCTAssertGreaterThan(view.frame.height, oneLine * 2, "it grows with its text")
        XCTAssertEqual(view.frame.height, view.sizeThatFits(CGSize(width: 120, height: 0)).height)
    }

    func test_R15_9_editingTypingAndReturnInUIKitsOrder() {
        let view = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let delegate = Delegate(log: log)
        view.delegate = delegate
        window.addSubview(view)
        Simulator.tap(CGPoint(x: 10, y: 110))
        XCTAssertTrue(view.isFirstResponder)
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [
            "T shouldBegin",
            "note UIKeyboardWillChangeFrameNotification (0 516; 393 336)", "note UIKeyboardWillShowNotification (0 516; 393 336)",
            "T didBegin", "note UITextViewTextDidBeginEditingNotification",
        ])
        Simulator.typeText("a")
        Simulator.pressReturn()
        XCTAssertEqual(view.text, "a\n")
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [
            "T shouldChangeTextIn {0, 0} 'a'", "T didChangeSelection", "T didChange 'a'", "note UITextViewTextDidChangeNotification",
            "T shouldChangeTextIn {1, 0} '\n'", "T didChangeSelection", "T didChange 'a\n'", "note UITextViewTextDidChangeNotification",
        ])
        view.selectedRange = NSRange(location: 0, length: 1)
        delegate.allowsChange = false
        Simulator.typeText("b")
        XCTAssertEqual(view.text, "a\n")
        delegate.allowsChange = true
        Simulator.typeText("b")
        XCTAssertEqual(view.text, "b\n", "the selection is replaced")
        XCTAssertEqual(view.selectedRange, NSRange(location: 1, length: 0))
        log.clear()
        XCTAssertTrue(view.resignFirstResponder())
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [
            "T shouldEnd",
            "note UIKeyboardWillChangeFrameNotification (0 852; 393 336)", "note UIKeyboardWillHideNotification (0 852; 393 336)",
            "T didEnd", "note UITextViewTextDidEndEditingNotification",
        ])
    }

    func test_R15_9_notEditableTakesNoKeyboardAndNeitherCannotBecomeFirst() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.isEditable = false
        XCTAssertTrue(view.becomeFirstResponder(), "selectable")
        XCTAssertFalse(view.isEditing)
        XCTAssertNil(Simulator.keyboardFrame)
        _ = view.resignFirstResponder()
        view.isSelectable = false
        XCTAssertFalse(view.canBecomeFirstResponder)
        XCTAssertFalse(view.becomeFirstResponder())
    }

    func test_R15_10_aTextViewTakesBadRangesAndInsets() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.text = "a👍🏽"
        view.selectedRange = NSRange(location: 2, length: Int.max)
        XCTAssertEqual(view.selectedRange, NSRange(location: 1, length: 4), "clamped, on whole characters")
        view.selectedRange = NSRange(location: -5, length: -1)
        XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 0))
        let exception = UIKitException.capture {
            view.textContainerInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        }
        XCTAssertEqual(exception?.name, .invalidArgumentException)
        XCTAssertEqual(view.textContainerInset.top, 8)
        XCTAssertTrue(view.sizeThatFits(CGSize(width: CGFloat.nan, height: 0)).width.isFinite)
        view.text = nil
        XCTAssertEqual(view.text, "")
    }

    /// Apple's `dataDetectorTypes`: none by default; kept, not detected.
    func testDataDetectorTypesAreKept() {
        let view = UITextView()
        XCTAssertEqual(view.dataDetectorTypes, [])
        view.dataDetectorTypes = [.link, .phoneNumber]
        XCTAssertTrue(view.dataDetectorTypes.contains(.link))
        XCTAssertFalse(view.dataDetectorTypes.contains(.address))
    }
}
