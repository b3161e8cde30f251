import Foundation

/// A label's styled text, as Apple's `UILabel.attributedText` reference
/// describes it: setting it also sets `text` to its characters and `font`,
/// `textColor`, `textAlignment` and `lineBreakMode` to the attributes at its
/// first character; setting `text` (or nil) forgets it; a new font or colour
/// applies to all of it. Read after `text` was set, it is the text with the
/// label's own attributes.
///
/// The engine measures and draws the whole text in its first character's
/// style; the attributes of later runs are kept and read back, not drawn
/// (docs/controls.md).
extension UILabel {
    var styledText: NSAttributedString? {
        if let attributedStorage { return attributedStorage }
        guard let text else { return nil }
        return NSAttributedString(string: text, attributes: ownAttributes)
    }

    func setStyledText(_ newValue: NSAttributedString?) {
        guard let newValue else {
            text = nil
            return
        }
        let first = newValue.length > 0 ? newValue.attributes(at: 0, effectiveRange: nil) : [:]
        isApplyingAttributedText = true
        defer { isApplyingAttributedText = false }
        text = newValue.string
        if let font = first[.font] as? UIFont { self.font = font }
        if let color = first[.foregroundColor] as? UIColor { textColor = color }
        if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
            textAlignment = paragraph.alignment
            lineBreakMode = paragraph.lineBreakMode
        }
        attributedStorage = NSAttributedString(attributedString: newValue)
    }

    /// The label's own attributes, as an attributed string made from `text` has them.
    private var ownAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: paragraph]
    }

    /// `text` was set: the styled text is forgotten, unless it was the styled
    /// text's own setter that set it.
    func plainTextDidChange() {
        if !isApplyingAttributedText { attributedStorage = nil }
    }

    /// A new font or colour covers the whole styled text, as in UIKit.
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard !isApplyingAttributedText, let attributedStorage else { return }
        let styled = NSMutableAttributedString(attributedString: attributedStorage)
        styled.addAttribute(key, value: value, range: NSRange(location: 0, length: styled.length))
        self.attributedStorage = styled
    }
}
