import Foundation

/// A one-line text input: a control that becomes first responder when
/// tapped, edits its text as the keyboard types (`Simulator.typeText`), and
/// tells its delegate, its targets and `NotificationCenter.default`, in
/// UIKit's order:
///
/// - Beginning: `textFieldShouldBeginEditing` (before the first responder
///   before it is asked to resign), `textFieldDidBeginEditing`,
///   `editingDidBegin`, `textDidBeginEditingNotification`, then the keyboard's
///   will-notifications (IQKeyboardManager relies on a text field's
///   notification coming before the keyboard's).
/// - A keystroke: the keyboard asks `textField(_:shouldChangeCharactersIn:replacementString:)`
///   with the selection's UTF-16 range, then `insertText(_:)` replaces it;
///   `textFieldDidChangeSelection`, `editingChanged` and
///   `textDidChangeNotification` follow (the selection first as a text
///   view's does; the rest of the order is a decision).
///   `insertText(_:)` and `deleteBackward()` called by code do not ask the
///   delegate, as the check is the keyboard's. Deleting with no text asks
///   nothing and changes nothing.
/// - Return: `textFieldShouldReturn`; unless it answers false,
///   `editingDidEndOnExit` and `primaryActionTriggered`, and a field with an
///   action for `editingDidEndOnExit` then resigns (the behaviour apps rely on
///   to dismiss the keyboard from Interface Builder's "Did End On Exit").
/// - Ending: `textFieldShouldEndEditing` (a refusal keeps it editing, unless
///   the end is forced), the keyboard's will-notifications, then
///   `textFieldDidEndEditing(_:reason:)`, `editingDidEnd`,
///   `textDidEndEditingNotification`.
///
/// Setting `text` in code sends nothing, as in UIKit. A secure field that
/// begins editing with text replaces all of it with the first keystroke
/// (and a delete clears it), as iOS does.
///
/// Geometry, measured and decided: the text is inset 7 points across and
/// down inside a rounded-rect border (a 17-point field is then 34.333 points
/// high, Interface Builder's 34), 2 inside a line or bezel, not at all
/// without a border; the left view at the left edge, the right view at the
/// right, the clear button (19 points square) inside the right view, each
/// centred vertically. Not editing, text too long for its rect ends in "…";
/// editing, its end shows.
open class UITextField: UIControl, UIKeyInput {
    /// The border drawn around the text, which insets it.
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    /// Why editing ended: on iOS, always because the text was committed.
    public enum DidEndEditingReason: Int, Sendable { case committed = 0 }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    static let clearButtonSide: CGFloat = 19

    open weak var delegate: UITextFieldDelegate?
    /// A delegate only the field holds: a script's, which nothing else would.
    private var heldDelegate: UITextFieldDelegate?

    private var content = EditableText()
    /// A secure field's first keystroke replaces the text it began editing with.
    private var replacesTextOnNextEdit = false

    /// Never nil: an empty string when there is no text (UIKit: "This string
    /// is empty by default"); setting nil empties it.
    open var text: String? {
        get { content.string }
        set {
            content.set(newValue ?? "")
            replacesTextOnNextEdit = false
            contentDidChange()
        }
    }

