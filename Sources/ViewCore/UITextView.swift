import Foundation

/// The kinds of data a text view would turn into links (Apple's
/// `UIDataDetectorTypes`).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// A scrollable, multi-line text input. Its text is laid out as
/// TextLayout.swift breaks lines, in its width less `textContainerInset`'s
/// left and right and the text container's line fragment padding (5 points
/// a side, NSTextContainer's default), each line the font's height, below
/// the inset's top; `contentSize` is that height plus the inset's top and
/// bottom, at the view's width. With no text it is one line high, as the
/// insertion point's line is.
///
/// - With `isScrollEnabled` false, its intrinsic content size is the text's
///   size at its width (every line, unwrapped while it has no width), so
///   that Auto Layout sizes it to its text; it measures again when its width
///   or text changes. Scrolling, it has no intrinsic size.
/// - Editing follows the text field's order, but the keyboard's
///   will-notifications come first when it begins (MPOLKit's
///   UITextView+NotificationWorkaround: "UITextView however invokes the
///   keyboard prior to the UITextViewTextDidBeginEditing notification"):
///   `textViewShouldBeginEditing`, the keyboard, `textViewDidBeginEditing`,
///   `textDidBeginEditingNotification`. A keystroke: the keyboard asks
///   `textView(_:shouldChangeTextIn:replacementText:)`, then
///   `textViewDidChangeSelection`, `textViewDidChange`,
///   `textDidChangeNotification`. The return key types a newline.
/// - Not editable, it can become first responder while `isSelectable`, for
///   selection, with no editing and no keyboard; neither, it cannot.
/// - The default font is the system font at 12 points, which `font` reports
///   as nil until one is set, as UIKit's does.
open class UITextView: UIScrollView, UIKeyInput {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    static let defaultFontSize: CGFloat = 12

    /// The scroll view's delegate, of the text view's type (the scroll
    /// view's `delegate` and this are one object, UIScrollViewDelegate.swift).
    open var delegate: UITextViewDelegate? {
        get { textDelegate }
        set { setScrollDelegate(newValue) }
    }
    private weak var textDelegate: UITextViewDelegate?

    private var content = EditableText()

    /// Where the text is laid out; its `lineFragmentPadding` insets each line.
    public let textContainer = NSTextContainer()

    /// Never nil: an empty string when there is no text; setting nil empties it.
    open var text: String! {
        get { content.string }
        set {
            content.set(newValue ?? "")
            textDidChange()
        }
    }

