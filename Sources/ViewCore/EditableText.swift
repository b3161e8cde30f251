import Foundation

/// A text input's text and selection, in the UTF-16 offsets `NSRange`s
/// count (UITextField, UITextView). Appending at the end, which is what
/// typing does, costs the text added, not the text there.
struct EditableText {
    private(set) var string = ""
    private(set) var length = 0
    /// The insertion point, or the selected range; always within the text
    /// and on character boundaries.
    private(set) var selection = NSRange(location: 0, length: 0)

    /// Replaces the text; the insertion point goes to its end.
    mutating func set(_ text: String) {
        string = text
        length = text.utf16.count
        selection = NSRange(location: length, length: 0)
    }

    var isEmpty: Bool { length == 0 }
    var all: NSRange { NSRange(location: 0, length: length) }

    /// Sets the selection, clamped to the text and widened to whole
    /// characters.
    mutating func select(_ range: NSRange) {
        let location = min(max(range.location, 0), length)
        let count = min(max(range.length, 0), length - location)
        let start = boundary(atOrBefore: location)
        selection = NSRange(location: start, length: boundary(atOrAfter: location + count) - start)
    }

    /// Replaces `range` (within the text, on character boundaries) and puts
    /// the insertion point after the replacement.
    mutating func replace(_ range: NSRange, with text: String) {
        if range.location == length, range.length == 0 {
            string += text
        } else {
            string = NSString(string: string).replacingCharacters(in: range, with: text)
        }
        let inserted = text.utf16.count
        length += inserted - range.length
        selection = NSRange(location: min(range.location + inserted, length), length: 0)
    }

    /// What a delete takes: the selection, or the character before the
    /// insertion point; nil when there is nothing before it.
    var rangeDeletedBackward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let start = boundary(atOrBefore: selection.location - 1)
        return NSRange(location: start, length: selection.location - start)
    }

    private func index(at offset: Int) -> String.Index {
        let utf16 = string.utf16
        return utf16.index(utf16.startIndex, offsetBy: offset)
    }

    /// Steps back, a UTF-16 unit at a time, to the start of a character.
    private func boundary(atOrBefore offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        guard offset < length else { return length }
        let utf16 = string.utf16
        var position = index(at: offset)
        var result = offset
        while result > 0, String.Index(position, within: string) == nil {
            position = utf16.index(before: position)
            result -= 1
        }
        return result
    }

    /// Steps on to the end of the character `offset` is in.
    private func boundary(atOrAfter offset: Int) -> Int {
        guard offset < length else { return length }
        let utf16 = string.utf16
        var position = index(at: offset)
        var result = offset
        while result < length, String.Index(position, within: string) == nil {
            position = utf16.index(after: position)
            result += 1
        }
        return result
    }
}