    /// The text with the field's font and colour. Only the string and the
    /// first character's font and colour are kept when set: the engine draws
    /// a field's text in one style.
    open var attributedText: NSAttributedString? {
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
            }
            text = newValue?.string
        }
    }

    open var placeholder: String? {
        didSet { contentDidChange() }
    }

    /// The placeholder with its colour: only the string and the first
    /// character's colour are kept, as for `attributedText`.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            guard let placeholder else { return nil }
            return NSAttributedString(string: placeholder, attributes: [.font: effectiveFont,
                                                                        .foregroundColor: placeholderColor ?? UIColor.placeholderText])
        }
        set {
            placeholderColor = newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor : nil }
            placeholder = newValue?.string
        }
    }

    private var placeholderColor: UIColor?

    /// Nil answers the default again: the system font at 17 points.
    open var font: UIFont? = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            contentDidChange()
        }
    }

    /// Nil draws black.
    open var textColor: UIColor? = .black {
        didSet { setNeedsDisplay() }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    open var borderStyle: BorderStyle = .none {
        didSet { contentDidChange() }
    }

    open var clearButtonMode: ViewMode = .never {
        didSet { overlaysDidChange() }
    }

    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView, let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            overlaysDidChange()
        }
    }

    open var leftViewMode: ViewMode = .never {
        didSet { overlaysDidChange() }
    }

    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView, let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            overlaysDidChange()
        }
    }

    open var rightViewMode: ViewMode = .never {
        didSet { overlaysDidChange() }
    }

    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// A size that is not a positive number counts as none.
    open var minimumFontSize: CGFloat = 0 {
        didSet {
            if !minimumFontSize.isFinite || minimumFontSize < 0 { minimumFontSize = 0 }
            setNeedsDisplay()
        }
    }

    open private(set) var isEditing = false

    // MARK: UITextInputTraits
    // Kept for the code that reads them; the keyboard shows none of them,
    // except that a return key disabled by `enablesReturnKeyAutomatically`
    // does nothing, and a number or phone pad has no return key.

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false {
        didSet { setNeedsDisplay() }
    }
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

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    @_spi(Bridging) public func holdDelegate(_ delegate: UITextFieldDelegate?) { heldDelegate = delegate }

    override var viewsHeldBesidesSubviews: [UIView] {
        [leftView, rightView, inputView, inputAccessoryView].compactMap { $0 }
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }

    private func overlaysDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    private var effectiveFont: UIFont { font ?? .systemFont(ofSize: UIFont.labelFontSize) }

    // MARK: UIKeyInput

    public var hasText: Bool { !content.isEmpty }

    /// Replaces the selection with `text`, as the keyboard's keystroke does
    /// once the delegate has agreed.
    open func insertText(_ text: String) {
        replace(rangeReplacedByTyping, with: text)
    }

    /// Deletes the selection, or the character before the insertion point.
    open func deleteBackward() {
        guard let range = rangeDeletedBackward else { return }
        replace(range, with: "")
    }

    /// What a delete would take away; nil with nothing to delete.
    private var rangeDeletedBackward: NSRange? {
        replacesTextOnNextEdit && !content.isEmpty ? content.all : content.rangeDeletedBackward
    }

    /// What a keystroke replaces: the selection (all the text, for a secure
    /// field's first keystroke).
    private var rangeReplacedByTyping: NSRange { replacesTextOnNextEdit ? content.all : content.selection }

    private func replace(_ range: NSRange, with text: String) {
        replacesTextOnNextEdit = false
        content.replace(range, with: text)
        contentDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        textDidChangeByEditing()
    }

    /// After a keystroke, a delete, a clear or `insertText(_:)` changed the
    /// text and everyone above was told; a search field tells its search bar.
    func textDidChangeByEditing() {}

    /// What the keyboard does for a keystroke: asks the delegate, then inserts.
    func typeFromKeyboard(_ text: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: rangeReplacedByTyping, replacementString: text) ?? true else {
            return
        }
        insertText(text)
    }

    /// What the keyboard does for its delete key.
    func deleteFromKeyboard() {
        if let range = rangeDeletedBackward,
           !(delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true) {
            return
        }
        deleteBackward()
    }

    /// What the keyboard does for its return key.
    func pressReturnFromKeyboard() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let dismisses = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if dismisses, isFirstResponder { _ = resignFirstResponder() }
    }

    /// The clear button's tap: the text goes if the delegate agrees.
    private func clearFromButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        replace(content.all, with: "")
    }

    // MARK: The first responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        return super.resignFirstResponder()
    }

    override func didBecomeWindowsFirstResponder() {
        isEditing = true
        if clearsOnBeginEditing, !content.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            content.set("")
        } else {
            content.set(content.string)
        }
        replacesTextOnNextEdit = isSecureTextEntry && !content.isEmpty
        overlaysDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        super.didBecomeWindowsFirstResponder()
    }

    override func didResignWindowsFirstResponder() {
        super.didResignWindowsFirstResponder()
        guard isEditing else { return }
        isEditing = false
        replacesTextOnNextEdit = false
        overlaysDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: Touches

    /// A tap makes the field first responder as the finger lifts; on a
    /// showing clear button, it clears the text as well.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch else { return }
        let onClearButton = showsClearButton && CGRectContainsPoint(clearButtonRect(forBounds: bounds), touch.location(in: self))
        if !isFirstResponder { _ = becomeFirstResponder() }
        if onClearButton, isFirstResponder { clearFromButton() }
    }

    // MARK: Geometry

    private var borderInsets: (dx: CGFloat, dy: CGFloat) {
        switch borderStyle {
        case .none: return (0, 0)
        case .line, .bezel: return (2, 2)
        case .roundedRect: return (7, 7)
        }
    }

    private func shows(_ mode: ViewMode, editing: Bool) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return editing
        case .unlessEditing: return !editing
        }
    }

    private func showsLeftView(editing: Bool) -> Bool { leftView != nil && shows(leftViewMode, editing: editing) }
    private func showsRightView(editing: Bool) -> Bool { rightView != nil && shows(rightViewMode, editing: editing) }
    private func showsClearButton(editing: Bool) -> Bool { !content.isEmpty && shows(clearButtonMode, editing: editing) }
    private var showsClearButton: Bool { showsClearButton(editing: isEditing) }

    /// The rect for text, between the border's inset and the overlays that
    /// show in that state.
    private func contentRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        guard bounds.isFiniteRect else { return .zero }
        let insets = borderInsets
        var rect = CGRectInset(bounds, insets.dx, 0)
        if showsLeftView(editing: editing) {
            let left = leftViewRect(forBounds: bounds)
            if left.isFiniteRect { rect = CGRect(x: max(rect.minX, left.maxX), y: rect.minY, width: rect.maxX - max(rect.minX, left.maxX), height: rect.height) }
        }
        var right = rect.maxX
        if showsRightView(editing: editing) {
            let rightRect = rightViewRect(forBounds: bounds)
            if rightRect.isFiniteRect { right = min(right, rightRect.minX) }
        }
        if showsClearButton(editing: editing) {
            let clear = clearButtonRect(forBounds: bounds)
            if clear.isFiniteRect { right = min(right, clear.minX) }
        }
        rect.size.width = max(right - rect.minX, 0)
        return rect
    }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func textRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: false) }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: true) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        guard bounds.isFiniteRect else { return .zero }
        let side = UITextField.clearButtonSide
        var right = bounds.maxX - max(borderInsets.dx, 5)
        if showsRightView(editing: isEditing) {
            let rightRect = rightViewRect(forBounds: bounds)
            if rightRect.isFiniteRect { right = min(right, rightRect.minX) }
        }
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView, bounds.isFiniteRect else { return .zero }
        let size = leftView.frame.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView, bounds.isFiniteRect else { return .zero }
        let size = rightView.frame.size
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The text's (or, with none, the placeholder's) width and one line of
    /// the font, with the border's insets and the overlays that show.
    open override var intrinsicContentSize: CGSize { fittingSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    private var fittingSize: CGSize {
        let font = effectiveFont
        let insets = borderInsets
        let textWidth = TextLayout(displayedText, font: font, width: .infinity).size.width
        let placeholderWidth = TextLayout(placeholder ?? "", font: font, width: .infinity).size.width
        var width = max(textWidth, placeholderWidth) + 2 * insets.dx
        var height = roundedUpToPixels(CGSize(width: 0, height: font.lineHeight)).height + 2 * insets.dy
        if showsLeftView(editing: isEditing), let leftView {
            width += leftView.frame.width
            height = max(height, leftView.frame.height)
        }
        if showsRightView(editing: isEditing), let rightView {
            width += rightView.frame.width
            height = max(height, rightView.frame.height)
        }
        if showsClearButton { width += UITextField.clearButtonSide + max(insets.dx, 5) }
        let size = roundedUpToPixels(CGSize(width: width, height: height))
        return size.isFiniteSize ? size : .zero
    }

    /// The text as it shows: a secure field's as bullets.
    private var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: content.string.count) : content.string
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        place(leftView, shown: showsLeftView(editing: isEditing), in: leftViewRect(forBounds: bounds))
        place(rightView, shown: showsRightView(editing: isEditing), in: rightViewRect(forBounds: bounds))
    }

    private func place(_ overlay: UIView?, shown: Bool, in rect: CGRect) {
        guard let overlay else { return }
        if shown {
            if overlay.superview !== self { addSubview(overlay) }
            if rect.isFiniteRect { overlay.frame = rect }
        } else if overlay.superview === self {
            overlay.removeFromSuperview()
        }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        drawBorder(in: borderRect(forBounds: bounds))
        if !content.isEmpty {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if let placeholder, !placeholder.isEmpty {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
    }

    /// A rounded-rect field draws its white fill and a light grey rounded
    /// border (corner radius 5), a line field a black frame, a bezel field a
    /// grey one: what the engine draws in place of UIKit's border images.
    private func drawBorder(in rect: CGRect) {
        guard rect.isFiniteRect, let context = UIGraphicsGetCurrentContext() else { return }
        switch borderStyle {
        case .none: return
        case .line, .bezel:
            context.setStrokeColor((borderStyle == .line ? UIColor.black : UIColor.systemGray).cgColor)
            context.setLineWidth(1)
            context.stroke(CGRectInset(rect, 0.5, 0.5))
        case .roundedRect:
            let path = UIBezierPath(roundedRect: CGRectInset(rect, 0.25, 0.25), cornerRadius: 5)
            if backgroundColor == nil {
                UIColor.white.setFill()
                path.fill()
            }
            UIColor(white: 0.8, alpha: 1).setStroke()
            path.lineWidth = 0.5
            path.stroke()
        }
    }

    /// The text in one line centred vertically, placed by `textAlignment`,
    /// in `textColor`; shrunk towards `minimumFontSize` to fit when
    /// `adjustsFontSizeToFitWidth`.
    open func drawText(in rect: CGRect) {
        draw(displayedText, in: rect, color: textColor ?? .black, fitting: adjustsFontSizeToFitWidth)
    }

    /// The placeholder, in the placeholder colour.
    open func drawPlaceholder(in rect: CGRect) {
        draw(placeholder ?? "", in: rect, color: placeholderColor ?? .placeholderText, fitting: false)
    }

    private func draw(_ string: String, in rect: CGRect, color: UIColor, fitting: Bool) {
        guard rect.isFiniteRect, !string.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        var font = effectiveFont
        var width = TextLayout(string, font: font, width: .infinity).size.width
        if fitting, width > rect.width, width > 0 {
            let size = max(font.pointSize * max(rect.width, 0) / width, minimumFontSize, 1)
            font = font.withSize(size)
            width = TextLayout(string, font: font, width: .infinity).size.width
        }
        var shown = string
        var x: CGFloat
        if width > rect.width {
            if isEditing {
                x = rect.maxX - width
            } else {
                let layout = TextLayout(string, font: font, width: .infinity)
                shown = layout.visibleLines(width: max(rect.width, 0), maximumLines: 1, lineBreakMode: .byTruncatingTail).first ?? ""
                width = TextLayout(shown, font: font, width: .infinity).size.width
                x = rect.minX
            }
        } else {
            switch textAlignment {
            case .center: x = rect.minX + (rect.width - width) / 2
            case .right: x = rect.maxX - width
            case .natural where effectiveUserInterfaceLayoutDirection == .rightToLeft: x = rect.maxX - width
            case .left, .justified, .natural: x = rect.minX
            }
        }
        context.saveGState()
        context.clip(to: rect)
        context.setFillColor(color.cgColor)
        context.setFont(font)
        context.drawText(shown, at: CGPoint(x: x, y: rect.minY + (rect.height - font.lineHeight) / 2))
        context.restoreGState()
    }

    override var descriptionDetails: [String] {
        ["text = '\(content.string)'"]
    }
}

extension CGRect {
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}

extension CGSize {
    var isFiniteSize: Bool { width.isFinite && height.isFinite }
}

extension UITextField {
    static let textFieldCatalog: [AnyProperty] = [
        Property("text", get: { (object: UITextField) in object.text }, set: { $0.text = $1 }),
        Property("placeholder", get: { (object: UITextField) in object.placeholder }, set: { $0.placeholder = $1 }),
        Property("font", get: { (object: UITextField) in object.font }, set: { $0.font = $1 }),
        Property("textColor", get: { (object: UITextField) in object.textColor }, set: { $0.textColor = $1 }),
        Property("textAlignment", get: { (object: UITextField) in object.textAlignment }, set: { $0.textAlignment = $1 }),
        Property("borderStyle", get: { (object: UITextField) in object.borderStyle }, set: { $0.borderStyle = $1 }),
        Property("clearButtonMode", get: { (object: UITextField) in object.clearButtonMode }, set: { $0.clearButtonMode = $1 }),
        Property("leftView", get: { (object: UITextField) in object.leftView }, set: { $0.leftView = $1 }),
        Property("leftViewMode", get: { (object: UITextField) in object.leftViewMode }, set: { $0.leftViewMode = $1 }),
        Property("rightView", get: { (object: UITextField) in object.rightView }, set: { $0.rightView = $1 }),
        Property("rightViewMode", get: { (object: UITextField) in object.rightViewMode }, set: { $0.rightViewMode = $1 }),
        Property("clearsOnBeginEditing", get: { (object: UITextField) in object.clearsOnBeginEditing },
                 set: { $0.clearsOnBeginEditing = $1 }),
        Property("adjustsFontSizeToFitWidth", get: { (object: UITextField) in object.adjustsFontSizeToFitWidth },
                 set: { $0.adjustsFontSizeToFitWidth = $1 }),
        Property("minimumFontSize", get: { (object: UITextField) in object.minimumFontSize }, set: { $0.minimumFontSize = $1 }),
        Property("editing", get: { (object: UITextField) in object.isEditing }),
        Property("hasText", get: { (object: UITextField) in object.hasText }),
    ] + textInputTraitsCatalog(UITextField.self)
}

/// UITextInputTraits' properties, as a text field and a text view declare them.
func textInputTraitsCatalog<Input: UIView & UIKeyInput & TextInputTraitsSettable>(_ type: Input.Type) -> [AnyProperty] {
    [
        Property("autocapitalizationType", get: { (object: Input) in object.autocapitalizationType },
                 set: { $0.autocapitalizationType = $1 }),
        Property("autocorrectionType", get: { (object: Input) in object.autocorrectionType }, set: { $0.autocorrectionType = $1 }),
        Property("spellCheckingType", get: { (object: Input) in object.spellCheckingType }, set: { $0.spellCheckingType = $1 }),
        Property("keyboardType", get: { (object: Input) in object.keyboardType }, set: { $0.keyboardType = $1 }),
        Property("keyboardAppearance", get: { (object: Input) in object.keyboardAppearance }, set: { $0.keyboardAppearance = $1 }),
        Property("returnKeyType", get: { (object: Input) in object.returnKeyType }, set: { $0.returnKeyType = $1 }),
        Property("enablesReturnKeyAutomatically", get: { (object: Input) in object.enablesReturnKeyAutomatically },
                 set: { $0.enablesReturnKeyAutomatically = $1 }),
        Property("secureTextEntry", get: { (object: Input) in object.isSecureTextEntry }, set: { $0.isSecureTextEntry = $1 }),
        Property("textContentType", get: { (object: Input) in object.textContentType as UITextContentType? },
                 set: { $0.textContentType = $1 }),
    ]
}

/// The traits a text field and a text view let code set.
protocol TextInputTraitsSettable: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextField: TextInputTraitsSettable {}