    /// The text with the view's font and colour. Only the string and the
    /// first character's font, colour and alignment are kept when set: the
    /// engine draws a text view's text in one style, as a text field's.
    open var attributedText: NSAttributedString! {
        get {
            var attributes: [NSAttributedString.Key: Any] = [.font: effectiveFont]
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: content.string, attributes: attributes)
        }
        set {
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
                if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
            }
            text = newValue?.string
        }
    }

    open var font: UIFont? {
        didSet { textDidChange() }
    }

    /// Nil draws black.
    open var textColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// Making it not editable while editing ends the editing.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponderForcibly() } }
    }

    open var isSelectable = true
    /// Kept: the engine finds no links, numbers or dates in the text.
    open var dataDetectorTypes: UIDataDetectorTypes = []

    /// Insets with NaN are refused with UIKit's exception; the default is 8
    /// points above and below.
    open var textContainerInset: UIEdgeInsets {
        get { containerInset }
        set {
            guard !refusesInsets(newValue, "setTextContainerInset:") else { return }
            containerInset = newValue
            textDidChange()
        }
    }

    private var containerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// Clamped to the text, on whole characters. Setting it tells no delegate.
    open var selectedRange: NSRange {
        get { content.selection }
        set { content.select(newValue) }
    }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    open private(set) var isEditing = false

    // MARK: UITextInputTraits (kept for the code that reads them)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType! = nil

    /// Set, it stands in for the keyboard (its own height) while this edits.
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    /// Set, it rides above the keyboard while this edits (UIResponder).
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }
    private var inputViewStorage: UIView?
    private var inputAccessoryViewStorage: UIView?

    override var viewsHeldBesidesSubviews: [UIView] {
        super.viewsHeldBesidesSubviews + [inputView, inputAccessoryView].compactMap { $0 }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        textContainer.textView = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
        textContainer.textView = self
    }

    override func scrollDelegateDidChange() {
        textDelegate = scrollDelegate as? UITextViewDelegate
    }

    private var effectiveFont: UIFont { font ?? .systemFont(ofSize: UITextView.defaultFontSize) }

    func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Layout

    /// The text's lines in a width of the view (infinite: unwrapped).
    private func layout(inViewWidth width: CGFloat) -> TextLayout {
        let inset = containerInset
        let room = width.isFinite ? max(width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding, 1) : .infinity
        return TextLayout(content.string, font: effectiveFont, width: room)
    }

    /// The size the text needs at a width of the view, insets included.
    private func textSize(inViewWidth width: CGFloat) -> CGSize {
        let inset = containerInset
        let layout = layout(inViewWidth: width)
        let lines = max(layout.lines.count, 1)
        let height = CGFloat(lines) * effectiveFont.lineHeight + inset.top + inset.bottom
        let textWidth = layout.size.width + 2 * textContainer.lineFragmentPadding + inset.left + inset.right
        let size = roundedUpToPixels(CGSize(width: width.isFinite ? width : textWidth, height: height))
        return size.isFiniteSize ? size : .zero
    }

    /// The width given (or the text's own, unwrapped, without one), and the
    /// height of the text laid out in it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(inViewWidth: size.width.isFinite && size.width > 0 ? size.width : .infinity)
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let measured = textSize(inViewWidth: bounds.width > 0 ? bounds.width : .infinity)
        return bounds.width > 0 ? CGSize(width: UIView.noIntrinsicMetric, height: measured.height) : measured
    }

    override func sizeDidChange(from oldSize: CGSize) {
        super.sizeDidChange(from: oldSize)
        if bounds.width != oldSize.width {
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = textSize(inViewWidth: bounds.width)
        if contentSize != size { contentSize = size }
    }

    // MARK: Drawing

    /// Each line placed by `textAlignment` in the text container, in
    /// `textColor`.
    open override func draw(_ rect: CGRect) {
        guard !content.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let font = effectiveFont
        let inset = containerInset
        let padding = textContainer.lineFragmentPadding
        let left = inset.left + padding
        let width = max(bounds.width - inset.left - inset.right - 2 * padding, 1)
        let layout = layout(inViewWidth: bounds.width)
        context.setFillColor((textColor ?? .black).cgColor)
        context.setFont(font)
        var y = inset.top
        for text in layout.visibleLines(width: width, maximumLines: 0, lineBreakMode: .byWordWrapping) {
            let lineWidth = TextLayout(text, font: font, width: .infinity).size.width
            let x: CGFloat
            switch textAlignment {
            case .center: x = left + (width - lineWidth) / 2
            case .right: x = left + width - lineWidth
            case .natural where effectiveUserInterfaceLayoutDirection == .rightToLeft: x = left + width - lineWidth
            case .left, .justified, .natural: x = left
            }
            context.drawText(text, at: CGPoint(x: x, y: y))
            y += font.lineHeight
        }
    }

    // MARK: UIKeyInput

    public var hasText: Bool { !content.isEmpty }

    open func insertText(_ text: String) {
        replace(content.selection, with: text)
    }

    open func deleteBackward() {
        guard let range = content.rangeDeletedBackward else { return }
        replace(range, with: "")
    }

    private func replace(_ range: NSRange, with text: String) {
        content.replace(range, with: text)
        textDidChange()
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// What the keyboard does for a keystroke (a return is a newline).
    func typeFromKeyboard(_ text: String) {
        guard delegate?.textView(self, shouldChangeTextIn: content.selection, replacementText: text) ?? true else { return }
        insertText(text)
    }

    func deleteFromKeyboard() {
        if let range = content.rangeDeletedBackward,
           !(delegate?.textView(self, shouldChangeTextIn: range, replacementText: "") ?? true) {
            return
        }
        deleteBackward()
    }

    // MARK: The first responder

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if isEditable, !(delegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        return super.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditing, !(delegate?.textViewShouldEndEditing(self) ?? true) { return false }
        return super.resignFirstResponder()
    }

    override func didBecomeWindowsFirstResponder() {
        guard isEditable else { return super.didBecomeWindowsFirstResponder() }
        isEditing = true
        content.select(NSRange(location: content.length, length: 0))
        super.didBecomeWindowsFirstResponder()
        guard isFirstResponder else { return }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    override func didResignWindowsFirstResponder() {
        super.didResignWindowsFirstResponder()
        guard isEditing else { return }
        isEditing = false
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    /// Whether the keyboard comes up for it.
    override var takesKeyboardInput: Bool { isEditable }

    // MARK: Touches

    /// A tap in it makes it first responder as the finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard canBecomeFirstResponder else { return super.touchesEnded(touches, with: event) }
        if let touch = touches.first, CGRectContainsPoint(bounds, touch.location(in: self)), !isFirstResponder {
            _ = becomeFirstResponder()
        }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard canBecomeFirstResponder else { return super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard canBecomeFirstResponder else { return super.touchesMoved(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard canBecomeFirstResponder else { return super.touchesCancelled(touches, with: event) }
    }

    override var descriptionDetails: [String] { ["text = '\(content.string)'"] }
}

/// The region a text view lays its text out in: only its line fragment
/// padding, the room left at each end of every line (5 points by default),
/// is used by the engine's layout.
open class NSTextContainer: NSObject {
    /// A padding that is not a finite number ≥ 0 keeps the old one.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !lineFragmentPadding.isFinite || lineFragmentPadding < 0 { lineFragmentPadding = oldValue }
            textView?.textDidChange()
        }
    }

    weak var textView: UITextView?
}

/// What a text view asks and tells its delegate, with UIKit's Swift
/// signatures; each method has a default answering as UIKit does without
/// it. A text view is a scroll view, and its delegate its scroll view's.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView: TextInputTraitsSettable {
    static let textViewCatalog: [AnyProperty] = [
        Property("text", get: { (object: UITextView) in object.text as String? }, set: { $0.text = $1 }),
        Property("font", get: { (object: UITextView) in object.font }, set: { $0.font = $1 }),
        Property("textColor", get: { (object: UITextView) in object.textColor }, set: { $0.textColor = $1 }),
        Property("textAlignment", get: { (object: UITextView) in object.textAlignment }, set: { $0.textAlignment = $1 }),
        Property("editable", get: { (object: UITextView) in object.isEditable }, set: { $0.isEditable = $1 }),
        Property("selectable", get: { (object: UITextView) in object.isSelectable }, set: { $0.isSelectable = $1 }),
        Property("textContainerInset", get: { (object: UITextView) in object.textContainerInset },
                 set: { $0.textContainerInset = $1 }),
        Property("selectedRange", get: { (object: UITextView) in object.selectedRange }, set: { $0.selectedRange = $1 }),
        Property("scrollEnabled", get: { (object: UITextView) in object.isScrollEnabled }, set: { $0.isScrollEnabled = $1 }),
        Property("editing", get: { (object: UITextView) in object.isEditing }),
        Property("hasText", get: { (object: UITextView) in object.hasText }),
    ] + textInputTraitsCatalog(UITextView.self)
}
